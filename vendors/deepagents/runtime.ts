/** deepagents' hook runtime adapter: the hook_json family engine bound to deepagents' record. */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import { hookJsonAdapter } from '../_families/hook-json/engine.js';
import { deepagentsRecord } from './runtime-data.js';

export const adapter: RuntimeAdapter = hookJsonAdapter(deepagentsRecord);
