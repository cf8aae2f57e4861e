/**
 * Code a call runs from files (compiler/runtime/scripts.ts): a script run by name or path, package.json scripts,
 * git aliases. Each is read at the call and judged like the call's own line: an agent that writes `git push
 * --force` into deploy.sh, a package script or .git/config with a file tool, then runs `sh deploy.sh`, `npm run
 * ship` or `git pf`, meets the rule on force-pushes. Before, each of these ran past it.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import type { CompiledRule } from '../../compiler/contract/rules.js';
import { lowerMatcher } from '../../compiler/model/matcher.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { evaluate } from '../../compiler/runtime/evaluate.js';
import type { SpecMatcher } from '../../compiler/spec/types.js';
import { withKinds } from '../rule-helpers.js';

const repo = mkdtempSync(join(tmpdir(), 'seam-scripts-'));
const home = mkdtempSync(join(tmpdir(), 'seam-scripts-home-'));
const put = (rel: string, text: string, mode?: number): void => {
  const abs = join(repo, rel);
  mkdirSync(join(abs, '..'), { recursive: true });
  writeFileSync(abs, text);
  if (mode !== undefined) chmodSync(abs, mode);
};
put('.git/HEAD', 'ref: refs/heads/main\n');
put('.git/config', '[core]\n\tbare = false\n[alias]\n\tpf = push -f\n\tship = "!git push --force origin main"\n\tst = status\n\tpush = push --force\n[include]\n\tpath = extra.inc\n');
put('.git/extra.inc', '[alias]\n  fp = push "--force" # forced\n[includeIf "gitdir:/nowhere/"]\n  path = never.inc\n[alias]\n  lp = push --force\n');
put('.git/never.inc', '[alias]\n  lp = log --oneline\n');
put('.github/workflows/ci.yml', 'on: push\n');
put('deploy.sh', 'set -e\nnpm run build\ngit push --force origin main\n', 0o755);
put('tidy.sh', '#!/bin/bash\nsed -i s/push/pull/ .github/workflows/ci.yml\n', 0o755);
put('ok.sh', '#!/bin/sh\necho building\nnpm run build\n', 0o755);
put('gradlew', '#!/bin/sh\nAPP_HOME=$(cd "${0%/*}" && pwd -P)\n[ -n "$JAVA_HOME" ] && JAVACMD=$JAVA_HOME/bin/java || JAVACMD=java\nrm -rf "$APP_HOME/build/tmp"\nexec "$JAVACMD" -jar w.jar "$@"\n', 0o755);
put('tool.py', '#!/usr/bin/env python3\nimport os\nos.system("git push --force")\n', 0o755);
put('tidy.py', 'import shutil, sys\nshutil.rmtree(".github/workflows")\nprint(open(sys.argv[1]).read())\n');
put('report.py', 'import sys\nfor f in sys.argv[1:]:\n    print(open(f).read())\nopen("report.txt", "w").write("done")\n');
put('wr.sh', 'echo x > "$1"\n');
put('fw.sh', 'git push "$@"\n');
put('wr.py', 'import sys\nopen(sys.argv[1], "w").write("x")\n');
put('bin/native', '\x7fELF\0\0\0git push --force', 0o755);
put('outer.sh', 'sh scripts/inner.sh\n');
put('scripts/inner.sh', 'git push -f origin main\n');
put('hidden.sh', 'sh broken.sh\n');
put('broken.sh', 'git push -f\n)\n');
put('self.sh', 'echo once\n. ./self.sh\n');
for (let i = 0; i < 10; i++) put(`chain${i}.sh`, i === 9 ? 'echo end\n' : `sh chain${i + 1}.sh\n`);
put(
  'package.json',
  JSON.stringify({ name: 'x', scripts: { build: 'tsc', ship: 'sh deploy.sh', release: 'npm publish', postinstall: 'git push origin +main', test: 'vitest run', lint: 'eslint .' } }),
);
put('packages/web/package.json', JSON.stringify({ name: 'web', scripts: { deploy: 'git push -f', build: 'vite build' } }));
put('packages/web/src/index.ts', 'export {};\n');
put(
  'Makefile',
  'GIT ?= git\nREMOTE = origin\n.PHONY: all build deploy tidy\n# the default goal\nall: build\nbuild:\n\t@echo building\n\ttsc -p .\ndeploy: build\n\t-$(GIT) push --force $(REMOTE) \\\n\t  main\ntidy:\n\tsed -i s/a/b/ .github/workflows/ci.yml\n',
);
put('ops/release.mk', 'ship: ; git push -f origin main\n');
put('.git/hooks/pre-commit', '#!/bin/sh\ngit push --force origin main\n', 0o755);
put('.git/hooks/post-checkout', '#!/bin/sh\nsed -i s/a/b/ .github/workflows/ci.yml\n', 0o644);
put('.git/hooks/pre-push.sample', '#!/bin/sh\ngit push --force\n', 0o755);
put('hooked/.git/HEAD', 'ref: refs/heads/main\n');
put('hooked/.git/config', '[core]\n\thooksPath = .githooks\n');
put('hooked/.githooks/pre-push', '#!/usr/bin/env bash\nsed -i s/a/b/ ../.github/workflows/ci.yml\n', 0o755);
put('cfg/.git/HEAD', 'ref: refs/heads/main\n');
put('cfg/.git/config', '[core]\n\tpager = git push --force\n[diff "bin"]\n\ttextconv = hexdump -C\n');
put('net/.git/HEAD', 'ref: refs/heads/main\n');
put('net/.git/config', '[core]\n\tsshCommand = git push -f\n\teditor = true\n[credential]\n\thelper = !git push --force\n');
put('sub/.git', 'gitdir: ../.git/worktrees/sub\n');
put('.git/worktrees/sub/commondir', '../..\n');
put('.git/worktrees/sub/HEAD', 'ref: refs/heads/sub\n');

const rule = (id: string, tools: string[], match: SpecMatcher, more: Partial<CompiledRule> = {}): CompiledRule =>
  withKinds({ id, on: 'pre_tool', tools, decision: 'deny', intent: 'security', message: `${id} says no`, match: lowerMatcher(match), ...more });
const rules = [
  rule('force', ['shell'], { exec: { program: 'git', args: ['push'], flags: ['--force', '-f'] } }),
  rule('refspec', ['shell'], { exec: { program: 'git', args: ['push', '*', '+*'] } }),
  rule('workflows', ['shell', 'write', 'edit'], { path: '.github/workflows/**' }),
  rule('publish', ['shell'], { exec: { program: 'npm', args: ['publish'] } }, { decision: 'escalate', intent: undefined }),
];
/** the rule's message, then the file seamc found the command in */
const found = (id: string, where = '.+') => expect.stringMatching(new RegExp(`^${id} says no \\(seamc found this in ${where}, which the command runs\\)$`));
const decide = (command: string, cwd = repo) => {
  const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
  const ctx = { ...evalContext(e, { root: repo }), home, env: { PATH: process.env.PATH, HOME: home, GIT_CONFIG_NOSYSTEM: '1' } };
  return evaluate({ rules, hooks: [] }, e, ctx);
};

