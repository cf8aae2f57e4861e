/**
 * The spec's `plugin:` on opencode and Kilo Code (which keeps opencode's config grammar and folder layout under its
 * own names). Neither has a declarative bundle (plugins are JS/TS code), so every part lands repo-locally: MCP
 * servers in the project config's `mcp` (dialect per verified/opencode.md §3 M1-M6, §4 S8), commands in
 * `<dir>/commands/`, subagents in `<dir>/agents/`, skills in `<dir>/skills/`.
 */
import type { Artifact, EmitContext, Emitted, Emitter, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model, Subagent } from '../../compiler/model/types.js';
import type { ToolClass } from '../../compiler/contract/index.js';

/** What differs between the vendors that share this layout. */
export interface OpencodeLayout {
  /** display name in loss reasons */
  readonly who: string;
  /** the project config file that holds `mcp` (the permissions emitter writes the same file) */
  readonly config: string;
  /** `$schema` written before `mcp`, when the vendor's config has one */
  readonly schema?: string;
  /** the project folder of commands, agents and skills */
  readonly dir: string;
  /** the markdown body template (`<vendor>/body`) */
  readonly template: string;
}

/** `${NAME}` -> `{env:NAME}`; any other `$` form stays and is reported. */
function interpolate(v: string, field: string, s: McpServer, losses: Loss[], who: string): string {
  const out = v.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, '{env:$1}');
  const left = /\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*/.exec(out);
  if (left)
    losses.push({
      code: 'SC3402',
      at: s.at,
      reason: `${who} reads environment variables only as {env:NAME} (no defaults, no bare $NAME); ${left[0]} in ${field} would reach the server literally.`,
    });
  return out;
}

function mcpEntry(s: McpServer, losses: Loss[], who: string): JsonObject {
  const map = (o: Readonly<Record<string, string>>, f: string) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, interpolate(v, `${f}.${k}`, s, losses, who)]));
  if (s.transport === 'stdio') {
    const command = [s.command ?? '', ...s.args].map((a, n) => interpolate(a, n === 0 ? 'command' : `args[${n - 1}]`, s, losses, who));
    // `environment`, not `env`: opencode drops an `env` key without a word (verified §3 M3)
    return Object.keys(s.env).length > 0 ? { type: 'local', command, environment: map(s.env, 'env') } : { type: 'local', command };
  }
  if (s.transport === 'sse')
    losses.push({
      code: 'SC3401',
      at: `${s.at}/transport`,
      reason: `${who}'s remote MCP entry has no transport field (only \`type: "remote"\`), so it cannot be told to speak SSE; whether it falls back to SSE by itself is unverified.`,
    });
  const url = interpolate(s.url ?? '', 'url', s, losses, who);
  return Object.keys(s.headers).length > 0 ? { type: 'remote', url, headers: map(s.headers, 'headers') } : { type: 'remote', url };
}

/** opencode permission keys per seamc tool class (verified §4 S3, S5); write and edit share `edit`. */
const KEYS: { readonly [C in Exclude<ToolClass, 'mcp'>]: readonly string[] } = {
  shell: ['bash'],
  read: ['read', 'glob', 'grep', 'list'],
  write: ['edit'],
  edit: ['edit'],
  web: ['webfetch', 'websearch'],
};

function subagent(a: Subagent, l: OpencodeLayout): { artifact: Artifact; losses: Loss[] } {
  const losses: Loss[] = [];
  const frontmatter: Record<string, JsonObject[string]> = { description: a.description, mode: 'subagent' };
  if (a.tools.length > 0) {
    const allowed = new Set(a.tools.flatMap((c) => (c === 'mcp' ? [] : KEYS[c])));
    const permission: Record<string, string> = {};
    for (const c of ['shell', 'read', 'write', 'edit', 'web'] as const)
      for (const k of KEYS[c]) if (!allowed.has(k)) permission[k] = 'deny';
    if (Object.keys(permission).length > 0) frontmatter.permission = permission;
    if (a.tools.includes('write') !== a.tools.includes('edit'))
      losses.push({
        code: 'SC3404',
        at: `${a.at}/tools`,
        reason: `${l.who} governs writing and editing files with one \`edit\` permission, so a subagent cannot get one without the other; it keeps both.`,
      });
    if (!a.tools.includes('mcp'))
      losses.push({
        code: 'SC3404',
        at: `${a.at}/tools`,
        reason: `${l.who} has no permission key for "every MCP tool" (and the per-tool key spelling is unverified), so the subagent keeps the MCP tools its tools list leaves out.`,
      });
  }
  return {
    artifact: { path: `${l.dir}/agents/${a.name}.md`, format: 'markdown', body: { template: l.template, data: { body: a.body.trimEnd() }, frontmatter } },
    losses,
  };
}

export function opencodePackaging(l: OpencodeLayout): Emitter {
  return (model: Model, _ctx: EmitContext): Emitted => {
    const p = model.plugin;
    if (!p) return { fragment: [], unrepresentable: [] };
    const fragment: Artifact[] = [];
    const unrepresentable: Loss[] = [];
    if (p.mcp.length > 0) {
      const mcp: Record<string, JsonObject> = {};
      for (const s of p.mcp) mcp[s.name] = mcpEntry(s, unrepresentable, l.who);
      fragment.push({ path: l.config, format: 'json', body: l.schema !== undefined ? { $schema: l.schema, mcp } : { mcp } });
    }
    for (const c of p.commands) {
      const frontmatter = c.description !== undefined ? { description: c.description } : undefined;
      fragment.push({
        path: `${l.dir}/commands/${c.name}.md`,
        format: 'markdown',
        body: { template: l.template, data: { body: c.body.trimEnd() }, ...(frontmatter ? { frontmatter } : {}) },
      });
    }
    for (const a of p.agents) {
      const out = subagent(a, l);
      fragment.push(out.artifact);
      unrepresentable.push(...out.losses);
    }
    for (const s of p.skills)
      for (const f of s.files) fragment.push({ path: `${l.dir}/skills/${s.name}/${f.path}`, format: 'text', body: f.text, mode: f.mode });
    return { fragment, unrepresentable };
  };
}
