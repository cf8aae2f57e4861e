/**
 * Field chains (hooks.md §2.5), restated: each canonical field has an ordered list of dotted keys and the
 * first non-empty value wins. `tool_input.X` walks the decoded tool input; other keys walk the payload.
 * `a.b` = nested key, `a[N]` = list index, `a[].b` = the `b` of every object in list `a`, joined by newlines.
 * Shared by every hook runtime adapter; imports nothing but the contract and node:path.
 */
import { resolve } from 'node:path';

export type Json = Record<string, unknown>;

export function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * A tool input as sent: an object is used as is; a string holding a JSON object is decoded (resolving it to
 * `{}` would blind content rules); anything else is absent.
 */
export function decodeToolInput(v: unknown): Json | undefined {
  if (isObject(v)) return v;
  if (typeof v === 'string' && v.trimStart().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(v);
      if (isObject(parsed)) return parsed;
    } catch {
      // not JSON after all: treated as absent
    }
  }
  return undefined;
}

const STEP = /^([^[\]]+)(?:\[(\d*)\])?$/;

function walk(root: unknown, parts: readonly string[]): unknown {
  let cur: unknown = root;
  for (let i = 0; i < parts.length; i++) {
    const m = STEP.exec(parts[i] as string);
    if (!m || !isObject(cur)) return undefined;
    cur = cur[m[1] as string];
    const index = m[2];
    if (index === undefined) continue;
    if (!Array.isArray(cur)) return undefined;
    if (index === '') {
      const rest = parts.slice(i + 1);
      const values = cur.map((item) => walk(item, rest)).filter((x): x is string => typeof x === 'string' && x !== '');
      return values.length > 0 ? values.join('\n') : undefined;
    }
    cur = cur[Number(index)];
  }
  return cur;
}

export type StringMode = 'strings' | 'stringify';

/**
 * First non-empty value along `chain`. `strings` takes only string values; `stringify` also takes
 * numbers/booleans (as text) and objects/lists (JSON-encoded), for tool output.
 */
export function readChain(payload: Json, toolInput: Json | undefined, chain: readonly string[], mode: StringMode = 'strings'): string | undefined {
  for (const key of chain) {
    const parts = key.split('.');
    const v = parts[0] === 'tool_input' ? walk(toolInput, parts.slice(1)) : walk(payload, parts);
    if (typeof v === 'string') {
      if (v !== '') return v;
      continue;
    }
    if (mode === 'stringify' && v !== undefined && v !== null) {
      if (typeof v === 'object') return JSON.stringify(v);
      return String(v);
    }
  }
  return undefined;
}

export function hasAny(payload: Json, keys: readonly string[] | undefined): boolean {
  if (!keys) return false;
  for (const k of keys) if (Object.prototype.hasOwnProperty.call(payload, k)) return true;
  return false;
}

/**
 * The folder a shell call runs in: the payload's cwd, moved by the folder the call names (`chain`: Gemini's dir_path,
 * Qwen's directory, opencode's workdir), so the command's relative paths resolve where they will act.
 */
export function shellCwd(payload: Json, toolInput: Json | undefined, chain: readonly string[] | undefined, cwd: string | undefined): string | undefined {
  const dir = chain ? readChain(payload, toolInput, chain) : undefined;
  return dir === undefined || dir === '' ? cwd : resolve(cwd ?? process.cwd(), dir);
}
