/**
 * A justfile's recipes as the shell lines `just` runs for the recipes a line names (task-files.ts): each recipe's
 * dependencies first, then its body (`@` and `-` prefixes dropped, `{{param}}` as the argument given, other
 * interpolations as a word known only at run time), then its `&&` dependencies; the backticks and `shell()` calls
 * of the file's assignments, which just evaluates when it loads. Vendor-free.
 */
import type { Found } from './task-files.js';
import { quote } from './shell/render.js';

interface Recipe {
  readonly params: { readonly name: string; readonly def?: string; readonly rest: boolean }[];
  readonly deps: string[];
  readonly after: string[];
  readonly body: string[];
  readonly attrs: string[];
}

/** a value only run time knows (a template, a parameter with no argument), as a shell word that stays unknown */
export const RUN_TIME = '"$__seamc_template"';
/** a shell that runs recipe lines as sh does: `set shell`, a shebang, `[script('...')]` naming one */
const IS_SHELL = /^\s*\[?\s*['"]?(?:\/usr\/bin\/env\s+(?:-S\s+)?)?(?:\S*\/)?(?:ba|da|z|k|mk)?sh['"\s,\]]/;

function deps(text: string): string[] {
  return text.replace(/\(\s*([\w-]+)[^)]*\)/g, ' $1 ').split(/\s+/).filter((w) => /^[A-Za-z_][\w-]*$/.test(w));
}

function parse(text: string): { recipes: Map<string, Recipe>; order: string[]; load: string[]; opaque?: string } {
  const recipes = new Map<string, Recipe>();
  const aliases = new Map<string, string>();
  const order: string[] = [];
  const load: string[] = [];
  let opaque: string | undefined;
  let cur: Recipe | undefined;
  let attrs: string[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (cur !== undefined && (/^[ \t]/.test(raw) || raw.trim() === '')) {
      cur.body.push(raw.trim());
      continue;
    }
    cur = undefined;
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (/^\[.*\]$/.test(line)) {
      attrs.push(line);
      continue;
    }
    if (/^(?:import|mod)\??\s/.test(line)) opaque ??= `a justfile that pulls in other files (${line.slice(0, 40)})`;
    const set = /^set\s+(shell|windows-shell|script-interpreter)\s*:=\s*(.*)$/.exec(line);
    if (set && !IS_SHELL.test(set[2] as string)) opaque ??= `a justfile whose recipes run in ${(set[2] as string).slice(0, 30)}, not a shell`;
    const alias = /^alias\s+([\w-]+)\s*:=\s*([\w-]+)/.exec(line);
    if (alias) aliases.set(alias[1] as string, alias[2] as string);
    const assign = /^(?:export\s+)?[A-Za-z_][\w-]*\s*:=\s*(.*)$/.exec(line);
    if (assign && !alias && !set) {
      for (const m of (assign[1] as string).matchAll(/```([\s\S]*?)```|`([^`]*)`|\bshell\(\s*(?:'([^']*)'|"((?:[^"\\]|\\.)*)")/g)) load.push((m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').replace(/\{\{[^}]*\}\}/g, RUN_TIME));
      continue;
    }
    const head = /^@?([A-Za-z_][\w-]*)((?:\s+[^:]*?)?)\s*:(?!=)(.*)$/.exec(line);
    if (head === null || set || alias || /^(?:import|mod|set|export)\b/.test(line)) continue;
    const [pre = '', post = ''] = (head[3] as string).split('&&', 2);
    const params = (head[2] as string).trim().split(/\s+/).filter((p) => p !== '').map((p) => {
      const m = /^[+*]?\$?([\w-]+)(?:=(.*))?$/.exec(p);
      return { name: m?.[1] ?? p, rest: /^[+*]/.test(p), ...(m?.[2] !== undefined ? { def: m[2].replace(/^(['"])(.*)\1$/, '$2') } : {}) };
    });
    cur = { params, deps: deps(pre), after: deps(post), body: [], attrs };
    attrs = [];
    recipes.set(head[1] as string, cur);
    order.push(head[1] as string);
  }
  for (const [a, to] of aliases) if (!recipes.has(a) && recipes.has(to)) recipes.set(a, recipes.get(to) as Recipe);
  return opaque !== undefined ? { recipes, order, load, opaque } : { recipes, order, load };
}

/** The recipe's body as shell lines, its interpolations filled in; or why it is not shell code. */
function bodyOf(r: Recipe, args: readonly string[]): { lines: string[]; opaque?: string } {
  const value = new Map<string, string>();
  r.params.forEach((p, i) => {
    const given = p.rest ? args.slice(i) : args[i] !== undefined ? [args[i] as string] : [];
    if (given.length > 0) value.set(p.name, given.map(quote).join(' '));
    else if (p.def !== undefined && !/[`{(]/.test(p.def)) value.set(p.name, quote(p.def));
  });
  const fill = (l: string): string => l.replace(/\{\{\{\{/g, '{{').replace(/\{\{\s*([\w-]+)?[^}]*\}\}/g, (m, name?: string) => (name !== undefined && m.replace(/[{}\s]/g, '') === name ? (value.get(name) ?? RUN_TIME) : RUN_TIME));
  // the blank lines after the last line of the body
  let end = r.body.length;
  while (end > 0 && r.body[end - 1] === '') end--;
  const body = r.body.slice(0, end);
  const first = body.find((l) => l !== '') ?? '';
  const script = r.attrs.find((a) => /^\[\s*script\b/.test(a));
  if (first.startsWith('#!') && !IS_SHELL.test(first.slice(2))) return { lines: [], opaque: `a just recipe in another language (${first.slice(0, 40)})` };
  if (script !== undefined && /\(/.test(script) && !IS_SHELL.test(script.replace(/^\[\s*script\s*\(/, ''))) return { lines: [], opaque: `a just recipe in another language (${script.slice(0, 40)})` };
  // a shebang or [script] recipe is one script; otherwise each line runs in its own shell, a trailing `\` joining the next
  if (first.startsWith('#!') || script !== undefined) return { lines: [fill(body.join('\n'))] };
  const lines: string[] = [];
  let acc = '';
  for (const l of body) {
    const t = l.replace(/^[@-]+/, '');
    acc = acc === '' ? t : `${acc}\n${t}`;
    if (!t.endsWith('\\')) {
      if (acc.trim() !== '') lines.push(fill(acc));
      acc = '';
    }
  }
  if (acc.trim() !== '') lines.push(fill(acc));
  return { lines };
}

export function justLines(text: string, names: readonly string[], _overrides: readonly string[]): Found {
  const f = parse(text);
  const lines = [...f.load];
  let opaque = f.opaque;
  const done = new Set<string>();
  const visit = (name: string, args: readonly string[], depth: number): void => {
    const r = f.recipes.get(name);
    if (r === undefined || depth > 16 || done.has(name)) return;
    done.add(name);
    for (const d of r.deps) visit(d, [], depth + 1);
    const b = bodyOf(r, args);
    lines.push(...b.lines);
    opaque ??= b.opaque;
    for (const d of r.after) visit(d, [], depth + 1);
  };
  if (names.includes('*')) for (const n of f.order) visit(n, [], 0);
  else if (names.length === 0) {
    const first = f.order.find((n) => f.recipes.get(n)?.attrs.some((a) => /\bdefault\b/.test(a))) ?? f.order.find((n) => !n.startsWith('_'));
    if (first !== undefined) visit(first, [], 0);
  } else {
    // each recipe takes the words after it up to the next recipe name as its arguments
    for (let i = 0; i < names.length; i++) {
      const n = names[i] as string;
      if (!f.recipes.has(n)) continue;
      let j = i + 1;
      while (j < names.length && !f.recipes.has(names[j] as string)) j++;
      visit(n, names.slice(i + 1, j), 0);
      i = j - 1;
    }
  }
  return opaque !== undefined ? { lines, opaque } : { lines };
}
