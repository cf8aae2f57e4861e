/** Helpers the vendors' live drivers (vendors/<id>/live.ts) share: reading a client's JSON-lines output. */

/** The lines of JSON-lines output (stream-json) that parse as objects. */
export function jsonLines(text: string): Record<string, unknown>[] {
  return text.split('\n').flatMap((l) => {
    const t = l.trim();
    if (!t.startsWith('{')) return [];
    try {
      const v = JSON.parse(t) as unknown;
      return v !== null && typeof v === 'object' && !Array.isArray(v) ? [v as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
}

/** `text` parsed as a JSON object, or an empty object. */
export function jsonObject(text: unknown): Record<string, unknown> {
  if (typeof text !== 'string') return {};
  try {
    const v = JSON.parse(text) as unknown;
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** An absolute path inside the project for a repo-relative one (no node:path in vendor folders). */
export function inRepo(repo: string, rel: string): string {
  return rel.startsWith('/') ? rel : `${repo.replace(/\/+$/, '')}/${rel.replace(/^\.\//, '')}`;
}
