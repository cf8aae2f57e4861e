/**
 * Kilo Code scenarios: `kilo run go` against the fake Anthropic API, in a scratch project holding seamc's kilo_code
 * output: the shared hook scenarios through the generated plugin bridge `.kilo/plugins/seamc.js`, AGENTS.md, and the
 * command rule against Kilo's own background_process tool (a command run as a tracked process).
 */
import { live } from '../../../vendors/kilo_code/live.js';
import type { Scenario } from '../harness.js';
import { denyScenario, hookScenarios, instructionsScenario, prepareFor, type Driver } from './common.js';

const driver: Driver = { live, prepare: prepareFor(live) };

export const kiloCodeScenarios: readonly Scenario[] = [
  ...hookScenarios(driver),
  instructionsScenario(driver, 'AGENTS.md'),
  denyScenario(driver, 'deny-shell-background', 'a deny rule stops a command started with background_process (Kilo runs it as a tracked process); its file never appears', '/rules/0', 'LIVE-DENY-SHELL',
    () => [{ name: 'background_process', input: { action: 'start', command: 'touch seamc-live-deny.txt', description: 'seamc live' } }], (ctx) => ctx.exists('seamc-live-deny.txt')),
];
