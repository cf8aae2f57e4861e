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

/**
 * The user config of an opencode-family client (opencode, Kilo CLI): its built-in anthropic provider pointed at the
 * fake model, no auto-update, no sharing; `file` is the config path under the scratch HOME.
 */
export function anthropicUserConfig(r: { readonly home: string; readonly url: string }, file: string, schema: string): { path: string; text: string }[] {
  const cfg = {
    $schema: schema,
    model: 'anthropic/claude-sonnet-4-5',
    autoupdate: false,
    share: 'disabled',
    provider: { anthropic: { options: { baseURL: `${r.url}/v1`, apiKey: 'dummy' } } },
  };
  return [{ path: `${r.home}/${file}`, text: JSON.stringify(cfg, null, 2) + '\n' }];
}
