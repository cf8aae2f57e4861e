/**
 * Permissions on Mistral Vibe: tool tables and `disabled_tools` in the project `.vibe/config.toml`
 * (permission-tables.ts), written as the whole file the hooks and packaging sections also write (config-toml.ts).
 * Vibe reads the file only in a trusted folder (facts.gates). Decisions: docs/decisions/mistral_vibe.md.
 */
import type { EmitContext, Emitted } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { configToml } from './config-toml.js';
import { facts } from './facts.js';
import { permissionTables } from './permission-tables.js';

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const t = permissionTables(model);
  const config = Object.keys(t.tools).length > 0 || t.disabled.length > 0 ? configToml(model, facts.hooks.events) : undefined;
  return { fragment: config ? [config] : [], unrepresentable: t.losses };
}
