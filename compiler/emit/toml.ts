import { stringify } from 'smol-toml';
import type { JsonObject } from '../backend/types.js';
import { hashHeader } from './header.js';

/** TOML bytes with the do-not-edit header; key order as built; LF; final newline. */
export function renderToml(body: JsonObject, spec: string): string {
  const text = stringify(body as Record<string, unknown>).replace(/\r\n/g, '\n');
  return hashHeader(spec) + '\n' + (text.endsWith('\n') ? text : text + '\n');
}
