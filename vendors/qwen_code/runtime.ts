/** Qwen Code's hook runtime adapter: the hook_json family engine bound to Qwen's record. */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import { hookJsonAdapter } from '../_families/hook-json/engine.js';
import { qwenCodeRecord } from './runtime-data.js';

export const adapter: RuntimeAdapter = hookJsonAdapter(qwenCodeRecord);
