/**
 * File modes spelled another way are judged as the numeric mode too, so a rule on `chmod 777` meets them: `chmod
 * u=rwx,go=rwx x`, `chmod 00777 x` and `chmod a+rwx x` are also `chmod 0777 x`; `install -m 777 a b` and `mkdir -m 777
 * d` set that mode on what they make, and are also `chmod 0777 b` / `chmod 0777 d`. A symbolic mode's number is the
 * bits it sets for sure (from nothing: `+` bits the file had already are not counted, `-` clears); a clause that names
 * no user class follows the umask, taken as the usual 022. Vendor-free.
 */
import type { Launch, Launcher } from './launch.js';
import { quote } from './render.js';
import { scan, values } from './opts.js';

const CLASS: Readonly<Record<string, number>> = { u: 0o4700, g: 0o2070, o: 0o1007 };
const PERM: Readonly<Record<string, number>> = { r: 0o444, w: 0o222, x: 0o111, X: 0o111, s: 0o6000, t: 0o1000 };
const UMASK = 0o022;

/** The mode a chmod mode word sets for sure, as four octal digits; undefined when it is no mode chmod reads. */
export function octalMode(word: string): string | undefined {
  if (/^[0-7]{1,5}$/.test(word)) return (Number.parseInt(word, 8) & 0o7777).toString(8).padStart(4, '0');
  // GNU chmod's operator and octal digits: `=777` sets them, `+777` adds them (set for sure), `-777` clears
  const op = /^([-+=])([0-7]{1,5})$/.exec(word);
  if (op !== null) return (op[1] === '-' ? 0 : Number.parseInt(op[2] as string, 8) & 0o7777).toString(8).padStart(4, '0');
  let mode = 0;
  for (const clause of word.split(',')) {
    const m = /^([ugoa]*)((?:[-+=][rwxXstugo]*)+)$/.exec(clause);
    if (m === null) return undefined;
    const who = (m[1] as string).replace('a', 'ugo');
    const mask = who === '' ? 0o7777 & ~UMASK : [...who].reduce((b, c) => b | (CLASS[c] as number), 0);
    for (const op of (m[2] as string).match(/[-+=][rwxXstugo]*/g) ?? []) {
      const bits = [...op.slice(1)].reduce((b, c) => b | (PERM[c] ?? 0), 0) & mask;
      if (op[0] === '+') mode |= bits;
      else if (op[0] === '-') mode &= ~bits;
      else mode = (mode & ~mask) | bits;
    }
  }
  return mode.toString(8).padStart(4, '0');
}

const EMPTY: Launch = { jobs: [], data: [], reads: [] };

/** `chmod [options] MODE FILE...`: the same with the mode as a number, when it was written otherwise */
const chmod: Launcher = (vals) => {
  const s = scan(vals, { l: ['reference'] });
  const [mode, ...files] = s.pos;
  if (mode === undefined || files.length === 0 || values(s, '--reference').length > 0) return EMPTY;
  const octal = octalMode(mode);
  if (octal === undefined || octal === mode) return EMPTY;
  const opts = vals.slice(1).filter((v) => v.startsWith('-') && !/^-[rwxXst]+$/.test(v));
  return { jobs: [{ text: ['chmod', ...opts, octal, ...files].map(quote).join(' ') }], data: [], reads: [] };
};

/** `install -m MODE ... DEST` and `mkdir -m MODE DIR...`: the mode set on what they make */
function madeWith(made: (pos: readonly string[], dirs: boolean) => readonly string[], valued: string): Launcher {
  return (vals) => {
    const s = scan(vals, { v: valued, l: ['mode', 'owner', 'group', 'target-directory', 'suffix', 'context'] });
    const mode = values(s, '-m', '--mode')[0];
    const octal = mode === undefined ? undefined : octalMode(mode);
    const targets = made(s.pos, values(s, '-t', '--target-directory').length > 0 || s.opts.has('-d') || s.opts.has('--directory'));
    if (octal === undefined || targets.length === 0) return EMPTY;
    return { jobs: [{ text: ['chmod', octal, ...targets].map(quote).join(' ') }], data: [], reads: [] };
  };
}

/**
 * `setfacl -m ENTRIES FILE...`: the owner, group and other entries (`u::rwx`, `g::rw`, `o::rwx`, `other:rw`) set
 * those classes' permissions as chmod would, so `setfacl -m o::rwx f` is also `chmod 0007 f` (world-writable).
 * Named users and groups (`u:deploy:rwx`) and masks are not world access.
 */
const setfacl: Launcher = (vals) => {
  const s = scan(vals, { v: 'mMxX', l: ['modify', 'modify-file', 'remove', 'remove-file', 'set', 'set-file', 'restore'] });
  const entries = values(s, '-m', '--modify', '--set').join(',').split(',');
  let mode: number | undefined;
  for (const e of entries) {
    const parts = e.trim().split(':');
    if (parts[0] === 'd' || parts[0] === 'default') parts.shift();
    const tag = parts[0] ?? '';
    // other: `o:rwx` or `o::rwx`; the owner and owning group: `u::rwx`, `g::rw` (an empty qualifier)
    const perms = tag === 'o' || tag === 'other' ? parts[parts.length - 1] : (tag === 'u' || tag === 'user' || tag === 'g' || tag === 'group') && parts.length === 3 && parts[1] === '' ? parts[2] : undefined;
    if (perms === undefined || !/^[rwxX-]*$/.test(perms)) continue;
    const bits = [...perms].reduce((b, c) => b | (PERM[c] ?? 0), 0) & (CLASS[tag[0] as string] as number) & 0o777;
    mode = (mode ?? 0) | bits;
  }
  if (mode === undefined || s.pos.length === 0) return EMPTY;
  return { jobs: [{ text: ['chmod', mode.toString(8).padStart(4, '0'), ...s.pos].map(quote).join(' ') }], data: [], reads: [] };
};

export const MODE_LAUNCHERS: readonly (readonly [string, Launcher])[] = [
  ['chmod', chmod],
  ['setfacl', setfacl],
  // install: the last operand (or, with -d / -t, every directory or the target folder's files: the operands)
  ['install', madeWith((pos, dirs) => (dirs ? pos : pos.slice(-1)), 'mogtSZ')],
  ['mkdir', madeWith((pos) => pos, 'mZ')],
];
