/** File reads of a normalized command: viewers and filters, search tools, `source`, structured-data tools. */
import type { Put } from './sink.js';
import type { OptSpec, Scanned } from './opts.js';
import type { Walk } from './types.js';
import { has, optionValues, scan, values } from './opts.js';

type Handler = (argv: readonly string[], put: Put) => void;

const operands = (spec: OptSpec = {}, skip = 0): Handler => (argv, put) => {
  for (const f of scan(argv, spec).pos.slice(skip)) if (f !== '-') put(f, 'read', argv[0] as string);
};

/**
 * grep family: the first operand is the pattern unless -e/-f gave it. `deep`: how the search takes a folder (grep
 * only with -r; rg and ag always, hidden entries only when told); a recursive search with no operand searches `.`.
 */
const search = (spec: OptSpec, given: string[], deep: (s: Scanned) => Walk | undefined): Handler => (argv, put) => {
  const s = scan(argv, spec);
  for (const f of values(s, '-f', '--file')) put(f, 'read', argv[0] as string);
  const files = has(s, ...given) ? s.pos : s.pos.slice(1);
  const d = deep(s);
  for (const f of files.length === 0 && d !== undefined ? ['.'] : files) if (f !== '-') put(f, 'read', argv[0] as string, undefined, d);
};

const filters = (include: readonly string[], exclude: readonly string[]) => ({ ...(include.length > 0 ? { include } : {}), ...(exclude.length > 0 ? { exclude } : {}) });
const grepDeep = (s: Scanned): Walk | undefined => {
  const links = has(s, '-R', '--dereference-recursive');
  if (!links && !has(s, '-r', '--recursive') && !values(s, '-d', '--directories').includes('recurse')) return undefined;
  return { hidden: true, links, ...filters(values(s, '--include'), values(s, '--exclude', '--exclude-dir')) };
};
const rgDeep = (s: Scanned): Walk => {
  const globs = values(s, '-g', '--glob', '--iglob');
  const hidden = has(s, '--hidden', '-.') || (s.opts.get('-u')?.length ?? 0) >= 2;
  return { hidden, links: has(s, '-L', '--follow'), ...filters(globs.filter((g) => !g.startsWith('!')), globs.filter((g) => g.startsWith('!')).map((g) => g.slice(1))) };
};
const agDeep = (s: Scanned): Walk => ({ hidden: has(s, '--hidden', '-u', '--unrestricted'), links: has(s, '-f', '--follow') });

const GREP: OptSpec = { v: 'efmABCdD', l: ['regexp', 'file', 'max-count', 'after-context', 'before-context', 'context', 'devices', 'directories', 'include', 'exclude', 'exclude-from', 'exclude-dir', 'label', 'binary-files'] };
const RG: OptSpec = { v: 'efgtTmABCjMrE', l: ['regexp', 'file', 'glob', 'iglob', 'type', 'type-not', 'max-count', 'after-context', 'before-context', 'context', 'threads', 'max-columns', 'replace', 'pre', 'encoding', 'ignore-file', 'max-depth', 'sort', 'sortr', 'type-add', 'colors'] };
const AG: OptSpec = { v: 'GABCmp', l: ['ignore', 'file-search-regex', 'depth', 'path-to-ignore', 'after', 'before', 'context', 'max-count'] };

const awk: Handler = (argv, put) => {
  const s = scan(argv, { v: 'fvFEil', l: ['file', 'assign', 'field-separator', 'exec', 'include', 'load'] });
  const progFiles = values(s, '-f', '--file', '-E', '--exec');
  for (const f of progFiles) put(f, 'read', argv[0] as string);
  for (const f of progFiles.length > 0 ? s.pos : s.pos.slice(1)) if (f !== '-' && !/^[A-Za-z_][A-Za-z0-9_]*=/.test(f)) put(f, 'read', argv[0] as string);
};

