/** `sandbox:` checks the schema cannot say: keys that contradict the mode, and paths that leave what they name. */
import type { Collector } from './semantic.js';
import { pointerOf } from './pointer.js';

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

function dotDot(p: string): boolean {
  return p.split('/').includes('..');
}

export function checkSandbox(c: Collector, s: unknown): void {
  if (!isObj(s)) return;
  const mode = s['mode'];
  if (mode === 'off') {
    for (const k of ['writable', 'deny_read', 'network'])
      if (k in s) c.add('SC1008', pointerOf('sandbox', k), `\`${k}\` has no effect with \`mode: off\``, 'remove it, or choose `mode: workspace` or `strict`', true);
    return;
  }
  if (mode === 'strict' && 'network' in s)
    c.add('SC1008', pointerOf('sandbox', 'network'), '`strict` turns the network off, so a network allow-list contradicts it', 'use `mode: workspace` with `network.allow`, or remove `network`', true);
  for (const k of ['writable', 'deny_read']) {
    const list = Array.isArray(s[k]) ? (s[k] as unknown[]) : [];
    list.forEach((p, i) => {
      if (typeof p !== 'string') return;
      if (dotDot(p)) c.add('SC1006', pointerOf('sandbox', k, i), `path ${JSON.stringify(p)} contains a \`..\` segment`, 'write the path it resolves to');
      else if (k === 'writable' && (p === '/' || p === '~/' || p === '~'))
        c.add('SC1006', pointerOf('sandbox', k, i), `\`${p}\` as a writable path would open the whole ${p === '/' ? 'file system' : 'home folder'}`, 'name the folders the agent needs, or use `mode: off`');
    });
  }
}
