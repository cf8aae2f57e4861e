/**
 * The in-process path: an agent's hook entry's exact text compiled as a CommonJS module, without running its
 * process entry (compiler/bundle/entry.ts exports `load(read)` when the file is not node's main module), then the
 * shared runtime body and policy it names read through `read` (the built tree's files) and checked as on disk.
 * Compiled once per entry text (it names the stamps of both shared files); the judging is the runtime's own code,
 * reply bytes included.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compileFunction } from 'node:vm';
import type { Decision, NormalizedEvent, Reply } from '../contract/index.js';

export interface RuntimeDispatchOptions {
  /** the repository root the runtime judges paths against (a hook finds it from its own location) */
  readonly context?: { readonly root?: string };
  /** the runtime's stderr lines */
  readonly log?: (message: string) => void;
  /** false: the spec's own hook commands (`hooks:`) are not spawned */
  readonly userHooks?: boolean;
}

export interface RuntimeModule {
  readonly agent: string;
  dispatch(input: string | Uint8Array, options?: RuntimeDispatchOptions): { readonly reply: Reply; readonly event?: NormalizedEvent; readonly decision?: Decision };
}

const MAX_CACHED = 64;
const cache = new Map<string, RuntimeModule>();

/** A shared file beside the entry (`name` in the entry's folder), as bytes; throws when there is none. */
export type SiblingReader = (name: string) => Uint8Array;

/**
 * The runtime module of `text` (the bytes of `.seam/hooks/<agent>.cjs`); `filename` names it in stack traces and,
 * without `read`, its folder is where the shared files are read from.
 */
export function loadRuntime(text: string, filename: string, read?: SiblingReader): RuntimeModule {
  const hit = cache.get(text);
  if (hit) return hit;
  const dir = filename.replace(/[\\/][^\\/]*$/, '');
  const fn = compileFunction(text, ['exports', 'require', 'module', '__filename', '__dirname'], { filename });
  const module: { exports: unknown } = { exports: {} };
  fn.call(module.exports, module.exports, createRequire(filename), module, filename, dir);
  const entry = module.exports as { load?: (read: SiblingReader) => unknown };
  if (typeof entry.load !== 'function')
    throw new Error(`${filename} cannot be loaded as a module (not a seamc hook entry, or one bundled before the shared runtime); rebuild with \`seamc build\``);
  const m = entry.load(read ?? ((name) => readFileSync(`${dir}/${name}`))) as Partial<RuntimeModule>;
  if (typeof m.dispatch !== 'function' || typeof m.agent !== 'string')
    throw new Error(`${filename} cannot be loaded as a module (a runtime bundled before seamc test existed); rebuild the package with \`npm run build\``);
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(text, m as RuntimeModule);
  return m as RuntimeModule;
}
