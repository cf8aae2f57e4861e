/** opencode's hook runtime adapter: the plugin-bridge family engine bound to opencode's record. */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import { pluginBridgeAdapter } from '../_families/plugin-bridge/engine.js';
import { opencodeRecord } from './runtime-data.js';

export const adapter: RuntimeAdapter = pluginBridgeAdapter(opencodeRecord);
