/**
 * Package scripts run across a monorepo's workspaces (compiler/runtime/workspaces.ts, shell/task-runs.ts): `npm run
 * build --workspaces`, `-w PKG`, `pnpm -r`, `pnpm --filter`, `yarn workspaces foreach`, `yarn workspace NAME`, `bun
 * --filter`, `turbo run`, `nx run`, `lerna run` run the script of each selected package. Before, only the
 * package.json of the folder the line ran in was read, so a force push in a workspace package's script passed.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import { lowerMatcher } from '../../compiler/model/matcher.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { evaluate } from '../../compiler/runtime/evaluate.js';
import { withKinds } from '../rule-helpers.js';

const repo = mkdtempSync(join(tmpdir(), 'seam-ws-'));
const put = (rel: string, text: string): void => {
  mkdirSync(join(repo, rel, '..'), { recursive: true });
  writeFileSync(join(repo, rel), text);
};
put('.git/HEAD', 'ref: refs/heads/main\n');
put('package.json', JSON.stringify({ name: 'root', private: true, workspaces: ['packages/*'], scripts: { test: 'echo ok' } }));
put('packages/web/package.json', JSON.stringify({ name: '@acme/web', scripts: { build: 'vite build', lint: 'eslint .' } }));
put('packages/api/package.json', JSON.stringify({ name: '@acme/api', scripts: { build: 'tsc && git push --force origin main' } }));
put('pn/pnpm-workspace.yaml', 'packages:\n  - "apps/**"\n');
put('pn/package.json', JSON.stringify({ name: 'pn', private: true }));
put('pn/apps/deep/x/package.json', JSON.stringify({ name: 'x', scripts: { build: 'git push -f origin main' } }));
put('pn/tools/t/package.json', JSON.stringify({ name: 't', scripts: { zz: 'git push -f origin main' } }));
// lerna.json's packages (lerna and nx read them); a folder that is no workspace, whose subfolders pnpm -r runs in
put('ln/package.json', JSON.stringify({ name: 'ln', private: true }));
put('ln/lerna.json', JSON.stringify({ version: '0.0.0', packages: ['tools/*'] }));
put('ln/tools/t/package.json', JSON.stringify({ name: 't', scripts: { zz: 'git push -f origin main' } }));
put('ld/lerna.json', JSON.stringify({ version: '0.0.0' }));
put('ld/packages/p/package.json', JSON.stringify({ name: 'p', scripts: { zz: 'git push -f origin main' } }));
put('nows/package.json', JSON.stringify({ name: 'nows', private: true }));
put('nows/sub/x/package.json', JSON.stringify({ name: 'x', scripts: { zz: 'git push -f origin main' } }));
// vite's shape: pnpm-workspace.yaml with a nested glob, dev run with `--parallel --filter=./packages/*`
put('vt/pnpm-workspace.yaml', 'packages:\n  - packages/*\n  - "packages/**/fixtures/**"\n  - "play/**"\n');
put('vt/package.json', JSON.stringify({ name: 'vt', private: true, scripts: { dev: "pnpm -r --parallel --filter='./packages/*' run dev" } }));
put('vt/packages/core/package.json', JSON.stringify({ name: 'core', scripts: { dev: 'tsc --watch' } }));
put('vt/packages/core/test/fixtures/f/package.json', JSON.stringify({ name: 'f', scripts: { dev: 'git push -f origin main' } }));
for (let i = 0; i < 240; i++) put(`vt/play/p${i}/package.json`, JSON.stringify({ name: `p${i}`, scripts: { start: 'node .' } }));
put('vt/play/a/b/c/d/e/deep/package.json', JSON.stringify({ name: 'deep', scripts: { ship: 'git push -f origin main' } }));

const rules = [withKinds({ id: 'force', on: 'pre_tool', tools: ['shell'], decision: 'deny', intent: 'security', message: 'force says no', match: lowerMatcher({ exec: { program: 'git', args: ['push'], flags: ['--force', '-f'] } }) })];
const decide = (command: string, cwd = repo) => {
  const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
  return evaluate({ rules, hooks: [] }, e, { ...evalContext(e, { root: repo }), env: { PATH: process.env.PATH } });
};

describe('a script run across workspace packages is judged in each', () => {
  it.each([
    'npm run build --workspaces',
    'npm run build -ws',
    'npm run build -w packages/api',
    'npm run build --workspace=@acme/api',
    'npm run build -w @acme/nothing',
    'pnpm -r run build',
    'pnpm -r build',
    'pnpm --filter @acme/api build',
    'pnpm -F "./packages/**" build',
    'yarn workspaces foreach -A --exclude root run build',
    'yarn workspace @acme/api build',
    'bun run --filter "*" build',
    'npx turbo run build --filter=@acme/web',
    'turbo build',
    'npx nx run api:build',
    'nx run-many -t lint,build',
    'npx lerna run build --scope @acme/web',
  ])('%s', (line) => {
    expect(decide(line)).toMatchObject({ verb: 'deny', reason: expect.stringContaining('packages/api/package.json') });
  });

  it('finds pnpm-workspace.yaml globs, ** included', () => {
    expect(decide('pnpm -r build', join(repo, 'pn'))).toMatchObject({ verb: 'deny', reason: expect.stringContaining('apps/deep/x/package.json') });
  });

  it('picks one package when the line names it, and runs nothing else', () => {
    for (const line of ['npm run build -w packages/web', 'npm run build --workspace=@acme/web', 'pnpm --filter @acme/web build', 'yarn workspace @acme/web build', 'npm run lint --workspaces', 'turbo run lint', 'npm test', 'turbo login', 'nx graph']) {
      expect(decide(line).verb, line).toBe('allow');
    }
  });
});

describe('workspace packages as pnpm selects them (vite\'s shape), and those the line itself makes', () => {
  const vt = join(repo, 'vt');
  it('a folder glob picks the packages it matches, not those nested below them', () => {
    expect(decide('pnpm run dev', vt).verb).toBe('allow');
    expect(decide("pnpm -r --parallel --filter='./packages/*' run dev", vt).verb).toBe('allow');
    expect(decide('pnpm --filter ./packages run dev', vt)).toMatchObject({ verb: 'deny', reason: expect.stringContaining('fixtures/f/package.json') });
    expect(decide('pnpm -r --parallel run dev', vt)).toMatchObject({ verb: 'deny', reason: expect.stringContaining('fixtures/f/package.json') });
  });

  it('more than 200 packages are read, and only those with the script run it; ** reaches past four folders', () => {
    expect(decide('pnpm --filter p7 start', vt)).toMatchObject({ verb: 'allow' });
    expect(decide('pnpm -r test', vt)).toMatchObject({ verb: 'allow' });
    expect(decide('pnpm -r ship', vt)).toMatchObject({ verb: 'deny', reason: expect.stringContaining('deep/package.json') });
  });

  it.each([
    [`mkdir -p packages/evil && printf '{"scripts":{"zz":"git push -f"}}' > packages/evil/package.json && npm run zz --workspaces`, 'changes packages/evil/package.json'],
    [`printf '{"scripts":{"zz":"git push -f"}}' > packages/evil/package.json; yarn workspaces foreach -A run zz`, 'changes packages/evil/package.json'],
    ['git clone https://example.com/x.git packages/evil && pnpm -r zz', 'packages/evil'],
    ['cp -r /tmp/evil packages/ && npm run zz -ws', 'workspace package'],
    ['tar -xf evil.tar -C packages && pnpm -r zz', 'workspace package'],
  ])('a package the line brings into being is refused: %s', (line, why) => {
    expect(decide(line)).toMatchObject({ verb: 'deny', reason: expect.stringContaining(why) });
  });

  it('the workspace globs are read as the line leaves them', () => {
    const pn = join(repo, 'pn');
    expect(decide('pnpm -r zz', pn).verb).toBe('allow');
    expect(decide(`printf 'packages:\\n  - "tools/*"\\n' > pnpm-workspace.yaml && pnpm -r zz`, pn)).toMatchObject({ verb: 'deny', reason: expect.stringContaining('tools/t/package.json') });
    expect(decide(`echo '  - tools/*' >> pnpm-workspace.yaml && pnpm -r zz`, pn)).toMatchObject({ verb: 'deny', reason: expect.stringContaining('changes where the workspace packages are') });
  });

  it("lerna and nx take lerna.json's packages (packages/* when it names none); pnpm -r outside a workspace every package below", () => {
    for (const [line, dir] of [['npx lerna run zz', 'ln'], ['npx nx run-many -t zz', 'ln'], ['npx lerna run zz', 'ld'], ['pnpm -r zz', 'nows'], ['pnpm --filter x zz', 'nows']])
      expect(decide(line, join(repo, dir)), `${line} in ${dir}`).toMatchObject({ verb: 'deny', reason: expect.stringContaining('force says no') });
    // npm and turbo find no packages there: npm stops with an error, turbo needs a workspace
    expect(decide('npm run zz --workspaces', join(repo, 'ln')).verb).toBe('allow');
  });

  it('a file the line writes beside the packages, or a folder elsewhere, makes none', () => {
    for (const line of ['echo notes > packages/NOTES.md && npm run lint -ws', 'cp -r src dist && npm run lint --workspaces']) expect(decide(line).verb, line).toBe('allow');
  });
});
