/**
 * The policy as a hook process carries it (docs/decisions/hook-startup.md): one text, written by
 * compiler/bundle/pack.ts, that a call reads only in part. Its last line is a small head (hooks, deadline, the
 * first security rules, and per event and action kind the offset of one index line); each index line lists, by a
 * necessary condition (a literal the action's text must contain, a program name, any action of the kind), the
 * offsets of the rule lines that could match; each rule is one JSON line. A call parses the head, the index lines
 * of its event and of the action kinds it has, and the rules they name: start-up and matching stay flat in the
 * number of rules. Selection never changes a verdict: `evaluate` over the selected rules (spec order) equals
 * `evaluate` over all of them, because every rule left out provably cannot match this call
 * (tests/runtime/packed.test.ts checks it on random policies and calls).
 */
import type { CompiledHook, CompiledRule, RuntimePolicy } from '../contract/rules.js';
import type { NormalizedEvent } from '../contract/events.js';
import type { Action, Actions } from './actions.js';

/** first line of a packed policy */
export const PACK_MAGIC = 'seam-policy 1';

/**
 * What a rule is filed under in one (event, kind) index: a literal the action's field must contain
 * ([field, literal, fold 0|1, rule offsets]), its exec program names, or nothing (`all`). `dirs`: rules that
 * also hold on a folder named whole (removed, moved, read by `grep -r`) whatever its name: every path rule.
 */
export interface PackIndex {
  readonly all?: readonly number[];
  readonly lit?: readonly (readonly [LitField, string, 0 | 1, readonly number[]])[];
  readonly prog?: Readonly<Record<string, readonly number[]>>;
  readonly dirs?: readonly number[];
}
export type LitField = 'text' | 'content' | 'url' | 'host' | 'server' | 'tool' | 'path';

export interface PackEvent {
  /** offset of the first security rule that blocks on this event (what a timeout answers for), -1 if none */
  readonly sec: number;
  /** offset of the index line of rules with no action kind (they fire on the event itself) */
  readonly none?: number;
  /** offset of the index line of security rules that read shell commands (refused on an unreadable one) */
  readonly blind?: number;
  /** per action kind, the offset of its index line */
  readonly k: Readonly<Record<string, number>>;
}

export interface PackHead {
  readonly v: 1;
  readonly n: number;
  readonly hooks: readonly CompiledHook[];
  readonly deadlineMs?: number;
  /** offset of the first security rule, -1 if none (an unreadable payload is refused when there is one) */
  readonly sec: number;
  /** rules the packer could not file (malformed): every call evaluates them, as an unpacked policy would */
  readonly odd: readonly number[];
  readonly ev: Readonly<Record<string, PackEvent>>;
}

const own = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/**
 * Where the packed text is read from: the text itself, or (a hook process) a reader over the bytes of
 * `.seam/hooks/seamc-policy.pack` that gives the slices a call asks for (compiler/bundle/entry.ts): a call then
 * reads the head, a few index lines and the rules they name, never the whole file. A packed text is pure ASCII
 * (compiler/bundle/pack.ts `commentJson`), so byte and character offsets agree.
 */
export interface PackSource {
  readonly length: number;
  slice(start: number, end: number): string;
}

/** how much a line read asks for first (a rule line is ~300 bytes, the longest index lines some 10 KB) */
const CHUNK = 2048;

/** The line that starts at `at` (without its newline); a long line is read on in growing pieces. */
function lineAt(src: PackSource, at: number): string {
  let line = '';
  for (let from = at, n = CHUNK; ; from += n, n *= 2) {
    const s = src.slice(from, from + n);
    const end = s.indexOf('\n');
    if (end >= 0) return line + s.slice(0, end);
    line += s;
    if (from + n >= src.length) return line;
  }
}

/** The last line of the first `end` characters, read backwards in growing pieces. */
function lastLine(src: PackSource, end: number): string {
  let line = '';
  for (let to = end, n = CHUNK; ; to -= n, n *= 2) {
    const from = Math.max(0, to - n);
    const s = src.slice(from, to);
    const start = s.lastIndexOf('\n');
    if (start >= 0) return s.slice(start + 1) + line;
    line = s + line;
    if (from === 0) return line;
  }
}

/** The text an index literal is looked for in, lower-cased when `fold`. */
function haystacks(a: Action, field: LitField, fold: boolean): readonly string[] {
  let v: readonly (string | undefined)[];
  switch (field) {
    case 'text': v = [a.text?.text]; break;
    case 'path': v = a.path?.forms ?? []; break;
    default: v = [a[field]];
  }
  const out: string[] = [];
  for (const s of v) if (typeof s === 'string') out.push(fold ? s.toLowerCase() : s);
  return out;
}

/** A policy read from its packed text; `rules` (all of them, parsed on first use) keeps it a RuntimePolicy. */
export class PackedPolicy implements RuntimePolicy {
  readonly hooks: readonly CompiledHook[];
  readonly deadlineMs?: number;
  readonly head: PackHead;
  private readonly text: PackSource;
  private readonly parsed = new Map<number, CompiledRule>();
  private readonly indexes = new Map<number, PackIndex>();
  private every?: readonly CompiledRule[];

  /** `given`: the packed text (as written, or with a newline before and after), or a reader over it. */
  constructor(given: string | PackSource) {
    const text = typeof given === 'string' && given.startsWith('\n') ? given.slice(1) : given;
    if (text.slice(0, PACK_MAGIC.length + 1) !== `${PACK_MAGIC}\n`) throw new SyntaxError('not a packed seamc policy');
    const end = text.slice(text.length - 1, text.length) === '\n' ? text.length - 1 : text.length;
    const head = JSON.parse(lastLine(text, end)) as PackHead;
    if (head.v !== 1 || !Array.isArray(head.hooks) || !Array.isArray(head.odd) || typeof head.ev !== 'object' || head.ev === null) throw new SyntaxError('malformed packed seamc policy');
    this.text = text;
    this.head = head;
    this.hooks = head.hooks;
    if (head.deadlineMs !== undefined) this.deadlineMs = head.deadlineMs;
  }

