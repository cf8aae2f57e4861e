/** Kilo Code backend: facts plus the instruction and permission emitters (hooks and packaging: see facts.ts). */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';
import { emitPermissions } from './permissions.js';

export const backend = {
  facts,
  emit: {
    instructions: emitInstructions,
    permissions: emitPermissions,
  },
} as const satisfies Backend;
