/**
 * A umask the line sets shapes the modes of what it then makes: `umask 000 && mkdir d` makes a world-writable folder
 * as `mkdir -m 777 d` does. The line's umask is kept in its variables (a key no variable can have), and `mkdir`
 * and `touch` after it are also the `chmod` of the mode they give, when others may write (modes.ts reads the rest).
 * Files a redirection makes under it are not read (docs/matching.md).
 */
import type { Job } from './launch.js';
import { octalMode } from './modes.js';
import { quote } from './render.js';

const KEY = '\0umask';

/** The mask a `umask` word sets: octal, or symbolic (`u=rwx,g=rwx,o=rwx` allows those, masks the rest). */
function maskOf(word: string): number | undefined {
  if (/^[0-7]{1,4}$/.test(word)) return Number.parseInt(word, 8) & 0o777;
  const allowed = /^[ugoa]*=/.test(word) ? octalMode(word) : undefined;
  return allowed === undefined ? undefined : 0o777 & ~Number.parseInt(allowed, 8);
}

/** Records a umask the line sets; what mkdir and touch then make, as the chmod of its mode. */
export function umaskJobs(argv: readonly string[], env: Map<string, string>): Job[] {
  const p = argv[0];
  if (p === 'umask') {
    const w = argv.slice(1).find((a) => !a.startsWith('-'));
    const mask = w === undefined ? undefined : maskOf(w);
    if (mask !== undefined) env.set(KEY, String(mask));
    else if (w !== undefined) env.delete(KEY);
    return [];
  }
  const kept = env.get(KEY);
  if (kept === undefined || (Number(kept) & 0o002) !== 0 || (p !== 'mkdir' && p !== 'touch')) return [];
  // mkdir -m sets its own mode (modes.ts)
  if (p === 'mkdir' && argv.some((a) => /^-[a-zA-Z]*m/.test(a) || a.startsWith('--mode'))) return [];
  const made = argv.slice(1).filter((a) => !a.startsWith('-'));
  const mode = ((p === 'mkdir' ? 0o777 : 0o666) & ~Number(kept)).toString(8).padStart(4, '0');
  return made.length === 0 ? [] : [{ text: ['chmod', mode, ...made].map(quote).join(' ') }];
}
