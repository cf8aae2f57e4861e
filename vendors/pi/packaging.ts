/**
 * The spec's `plugin:` on Pi (badlogic/pi-mono packages/coding-agent): skills in `.agents/skills/<name>/` (every
 * file, modes kept; Pi reads `.agents/skills/` from the working folder up), commands as prompt templates
 * `.pi/prompts/<name>.md` (the file name is the slash command, front matter `description`). Pi has no MCP and no
 * subagents by design (its README says so): both are losses. Decisions: docs/decisions/pi.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  for (const s of p.mcp)
    unrepresentable.push({ code: 'SC3401', at: s.at, reason: `Pi has no MCP support (only through a third-party extension), so the server "${s.name}" is not written.` });
  for (const c of p.commands)
    fragment.push({
      path: `.pi/prompts/${c.name}.md`,
      format: 'markdown',
      body: { template: 'pi/body', data: { body: c.body.trimEnd() }, ...(c.description ? { frontmatter: { description: c.description } } : {}) },
    });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: `Pi has no subagents (only through a third-party extension), so "${a.name}" is not written.` });
  for (const s of p.skills) for (const f of s.files) fragment.push({ path: `.agents/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  return { fragment, unrepresentable };
}
