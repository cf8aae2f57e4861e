/** Gemini CLI's hook runtime adapter: the flat_decision family engine bound to Gemini CLI's record. */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import { flatDecisionAdapter } from '../_families/flat-decision/engine.js';
import { geminiCliRecord } from './runtime-data.js';

export const adapter: RuntimeAdapter = flatDecisionAdapter(geminiCliRecord);
