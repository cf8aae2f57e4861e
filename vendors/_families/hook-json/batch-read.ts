/**
 * The fs_read tool of Amazon Q Developer CLI and of Kiro CLI (its successor) takes a list of operations, each naming a
 * path (Image mode: several), while a seamc runtime judges one path per call: judging only the first path, or the
 * paths joined into one string, would let `[README.md, .env]` read a file a rule denies. Both runtimes therefore
 * refuse an fs_read naming more than one distinct path, asking for one file at a time.
 */

/** Every path an fs_read input names: each operation's `path` and, in Image mode, its `image_paths`. */
export function readPaths(input: unknown): string[] {
  const out = new Set<string>();
  const ops = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)['operations'] : undefined;
  if (!Array.isArray(ops)) return [];
  for (const op of ops) {
    if (typeof op !== 'object' || op === null) continue;
    const o = op as Record<string, unknown>;
    if (typeof o['path'] === 'string' && o['path'] !== '') out.add(o['path']);
    if (Array.isArray(o['image_paths'])) for (const p of o['image_paths']) if (typeof p === 'string' && p !== '') out.add(p);
  }
  return [...out];
}

/** The refusal text for a batched read. */
export const BATCH_READ = 'seamc judges one file per fs_read call, and this one names several; read them one at a time';