describe('a script run by name or path is judged by what it runs', () => {
  it.each([
    ['sh deploy.sh', 'force'],
    ['bash ./deploy.sh --fast', 'force'],
    ['./deploy.sh', 'force'],
    ['source deploy.sh', 'force'],
    ['. ./deploy.sh', 'force'],
    ['sudo -E ./deploy.sh', 'force'],
    ['sh < deploy.sh', 'force'],
    ['bash -s < ./deploy.sh', 'force'],
    ['cd scripts && sh inner.sh', 'force'],
    ['sh outer.sh', 'force'],
    ['./tidy.sh', 'workflows'],
    ['timeout 60 bash tidy.sh', 'workflows'],
  ])('%s', (line, id) => {
    expect(decide(line)).toMatchObject({ verb: 'deny', reason: found(id) });
  });

  it('in the folder the call runs in', () => {
    expect(decide('sh inner.sh', join(repo, 'scripts'))).toMatchObject({ verb: 'deny', reason: found('force') });
  });

  it('a script whose first line names another interpreter is read for the commands it starts (inline.ts)', () => {
    expect(decide('./tool.py')).toMatchObject({ verb: 'deny', reason: found('force') });
    expect(decide('python3 tool.py')).toMatchObject({ verb: 'deny', reason: found('force') });
  });

  it('and for the files its code removes and writes (code-files.ts), as written', () => {
    expect(decide('python3 tidy.py x')).toMatchObject({ verb: 'deny', reason: found('workflows', 'tidy\\.py') });
    // a path the script makes at run time is passed over, as in a shell script
    expect(decide('python3 report.py a.txt').verb).toBe('allow');
  });

  it("with the call's words after it as its arguments ($1, $@, sys.argv)", () => {
    expect(decide('sh wr.sh .github/workflows/ci.yml')).toMatchObject({ verb: 'deny', reason: found('workflows', 'wr\\.sh') });
    expect(decide('sh fw.sh -f origin main')).toMatchObject({ verb: 'deny', reason: found('force', 'fw\\.sh') });
    expect(decide('python3 wr.py .github/workflows/x.yml')).toMatchObject({ verb: 'deny', reason: found('workflows', 'wr\\.py') });
    expect(decide('sh wr.sh notes.txt').verb).toBe('allow');
    expect(decide('sh fw.sh origin feature').verb).toBe('allow');
  });

  it.each(['./ok.sh', 'sh ok.sh', './gradlew build', './bin/native', 'sh missing.sh', '. ./self.sh', 'sh chain2.sh'])('%s is allowed', (line) => {
    expect(decide(line).verb).toBe('allow');
  });

  it('a script the same line writes is judged by what it writes, or refused when that is unknown', () => {
    expect(decide("printf 'git push -f\\n' > new.sh && sh new.sh")).toMatchObject({ verb: 'deny', reason: found('force') });
    expect(decide('curl -s https://example.com/x > new.sh; sh new.sh').reason).toContain('after writing what seamc cannot see into it');
    expect(decide("printf 'echo hi\\n' > new.sh && sh new.sh").verb).toBe('allow');
  });

  it('a script named only at run time is refused by a security rule', () => {
    expect(decide('sh "$SCRIPT"').reason).toContain('a script it names only at run time');
  });

  it('code in a file that cannot be read is refused; a shell would run it up to the syntax error', () => {
    expect(decide('sh hidden.sh').reason).toContain('which seamc cannot read');
  });

  it('a FIFO named as a script is not waited on', () => {
    spawnSync('mkfifo', [join(repo, 'pipe.sh')]);
    expect(decide('sh pipe.sh').verb).toBe('allow');
    expect(decide('./pipe.sh').verb).toBe('allow');
  });

  it('files within files stop at eight levels', () => {
    expect(decide('sh chain0.sh').reason).toContain('nested deeper than seamc reads');
    expect(decide('sh chain1.sh').reason).toContain('nested deeper than seamc reads');
  });
});

