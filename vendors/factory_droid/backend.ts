/** The Factory Droid backend: the shared AGENTS.md and Claude-style hooks in .factory/hooks.json with a bundled runtime, the command blocklist in .factory/settings.json, and MCP servers, commands, droids and skills under .factory/. */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitHooks } from './hooks.js';
import { emitInstructions } from './instructions.js';
import { emitPackaging } from './packaging.js';
import { emitPermissions } from './permissions.js';
import { probe } from './probe.js';

export const backend = { facts, emit: { instructions: emitInstructions, permissions: emitPermissions, hooks: emitHooks, packaging: emitPackaging }, probe } as const satisfies Backend;
