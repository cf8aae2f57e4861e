/**
 * The spec's `plugin:` on Command Code: MCP servers in the project `.mcp.json` (the same bytes every `.mcp.json`
 * writer produces; vendors/_shared/mcp-json.ts), commands in `.commandcode/commands/`, agents in
 * `.commandcode/agents/` (name, description), skills in `.commandcode/skills/`. Environment expansion in `.mcp.json`
 * is not established (SC3402); an agent's tool list is not written (SC3404). See docs/decisions/command_code.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { mcpJson, skillFiles, uninterpolatedLosses } from '../_shared/mcp-json.js';

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [...mcpJson(p.mcp)];
  const unrepresentable: Loss[] = p.mcp.flatMap((s) => uninterpolatedLosses(s, 'Command Code', '.mcp.json'));
  for (const c of p.commands) {
    const frontmatter = c.description !== undefined ? { description: c.description } : undefined;
    fragment.push({ path: `.commandcode/commands/${c.name}.md`, format: 'markdown', body: { template: 'command_code/body', data: { body: c.body.trimEnd() }, ...(frontmatter ? { frontmatter } : {}) } });
  }
  for (const a of p.agents) {
    if (a.tools.length > 0)
      unrepresentable.push({ code: 'SC3404', at: a.at, reason: `seamc has not recorded the tool names a Command Code agent's tool list takes, so "${a.name}" is written without one and inherits every tool instead of only ${a.tools.join(', ')}.` });
    fragment.push({ path: `.commandcode/agents/${a.name}.md`, format: 'markdown', body: { template: 'command_code/body', data: { body: a.body.trimEnd() }, frontmatter: { name: a.name, description: a.description } } });
  }
  fragment.push(...skillFiles('.commandcode/skills', p.skills));
  return { fragment, unrepresentable };
}
