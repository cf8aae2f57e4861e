/**
 * Hooks on Factory Droid: Claude-style matcher groups in `.factory/hooks.json`, keyed by event name at the top level
 * (Droid 0.225 ignores a `hooks` wrapper there: "Ignoring unknown hook event keys", live factory_droid/deny-shell);
 * Droid reads the project hooks.json first and falls back to settings.json only when it is absent, so hooks.json is
 * the file that always counts. One group per wire event a rule or a user hook uses, no matcher (the runtime filters
 * by tool class). Droid snapshots hooks at start; a changed hook needs review in /hooks (facts.gates).
 * See docs/decisions/factory_droid.md.
 */
import type { EmitContext, Emitted } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { matcherGroupHooks } from '../_shared/matcher-group-hooks.js';
import { facts } from './facts.js';

export const emitHooks = (model: Model, ctx: EmitContext): Emitted => matcherGroupHooks(facts, model, ctx, { keyedByEvent: true });
