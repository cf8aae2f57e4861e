/**
 * PowerShell's own cmdlets, as the POSIX commands that do the same: a Windows agent's shell tool runs PowerShell, and
 * `pwsh -c` does anywhere, so `Remove-Item -Recurse -Force ~` is judged as `rm -rf ~`, `Set-Content -Path .env -Value
 * x` as a write of .env, `Get-Content .env` as a read, `Copy-Item`, `Move-Item`, `New-Item` and the web cmdlets
 * likewise. Cmdlet names, aliases and parameters are case-insensitive, and a parameter may be shortened to any
 * unambiguous prefix (`-r`, `-Rec`, `-fo`). A name like these run by bash is "command not found": the extra reading
 * is never wrong there. Vendor-free.
 */
import type { Launcher } from './launch.js';
import { quote } from './render.js';

interface Params {
  readonly pos: string[];
  readonly named: Map<string, string>;
  readonly switches: Set<string>;
}

/** `-Name value` and `-Name:value` for the value parameters a cmdlet takes, switches otherwise (names lower-cased) */
function params(vals: readonly string[], valued: readonly string[], switches: readonly string[]): Params {
  const out: Params = { pos: [], named: new Map(), switches: new Set() };
  const full = (w: string, list: readonly string[]): string | undefined => list.find((n) => n.startsWith(w));
  for (let i = 1; i < vals.length; i++) {
    const a = vals[i] as string;
    const m = /^-([A-Za-z]+)(?::(.*))?$/.exec(a);
    if (m === null) {
      out.pos.push(a);
      continue;
    }
    const name = (m[1] as string).toLowerCase();
    const v = full(name, valued);
    if (v !== undefined) out.named.set(v, m[2] ?? (vals[++i] as string | undefined) ?? '');
    else out.switches.add(full(name, switches) ?? name);
  }
  return out;
}

/** a path word as the line would give it to a POSIX command: `~` and plain words as they are, anything else quoted */
const word = (s: string): string => (/^~?[\w./\\:-]*$/.test(s) && s !== '' ? s.replace(/\\/g, '/') : quote(s));
const paths = (p: Params): string[] => [...(p.named.get('path') ?? p.named.get('literalpath') ?? '').split(',').filter(Boolean), ...p.pos.slice(0, 1)];
const job = (text: string | undefined) => ({ jobs: text === undefined ? [] : [{ text }], data: [], reads: [] });

const remove: Launcher = (vals) => {
  const p = params(vals, ['path', 'literalpath', 'filter', 'include', 'exclude', 'credential', 'stream'], ['recurse', 'force', 'whatif', 'confirm']);
  if (p.switches.has('whatif')) return job(undefined);
  const list = paths(p);
  return job(list.length === 0 ? undefined : `rm ${p.switches.has('recurse') ? '-rf' : '-f'} -- ${list.map(word).join(' ')}`);
};

const setContent = (op: '>' | '>>'): Launcher => (vals) => {
  const p = params(vals, ['path', 'literalpath', 'value', 'encoding', 'filter', 'include', 'exclude', 'stream', 'delimiter'], ['force', 'nonewline', 'passthru', 'whatif']);
  const list = paths(p);
  if (list.length === 0 || p.switches.has('whatif')) return job(undefined);
  const value = p.named.get('value') ?? p.pos[1] ?? '';
  return job(list.map((f) => `printf '%s\\n' ${quote(value)} ${op} ${word(f)}`).join('; '));
};

const outFile: Launcher = (vals, _f, stdin) => {
  const p = params(vals, ['filepath', 'literalpath', 'encoding', 'width', 'inputobject'], ['append', 'force', 'noclobber', 'nonewline', 'whatif']);
  const f = p.named.get('filepath') ?? p.named.get('literalpath') ?? p.pos[0];
  if (f === undefined || p.switches.has('whatif')) return job(undefined);
  return job(`printf '%s' ${quote(p.named.get('inputobject') ?? stdin ?? '')} ${p.switches.has('append') ? '>>' : '>'} ${word(f)}`);
};

const getContent: Launcher = (vals) => {
  const p = params(vals, ['path', 'literalpath', 'totalcount', 'tail', 'head', 'first', 'last', 'encoding', 'delimiter', 'readcount', 'filter', 'include', 'exclude', 'stream'], ['raw', 'wait', 'force']);
  const list = paths(p);
  return job(list.length === 0 ? undefined : `cat -- ${list.map(word).join(' ')}`);
};

const copyMove = (cmd: 'cp -r' | 'mv'): Launcher => (vals) => {
  const p = params(vals, ['path', 'literalpath', 'destination', 'filter', 'include', 'exclude', 'credential'], ['recurse', 'force', 'container', 'passthru', 'whatif']);
  const src = paths(p);
  const dest = p.named.get('destination') ?? p.pos[p.named.has('path') || p.named.has('literalpath') ? 0 : 1];
  return job(src.length === 0 || dest === undefined || p.switches.has('whatif') ? undefined : `${cmd} -- ${[...src, dest].map(word).join(' ')}`);
};

const newItem: Launcher = (vals) => {
  const p = params(vals, ['path', 'name', 'itemtype', 'value', 'type'], ['force', 'whatif']);
  const base = p.named.get('path') ?? p.pos[0];
  const f = base === undefined ? p.named.get('name') : p.named.has('name') ? `${base}/${p.named.get('name') as string}` : base;
  if (f === undefined || p.switches.has('whatif') || /^d/i.test(p.named.get('itemtype') ?? p.named.get('type') ?? '')) return job(undefined);
  return job(`printf '%s' ${quote(p.named.get('value') ?? '')} > ${word(f)}`);
};

const web: Launcher = (vals) => {
  const p = params(vals, ['uri', 'outfile', 'method', 'body', 'headers', 'infile', 'proxy', 'contenttype', 'useragent', 'credential', 'timeoutsec'], ['usebasicparsing', 'passthru']);
  const uri = p.named.get('uri') ?? p.pos[0];
  if (uri === undefined) return job(undefined);
  const out = p.named.get('outfile');
  const inFile = p.named.get('infile');
  return job(`curl ${quote(uri)}${out !== undefined ? ` -o ${word(out)}` : ''}${inFile !== undefined ? ` -T ${word(inFile)}` : ''}`);
};

const TABLE: readonly (readonly [readonly string[], Launcher])[] = [
  [['remove-item', 'ri', 'del', 'erase', 'rd', 'rmdir'], remove],
  [['set-content'], setContent('>')],
  [['add-content', 'ac'], setContent('>>')],
  [['out-file'], outFile],
  [['get-content', 'gc'], getContent],
  [['copy-item', 'copy', 'cpi'], copyMove('cp -r')],
  [['move-item', 'move', 'mi'], copyMove('mv')],
  [['new-item', 'ni'], newItem],
  [['invoke-webrequest', 'iwr', 'invoke-restmethod', 'irm'], web],
];

/** Every cmdlet and alias under its lower-case name (more-launchers.ts `folded` runs `Remove-Item` as `remove-item`). */
export const PWSH_LAUNCHERS: readonly (readonly [string, Launcher])[] = TABLE.flatMap(([names, l]) => names.map((n): [string, Launcher] => [n, l]));
