/**
 * Programs that rewrite the files they are given when asked to (formatters and fixers): `prettier --write f`,
 * `eslint --fix f`, `gofmt -w f` ... are edits of those files. Without their write flag they only read.
 */
import { operandWords } from './opts.js';
import type { Put } from './sink.js';

type Handler = (argv: readonly string[], stdin: string | undefined, put: Put) => void;

/** option words that take the next word as their value, per formatter (so the value is not taken for a file) */
const VALUED: Readonly<Record<string, readonly string[]>> = {
  prettier: ['--config', '--ignore-path', '--parser', '--plugin', '--log-level', '--cache-location', '--stdin-filepath'],
  eslint: ['-c', '--config', '--ext', '--rule', '--parser', '--plugin', '-f', '--format', '-o', '--output-file', '--ignore-path', '--resolve-plugins-relative-to'],
  black: ['-l', '--line-length', '-t', '--target-version', '--config', '--include', '--exclude'],
  ruff: ['--config', '--target-version', '--select', '--ignore', '--extend-select', '--line-length'],
  'clang-format': ['--style', '-style', '--assume-filename'],
  biome: ['--config-path'],
  yq: ['-o', '--output-format', '-p', '--input-format', '-I', '--indent', '--expression', '--front-matter'],
};

/** `program -> the words (any of them) that make it write, or true when it always writes` */
const WRITES: Readonly<Record<string, readonly string[] | true>> = {
  prettier: ['--write', '-w'],
  eslint: ['--fix'],
  black: true,
  isort: true,
  autopep8: ['-i', '--in-place'],
  ruff: ['format', '--fix'],
  gofmt: ['-w'],
  goimports: ['-w'],
  rustfmt: true,
  'clang-format': ['-i'],
  shfmt: ['-w', '--write'],
  biome: ['--write', '--apply'],
  stylua: true,
  dprint: ['fmt'],
  // yq -i rewrites its files (its expression is read as one more, harmless, name)
  yq: ['-i', '--inplace'],
};

const CHECK_ONLY = ['--check', '--diff', '-d', '-l', '--list-different', '--dry-run'];

/** the files of a folder each formatter rewrites, by name (none listed: any file, as dprint's plugins decide) */
const KINDS: Readonly<Record<string, readonly string[]>> = {
  prettier: ['*.js', '*.cjs', '*.mjs', '*.jsx', '*.ts', '*.cts', '*.mts', '*.tsx', '*.json', '*.json5', '*.jsonc', '*.css', '*.scss', '*.less', '*.md', '*.mdx', '*.yaml', '*.yml', '*.html', '*.vue', '*.graphql', '*.gql', '*.hbs', '*.handlebars'],
  eslint: ['*.js', '*.cjs', '*.mjs', '*.jsx', '*.ts', '*.cts', '*.mts', '*.tsx', '*.vue'],
  black: ['*.py', '*.pyi'],
  isort: ['*.py', '*.pyi'],
  autopep8: ['*.py'],
  ruff: ['*.py', '*.pyi', '*.ipynb'],
  gofmt: ['*.go'],
  goimports: ['*.go'],
  rustfmt: ['*.rs'],
  'clang-format': ['*.c', '*.h', '*.cc', '*.cpp', '*.hpp', '*.cxx', '*.m', '*.mm', '*.proto', '*.java'],
  shfmt: ['*.sh', '*.bash', '*.zsh', '*.ksh'],
  biome: ['*.js', '*.cjs', '*.mjs', '*.jsx', '*.ts', '*.tsx', '*.json', '*.jsonc', '*.css', '*.graphql'],
  stylua: ['*.lua'],
};

function formatter(name: string): Handler {
  return (argv, _stdin, put) => {
    const when = WRITES[name];
    const words = argv.slice(1);
    if (when === undefined || (when !== true && !words.some((w) => when.includes(w) || when.some((x) => x.startsWith('--') && w.startsWith(`${x}=`))))) return;
    if (when === true && words.some((w) => CHECK_ONLY.includes(w))) return;
    const valued = VALUED[name] ?? [];
    for (let i = 0; i < words.length; i++) {
      const w = words[i] as string;
      if (valued.includes(w)) {
        i++;
        continue;
      }
      if (w.startsWith('-') || (when !== true && when.includes(w))) continue;
      // a folder given is every file below it (`prettier --write .github`, `black .`)
      put(w, 'edit', name, undefined, { hidden: true, links: false, ...(KINDS[name] !== undefined ? { include: KINDS[name] } : {}) });
    }
  };
}

