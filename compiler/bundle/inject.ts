/**
 * What `seamc build` calls for a `runtime` artifact: the prebuilt bundle of dist/runtime/<agent>.cjs with the
 * packed policy (pack.ts) written into its policy comment and the header comment under the shebang. A file read
 * (cached), one packing per policy (every agent of a build shares it) and string concatenation: the TypeScript
 * compiler is never loaded here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuntimePolicy } from '../contract/rules.js';
import { packageRoot } from '../util/package-root.js';
import { packPolicy } from './pack.js';
import { POLICY_BLOCK_END, POLICY_BLOCK_START, POLICY_MARKER, SHEBANG } from './placeholder.js';

export { stableJson } from './stable-json.js';

const AGENT_ID = /^[a-z0-9][a-z0-9_]*$/;
const cache = new Map<string, string>();
const packed = new WeakMap<RuntimePolicy, string>();

/** A header as `//` comment lines (lines that already are comments are kept as written). */
function commentLines(header: string): string[] {
  if (header.trim() === '') return [];
  return header
    .replace(/\r\n?/g, '\n')
    .replace(/\n+$/, '')
    .split('\n')
    .map((l) => (l.startsWith('//') ? l : l === '' ? '//' : `// ${l}`));
}

/** The packed text of a policy, made once per policy object. */
export function packedPolicy(policy: RuntimePolicy): string {
  let text = packed.get(policy);
  if (text === undefined) packed.set(policy, (text = packPolicy(policy)));
  return text;
}

/** The policy block that replaces the placeholder line. */
export function policyBlock(policy: RuntimePolicy): string {
  return `${POLICY_BLOCK_START}\n${packedPolicy(policy)}\n${POLICY_BLOCK_END}`;
}

/** Fill a bundle's policy placeholder and insert `header` after the shebang. */
export function injectPolicy(bundleText: string, policy: RuntimePolicy, header: string): string {
  const at = bundleText.indexOf(POLICY_MARKER);
  if (at < 0 || bundleText.indexOf(POLICY_MARKER, at + 1) >= 0 || !(bundleText.length === at + POLICY_MARKER.length || bundleText[at + POLICY_MARKER.length] === '\n')) {
    throw new Error('hook runtime bundle has no single policy placeholder; rebuild it with `npm run build`');
  }
  const start = bundleText.lastIndexOf('\n', at) + 1;
  const text = bundleText.slice(0, start) + policyBlock(policy) + bundleText.slice(at + POLICY_MARKER.length);
  const head = text.startsWith(`${SHEBANG}\n`) ? SHEBANG.length + 1 : 0;
  const lines = commentLines(header);
  return lines.length === 0 ? text : text.slice(0, head) + lines.join('\n') + '\n' + text.slice(head);
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
