/**
 * Hooks on CodeBuddy Code: Claude-style matcher groups under `hooks` in `.codebuddy/settings.json`, one per wire event
 * a rule or a user hook uses, no matcher (the runtime filters by tool class), timeouts capped at CodeBuddy's 60
 * seconds. Inert until approved in /hooks (facts.gates). See docs/decisions/codebuddy.md.
 */
import type { EmitContext, Emitted } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { matcherGroupHooks } from '../_shared/matcher-group-hooks.js';
import { facts } from './facts.js';

export const emitHooks = (model: Model, ctx: EmitContext): Emitted => matcherGroupHooks(facts, model, ctx, { maxTimeout: 60 });