const jq: Handler = (argv, put) => {
  const files: string[] = [];
  let filter = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--args' || a === '--jsonargs') break;
    if (a === '--arg' || a === '--argjson') i += 2;
    else if (a === '--slurpfile' || a === '--rawfile') put(argv[(i += 2)] ?? '', 'read', 'jq');
    else if (a === '-f' || a === '--from-file') {
      put(argv[++i] ?? '', 'read', 'jq');
      filter = true;
    } else if (a === '--indent' || a === '-L') i++;
    else if (a === '-' || !a.startsWith('-')) files.push(a);
  }
  for (const f of filter ? files : files.slice(1)) if (f !== '-') put(f, 'read', 'jq');
};

const yq: Handler = (argv, put) => {
  const s = scan(argv, { v: 'oIpn', l: ['output-format', 'input-format', 'indent', 'expression'] });
  const pos = ['e', 'eval', 'ea', 'eval-all'].includes(s.pos[0] ?? '') ? s.pos.slice(1) : s.pos;
  for (const f of has(s, '--expression') ? pos : pos.slice(1)) if (f !== '-') put(f, 'read', 'yq');
};

const VIEWERS: readonly [string, OptSpec][] = [
  ['cat', {}],
  ['tac', { v: 's' }],
  ['less', { v: 'bhjkoOpPtTxyz', l: ['log-file', 'pattern', 'tag', 'tabs'] }],
  ['more', { v: 'n' }],
  ['head', { v: 'nc', l: ['lines', 'bytes'] }],
  ['tail', { v: 'ncs', l: ['lines', 'bytes', 'sleep-interval', 'pid', 'max-unchanged-stats'] }],
  ['nl', { v: 'bdfhilnsvw' }],
  ['od', { v: 'AjNtSw', l: ['address-radix', 'skip-bytes', 'read-bytes', 'format', 'strings', 'width'] }],
  ['xxd', { v: 'cglson' }],
  ['hexdump', { v: 'efns' }],
  ['strings', { v: 'nteT' }],
  ['base64', { v: 'w', l: ['wrap'] }],
  ['base32', { v: 'w', l: ['wrap'] }],
  ['cut', { v: 'bcdf', l: ['bytes', 'characters', 'delimiter', 'fields', 'output-delimiter'] }],
  ['wc', {}],
  ['file', { v: 'mfFeP', l: ['magic-file', 'files-from', 'separator', 'exclude', 'parameter'] }],
  ['bat', { v: 'lHrm', l: ['language', 'highlight-line', 'line-range', 'map-syntax', 'theme', 'style', 'tabs', 'wrap', 'terminal-width', 'decorations', 'color', 'paging', 'pager', 'italic-text', 'file-name'] }],
  ['batcat', { v: 'lHrm', l: ['language', 'highlight-line', 'line-range', 'map-syntax', 'theme', 'style'] }],
  ['diff', { v: 'xXIFSLDUC', l: ['label', 'exclude', 'exclude-from', 'ignore-matching-lines', 'show-function-line', 'starting-file', 'unified', 'context', 'from-file', 'to-file'] }],
  ['cmp', { v: 'in', l: ['ignore-initial', 'bytes'] }],
  ['comm', {}],
  ['sdiff', { v: 'ow', l: ['output', 'width'] }],
  ['md5sum', {}],
  ['sha1sum', {}],
  ['sha256sum', {}],
  ['sha512sum', {}],
  ['shasum', { v: 'a' }],
  ['sha224sum', {}],
  ['sha384sum', {}],
  ['b2sum', { v: 'l' }],
  ['cksum', { v: 'a' }],
  ['sum', {}],
  // filters that print their files' content, reordered or reshaped
  ['rev', {}],
  ['fold', { v: 'w', l: ['width'] }],
  ['fmt', { v: 'wgp', l: ['width', 'goal', 'prefix'] }],
  ['pr', { v: 'howlNSsenic', l: ['columns', 'header', 'indent', 'length', 'width', 'page-width', 'first-line-number', 'sep-string', 'separator'] }],
  ['paste', { v: 'd', l: ['delimiters'] }],
  ['column', { v: 'csoNCWHRTlEOripn', l: ['separator', 'output-separator', 'table-columns', 'table-order', 'table-name', 'output-width'] }],
  ['expand', { v: 't', l: ['tabs'] }],
  ['unexpand', { v: 't', l: ['tabs'] }],
  ['shuf', { v: 'nori', l: ['head-count', 'output', 'random-source', 'input-range'] }],
  ['tsort', {}],
  ['iconv', { v: 'ftoc', l: ['from-code', 'to-code', 'output'] }],
  ['zcat', {}],
  ['zless', {}],
  ['zmore', {}],
  ['bzcat', {}],
  ['xzcat', {}],
  ['zstdcat', {}],
  ['lzcat', {}],
  // compressors read their files (in place they also replace them: formatters.ts); diff3 and sops print them
  ...['gzip', 'bzip2', 'xz', 'lzma', 'zstd', 'lz4', 'brotli', 'lzip', 'compress'].map((p): [string, OptSpec] => [p, { v: 'bSTo', l: ['suffix', 'threads', 'output', 'level', 'memory'] }]),
  ['diff3', { v: 'L', l: ['label'] }],
  ['sops', { l: ['output', 'input-type', 'output-type', 'extract', 'config', 'kms', 'pgp', 'age'] }],
  // editors and pagers that open the file (a terminal editor an agent drives, `vim -es`, prints or keeps it)
  ['vim', { v: 'cSTuUiwWdqrt', l: ['cmd', 'servername', 'remote', 'remote-send', 'remote-expr'] }],
  ['vi', { v: 'cSTuUiwWdqrt' }],
  ['view', { v: 'cSTuUiwWdqrt' }],
  ['nvim', { v: 'cSuiwWdqt', l: ['cmd', 'listen', 'server', 'remote', 'remote-send', 'remote-expr'] }],
  ['ex', { v: 'cSTuUiwWdqrt' }],
  ['ed', { v: 'p', l: ['prompt'] }],
  ['nano', { v: 'CoQTrXYGJ', l: ['backupdir', 'operatingdir', 'quotestr', 'tabsize', 'fill', 'syntax', 'speller', 'guidestripe', 'wordchars'] }],
  ['pico', {}],
  ['micro', { v: 'c', l: ['config-dir', 'plugin'] }],
  ['emacs', { v: 'lLfd', l: ['load', 'funcall', 'eval', 'directory', 'chdir'] }],
];

