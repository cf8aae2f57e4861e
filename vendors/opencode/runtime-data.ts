/**
 * opencode as a plugin-bridge family record (vendors/_families/plugin-bridge/record.ts): the payload is the one
 * seamc's generated plugin sends (.opencode/plugins/seamc.js), built from opencode 1.18.33's plugin hooks and its
 * tools' argument names (facts.ts, docs/decisions/opencode.md). Data only.
 */
import { bridgeRecord } from '../_families/plugin-bridge/record.js';

/** the payload's wire names and judged tools, for the plugin file and the probe */
export { BRIDGE_WIRE } from '../_families/plugin-bridge/record.js';

export const opencodeRecord = bridgeRecord('opencode', 'opencode');