  /**
   * The same policy without the spec's own hook commands (in-process policy tests never spawn them): rules,
   * indexes and the pre-filter are this one's, so a test judges a call exactly as the hook on disk selects rules.
   */
  withoutHooks(): PackedPolicy {
    return Object.create(this, { hooks: { value: [], enumerable: true } }) as PackedPolicy;
  }

  /** The rule whose line starts at `at`. */
  rule(at: number): CompiledRule {
    let r = this.parsed.get(at);
    if (r === undefined) this.parsed.set(at, (r = JSON.parse(lineAt(this.text, at)) as CompiledRule));
    return r;
  }

  private index(at: number | undefined): PackIndex | undefined {
    if (at === undefined) return undefined;
    let x = this.indexes.get(at);
    if (x === undefined) this.indexes.set(at, (x = JSON.parse(lineAt(this.text, at)) as PackIndex));
    return x;
  }

  /** Every rule in spec order (what a consumer that knows no index sees). */
  get rules(): readonly CompiledRule[] {
    if (this.every === undefined) {
      const out: CompiledRule[] = [];
      let at = PACK_MAGIC.length + 1;
      for (let i = 0; i < this.head.n; i++) {
        const line = lineAt(this.text, at);
        let r = this.parsed.get(at);
        if (r === undefined) this.parsed.set(at, (r = JSON.parse(line) as CompiledRule));
        out.push(r);
        at += line.length + 1;
      }
      this.every = out;
    }
    return this.every;
  }

  /** The first security rule of the policy (any event). */
  firstSecurity(): CompiledRule | undefined {
    return this.head.sec >= 0 ? this.rule(this.head.sec) : undefined;
  }

  /** The first security rule that blocks on `event`: what a timeout answers for (evaluate.ts securityAt). */
  securityAt(event: string): CompiledRule | undefined {
    const e = own(this.head.ev, event) ? this.head.ev[event] : undefined;
    return e !== undefined && e.sec >= 0 ? this.rule(e.sec) : undefined;
  }

  /**
   * The rules that could match this call, in spec order, and the call's actions when they were needed to tell.
   * `actions` is called at most once, and only when the event has rules that are tested against actions.
   */
  select(event: NormalizedEvent, actions: () => Actions): { rules: CompiledRule[]; acts?: Actions } {
    const picked = new Set<number>(this.head.odd);
    const add = (xs: readonly number[] | undefined): void => {
      if (xs) for (const x of xs) picked.add(x);
    };
    const e = own(this.head.ev, event.event) ? this.head.ev[event.event] : undefined;
    let acts: Actions | undefined;
    if (e !== undefined) {
      add(this.index(e.none)?.all);
      if (Object.keys(e.k).length > 0) {
        acts = actions();
        if ((acts.unreadable !== undefined || acts.opaque !== undefined || acts.unknownFile === true) && event.toolClass === 'shell') add(this.index(e.blind)?.all);
        // the actions of each kind together: an index line's literals are looked for once for all of them
        const byKind = new Map<string, Action[]>();
        for (const a of acts.list) {
          if (!own(e.k, a.kind)) continue;
          const same = byKind.get(a.kind);
          if (same === undefined) byKind.set(a.kind, [a]);
          else same.push(a);
        }
        for (const [kind, list] of byKind) this.pick(this.index(e.k[kind]) as PackIndex, list, add);
      }
    }
    const rules = [...picked].sort((x, y) => x - y).map((at) => this.rule(at));
    return acts !== undefined ? { rules, acts } : { rules };
  }

  /**
   * The rules of index `x` that the actions `list` (all of its kind) could match. The haystacks of a field are
   * joined with newlines into one text: a literal found across a join only selects a rule more, which `evaluate`
   * then tests in full (selection may take too many rules, never too few).
   */
  private pick(x: PackIndex, list: readonly Action[], add: (xs: readonly number[] | undefined) => void): void {
    add(x.all);
    const lit = x.lit;
    if (lit !== undefined) {
      // plain loops and two memo objects: this runs cold, in the interpreter, once per literal
      const memo: [Record<string, string | null>, Record<string, string | null>] = [{}, {}];
      for (let i = 0; i < lit.length; i++) {
        const e = lit[i] as (typeof lit)[number];
        const m = memo[e[2]];
        let text = m[e[0]];
        if (text === undefined) {
          const all: string[] = [];
          for (const a of list) all.push(...haystacks(a, e[0], e[2] === 1));
          m[e[0]] = text = all.length === 0 ? null : all.join('\n');
        }
        if (text !== null && text.includes(e[1])) add(e[3]);
      }
    }
    for (const a of list) {
      if (x.prog && a.cmd !== undefined && own(x.prog, a.cmd.program)) add(x.prog[a.cmd.program]);
      if (x.dirs && a.path?.dir === true) add(x.dirs);
    }
  }
}

/** The packed text -> the plain policy it holds (golden files, tests), keys in the order the packer wrote them. */
export function unpackPolicy(text: string): RuntimePolicy {
  const p = new PackedPolicy(text);
  return { ...(p.deadlineMs !== undefined ? { deadlineMs: p.deadlineMs } : {}), hooks: p.hooks, rules: p.rules };
}
