/** Graph helpers for the ReDoS checker. */

/** Strongly connected components (iterative Tarjan); components come out sinks first. */
export function components(count: number, succ: (v: number) => readonly number[]): { comp: Int32Array; list: number[][] } {
  const comp = new Int32Array(count).fill(-1);
  const index = new Int32Array(count).fill(-1);
  const low = new Int32Array(count);
  const onStack = new Uint8Array(count);
  const stack: number[] = [];
  const list: number[][] = [];
  let next = 0;
  for (let root = 0; root < count; root++) {
    if (index[root] !== -1) continue;
    const work: [number, number][] = [[root, 0]];
    while (work.length > 0) {
      const top = work[work.length - 1] as [number, number];
      const [v, k] = top;
      if (k === 0) {
        index[v] = low[v] = next++;
        stack.push(v);
        onStack[v] = 1;
      }
      const out = succ(v);
      if (k < out.length) {
        top[1] = k + 1;
        const w = out[k] as number;
        if (index[w] === -1) work.push([w, 0]);
        else if (onStack[w]) low[v] = Math.min(low[v] as number, index[w] as number);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low[parent[0]] = Math.min(low[parent[0]] as number, low[v] as number);
      if (low[v] === index[v]) {
        const c: number[] = [];
        let w: number;
        do {
          w = stack.pop() as number;
          onStack[w] = 0;
          comp[w] = list.length;
          c.push(w);
        } while (w !== v);
        list.push(c.sort((a, b) => a - b));
      }
    }
  }
  return { comp, list };
}
