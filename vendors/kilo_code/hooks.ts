/**
 * Hooks on Kilo Code: like opencode, whose plugin API it keeps, it has no command-hook config, so seamc writes a
 * plugin, `.kilo/plugins/seamc.js`, which Kilo loads from the project's plugin folder with no config entry
 * (vendors/_shared/plugin-bridge.ts). Decisions: docs/decisions/kilo_code.md.
 */
import { bridgeHooks } from '../_shared/plugin-bridge-hooks.js';
import { facts } from './facts.js';
import { BRIDGE_WIRE } from './runtime-data.js';

export const emitHooks = bridgeHooks(facts, BRIDGE_WIRE);
