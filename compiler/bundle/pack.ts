/**
 * The packer (`seamc build`): a RuntimePolicy -> the packed text compiler/runtime/packed.ts reads. Rule lines
 * first (stable JSON, spec order), then one index line per (event, action kind), the head last. Each rule is filed
 * under the strongest necessary condition of its matcher for that kind, read from the matcher exactly as
 * compiler/runtime/match.ts tests it (its build-time literal, checked with `includes` before the regex; a
 * program name, which `exec:` compares exactly when it has no `*`/`?`; a literal every match of a glob's regex
 * must contain, compiler/runtime/literal.ts); a rule it cannot read is filed as `odd` and evaluated on every call.
 * The text is pure ASCII and holds no `*` `/` pair, so it can live in a block comment.
 */
import { DECISION_PRECEDENCE } from '../contract/decisions.js';
import type { CompiledMatcher, CompiledRule, RuntimePolicy } from '../contract/rules.js';
import { ACTION_KINDS } from '../contract/rules.js';
import { requiredLiteral } from '../runtime/literal.js';
import { compileAll } from '../runtime/match.js';
import type { LitField, PackEvent, PackHead, PackIndex } from '../runtime/packed.js';
import { PACK_MAGIC } from '../runtime/packed.js';
import { stableJson } from './stable-json.js';

/** the kinds whose actions carry shell text, as evaluate.ts's blindTo reads them */
const SHELL_KINDS: readonly string[] = ['line', 'exec', 'write', 'read', 'web'];
const BLOCKING: readonly string[] = ['deny', 'escalate', 'transform'];

/** JSON made safe for a block comment and for a one-byte source: `*` `/` split, non-ASCII as `\u` escapes. */
export function commentJson(value: unknown): string {
  return stableJson(value).replace(/[^\x00-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).replace(/\*\//g, '*\\/');
}

const isStr = (v: unknown): v is string => typeof v === 'string';
const strs = (v: unknown): boolean => Array.isArray(v) && v.every(isStr);

function matcherOk(m: unknown): m is CompiledMatcher {
  if (m === null || typeof m !== 'object' || Array.isArray(m)) return false;
  const x = m as CompiledMatcher;
  if (x.exec !== undefined && (!strs(x.exec.program) || (x.exec.args !== undefined && !strs(x.exec.args)) || (x.exec.flags !== undefined && !strs(x.exec.flags)))) return false;
  if (x.pathWithin !== undefined && (!strs(x.pathWithin.dirs) || !strs(x.pathWithin.names))) return false;
  if (x.literals !== undefined && (typeof x.literals !== 'object' || !Object.values(x.literals).every(isStr))) return false;
  for (const f of ['command', 'path', 'content', 'url', 'host', 'prompt', 'flags'] as const) if (x[f] !== undefined && !isStr(x[f])) return false;
  if (x.mcp !== undefined && (typeof x.mcp !== 'object' || !Object.values(x.mcp).every(isStr))) return false;
  return compileAll(x) === undefined;
}

/** A rule the index can reason about: anything else is evaluated on every call, as it would be unpacked. */
function wellFormed(r: CompiledRule): boolean {
  return (
    isStr(r.id) && isStr(r.on) && isStr(r.intent) && DECISION_PRECEDENCE.includes(r.decision) &&
    Array.isArray(r.kinds) && r.kinds.every((k) => (ACTION_KINDS as readonly string[]).includes(k)) &&
    matcherOk(r.match) && (r.unless === undefined || matcherOk(r.unless))
  );
}

type Lit = [LitField, string, 0 | 1];
/** any of `lits` is contained (one literal, or one per top-level alternative), a program name, or nothing */
type Key = { lits: readonly Lit[] } | { prog: readonly string[] } | 'all';

const folds = (m: CompiledMatcher): 0 | 1 => ((m.flags ?? '').includes('i') ? 1 : 0);
const one = (field: LitField, literal: string, fold: 0 | 1): Key => ({ lits: [[field, literal, fold]] });

/** The top-level alternatives of a regex source (`a|(b|c)|d` -> `a`, `(b|c)`, `d`). */
function alternatives(src: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cls = false;
  let start = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (cls) cls = c !== ']';
    else if (c === '[') cls = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(src.slice(start, i));
      start = i + 1;
    }
  }
  out.push(src.slice(start));
  return out;
}

/** `(?:x)` or `(x)` spanning the whole source -> `x`; undefined otherwise (lookarounds, quantified groups, sequences). */
function unwrap(src: string): string | undefined {
  const open = src.startsWith('(?:') ? 3 : src.startsWith('(') && src[1] !== '?' ? 1 : 0;
  if (open === 0 || !src.endsWith(')')) return undefined;
  let depth = 0;
  let cls = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (cls) cls = c !== ']';
    else if (c === '[') cls = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i === src.length - 1 ? src.slice(open, -1) : undefined;
  }
  return undefined;
}

/**
 * Literals one of which every case-insensitive match of a regex source contains, lower-cased (so sound whatever
 * the case mode): the source's required literal, or one per top-level alternative (groups spanning an
 * alternative unwrapped). Undefined when some alternative has none.
 */
export function anyLiterals(src: string | undefined, depth = 0): string[] | undefined {
  if (src === undefined || depth > 4) return undefined;
  const alts = alternatives(src);
  if (alts.length === 1) {
    const whole = requiredLiteral(src, 'i');
    if (whole !== undefined) return [whole];
    const inner = unwrap(src);
    return inner === undefined ? undefined : anyLiterals(inner, depth + 1);
  }
  const out: string[] = [];
  for (const a of alts) {
    const lits = anyLiterals(a, depth + 1);
    if (lits === undefined) return undefined;
    out.push(...lits);
  }
  return out;
}

