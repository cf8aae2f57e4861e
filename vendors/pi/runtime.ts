/** Pi's hook runtime adapter: the hook_json family engine bound to the record of seamc's extension payload. */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import { hookJsonAdapter } from '../_families/hook-json/engine.js';
import { piRecord } from './runtime-data.js';

export const adapter: RuntimeAdapter = hookJsonAdapter(piRecord);
