/**
 * Task runners that run commands from a file of the project, as make does (compiler/runtime/task-files.ts,
 * just-file.ts, yaml-lite.ts): `just RECIPE`, go-task's `task NAME`, `lefthook run HOOK`. An agent that writes a
 * force-push into a justfile, a Taskfile or lefthook.yml with a file tool and then runs the runner meets the rule on
 * force-pushes; before, each of these ran past it. What seamc cannot follow in such a file is refused by a security
 * rule; a listing or dry run runs nothing.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import type { CompiledRule } from '../../compiler/contract/rules.js';
import { lowerMatcher } from '../../compiler/model/matcher.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { evaluate } from '../../compiler/runtime/evaluate.js';
import { readYaml } from '../../compiler/runtime/yaml-lite.js';
import { withKinds } from '../rule-helpers.js';

const repo = mkdtempSync(join(tmpdir(), 'seam-tasks-'));
const put = (rel: string, text: string): void => {
  mkdirSync(join(repo, rel, '..'), { recursive: true });
  writeFileSync(join(repo, rel), text);
};
put('.git/HEAD', 'ref: refs/heads/main\n');
put(
  'justfile',
  [
    'set shell := ["bash", "-uc"]',
    'remote := "origin"',
    'stamp := `date +%s`',
    '',
    '# the first recipe is the default',
    'build:',
    '    @echo building',
    '    tsc -p .',
    '',
    'release: build && notify',
    '    -git push --force {{remote}} \\',
    '      main',
    '',
    'push branch="work":',
    '    git push origin {{branch}}',
    '',
    'notify:',
    '    echo done',
    '',
    'alias r := release',
    '',
    'py:',
    '    #!/usr/bin/env python3',
    '    print("hi")',
    '',
  ].join('\n'),
);
put('ops/justfile', 'default:\n\tgit push -f origin main\n');
put('loader/justfile', 'x := `git push -f origin main`\nok:\n  echo ok\n');
put('imports/justfile', 'import "other.just"\nok:\n  echo ok\n');
put(
  'Taskfile.yml',
  [
    'version: "3"',
    'vars:',
    '  SHA:',
    '    sh: git rev-parse HEAD',
    'tasks:',
    '  default:',
    '    cmds:',
    '      - echo hello',
    '  build:',
    '    deps: [lint]',
    '    cmds:',
    '      - go build ./...',
    '  lint: golangci-lint run',
    '  release:',
    '    desc: ship it',
    '    cmds:',
    '      - task: build',
    '      - cmd: |',
    '          echo releasing {{.SHA}}',
    '          git push --force origin main',
    '  cleanup:',
    '    cmds:',
    '      - defer: git push -f origin main',
    '      - echo cleaning',
  ].join('\n') + '\n',
);
put('local/lefthook.yml', 'pre-commit:\n  commands:\n    lint:\n      run: npx eslint .\n');
put('local/lefthook-local.yml', 'pre-commit:\n  commands:\n    lint:\n      run: git push -f origin main\n');
put('st/Taskfile.yml', 'version: "3"\ntasks:\n  default:\n    status:\n      - git push -f origin main\n    cmds: [echo x]\n');
put(
  '.pre-commit-config.yaml',
  'repos:\n  - repo: https://github.com/psf/black\n    rev: 24.1.0\n    hooks:\n      - id: black\n  - repo: local\n    hooks:\n      - id: lint\n        name: lint\n        entry: npx eslint\n        language: system\n      - id: ship\n        name: ship\n        entry: git push\n        args: [--force, origin, main]\n        language: system\n      - id: no-todo\n        name: no todo\n        entry: git push -f\n        language: pygrep\n',
);
put('tox.ini', '[tox]\nenvlist = py, lint\n\n[testenv]\ncommands =\n    {envpython} -m pytest {posargs}\n\n[testenv:lint]\ncommands = ruff check .\n\n[testenv:release]\ncommands_pre = python -m build\ncommands =\n    - git push --force origin main\n');
put('deno.jsonc', '{\n  // tasks\n  "tasks": {\n    "ship": "git push --force origin main",\n    "dev": { "command": "deno run main.ts", "dependencies": ["ship"] },\n    "fmt": "deno fmt",\n  },\n}\n');
put('composer.json', JSON.stringify({ scripts: { ship: ['@lint', 'git push -f origin main'], lint: 'phpcs', 'post-install-cmd': ['Illuminate\\Foundation\\ComposerScripts::postInstall', '@php artisan key:generate'], 'post-update-cmd': '@ship' } }));
put('tasks.py', 'from invoke import task\n\n@task\ndef build(c):\n    c.run("tsc -p .")\n\n@task(pre=[build])\ndef ship_it(c, remote="origin"):\n    c.run(f"git push --force {remote} main", pty=True)\n');
put('noxfile.py', 'import nox\n\n@nox.session\ndef tests(session):\n    session.install("pytest")\n    session.run("pytest")\n\n@nox.session(name="release")\ndef rel(session):\n    session.run("git", "push", "-f", "origin", "main")\n');
put('inc/Taskfile.yml', 'version: "3"\nincludes:\n  other: ./Other.yml\ntasks:\n  default:\n    cmds: [echo x]\n');
put('dyn/Taskfile.yml', 'version: "3"\nvars:\n  X:\n    sh: git push -f origin main\ntasks:\n  default:\n    cmds: [echo x]\n');
put(
  'lefthook.yml',
  'pre-commit:\n  parallel: true\n  commands:\n    lint:\n      run: npx eslint {staged_files}\n    sneaky:\n      glob: "*.ts"\n      run: git push --force origin main\npre-push:\n  jobs:\n    - name: test\n      run: npm test\n',
);

const rules: CompiledRule[] = [
  withKinds({ id: 'force', on: 'pre_tool', tools: ['shell'], decision: 'deny', intent: 'security', message: 'force says no', match: lowerMatcher({ exec: { program: 'git', args: ['push'], flags: ['--force', '-f'] } }) }),
  withKinds({ id: 'main', on: 'pre_tool', tools: ['shell'], decision: 'deny', intent: 'security', message: 'main says no', match: lowerMatcher({ exec: { program: 'git', args: ['push', '*', 'main'] } }) }),
];
const decide = (command: string, cwd = repo) => {
  const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
  return evaluate({ rules, hooks: [] }, e, { ...evalContext(e, { root: repo }), env: { PATH: process.env.PATH } });
};
const found = (id: string, where: string) => expect.stringMatching(new RegExp(`^${id} says no \\(seamc found this in ${where}, which the command runs\\)$`));

describe('just', () => {
  it.each([
    ['just release', 'a recipe of justfile'],
    ['just r', 'a recipe of justfile'],
    ['just build release', 'a recipe of justfile'],
    ['just --justfile ops/justfile', 'a recipe of ops/justfile'],
    ['cd ops && just', 'a recipe of ops/justfile'],
    ['just -d ops', 'a recipe of ops/justfile'],
    ['just', 'a recipe of loader/justfile'],
  ])('%s', (line, where) => {
    expect(decide(line, line === 'just' ? join(repo, 'loader') : repo)).toMatchObject({ verb: 'deny', reason: found('force', where) });
  });

  it('fills a parameter with its argument, else its default', () => {
    expect(decide('just push main')).toMatchObject({ verb: 'deny', reason: found('main', 'a recipe of justfile') });
    expect(decide('just push').verb).toBe('allow');
    expect(decide('just push feature').verb).toBe('allow');
  });

  it('runs nothing for a listing or dry run, and the default recipe only when none is named', () => {
    for (const line of ['just', 'just build', 'just --list', 'just -n release', 'just --show release', 'just notify']) expect(decide(line).verb, line).toBe('allow');
  });

  it('is refused where it runs what seamc does not read', () => {
    expect(decide('just py')).toMatchObject({ verb: 'deny', reason: expect.stringContaining('a just recipe in another language') });
    expect(decide('just', join(repo, 'imports'))).toMatchObject({ verb: 'deny', reason: expect.stringContaining('a justfile that pulls in other files') });
  });
});

describe('go-task', () => {
  it.each(['task release', 'task cleanup', 'task --taskfile Taskfile.yml release', 'task -d dyn', 'go-task release'])('%s', (line) => {
    expect(decide(line)).toMatchObject({ verb: 'deny', reason: found('force', 'a task of (?:dyn/)?Taskfile\\.yml') });
  });

  it('runs only the tasks named (default when none), their deps and task calls', () => {
    for (const line of ['task', 'task build', 'task lint', 'task --list', 'task -n release', 'task --summary release']) expect(decide(line).verb, line).toBe('allow');
  });

  it('judges the status checks that decide whether a task runs', () => {
    expect(decide('task', join(repo, 'st'))).toMatchObject({ verb: 'deny', reason: found('force', 'a task of st/Taskfile\\.yml') });
  });

  it('is refused where it pulls in other Taskfiles', () => {
    expect(decide('task', join(repo, 'inc'))).toMatchObject({ verb: 'deny', reason: expect.stringContaining('includes other Taskfiles') });
  });
});

describe('lefthook', () => {
  it('judges every run: of the hook', () => {
    expect(decide('lefthook run pre-commit')).toMatchObject({ verb: 'deny', reason: found('force', 'a hook command of lefthook\\.yml') });
    expect(decide('npx lefthook run pre-commit')).toMatchObject({ verb: 'deny' });
    expect(decide('lefthook run pre-push').verb).toBe('allow');
    expect(decide('lefthook install').verb).toBe('allow');
    // the local file lefthook merges in is read too
    expect(decide('lefthook run pre-commit', join(repo, 'local'))).toMatchObject({ verb: 'deny', reason: found('force', 'a hook command of local/lefthook-local\\.yml') });
  });
});

describe('pre-commit and tox', () => {
  it('judges the local hooks a pre-commit run runs (their args too), and the git hook that pre-commit installs', () => {
    expect(decide('pre-commit run --all-files')).toMatchObject({ verb: 'deny', reason: found('force', 'a hook command of \\.pre-commit-config\\.yaml') });
    expect(decide('pre-commit run ship')).toMatchObject({ verb: 'deny' });
    expect(decide('python3 -m pre_commit hook-impl --config=.pre-commit-config.yaml --hook-type=pre-commit')).toMatchObject({ verb: 'deny' });
    // another hook alone, a remote repository's hook, a pygrep entry (a regex, not a command), an install
    for (const line of ['pre-commit run lint', 'pre-commit run black', 'pre-commit run no-todo', 'pre-commit install']) expect(decide(line).verb, line).toBe('allow');
  });

  it('judges the commands of the tox environments a run runs', () => {
    expect(decide('tox -e release')).toMatchObject({ verb: 'deny', reason: found('force', 'a tox command of tox\\.ini') });
    expect(decide('tox run -e lint,release')).toMatchObject({ verb: 'deny' });
    expect(decide('python -m tox -e release')).toMatchObject({ verb: 'deny' });
    for (const line of ['tox', 'tox -e lint', 'tox -l', 'tox -e py -- -k x']) expect(decide(line).verb, line).toBe('allow');
  });
});

describe('deno task and composer scripts', () => {
  it('judges the task or script, its dependencies and @references, and the events install and update fire', () => {
    expect(decide('deno task ship')).toMatchObject({ verb: 'deny', reason: found('force', 'a task of deno\\.jsonc') });
    expect(decide('deno task dev')).toMatchObject({ verb: 'deny' });
    expect(decide('composer ship')).toMatchObject({ verb: 'deny', reason: found('force', 'a script of composer\\.json') });
    expect(decide('composer run-script ship')).toMatchObject({ verb: 'deny' });
    expect(decide('composer update')).toMatchObject({ verb: 'deny' });
    for (const line of ['deno task', 'deno task fmt', 'composer install', 'composer lint', 'composer update --no-scripts', 'composer show']) expect(decide(line).verb, line).toBe('allow');
  });
});

describe('invoke and nox', () => {
  it("judges the task's c.run commands and the session's session.run words", () => {
    expect(decide('invoke ship-it')).toMatchObject({ verb: 'deny', reason: found('force', 'a task of tasks\\.py') });
    expect(decide('inv ship_it')).toMatchObject({ verb: 'deny' });
    expect(decide('nox')).toMatchObject({ verb: 'deny', reason: found('force', 'a session of noxfile\\.py') });
    // a session named by its decorator: every session is judged
    expect(decide('nox -s release')).toMatchObject({ verb: 'deny' });
    for (const line of ['invoke build', 'invoke --list', 'nox -s tests', 'nox --list']) expect(decide(line).verb, line).toBe('allow');
  });
});

describe('yaml-lite', () => {
  it('reads block mappings, sequences, `- key:` items, block scalars and flow sequences', () => {
    const d = readYaml('a:\n  b: [x, "y"]\n  c:\n    - d: 1\n      e: |\n        one\n        two\n    - plain\n');
    expect(d.unread).toBeUndefined();
    const a = (d.root as Map<string, unknown>).get('a') as Map<string, unknown>;
    expect(a.get('b')).toEqual(['x', 'y']);
    const c = a.get('c') as unknown[];
    expect((c[0] as Map<string, unknown>).get('e')).toBe('one\ntwo');
    expect(c[1]).toBe('plain');
  });

  it('reports what it does not follow', () => {
    expect(readYaml('a: &x 1\nb: *x\n').unread).toMatch(/anchor/);
    expect(readYaml('a: {b: 1}\n').unread).toMatch(/flow mapping/);
    expect(readYaml('a: 1\n---\nb: 2\n').unread).toMatch(/second YAML document/);
  });
});
