/** Kimi Code CLI backend: hooks only (the other sections are recorded as unadapted in facts.ts). */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitHooks } from './hooks.js';
import { probe } from './probe.js';

export const backend = { facts, emit: { hooks: emitHooks }, probe } as const satisfies Backend;
