/**
 * Compilers, bundlers, converters and package tools write where an option tells them (`gcc -o /tmp/x`, `tsc
 * --outDir ../dist`, `pip install --target DIR`, `docker save -o FILE`), and a few programs write the file their
 * operand names (`mkfifo`, `script`, `python3 -m venv DIR`, `uv venv DIR`, `mktemp`, `sqlite3 DB` with statements that
 * write). Each is a write of that place, so a rule on
 * writes outside the repository, or on those paths, meets it. effects.ts chains these handlers after its own.
 */
import type { OptSpec } from './opts.js';
import { has, scan, values } from './opts.js';
import type { Put } from './sink.js';

type Handler = (argv: readonly string[], stdin: string | undefined, put: Put) => void;

/**
 * The values of the options `names` (short `-o`, long `--outDir`; long names match without regard to case, as tsc
 * reads them) are written; `subs`: only under these subcommands (the first operand).
 */
function outputs(spec: OptSpec, names: readonly string[], subs?: readonly string[], place: (v: string) => string = (v) => v): Handler {
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const folded: OptSpec = { ...spec, l: (spec.l ?? []).map((n) => n.toLowerCase()) };
  return (argv, _stdin, put) => {
    const s = scan(argv.map((a) => (a.startsWith('--') ? a.replace(/^[^=]*/, (n) => n.toLowerCase()) : a)), folded);
    if (subs !== undefined && !subs.includes(s.pos[0] ?? '')) return;
    for (const [k, vs] of s.opts) if (wanted.has(k.toLowerCase())) for (const v of vs) if (v !== '' && v !== '-') put(place(v), 'write', `${argv[0] as string} ${k}`);
  };
}

/** docker's `--output type=local,dest=DIR` names its folder by `dest=` (another exporter writes no local file) */
const dockerDest = (v: string): string => /(?:^|,)dest=([^,]+)/.exec(v)?.[1] ?? (v.includes('=') ? '' : v);

const CC: Handler = outputs({ v: 'oIDLlxUeFB' }, ['-o']);
const BUNDLER = (long: readonly string[]): Handler => outputs({ v: 'od', l: long.map((n) => n.slice(2)) }, long);

/** `python3 -m venv DIR` and `-m virtualenv DIR`: the environment's folder */
const python: Handler = (argv, _stdin, put) => {
  const m = argv.indexOf('-m');
  if (m < 0 || (argv[m + 1] !== 'venv' && argv[m + 1] !== 'virtualenv')) return;
  for (const d of scan(argv, { l: ['prompt', 'python', 'activators'], v: 'p' }, m + 2).pos) put(d, 'write', `python -m ${argv[m + 1] as string}`);
};

/** `mktemp [-d] [-p DIR | -t | --tmpdir[=DIR]] [TEMPLATE]`: in the temporary folder unless a template names a place */
const mktemp: Handler = (argv, _stdin, put) => {
  const s = scan(argv, { v: 'p', l: ['suffix'] });
  if (has(s, '-u', '--dry-run')) return;
  const template = s.pos[0];
  const dir = values(s, '-p', '--tmpdir').find((d) => d !== '') ?? (template === undefined || has(s, '-t', '--tmpdir', '-p') ? '/tmp' : undefined);
  const name = (template ?? 'tmp.XXXXXXXXXX').replace(/X+$/, (x) => '?'.repeat(x.length));
  put(dir === undefined ? name : `${dir.replace(/\/+$/, '')}/${name.replace(/^.*\//, '')}`, 'write', 'mktemp');
};

const SQLITE_VALUED = new Set(['-cmd', '-separator', '-newline', '-nullvalue', '-init', '-vfs', '-mmap', '-pagecache', '-lookaside', '-maxsize', '-heap', '-escape']);

/** `sqlite3 DB [SQL...]`: the database is written unless every statement given only reads */
const sqlite: Handler = (argv, _stdin, put) => {
  // its options are single-dash words, some with a value
  const pos: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    const a = (argv[i] as string).replace(/^--/, '-');
    if (!a.startsWith('-') || a === '-') pos.push(argv[i] as string);
    else if (SQLITE_VALUED.has(a)) i++;
  }
  const db = pos[0];
  if (db === undefined || db === ':memory:' || db === '' || argv.some((a) => a === '-readonly' || a === '--readonly')) return;
  const sql = pos.slice(1);
  const reads = sql.length > 0 && sql.every((q) => /^\s*(?:select|with|pragma\s+\w+\s*;?\s*$|explain|\.(?:tables|schema|dump|indexes|mode|headers))\b/i.test(q) && !/\b(?:insert|update|delete|create|drop|alter|replace|attach|vacuum)\b/i.test(q));
  put(db, reads ? 'read' : 'edit', 'sqlite3');
};

/** each operand is a file the program makes */
const makes = (spec: OptSpec): Handler => (argv, _stdin, put) => {
  for (const f of scan(argv, spec).pos) put(f, 'write', argv[0] as string);
};

