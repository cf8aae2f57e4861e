/**
 * What a sed script does besides editing its input: GNU sed's `e CMD` runs a command and `s/a/b/e` runs the pattern
 * space (made at run time: opaque); `r FILE` / `R FILE` read a file, `w FILE` / `W FILE` and the `w FILE` flag of
 * `s` write one. `sed '1e git push -f' x` runs git; `sed -n 'w .github/workflows/ci.yml' src.yml` writes the
 * workflow. effects.ts puts the files, launch.ts runs the commands.
 */
import { has, scan, values } from './opts.js';

export interface SedScript {
  readonly lines: readonly string[];
  readonly reads: readonly string[];
  readonly writes: readonly string[];
  readonly opaque?: string;
  /** its substitutions, as written (pattern and replacement without delimiters) */
  readonly subs: readonly Substitution[];
}

export interface Substitution {
  readonly pattern: string;
  readonly replacement: string;
  readonly flags: string;
  readonly delim: string;
}

export interface SedArgs {
  readonly scripts: readonly string[];
  /** the input files */
  readonly files: readonly string[];
  readonly inplace: boolean;
  /** `-f FILE` script files */
  readonly scriptFiles: readonly string[];
}

/** sed's own arguments: its scripts (-e, --expression, or the first operand), input files, -i, -f files. */
export function sedArgs(argv: readonly string[]): SedArgs {
  const s = scan(argv, { v: 'efl', o: 'i', l: ['expression', 'file', 'line-length'] });
  const inplace = has(s, '-i', '--in-place');
  const scriptFiles = values(s, '-f', '--file');
  const scripted = has(s, '-e', '--expression', '-f', '--file');
  // BSD sed takes the backup suffix as its own word: `sed -i '' s/a/b/ f`
  const bsd = inplace && !scripted && s.pos[0] === '';
  const files = scripted ? s.pos : s.pos.slice(bsd ? 2 : 1);
  const scripts = scripted ? values(s, '-e', '--expression') : s.pos.slice(bsd ? 1 : 0, bsd ? 2 : 1);
  return { scripts, files, inplace, scriptFiles };
}

/** The index after a delimited part (`s/RE/`) that starts at `i`, escapes honoured. */
function past(t: string, i: number, d: string): number {
  while (i < t.length) {
    if (t[i] === '\\') i += 2;
    else if (t[i++] === d) return i;
  }
  return i;
}

/** The index after an address (`12`, `$`, `/re/I`, `\cREc`, `first~step`) at `i`, or `i` when there is none. */
function address(t: string, i: number): number {
  if (t[i] === '/' || t[i] === '\\') {
    const d = t[i] === '\\' ? (t[i + 1] ?? '') : '/';
    i = past(t, i + (t[i] === '\\' ? 2 : 1), d);
    while (t[i] === 'I' || t[i] === 'M') i++;
    return i;
  }
  const m = /^(?:\d+(?:~\d+)?|\$|[+~]\d+)/.exec(t.slice(i));
  return m ? i + m[0].length : i;
}

export function sedScript(script: string): SedScript {
  const lines: string[] = [];
  const reads: string[] = [];
  const writes: string[] = [];
  const subs: Substitution[] = [];
  let opaque: string | undefined;
  const t = script;
  let i = 0;
  const rest = (): string => {
    const e = t.indexOf('\n', i);
    const v = t.slice(i, e < 0 ? t.length : e);
    i = e < 0 ? t.length : e + 1;
    return v.trim();
  };
  const toEnd = (): void => {
    while (i < t.length && t[i] !== ';' && t[i] !== '\n' && t[i] !== '}') i++;
  };
  while (i < t.length) {
    while (i < t.length && /[\s;]/.test(t[i] as string)) i++;
    if (i >= t.length) break;
    i = address(t, i);
    if (t[i] === ',') i = address(t, i + 1);
    while (t[i] === ' ' || t[i] === '!') i++;
    const c = t[i++];
    if (c === undefined || c === '{' || c === '}') continue;
    if (c === '#' || c === 'a' || c === 'i' || c === 'c') {
      // a comment, or text to append / insert / change (one-line GNU form, or continued lines ending in `\`)
      let line = rest();
      while (line.endsWith('\\') && i < t.length) line = rest();
    } else if (c === ':' || c === 'b' || c === 't' || c === 'T' || c === 'v') toEnd();
    else if (c === 's') {
      const d = t[i++] ?? '/';
      const mid = past(t, i, d);
      const end = past(t, mid, d);
      const flags = /^[gpiImMe0-9]*/.exec(t.slice(end))?.[0] ?? '';
      subs.push({ pattern: t.slice(i, mid - 1), replacement: t.slice(mid, end - 1), flags, delim: d });
      i = end + flags.length;
      if (flags.includes('e')) opaque ??= 'a line whose sed script runs its pattern space as a command (s///e)';
      if (t[i] === 'w') {
        i++;
        writes.push(rest());
      }
    } else if (c === 'y') {
      const d = t[i++] ?? '/';
      i = past(t, past(t, i, d), d);
    } else if (c === 'e') {
      const cmd = rest();
      if (cmd === '') opaque ??= 'a line whose sed script runs its pattern space as a command (e)';
      else lines.push(cmd);
    } else if (c === 'r' || c === 'R') reads.push(rest());
    else if (c === 'w' || c === 'W') writes.push(rest());
    else if (c === 'q' || c === 'Q' || c === 'l' || c === 'L') {
      while (/[\d ]/.test(t[i] ?? '')) i++;
    }
  }
  return { lines, subs, reads: reads.filter(Boolean), writes: writes.filter((w) => w !== '' && w !== '/dev/stdout' && w !== '/dev/stderr'), ...(opaque !== undefined ? { opaque } : {}) };
}
