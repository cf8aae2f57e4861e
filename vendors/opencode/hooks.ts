/**
 * Hooks on opencode: no command-hook config exists, so seamc writes a plugin, `.opencode/plugins/seamc.js`, which
 * opencode loads from the project's plugin folder with no config entry, and which sends every tool call to the
 * bundled runtime (vendors/_shared/plugin-bridge.ts). Decisions: docs/decisions/opencode.md.
 */
import { bridgeHooks } from '../_shared/plugin-bridge-hooks.js';
import { facts } from './facts.js';
import { BRIDGE_WIRE } from './runtime-data.js';

export const emitHooks = bridgeHooks(facts, BRIDGE_WIRE);
