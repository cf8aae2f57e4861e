/** Did-you-mean: optimal string alignment (Damerau-Levenshtein with adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number): number => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, at(i - 2, j - 2) + 1);
      d[i * cols + j] = v;
    }
  }
  return at(a.length, b.length);
}

/**
 * The closest candidate when it is close enough to be a plausible typo (case and `-`/`_` are compared loosely),
 * else undefined. Ties go to the earlier candidate, so the answer is deterministic.
 */
export function nearest(word: string, candidates: readonly string[]): string | undefined {
  const norm = (s: string): string => s.toLowerCase().replace(/[-_ ]/g, '');
  const w = norm(word);
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    if (c === word) continue;
    const n = norm(c);
    const score = n === w ? 0 : editDistance(w, n);
    const limit = Math.max(1, Math.floor(Math.max(w.length, n.length) / 3));
    if (score <= limit && score < bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/** `; did you mean `x`?` or the empty string. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const n = nearest(word, candidates);
  return n === undefined ? '' : `; did you mean \`${n}\`?`;
}

/**
 * For ids (agents, rule ids): the nearest by distance, else the one id the word begins (`foo` → `foo_bar`),
 * else the one id whose `_`/`-` parts include the word as a part prefix (`bar` → `foo_bar`).
 */
export function suggestId(word: string, candidates: readonly string[]): string | undefined {
  const near = nearest(word, candidates);
  if (near !== undefined) return near;
  const w = word.toLowerCase();
  if (w.length < 2) return undefined;
  const starts = candidates.filter((c) => c.toLowerCase().startsWith(w));
  if (starts.length === 1) return starts[0];
  if (starts.length > 1) return undefined;
  const parts = candidates.filter((c) => c.toLowerCase().split(/[-_]/).some((p) => p.startsWith(w)));
  return parts.length === 1 ? parts[0] : undefined;
}

/** `; did you mean `x`?` for an id, or the empty string. */
export function didYouMeanId(word: string, candidates: readonly string[]): string {
  const n = suggestId(word, candidates);
  return n === undefined ? '' : `; did you mean \`${n}\`?`;
}
