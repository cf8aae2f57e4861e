/** JSON pointers (RFC 6901): the address every diagnostic and model item uses for a spec node. */

export function escapeSegment(s: string): string {
  return s.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointerOf(...segments: readonly (string | number)[]): string {
  return segments.map((s) => '/' + escapeSegment(String(s))).join('');
}

export function childPointer(parent: string, key: string | number): string {
  return parent + '/' + escapeSegment(String(key));
}

/** Segments of a pointer, or undefined when it is not a pointer (`''` is the root: no segments). */
export function parsePointer(p: string): string[] | undefined {
  if (p === '') return [];
  if (!p.startsWith('/')) return undefined;
  const out: string[] = [];
  for (const raw of p.slice(1).split('/')) {
    if (/~[^01]|~$/.test(raw)) return undefined;
    out.push(raw.replace(/~1/g, '/').replace(/~0/g, '~'));
  }
  return out;
}

/** The value a pointer names inside plain data; `found: false` when some segment does not exist. */
export function resolvePointer(root: unknown, p: string): { found: boolean; value?: unknown } {
  const segs = parsePointer(p);
  if (!segs) return { found: false };
  let cur: unknown = root;
  for (const s of segs) {
    if (Array.isArray(cur)) {
      if (!/^(0|[1-9][0-9]*)$/.test(s) || Number(s) >= cur.length) return { found: false };
      cur = cur[Number(s)];
    } else if (cur !== null && typeof cur === 'object') {
      if (!Object.prototype.hasOwnProperty.call(cur, s)) return { found: false };
      cur = (cur as Record<string, unknown>)[s];
    } else {
      return { found: false };
    }
  }
  return { found: true, value: cur };
}
