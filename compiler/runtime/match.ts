/**
 * Does one lowered matcher hold on one action? Each field is tested only on the actions that carry it
 * (FIELD_KINDS); a field the action does not carry fails. Regexes are compiled on first use, after a build-time
 * literal has ruled most candidates out. Vendor-free; bundled into every hook runtime.
 */
import type { CompiledMatcher } from '../contract/rules.js';
import type { Action } from './actions.js';
import type { Text, Walk } from './shell/index.js';
import { matchExec } from './shell/index.js';

export interface MatchContext {
  /** compare path globs without case (file systems that ignore it) */
  readonly fold: boolean;
  /** does this folder (absolute) hold an entry of this name? For removals of folders. */
  readonly holds: (dir: string, name: string) => boolean;
  /** the forms of every file below this folder (absolute) that `walk` reaches, as a glob sees them; undefined when too many to list */
  readonly tree?: (dir: string, walk: Walk) => readonly string[] | undefined;
}

/** a folder removed, moved or written into: everything in it, links as themselves */
const WHOLE: Walk = { hidden: true, links: false, linkNames: true };

/** Compiled regexes of one matcher, built lazily and kept for the process. */
interface Compiled {
  command?: RegExp;
  content?: RegExp;
  prompt?: RegExp;
  url?: RegExp;
  path?: RegExp;
  pathI?: RegExp;
  host?: RegExp;
  server?: RegExp;
  tool?: RegExp;
  args?: RegExp;
}

const cache = new WeakMap<CompiledMatcher, Compiled>();

function compiled(m: CompiledMatcher): Compiled {
  let c = cache.get(m);
  if (!c) cache.set(m, (c = {}));
  return c;
}

/** `g` and `y` would make a matcher stateful; `g` is added back where data spans need a scan. */
export function regexFlags(m: CompiledMatcher): string {
  return (m.flags ?? '').replace(/[gy]/g, '');
}

function insideData(start: number, end: number, data: Text['data']): boolean {
  for (const [s, e] of data) if (start >= s && end <= e && (end > start || (start > s && start < e))) return true;
  return false;
}

/** A regex test on text whose data spans do not count: a match lying wholly inside one is skipped. */
function testText(re: RegExp, t: Text): boolean {
  if (t.data.length === 0) {
    re.lastIndex = 0;
    return re.test(t.text);
  }
  let from = 0;
  while (from <= t.text.length) {
    re.lastIndex = from;
    const m = re.exec(t.text);
    if (!m) return false;
    const end = m.index + m[0].length;
    if (!insideData(m.index, end, t.data)) return true;
    from = m.index + 1;
  }
  return false;
}

function lit(m: CompiledMatcher, field: 'command' | 'content' | 'prompt' | 'url', value: string): boolean {
  const l = m.literals?.[field];
  if (l === undefined) return true;
  const ci = (m.flags ?? '').includes('i');
  return (ci ? value.toLowerCase() : value).includes(l);
}

function regexField(m: CompiledMatcher, c: Compiled, field: 'command' | 'content' | 'prompt' | 'url', value: Text): boolean {
  const src = m[field];
  if (src === undefined) return true;
  if (!lit(m, field, value.text)) return false;
  const re = (c[field] ??= new RegExp(src, `${regexFlags(m)}g`));
  return testText(re, value);
}

/** Every match of a global regex in `text`, by start (overlapping starts too), as strings with their counts. */
function matches(re: RegExp, text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (let from = 0; from <= text.length; ) {
    re.lastIndex = from;
    const m = re.exec(text);
    if (!m) break;
    out.set(m[0], (out.get(m[0]) ?? 0) + 1);
    from = m.index + 1;
  }
  return out;
}

/** Does the change from `prior` to `after` make a match that was not there (a count of some matched text grows)? */
function newMatch(re: RegExp, after: string, prior: string): boolean {
  const before = matches(re, prior);
  for (const [s, n] of matches(re, after)) if (n > (before.get(s) ?? 0)) return true;
  return false;
}

/**
 * A path field: in `match`, any form of the path (as named, or its real path) matching is enough; in `unless`,
 * every form must match, so a harmless name cannot exempt the protected file it links to.
 */
