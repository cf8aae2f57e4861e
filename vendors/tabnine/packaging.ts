/**
 * Tabnine CLI packaging (packaging.md §3.16): MCP servers in `.tabnine/agent/settings.json` `mcpServers` (stdio
 * `command`/`args`/`env` documented; remote fields unverified, so remote servers are reported). Custom commands,
 * subagents and skills have no documented on-disk format, so each is reported. See docs/decisions/tabnine.md.
 */
import type { EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';

export function emitPackaging(model: Model, _ctx: EmitContext): Emitted {
  const p = model.plugin;
  if (!p) return { fragment: [], unrepresentable: [] };
  const losses: Loss[] = [];
  const servers: Record<string, JsonObject> = {};
  for (const s of p.mcp) {
    if (s.transport !== 'stdio') {
      losses.push({
        code: 'SC3401',
        at: s.at,
        reason: `Tabnine CLI documents only stdio MCP servers (command, args, env, cwd, timeout); the key for a remote ${s.transport} server is not documented, so "${s.name}" is not written.`,
      });
      continue;
    }
    const texts: [string, string][] = [[`${s.at}/command`, s.command ?? ''], ...s.args.map((a, n): [string, string] => [`${s.at}/args/${n}`, a])];
    for (const [k, v] of Object.entries(s.env)) texts.push([`${s.at}/env/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, v]);
    for (const [at, v] of texts) {
      if (v.includes('${')) {
        losses.push({ code: 'SC3402', at, reason: `Tabnine CLI documents no environment interpolation in settings.json, so "${v}" may reach the server literally.` });
      }
    }
    const entry: Record<string, string | string[] | Record<string, string>> = { command: s.command ?? '' };
    if (s.args.length > 0) entry['args'] = [...s.args];
    if (Object.keys(s.env).length > 0) entry['env'] = { ...s.env };
    servers[s.name] = entry;
  }
  for (const c of p.commands) {
    losses.push({ code: 'SC3403', at: c.at, reason: `Tabnine CLI documents only built-in slash commands; no project command file format is known, so /${c.name} is not written.` });
  }
  for (const a of p.agents) {
    losses.push({ code: 'SC3404', at: a.at, reason: `Tabnine CLI mentions subagents but documents no file format for them, so "${a.name}" is not written.` });
  }
  for (const s of p.skills) {
    losses.push({
      code: 'SC3405',
      at: s.at,
      reason: `Tabnine CLI supports Agent Skills, but where it discovers them in a project is not documented (one installer toggles them in settings instead), so "${s.name}" is not copied.`,
    });
  }
  const fragment = Object.keys(servers).length > 0 ? [{ path: '.tabnine/agent/settings.json', format: 'json' as const, body: { mcpServers: servers } }] : [];
  return { fragment, unrepresentable: losses };
}
