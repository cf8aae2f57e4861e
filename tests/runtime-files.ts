/**
 * Tests' way to lay down one agent's hook runtime as `seamc build` does: the entry and the two shared files it
 * reads (compiler/bundle/inject.ts), in a folder of their own (the shared files have fixed names).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runtimeFiles, type Refusal } from '../compiler/bundle/inject.js';
import { SHARED_RUNTIME } from '../compiler/bundle/placeholder.js';
import type { RuntimePolicy } from '../compiler/contract/index.js';
import { packageRoot } from '../compiler/util/package-root.js';

/** The prebuilt shared runtime of this package (dist/runtime/seamc-runtime.cjs). */
export function prebuiltRuntime(): string {
  return readFileSync(join(packageRoot(), 'dist', 'runtime', SHARED_RUNTIME), 'utf8');
}

export interface WriteOptions {
  readonly header?: string;
  readonly refuse?: Refusal;
  /** another shared runtime text (a fresh bundle) instead of the prebuilt one */
  readonly prebuilt?: string;
}

/** Write `agent`'s entry and the shared files into `dir` (created); returns the entry's path. */
export function writeRuntime(dir: string, agent: string, policy: RuntimePolicy, o: WriteOptions = {}): string {
  mkdirSync(dir, { recursive: true });
  for (const f of runtimeFiles(agent, policy, o.header ?? '', o.refuse, o.prebuilt)) writeFileSync(join(dir, f.name), f.text, { mode: f.mode });
  return join(dir, `${agent}.cjs`);
}

/** The same in a new folder under `parent`. */
export function writeRuntimeIn(parent: string, agent: string, policy: RuntimePolicy, o: WriteOptions = {}): string {
  return writeRuntime(mkdtempSync(join(parent, `${agent}-`)), agent, policy, o);
}

/** `agent`'s entry text and the shared files by name, for in-process probes ({ runtimeText, shared, root }). */
export function runtimeTexts(agent: string, policy: RuntimePolicy, o: WriteOptions = {}): { runtimeText: string; shared: Record<string, string> } {
  const [entry, ...shared] = runtimeFiles(agent, policy, o.header ?? '', o.refuse, o.prebuilt);
  return { runtimeText: entry!.text, shared: Object.fromEntries(shared.map((f) => [f.name, f.text])) };
}
