/**
 * Kilo Code scenarios: `kilo run go` against the fake Anthropic API, in a scratch project holding seamc's kilo_code
 * output: the shared hook scenarios through the generated plugin bridge `.kilo/plugins/seamc.js`, and AGENTS.md.
 */
import { live } from '../../../vendors/kilo_code/live.js';
import type { Scenario } from '../harness.js';
import { hookScenarios, instructionsScenario, prepareFor, type Driver } from './common.js';

const driver: Driver = { live, prepare: prepareFor(live) };

export const kiloCodeScenarios: readonly Scenario[] = [...hookScenarios(driver), instructionsScenario(driver, 'AGENTS.md')];
