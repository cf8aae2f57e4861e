/**
 * `git apply` / `git am` and `patch`: they edit the files a diff names. A diff given as literal stdin (a heredoc,
 * `printf ... |`) is read here; a diff in a file is named with `patch` on its effect and read by the runtime
 * (compiler/runtime/patch-files.ts); a diff piped in from run-time output leaves the files unknown.
 */
import { has, scan, values } from './opts.js';
import { readUnifiedDiff } from './patch.js';
import type { Put } from './sink.js';
import { TAIL } from './sink.js';

/** Where a command's stdin comes from, when it is not literal text. */
export interface Input {
  /** a file redirected to it (`< fix.diff`) */
  readonly file?: string;
  /** a pipe of run-time output */
  readonly unknown: boolean;
}

function apply(files: readonly string[], stdin: string | undefined, input: Input, put: Put, via: string, strip: number | undefined, dir: string | undefined): void {
  const under = (p: string): string => (dir !== undefined && dir !== '' ? `${dir.replace(/\/+$/, '')}/${p}` : p);
  if (files.length === 0 && stdin !== undefined && input.file === undefined) {
    const diff = readUnifiedDiff(stdin, strip);
    if (diff !== undefined) for (const f of diff) put(under(f.path), f.op, via, f.op === 'delete' ? undefined : f.content);
    // stdin that holds no diff header patches nothing
    return;
  }
  const from = files.length > 0 ? files : input.file !== undefined ? [input.file] : [];
  if (from.length === 0) return put(TAIL, 'edit', via);
  for (const f of from) {
    if (f === '-') {
      put(TAIL, 'edit', via);
      continue;
    }
    put(f, 'read', via);
    put(f, 'edit', via, undefined, undefined, { ...(strip !== undefined ? { strip } : {}), ...(dir !== undefined ? { dir } : {}) });
  }
}

const pValue = (v: string | undefined): number | undefined => (v !== undefined && /^\d+$/.test(v) ? Number(v) : undefined);

/** `git apply [-pN] [--directory=D] [FILE...]`, `git am [FILE...]` (rest = argv from the subcommand) */
export function gitApply(rest: readonly string[], stdin: string | undefined, input: Input, put: Put): void {
  const s = scan(rest, { v: 'pC', l: ['directory', 'exclude', 'include', 'whitespace', 'build-fake-ancestor', 'patch-format', 'resolvemsg', 'signoff'] });
  const name = rest[0] as string;
  // --check, --stat, --numstat and --summary only report, unless --apply is given too
  if (name === 'apply' && has(s, '--check', '--stat', '--numstat', '--summary') && !has(s, '--apply')) return;
  const dir = values(s, '--directory')[0];
  apply(s.pos, stdin, input, put, `git ${name}`, pValue(values(s, '-p')[0]) ?? 1, dir);
}

/** `patch [-pN] [-d DIR] [-i FILE | < FILE] [ORIGFILE [PATCHFILE]] [-o OUT]` */
export function patch(argv: readonly string[], stdin: string | undefined, put: Put, input: Input): void {
  const s = scan(argv, { v: 'pdioBbDFrVYzgM', l: ['strip', 'directory', 'input', 'output', 'prefix', 'basename-prefix', 'suffix', 'reject-file', 'fuzz', 'quoting-style', 'get', 'version-control', 'read-only', 'define'] });
  if (has(s, '--dry-run', '-C', '--check')) return;
  const out = values(s, '-o', '--output');
  for (const o of out) if (o !== '-') put(o, 'write', 'patch');
  const inFile = values(s, '-i', '--input')[0] ?? s.pos[1];
  // an ORIGFILE operand is the file patched, whatever the diff names
  if (s.pos[0] !== undefined && out.length === 0) put(s.pos[0], 'edit', 'patch');
  if (s.pos[0] !== undefined) {
    if (inFile !== undefined) put(inFile, 'read', 'patch');
    return;
  }
  apply(inFile !== undefined ? [inFile] : [], stdin, input, out.length > 0 ? () => undefined : put, 'patch', pValue(values(s, '-p', '--strip')[0]), values(s, '-d', '--directory')[0]);
}