/** Other programs that rewrite, rename or unpack into the files they are given (docs/matching.md, shell writes). */
const REWRITERS: readonly (readonly [string, Handler])[] = [
  // sd FIND REPLACE FILE...: replaces in place (with -p it only previews)
  ['sd', (argv, _s, put) => {
    if (!argv.includes('-p') && !argv.includes('--preview')) for (const f of operandWords(argv, ['-f', '--flags', '-n', '--max-replacements']).slice(2)) put(f, 'edit', 'sd');
  }],
  // dos2unix FILE... converts in place; -n IN OUT writes OUT
  ...['dos2unix', 'unix2dos', 'mac2unix', 'unix2mac'].map((n): [string, Handler] => [n, (argv, _s, put) => {
    const files = operandWords(argv, ['-c', '--convmode', '-o', '-n', '--newfile', '-f']);
    const k = argv.findIndex((a) => a === '-n' || a === '--newfile');
    if (k > 0 && argv[k + 2] !== undefined) put(argv[k + 2] as string, 'write', n);
    else for (const f of files) put(f, 'edit', n);
  }]),
  ['iconv', (argv, _s, put) => {
    for (let i = 1; i < argv.length; i++) {
      const a = argv[i] as string;
      if ((a === '-o' || a === '--output') && argv[i + 1] !== undefined) put(argv[i + 1] as string, 'write', 'iconv');
      else if (a.startsWith('--output=')) put(a.slice(9), 'write', 'iconv');
    }
  }],
  // perl's rename EXPR FILE... and mmv FROM TO: the old names go, new ones come
  ['rename', (argv, _s, put) => {
    if (!argv.includes('-n') && !argv.includes('--nono')) for (const f of operandWords(argv, ['-e', '-E']).slice(1)) put(f, 'delete', 'rename');
  }],
  ['mmv', (argv, _s, put) => {
    const [from, to] = operandWords(argv);
    if (from !== undefined) put(from, 'delete', 'mmv');
    if (to !== undefined) put(to, 'write', 'mmv');
  }],
  // archives unpacked where the names inside decide: anything below the target folder (the working one by default)
  ['7z', (argv, _s, put) => {
    if (argv[1] !== 'x' && argv[1] !== 'e') return;
    const out = argv.find((a) => a.startsWith('-o'));
    put(out !== undefined && out.length > 2 ? out.slice(2) : '.', 'write', '7z');
  }],
  ['cpio', (argv, _s, put) => {
    const extract = argv.some((a) => /^-[a-zA-Z]*i/.test(a) || a === '--extract');
    const pass = argv.some((a) => /^-[a-zA-Z]*p/.test(a) || a === '--pass-through');
    if (extract) put('.', 'write', 'cpio');
    else if (pass) for (const d of operandWords(argv, ['-F', '-H', '-R', '-E', '-O', '-I', '-D'])) put(d, 'write', 'cpio');
  }],
  // a compressor without -c or -k replaces each file with its compressed (or decompressed) form
  ...['gzip', 'gunzip', 'bzip2', 'bunzip2', 'xz', 'unxz', 'lzma', 'lzip', 'compress'].map((n): [string, Handler] => [n, (argv, _s, put) => {
    if (argv.some((a) => /^-[a-zA-Z0-9]*[ckltL]/.test(a) || ['--stdout', '--to-stdout', '--keep', '--test', '--list'].includes(a))) return;
    for (const f of operandWords(argv, ['-S', '--suffix', '-T', '--threads'])) if (f !== '-') put(f, 'delete', n);
  }]),
  ['pax', (argv, _s, put) => {
    if (argv.includes('-r')) put('.', 'write', 'pax');
  }],
];

export const FORMATTERS: ReadonlyMap<string, Handler> = new Map([...Object.keys(WRITES).map((n): [string, Handler] => [n, formatter(n)]), ...REWRITERS]);
