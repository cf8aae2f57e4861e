/**
 * Grok CLI packaging, repo-local (xai-org/grok-build user guide 07-mcp-servers, 08-skills, 16-subagents):
 * - MCP servers as `[mcp_servers.<name>]` in the project `.grok/config.toml` (config-toml.ts), loaded once the user
 *   trusts the folder (gate `folder-trust`); Grok also reads a project `.mcp.json` and `.cursor/mcp.json`, but a server
 *   of the same name in config.toml wins, so a Claude Code or Cursor build beside it does not start it twice;
 * - commands as `.grok/commands/<name>.md` (Claude's flat command layout: file stem = command, `description` front
 *   matter);
 * - subagents as `.grok/agents/<name>.md` (name, description, `tools` as Claude tool names, which Grok maps onto its
 *   own; MCP access is Grok's search_tool + use_tool; no list = every tool);
 * - skills copied to `.agents/skills/<name>/`, which Grok scans beside `.grok/skills/` (the same bytes Codex writes).
 * See docs/decisions/grok.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { ToolClass } from '../../compiler/contract/index.js';
import type { Model } from '../../compiler/model/types.js';
import { configToml, mcpServers } from './config-toml.js';

/** Claude tool names Grok's agent loader maps (xai-grok-tools claude_alias.rs), and Grok's own MCP tools. */
const TOOLS: { readonly [C in ToolClass]: readonly string[] } = {
  shell: ['Bash'],
  read: ['Read', 'Grep', 'Glob'],
  write: ['Write'],
  edit: ['Edit'],
  web: ['WebFetch', 'WebSearch'],
  mcp: ['search_tool', 'use_tool'],
};

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const unrepresentable: Loss[] = [...mcpServers(model).losses];
  const fragment: Artifact[] = [];
  const config = configToml(model);
  if (config && p.mcp.length > 0) fragment.push(config);
  for (const c of p.commands)
    fragment.push({
      path: `.grok/commands/${c.name}.md`,
      format: 'markdown',
      body: { template: 'grok/body', data: { body: c.body.trimEnd() }, ...(c.description !== undefined ? { frontmatter: { description: c.description } } : {}) },
    });
  for (const a of p.agents) {
    const tools: string[] = [];
    for (const c of a.tools) for (const n of TOOLS[c]) if (!tools.includes(n)) tools.push(n);
    fragment.push({
      path: `.grok/agents/${a.name}.md`,
      format: 'markdown',
      body: { template: 'grok/body', data: { body: a.body.trimEnd() }, frontmatter: { name: a.name, description: a.description, ...(tools.length > 0 ? { tools: tools.join(', ') } : {}) } },
    });
  }
  for (const s of p.skills) for (const f of s.files) fragment.push({ path: `.agents/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return { fragment, unrepresentable };
}
