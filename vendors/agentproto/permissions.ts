/**
 * `sandbox:` → `.agentproto/command-sandbox.json`, both axes set explicitly (agentproto/ts@8c7ed4b:
 * packages/command-sandbox/src/index.ts): the top-level `mode` confines one command_execute call; `adapterSpawn`
 * confines the whole agent CLI agentproto spawns (it is never inherited from the top level). strict → network deny.
 * Writable extras land on the adapter axis (the command_execute axis takes none), absolute paths only. agentproto's
 * workspace mode hides the whole home folder, so a denied read under `~/` holds; one elsewhere does not. Permission
 * entries: command_execute's allowed-commands.json is not adapted, so each is reported. docs/decisions/agentproto.md.
 */
import type { EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';

export const SANDBOX_JSON = '.agentproto/command-sandbox.json';

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const unrepresentable: Loss[] = model.permissions.map((p) => ({
    code: 'SC3202',
    at: p.at,
    reason: `agentproto gates its own command_execute tool with .agentproto/allowed-commands.json, whose format seamc has not recorded, and the agent CLIs it runs keep their own permissions; seamc writes nothing for ${p.kind} "${p.pattern}" here.`,
  }));
  const s = model.sandbox;
  if (!s || s.mode === 'off') return { fragment: [], unrepresentable };
  const writable: string[] = [];
  s.writable.forEach((p, i) => {
    if (p.startsWith('/')) writable.push(p);
    else unrepresentable.push({ code: 'SC3204', at: `${s.at}/writable/${i}`, reason: `agentproto's extraWritePaths take absolute paths; "${p}" would not be expanded.` });
  });
  s.denyRead.forEach((p, i) => {
    if (!p.startsWith('~/'))
      unrepresentable.push({ code: 'SC3204', at: `${s.at}/deny_read/${i}`, reason: `agentproto's sandbox hides the home folder but has no read-deny list (zones are set by the host app), so "${p}" stays readable.` });
  });
  // a domain allow-list has no spelling: the network switch is written off, the stricter side (the loss is generic)
  const network = s.mode === 'strict' || s.allow ? 'deny' : 'allow';
  const body: JsonObject = {
    mode: s.mode,
    network,
    adapterSpawn: { mode: s.mode, network, ...(writable.length > 0 ? { extraWritePaths: writable } : {}) },
  };
  return { fragment: [{ path: SANDBOX_JSON, format: 'json', body }], unrepresentable };
}
