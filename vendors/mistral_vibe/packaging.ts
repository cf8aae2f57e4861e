/**
 * The spec's `plugin:` on Mistral Vibe: MCP servers as `[[mcp_servers]]` tables of the project `.vibe/config.toml`
 * (stdio: command, args, env; HTTP: `transport = "streamable-http"`, url, `[mcp_servers.auth]` static headers), skills in
 * `.agents/skills/<name>/` (read in a trusted folder). Vibe has no SSE transport and expands no `${VAR}` in a server's
 * fields; its only environment read is the static auth's `api_key_env`, which seamc uses for one header of the form
 * `<prefix>${VAR}<suffix>`. Commands are skills in Vibe (`user-invocable`); a subagent is an agent profile whose system
 * prompt replaces Vibe's whole prompt and which the task tool must allowlist: neither is generated.
 * Decisions: docs/decisions/mistral_vibe.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { configToml, mcpServers } from './config-toml.js';
import { facts } from './facts.js';

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [...mcpServers(model).losses];
  const config = configToml(model, facts.hooks.events);
  if (config && mcpServers(model).servers.length > 0) fragment.push(config);
  for (const c of p.commands)
    unrepresentable.push({ code: 'SC3403', at: c.at, reason: `Mistral Vibe's custom slash commands are skills marked user-invocable; /${c.name} would need to be written as a skill.` });
  for (const a of p.agents)
    unrepresentable.push({
      code: 'SC3404',
      at: a.at,
      reason: `A Mistral Vibe subagent is an agent profile (.vibe/agents/${a.name}.toml, agent_type = "subagent") whose system prompt replaces Vibe's whole prompt and which the task tool must allowlist in config.toml; seamc does not generate one for "${a.name}".`,
    });
  for (const s of p.skills) for (const f of s.files) fragment.push({ path: `.agents/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return { fragment, unrepresentable };
}
