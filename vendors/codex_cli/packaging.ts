/**
 * The spec's `plugin:` on OpenAI Codex CLI, as the project layout Codex loads without installing anything
 * (packaging.md §3.3): MCP servers in `.codex/config.toml` (shared with the sandbox, see config-toml.ts) and
 * skills in `.agents/skills/<name>/`. Codex has no project-scoped prompts (only ~/.codex/prompts) and its
 * subagent file format was not checked against 0.171.0, so commands and subagents are reported.
 * Why no `.codex-plugin/` bundle: docs/decisions/codex_cli.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { configToml } from './config-toml.js';
import { mcpServers } from './mcp.js';

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [...mcpServers(model).losses];
  const config = configToml(model);
  if (config) fragment.push(config);
  for (const c of p.commands)
    unrepresentable.push({
      code: 'SC3403',
      at: c.at,
      reason: 'Codex reads custom prompts only from the user\'s ~/.codex/prompts/ (and has deprecated them for skills); a project cannot ship a command.',
    });
  for (const a of p.agents)
    unrepresentable.push({
      code: 'SC3404',
      at: a.at,
      reason: 'Codex subagents (.codex/agents/<name>.toml) are known only from third-party generators; their keys were not checked against 0.171.0, which accepts unknown keys silently, so seamc does not write one it cannot vouch for.',
    });
  for (const s of p.skills)
    for (const f of s.files) fragment.push({ path: `.agents/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return { fragment, unrepresentable };
}
