/**
 * git's aliases as git would find them for a command run in a folder: the system, global, repository and worktree
 * configuration files in git's order (a later file wins), with their `include` and `includeIf` files (every
 * `includeIf` is followed, whatever its condition: a union, never fewer aliases than git sees), and the hooks
 * folder. Only what scripts.ts needs to judge `git <alias>` and the hooks git runs; vendor-free, bundled into every hook runtime.
 */
import { statSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import type { PathContext } from './paths.js';
import type { Budget } from './file-text.js';
import { readText } from './file-text.js';
import { gitCommandOf } from './shell/sessions.js';

export interface Aliases {
  /** alias name (lower case, as git compares them) to every value a file gives it (a later one wins in git, but an
   * `includeIf` seamc follows whatever its condition may not be the one git takes) */
  readonly aliases: Map<string, string[]>;
  /** the top of the working tree, where git runs a `!` alias and its hooks */
  readonly top?: string;
  /** the folder git runs hooks from: `core.hooksPath`, else the common git folder's `hooks` */
  readonly hooks?: string;
  /** settings whose value is a command git runs (`core.pager`, `diff.external`, `filter.x.clean` ...): [key, command, file] */
  readonly commands?: readonly (readonly [string, string, string])[];
  /** the same line writes one of its files first: the aliases git will see are not these */
  readonly changed?: string;
  /** a file could not be read within the call's budget */
  readonly blind?: string;
  /** the repository's git folder and common git folder (they differ in a linked worktree) */
  readonly gitDir?: string;
  readonly commonDir?: string;
  /** `push.*`, `remote.*` and `branch.*` settings, every value in file order (git-push.ts) */
  readonly settings?: ReadonlyMap<string, readonly string[]>;
}

const MAX_CONFIG = 1024 * 1024;

/** The repository's git folder and working-tree top for a command started in `start`. */
function repoOf(start: string, ctx: PathContext, budget: Budget): { gitDir?: string; top?: string } {
  const env = ctx.env.GIT_DIR;
  if (env !== undefined && env !== '') return { gitDir: resolve(start, env), top: ctx.env.GIT_WORK_TREE !== undefined ? resolve(start, ctx.env.GIT_WORK_TREE) : start };
  for (let d = start; ; d = dirname(d)) {
    const dotgit = resolve(d, '.git');
    const st = statSync(dotgit, { throwIfNoEntry: false });
    if (st?.isDirectory()) return { gitDir: dotgit, top: d };
    if (st?.isFile()) {
      // a linked worktree or submodule: `.git` is a file naming the git folder
      const read = readText(dotgit, budget, 4096);
      const m = 'text' in read ? /^gitdir:\s*(.+?)\s*$/m.exec(read.text) : null;
      if (m !== null) return { gitDir: resolve(d, m[1] as string), top: d };
    }
    if (dirname(d) === d) return {};
  }
}

/** One value of a configuration line: quotes removed, escapes read, an unquoted comment dropped, outer blanks trimmed. */
function value(raw: string): string {
  let out = '';
  let q = false;
  let keep = 0;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i] as string;
    if (c === '\\' && i + 1 < raw.length) {
      const n = raw[++i] as string;
      out += n === 'n' ? '\n' : n === 't' ? '\t' : n === 'b' ? '\b' : n;
      keep = out.length;
    } else if (c === '"') q = !q;
    else if (!q && (c === '#' || c === ';')) break;
    else {
      if (out.length === 0 && !q && /\s/.test(c)) continue;
      out += c;
      if (q || !/\s/.test(c)) keep = out.length;
    }
  }
  return out.slice(0, keep);
}

interface Parse {
  readonly aliases: Map<string, string[]>;
  readonly commands: [string, string, string][];
  readonly settings: Map<string, string[]>;
  hooksPath?: string;
  readonly files: string[];
  readonly budget: Budget;
  readonly home: string | undefined;
  opaque?: string;
}

