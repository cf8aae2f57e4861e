/**
 * The commands of configuration files that tools run (shell/config-runs.ts names the runs, task-files.ts finds the
 * files): mise.toml's tasks (`run`, `depends` first, `depends_post` after; a task's `file` runs that script),
 * nodemon.json's `exec` and `events` (or package.json's `nodemonConfig`), lint-staged's commands (.lintstagedrc as
 * JSON or YAML, package.json's `lint-staged`; a config in JavaScript: every string it holds, each a command it may
 * run). A template or interpolation is a word known only at run time. Vendor-free.
 */
import { RUN_TIME } from './just-file.js';
import { quote } from './shell/render.js';
import type { Found } from './task-files.js';
import { readYaml, type YNode } from './yaml-lite.js';

type T = string | number | boolean | T[] | { [k: string]: T };

/** One TOML value from `s` at `i`: strings (basic, literal, multi-line), arrays, inline tables, bare words. */
function value(s: string, i: number): [T, number] {
  const ws = (k: number): number => {
    while (k < s.length && /[\s,]/.test(s[k] as string)) k++;
    return k;
  };
  if (s.startsWith('"""', i) || s.startsWith("'''", i)) {
    const q = s.slice(i, i + 3);
    const end = s.indexOf(q, i + 3);
    const raw = s.slice(i + 3, end < 0 ? s.length : end).replace(/^\r?\n/, '');
    return [q === '"""' ? raw.replace(/\\\r?\n\s*/g, '').replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1') : raw, end < 0 ? s.length : end + 3];
  }
  if (s[i] === '"') {
    const m = /^"((?:[^"\\\n]|\\.)*)"/.exec(s.slice(i));
    const raw = m?.[1] ?? '';
    return [raw.replace(/\\n/g, '\n').replace(/\\t/g, '\t').replace(/\\(["\\])/g, '$1'), i + (m?.[0].length ?? 1)];
  }
  if (s[i] === "'") {
    const end = s.indexOf("'", i + 1);
    return [s.slice(i + 1, end < 0 ? s.length : end), end < 0 ? s.length : end + 1];
  }
  if (s[i] === '[' || s[i] === '{') {
    const table = s[i] === '{';
    const out: T[] = [];
    const obj: { [k: string]: T } = {};
    let k = ws(i + 1);
    while (k < s.length && s[k] !== (table ? '}' : ']')) {
      if (s[k] === '#') k = s.indexOf('\n', k) < 0 ? s.length : s.indexOf('\n', k);
      else if (table) {
        const m = /^("(?:[^"\\]|\\.)*"|'[^']*'|[\w.-]+)\s*=\s*/.exec(s.slice(k));
        if (m === null) break;
        const [v, next] = value(s, k + m[0].length);
        obj[(m[1] as string).replace(/^["']|["']$/g, '')] = v;
        k = next;
      } else {
        const [v, next] = value(s, k);
        out.push(v);
        k = next;
      }
      k = ws(k);
    }
    return [table ? obj : out, k + 1];
  }
  const m = /^[^\s,\]}#]*/.exec(s.slice(i));
  return [m?.[0] ?? '', i + (m?.[0].length ?? 1)];
}

/** A TOML document as nested objects (`[a.b]` tables, dotted keys); undefined when it cannot be read. */
export function readToml(s: string): { [k: string]: T } | undefined {
  const root: { [k: string]: T } = {};
  let table = root;
  const at = (path: string[], from: { [k: string]: T }): { [k: string]: T } => {
    let t = from;
    for (const p of path) {
      const next = t[p];
      t = (t[p] = next !== undefined && typeof next === 'object' && !Array.isArray(next) ? next : {}) as { [k: string]: T };
    }
    return t;
  };
  const keys = (k: string): string[] => (k.match(/"(?:[^"\\]|\\.)*"|'[^']*'|[^.\s]+/g) ?? []).map((x) => x.replace(/^["']|["']$/g, ''));
  let i = 0;
  while (i < s.length) {
    const line = /^[ \t]*(?:#[^\n]*)?\r?\n?/.exec(s.slice(i));
    if (line !== null && line[0].length > 0 && (/^[ \t]*(#|\r?\n|$)/.test(line[0]) || line[0].trim() === '')) {
      i += line[0].length;
      continue;
    }
    const head = /^[ \t]*\[\[?([^\]\n]+)\]\]?[^\n]*\n?/.exec(s.slice(i));
    if (head !== null) {
      table = at(keys(head[1] as string), root);
      i += head[0].length;
      continue;
    }
    const kv = /^[ \t]*("(?:[^"\\]|\\.)*"|'[^']*'|[\w.\- "']+?)\s*=\s*/.exec(s.slice(i));
    if (kv === null) return undefined;
    const path = keys(kv[1] as string);
    const [v, next] = value(s, i + kv[0].length);
    at(path.slice(0, -1), table)[path[path.length - 1] as string] = v;
    const rest = /^[^\n]*\n?/.exec(s.slice(next));
    i = next + (rest?.[0].length ?? 0);
  }
  return root;
}

const tera = (c: string): string => c.replace(/\{\{[^}]*\}\}|\{%[^%]*%\}/g, RUN_TIME);
/** the strings of a value (a list's, nested); a table, or undefined */
export const strs = (v: unknown): string[] => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strs) : []);
export const obj = (v: unknown): Record<string, unknown> | undefined => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);