function pathHolds(m: CompiledMatcher, c: Compiled, a: Action, ctx: MatchContext, exempt: boolean): boolean {
  const p = a.path;
  if (p === undefined) return false;
  // one per case mode: the same rule meets repositories on file systems that keep case and ones that ignore it
  const re = ctx.fold ? (c.pathI ??= new RegExp(m.path as string, 'i')) : (c.path ??= new RegExp(m.path as string));
  if (exempt) return p.forms.length > 0 && p.forms.every((f) => re.test(f));
  for (const f of p.forms) if (re.test(f)) return true;
  if (!p.dir) return false;
  // a folder read whole (grep -r), removed, moved or written into: the files it holds, when they can be listed
  const whole = a.deep !== undefined || a.op === 'delete' || a.op === 'write';
  const files = whole ? ctx.tree?.(p.abs, a.deep ?? WHOLE) : undefined;
  if (files !== undefined) for (const f of files) if (re.test(f)) return true;
  if (a.deep !== undefined && files !== undefined) return false;
  // and what the glob says such a folder may hold (a rule's folder below it, a file of the rule's name in it)
  if (whole && m.pathWithin) {
    const rel = p.rel;
    const norm = (s: string) => (ctx.fold ? s.toLowerCase() : s);
    if (rel !== undefined) for (const d of m.pathWithin.dirs) if (rel === '' || norm(d) === norm(rel) || norm(d).startsWith(`${norm(rel)}/`)) return true;
    for (const n of m.pathWithin.names) if (ctx.holds(p.abs, n)) return true;
  }
  return false;
}

function mcpHolds(m: CompiledMatcher, c: Compiled, a: Action): boolean {
  const f = m.mcp;
  if (f === undefined) return true;
  if (f.server !== undefined && (a.server === undefined || !(c.server ??= new RegExp(f.server, 'i')).test(a.server))) return false;
  if (f.tool !== undefined && (a.tool === undefined || !(c.tool ??= new RegExp(f.tool, 'i')).test(a.tool))) return false;
  if (f.args !== undefined && (a.args === undefined || !(c.args ??= new RegExp(f.args, regexFlags(m))).test(a.args))) return false;
  return true;
}

/**
 * Every field `m` names holds on `a` (AND). A matcher with no field holds everywhere. `exempt`: m is an `unless`.
 * `skipExec`: every field but `exec` (evaluate.ts asks whether the rest of a rule holds on a partly unknown command).
 */
export function holds(m: CompiledMatcher, a: Action, ctx: MatchContext, exempt = false, skipExec = false): boolean {
  const c = compiled(m);
  if (m.command !== undefined) {
    if ((a.kind !== 'line' && a.kind !== 'exec') || a.text === undefined || !regexField(m, c, 'command', a.text)) return false;
  }
  if (m.exec !== undefined && !skipExec && (a.cmd === undefined || !matchExec(a.cmd, m.exec, !exempt))) return false;
  if (m.prompt !== undefined && (a.kind !== 'prompt' || a.text === undefined || !regexField(m, c, 'prompt', a.text))) return false;
  if (m.path !== undefined && ((a.kind !== 'write' && a.kind !== 'read') || !pathHolds(m, c, a, ctx, exempt))) return false;
  if (m.content !== undefined && (a.kind !== 'write' || a.content === undefined || !regexField(m, c, 'content', { text: a.content, data: [] }) || (a.prior !== undefined && !newMatch(c.content as RegExp, a.content, a.prior)))) return false;
  if (m.outsideRepo !== undefined && ((a.kind !== 'write' && a.kind !== 'read') || a.path?.outside === undefined || a.path.outside !== m.outsideRepo)) return false;
  if (m.mcp !== undefined && (a.kind !== 'mcp' || !mcpHolds(m, c, a))) return false;
  if (m.url !== undefined && (a.kind !== 'web' || a.url === undefined || !regexField(m, c, 'url', { text: a.url, data: [] }))) return false;
  if (m.host !== undefined && (a.kind !== 'web' || a.host === undefined || !(c.host ??= new RegExp(m.host, 'i')).test(a.host))) return false;
  return true;
}

/**
 * Builds every regex of `m` exactly as the runtime will (all flags, both path-case modes), so that anything that
 * would throw at run time throws at build time instead. Returns the field that failed and why, or undefined.
 */
export function compileAll(m: CompiledMatcher): { field: string; error: string } | undefined {
  const flags = regexFlags(m);
  const tries: [string, () => unknown][] = [];
  for (const f of ['command', 'content', 'prompt', 'url'] as const) {
    const src = m[f];
    if (src !== undefined) tries.push([f, () => new RegExp(src, `${flags}g`)]);
  }
  if (m.path !== undefined) tries.push(['path', () => [new RegExp(m.path as string, ''), new RegExp(m.path as string, 'i')]]);
  if (m.host !== undefined) tries.push(['host', () => new RegExp(m.host as string, 'i')]);
  if (m.mcp?.server !== undefined) tries.push(['mcp.server', () => new RegExp(m.mcp?.server as string, 'i')]);
  if (m.mcp?.tool !== undefined) tries.push(['mcp.tool', () => new RegExp(m.mcp?.tool as string, 'i')]);
  if (m.mcp?.args !== undefined) tries.push(['mcp.args', () => new RegExp(m.mcp?.args as string, flags)]);
  for (const [field, build] of tries) {
    try {
      build();
    } catch (e) {
      return { field, error: e instanceof Error ? e.message : String(e) };
    }
  }
  return undefined;
}
