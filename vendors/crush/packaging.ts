/**
 * The spec's `plugin:` on Crush: MCP servers under `mcp` in the project `crush.json` (`type` stdio | http | sse,
 * `command`/`args`/`env` or `url`/`headers`; Crush shell-expands those fields at start, so `${VAR}` and `$VAR` reach
 * the server expanded), commands as Markdown prompts in `.crush/commands/` (the project data directory), skills in
 * `.crush/skills/`. Crush has no user-defined subagents (SC3404). See docs/decisions/crush.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';
import { skillFiles, typedMcpEntry } from '../_shared/mcp-json.js';

export const CONFIG = 'crush.json';


export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  if (p.mcp.length > 0) {
    const mcp: Record<string, JsonObject> = {};
    for (const s of p.mcp) mcp[s.name] = typedMcpEntry(s);
    fragment.push({ path: CONFIG, format: 'json', body: { mcp } });
  }
  for (const c of p.commands)
    fragment.push({ path: `.crush/commands/${c.name}.md`, format: 'markdown', body: { template: 'crush/body', data: { body: c.body.trimEnd() } } });
  for (const a of p.agents)
    unrepresentable.push({ code: 'SC3404', at: a.at, reason: `Crush has no user-defined subagent files (its only agent tool is built in), so "${a.name}" cannot be written.` });
  fragment.push(...skillFiles('.crush/skills', p.skills));
  return { fragment, unrepresentable };
}
