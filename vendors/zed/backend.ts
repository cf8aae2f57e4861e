/** Zed backend: facts only until its sections are built. */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';

export const backend = { facts, emit: {} } as const satisfies Backend;
