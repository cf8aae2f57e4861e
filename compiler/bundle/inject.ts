/**
 * What `seamc build` calls for a `runtime` artifact: the prebuilt bundle of dist/runtime/<agent>.cjs with
 * the policy written in as a JSON literal and the header comment under the shebang. A file read (cached)
 * and a string replace: the TypeScript compiler is never loaded here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuntimePolicy } from '../contract/rules.js';
import { packageRoot } from '../util/package-root.js';
import { POLICY_GLOBAL, POLICY_MARKER, SHEBANG } from './placeholder.js';

const AGENT_ID = /^[a-z0-9][a-z0-9_]*$/;
const cache = new Map<string, string>();

/** JSON with object keys sorted at every level: the same policy always gives the same bytes. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

/** A header as `//` comment lines (lines that already are comments are kept as written). */
function commentLines(header: string): string[] {
  if (header.trim() === '') return [];
  return header
    .replace(/\r\n?/g, '\n')
    .replace(/\n+$/, '')
    .split('\n')
    .map((l) => (l.startsWith('//') ? l : l === '' ? '//' : `// ${l}`));
}

/** Fill a bundle's policy placeholder and insert `header` after the shebang. */
export function injectPolicy(bundleText: string, policy: RuntimePolicy, header: string): string {
  const lines = bundleText.split('\n');
  const at = lines.findIndex((l) => l.endsWith(POLICY_MARKER));
  if (at === -1 || lines.findIndex((l, i) => i > at && l.endsWith(POLICY_MARKER)) !== -1) {
    throw new Error('hook runtime bundle has no single policy placeholder; rebuild it with `npm run build`');
  }
  // a JSON string parsed at start-up: V8 reads JSON faster than an object literal of the same size
  const data = { rules: policy.rules, hooks: policy.hooks, ...(policy.deadlineMs !== undefined ? { deadlineMs: policy.deadlineMs } : {}) };
  lines[at] = `var ${POLICY_GLOBAL} = JSON.parse(${JSON.stringify(stableJson(data))});`;
  const head = lines[0] === SHEBANG ? 1 : 0;
  lines.splice(head, 0, ...commentLines(header));
  return lines.join('\n');
}

function prebuilt(agent: string): string {
  let text = cache.get(agent);
  if (text === undefined) {
    const file = join(packageRoot(), 'dist', 'runtime', `${agent}.cjs`);
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new Error(`the prebuilt hook runtime ${file} is missing; run \`npm run build\` in the seamc package`);
    }
    cache.set(agent, text);
  }
  return text;
}

/** The complete `.seam/hooks/<agent>.cjs` text for a policy. */
export function runtimeSource(agent: string, policy: RuntimePolicy, header: string): string {
  if (!AGENT_ID.test(agent)) throw new Error(`not an agent id: ${agent}`);
  return injectPolicy(prebuilt(agent), policy, header);
}
