/**
 * One agent's part of the shared runtime body (docs/decisions/hook-startup.md item 8). The body holds the engine and
 * every agent's adapter; a hook call runs only its own agent's, so its entry reads and compiles only the byte ranges
 * it needs: the body's head, the modules its agent's closure requires and the table's tail, in the body's own order.
 * The ranges are found at `seamc build` time from the body text (the bundler's module table, compiler/bundle/bundle.ts
 * moduleTable): golden/ and every build still keep the body once, and the entry cuts its part out at run time.
 * A body this reader does not recognise is read whole (one range): slower, never wrong.
 */

/** a module definition of the bundler's table starts a line of its own */
const DEF = /^("[^"\n\\]+"): function \(module, exports, __seam_require\) \{$/gm;
const TABLE_OPEN = 'var __seam_defs = {\n';
const TABLE_CLOSE = '\n};\nvar __seam_cache = {};\n';
const REQUIRE = /__seam_require\("([^"\n\\]+)"\)/g;
/** the root module's requires of adapters: only the entry's own agent's is followed */
const ADAPTER = /^vendors\/([a-z0-9][a-z0-9_]*)\/runtime$/;

interface Table {
  readonly head: number;
  readonly tail: number;
  readonly root: string;
  readonly defs: ReadonlyMap<string, { start: number; end: number; deps: readonly string[] }>;
}

const tables = new Map<string, Table | null>();

function table(body: string): Table | null {
  const open = body.indexOf(TABLE_OPEN);
  const close = body.lastIndexOf(TABLE_CLOSE);
  const root = /return __seam_require\("([^"\n\\]+)"\);\n\}\)$/.exec(body);
  if (open < 0 || close < open || !root) return null;
  const starts: [string, number][] = [];
  for (const m of body.slice(0, close).matchAll(DEF)) {
    const at = m.index as number;
    if (at < open + TABLE_OPEN.length) return null;
    starts.push([JSON.parse(m[1] as string) as string, at]);
  }
  if (starts.length === 0 || (starts[0] as [string, number])[1] !== open + TABLE_OPEN.length) return null;
  const defs = new Map<string, { start: number; end: number; deps: string[] }>();
  starts.forEach(([id, start], i) => {
    // a definition runs to the next one (its `,\n` included: a trailing comma is valid in an object literal)
    const end = i + 1 < starts.length ? (starts[i + 1] as [string, number])[1] : close;
    const deps = [...body.slice(start, end).matchAll(REQUIRE)].map((m) => m[1] as string);
    defs.set(id, { start, end, deps });
  });
  if (defs.size !== starts.length || !defs.has(root[1] as string)) return null;
  return { head: open + TABLE_OPEN.length, tail: close, root: root[1] as string, defs };
}

/**
 * The ranges of `body` that `agent`'s entry reads, as [offset, length, offset, length, ...] in body order: the head,
 * the closure of the root module (without other agents' adapters) and of `vendors/<agent>/runtime`, and the tail.
 * The whole body as one range when the body is not a module table this recognises or has no adapter for `agent`.
 */
export function agentParts(body: string, agent: string): number[] {
  const whole = [0, body.length];
  let t = tables.get(body);
  if (t === undefined) {
    if (tables.size > 4) tables.clear();
    tables.set(body, (t = table(body)));
  }
  if (t === null) return whole;
  const mine = `vendors/${agent}/runtime`;
  const rootDeps = t.defs.get(t.root)?.deps ?? [];
  if (!rootDeps.includes(mine) || !t.defs.has(mine)) return whole;
  const need = new Set<string>();
  const stack = [t.root, mine];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (need.has(id)) continue;
    const def = t.defs.get(id);
    if (def === undefined) return whole;
    need.add(id);
    for (const d of def.deps) if (!(id === t.root && ADAPTER.test(d) && d !== mine)) stack.push(d);
  }
  const spans: [number, number][] = [[0, t.head]];
  for (const def of [...need].map((id) => t.defs.get(id) as { start: number; end: number }).sort((a, b) => a.start - b.start)) spans.push([def.start, def.end]);
  spans.push([t.tail, body.length]);
  const out: number[] = [];
  for (const [s, e] of spans) {
    const n = out.length;
    if (n > 0 && (out[n - 2] as number) + (out[n - 1] as number) === s) out[n - 1] = (out[n - 1] as number) + e - s;
    else out.push(s, e - s);
  }
  return out;
}
