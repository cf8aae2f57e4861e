/** File writes, edits and deletes of a normalized command: redirections and the programs that change files. */
import type { FileEffect } from './types.js';
import { type Put, under } from './sink.js';
import { sedArgs, sedScript } from './sed-script.js';
import { sqliteFiles } from './shell-outs.js';
import { fileRef } from './literal-out.js';

type Handler = (argv: readonly string[], stdin: string | undefined, put: Put, input: Input) => void;
import { has, into, scan, type Scanned, values } from './opts.js';
import { SCP_VALUED } from './client-escapes.js';
import { readPatchEnvelope } from './patch.js';
import { find } from './find.js';
import type { Input } from './patching.js';
import { gitApply, patch } from './patching.js';
import { FORMATTERS } from './formatters.js';
import { gitElsewhere, INSTALLERS } from './installs.js';
import { withOutputs } from './outputs.js';
import { classify } from './programs.js';

/** cp/mv/install/rsync/scp: sources, and a destination that may be a folder (then each source lands inside). */
function copy(via: string, s: Scanned, put: Put, srcOp: 'read' | 'delete', remote = false, stdin?: string): void {
  // a recursive copy reads every file below a source folder (a move takes the folder whole anyway)
  const deep = srcOp === 'read' && has(s, '-r', '-R', '-a', '--recursive', '--archive') ? { hidden: true, links: has(s, '-L', '--dereference', '--copy-links') || via === 'scp' } : undefined;
  const far = (p: string): boolean => remote && /^[^/]{2,}:/.test(p);
  const t = values(s, '-t', '--target-directory')[0];
  if (t === undefined && s.pos.length < 2) return;
  const srcs = t !== undefined ? s.pos : s.pos.slice(0, -1);
  const dst = t ?? (s.pos[s.pos.length - 1] as string);
  for (const src of srcs) if (!far(src)) put(src, srcOp, via, undefined, deep);
  if (far(dst)) return;
  if (t === undefined) put(dst, 'write', via, srcs.length === 1 && (srcs[0] === '/dev/stdin' || srcs[0] === '/proc/self/fd/0') ? stdin : srcs.length === 1 && !far(srcs[0] as string) ? fileRef(srcs[0] as string) : undefined);
  if (has(s, '-T', '--no-target-directory')) return;
  for (const src of srcs) put(into(dst, far(src) ? src.slice(src.indexOf(':') + 1) : src), 'write', via, far(src) ? undefined : fileRef(src));
}

const CP = { v: 'tS', l: ['target-directory', 'suffix'] };

/**
 * A hard link is a second name for the same file: whatever is later written or read through it (an edit tool, `cat`)
 * changes or shows the original, and no path check can tell them apart. So linking a file counts as reading and
 * writing it (a symbolic link resolves to its target when it is used, so it does not).
 */
function hardLinked(sources: readonly string[], via: string, put: Put): void {
  for (const src of sources) {
    put(src, 'read', via);
    put(src, 'write', via);
  }
}
export const RSYNC_LONG = 'rsh exclude include filter exclude-from include-from files-from port password-file log-file temp-dir partial-dir backup-dir suffix chmod chown block-size max-size min-size timeout contimeout bwlimit compare-dest copy-dest link-dest remote-option out-format info debug iconv usermap groupmap rsync-path max-delete modify-window'.split(' ');

