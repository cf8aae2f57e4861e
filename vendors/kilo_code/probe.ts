/**
 * Kilo Code's probe (docs/policy-tests.md): the payloads seamc's plugin sends for the tools Kilo keeps from opencode
 * (tests/fixtures/payloads/kilo_code/) and the plugin's reading of the reply (vendors/_shared/plugin-bridge-probe.ts).
 */
import { bridgeProbe } from '../_shared/plugin-bridge-probe.js';
import { facts } from './facts.js';
import { BRIDGE_WIRE } from './runtime-data.js';

export const probe = bridgeProbe(facts, BRIDGE_WIRE);
