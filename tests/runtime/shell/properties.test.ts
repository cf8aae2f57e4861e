/** Property tests (fast-check, fixed seed): robustness, wrapper transparency, quoting, span shape. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShellAnalysis } from '../../../compiler/runtime/shell/index.js';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';
import { sameArgv, texts, wellFormed } from './helpers.js';

const RUNS = { numRuns: 2000, seed: 20240611 };

const TOKENS = [
  ' ', ' ', ' ', 'git', 'push', '-f', 'rm', '-rf', '/', 'x', '$X', '${X:-/}', '$(', ')', '(', '`', "'", '"', '\\', '$\'', ';', '&&', '||', '|', '&', '>', '>>', '<', '<<', 'EOF', '\n', '<<<',
  '2>&1', '#', '{', '}', 'if', 'then', 'fi', 'for', 'in', 'do', 'done', 'case', 'esac', ';;', 'bash -c ', 'sudo ', 'env A=1 ', 'eval ', 'X=/', '$((', '))', '<(', '[[', ']]', 'echo', '|xargs ', '-exec', '\\;',
];
const shellish = fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }).map((t) => t.join(''));

function inBounds(a: ShellAnalysis, maxDepth: number): boolean {
  if (typeof a.ok !== 'boolean') return false;
  if (!a.ok) return typeof a.reason === 'string' && a.commands.length === 0 && a.line.data.length === 0;
  return a.commands.every((c) => c.depth >= 0 && c.depth <= maxDepth && c.program === (c.argv[0] ?? '')) && texts(a).every(wellFormed);
}

const SAFE_WORDS = ['git', 'push', '-f', '--force', 'origin', 'main', 'rm', '-rf', 'ls', '-la', 'src/b.ts', 'npm', 'run', 'build', 'a.txt', 'x=1', '+main', '.', '..', '--', '-'];
const PROGRAMS = ['git', 'rm', 'ls', 'npm', 'cargo', 'make', 'grep', 'cp', 'tar'];
const simple = fc.tuple(fc.constantFrom(...PROGRAMS), fc.array(fc.constantFrom(...SAFE_WORDS), { maxLength: 6 })).map(([p, a]) => [p, ...a]);

const WRAPS: readonly ((w: string[]) => string)[] = [
  (w) => `sudo ${w.join(' ')}`,
  (w) => `env A=1 ${w.join(' ')}`,
  (w) => `bash -c '${w.join(' ')}'`,
  (w) => `nohup ${w.join(' ')}`,
  (w) => [`$(echo ${w[0]})`, ...w.slice(1)].join(' '),
  (w) => `true && ${w.join(' ')}`,
];

describe('analyzeShell properties', () => {
  it('never throws and stays within its bounds on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.integer({ min: 0, max: 8 }), (s, maxDepth) => inBounds(analyzeShell(s, { maxDepth }), maxDepth)),
      RUNS,
    );
  });

  it('never throws and stays within its bounds on shell-ish strings', () => {
    fc.assert(
      fc.property(shellish, fc.integer({ min: 0, max: 8 }), (s, maxDepth) => inBounds(analyzeShell(s, { maxDepth }), maxDepth)),
      RUNS,
    );
  });

  it('refuses anything longer than maxLength', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), (s) => analyzeShell(s, { maxLength: s.length - 1 }).ok === false),
      { ...RUNS, numRuns: 200 },
    );
  });

  it('sees through wrappers: the wrapped command is among the commands, with the same argv', () => {
    fc.assert(
      fc.property(simple, fc.integer({ min: 0, max: WRAPS.length - 1 }), (words, k) => {
        const plain = analyzeShell(words.join(' '));
        expect(plain.commands[0]?.argv).toEqual(words);
        const wrapped = analyzeShell((WRAPS[k] as (w: string[]) => string)(words));
        return wrapped.ok && wrapped.commands.some((c) => sameArgv(c.argv, words));
      }),
      RUNS,
    );
  });

  it('quoting a safe word in single or double quotes never changes argv', () => {
    fc.assert(
      fc.property(simple, fc.nat(), fc.constantFrom("'", '"'), (words, n, q) => {
        const i = n % words.length;
        const quoted = words.map((w, j) => (j === i ? `${q}${w}${q}` : w));
        const a = analyzeShell(quoted.join(' '));
        return a.ok && sameArgv(a.commands[0]?.argv ?? [], words) && a.line.text === words.join(' ');
      }),
      RUNS,
    );
  });

  it('data spans are within the text, sorted and non-overlapping', () => {
    const dataish = fc
      .array(fc.oneof(fc.constantFrom(...SAFE_WORDS), fc.constantFrom("'a b'", '"x;y"', 'echo', 'printf', "'%s\\n'", '-m', "'msg here'", '|', ';', '>', 'f.txt', '"$X"', '\\ ', '*.js')), { minLength: 1, maxLength: 12 })
      .map((w) => w.join(' '));
    fc.assert(
      fc.property(dataish, (s) => texts(analyzeShell(s)).every(wellFormed)),
      RUNS,
    );
  });
});
