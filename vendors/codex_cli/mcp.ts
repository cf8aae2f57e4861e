/**
 * MCP servers as Codex `[mcp_servers.<name>]` tables (verified/codex_cli.md §6, packaging.md §3.3, §4; Codex's
 * config reference, https://developers.openai.com/codex/config-reference: `env` sets literal values, `env_vars`
 * names variables forwarded from Codex's own environment). Codex has no `${VAR}` interpolation in config.toml: an
 * env value that is exactly `${KEY}` under key KEY is `env_vars = ["KEY"]`; any other env value built from
 * `${NAME}` / `${NAME:-default}` (a renamed variable, `Bearer ${T}`) is kept by starting the server through
 * `sh -c 'KEY="${NAME}" exec "$0" "$@"' <command> <args>` with NAME in `env_vars`, so the reference is expanded
 * when the server starts (POSIX sh, like seamc's hook commands). Headers: `bearer_token_env_var`,
 * `env_http_headers`. Anything else is SC3402. SSE does not exist in Codex (a `url` is streamable HTTP).
 */
import type { JsonObject, Loss } from '../../compiler/backend/types.js';
import type { McpServer, Model } from '../../compiler/model/types.js';

const NAME = /^[A-Za-z0-9_-]+$/;
const WHOLE_VAR = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}$/;
const BEARER_VAR = /^Bearer \$\{([A-Za-z_][A-Za-z0-9_]*)\}$/;
const ANY_VAR = /\$\{?[A-Za-z_]/;
/** `${NAME}` or `${NAME:-default}` (the default without `}` or `$`) */
const BRACED = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}$]*))?\}/g;

/** The value as one double-quoted sh word: braced references expand, everything else is literal; undefined when a bare `$` would remain. */
function shWord(v: string): { word: string; vars: string[] } | undefined {
  const vars: string[] = [];
  const lit = (t: string): string => t.replace(/[\\"$`]/g, '\\$&');
  let out = '';
  let last = 0;
  for (const m of v.matchAll(BRACED)) {
    out += lit(v.slice(last, m.index));
    out += m[2] === undefined ? `\${${m[1]}}` : `\${${m[1]}:-${lit(m[2])}}`;
    if (!vars.includes(m[1]!)) vars.push(m[1]!);
    last = m.index + m[0].length;
  }
  const rest = v.slice(last);
  if (ANY_VAR.test(v.replace(BRACED, ''))) return undefined;
  return { word: `"${out}${lit(rest)}"`, vars };
}

type Entry = Record<string, JsonObject[string]>;

function secretLoss(s: McpServer, field: string, value: string): Loss {
  return {
    code: 'SC3402',
    at: s.at,
    reason: `Codex does not expand variables in config.toml; ${field} = "${value}" cannot be said: Codex reads a secret from the environment only as a whole value (env_vars, bearer_token_env_var, env_http_headers), and seamc keeps other references only in env values written as \${NAME}.`,
  };
}

function stdio(s: McpServer, losses: Loss[]): Entry {
  const e: Entry = { command: s.command ?? '' };
  if (s.command !== undefined && ANY_VAR.test(s.command)) losses.push(secretLoss(s, 'command', s.command));
  s.args.forEach((a, n) => {
    if (ANY_VAR.test(a)) losses.push(secretLoss(s, `args[${n}]`, a));
  });
  if (s.args.length > 0) e.args = [...s.args];
  const env: Record<string, string> = {};
  const vars: string[] = [];
  const assign: string[] = [];
  for (const [k, v] of Object.entries(s.env)) {
    const m = WHOLE_VAR.exec(v);
    const w = ANY_VAR.test(v) ? shWord(v) : undefined;
    if (m && m[1] === k) vars.push(k);
    else if (!ANY_VAR.test(v)) env[k] = v;
    else if (w && /^[A-Za-z_][A-Za-z0-9_]*$/.test(k)) {
      assign.push(`${k}=${w.word}`);
      for (const x of w.vars) if (!vars.includes(x)) vars.push(x);
    } else losses.push(secretLoss(s, `env.${k}`, v));
  }
  if (assign.length > 0) {
    e.command = 'sh';
    e.args = ['-c', `${assign.join(' ')} exec "$0" "$@"`, s.command ?? '', ...s.args];
  }
  if (Object.keys(env).length > 0) e.env = env;
  if (vars.length > 0) e.env_vars = vars;
  return e;
}

function remote(s: McpServer, losses: Loss[]): Entry {
  const url = s.url ?? '';
  if (ANY_VAR.test(url)) losses.push(secretLoss(s, 'url', url));
  const e: Entry = { url };
  const literal: Record<string, string> = {};
  const fromEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries(s.headers)) {
    const bearer = BEARER_VAR.exec(v);
    const whole = WHOLE_VAR.exec(v);
    if (bearer && k.toLowerCase() === 'authorization' && e.bearer_token_env_var === undefined) e.bearer_token_env_var = bearer[1] as string;
    else if (whole) fromEnv[k] = whole[1] as string;
    else if (ANY_VAR.test(v)) losses.push(secretLoss(s, `headers.${k}`, v));
    else literal[k] = v;
  }
  if (Object.keys(literal).length > 0) e.http_headers = literal;
  if (Object.keys(fromEnv).length > 0) e.env_http_headers = fromEnv;
  return e;
}

export function mcpServers(model: Model): { servers: Record<string, JsonObject>; losses: Loss[] } {
  const servers: Record<string, JsonObject> = {};
  const losses: Loss[] = [];
  for (const s of model.plugin?.mcp ?? []) {
    if (!NAME.test(s.name)) {
      losses.push({ code: 'SC3401', at: s.at, reason: `Codex server names are letters, digits, "_" and "-" ([mcp_servers.<name>]); "${s.name}" would be renamed or misread.` });
      continue;
    }
    if (s.transport === 'sse') {
      losses.push({ code: 'SC3401', at: s.at, reason: 'Codex has no SSE transport: a url server is always streamable HTTP (a `type` key is ignored, verified M6), so an SSE-only server would not connect.' });
      continue;
    }
    servers[s.name] = s.transport === 'stdio' ? stdio(s, losses) : remote(s, losses);
  }
  return { servers, losses };
}
