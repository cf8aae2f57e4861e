/** A small unified diff (Myers' O(ND) algorithm), for `seamc check` output. */

type Op = { kind: ' ' | '-' | '+'; line: string };

function editScript(a: readonly string[], b: readonly string[]): Op[] {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const off = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  outer: for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[off + k - 1]! < v[off + k + 1]!) ? v[off + k + 1]! : v[off + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[off + k] = x;
      if (x >= n && y >= m) break outer;
    }
  }
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0 && (x > 0 || y > 0); d--) {
    const vd = trace[d]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && vd[off + k - 1]! < vd[off + k + 1]!) ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : vd[off + prevK]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      x--;
      y--;
      ops.push({ kind: ' ', line: a[x]! });
    }
    if (d === 0) break;
    if (x === prevX) ops.push({ kind: '+', line: b[--y]! });
    else ops.push({ kind: '-', line: a[--x]! });
  }
  return ops.reverse();
}

function lines(text: string): string[] {
  if (text === '') return [];
  const l = text.split('\n');
  if (l[l.length - 1] === '') l.pop();
  return l;
}

/** `--- a/path` / `+++ b/path` with 3 lines of context; '' when equal. `undefined` text = file absent. */
export function unifiedDiff(path: string, before: string | undefined, after: string | undefined, context = 3): string {
  if (before === after) return '';
  const ops = editScript(lines(before ?? ''), lines(after ?? ''));
  const out = [`--- ${before === undefined ? '/dev/null' : `a/${path}`}`, `+++ ${after === undefined ? '/dev/null' : `b/${path}`}`];
  const changed = ops.map((o, i) => (o.kind !== ' ' ? i : -1)).filter((i) => i >= 0);
  let i = 0;
  while (i < changed.length) {
    const start = Math.max(0, changed[i]! - context);
    let end = Math.min(ops.length, changed[i]! + context + 1);
    while (i + 1 < changed.length && changed[i + 1]! - context <= end) end = Math.min(ops.length, changed[++i]! + context + 1);
    i++;
    let aStart = 1;
    let bStart = 1;
    for (let j = 0; j < start; j++) {
      if (ops[j]!.kind !== '+') aStart++;
      if (ops[j]!.kind !== '-') bStart++;
    }
    const hunk = ops.slice(start, end);
    const aLen = hunk.filter((o) => o.kind !== '+').length;
    const bLen = hunk.filter((o) => o.kind !== '-').length;
    out.push(`@@ -${aLen ? aStart : aStart - 1},${aLen} +${bLen ? bStart : bStart - 1},${bLen} @@`);
    for (const o of hunk) out.push(o.kind + o.line);
  }
  return out.join('\n') + '\n';
}
