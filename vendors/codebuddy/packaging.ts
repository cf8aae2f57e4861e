/**
 * The spec's `plugin:` on CodeBuddy Code: MCP servers in the project `.mcp.json` (`mcpServers`, the same bytes every
 * `.mcp.json` writer produces; vendors/_shared/mcp-json.ts), commands in `.codebuddy/commands/`, subagents in
 * `.codebuddy/agents/` (name, description front matter), skills in `.codebuddy/skills/`. Environment expansion in
 * `.mcp.json` is not documented (SC3402); a subagent's tool list names tools seamc has not recorded (SC3404).
 * See docs/decisions/codebuddy.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { mcpJson, skillFiles, uninterpolatedLosses } from '../_shared/mcp-json.js';

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [...mcpJson(p.mcp)];
  const unrepresentable: Loss[] = p.mcp.flatMap((s) => uninterpolatedLosses(s, 'CodeBuddy Code', '.mcp.json'));
  for (const c of p.commands) {
    const frontmatter = c.description !== undefined ? { description: c.description } : undefined;
    fragment.push({ path: `.codebuddy/commands/${c.name}.md`, format: 'markdown', body: { template: 'codebuddy/body', data: { body: c.body.trimEnd() }, ...(frontmatter ? { frontmatter } : {}) } });
  }
  for (const a of p.agents) {
    if (a.tools.length > 0)
      unrepresentable.push({
        code: 'SC3404',
        at: a.at,
        reason: `CodeBuddy Code's subagent tools: list takes tool names seamc has not recorded for it, so "${a.name}" is written without one and inherits every tool instead of only ${a.tools.join(', ')}.`,
      });
    fragment.push({ path: `.codebuddy/agents/${a.name}.md`, format: 'markdown', body: { template: 'codebuddy/body', data: { body: a.body.trimEnd() }, frontmatter: { name: a.name, description: a.description } } });
  }
  fragment.push(...skillFiles('.codebuddy/skills', p.skills));
  return { fragment, unrepresentable };
}
