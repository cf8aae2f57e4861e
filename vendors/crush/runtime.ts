/** Crush's hook runtime adapter: the flat_decision family engine bound to Crush's record. */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import { flatDecisionAdapter } from '../_families/flat-decision/engine.js';
import { crushRecord } from './runtime-data.js';

export const adapter: RuntimeAdapter = flatDecisionAdapter(crushRecord);
