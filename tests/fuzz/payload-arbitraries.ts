/** fast-check generators for hook payloads: structural mutations of real fixtures, and damaged bytes. */
import fc from 'fast-check';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every path (list of keys / indexes) into a JSON value, the root included, in pre-order (iterative: a deeply nested value must not exhaust the stack). */
function paths(root: Json): (string | number)[][] {
  const out: (string | number)[][] = [];
  const todo: [Json, (string | number)[]][] = [[root, []]];
  while (todo.length > 0) {
    const [v, at] = todo.pop()!;
    out.push(at);
    const kids: [Json, (string | number)[]][] = Array.isArray(v)
      ? v.map((x, i) => [x, [...at, i]])
      : v !== null && typeof v === 'object'
        ? Object.entries(v).map(([k, x]) => [x, [...at, k]])
        : [];
    for (let i = kids.length - 1; i >= 0; i--) todo.push(kids[i]!);
  }
  return out;
}

function setAt(root: Json, path: readonly (string | number)[], f: (old: Json) => Json | undefined): Json {
  if (path.length === 0) return f(root) ?? null;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    const next = setAt(copy[head as number] ?? null, rest, f);
    copy[head as number] = next;
    return copy;
  }
  if (root !== null && typeof root === 'object') {
    const copy: { [k: string]: Json } = { ...root };
    if (rest.length === 0) {
      const v = f(copy[head as string] ?? null);
      if (v === undefined) delete copy[head as string];
      else copy[head as string] = v;
      return copy;
    }
    copy[head as string] = setAt(copy[head as string] ?? null, rest, f);
    return copy;
  }
  return root;
}

const deep = (n: number): Json => {
  let v: Json = 'bottom';
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { d: v };
  return v;
};

/** A value of any other shape than the one it replaces, or an extreme one. */
const oddValue: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
  fc.constantFrom<Json>(null, true, 0, -1, 1e308, '', [], {}, '\u0000', '\ud800', 'git push --force', '../../.env', '/etc/passwd'),
  fc.integer({ min: 10_000, max: 400_000 }).map((n) => 'a'.repeat(n)),
  fc.integer({ min: 50, max: 2_000 }).map(deep),
  fc.string({ unit: 'binary', maxLength: 64 }),
);

type Op = { kind: 'replace'; value: Json } | { kind: 'drop' } | { kind: 'add'; key: string; value: Json };
const op: fc.Arbitrary<Op> = fc.oneof(
  oddValue.map((value) => ({ kind: 'replace' as const, value })),
  fc.constant({ kind: 'drop' as const }),
  fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), oddValue).map(([key, value]) => ({ kind: 'add' as const, key: `zz_${key}`, value })),
);

/** A real fixture with one to three structural mutations at random places. */
export function mutatedPayload(base: readonly Record<string, unknown>[]): fc.Arbitrary<Json> {
  return fc
    .tuple(fc.constantFrom(...(base as Json[])), fc.array(fc.tuple(fc.nat(), op), { minLength: 1, maxLength: 3 }))
    .map(([p, ops]) => {
      let cur: Json = p;
      for (const [n, o] of ops) {
        const all = paths(cur);
        const at = all[n % all.length]!;
        cur =
          o.kind === 'add'
            ? setAt(cur, at, (old) => (old !== null && typeof old === 'object' && !Array.isArray(old) ? { ...old, [o.key]: o.value } : old))
            : setAt(cur, at, () => (o.kind === 'drop' ? undefined : o.value));
      }
      return cur;
    });
}

/** A real fixture's bytes, damaged: cut, invalid UTF-8, BOM, UTF-16, two values, garbage, nothing. */
export function damagedBytes(base: readonly Record<string, unknown>[]): fc.Arbitrary<Buffer> {
  const text = fc.constantFrom(...base).map((p) => JSON.stringify(p));
  return fc.oneof(
    fc.tuple(text, fc.nat()).map(([t, n]) => Buffer.from(t.slice(0, n % (t.length + 1)))),
    fc.tuple(text, fc.nat(), fc.constantFrom([0xff], [0xc3], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xe2, 0x82])).map(([t, n, bad]) => {
      const b = Buffer.from(t);
      const at = n % (b.length + 1);
      return Buffer.concat([b.subarray(0, at), Buffer.from(bad), b.subarray(at)]);
    }),
    text.map((t) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(t)])),
    text.map((t) => Buffer.from(`\ufeff${t}`, 'utf16le')),
    text.map((t) => Buffer.from(`${t}\n${t}`)),
    fc.uint8Array({ maxLength: 256 }).map((a) => Buffer.from(a)),
    fc.constantFrom(Buffer.alloc(0), Buffer.from('   \n'), Buffer.from('null'), Buffer.from('[]'), Buffer.from('"x"'), Buffer.from('{')),
  );
}

/** `payload` with unknown fields (names no vendor uses) added to objects at any depth, chosen by `seed`. */
export function withUnknownFields(payload: Record<string, unknown>, seed: number): Record<string, unknown> {
  let s = seed >>> 0 || 1;
  const rand = () => ((s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const values: Json[] = ['x', 1, true, null, { nested: [1, 'two'] }, ['a', 'b']];
  const walk = (v: Json, depth: number): Json => {
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1));
    if (v === null || typeof v !== 'object') return v;
    const out: { [k: string]: Json } = {};
    for (const [k, x] of Object.entries(v)) out[k] = walk(x, depth + 1);
    if (rand() < (depth === 0 ? 1 : 0.5)) out[`zz_unknown_${Math.floor(rand() * 1000)}`] = values[Math.floor(rand() * values.length)]!;
    return out;
  };
  return walk(payload as Json, 0) as Record<string, unknown>;
}
