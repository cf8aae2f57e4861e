/** OpenAI Codex CLI's hook runtime adapter: the hook_json family engine bound to Codex's record. */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import { hookJsonAdapter } from '../_families/hook-json/engine.js';
import { codexCliRecord } from './runtime-data.js';

export const adapter: RuntimeAdapter = hookJsonAdapter(codexCliRecord);
