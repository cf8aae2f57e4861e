/**
 * Gemini CLI packaging (packaging.md §3.4), twice from one `plugin:`:
 * - project files Gemini reads in place: MCP servers in `.gemini/settings.json` `mcpServers`, commands as
 *   `.gemini/commands/<name>.toml` (`description`, `prompt`; Markdown commands are not read; a prompt holding `!{` or
 *   `@{` is reported, _shared/prompt-injection.ts), skills copied to
 *   `.gemini/skills/<name>/`;
 * - an installable extension under `extensions/<name>/` (extension.ts) that Gemini never loads from the project.
 * Subagent files are reported. See docs/decisions/gemini_cli.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { extensionArtifacts } from './extension.js';
import { mcpServers } from './mcp.js';
import { injectionLoss } from '../_shared/prompt-injection.js';

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const losses: Loss[] = [];
  const servers = mcpServers(p.mcp, losses);
  if (p.mcp.length > 0) fragment.push({ path: '.gemini/settings.json', format: 'json', body: { mcpServers: servers } });
  for (const c of p.commands) {
    const injected = injectionLoss('Gemini CLI', c);
    if (injected) losses.push(injected);
    const body: Record<string, string> = {};
    if (c.description !== undefined) body['description'] = c.description;
    body['prompt'] = c.body;
    fragment.push({ path: `.gemini/commands/${c.name}.toml`, format: 'toml', body });
  }
  for (const a of p.agents) {
    losses.push({
      code: 'SC3404',
      at: a.at,
      reason: `Gemini CLI 0.61.0 reads subagents from .gemini/agents/${a.name}.md and an extension's agents/ folder with a strict front matter (name, description, tools as Gemini tool names) known here only from its source; seamc has not run one, so it writes neither rather than a file it cannot check.`,
    });
  }
  for (const s of p.skills) {
    for (const f of s.files) fragment.push({ path: `.gemini/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
  }
  const ext = extensionArtifacts(p, servers);
  return { fragment: [...fragment, ...ext.fragment], unrepresentable: [...losses, ...ext.losses] };
}
