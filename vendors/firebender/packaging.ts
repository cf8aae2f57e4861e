/**
 * The spec's `plugin:` on Firebender. The project `firebender.json` (its api-reference/syntax page) carries
 * `mcpServers` (stdio `{command, args?, env?}`, remote `{url, headers?}`), `commands` (`[{name, path}]`, each a
 * Markdown prompt file) and `agents` (paths of Markdown files with `name`, `description`, `tools` front matter);
 * seamc writes the files under `.firebender/commands/` and `.firebender/agents/` and lists them there. Skills go to
 * `.firebender/skills/<name>/` (team skills). A `$NAME` / `${NAME}` is SC3402 (Firebender's own form is
 * `${env:NAME}`); a command's description has no field (SC3403); an agent's `tools` takes Firebender's tool groups
 * (read, edit, execution, other), so mcp and web classes are dropped with SC3404, which narrows the agent.
 * seamc owns the whole firebender.json: rules and ignore lists written by hand there would be replaced.
 * See docs/decisions/firebender.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model, Subagent } from '../../compiler/model/types.js';
import type { ToolClass } from '../../compiler/contract/events.js';
import { skillFiles, uninterpolatedLosses } from '../_shared/mcp-json.js';

const CONFIG = 'firebender.json';

function mcpEntry(s: McpServer): JsonObject {
  const e: Record<string, JsonObject[string]> = {};
  if (s.transport === 'stdio') {
    e.command = s.command ?? '';
    if (s.args.length > 0) e.args = [...s.args];
    if (Object.keys(s.env).length > 0) e.env = { ...s.env };
  } else {
    e.url = s.url ?? '';
    if (Object.keys(s.headers).length > 0) e.headers = { ...s.headers };
  }
  return e;
}

/** seamc's tool classes in Firebender's tool groups (api-reference/agents); mcp and web have no group seamc can name */
const GROUP: Partial<Record<ToolClass, string>> = { read: 'read', write: 'edit', edit: 'edit', shell: 'execution' };

function agentFile(a: Subagent, losses: Loss[]): Artifact {
  const groups = [...new Set(a.tools.flatMap((t) => (GROUP[t] !== undefined ? [GROUP[t] as string] : [])))];
  const lost = a.tools.filter((t) => GROUP[t] === undefined);
  if (lost.length > 0)
    losses.push({ code: 'SC3404', at: `${a.at}/tools`, reason: `Firebender's agent tools: takes its tool groups (read, edit, execution, other) or mcp_<server>_<tool> names, and seamc cannot name ${lost.join(', ')} there, so "${a.name}" is written without ${lost.join(', ')} (narrower than asked).` });
  const frontmatter: Record<string, JsonObject[string]> = { name: a.name, description: a.description };
  if (a.tools.length > 0) frontmatter.tools = groups.length > 0 ? groups.join(', ') : 'read';
  return { path: `.firebender/agents/${a.name}.md`, format: 'markdown', body: { template: 'firebender/body', data: { body: a.body.trimEnd() }, frontmatter } };
}

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const config: Record<string, JsonObject[string]> = {};
  if (p.mcp.length > 0) {
    const servers: Record<string, JsonObject> = {};
    for (const s of p.mcp) {
      servers[s.name] = mcpEntry(s);
      unrepresentable.push(...uninterpolatedLosses(s, 'Firebender', CONFIG));
    }
    config.mcpServers = servers;
  }
  if (p.commands.length > 0) {
    config.commands = p.commands.map((c) => ({ name: c.name, path: `.firebender/commands/${c.name}.md` }));
    for (const c of p.commands) {
      fragment.push({ path: `.firebender/commands/${c.name}.md`, format: 'markdown', body: { template: 'firebender/body', data: { body: c.body.trimEnd() } } });
      if (c.description !== undefined)
        unrepresentable.push({ code: 'SC3403', at: `${c.at}/description`, reason: `Firebender's commands entries hold name, path, model and mode only, and no front matter of command files is documented, so the description of "${c.name}" has no place.` });
    }
  }
  if (p.agents.length > 0) {
    config.agents = p.agents.map((a) => `.firebender/agents/${a.name}.md`);
    for (const a of p.agents) fragment.push(agentFile(a, unrepresentable));
  }
  if (Object.keys(config).length > 0) fragment.unshift({ path: CONFIG, format: 'json', body: config });
  fragment.push(...skillFiles('.firebender/skills', p.skills));
  return { fragment, unrepresentable };
}
