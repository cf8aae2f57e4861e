/**
 * Programs that write where an option or operand tells them (compiler/runtime/shell/outputs.ts, and git's bundle and
 * format-patch in installs.ts): each is a write of that place, so a rule on writes outside the repository meets
 * `gcc -o /tmp/x`, `tsc --outDir ../out` or `mktemp -d` as it meets `touch /tmp/x`.
 */
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';

const written = (line: string): string[] => {
  const a = analyzeShell(line);
  expect(a.ok, a.reason).toBe(true);
  return a.writes.filter((w) => w.op !== 'read').map((w) => w.path);
};

describe('an output option or operand is a write of that place', () => {
  it.each([
    ['gcc -o /tmp/x a.c', '/tmp/x'],
    ['clang -O2 -o/tmp/y a.c', '/tmp/y'],
    ['rustc --out-dir ../bin a.rs', '../bin'],
    ['go build -o /tmp/app ./cmd/app', '/tmp/app'],
    ['javac -d /tmp/classes A.java', '/tmp/classes'],
    ['tsc --outDir /tmp/o', '/tmp/o'],
    ['tsc --outdir ../o', '../o'],
    ['tsc --outFile=/tmp/a.js', '/tmp/a.js'],
    ['esbuild a.ts --bundle --outfile=/tmp/a.js', '/tmp/a.js'],
    ['webpack --output-path /srv/www', '/srv/www'],
    ['vite build --outDir ../site', '../site'],
    ['rollup -c -o /tmp/b.js', '/tmp/b.js'],
    ['babel src -d /tmp/lib', '/tmp/lib'],
    ['pandoc a.md -o ~/a.pdf', '~/a.pdf'],
    ['pip download -d /tmp/d requests', '/tmp/d'],
    ['pip install --target /tmp/x requests', '/tmp/x'],
    ['npm install --prefix /tmp/x lodash', '/tmp/x'],
    ['npm pack --pack-destination /tmp', '/tmp'],
    ['cargo build --target-dir /tmp/t', '/tmp/t'],
    ['docker build -o /tmp/out .', '/tmp/out'],
    ['docker buildx build --output type=local,dest=/tmp/o .', '/tmp/o'],
    ['docker save -o /tmp/i.tar img', '/tmp/i.tar'],
    ['python3 -m venv /tmp/v', '/tmp/v'],
    ['uv venv /tmp/v', '/tmp/v'],
    ['virtualenv ~/envs/x', '~/envs/x'],
    ['mkfifo /tmp/f', '/tmp/f'],
    ['mknod /tmp/p p', '/tmp/p'],
    ['script -q /tmp/session.log', '/tmp/session.log'],
    ['mktemp', '/tmp/tmp.??????????'],
    ['mktemp -d -p /var/tmp', '/var/tmp/tmp.??????????'],
    ['mktemp -t build.XXXX', '/tmp/build.????'],
    ['sqlite3 /tmp/x.db "create table t(a)"', '/tmp/x.db'],
    ['sqlite3 /tmp/x.db', '/tmp/x.db'],
    ['git bundle create /tmp/b.bundle --all', '/tmp/b.bundle'],
    ['git format-patch -o /tmp/p HEAD~3', '/tmp/p'],
    // only docker reads `dest=` out of its value: another tool's `=` is part of the name
    ['pandoc a.md -o /tmp/a=b.pdf', '/tmp/a=b.pdf'],
  ])('%s writes %s', (line, path) => {
    expect(written(line)).toContain(path);
  });

  it('the same programs writing where they stand, or not at all, write nothing elsewhere', () => {
    const cases: [string, string[]][] = [
      ['gcc a.c', []],
      ['go build ./...', []],
      ['go run -o x .', []],
      ['tsc -p .', []],
      ['vite build', []],
      ['npm install lodash', []],
      ['docker build -t x .', []],
      ['docker run -o x img', []],
      ['python3 -m venv .venv', ['.venv']],
      ['uv venv', ['.venv']],
      ['mktemp x.XXXX', ['x.????']],
      ['mktemp -u', []],
      ['sqlite3 /tmp/x.db "select count(*) from t"', []],
      ['sqlite3 -readonly /tmp/x.db', []],
      ['sqlite3 :memory: "create table t(a)"', []],
      ['git format-patch HEAD~1', []],
    ];
    for (const [line, paths] of cases) expect(written(line), line).toEqual(paths);
  });
});
