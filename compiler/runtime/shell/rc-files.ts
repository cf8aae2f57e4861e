/**
 * The start-up files a shell named on the line sources before its command (launch.ts's shells): `bash -i` reads
 * ~/.bashrc (or its `--rcfile`), a login shell (`-l`, `--login`) ~/.bash_profile, ~/.bash_login and ~/.profile, zsh
 * reads ~/.zshenv always (`$ZDOTDIR` on the line: env-starts.ts), ~/.zshrc when interactive and ~/.zprofile and
 * ~/.zlogin at login, a POSIX sh ~/.profile at login. `echo 'git push -f' >> ~/.bashrc` in one call and `bash -ic
 * true` in the next ran the push past every rule. Each file is judged as a line that sources it: a missing one runs
 * nothing. Vendor-free.
 */
import type { Field } from './expand.js';
import type { Launch, Launcher, Unknown } from './launch.js';

/** the files `vals` (a shell's words) makes it source first, as `. FILE` lines */
export function rcLines(vals: readonly string[]): string[] {
  const sh = (vals[0] ?? '').replace(/^.*\//, '');
  const name = sh.replace(/^-/, '');
  let interactive = false;
  let login = sh.startsWith('-');
  let rc: string | undefined;
  let norc = false;
  let noprofile = false;
  let norcs = false;
  for (let i = 1; i < vals.length; i++) {
    const a = vals[i] as string;
    if (a === '--' || a === '-' || a.length < 2 || (a[0] !== '-' && a[0] !== '+')) break;
    if (a === '--login') login = true;
    else if (a === '--interactive') interactive = true;
    else if (a === '--rcfile' || a === '--init-file') rc = vals[++i];
    else if (a === '--norc') norc = true;
    else if (a === '--noprofile') noprofile = true;
    else if (a === '--no-rcs') norcs = true;
    else if (!a.startsWith('--') && a[0] === '-') {
      if (a.includes('i')) interactive = true;
      if (a.includes('l')) login = true;
      if (name === 'zsh' && a.includes('f')) norcs = true;
      if (/[oO]/.test(a)) i++;
    }
  }
  const out: string[] = [];
  if (name === 'bash') {
    if (login && !noprofile) out.push('~/.bash_profile', '~/.bash_login', '~/.profile');
    if (interactive && !norc) out.push(rc ?? '~/.bashrc');
  } else if (name === 'zsh') {
    if (!norcs) out.push('~/.zshenv', ...(login ? ['~/.zprofile', '~/.zlogin'] : []), ...(interactive ? ['~/.zshrc'] : []));
  } else if (login) out.push('~/.profile');
  return out.map((f) => `. ${f.startsWith('~/') ? f : `'${f.replace(/'/g, `'\\''`)}'`}`);
}

/** `launcher` (a shell's) with the start-up files it sources run first */
export function withRc(launcher: Launcher): Launcher {
  return (vals: readonly string[], fields: readonly Field[], stdin: string | undefined, unknown: Unknown): Launch => {
    const l = launcher(vals, fields, stdin, unknown);
    const rc = rcLines(vals);
    return rc.length === 0 || l.opaque !== undefined ? l : { ...l, jobs: [...rc.map((text) => ({ text })), ...l.jobs] };
  };
}
