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