export const OUTPUTS: readonly (readonly [string, Handler])[] = [
  ...['gcc', 'g++', 'cc', 'c++', 'clang', 'clang++', 'tcc'].map((p): [string, Handler] => [p, CC]),
  ['rustc', outputs({ v: 'oLlC', l: ['out-dir', 'crate-type', 'crate-name', 'edition', 'emit', 'target'] }, ['-o', '--out-dir'])],
  ['go', outputs({ v: 'o', l: [] }, ['-o'], ['build', 'test'])],
  ['javac', outputs({ v: 'dshp', l: [] }, ['-d', '-s', '-h'])],
  ['tsc', outputs({ v: 'pt', l: ['outDir', 'outFile', 'declarationDir', 'tsBuildInfoFile', 'project', 'target', 'module', 'lib', 'jsx', 'rootDir'] }, ['--outDir', '--outFile', '--declarationDir', '--tsBuildInfoFile'])],
  ['esbuild', BUNDLER(['--outfile', '--outdir', '--metafile'])],
  ['webpack', outputs({ v: 'oc', l: ['output-path', 'config', 'mode', 'entry'] }, ['-o', '--output-path'])],
  ['vite', outputs({ v: 'mc', l: ['outDir', 'mode', 'config', 'base'] }, ['--outDir'])],
  ['rollup', outputs({ v: 'odfi', l: ['file', 'dir', 'format', 'input'] }, ['-o', '--file', '-d', '--dir'])],
  ...['babel', 'swc'].map((p): [string, Handler] => [p, outputs({ v: 'od', l: ['out-file', 'out-dir', 'config-file'] }, ['-o', '--out-file', '-d', '--out-dir'])]),
  ['pandoc', outputs({ v: 'oftd', l: ['output', 'from', 'to', 'template', 'defaults'] }, ['-o', '--output'])],
  ...['pip', 'pip3'].map((p): [string, Handler] => [p, outputs({ v: 'dtwre', l: ['dest', 'target', 'prefix', 'root', 'wheel-dir', 'requirement', 'editable', 'src'] }, ['-d', '--dest', '-t', '--target', '--prefix', '--root', '-w', '--wheel-dir', '--src'])]),
  ['npm', outputs({ v: 'w', l: ['prefix', 'pack-destination', 'workspace'] }, ['--prefix', '--pack-destination'])],
  ['cargo', outputs({ v: 'p', l: ['target-dir', 'artifact-dir', 'out-dir', 'root', 'package', 'manifest-path'] }, ['--target-dir', '--artifact-dir', '--out-dir'])],
  ...['docker', 'podman', 'nerdctl'].map((p): [string, Handler] => [p, outputs({ v: 'otf', l: ['output', 'tag', 'file', 'target', 'platform', 'build-arg'] }, ['-o', '--output'], ['build', 'save', 'export', 'buildx'], dockerDest)]),
  ...['python', 'python3'].map((p): [string, Handler] => [p, python]),
  ['uv', (argv, _s, put) => {
    const s = scan(argv, { v: 'p', l: ['python', 'prompt', 'directory', 'project'] });
    if (s.pos[0] === 'venv') put(s.pos[1] ?? '.venv', 'write', 'uv venv');
  }],
  ['virtualenv', makes({ v: 'p', l: ['python', 'prompt', 'activators'] })],
  ['mkfifo', makes({ v: 'mZ', l: ['mode', 'context'] })],
  ['mknod', (argv, _s, put) => {
    const f = scan(argv, { v: 'mZ', l: ['mode', 'context'] }).pos[0];
    if (f !== undefined) put(f, 'write', 'mknod');
  }],
  ['script', (argv, _s, put) => {
    const s = scan(argv, { v: 'cTOBIEm', l: ['command', 'log-timing', 'log-out', 'log-in', 'log-io', 'echo', 'logging-format', 'output-limit'] });
    for (const f of [...values(s, '-O', '--log-out', '-B', '--log-io', '-T', '--log-timing'), ...(s.pos.length > 0 ? s.pos.slice(0, 1) : ['typescript'])]) put(f, 'write', 'script');
  }],
  ['mktemp', mktemp],
  ['sqlite3', sqlite],
];

/** The map with each OUTPUTS handler run after the handler it already holds for that program. */
export function withOutputs<H extends (argv: readonly string[], stdin: string | undefined, put: Put, ...more: never[]) => void>(map: Map<string, H>): Map<string, H> {
  return chainInto(map, OUTPUTS);
}

/** The map with each of `more`'s handlers run after the handler it already holds for that program. */
export function chainInto<H extends (argv: readonly string[], stdin: string | undefined, put: Put, ...more: never[]) => void>(map: Map<string, H>, more: readonly (readonly [string, Handler])[]): Map<string, H> {
  for (const [p, h] of more) {
    const own = map.get(p);
    map.set(p, (own === undefined ? h : (((argv: readonly string[], stdin: string | undefined, put: Put, ...more: never[]) => {
      own(argv, stdin, put, ...more);
      h(argv, stdin, put);
    }) as unknown)) as H);
  }
  return map;
}
