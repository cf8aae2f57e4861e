/**
 * Programs with a command language of their own that can run a shell command: vim's `-c '!git push -f'` (and `:r
 * !cmd`, `:w !cmd`, `:terminal cmd`, Ex commands on literal stdin), man's `-P PAGER`, a crontab fed on stdin (each
 * job's command runs later), emacs evaluating Lisp (opaque). The command is judged as a nested line (launch.ts); a vim command that runs code seamc
 * does not read (`system()`, `:py3`, `:lua`, `:source`, `-S file`) is opaque.
 */
import { makeRecipes } from '../makefile.js';
import { CLIENT_ESCAPES } from './client-escapes.js';
import { optionValues } from './opts.js';
import type { Started } from './sessions.js';

const VIMS = ['vim', 'vi', 'nvim', 'ex', 'view', 'vimdiff', 'gvim', 'nvi', 'vim.basic', 'vim.tiny'];
/** vim commands that run code seamc does not read */
const VIM_CODE =
  /^(?:call\s+)?(?:system|systemlist|job_start|jobstart|termopen|libcall|libcallnr)\s*\(|^(?:exe(?:cute)?|py(?:thon)?3?|pyx|pydo|py3do|pyfile|py3file|lua|luado|luafile|ruby|rubydo|rubyfile|perl|perldo|so(?:urce)?|runtime|norm(?:al)?!?\s.*!|make|gr(?:ep)?|lgr(?:ep)?|cex(?:pr)?)\b/;

/** One vim command (`:silent !cmd`): the shell line it runs, `code` when it runs other code, or nothing. */
function vimCommand(cmd0: string, out: string[]): string | undefined {
  // commands separated by `|` until one that takes the rest of the line (`!cmd` does)
  let cmd = cmd0.replace(/^[\s:]+/, '').replace(/^(?:sil(?:ent)?!?\s+)+/, '');
  for (;;) {
    const bang = /^(?:\d+|%|\.|\$|'[<a-z],'[>a-z])?(?:,\$?\d*)?\s*(?:(?:r(?:ead)?|w(?:rite)?)\s*)?!(.*)$/s.exec(cmd);
    if (bang) {
      out.push((bang[1] as string).trim());
      return undefined;
    }
    const term = /^ter(?:minal)?\b((?:\s+\+\+\w+(?:=\S+)?)*)\s*(.*)$/s.exec(cmd);
    if (term) {
      if ((term[2] as string).trim() !== '') out.push((term[2] as string).trim());
      return undefined;
    }
    if (VIM_CODE.test(cmd)) return 'code';
    const bar = cmd.indexOf('|');
    if (bar < 0) return undefined;
    cmd = cmd.slice(bar + 1).replace(/^[\s:]+/, '');
  }
}

function vim(vals: readonly string[], stdin: string | undefined): Started {
  const lines: string[] = [];
  let why: string | undefined;
  const run = (c: string): void => {
    if (vimCommand(c, lines) === 'code') why ??= `a line whose vim commands run code seamc does not read (${c.trim().slice(0, 40)})`;
  };
  let ex = vals[0] === 'ex';
  for (let i = 1; i < vals.length; i++) {
    const a = vals[i] as string;
    if (a === '--') break;
    if (a === '-c' || a === '--cmd') run(vals[++i] ?? '');
    else if (a.startsWith('+') && a.length > 1) run(a.slice(1));
    else if (a === '-S' || (a === '-u' && !/^(?:NONE|NORC|DEFAULTS)$/.test(vals[i + 1] ?? ''))) why ??= `a line that runs vim commands from a file seamc does not read (${a} ${vals[i + 1] ?? ''})`;
    else if (/^-[a-zA-Z]*e/.test(a) && !a.startsWith('--')) ex = true;
  }
  // Ex mode reads its commands from stdin (`ex file <<< '!cmd'`, `vim -es < cmds`)
  if (ex && stdin !== undefined) for (const l of stdin.split('\n')) if (l.trim() !== '') run(l);
  return why !== undefined ? { lines, opaque: why } : { lines };
}

/** `man -P PAGER`, `man --pager=PAGER`: man runs the pager through the shell */
function man(vals: readonly string[]): Started {
  const lines: string[] = [];
  for (let i = 1; i < vals.length; i++) {
    const a = vals[i] as string;
    if (a === '-P' || a === '--pager') lines.push(vals[++i] ?? '');
    else if (a.startsWith('--pager=')) lines.push(a.slice(8));
    else if (/^-P./.test(a)) lines.push(a.slice(2));
  }
  return { lines: lines.filter((l) => l.trim() !== '') };
}

/** sqlite3's dot-commands, in its arguments after the database and its `-cmd` values */
function sqliteCommands(vals: readonly string[]): string[] {
  const out: string[] = [];
  let db = false;
  for (let i = 1; i < vals.length; i++) {
    const a = vals[i] as string;
    if (a === '-cmd') out.push(vals[++i] ?? '');
    else if (/^-(?:init|separator|newline|nullvalue|vfs|mmap|pagecache|lookaside|maxsize|heap)$/.test(a)) i++;
    else if (a.startsWith('-')) continue;
    else if (!db) db = true;
    else out.push(a);
  }
  return out.flatMap((c) => c.split('\n')).map((c) => c.trim()).filter((c) => c.startsWith('.'));
}

/** `.shell CMD` and `.system CMD` run a command */
function sqlite(vals: readonly string[]): Started {
  const lines = sqliteCommands(vals).flatMap((c) => /^\.(?:shell|system)\s+(.+)$/s.exec(c)?.[1] ?? []);
  return { lines };
}

/** `.output F`, `.once F`, `.save F`, `.backup F` write F; `.read F`, `.import F T` read it (effects.ts) */
export function sqliteFiles(argv: readonly string[], put: (path: string, op: 'read' | 'write', via: string) => void): void {
  for (const c of sqliteCommands(argv)) {
    const m = /^\.(output|once|save|backup|read|import)\s+(?:-\S+\s+)*("[^"]*"|'[^']*'|\S+)/.exec(c);
    if (m === null) continue;
    const f = (m[2] as string).replace(/^["']|["']$/g, '');
    if (f !== '' && f !== 'stdout' && !f.startsWith('|')) put(f, m[1] === 'read' || m[1] === 'import' ? 'read' : 'write', `sqlite3 .${m[1] as string}`);
  }
}

/** emacs evaluating Lisp (`--eval`, `-l`, `--script`, `-f`): it can run any process, and seamc reads no Lisp */
function emacs(vals: readonly string[]): Started {
  const at = vals.findIndex((v) => /^(?:--?eval|--execute|-l|--load|--script|-x|-f|--funcall)(?:=|$)/.test(v));
  return at < 0 ? { lines: [] } : { lines: [], opaque: `a line that runs emacs lisp, which seamc does not read (${vals[at] as string})` };
}

/** `crontab -` or `crontab` fed a literal table: each job's command (after its five time fields or `@reboot`). */
function crontab(vals: readonly string[], stdin: string | undefined, unknownStdin: boolean): Started {
  const file = vals.slice(1).find((v) => !v.startsWith('-') || v === '-');
  if ((file !== undefined && file !== '-') || vals.some((v) => /^-[lre]$/.test(v))) return { lines: [] };
  if (stdin === undefined) return unknownStdin ? { lines: [], opaque: 'a line that installs cron jobs made at run time' } : { lines: [] };
  const lines: string[] = [];
  for (const l of stdin.split('\n')) {
    const t = l.trim();
    if (t === '' || t.startsWith('#') || /^[A-Za-z_][A-Za-z0-9_]*\s*=/.test(t)) continue;
    const m = /^(?:@\w+|(?:\S+\s+){4}\S+)\s+(.*)$/s.exec(t);
    if (m) lines.push((m[1] as string).replace(/(?<!\\)%.*$/s, ''));
  }
  return { lines };
}

export type ShellOut = (vals: readonly string[], stdin: string | undefined, unknownStdin: boolean) => Started;

/** gdb's `shell CMD` / `!CMD` commands (`-ex`, `--eval-command`, literal stdin); python and sourced files are code seamc does not read */
const gdb: ShellOut = (vals, stdin) => {
  const lines: string[] = [];
  let opaque: string | undefined;
  for (const c of [...optionValues(vals, ['-ex', '--ex', '-eval-command', '--eval-command', '-iex', '--init-eval-command']), ...(stdin?.split('\n') ?? [])]) {
    const m = /^\s*(?:shell\b|!)\s*(.*)$/s.exec(c);
    if (m) lines.push(m[1] as string);
    else if (/^\s*(?:py(?:thon)?|p[i]|source|pipe|\|)\b/.test(c)) opaque ??= 'a line that gives gdb code seamc does not read';
  }
  if (optionValues(vals, ['-x', '--command', '-ix', '--init-command']).length > 0) opaque ??= 'a line that gives gdb a command file seamc does not read';
  return { lines, ...(opaque !== undefined ? { opaque } : {}) };
};

/** `npx -c CMD`, `npm exec -c CMD` / `--call=CMD`: the command runs in a shell */
const npmCall: ShellOut = (vals) => ({ lines: vals[0] === 'npm' && vals[1] !== 'exec' && vals[1] !== 'x' ? [] : optionValues(vals, ['-c', '--call']) });

/** `sg GROUP -c CMD` or `sg GROUP CMD`: the command runs in a shell */
const sg: ShellOut = (vals) => {
  const rest = vals.slice(vals[1] === '-' ? 2 : 1);
  const cmd = rest[1] === '-c' ? rest[2] : rest.length > 1 ? rest.slice(1).join(' ') : undefined;
  return { lines: cmd === undefined ? [] : [cmd] };
};

/** `make -f -` reads its makefile from stdin: the recipes of the goals named (of the first target without one) */
const makeStdin: ShellOut = (vals, stdin) => {
  const f = optionValues(vals, ['-f', '--file', '--makefile']);
  if (!f.includes('-') || stdin === undefined) return { lines: [] };
  const goals = vals.slice(1).filter((v, k, a) => !v.startsWith('-') && !v.includes('=') && !['-f', '--file', '--makefile', '-C', '--directory'].includes(a[k - 1] ?? ''));
  return { lines: makeRecipes(stdin, goals) };
};

export const SHELL_OUTS: ReadonlyMap<string, ShellOut> = new Map<string, ShellOut>([
  ['gdb', gdb],
  ['npx', npmCall],
  ['npm', npmCall],
  ['sg', sg],
  ['make', makeStdin],
  ['gmake', makeStdin],
  ...VIMS.map((v): [string, ShellOut] => [v, vim]),
  ['man', man],
  ['emacs', emacs],
  ['sqlite3', sqlite],
  ['crontab', crontab],
  ...CLIENT_ESCAPES,
]);
