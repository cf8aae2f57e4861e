/**
 * The mode argument of an interpreter's chmod call (`os.chmod('x', 0o777)`, `fs.chmodSync('x', '777')`, perl's
 * `chmod 0777, 'x'`), as the word `chmod` takes, so that inline.ts can judge the call as the `chmod MODE -- FILE` it
 * is and a rule on `chmod 777` meets it. modes.ts then reads symbolic and padded modes as it does for the shell.
 */
import type { CodeEffect } from './code-files.js';
import type { Arg, Lang } from './literals.js';
import { quote } from './render.js';

/** Python's stat constants, which code combines with `|` or `+` */
const STAT: ReadonlyMap<string, number> = new Map([
  ['S_ISUID', 0o4000], ['S_ISGID', 0o2000], ['S_ISVTX', 0o1000],
  ['S_IRWXU', 0o700], ['S_IRUSR', 0o400], ['S_IWUSR', 0o200], ['S_IXUSR', 0o100], ['S_IREAD', 0o400], ['S_IWRITE', 0o200], ['S_IEXEC', 0o100],
  ['S_IRWXG', 0o70], ['S_IRGRP', 0o40], ['S_IWGRP', 0o20], ['S_IXGRP', 0o10],
  ['S_IRWXO', 0o7], ['S_IROTH', 0o4], ['S_IWOTH', 0o2], ['S_IXOTH', 0o1],
]);

/** A number as the language writes it: 0o777, 0777 (perl, ruby, php, C-like), 0x1ff, 511. */
function numberOf(t: string, lang: Lang): number | undefined {
  const c = /^(?:stat\s*\.\s*)?(S_I\w+)$/.exec(t);
  if (c !== null) return STAT.get(c[1] as string);
  const s = t.replace(/_/g, '');
  if (/^0[oO][0-7]+$/.test(s)) return parseInt(s.slice(2), 8);
  if (/^0[xX][0-9a-fA-F]+$/.test(s)) return parseInt(s.slice(2), 16);
  if (/^0[bB][01]+$/.test(s)) return parseInt(s.slice(2), 2);
  // a leading zero is octal everywhere but Python 3, where 0777 does not parse (Python 2 read it as octal)
  if (/^0[0-7]+$/.test(s)) return parseInt(s, 8);
  return /^\d+$/.test(s) && (lang === 'python' || /^[1-9]/.test(s)) ? parseInt(s, 10) : undefined;
}

/**
 * The mode word: octal digits, or a symbolic mode given as a string (FileUtils.chmod, node's `'777'` is octal);
 * null when the mode is made at run time. Terms joined by `|` or `+` are added as bits.
 */
export function modeWord(a: Arg | undefined, lang: Lang): string | null {
  if (a === undefined) return null;
  if (typeof a.value === 'string') return /^[0-7]{1,4}$/.test(a.value) || /^[ugoa]*[-+=][rwxXst]*(?:,[ugoa]*[-+=][rwxXst]*)*$/.test(a.value) ? a.value : null;
  const terms = a.raw.replace(/^\w+\s*=\s*(?!=)/, '').replace(/^\(([^()]*)\)$/, '$1').split(/\s*[|+]\s*/);
  let bits = 0;
  for (const t of terms) {
    const n = numberOf(t.trim(), lang);
    if (n === undefined || n < 0 || n > 0o7777) return null;
    bits |= n;
  }
  return `0${bits.toString(8).padStart(3, '0')}`;
}

/** a path as a shell word with the meaning code-paths.ts gives it: a leading `~` is the home folder */
function pathWord(p: string): string {
  if (p === '~') return '~';
  return p.startsWith('~/') ? `~/${quote(p.slice(2))}` : quote(p);
}

/**
 * Code's calls that a shell command also does, as that command: a folder removed whole (`shutil.rmtree(p)`) is
 * `rm -rf -- p`, a mode set (`os.chmod(p, 0o777)`) is `chmod 0777 -- p` (a mode made at run time stays a word
 * made at run time). inline.ts and scripts.ts judge these lines beside the file effects.
 */
export function effectLines(effects: readonly CodeEffect[]): string[] {
  const out: string[] = [];
  for (const e of effects) {
    if (e.path === undefined) continue;
    if (e.tree === true) out.push(`rm -rf -- ${pathWord(e.path)}`);
    else if (e.chmod !== undefined) out.push(`chmod ${e.chmod === null ? '"$(: a mode made at run time)"' : quote(e.chmod)} -- ${pathWord(e.path)}`);
  }
  return out;
}
