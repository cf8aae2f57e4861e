/** Helpers the importers share: front matter, ids, MCP server entries in the common `mcpServers` shape. */
import type { ImportedMcpServer, ImportSkip, RepoView } from '../../compiler/backend/types-import.js';

export interface Split {
  readonly data: Readonly<Record<string, unknown>>;
  readonly body: string;
}

/** `---` front matter (YAML) and the markdown after it; a file without front matter has data {}. */
export function frontMatter(repo: RepoView, text: string): Split {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!m) return { data: {}, body: text };
  let data: unknown;
  try {
    data = repo.parseYaml(m[1]!);
  } catch {
    data = undefined;
  }
  return { data: typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {}, body: text.slice(m[0].length) };
}

/** A kebab-case id from a file name (`API_Style.mdc` -> `api-style`); undefined when nothing is left. */
export function kebab(name: string): string | undefined {
  const id = name
    .replace(/\.[^.]+$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return id === '' ? undefined : id.slice(0, 64).replace(/-+$/, '');
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const stringMap = (v: unknown): v is Record<string, string> => isRecord(v) && Object.values(v).every((x) => typeof x === 'string');

/**
 * One `mcpServers` entry (command/args/env or url/headers, `type` naming the transport). `envVar` rewrites the
 * file's environment-variable syntax to the spec's `${VAR}`. Keys the spec has no place for are reported.
 */
export function mcpEntry(path: string, name: string, v: unknown, skipped: ImportSkip[], envVar: (s: string) => string = (s) => s): ImportedMcpServer | undefined {
  const what = `MCP server "${name}"`;
  if (!isRecord(v)) {
    skipped.push({ path, what, reason: 'not an object' });
    return undefined;
  }
  const known = new Set(['command', 'args', 'env', 'url', 'headers', 'type', 'transport']);
  for (const k of Object.keys(v)) if (!known.has(k)) skipped.push({ path, what: `${what} key "${k}"`, reason: 'seam.yaml MCP servers hold command/args/env or url/transport/headers only; the server is imported without it' });
  const map = (m: Record<string, string>) => Object.fromEntries(Object.entries(m).map(([k, x]) => [k, envVar(x)]));
  if (typeof v.command === 'string') {
    if (v.args !== undefined && !strings(v.args)) return void skipped.push({ path, what, reason: '`args` is not a list of strings' });
    if (v.env !== undefined && !stringMap(v.env)) return void skipped.push({ path, what, reason: '`env` is not a map of strings' });
    return { command: v.command, ...(v.args ? { args: v.args.map(envVar) } : {}), ...(v.env ? { env: map(v.env) } : {}) };
  }
  if (typeof v.url === 'string') {
    const t = v.type ?? v.transport;
    if (t !== undefined && t !== 'http' && t !== 'sse' && t !== 'streamable-http' && t !== 'streamableHttp')
      return void skipped.push({ path, what, reason: `transport "${String(t)}" is neither http nor sse` });
    if (v.headers !== undefined && !stringMap(v.headers)) return void skipped.push({ path, what, reason: '`headers` is not a map of strings' });
    return { url: envVar(v.url), ...(t === 'sse' ? { transport: 'sse' as const } : { transport: 'http' as const }), ...(v.headers ? { headers: map(v.headers) } : {}) };
  }
  skipped.push({ path, what, reason: 'neither `command` nor `url`' });
  return undefined;
}

/** Every `mcpServers` entry of a JSON file. */
export function mcpServersOf(repo: RepoView, path: string, skipped: ImportSkip[], envVar?: (s: string) => string): Record<string, ImportedMcpServer> | undefined {
  const text = repo.read(path);
  if (text === undefined) return undefined;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    skipped.push({ path, what: 'the file', reason: 'not valid JSON' });
    return {};
  }
  const servers = isRecord(doc) && isRecord(doc.mcpServers) ? doc.mcpServers : {};
  const out: Record<string, ImportedMcpServer> = {};
  for (const [name, v] of Object.entries(servers)) {
    const s = mcpEntry(path, name, v, skipped, envVar);
    if (s) out[name] = s;
  }
  return out;
}

/** Whether two `mcpServers` entries import as the same spec server (`"type": "stdio"` spelled out or left out). */
export function sameMcpServer(a: unknown, b: unknown, envVar?: (s: string) => string): boolean {
  const x = mcpEntry('', '', a, [], envVar);
  const y = mcpEntry('', '', b, [], envVar);
  return x !== undefined && y !== undefined && JSON.stringify(x) === JSON.stringify(y);
}
