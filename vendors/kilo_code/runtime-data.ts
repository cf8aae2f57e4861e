/**
 * Kilo Code (Kilo CLI 7.x, an opencode fork with the same plugin API) as a plugin-bridge family record: the payload
 * seamc's generated plugin (.kilo/plugins/seamc.js) sends, built from the hooks and tool argument names Kilo keeps
 * from opencode (facts.ts, docs/decisions/kilo_code.md). Data only.
 */
import { bridgeRecord } from '../_families/plugin-bridge/record.js';

/** the payload's wire names and judged tools, for the plugin file and the probe */
export { BRIDGE_WIRE } from '../_families/plugin-bridge/record.js';

export const kiloCodeRecord = bridgeRecord('kilo_code', 'Kilo Code');
