/**
 * The commands of Python projects' task runners (task-files.ts): pre-commit's local hooks (`repo: local`: the
 * `entry` and `args` of each hook the run selects; a remote repository's hooks are code pre-commit installs, not files
 * of the project) and tox's environments (`commands_pre`, `commands`, `commands_post` of `[testenv:NAME]` over
 * `[testenv]`, for the environments named, else the `envlist`). Vendor-free.
 */
import { RUN_TIME } from './just-file.js';
import { quote } from './shell/render.js';
import type { Found } from './task-files.js';
import { child, readYaml, strings, type YNode } from './yaml-lite.js';

const list = (n: YNode | undefined): YNode[] => (Array.isArray(n) ? n : []);

/** languages whose hooks run nothing of the entry (a regex, a fixed failure) */
const NO_RUN = new Set(['pygrep', 'fail']);

export function preCommitLines(text: string, names: readonly string[]): Found {
  const doc = readYaml(text);
  const lines: string[] = [];
  for (const repo of list(child(doc.root, 'repos'))) {
    if (strings(child(repo, 'repo'))[0] !== 'local') continue;
    for (const hook of list(child(repo, 'hooks'))) {
      const id = strings(child(hook, 'id'))[0] ?? '';
      if (names.length > 0 && !names.includes('*') && !names.includes(id) && !strings(child(hook, 'alias')).some((a) => names.includes(a))) continue;
      const entry = strings(child(hook, 'entry'))[0];
      if (entry === undefined || NO_RUN.has(strings(child(hook, 'language'))[0] ?? '')) continue;
      lines.push([entry, ...strings(child(hook, 'args')).map(quote)].join(' '));
    }
  }
  return doc.unread !== undefined ? { lines, opaque: `a pre-commit config with ${doc.unread}` } : { lines };
}

/** tox.ini's sections: `key = value` with indented continuation lines */
function ini(text: string): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  let sec: Map<string, string> | undefined;
  let key: string | undefined;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*[#;]/.test(raw) || raw.trim() === '') continue;
    const head = /^\[([^\]]+)\]\s*$/.exec(raw);
    if (head) {
      out.set((head[1] as string).trim(), (sec = new Map()));
      key = undefined;
    } else if (/^\s/.test(raw) && sec !== undefined && key !== undefined) sec.set(key, `${sec.get(key) ?? ''}\n${raw.trim()}`);
    else {
      const kv = /^([^=]+?)\s*=\s*(.*)$/.exec(raw);
      if (kv && sec !== undefined) sec.set((key = (kv[1] as string).trim()), kv[2] as string);
    }
  }
  return out;
}

/** tox's substitutions: the ones that name a program or folder as tox does, the rest known only at run time */
function substituted(line: string): string {
  return line.replace(/\{(\w+)(?::[^}]*)?\}|\{\[[^\]]*\][^}]*\}/g, (m, name?: string) => (name === 'envpython' ? 'python' : name === 'toxinidir' || name === 'tox_root' ? '.' : RUN_TIME));
}

export function toxLines(text: string, names: readonly string[]): Found {
  const secs = ini(text);
  const envlist = (secs.get('tox')?.get('envlist') ?? secs.get('tox')?.get('env_list') ?? '').split(/[\s,]+/).filter((e) => e !== '');
  const all = [...secs.keys()].filter((k) => k.startsWith('testenv:')).map((k) => k.slice(8));
  const want = names.includes('*') || names.includes('ALL') ? all : names.length > 0 ? names : envlist.length > 0 ? envlist : ['py'];
  const lines: string[] = [];
  let opaque: string | undefined;
  for (const env of want) {
    // a generated environment (py{38,39}-x) is judged by every section it could take its commands from
    const own = /[{}]/.test(env) ? all.map((e) => secs.get(`testenv:${e}`)) : [secs.get(`testenv:${env}`)];
    for (const key of ['commands_pre', 'commands', 'commands_post']) {
      const value = own.map((s) => s?.get(key)).find((v) => v !== undefined) ?? secs.get('testenv')?.get(key) ?? '';
      for (const l of value.split('\n')) {
        const t = l.trim().replace(/^[-!]\s*/, '');
        if (t !== '') lines.push(substituted(t));
      }
    }
    if (own.some((s) => s?.has('base') === true)) opaque ??= 'a tox environment that takes its settings from another section';
  }
  return opaque !== undefined ? { lines, opaque } : { lines };
}

/** Python's top-level functions (`def NAME(`, async too) and their bodies; the module's own lines under '' */
function functions(text: string): Map<string, string> {
  const out = new Map<string, string>([['', '']]);
  let cur = '';
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const def = /^(?:async\s+)?def\s+(\w+)\s*\(/.exec(line);
    if (def) out.set((cur = def[1] as string), '');
    else if (/^[^\s#@)\]}]/.test(line)) cur = '';
    out.set(cur, `${out.get(cur) ?? ''}${line}\n`);
  }
  return out;
}

/** the string literals of a call's arguments, f-strings' fields as words known only at run time; undefined when one is not a literal */
function literalArgs(args: string): string[] | undefined {
  const out: string[] = [];
  const rest = args.replace(/\s*([rbuRBUfF]{0,2})("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\s*(?:,|$)/g, (_m, pre: string, lit: string) => {
    const body = lit.slice(1, -1).replace(/\\(["'\\])/g, '$1');
    out.push(/f/i.test(pre) ? body.replace(/\{[^}]*\}/g, '\0') : body);
    return '';
  });
  return rest.trim() === '' || /^\w+\s*=/.test(rest.trim()) ? out : out.length > 0 ? out : undefined;
}

/** The `.run(...)` calls of the functions named (every one for `*`; the module's own always). */
function runCalls(text: string, names: readonly string[], methods: string, shell: boolean): string[] {
  const fns = functions(text);
  const lines: string[] = [];
  // a name that is no function (a decorator's name=, an alias) stands for every one
  const own = names.map((n) => n.replace(/-/g, '_'));
  const picked = names.includes('*') || own.some((n) => !fns.has(n)) ? [...fns.keys()] : ['', ...own];
  for (const n of picked) {
    for (const m of (fns.get(n) ?? '').matchAll(new RegExp(`\\.(?:${methods})\\(((?:[^()]|\\([^()]*\\))*)\\)`, 'g'))) {
      const args = literalArgs((m[1] as string).split(/,\s*\w+\s*=/)[0] ?? '');
      if (args === undefined || args.length === 0) continue;
      const words = args.map((a) => a.replace(/\0/g, '"$__seamc_template"'));
      lines.push(shell ? (words[0] as string) : words.map((w) => (w.includes('$__seamc_template') ? w : quote(w))).join(' '));
    }
  }
  return lines;
}

/** invoke (tasks.py): the task's `c.run(CMD)` and `c.sudo(CMD)` shell commands */
export function invokeLines(text: string, names: readonly string[]): Found {
  return { lines: runCalls(text, names.length > 0 ? names : ['*'], 'run|sudo', true) };
}

/** nox (noxfile.py): the session's `session.run(*ARGS)` commands, every session when none is named */
export function noxLines(text: string, names: readonly string[]): Found {
  return { lines: runCalls(text, names.length > 0 ? names : ['*'], 'run|run_always|run_install', false) };
}
