/** Shared by the hook end-to-end tests: the command a vendor's generated config holds, and a payload to feed it. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import type { RuntimeAdapter } from '../compiler/contract/index.js';
import { decodeModuleConfig } from '../compiler/probe/tree.js';
import { root } from './cli-helpers.js';

/** denied by the example spec's `no-force-push` rule */
export const FORCE = 'git push --force origin main';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? (n === '.git' ? [] : files(join(dir, n))) : [join(dir, n)]));
}

function strings(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (v && typeof v === 'object') return Object.values(v).flatMap(strings);
  return [];
}

/** The first command string in the vendor's generated config (JSON or TOML, decoded) that runs its runtime, and that file. */
export function configCommand(out: string, id: string): { command: string; config: string } {
  const marker = `.seam/hooks/${id}.cjs`;
  for (const f of files(out)) {
    const text = readFileSync(f, 'utf8');
    if (!text.includes(marker) || f.endsWith('.cjs') || f.endsWith(join('.seam', 'manifest.json'))) continue;
    const data: unknown = f.endsWith('.toml') ? parseToml(text) : f.endsWith('.json') ? JSON.parse(text) : f.endsWith('.js') ? decodeModuleConfig(text) : text.startsWith('#!') ? text.split('\n') : undefined;
    const command = strings(data).find((s) => s.includes(marker) && s.includes(`--agent ${id}`));
    if (command) return { command, config: f };
  }
  throw new Error(`no generated config of ${id} runs ${marker}`);
}

/** Replace every string leaf equal to `from` (the payload's command) with `to`. */
function withCommand(v: unknown, from: string, to: string): unknown {
  if (v === from) return to;
  if (Array.isArray(v)) return v.map((x) => withCommand(x, from, to));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withCommand(x, from, to)]));
  return v;
}

/** A pre_tool shell payload of this vendor, from its fixtures, with its command settable. */
export function shellPayload(id: string, adapter: RuntimeAdapter): (command: string) => unknown {
  const dir = join(root, 'tests/fixtures/payloads', id);
  for (const f of readdirSync(dir).sort()) {
    if (f.startsWith('foreign-')) continue;
    const payload = (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { payload?: unknown }).payload;
    if (!payload || typeof payload !== 'object') continue;
    const ev = adapter.parse(structuredClone(payload));
    if (ev?.event !== 'pre_tool' || ev.toolClass !== 'shell' || !ev.command) continue;
    // a call that runs in a folder of its own (workdir, dir_path, directory) moves every path of the command
    if (['workdir', 'dir_path', 'directory'].some((k) => JSON.stringify(ev.toolInput ?? {}).includes(`"${k}"`))) continue;
    const make = (c: string) => withCommand(payload, ev.command, c);
    if (adapter.parse(make(FORCE))?.command === FORCE) return make;
  }
  throw new Error(`${id}: no pre_tool shell fixture whose command can be set`);
}
