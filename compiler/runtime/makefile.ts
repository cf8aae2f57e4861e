/**
 * The recipe lines `make TARGET...` would hand to the shell, read from a makefile's text: the rules of the targets
 * and, depth first, of their prerequisites, with the makefile's variables expanded. A reader for judging, not a
 * make: both branches of a conditional are taken (a variable set in each has both values), `include` is not
 * followed, pattern rules are not matched, a function is left as a command substitution (`$(shell git push)` runs
 * `git push`), a variable the file does not set is left as the shell variable of that name. Vendor-free; bundled
 * into every hook runtime.
 */

interface Rule {
  readonly prereqs: string[];
  readonly recipe: string[];
}

const ASSIGN = /^(?:(?:override|export)\s+)*([A-Za-z0-9_.-]+)\s*(::?=|:::=|\?=|\+=|!=|=)\s*(.*)$/;
const CONDITIONAL = /^(?:ifeq|ifneq|ifdef|ifndef|else|endif|include|-include|sinclude|define|endef|undefine|vpath|unexport)\b/;
const MAX_RULES = 200;

const MAX_VARIANTS = 16;
type Vars = ReadonlyMap<string, readonly string[]>;

/**
 * `$(X)`, `${X}`, `$X`, `$$`, the automatic variables; `vars` first, then what a rule's run knows. A variable set in
 * both branches of a conditional has both values, so a line expands to each variant (at most 16).
 */
function expand(text: string, vars: Vars, auto: ReadonlyMap<string, string>, depth = 0): string[] {
  if (depth > 10) return [text];
  let outs = [''];
  const add = (alts: readonly string[]): void => {
    const next: string[] = [];
    for (const o of outs) for (const a of alts) if (next.length < MAX_VARIANTS) next.push(o + a);
    outs = next;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c !== '$' || i + 1 >= text.length) {
      add([c]);
      continue;
    }
    const n = text[i + 1] as string;
    if (n === '$') {
      add(['$']);
      i++;
    } else if (n === '(' || n === '{') {
      const close = n === '(' ? ')' : '}';
      let level = 0;
      let j = i + 1;
      for (; j < text.length; j++) {
        if (text[j] === n) level++;
        else if (text[j] === close && --level === 0) break;
      }
      const inner = text.slice(i + 2, j);
      i = j;
      const name = inner.trim();
      const v = vars.get(name) ?? (auto.has(name) ? [auto.get(name) as string] : undefined);
      if (v !== undefined) add(v.flatMap((x) => expand(x, vars, auto, depth + 1)));
      else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) add([`\${${name}}`]);
      // a make function: its words as a command substitution (`shell` itself dropped)
      else add(expand(inner.replace(/^shell\s+/, ''), vars, auto, depth + 1).map((x) => `$(${x})`));
    } else {
      add([auto.get(n) ?? vars.get(n)?.[0] ?? '']);
      i++;
    }
  }
  return outs;
}

/** The makefile's rules and variables. */
function read(text: string, overrides: ReadonlyMap<string, string>): { rules: Map<string, Rule>; vars: Map<string, string[]>; first?: string } {
  const vars = new Map<string, string[]>([['MAKE', ['make']], ['SHELL', ['/bin/sh']], ['RM', ['rm -f']]]);
  // inside a conditional an assignment adds a value: either branch may be the one make takes
  let cond = 0;
  const rules = new Map<string, Rule>();
  let first: string | undefined;
  let current: Rule[] = [];
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  for (let k = 0; k < lines.length; k++) {
    let line = lines[k] as string;
    if (line.startsWith('\t')) {
      // a recipe line: its continuation lines belong to the same shell line
      while (line.endsWith('\\') && k + 1 < lines.length) line = `${line.slice(0, -1)}${(lines[++k] as string).replace(/^\t/, '')}`;
      for (const r of current) r.recipe.push(line.slice(1));
      continue;
    }
    while (line.endsWith('\\') && k + 1 < lines.length) line = `${line.slice(0, -1)} ${lines[++k] as string}`;
    const s = line.replace(/(^|[^\\])#.*$/, '$1').trim();
    if (s === '') continue;
    if (CONDITIONAL.test(s)) {
      if (/^if/.test(s)) cond++;
      else if (/^endif\b/.test(s)) cond = Math.max(0, cond - 1);
      continue;
    }
    const a = ASSIGN.exec(s);
    if (a !== null) {
      const name = a[1] as string;
      const value = (a[3] ?? '').trim();
      if (overrides.has(name)) continue;
      const v = a[2] === '!=' ? `$(${value})` : value;
      const was = vars.get(name);
      if (a[2] === '+=') vars.set(name, (was ?? ['']).map((x) => `${x} ${value}`.trim()));
      else if (a[2] === '?=' && was !== undefined) {
        if (cond > 0) vars.set(name, [...was, v]);
      } else vars.set(name, cond > 0 && was !== undefined ? [...was, v] : [v]);
      current = [];
      continue;
    }
    const colon = s.search(/::?(?!=)/);
    if (colon <= 0) {
      current = [];
      continue;
    }
    const targets = expand(s.slice(0, colon), vars, new Map()).join(' ').split(/\s+/).filter(Boolean);
    let rest = s.slice(colon).replace(/^::?/, '');
    const semi = rest.indexOf(';');
    const inline = semi >= 0 ? rest.slice(semi + 1).trim() : undefined;
    if (semi >= 0) rest = rest.slice(0, semi);
    const prereqs = expand(rest.replace(/\|/g, ' '), vars, new Map()).join(' ').split(/\s+/).filter(Boolean);
    current = [];
    for (const t of targets) {
      if (first === undefined && !t.startsWith('.') && !t.includes('%')) first = t;
      const r = rules.get(t) ?? { prereqs: [], recipe: [] };
      r.prereqs.push(...prereqs);
      if (inline !== undefined && inline !== '') r.recipe.push(inline);
      rules.set(t, r);
      current.push(r);
    }
  }
  for (const [k, v] of overrides) vars.set(k, [v]);
  return { rules, vars, ...(first !== undefined ? { first } : {}) };
}

/** The shell lines `make` runs for `goals` (none: the first target), each line as the shell gets it. */
export function makeRecipes(text: string, goals: readonly string[], overrides: ReadonlyMap<string, string> = new Map()): string[] {
  const { rules, vars, first } = read(text, overrides);
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (t: string): void => {
    if (seen.has(t) || seen.size >= MAX_RULES) return;
    seen.add(t);
    const r = rules.get(t);
    if (r === undefined) return;
    for (const p of r.prereqs) visit(p);
    const auto = new Map([['@', t], ['<', r.prereqs[0] ?? ''], ['^', r.prereqs.join(' ')], ['+', r.prereqs.join(' ')], ['?', r.prereqs.join(' ')], ['*', '']]);
    for (const line of r.recipe) {
      for (const x of expand(line, vars, auto)) {
        const l = x.replace(/^[\s@+-]+/, '');
        if (l.trim() !== '' && !out.includes(l)) out.push(l);
      }
    }
  };
  for (const g of goals.length > 0 ? goals : first !== undefined ? [first] : []) visit(g);
  return out;
}

/** Every target the makefile names (for a goal known only at run time). */
export function makeTargets(text: string): string[] {
  return [...read(text, new Map()).rules.keys()].filter((t) => !t.startsWith('.') && !t.includes('%'));
}
