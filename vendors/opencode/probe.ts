/**
 * opencode's probe (docs/policy-tests.md): the payloads seamc's plugin sends for opencode's tools
 * (tests/fixtures/payloads/opencode/; bash, write, edit, read, webfetch, apply_patch, `<server>_<tool>` MCP names)
 * and the plugin's reading of the reply (vendors/_shared/plugin-bridge-probe.ts).
 */
import { bridgeProbe } from '../_shared/plugin-bridge-probe.js';
import { facts } from './facts.js';
import { BRIDGE_WIRE } from './runtime-data.js';

export const probe = bridgeProbe(facts, BRIDGE_WIRE);