/** `--env-file F` of any program (node, bun, deno, docker, docker compose, uv, ...): F's variables are loaded, to be printed */
export function envFiles(argv: readonly string[], put: Put): void {
  for (const f of optionValues(argv, ['--env-file'])) put(f, 'read', argv[0] as string);
}

/** only the first operand is a file read (`split FILE PREFIX`, `csplit FILE PATTERN...`) */
const first = (spec: OptSpec): Handler => (argv, put) => {
  const f = scan(argv, spec).pos[0];
  if (f !== undefined && f !== '-') put(f, 'read', argv[0] as string);
};

/** split FILE [PREFIX], csplit -f PREFIX FILE: the file is read, and its pieces (PREFIXaa ..., PREFIX00 ...) written */
const pieces = (spec: OptSpec): Handler => (argv, put) => {
  const s = scan(argv, spec);
  first(spec)(argv, put);
  const split = argv[0] === 'split';
  const prefix = split ? (s.pos[1] ?? 'x') : (values(s, '-f', '--prefix')[0] ?? 'xx');
  put(`${prefix}${split ? 'aa' : '00'}${values(s, '--additional-suffix')[0] ?? ''}`, 'write', argv[0] as string);
};

/** 7-Zip: `7z a ARCHIVE FILES...` reads the files; the other commands read the archive */
const sevenZip: Handler = (argv, put) => {
  const pos = argv.slice(1).filter((a) => !a.startsWith('-'));
  for (const f of pos[0] === 'a' || pos[0] === 'u' ? pos.slice(2) : pos.slice(1, 2)) put(f, 'read', argv[0] as string);
};

const PY_READERS = new Set(['json.tool', 'base64', 'gzip', 'zipfile', 'tarfile', 'tokenize', 'ast', 'dis', 'pickletools', 'quopri', 'uu', 'filecmp', 'difflib', 'csv', 'tabnanny', 'py_compile', 'mimetypes', 'pydoc']);

/**
 * `docker compose config` (and docker-compose, podman's): prints the project's configuration with the variables of
 * its .env file (in the --project-directory, else here) and every --env-file put in
 */
