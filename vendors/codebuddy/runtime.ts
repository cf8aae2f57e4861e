/** CodeBuddy Code's hook runtime adapter: the hook_json family engine bound to CodeBuddy's record. */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import { hookJsonAdapter } from '../_families/hook-json/engine.js';
import { codebuddyRecord } from './runtime-data.js';

export const adapter: RuntimeAdapter = hookJsonAdapter(codebuddyRecord);
