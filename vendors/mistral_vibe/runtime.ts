/** Mistral Vibe's hook runtime adapter: the flat_decision family engine bound to Vibe's record. */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import { flatDecisionAdapter } from '../_families/flat-decision/engine.js';
import { mistralVibeRecord } from './runtime-data.js';

export const adapter: RuntimeAdapter = flatDecisionAdapter(mistralVibeRecord);
