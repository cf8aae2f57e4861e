/**
 * Hooks on Qwen Code: Claude-style matcher groups under `hooks` in `.qwen/settings.json` (the file seamc already
 * writes MCP servers to), one group per wire event a rule or a user hook uses, no matcher (the runtime filters by
 * tool class). Qwen's command-hook `timeout` is in milliseconds (hooks page), so the shared emitter's seconds are
 * converted here. Project hooks run only in a trusted folder (facts.gates). See docs/decisions/qwen_code.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { matcherGroupHooks } from '../_shared/matcher-group-hooks.js';
import { facts } from './facts.js';

const inMilliseconds = (group: JsonObject): JsonObject => ({
  ...group,
  hooks: (group['hooks'] as JsonObject[]).map((h) => ({ ...h, timeout: (h['timeout'] as number) * 1000 })),
});

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const out = matcherGroupHooks(facts, model, ctx);
  const fragment = out.fragment.map((a): Artifact => {
    if (a.path !== facts.hooks.config || a.format !== 'json') return a;
    const groups = (a.body as { hooks: Record<string, JsonObject[]> }).hooks;
    return { ...a, body: { hooks: Object.fromEntries(Object.entries(groups).map(([wire, gs]) => [wire, gs.map(inMilliseconds)])) } };
  });
  return { fragment, unrepresentable: out.unrepresentable };
}
