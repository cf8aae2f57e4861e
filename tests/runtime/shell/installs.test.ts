/**
 * Commands that write somewhere other than the files they name (compiler/runtime/shell/installs.ts): global and
 * per-user installs, git commands that make a repository, work tree or setting elsewhere, npm's user config and
 * ssh-keygen's key files. Each went past a rule on writes outside the repository.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../../compiler/contract/events.js';
import type { CompiledRule } from '../../../compiler/contract/rules.js';
import { lowerMatcher } from '../../../compiler/model/matcher.js';
import { evalContext } from '../../../compiler/runtime/context.js';
import { evaluate } from '../../../compiler/runtime/evaluate.js';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';
import { withKinds } from '../../rule-helpers.js';

const writes = (line: string) => analyzeShell(line).writes.map((w) => [w.path, w.via]);
const prefix = dirname(dirname(process.execPath));

describe('writes a command makes outside what it names', () => {
  it.each([
    ['npm install -g typescript', [[`${prefix}/lib/node_modules`, 'npm install -g']]],
    ['npm i --location=global x', [[`${prefix}/lib/node_modules`, 'npm install -g']]],
    ['npm config set prefix ~/x', [['~/.npmrc', 'npm config set']]],
    ['npm config set x y --location=project', [['.npmrc', 'npm config set']]],
    ['pnpm add -g x', [['~/.local/share/pnpm', 'pnpm add -g']]],
    ['yarn global add x', [['~/.config/yarn/global', 'yarn global add']]],
    ['bun add -g x', [['~/.bun/install/global', 'bun add -g']]],
    ['pip install --user x', [['~/.local/lib', 'pip install --user']]],
    ['pipx install x', [['~/.local/share/pipx', 'pipx install']]],
    ['uv tool install ruff', [['~/.local/share/uv/tools', 'uv tool install'], ['~/.local/bin', 'uv tool install']]],
    ['cargo install ripgrep', [['~/.cargo/bin', 'cargo install']]],
    ['cargo install --root /opt/x ripgrep', [['/opt/x', 'cargo install']]],
    ['go install golang.org/x/tools/gopls@latest', [['~/go/bin', 'go install']]],
    ['code --install-extension ms-python.python', [['~/.vscode/extensions', 'code --install-extension']]],
    ['ssh-keygen -t rsa -f ~/.ssh/deploy -N ""', [['~/.ssh/deploy', 'ssh-keygen'], ['~/.ssh/deploy.pub', 'ssh-keygen']]],
    ['git clone https://h.example/y.git ../y', [['../y', 'git clone']]],
    ['git clone --depth 1 https://h.example/y.git', [['y', 'git clone']]],
    ['git -C .. clone git@h.example:o/r.git', [['../r', 'git clone']]],
    ['git worktree add -b fix ../wt', [['../wt', 'git worktree add']]],
    ['docker cp web:/app/install.sh .', [['./install.sh', 'docker cp']]],
    ['podman cp web:/etc/conf ./conf.d/', [['./conf.d/conf', 'podman cp']]],
    ['docker cp web:/x out.txt', [['out.txt', 'docker cp']]],
    ['git init ../z', [['../z', 'git init']]],
    ['git -C /tmp/other init', [['/tmp/other/.git', 'git init']]],
    ['git init', [['.git', 'git init']]],
    ['git config --global user.name x', [['~/.gitconfig', 'git config --global']]],
    ['git config --system --unset core.pager', [['/etc/gitconfig', 'git config --system']]],
  ])('%s writes %j', (line, want) => {
    expect(writes(line)).toEqual(want);
  });

  it.each(['npm install x', 'npm config get prefix', 'pip install x', 'go build ./...', 'cargo build', 'ssh-keygen -lf k.pub', 'ssh-keygen -y -f k', 'git config --global --list', 'git config --global user.name', 'uv pip install x', 'yarn add x', 'docker cp x.txt web:/tmp/', 'docker ps'])('%s writes nothing outside', (line) => {
    expect(writes(line)).toEqual([]);
  });

  it('a rule on writes outside the repository refuses them, and not a clone into the repository', () => {
    const repo = mkdtempSync(join(tmpdir(), 'seam-installs-'));
    const rules: CompiledRule[] = [withKinds({ id: 'outside', on: 'pre_tool', tools: ['write', 'edit'], decision: 'deny', intent: 'security', message: 'inside only', match: lowerMatcher({ outside_repo: true }) })];
    const decide = (command: string) => {
      const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd: repo, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
      return evaluate({ rules, hooks: [] }, e, evalContext(e, { root: repo })).verb;
    };
    for (const line of ['npm i -g x', 'cargo install x', 'git clone https://h.example/y.git ../y', 'git worktree add ../wt', 'git config --global user.name x', 'ssh-keygen -f ~/.ssh/k -N ""']) expect(decide(line), line).toBe('deny');
    for (const line of ['npm install x', 'git clone https://h.example/y.git vendor/y', 'git config user.name x']) expect(decide(line), line).toBe('allow');
  });

  it('a script the line runs from what it cloned or copied out is code seamc has not seen: a security rule on commands refuses it', () => {
    const repo = mkdtempSync(join(tmpdir(), 'seam-installs-run-'));
    const rules: CompiledRule[] = [withKinds({ id: 'rm', on: 'pre_tool', tools: ['shell'], decision: 'deny', intent: 'security', message: 'no rm', match: lowerMatcher({ exec: { program: 'rm' } }) })];
    const decide = (command: string) => {
      const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd: repo, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
      return evaluate({ rules, hooks: [] }, e, evalContext(e, { root: repo }));
    };
    expect(decide('git clone https://h.example/r.git && sh r/install.sh').reason).toContain('seamc cannot read a line that runs `r/install.sh` after writing what seamc cannot see into it');
    expect(decide('docker cp web:/x.sh . && sh x.sh').verb).toBe('deny');
    for (const line of ['git clone https://h.example/r.git && cat r/README.md', 'git clone https://h.example/r.git && sh other.sh', 'prettier --write . && node build.js', 'black . && python3 run.py']) expect(decide(line).verb, line).toBe('allow');
  });
});
