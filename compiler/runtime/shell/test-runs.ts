/**
 * Code a test runner runs because the line names it: `pytest tests/test_ship.py` imports and runs that file (with
 * the conftest.py files of its folders, and of the folder it starts in), `python -m unittest tests.test_ship` the
 * module, `jest ship.test.js` / `vitest run ship.test.ts` / `mocha x.js` the file. A runner that finds its tests by
 * walking folders runs files the line does not name: those are not read (docs/matching.md, "What no form catches").
 */
import { operandWords } from './opts.js';
import type { ScriptRun } from './types.js';

const PYTEST = new Set(['pytest', 'py.test']);
const JS_RUNNERS = new Set(['jest', 'vitest', 'mocha', 'ava', 'tap']);
/** pytest options whose value is the next word (a test file is never one) */
const PYTEST_VALUED = new Set(['-k', '-m', '-c', '-p', '-o', '-W', '--rootdir', '--confcutdir', '--basetemp', '--junit-xml', '--junitxml', '--ignore', '--deselect', '--override-ini', '--maxfail', '--tb', '-n', '--durations', '--import-mode', '--log-level', '--capture']);
const DOTTED = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$/;

/** pytest's files: each named test file, and the conftest.py of the starting folder and of every folder down to each path named */
function pytestRuns(words: readonly string[]): string[] {
  const out = ['conftest.py'];
  for (const w of operandWords(['', ...words], PYTEST_VALUED)) {
    const path = w.replace(/::.*$/, '').replace(/\/+$/, '');
    const file = /\.py$/.test(path);
    const parts = path.split('/').filter((p) => p !== '' && p !== '.');
    const dirs = file ? parts.slice(0, -1) : parts;
    for (let i = 1; i <= dirs.length; i++) out.push(`${dirs.slice(0, i).join('/')}/conftest.py`);
    if (file) out.push(path);
  }
  return out;
}

/** unittest's: test files and dotted test modules named (`tests/test_x.py`, `tests.test_x.TestY.test_z`: its module, as a file) */
function unittestRuns(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of operandWords(['', ...words], ['-k', '-p', '-s', '-t', '--start-directory', '--pattern', '--top-level-directory'])) {
    if (/\.py$/.test(w)) out.push(w);
    else if (DOTTED.test(w)) {
      // the longest prefix that is a module: every prefix is a candidate, the ones that are not files are nothing
      const parts = w.split('.');
      for (let i = 1; i <= parts.length; i++) out.push(`${parts.slice(0, i).join('/')}.py`);
    }
  }
  return out;
}

/**
 * The files a test runner the line names runs. `argv[0]` is the program; `mod` the module `python -m` runs (pytest,
 * unittest), with the words after it.
 */
export function testRuns(argv: readonly string[], mod: string | undefined, dir: { readonly dir?: string }): ScriptRun[] {
  const program = argv[0] ?? '';
  const code = (lang: string) => (path: string): ScriptRun => ({ kind: 'code', path, lang, args: [], ...dir });
  if (PYTEST.has(program)) return pytestRuns(argv.slice(1)).map(code('python'));
  if (mod !== undefined) {
    const at = argv.findIndex((a, i) => i > 0 && (a === '-m' ? argv[i + 1] === mod : a === `-m${mod}`));
    const rest = at < 0 ? [] : argv.slice(at + (argv[at] === '-m' ? 2 : 1));
    if (mod === 'pytest') return pytestRuns(rest).map(code('python'));
    if (mod === 'unittest') return unittestRuns(rest).map(code('python'));
    return [];
  }
  if (JS_RUNNERS.has(program)) return operandWords(argv, ['-t', '--testNamePattern', '-c', '--config', '--reporter', '--project', '--root', '-r']).filter((w) => /\.[cm]?[jt]sx?$/.test(w)).map(code('node'));
  return [];
}
