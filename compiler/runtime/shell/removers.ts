/**
 * Programs that remove the files they were given once they have used them: `tar --remove-files`, `rsync
 * --remove-source-files`, `zip -m`, `7z a -sdel`, `zstd --rm`, `lz4 --rm`, `brotli -j`, `lzop -U`. Each is judged
 * as the `rm` that does the same (`tar --remove-files -cf /dev/null ~` removes the home folder as `rm -rf -- ~`
 * does), so a rule on `rm` and a path rule on deletes both see it. launch.ts runs the jobs.
 */
import type { Job, Launcher } from './launch.js';
import { has, scan, values } from './opts.js';
import { quote } from './render.js';
import { under } from './sink.js';

const rm = (paths: readonly string[], deep: boolean): Job[] => (paths.length === 0 ? [] : [{ text: `rm ${deep ? '-rf' : '-f'} -- ${paths.map(quote).join(' ')}` }]);

/** a long option written as any unique prefix of `name` down to `min` characters (GNU getopt takes them) */
const prefixOf = (a: string, name: string, min: number): boolean => a.length >= min && name.startsWith(a.split('=')[0] as string);

/** `tar --remove-files` with -c, -r or -u (old style `tar czf` too): each name, under its -C folder, goes after it is archived */
export function tarRemoves(vals: readonly string[]): Job[] {
  if (!vals.some((a) => prefixOf(a, '--remove-files', 5))) return [];
  const a = vals.slice();
  if (a[1] !== undefined && !a[1].startsWith('-')) a[1] = `-${a[1]}`;
  const s = scan(a, { v: 'fCTXbHKNgLVI', l: ['file', 'directory', 'files-from', 'exclude-from', 'exclude', 'transform', 'owner', 'group', 'mode', 'mtime', 'newer', 'use-compress-program', 'format', 'label', 'to-command'] });
  if (!has(s, '-c', '--create', '-r', '--append', '-u', '--update')) return [];
  const dirs = values(s, '-C', '--directory');
  return rm(s.pos.flatMap((f) => (dirs.length > 0 ? dirs.map((d) => under(d, f)) : [f])), true);
}

/** `rsync --remove-source-files` (and the older `--remove-sent-files`): each local source's files go once sent */
export function rsyncRemoves(pos: readonly string[], vals: readonly string[]): Job[] {
  if (!vals.some((a) => prefixOf(a, '--remove-source-files', 10) || prefixOf(a, '--remove-sent-files', 10)) || pos.length < 2) return [];
  return rm(pos.slice(0, -1).filter((p) => !/^[^/]*:/.test(p)), true);
}

/** `zip -m` / `--move`: the files put in the archive are removed (with -r, the folders too) */
const zip: Launcher = (vals) => {
  const s = scan(vals, { v: 'bnPtOx', l: ['temp-path', 'suffixes', 'password', 'from-date', 'output-file', 'exclude', 'include'] });
  const jobs = has(s, '-m', '--move') ? rm(s.pos.slice(1), has(s, '-r', '-R', '--recurse-paths', '--recurse-patterns')) : [];
  return { jobs, data: [], reads: [] };
};

/** `7z a -sdel ARCHIVE FILES...` (and u): the files added are removed */
const sevenZip: Launcher = (vals) => {
  if ((vals[1] !== 'a' && vals[1] !== 'u') || !vals.includes('-sdel')) return { jobs: [], data: [], reads: [] };
  const names = vals.slice(2).filter((v) => !v.startsWith('-'));
  return { jobs: rm(names.slice(1), true), data: [], reads: [] };
};

/** a compressor that keeps its input unless told: the flags that remove it, the options that take a value */
function compressor(remove: readonly string[], valued: string, long: readonly string[]): Launcher {
  return (vals) => {
    const s = scan(vals, { v: valued, l: long });
    const gone = has(s, ...remove) && !has(s, '-c', '--stdout', '-t', '--test', '-l', '--list', '-k', '--keep');
    return { jobs: gone ? rm(s.pos.filter((f) => f !== '-'), has(s, '-r', '--recursive')) : [], data: [], reads: [] };
  };
}

export const REMOVER_LAUNCHERS: readonly (readonly [string, Launcher])[] = [
  ['zip', zip],
  ...['7z', '7za', '7zr', '7zz'].map((p): [string, Launcher] => [p, sevenZip]),
  ['zstd', compressor(['--rm'], 'oDTLM', ['output-dir-flat', 'output-dir-mirror', 'format', 'patch-from', 'threads', 'memory', 'filelist'])],
  ['lz4', compressor(['--rm'], 'B', [])],
  ['brotli', compressor(['-j', '--rm'], 'oqswS', ['output', 'quality', 'window', 'large_window', 'suffix'])],
  ['lzop', compressor(['-U', '--delete', '--unlink'], 'oSp', ['output', 'suffix', 'path'])],
];