function git(argv: readonly string[], stdin: string | undefined, put: Put, input: Input): void {
  const sub = classify(argv).pos[0];
  if (sub === undefined) return;
  const name = argv[sub];
  const rest = argv.slice(sub);
  // `git -C DIR`: its paths are under DIR (several compose)
  let dir: string | undefined;
  for (let i = 1; i < sub; i++) if (argv[i] === '-C' && argv[i + 1] !== undefined) dir = under(dir, argv[++i] as string);
  if (dir !== undefined) {
    const at = dir;
    const inner = put;
    put = (p, op, via, content, deep, patch) => inner(under(at, p), op, via, content, deep, patch);
  }
  gitElsewhere(rest, put);
  if (name === 'apply' || name === 'am') gitApply(rest, stdin, input, put);
  else if (name === 'checkout' || name === 'restore') {
    const s = scan(rest, { v: 'bBsU', l: ['orphan', 'source', 'pathspec-from-file', 'conflict', 'unified'] });
    const dd = rest.indexOf('--');
    if (dd >= 0) for (const p of rest.slice(dd + 1)) put(p, 'write', `git ${name}`);
    else if (!has(s, '-b', '-B', '--orphan')) for (const p of s.pos) put(p, 'write', `git ${name}`);
  } else if (name === 'rm') for (const p of scan(rest, {}).pos) put(p, 'delete', 'git rm');
  else if (name === 'mv') copy('git mv', scan(rest, {}), put, 'delete');
  else if (name === 'show' || name === 'cat-file') {
    for (const p of scan(rest, {}).pos) {
      const c = p.indexOf(':');
      if (c >= 0 && c < p.length - 1) put(p.slice(c + 1), 'read', `git ${name}`);
    }
  } else if (name === 'config' && /(?:^|\s)(?:-f|--file)(?:\s|=)/.test(rest.join(' '))) {
    // `git config -f FILE`: lists FILE's content, or writes a setting into it
    const s = scan(rest, { v: 'f', l: ['file', 'blob', 'type', 'default', 'comment'] });
    for (const f of values(s, '-f', '--file')) put(f, s.pos.length >= 2 && !s.pos.some((p) => p.startsWith('--')) ? 'write' : 'read', 'git config');
  } else if (name === 'archive') {
    // `git archive TREE [paths]`: the committed content of the paths (of the whole tree without one), to stdout or --output
    const s = scan(rest, { v: 'o', l: ['format', 'prefix', 'output', 'remote', 'exec', 'add-file', 'add-virtual-file', 'worktree-attributes'] });
    if (!has(s, '--remote') && s.pos.length > 0) for (const p of s.pos.length > 1 ? s.pos.slice(1) : ['.']) put(p, 'read', 'git archive', undefined, { hidden: true, links: false });
    for (const o of values(s, '-o', '--output')) put(o, 'write', 'git archive');
  } else if (name === 'blame' || name === 'annotate' || name === 'hash-object' || (name === 'diff' && rest.includes('--no-index'))) {
    // what they print is the files' content, line by line; hash-object -w copies it where `git cat-file -p` prints it
    const s = scan(rest, name === 'hash-object' ? { v: 't', l: ['path'] } : { v: 'LSCM', l: ['contents', 'ignore-rev', 'ignore-revs-file', 'date', 'src-prefix', 'dst-prefix', 'output'] });
    for (const p of s.pos) if (p !== '-' && p !== '--' && p !== '/dev/null') put(p, 'read', `git ${name}`);
  } else if (PATHSPEC_READERS.has(name ?? '') && rest.includes('--')) {
    // `git grep x -- .env`, `git log -p -- .env`, `git diff -- .env`: what they print is from those files
    for (const p of rest.slice(rest.indexOf('--') + 1)) if (!p.startsWith(':')) put(p, 'read', `git ${name}`);
  } else if (name === 'grep') {
    const s = scan(rest, { v: 'efABCm', l: ['regexp', 'file', 'after-context', 'before-context', 'context', 'max-count', 'threads', 'max-depth', 'open-files-in-pager'] });
    for (const p of has(s, '-e', '--regexp', '-f', '--file') ? s.pos : s.pos.slice(1)) put(p, 'read', 'git grep');
  }
}

/** git commands that print the content of the files a `-- PATHSPEC` names (the working tree's, or their history) */
const PATHSPEC_READERS = new Set(['grep', 'log', 'diff', 'show', 'whatchanged', 'diff-files', 'diff-index', 'format-patch', 'stash']);

function sed(argv: readonly string[], _stdin: string | undefined, put: Put): void {
  const { scripts, files, inplace, scriptFiles } = sedArgs(argv);
  for (const f of scriptFiles) put(f, 'read', 'sed');
  // what an in-place edit may write: its scripts (a secret in `s/x/KEY=.../` is written to the file)
  const content = inplace && scripts.length > 0 ? scripts.join('\n') : undefined;
  for (const f of files) if (f !== '-') put(f, inplace ? 'edit' : 'read', inplace ? 'sed -i' : 'sed', content);
  // the files the script itself reads and writes (`r FILE`, `w FILE`, `s/a/b/w FILE`: sed-script.ts)
  const own = sedScript(scripts.join('\n'));
  for (const f of own.reads) put(f, 'read', 'sed r');
  for (const f of own.writes) put(f, 'write', 'sed w');
}

