/** The Tabnine CLI backend: hooks and packaging; instructions and permissions are not adapted (see facts). */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitHooks } from './hooks.js';
import { emitPackaging } from './packaging.js';
import { probe } from './probe.js';

export const backend = {
  facts,
  emit: {
    hooks: emitHooks,
    packaging: emitPackaging,
  },
  probe,
} as const satisfies Backend;
