/** Reasonix backend: the shared AGENTS.md, the [permissions] table of reasonix.toml and hooks in .reasonix/settings.json and project skills in .reasonix/skills (see facts.ts). */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';
import { emitPackaging } from './packaging.js';
import { emitHooks } from './hooks.js';
import { emitPermissions } from './permissions.js';
import { probe } from './probe.js';

export const backend = { facts, emit: { instructions: emitInstructions, permissions: emitPermissions, hooks: emitHooks, packaging: emitPackaging }, probe } as const satisfies Backend;