const globKey = (field: LitField, src: string | undefined): Key | undefined => {
  const lits = anyLiterals(src);
  return lits === undefined ? undefined : { lits: [...new Set(lits)].map((l): Lit => [field, l, 1]) };
};

/** The necessary condition `holds(m, a)` puts on an action of `kind` (match.ts), or 'all'. */
function keyOf(m: CompiledMatcher, kind: string): Key {
  const lits = m.literals ?? {};
  switch (kind) {
    case 'exec':
    case 'line':
      if (kind === 'exec' && m.exec && m.exec.program.every((g) => !/[*?]/.test(g))) return { prog: m.exec.program };
      return m.command !== undefined && lits.command !== undefined ? one('text', lits.command, folds(m)) : 'all';
    case 'prompt':
      return m.prompt !== undefined && lits.prompt !== undefined ? one('text', lits.prompt, folds(m)) : 'all';
    case 'write':
    case 'read':
      if (kind === 'write' && m.content !== undefined && lits.content !== undefined) return one('content', lits.content, folds(m));
      return globKey('path', m.path) ?? 'all';
    case 'mcp':
      return globKey('server', m.mcp?.server) ?? globKey('tool', m.mcp?.tool) ?? 'all';
    case 'web':
      if (m.url !== undefined && lits.url !== undefined) return one('url', lits.url, folds(m));
      return globKey('host', m.host) ?? 'all';
    default:
      return 'all';
  }
}

class IndexBuilder {
  readonly all: number[] = [];
  readonly lit = new Map<string, [LitField, string, 0 | 1, number[]]>();
  readonly prog = new Map<string, number[]>();
  readonly dirs: number[] = [];

  file(key: Key, at: number): void {
    if (key === 'all') this.all.push(at);
    else if ('prog' in key) for (const p of new Set(key.prog)) (this.prog.get(p) ?? (this.prog.set(p, []).get(p) as number[])).push(at);
    else {
      for (const l of key.lits) {
        const id = l.join('\0');
        const hit = this.lit.get(id) ?? (this.lit.set(id, [...l, []]).get(id) as [LitField, string, 0 | 1, number[]]);
        hit[3].push(at);
      }
    }
  }

  json(): PackIndex {
    const progs = [...this.prog.keys()].sort();
    return {
      ...(this.all.length > 0 ? { all: this.all } : {}),
      ...(this.lit.size > 0 ? { lit: [...this.lit.values()] } : {}),
      ...(progs.length > 0 ? { prog: Object.fromEntries(progs.map((p) => [p, this.prog.get(p) as number[]])) } : {}),
      ...(this.dirs.length > 0 ? { dirs: this.dirs } : {}),
    };
  }
}

interface EventBuilder {
  sec: number;
  none: IndexBuilder;
  blind: IndexBuilder;
  k: Map<string, IndexBuilder>;
}

/** The packed text of a policy (no trailing newline). */
export function packPolicy(policy: RuntimePolicy): string {
  const lines = [PACK_MAGIC];
  let at = PACK_MAGIC.length + 1;
  const place = (line: string): number => {
    const o = at;
    lines.push(line);
    at += line.length + 1;
    return o;
  };
  const events = new Map<string, EventBuilder>();
  const odd: number[] = [];
  let sec = -1;
  const event = (on: string): EventBuilder => {
    let e = events.get(on);
    if (!e) events.set(on, (e = { sec: -1, none: new IndexBuilder(), blind: new IndexBuilder(), k: new Map() }));
    return e;
  };
  for (const r of policy.rules) {
    const o = place(commentJson(r));
    // what a fault or a timeout answers for, read as dispatch.ts and evaluate.ts read it: malformed rules count too
    if (r.intent === 'security' && sec < 0) sec = o;
    if (isStr(r.on) && r.intent === 'security' && BLOCKING.includes(r.decision) && event(r.on).sec < 0) event(r.on).sec = o;
    if (!wellFormed(r)) {
      odd.push(o);
      continue;
    }
    const e = event(r.on);
    if (r.kinds.length === 0) e.none.all.push(o);
    if (r.intent === 'security' && r.kinds.some((k) => SHELL_KINDS.includes(k))) e.blind.all.push(o);
    for (const kind of new Set(r.kinds)) {
      let x = e.k.get(kind);
      if (!x) e.k.set(kind, (x = new IndexBuilder()));
      x.file(keyOf(r.match, kind), o);
      // a folder named whole (removed, moved, read by grep -r) is tested file by file: any path rule may hold there
      if ((kind === 'write' || kind === 'read') && r.match.path !== undefined) x.dirs.push(o);
    }
  }
  const ev: Record<string, PackEvent> = {};
  for (const name of [...events.keys()].sort()) {
    const e = events.get(name) as EventBuilder;
    const k: Record<string, number> = {};
    for (const kind of [...e.k.keys()].sort()) k[kind] = place(commentJson((e.k.get(kind) as IndexBuilder).json()));
    ev[name] = {
      sec: e.sec,
      ...(e.none.all.length > 0 ? { none: place(commentJson(e.none.json())) } : {}),
      ...(e.blind.all.length > 0 ? { blind: place(commentJson(e.blind.json())) } : {}),
      k,
    };
  }
  const head: PackHead = {
    v: 1,
    n: policy.rules.length,
    hooks: policy.hooks,
    ...(policy.deadlineMs !== undefined ? { deadlineMs: policy.deadlineMs } : {}),
    sec,
    odd,
    ev,
  };
  lines.push(commentJson(head));
  return lines.join('\n');
}