function perl(argv: readonly string[], _stdin: string | undefined, put: Put): void {
  const s = scan(argv, { v: 'eE', o: 'ilx0CFMmdDI' });
  if (!has(s, '-i')) return;
  const files = has(s, '-e', '-E') ? s.pos : s.pos.slice(1);
  const scripts = has(s, '-e', '-E') ? values(s, '-e', '-E') : s.pos.slice(0, 1);
  for (const f of files) put(f, 'edit', 'perl -i', scripts.length > 0 ? scripts.join('\n') : undefined);
}

/** ruby -i (like perl -i) and gawk's `-i inplace`: the files are edited, with the script as what may be written */
function ruby(argv: readonly string[], _stdin: string | undefined, put: Put): void {
  const s = scan(argv, { v: 'eErIC', o: 'ix0lFKTW' });
  if (!has(s, '-i')) return;
  const scripted = has(s, '-e');
  for (const f of scripted ? s.pos : s.pos.slice(1)) put(f, 'edit', 'ruby -i', scripted ? values(s, '-e').join('\n') : undefined);
}

function awkInplace(argv: readonly string[], _stdin: string | undefined, put: Put): void {
  const s = scan(argv, { v: 'fvFEil', l: ['file', 'assign', 'field-separator', 'exec', 'include', 'load'] });
  if (!values(s, '-i', '--include').includes('inplace')) return;
  const files = has(s, '-f', '--file', '-E', '--exec') ? s.pos : s.pos.slice(1);
  for (const f of files) if (f !== '-' && !/^[A-Za-z_][A-Za-z0-9_]*=/.test(f)) put(f, 'edit', 'awk -i inplace');
}

/** terminal editors an agent can drive (`vim -c wq`, `ex -sc`, `ed`): each file they open may be written */
const EDITORS = ['vim', 'vi', 'view', 'nvim', 'ex', 'ed', 'nano', 'pico', 'micro', 'emacs'];

function tar(argv: readonly string[], _stdin: string | undefined, put: Put): void {
  const a = argv.slice();
  if (a[1] !== undefined && !a[1].startsWith('-')) a[1] = `-${a[1]}`;
  const s = scan(a, { v: 'fCTXbHKNgLV', l: ['file', 'directory', 'files-from', 'exclude-from', 'exclude', 'transform', 'owner', 'group', 'mode', 'mtime', 'newer', 'use-compress-program', 'format', 'label'] });
  const archive = values(s, '-f', '--file')[0];
  const create = has(s, '-c', '--create', '-r', '--append', '-u', '--update');
  for (const f of values(s, '-T', '--files-from')) put(f, 'read', 'tar');
  if (create) {
    if (archive !== undefined && archive !== '-') put(archive, 'write', 'tar');
    const from = values(s, '-C', '--directory');
    // each -C moves where the names after it are read (taken for every name: a superset)
    for (const f of s.pos) for (const d of from.length > 0 ? from : [undefined]) put(under(d, f), 'read', 'tar', undefined, { hidden: true, links: has(s, '-h', '--dereference') });
  } else {
    if (archive !== undefined && archive !== '-') put(archive, 'read', 'tar');
    if (has(s, '-x', '--extract', '--get') && !has(s, '-O', '--to-stdout')) extracted('tar', s.pos, values(s, '-C', '--directory'), put);
  }
}

/** An archive extracted: the members named (under each target folder), or, with none named, anything below the folders (the working folder by default). */
function extracted(via: string, members: readonly string[], dirs: readonly string[], put: Put): void {
  for (const d of dirs.length > 0 ? dirs : ['.']) {
    if (members.length === 0) put(d, 'write', via);
    for (const m of members) put(d === '.' ? m : under(d, m), 'write', via);
  }
}

