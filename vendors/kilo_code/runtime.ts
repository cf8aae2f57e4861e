/** Kilo Code's hook runtime adapter: the plugin-bridge family engine bound to Kilo Code's record. */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import { pluginBridgeAdapter } from '../_families/plugin-bridge/engine.js';
import { kiloCodeRecord } from './runtime-data.js';

export const adapter: RuntimeAdapter = pluginBridgeAdapter(kiloCodeRecord);
