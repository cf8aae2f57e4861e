/**
 * Code a package manager runs from its own settings and folders (compiler/runtime/pm-files.ts), in the real client:
 * the line and the package script are harmless, only the runtime's reading of .npmrc or node_modules/.bin finds the
 * denied command. Like the other file-code scenarios, these run on the two quickest clients.
 */
import type { Scenario } from '../harness.js';
import { type Driver, fileCodeScenario } from './common.js';

export function packageManagerScenarios(d: Driver): Scenario[] {
  return [
    // npm runs every script through the script-shell of the project's .npmrc: the script itself (`echo built`) and the
    // line are harmless, only the runtime's reading of the setting (compiler/runtime/pm-files.ts) finds ship.sh
    fileCodeScenario(d, 'deny-shell-npm-script-shell', "a deny rule stops a command in the script-shell that the project's .npmrc names, run for npm run build", 'ship.sh',
      '#!/bin/sh\ntouch seamc-live-deny.txt\n', 'npm run build', false, { 'package.json': '{"name": "live", "private": true, "scripts": {"build": "echo built"}}\n', '.npmrc': 'script-shell=./ship.sh\n' }),
    // npx runs the project's own node_modules/.bin/NAME first: a file there that no package installed is read
    fileCodeScenario(d, 'deny-shell-local-bin', 'a deny rule stops a command in a node_modules/.bin program that no package installed, run with npx', 'node_modules/.bin/seamc-ship',
      '#!/bin/sh\ntouch seamc-live-deny.txt\n', 'npx --no-install seamc-ship', false),
  ];
}
