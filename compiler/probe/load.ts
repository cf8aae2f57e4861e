/**
 * The in-process path: a bundled hook runtime's exact text compiled as a CommonJS module, without running its
 * process entry (compiler/bundle/runtime-entry.ts exports `dispatch` when the file is not node's main module).
 * Compiled once per text; the judging is the runtime's own code, reply bytes included.
 */
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

/** The runtime module of `text` (the bytes of `.seam/hooks/<agent>.cjs`); `filename` names it in stack traces. */
export function loadRuntime(text: string, filename: string): RuntimeModule {
  const hit = cache.get(text);
  if (hit) return hit;
  const fn = compileFunction(text, ['exports', 'require', 'module', '__filename', '__dirname'], { filename });
  const module: { exports: unknown } = { exports: {} };
  fn.call(module.exports, module.exports, createRequire(filename), module, filename, filename.replace(/[\\/][^\\/]*$/, ''));
  const m = module.exports as Partial<RuntimeModule>;
  if (typeof m.dispatch !== 'function' || typeof m.agent !== 'string')
    throw new Error(`${filename} cannot be loaded as a module (a runtime bundled before seamc test existed); rebuild the package with \`npm run build\``);
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(text, m as RuntimeModule);
  return m as RuntimeModule;
}
