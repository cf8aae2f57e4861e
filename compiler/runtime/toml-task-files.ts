/**
 * Scripts kept in TOML files and the files of other task tools (task-files.ts finds them, shell/config-runs.ts names
 * the runs): pdm's `[tool.pdm.scripts]` (its pre_ and post_ scripts too), poe's `[tool.poe.tasks]`, hatch's
 * `[tool.hatch.envs.ENV.scripts]` (hatch.toml's `[envs.ENV.scripts]`), rye's `[tool.rye.scripts]`, pipenv's Pipfile
 * `[scripts]`, cargo-make's Makefile.toml `[tasks.NAME]`; a Procfile's processes (foreman, overmind, honcho,
 * hivemind); a Rakefile (its Ruby code, and rake's `sh` commands); gulp's, grunt's and jake's files (node code).
 * A task that runs a Python function (`call`, `script`) is code seamc reads as the module it names is not. Vendor-free.
 */
import { obj, readToml, strs } from './config-task-files.js';
import { quote } from './shell/render.js';
import type { Found } from './task-files.js';

type V = unknown;
const path = (doc: V, keys: readonly string[]): V => keys.reduce<V>((o, k) => obj(o)?.[k], doc);

/** where each tool keeps its tasks; for hatch every environment's table */
function tables(tool: string, doc: Record<string, V>, file: string): Record<string, V>[] {
  const one = (keys: readonly string[]): Record<string, V>[] => {
    const t = obj(path(doc, keys));
    return t === undefined ? [] : [t];
  };
  if (tool === 'pdm') return one(['tool', 'pdm', 'scripts']);
  if (tool === 'poe') return [...one(['tool', 'poe', 'tasks']), ...one(['tasks'])];
  if (tool === 'rye') return one(['tool', 'rye', 'scripts']);
  if (tool === 'pipenv') return one(['scripts']);
  if (tool === 'cargo-make') return one(['tasks']);
  if (tool === 'hatch') {
    const envs = obj(file.endsWith('hatch.toml') ? doc.envs : path(doc, ['tool', 'hatch', 'envs'])) ?? {};
    return Object.values(envs).flatMap((e) => (obj(obj(e)?.scripts) ? [obj(obj(e)?.scripts) as Record<string, V>] : []));
  }
  return [];
}

/** keys whose values name other tasks, run first (or in sequence) */
const REFS = ['composite', 'sequence', 'chain', 'dependencies', 'run_task', 'ref', 'deps'];

export function tomlTaskLines(tool: string, text: string, names: readonly string[], file: string): Found {
  const doc = readToml(text);
  if (doc === undefined) return { lines: [], opaque: `a ${file.replace(/^.*\//, '')} seamc cannot read` };
  const ts = tables(tool, doc, file);
  const lines: string[] = [];
  const seen = new Set<string>();
  const run = (name: string, depth: number): void => {
    const bare = name.replace(/^[^:]*:(?=.)/, tool === 'hatch' ? '' : '$&').split(/\s+/)[0] ?? '';
    if (seen.has(bare) || depth > 16) return;
    seen.add(bare);
    for (const t of ts) {
      const task = t[bare];
      if (tool === 'pdm' && depth === 0) run(`pre_${bare}`, 1);
      const o = obj(task);
      if (o === undefined) lines.push(...strs(task));
      else {
        for (const k of REFS) for (const r of strs(o[k])) run(r, depth + 1);
        lines.push(...strs(o.cmd), ...strs(o.shell), ...strs(o.script).filter(() => tool === 'cargo-make'));
        if (typeof o.command === 'string') lines.push([o.command, ...strs(o.args)].map(quote).join(' '));
        if (o.call !== undefined || (tool === 'poe' && o.script !== undefined)) lines.push(`python -c ${quote(`import ${String(o.call ?? o.script).replace(/[:(].*$/, '')}`)}`);
      }
      if (tool === 'pdm' && depth === 0) run(`post_${bare}`, 1);
    }
  };
  // cargo-make runs its `default` task when none is named
  for (const n of names.includes('*') ? ts.flatMap((t) => Object.keys(t)) : names.length === 0 && tool === 'cargo-make' ? ['default'] : names) run(n, 0);
  return { lines };
}

/** Procfile: `name: command` lines, the processes named (all when none is) */
export function procfileLines(text: string, names: readonly string[]): Found {
  const lines: string[] = [];
  for (const m of text.matchAll(/^([\w-]+):[ \t]*(.+)$/gm)) if (names.length === 0 || names.includes('*') || names.includes(m[1] as string)) lines.push(m[2] as string);
  return { lines };
}

/** a Rakefile: its Ruby code (system, backticks ...) and the commands of rake's `sh`; a gulp, grunt or jake file: node code */
export function codeTaskLines(tool: string, abs: string, text: string): Found {
  if (tool !== 'rake') return { lines: [`node ${quote(abs)}`] };
  const sh = [...text.matchAll(/(?:^|[\s;({])sh\s*\(?\s*(["'])((?:(?!\1)[^\\\n]|\\.)*)\1/gm)].map((m) => (m[2] as string).replace(/#\{[^}]*\}/g, '"$__seamc_rake"'));
  return { lines: [`ruby ${quote(abs)}`, ...sh] };
}
