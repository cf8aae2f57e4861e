/**
 * What `seamc build` writes for the hook runtime (docs/decisions/hook-runtime.md): per hook agent a small entry
 * (entry.ts), and once per build the shared runtime body (the prebuilt dist/runtime/seamc-runtime.cjs, read once
 * and cached) and the packed policy (pack.ts, packed once per policy object), each shared file stamped with the
 * hash of its content. String concatenation only: the TypeScript compiler is never loaded here.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuntimePolicy } from '../contract/rules.js';
import { packageRoot } from '../util/package-root.js';
import { entryConstants, entryLines, type Refusal, type Stamp } from './entry.js';
import { packPolicy } from './pack.js';
import { agentParts } from './slice.js';
import { BODY_CLOSE, BODY_OPEN, SHARED_POLICY, SHARED_RUNTIME, SHEBANG, STAMP_PREFIX } from './placeholder.js';

export { stableJson } from './stable-json.js';
export type { Refusal, Stamp } from './entry.js';

const AGENT_ID = /^[a-z0-9][a-z0-9_]*$/;
/** the refusal of a client that blocks on exit 2 (most of them; the hook command says which one each client uses) */
export const EXIT_2: Refusal = { exit: 2 };
const packed = new WeakMap<RuntimePolicy, { text: string; stamp: Stamp }>();
let prebuiltBody: { text: string; stamp: Stamp } | undefined;

/** A header as `//` comment lines (lines that already are comments are kept as written). */
function commentLines(header: string): string[] {
  if (header.trim() === '') return [];
  return header
    .replace(/\r\n?/g, '\n')
    .replace(/\n+$/, '')
    .split('\n')
    .map((l) => (l.startsWith('//') ? l : l === '' ? '//' : `// ${l}`));
}

/** `text` with `header` inserted after its shebang (or first). */
function withHeader(text: string, header: string): string {
  const lines = commentLines(header);
  if (lines.length === 0) return text;
  const head = text.startsWith(`${SHEBANG}\n`) ? SHEBANG.length + 1 : 0;
  return text.slice(0, head) + lines.join('\n') + '\n' + text.slice(head);
}

/** The packed text of a policy and its stamp, made once per policy object. */
export function packedPolicy(policy: RuntimePolicy): string {
  return policyPack(policy).text;
}

function policyPack(policy: RuntimePolicy): { text: string; stamp: Stamp } {
  let p = packed.get(policy);
  if (p === undefined) {
    const text = packPolicy(policy);
    p = { text, stamp: { id: `policy-${createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16)}`, length: Buffer.byteLength(text, 'utf8') } };
    packed.set(policy, p);
  }
  return p;
}

/** The stamp a shared runtime text ends with and the length of its body; throws when it has none. */
export function bodyStamp(text: string): Stamp {
  const end = text.lastIndexOf(`\n${STAMP_PREFIX}`);
  const close = text.lastIndexOf(BODY_CLOSE, end);
  const open = text.indexOf(BODY_OPEN);
  if (end < 0 || open < 0 || close !== end - BODY_CLOSE.length || !text.endsWith('\n')) throw new Error('not a seamc shared hook runtime; rebuild it with `npm run build`');
  return { id: text.slice(end + 1 + STAMP_PREFIX.length, -1), length: close - open - BODY_OPEN.length };
}

/** The prebuilt shared runtime (dist/runtime/seamc-runtime.cjs), read once. */
export function prebuiltRuntime(): { text: string; stamp: Stamp } {
  if (prebuiltBody === undefined) {
    const file = join(packageRoot(), 'dist', 'runtime', SHARED_RUNTIME);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new Error(`the prebuilt hook runtime ${file} is missing; run \`npm run build\` in the seamc package`);
    }
    prebuiltBody = { text, stamp: bodyStamp(text) };
  }
  return prebuiltBody;
}

/** `.seam/hooks/seamc-runtime.cjs`: the prebuilt shared body with `header` on top. */
export function sharedRuntimeSource(header: string, prebuilt = prebuiltRuntime().text): string {
  return withHeader(prebuilt, header);
}

/** `.seam/hooks/seamc-policy.pack`: the packed policy between a header and its stamp line. */
export function policySource(policy: RuntimePolicy, header: string): string {
  const p = policyPack(policy);
  return withHeader(`// the packed policy every .seam/hooks/<agent>.cjs of this build reads (seamc), do not edit\n${p.text}\n${STAMP_PREFIX}${p.stamp.id}\n`, header);
}

/**
 * `.seam/hooks/<agent>.cjs`: the agent's entry, bound to this body and this policy; a hook call reads only the
 * agent's part of the body (compiler/bundle/slice.ts).
 */
export function entrySource(agent: string, policy: RuntimePolicy, header: string, refuse: Refusal = EXIT_2, runtime: { text: string; stamp: Stamp } = prebuiltRuntime()): string {
  if (!AGENT_ID.test(agent)) throw new Error(`not an agent id: ${agent}`);
  const open = runtime.text.indexOf(BODY_OPEN) + BODY_OPEN.length;
  const body: Stamp = { ...runtime.stamp, parts: agentParts(runtime.text.slice(open, open + runtime.stamp.length), agent) };
  const banner = `// seamc hook entry (${agent}): runs the shared ${SHARED_RUNTIME} on ${SHARED_POLICY}, generated by seamc, do not edit`;
  return withHeader([SHEBANG, banner, ...entryLines(entryConstants(agent, body, policyPack(policy).stamp, refuse)), ''].join('\n'), header);
}

/** One agent's complete runtime: its entry and the two shared files, by file name (all three go in one folder). */
export function runtimeFiles(agent: string, policy: RuntimePolicy, header: string, refuse: Refusal = EXIT_2, prebuilt?: string): { name: string; text: string; mode: number }[] {
  const body = prebuilt === undefined ? prebuiltRuntime() : { text: prebuilt, stamp: bodyStamp(prebuilt) };
  return [
    { name: `${agent}.cjs`, text: entrySource(agent, policy, header, refuse, body), mode: 0o755 },
    { name: SHARED_RUNTIME, text: sharedRuntimeSource(header, body.text), mode: 0o644 },
    { name: SHARED_POLICY, text: policySource(policy, header), mode: 0o644 },
  ];
}