function parseFile(abs: string, p: Parse, depth: number): void {
  if (depth > 10 || p.files.includes(abs)) return;
  p.files.push(abs);
  const read = readText(abs, p.budget, MAX_CONFIG);
  if ('opaque' in read) p.opaque ??= read.opaque;
  if (!('text' in read)) return;
  // a backslash at the end of a line continues the value on the next
  const lines = read.text.replace(/\\\r?\n/g, '').split(/\r?\n/);
  let section = '';
  for (const l of lines) {
    let s = l.trim();
    const head = /^\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]/.exec(s);
    if (head !== null) {
      section = (head[1] as string).toLowerCase();
      if (head[2] !== undefined) section += `"${head[2]}`;
      s = s.slice(head[0].length).trim();
      if (s === '') continue;
    }
    const kv = /^([A-Za-z][A-Za-z0-9-]*)\s*(?:=(.*))?$/.exec(s);
    if (kv === null) continue;
    const key = (kv[1] as string).toLowerCase();
    const v = kv[2] === undefined ? 'true' : value(kv[2]);
    const full = section.includes('"') ? `${section.slice(0, section.indexOf('"'))}.${section.slice(section.indexOf('"') + 1)}.${key}` : `${section}.${key}`;
    const cmd = gitCommandOf(full, v);
    if (cmd !== undefined) p.commands.push([full, cmd, abs]);
    if (/^(?:push|remote|branch)\./.test(full)) p.settings.set(full, [...(p.settings.get(full) ?? []), v]);
    if (section === 'alias') p.aliases.set(key, [...(p.aliases.get(key) ?? []).filter((x) => x !== v), v]);
    else if (section === 'core' && key === 'hookspath') p.hooksPath = v;
    else if ((section === 'include' || section.startsWith('includeif"')) && key === 'path' && v !== '') {
      const path = v.startsWith('~/') && p.home !== undefined ? resolve(p.home, v.slice(2)) : isAbsolute(v) ? v : resolve(dirname(abs), v);
      parseFile(path, p, depth + 1);
    }
  }
}

/** The aliases git sees for a command started in `start`; `written(abs)`: the same line writes that file first. */
export function gitAliases(start: string, ctx: PathContext, budget: Budget, written: (abs: string) => boolean): Aliases {
  const env = ctx.env;
  const home = ctx.home;
  const files: string[] = [];
  if (env.GIT_CONFIG_NOSYSTEM === undefined) files.push(env.GIT_CONFIG_SYSTEM ?? '/etc/gitconfig');
  if (env.GIT_CONFIG_GLOBAL !== undefined) files.push(env.GIT_CONFIG_GLOBAL);
  else {
    const xdg = env.XDG_CONFIG_HOME !== undefined && env.XDG_CONFIG_HOME !== '' ? env.XDG_CONFIG_HOME : home !== undefined ? resolve(home, '.config') : undefined;
    if (xdg !== undefined) files.push(resolve(xdg, 'git/config'));
    if (home !== undefined) files.push(resolve(home, '.gitconfig'));
  }
  const repo = repoOf(start, ctx, budget);
  let commonDir: string | undefined;
  if (repo.gitDir !== undefined) {
    const common = readText(resolve(repo.gitDir, 'commondir'), budget, 4096);
    commonDir = 'text' in common ? resolve(repo.gitDir, common.text.trim()) : repo.gitDir;
    files.push(resolve(commonDir, 'config'), resolve(repo.gitDir, 'config.worktree'));
  }
  const p: Parse = { aliases: new Map(), commands: [], settings: new Map(), files: [], budget, home };
  for (const f of files) parseFile(f, p, 0);
  const changed = p.files.find(written);
  if (changed !== undefined) return { aliases: new Map(), changed: `a line that changes git's configuration (${changed}) and runs a git command that may be an alias` };
  if (p.opaque !== undefined) return { aliases: new Map(), blind: p.opaque };
  const hp = p.hooksPath;
  const top = repo.top ?? start;
  const hooks = hp !== undefined && hp !== '' ? (hp.startsWith('~/') && home !== undefined ? resolve(home, hp.slice(2)) : resolve(top, hp)) : commonDir !== undefined ? resolve(commonDir, 'hooks') : undefined;
  return {
    aliases: p.aliases,
    commands: p.commands,
    settings: p.settings,
    ...(repo.top !== undefined ? { top: repo.top } : {}),
    ...(hooks !== undefined ? { hooks } : {}),
    ...(repo.gitDir !== undefined ? { gitDir: repo.gitDir } : {}),
    ...(commonDir !== undefined ? { commonDir } : {}),
  };
}
