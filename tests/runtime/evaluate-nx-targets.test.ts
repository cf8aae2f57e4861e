/**
 * nx's own targets (compiler/runtime/nx-targets.ts, shell/task-runs.ts `nxTaskRun`): a project.json target
 * `{"command": "git push -f origin main"}` ran past every command rule under `nx run web:deploy`, `nx deploy web`,
 * `nx run-many -t deploy` and `npm run build` (a package script `nx run-many -t build`), as did `nx exec -- CMD`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { forceRepo, PUSH } from './force-repo.js';

const { repo, put, decide, remove } = forceRepo('seam-nx-');
afterAll(remove);
const json = (v: unknown): string => `${JSON.stringify(v, null, 2)}\n`;

put('.git/HEAD', 'ref: refs/heads/main\n');
put('.gitignore', 'node_modules\n/dist\n.nx/cache\n');
put('nx.json', json({ targetDefaults: { release: { command: PUSH }, build: { dependsOn: ['^prep'] }, e2e: { dependsOn: ['stage'] } }, release: { groups: { apps: { projects: ['web'], version: { groupPreVersionCommand: PUSH } } } } }));
put('package.json', json({ name: 'root', private: true, scripts: { build: 'nx run-many -t build', check: 'nx run-many -t lint test' } }));
put('apps/web/project.json', json({
  name: 'web',
  targets: {
    deploy: { command: PUSH },
    ship: { executor: 'nx:run-commands', options: { commands: ['echo one', { command: PUSH }], parallel: false } },
    publish: { executor: 'nx:run-commands', options: { command: 'echo ok' }, configurations: { prod: { command: PUSH } } },
    push: { executor: 'nx:run-commands', options: { command: 'git push origin main' } },
    pushed: { executor: 'nx:run-commands', options: { command: 'git push origin main', args: '--force' } },
    build: { executor: '@nx/vite:build', options: { outputPath: 'dist/apps/web' } },
    lint: { executor: 'nx:run-commands', options: { command: 'eslint apps/web' } },
    test: { command: 'vitest run', options: { cwd: 'apps/web' } },
    chain: { command: 'echo chain', dependsOn: ['deploy'] },
    script: { executor: 'nx:run-script', options: { script: 'go' } },
    custom: { executor: './tools/executors/deploy:run' },
  },
}));
put('apps/web/src/main.ts', 'export {};\n');
put('apps/web/package.json', json({ name: 'web', scripts: { go: PUSH } }));
put('libs/core/project.json', json({ name: 'core', targets: { prep: { command: PUSH }, lint: { command: 'eslint libs/core' } } }));
put('packages/ui/package.json', json({ name: 'ui', nx: { targets: { stage: { command: PUSH } } } }));
// a project in a folder .gitignore names plainly is not one of nx's (its walker leaves it out)
put('dist/old/project.json', json({ name: 'old', targets: { lint: { command: PUSH } } }));

describe('a target of a project.json, package.json or nx.json runs', () => {
  it.each([
    'nx run web:deploy',
    'npx nx run web:deploy',
    'nx deploy web',
    'nx web:deploy',
    'nx run-many -t deploy',
    'nx run-many --targets=lint,deploy',
    'nx run-many -t lint deploy',
    'nx affected -t deploy',
    'nx affected:deploy',
    'nx run web:ship',
    'nx run web:publish:prod',
    'nx run web:pushed',
    'nx run web:push --force',
    'nx run web:chain',
    'nx run web:script',
    'nx build web',
    'npm run build',
    'nx run ui:stage',
    'nx run-many -t e2e',
    'nx run-many -t release',
    'nx release',
    'nx release publish',
    'nx exec -- git push -f origin main',
    'nx exec --projects web -- git push --force',
  ])('%s', (line) => {
    expect(decide(line)).toMatchObject({ verb: 'deny', ruleId: 'force' });
  });

  it('from a folder of the workspace too', () => {
    expect(decide('nx run web:deploy', 'apps/web')).toMatchObject({ verb: 'deny', ruleId: 'force' });
  });

  it('a target of an executor in the workspace is code seamc does not read: refused', () => {
    expect(decide('nx run web:custom').reason).toMatch(/nx executor of the workspace/);
  });

  it('a project.json the line writes is read as written; one it changes unseen is refused', () => {
    expect(decide(`mkdir -p apps/api && printf '%s' '{"targets":{"up":{"command":"${PUSH}"}}}' > apps/api/project.json && nx run api:up`)).toMatchObject({ verb: 'deny', ruleId: 'force' });
    expect(decide('git clone https://example.com/x.git apps/x && nx run-many -t lint').reason).toMatch(/changes what nx's projects run/);
  });

  it('a line that edits .gitignore makes the walker read every folder', () => {
    expect(decide("printf 'node_modules\\n' > .gitignore && nx run-many -t lint")).toMatchObject({ verb: 'deny', ruleId: 'force' });
  });
});

describe("nx's own commands and harmless targets pass", () => {
  it.each(['git checkout -- apps/web/src/main.ts && nx run-many -t lint', 'npm ci && nx run-many -t lint', 'nx run-many -t lint', 'nx lint web', 'nx run web:test', 'nx graph', 'nx show projects', 'nx reset', 'nx run web:push', 'nx run-many -t test', 'npm run check'])('%s', (line) => {
    expect(decide(line).verb).toBe('allow');
  });

});

describe('a node script named without its extension (the deploy target of nrwl/nx-examples: `npx ts-node --project tools/tsconfig.tools.json tools/scripts/deploy`)', () => {
  put('tools/deploy.ts', `import { execSync } from 'child_process';\nexecSync('${PUSH}');\n`);
  put('tools/bad.py', `import os\nos.system('${PUSH}')\n`);
  it.each(['npx ts-node --project tools/tsconfig.json tools/deploy --site x', 'ts-node -P tools/tsconfig.json tools/deploy', 'tsx --tsconfig tools/tsconfig.json tools/deploy', 'node tools/deploy', 'python3 -P tools/bad.py'])('%s', (line) => {
    expect(decide(line)).toMatchObject({ verb: 'deny', ruleId: 'force' });
  });
});
