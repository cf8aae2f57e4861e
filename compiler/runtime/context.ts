/**
 * The process's evaluation context: where the call's relative paths resolve (the payload's cwd, else the
 * process's), the repository root (the folder holding `.seam/hooks/<agent>.cjs` when run as a bundled hook),
 * and whether path comparisons ignore case (macOS and Windows file systems do by default, and so does a Linux folder
 * that is one of theirs: a macOS folder mounted into a container, a Windows drive under WSL).
 */
import { existsSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { NormalizedEvent } from '../contract/events.js';
import type { EvalContext } from './evaluate.js';
import { treeForms } from './paths.js';

const HOOK_DIR = /[\\/]\.seam[\\/]hooks[\\/][^\\/]+\.c?js$/;

/** The repository root of a bundled hook: the folder above `.seam/hooks/`; undefined when not run as one. */
export function rootOfScript(script: string | undefined): string | undefined {
  if (script === undefined || !HOOK_DIR.test(script)) return undefined;
  return dirname(dirname(dirname(resolve(script))));
}

function home(): string | undefined {
  // on POSIX, os.homedir() answers $HOME whenever it is set (libuv reads it before the password database): read
  // here, the hook process never loads node:os (~0.5 ms a call; it is a lazy built-in of the runtime bundle)
  const env = process.env.HOME;
  if (process.platform !== 'win32' && env !== undefined) return env;
  try {
    return homedir();
  } catch {
    return process.env.HOME;
  }
}

/**
 * Does the file system holding the repository ignore case? `.SEAM` names the same folder as `.seam` there. One stat
 * of a name that does not exist on a file system that keeps case apart.
 */
export function foldsCase(root: string | undefined): boolean {
  if (root === undefined) return false;
  try {
    const upper = statSync(join(root, '.SEAM'), { throwIfNoEntry: false });
    if (upper === undefined) return false;
    const lower = statSync(join(root, '.seam'), { throwIfNoEntry: false });
    return lower !== undefined && lower.ino === upper.ino && lower.dev === upper.dev;
  } catch {
    return false;
  }
}

export interface ContextOptions {
  /** the repository root; default: from the running script's location */
  readonly root?: string;
  readonly platform?: string;
  /**
   * The actions of each shell line already read, kept by the caller across a batch of in-process calls whose files
   * do not change meanwhile (a build's policy tests: one line, many agents); a hook process judges one call, has none.
   */
  readonly actions?: Map<string, unknown>;
}

export function evalContext(event: NormalizedEvent, options: ContextOptions = {}): EvalContext {
  const platform = options.platform ?? process.platform;
  const root = options.root ?? rootOfScript(process.argv[1]);
  const base = event.cwd === undefined ? process.cwd() : isAbsolute(event.cwd) ? event.cwd : resolve(process.cwd(), event.cwd);
  const trees = new Map<string, string[] | undefined>();
  const ctx: EvalContext = {
    cwd: base,
    root,
    home: home(),
    env: process.env,
    fold: platform === 'darwin' || platform === 'win32' || foldsCase(root),
    ...(options.actions !== undefined ? { actions: options.actions } : {}),
    holds: (dir, name) => {
      try {
        return existsSync(join(dir, name));
      } catch {
        return false;
      }
    },
    tree: (dir, walk) => {
      const key = `${JSON.stringify(walk)}\0${dir}`;
      if (!trees.has(key)) trees.set(key, treeForms(dir, ctx, walk));
      return trees.get(key);
    },
  };
  return ctx;
}
