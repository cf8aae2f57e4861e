/** Poolside backend: AGENTS.md, tool and path rules in .poolside/settings.yaml, project skills in .poolside/skills (hooks are unadapted; see facts.ts). */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitInstructions } from './instructions.js';
import { emitPackaging } from './packaging.js';
import { emitPermissions } from './permissions.js';

export const backend = { facts, emit: { instructions: emitInstructions, permissions: emitPermissions, packaging: emitPackaging } } as const satisfies Backend;
