/** The agentproto backend: its rule table (hooks.json) and its sandbox file (command-sandbox.json); no instructions or packaging of its own. */
import type { Backend } from '../../compiler/backend/types.js';
import { facts } from './facts.js';
import { emitHooks } from './hooks.js';
import { emitPermissions } from './permissions.js';

export const backend = { facts, emit: { permissions: emitPermissions, hooks: emitHooks } } as const satisfies Backend;