function chmod(argv: readonly string[], _stdin: string | undefined, put: Put): void {
  const ops: string[] = [];
  let ref = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--') {
      ops.push(...argv.slice(i + 1));
      break;
    }
    if (a.startsWith('--reference')) ref = true;
    if (/^-[RvcfhHLP]+$/.test(a) || a.startsWith('--')) continue;
    ops.push(a);
  }
  for (const f of ref ? ops : ops.slice(1)) put(f, 'edit', argv[0] as string);
}

const each = (op: FileEffect['op'], spec = {}): Handler => (argv, _s, put) => {
  for (const f of scan(argv, spec).pos) if (f !== '-') put(f, op, argv[0] as string);
};

export const WRITERS: ReadonlyMap<string, Handler> = withOutputs(new Map<string, Handler>([
  ...FORMATTERS,
  ...INSTALLERS,
  ['tee', (argv, stdin, put) => {
    const s = scan(argv, {});
    for (const f of s.pos) put(f, has(s, '-a', '--append') ? 'append' : 'write', 'tee', stdin);
  }],
  ['cp', (argv, stdin, put) => {
    const s = scan(argv, CP);
    copy('cp', s, put, 'read', false, stdin);
    // cp -l makes hard links instead of copies
    if (has(s, '-l', '--link')) hardLinked(values(s, '-t', '--target-directory').length > 0 ? s.pos : s.pos.slice(0, -1), 'cp -l', put);
  }],
  ['install', (argv, stdin, put) => {
    const s = scan(argv, { v: 'mogtS', l: ['mode', 'owner', 'group', 'target-directory', 'suffix'] });
    if (has(s, '-d', '--directory')) for (const d of s.pos) put(d, 'write', 'install');
    else copy('install', s, put, 'read', false, stdin);
  }],
  ['rsync', (argv, _s, put) => copy('rsync', scan(argv, { v: 'efBMT', l: RSYNC_LONG }), put, 'read', true)],
  ['scp', (argv, _s, put) => copy('scp', scan(argv, { v: SCP_VALUED }), put, 'read', true)],
  ['mv', (argv, _s, put) => copy('mv', scan(argv, CP), put, 'delete')],
  ['rm', each('delete')],
  ['unlink', each('delete')],
  ['rmdir', each('delete')],
  ['shred', each('delete', { v: 'ns', l: ['iterations', 'size', 'random-source'] })],
  ['sed', sed],
  ['perl', perl],
  ['sqlite3', (argv, _s, put) => sqliteFiles(argv, put)],
  ['dd', (argv, stdin, put) => {
    for (const a of argv.slice(1)) {
      // what it writes: the if= file's text (literal-out.ts fileRef), without one its stdin
      if (a.startsWith('of=')) put(a.slice(3), 'write', 'dd', ((i) => (i === undefined ? stdin : fileRef(i.slice(3))))(argv.find((x) => x.startsWith('if='))));
      else if (a.startsWith('if=')) put(a.slice(3), 'read', 'dd');
    }
  }],
  ['truncate', each('write', { v: 'sr', l: ['size', 'reference'] })],
  ['touch', each('write', { v: 'dtr', l: ['date', 'reference', 'time'] })],
  ['ln', (argv, _s, put) => {
    const s = scan(argv, { v: 'St', l: ['suffix', 'target-directory'] });
    const t = values(s, '-t', '--target-directory')[0];
    if (t !== undefined) for (const x of s.pos) put(into(t, x), 'write', 'ln');
    else if (s.pos.length === 1) put(into('.', s.pos[0] as string).slice(2), 'write', 'ln');
    else if (s.pos.length === 2) put(s.pos[1] as string, 'write', 'ln');
    else for (const x of s.pos.slice(0, -1)) put(into(s.pos[s.pos.length - 1] as string, x), 'write', 'ln');
    if (!has(s, '-s', '--symbolic')) hardLinked(t !== undefined || s.pos.length === 1 ? s.pos : s.pos.slice(0, -1), 'ln', put);
  }],
  // link FILE1 FILE2: the system call under ln, one hard link
  ['link', (argv, _s, put) => {
    const s = scan(argv, {});
    if (s.pos.length !== 2) return;
    put(s.pos[1] as string, 'write', 'link');
    hardLinked([s.pos[0] as string], 'link', put);
  }],
  ['chmod', chmod],
  ['chown', chmod],
  ['chgrp', chmod],
  ['git', git],
  ['tar', tar],
  ['zip', (argv, _s, put) => {
    const s = scan(argv, { v: 'bnPtO' });
    if (s.pos[0] !== undefined) put(s.pos[0], 'write', 'zip');
    for (const f of s.pos.slice(1)) put(f, 'read', 'zip', undefined, has(s, '-r', '--recurse-paths') ? { hidden: true, links: !has(s, '-y', '--symlinks') } : undefined);
  }],
  ['unzip', (argv, _s, put) => {
    const s = scan(argv, { v: 'dxP' });
    if (s.pos[0] !== undefined) put(s.pos[0], 'read', 'unzip');
    // -p pipes to stdout; -l, -t, -v, -Z only list or test
    if (!has(s, '-p', '-c', '-l', '-t', '-v', '-Z')) extracted('unzip', s.pos.slice(1), values(s, '-d'), put);
  }],
  ['find', find],
  ['sudo', (argv, _s, put) => {
    const s = scan(argv, { v: 'ugphCDrtTU', l: ['user', 'group', 'host', 'prompt', 'chdir', 'role', 'type', 'other-user'] });
    if (has(s, '-e', '--edit')) for (const f of s.pos) put(f, 'edit', 'sudoedit');
  }],
  ['sudoedit', (argv, _s, put) => {
    for (const f of scan(argv, { v: 'ugphCDrtTU' }).pos) put(f, 'edit', 'sudoedit');
  }],
  ['sort', (argv, _s, put) => {
    const s = scan(argv, { v: 'kotST', l: ['key', 'output', 'field-separator', 'buffer-size', 'temporary-directory', 'parallel', 'files0-from', 'compress-program', 'random-source', 'batch-size'] });
    for (const o of values(s, '-o', '--output')) put(o, 'write', 'sort');
    for (const f of s.pos) if (f !== '-') put(f, 'read', 'sort');
  }],
  ['uniq', (argv, _s, put) => {
    const s = scan(argv, { v: 'fsw', l: ['skip-fields', 'skip-chars', 'check-chars'] });
    if (s.pos[0] !== undefined && s.pos[0] !== '-') put(s.pos[0], 'read', 'uniq');
    if (s.pos[1] !== undefined) put(s.pos[1], 'write', 'uniq');
  }],
  ['openssl', (argv, _s, put) => {
    for (let i = 1; i + 1 < argv.length; i++) {
      const a = argv[i];
      if (a === '-in' || a === '-inkey' || a === '-key' || a === '-kfile' || a === '-passin') put(argv[++i] as string, 'read', 'openssl');
      else if (a === '-out') put(argv[++i] as string, 'write', 'openssl');
    }
  }],
  ['ruby', ruby],
  ['gawk', awkInplace],
  ['awk', awkInplace],
  ['sponge', (argv, stdin, put) => {
    const s = scan(argv, {});
    if (s.pos[0] !== undefined) put(s.pos[0], has(s, '-a') ? 'append' : 'write', 'sponge', stdin);
  }],
  ...EDITORS.map((e): [string, Handler] => [e, (argv, _s, put) => {
    for (const f of scan(argv, { v: 'cSTuUiwWdqrtlLfp', l: ['cmd', 'load', 'funcall', 'eval', 'directory', 'chdir'] }).pos) if (!f.startsWith('+')) put(f, 'edit', e);
  }]),
  ['patch', (argv, stdin, put, input) => patch(argv, stdin, put, input)],
  ['apply_patch', patchTool],
  ['applypatch', patchTool],
]));

function patchTool(argv: readonly string[], stdin: string | undefined, put: Put): void {
  const env = readPatchEnvelope(argv[1] ?? stdin ?? '') ?? (stdin !== undefined ? readPatchEnvelope(stdin) : undefined);
  for (const f of env?.files ?? []) put(f.path, f.op, argv[0] as string, f.op === 'delete' ? undefined : f.content);
}