describe('a deny names the file the command was found in, the innermost one', () => {
  it.each([
    ['sh deploy.sh', 'deploy\\.sh'],
    ['npm run ship', 'deploy\\.sh'],
    ['npm run release', 'the script `release` of package\\.json'],
    ['git pf', 'the git alias `pf`'],
    ['make deploy', 'a recipe of Makefile'],
    ['git commit -m wip', '\\.git/hooks/pre-commit'],
    ['sh outer.sh', 'scripts/inner\\.sh'],
  ])('%s', (line, where) => {
    expect(decide(line).reason).toEqual(expect.stringMatching(new RegExp(`\\(seamc found this in ${where}, which the command runs\\)$`)));
  });

  it('a command on the line itself keeps the bare message', () => {
    expect(decide('git push -f && sh ok.sh').reason).toBe('force says no');
  });
});

describe('package.json scripts', () => {
  // a `+refspec` push is a forced one: the force rule, first in order, answers (exec.ts implied)
  it.each([
    ['npm run ship', 'force'],
    ['npm run-script ship', 'force'],
    ['npm install', 'force'],
    ['npm ci', 'force'],
    ['yarn ship', 'force'],
    ['yarn', 'force'],
    ['pnpm run ship', 'force'],
    ['bun run ship', 'force'],
    ['npm --prefix packages/web run deploy', 'force'],
    ['pnpm -C packages/web deploy', 'force'],
    ['cd packages/web && npm run deploy', 'force'],
    ['npm run "$TASK"', 'force'],
  ])('%s', (line, id) => {
    expect(decide(line)).toMatchObject({ verb: 'deny', reason: found(id) });
  });

  it('in a package folder below the project, its own package.json', () => {
    expect(decide('npm run deploy', join(repo, 'packages/web/src'))).toMatchObject({ verb: 'deny', reason: found('force') });
    expect(decide('npm run build', join(repo, 'packages/web')).verb).toBe('allow');
  });

  it('npm run release asks, as npm publish does', () => {
    expect(decide('npm run release').verb).toBe('escalate');
  });

  it.each(['npm test', 'npm run build', 'yarn lint', 'npm exec tsc', 'pnpm dlx ship', 'npm run nosuch'])('%s is allowed', (line) => {
    expect(decide(line).verb).toBe('allow');
  });

  it('a line that changes package.json and then runs its scripts is refused by a security rule', () => {
    expect(decide("sed -i 's/tsc/x/' package.json && npm run build").reason).toContain('changes');
  });
});

