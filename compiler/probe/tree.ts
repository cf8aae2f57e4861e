/**
 * What a probe run reads: a built tree (the files a build produced, in memory or in a folder) and its hook configs,
 * decoded. Vendor-free.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import type { ConfigReader } from '../backend/types-probe.js';

/** A built project: the folder its calls happen in and its files by repo-relative path. */
export interface BuiltTree {
  /** absolute; payload paths and the runtime's repository root */
  readonly root: string;
  /** a built file's text; undefined when the build wrote none there */
  read(path: string): string | undefined;
  /** true: the tree holds a runtime and no hook config (runtimeTree) */
  readonly runtimeOnly?: boolean;
}

/** The files of a build still in memory (`seamc build` checks them before it writes them), placed at `root`. */
export function treeOfFiles(root: string, files: readonly { readonly path: string; readonly text: string }[]): BuiltTree {
  const byPath = new Map(files.map((f) => [f.path, f.text]));
  return { root, read: (path) => byPath.get(path) };
}

/** A build written to `dir` (an `--out` folder, `seamc test`'s scratch folder). */
export function treeOfDir(dir: string): BuiltTree {
  return {
    root: dir,
    read: (path) => {
      try {
        return readFileSync(join(dir, path), 'utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * A runtime alone (no hook config: every delivery is taken to fire), placed at `root`: the entry's text at `script`
 * and the shared files it reads (`shared`: file name -> text) in the same folder.
 */
export function runtimeTree(script: string, text: string, root: string, shared: Readonly<Record<string, string>> = {}): BuiltTree {
  const dir = script.slice(0, script.lastIndexOf('/') + 1);
  return { root, read: (path) => (path === script ? text : path.startsWith(dir) && Object.hasOwn(shared, path.slice(dir.length)) ? shared[path.slice(dir.length)] : undefined), runtimeOnly: true };
}

const readers = new WeakMap<BuiltTree, ConfigReader>();

/**
 * A hook config written as a JS module (a client whose only hook surface is in-process plugin code): its data is the
 * JSON object on its one `const SEAMC = {...};` line. Undefined when the text holds no such line.
 */
export function decodeModuleConfig(text: string): unknown {
  const m = /^const SEAMC = (\{.*\});$/m.exec(text);
  return m ? JSON.parse(m[1] as string) : undefined;
}

/** The tree's config files decoded by extension (`.toml` as TOML, `.js` by its data line, anything else as JSON; an executable script, `#!` first, as `{script: text}`), each once; undefined when absent or unreadable. */
export function configOf(tree: BuiltTree): ConfigReader {
  let reader = readers.get(tree);
  if (reader) return reader;
  const cache = new Map<string, unknown>();
  reader = (path) => {
    if (cache.has(path)) return cache.get(path);
    const text = tree.read(path);
    let value: unknown;
    try {
      value = text === undefined ? undefined : text.startsWith('#!') ? { script: text } : path.endsWith('.toml') ? parseToml(text) : path.endsWith('.js') ? decodeModuleConfig(text) : JSON.parse(text);
    } catch {
      value = undefined;
    }
    cache.set(path, value);
    return value;
  };
  readers.set(tree, reader);
  return reader;
}