const composeConfig: Handler = (argv, put) => {
  const k = argv[0] === 'docker-compose' || argv[0] === 'podman-compose' ? 0 : argv.indexOf('compose');
  const s = scan(argv, { v: 'fpc', l: ['file', 'project-name', 'env-file', 'project-directory', 'profile', 'ansi', 'parallel', 'progress'] }, k + 1);
  // (the listings of names, and -q, print none of the values)
  if (k < 0 || s.pos[0] !== 'config' || has(s, '--services', '--volumes', '--profiles', '--images', '--networks', '--hash', '-q', '--quiet')) return;
  const envFiles = values(s, '--env-file');
  const dir = values(s, '--project-directory')[0];
  for (const f of envFiles.length > 0 ? envFiles : [dir === undefined ? '.env' : `${dir.replace(/\/+$/, '')}/.env`]) put(f, 'read', 'docker compose config');
};

export const READERS: ReadonlyMap<string, Handler> = new Map<string, Handler>([
  ...['docker', 'podman', 'docker-compose', 'podman-compose'].map((p): [string, Handler] => [p, composeConfig]),
  ['split', pieces({ v: 'aCbdlnt', l: ['suffix-length', 'additional-suffix', 'bytes', 'line-bytes', 'lines', 'number', 'separator', 'filter'] })],
  ['csplit', pieces({ v: 'bfn', l: ['suffix-format', 'prefix', 'digits'] })],
  ['join', operands({ v: 'aejotv12', l: [] })],
  ['gpg', operands({ v: 'rRuoslfeb', l: ['recipient', 'local-user', 'output', 'homedir', 'default-key', 'trust-model', 'cipher-algo', 'compress-algo', 'digest-algo', 'passphrase', 'passphrase-file'] })],
  ['gpg2', operands({ v: 'rRuoslfeb', l: ['recipient', 'local-user', 'output', 'homedir'] })],
  ['7z', sevenZip],
  ['7za', sevenZip],
  ['7zz', sevenZip],
  ...['dotenv', 'dotenv-cli'].map((p): [string, Handler] => [p, (argv, put) => {
    for (let i = 1; i < argv.length && argv[i] !== '--'; i++) if (argv[i] === '-e' && argv[i + 1] !== undefined) put(argv[++i] as string, 'read', p);
  }]),
  // `python -m json.tool F` and the like: standard-library modules that print (or convert) the files they are given
  ...['python', 'python3'].map((p): [string, Handler] => [p, (argv, put) => {
    const k = argv.findIndex((a, i) => i > 0 && a === '-m');
    if (k > 0 && PY_READERS.has(argv[k + 1] ?? '')) for (const f of argv.slice(k + 2).filter((a) => !a.startsWith('-'))) put(f, 'read', `python -m ${argv[k + 1] as string}`);
  }]),
  // look STRING FILE prints the lines of FILE that start with STRING
  ['look', (argv, put) => {
    const pos = argv.slice(1).filter((a) => !a.startsWith('-'));
    if (pos[1] !== undefined) put(pos[1], 'read', 'look');
  }],
  ...VIEWERS.map(([p, spec]): [string, Handler] => [p, operands(spec)]),
  ['grep', search(GREP, ['-e', '--regexp', '-f', '--file'], grepDeep)],
  ['egrep', search(GREP, ['-e', '--regexp', '-f', '--file'], grepDeep)],
  ['fgrep', search(GREP, ['-e', '--regexp', '-f', '--file'], grepDeep)],
  ['rg', search(RG, ['-e', '--regexp', '-f', '--file'], rgDeep)],
  ['ag', search(AG, [], agDeep)],
  ['awk', awk],
  ['gawk', awk],
  ['mawk', awk],
  ['nawk', awk],
  ['jq', jq],
  // SQL files a database client runs: their statements are printed back in errors and query results
  ['psql', (argv, put) => {
    for (const f of optionValues(argv, ['-f', '--file'])) if (f !== '-') put(f, 'read', 'psql');
  }],
  ['yq', yq],
  ['source', (argv, put) => argv[1] !== undefined && put(argv[1], 'read', 'source')],
  ['.', (argv, put) => argv[1] !== undefined && put(argv[1], 'read', '.')],
]);