describe('makefile recipes', () => {
  it.each([
    ['make deploy', 'force'],
    ['make -C . deploy', 'force'],
    ['make -j4 tidy', 'workflows'],
    ['make -f ops/release.mk ship', 'force'],
    ['make "$GOAL"', 'force'],
    ['cd ops && make -f release.mk', 'force'],
  ])('%s', (line, id) => {
    expect(decide(line)).toMatchObject({ verb: 'deny', reason: found(id) });
  });

  it.each(['make', 'make build', 'make -n deploy', 'make GIT=echo deploy', 'make nosuch'])('%s is allowed', (line) => {
    expect(decide(line).verb).toBe('allow');
  });
});

describe('the hooks a git command runs', () => {
  it('an executable hook of .git/hooks', () => {
    expect(decide('git commit -m wip')).toMatchObject({ verb: 'deny', reason: found('force') });
    expect(decide('git cherry-pick abc123')).toMatchObject({ verb: 'deny', reason: found('force') });
  });

  it('core.hooksPath, from the top of the working tree', () => {
    expect(decide('git push origin feature', join(repo, 'hooked'))).toMatchObject({ verb: 'deny', reason: found('workflows') });
  });

  it('a hook the same line writes is judged by what it writes', () => {
    expect(decide("printf 'git push -f\\n' > .git/hooks/post-merge && chmod +x .git/hooks/post-merge && git merge main")).toMatchObject({ verb: 'deny', reason: found('force') });
  });

  it.each(['git commit --no-verify -m wip', 'git commit -nm wip', 'git checkout main', 'git push origin feature', 'git log'])('%s runs no hook that matters', (line) => {
    expect(decide(line).verb).toBe('allow');
  });
});

describe('settings of git configuration files that name a command git runs', () => {
  it('core.pager, diff drivers and the like, for every git command', () => {
    for (const line of ['git log', 'git status', 'git diff HEAD~1'])
      expect(decide(line, join(repo, 'cfg')), line).toMatchObject({ verb: 'deny', reason: found('force', 'core\\.pager of cfg/\\.git/config') });
  });

  it('the ssh command and credential helpers only for a command that reaches a remote', () => {
    expect(decide('git log', join(repo, 'net')).verb).toBe('allow');
    expect(decide('git fetch origin', join(repo, 'net'))).toMatchObject({ verb: 'deny', reason: found('force', 'core\\.sshcommand of net/\\.git/config') });
  });
});

describe('git aliases from its configuration files', () => {
  it.each([
    ['git pf origin main', 'force'],
    ['git ship', 'force'],
    ['git fp', 'force'],
    ['git lp', 'force'],
    ['git -C sub pf', 'force'],
  ])('%s', (line, id) => {
    expect(decide(line)).toMatchObject({ verb: 'deny', reason: found(id) });
  });

  it('in a linked worktree, the common configuration', () => {
    expect(decide('git pf', join(repo, 'sub'))).toMatchObject({ verb: 'deny', reason: found('force') });
  });

  it("git's own commands are never aliases (git ignores alias.push)", () => {
    expect(decide('git push origin feature').verb).toBe('allow');
    expect(decide('git st').verb).toBe('allow');
  });

  it('the global configuration too', () => {
    writeFileSync(join(home, '.gitconfig'), '[alias]\n\tyolo = push --force\n');
    expect(decide('git yolo')).toMatchObject({ verb: 'deny', reason: found('force') });
  });

  it('a line that edits a configuration file before running git is refused by a security rule', () => {
    expect(decide("sed -i 's/x/y/' .git/config && git pf2").reason).toContain("changes git's configuration");
  });
});