/** mise: each task's dependencies, its run lines (or its file), then what depends_post names */
export function miseLines(text: string, names: readonly string[]): Found {
  const doc = readToml(text);
  if (doc === undefined) return { lines: [], opaque: 'a mise config seamc cannot read' };
  const tasks = obj(doc.tasks) ?? {};
  const lines: string[] = [];
  const seen = new Set<string>();
  const run = (name: string, depth: number): void => {
    if (seen.has(name) || depth > 16) return;
    seen.add(name);
    const t = tasks[name];
    const o = obj(t);
    if (o === undefined) return void lines.push(...strs(t).map(tera));
    for (const d of strs(o.depends)) run(d.split(/\s+/)[0] ?? '', depth + 1);
    lines.push(...strs(o.run).map(tera), ...strs(o.file).map((f) => quote(f)));
    for (const d of strs(o.depends_post)) run(d.split(/\s+/)[0] ?? '', depth + 1);
  };
  for (const n of names.includes('*') ? Object.keys(tasks) : names) run(n, 0);
  return { lines };
}

/** nodemon: `exec` and every `events` command of nodemon.json (or package.json's nodemonConfig) */
export function nodemonLines(text: string, file: string): Found {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { lines: [] };
  }
  const o = (file.endsWith('package.json') ? (doc as { nodemonConfig?: unknown } | null)?.nodemonConfig : doc) as { exec?: unknown; events?: unknown } | undefined;
  if (o === undefined || o === null || typeof o !== 'object') return { lines: [] };
  const events = o.events !== null && typeof o.events === 'object' ? Object.values(o.events as object) : [];
  return { lines: [o.exec, ...events].filter((x): x is string => typeof x === 'string') };
}

const yStrs = (n: YNode | undefined): string[] => (typeof n === 'string' ? [n] : Array.isArray(n) ? n.flatMap(yStrs) : n instanceof Map ? [...n.values()].flatMap(yStrs) : []);

/** lint-staged: the commands of each glob; in a JavaScript config every plain string, each a command it may run */
export function lintStagedLines(text: string, file: string): Found {
  if (/\.[cm]?js$/.test(file)) {
    const lines = [...text.matchAll(/(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)].map((m) => (m[2] as string).replace(/\$\{[^}]*\}/g, RUN_TIME)).filter((x) => /\s/.test(x));
    return { lines };
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    const y = readYaml(text);
    if (y.unread !== undefined) return { lines: [], opaque: `a lint-staged config with ${y.unread}` };
    return { lines: yStrs(y.root) };
  }
  const o = file.endsWith('package.json') ? (doc as Record<string, unknown> | null)?.['lint-staged'] : doc;
  const all = (v: unknown): string[] => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(all) : v !== null && typeof v === 'object' ? Object.values(v).flatMap(all) : []);
  return { lines: all(o) };
}
