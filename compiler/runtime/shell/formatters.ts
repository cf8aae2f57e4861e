/**
 * Programs that rewrite the files they are given when asked to (formatters and fixers): `prettier --write f`,
 * `eslint --fix f`, `gofmt -w f` ... are edits of those files. Without their write flag they only read.
 */
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
      put(w, 'edit', name);
    }
  };
}

export const FORMATTERS: ReadonlyMap<string, Handler> = new Map(Object.keys(WRITES).map((n) => [n, formatter(n)]));
