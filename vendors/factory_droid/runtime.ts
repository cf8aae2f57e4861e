/** Factory Droid's hook runtime adapter: the hook_json family engine bound to Droid's record. */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import { hookJsonAdapter } from '../_families/hook-json/engine.js';
import { factoryDroidRecord } from './runtime-data.js';

export const adapter: RuntimeAdapter = hookJsonAdapter(factoryDroidRecord);
