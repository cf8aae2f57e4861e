import type { JsonValue } from '../backend/types.js';

/** JSON bytes: 2-space indent, keys in the order the backend built them, LF, final newline. */
export function renderJson(value: JsonValue): string {
  return JSON.stringify(value, null, 2) + '\n';
}

function isPlainObject(v: unknown): v is Record<string, JsonValue> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Deep-merge two JSON fragments of one agent for one file (e.g. permissions and hooks in one settings file).
 * Objects merge key by key (first fragment's key order, then new keys); arrays concatenate; equal scalars
 * are kept; differing scalars are a conflict reported through `conflict(pointer)`. With `strictArrays` (two
 * agents sharing one file) arrays must be equal too: neither agent's list may grow under the other.
 */
export function mergeJson(a: JsonValue, b: JsonValue, conflict: (pointer: string) => void, at = '', strictArrays = false): JsonValue {
  if (isPlainObject(a) && isPlainObject(b)) {
    const out: Record<string, JsonValue> = { ...a };
    for (const [k, v] of Object.entries(b)) out[k] = k in out ? mergeJson(out[k] as JsonValue, v, conflict, `${at}/${k}`, strictArrays) : v;
    return out;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (!strictArrays) return [...a, ...b];
    if (JSON.stringify(a) !== JSON.stringify(b)) conflict(at || '/');
    return a;
  }
  if (a !== b) conflict(at || '/');
  return a;
}
