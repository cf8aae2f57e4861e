#!/usr/bin/env node
import { run } from '../dist/compiler/cli/main.js';

process.exitCode = run(process.argv.slice(2));
