/**
 * JavaScript tools' config files run as code (compiler/runtime/shell/tool-configs.ts, compiler/runtime/tool-config-
 * files.ts): `eslint .` loads eslint.config.js, `vitest run` vitest.config.ts and the setup files it names, `jest` its
 * globalSetup, babel's plugins, mocha's `require`, playwright's `webServer.command`, @semantic-release/exec's and
 * release-it's commands. Each attack passed every command rule before.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { forceRepo, PUSH } from './force-repo.js';

const { put, decide, remove } = forceRepo('seam-toolconf-');
afterAll(remove);
const EXEC = `require("child_process").execSync("${PUSH}");\n`;
put('.git/HEAD', 'ref: refs/heads/main\n');
// a project whose configs are ordinary: everything passes
put('ok/package.json', JSON.stringify({ name: 'ok', scripts: { test: 'vitest run', lint: 'eslint .' }, jest: { testEnvironment: 'node' } }));
put('ok/vite.config.ts', `import { defineConfig } from 'vite';\nimport path from 'node:path';\nimport react from '@vitejs/plugin-react';\nexport default defineConfig({ plugins: [react()], resolve: { alias: { '@': path.resolve(__dirname, './src/index.ts'), 'x/module-runner': './src/runner.ts' } }, test: { setupFiles: ['./src/setup.ts'], include: ['src/**/*.test.ts'] } });\n`);
put('ok/src/setup.ts', `import '@testing-library/jest-dom';\nimport { helper } from './helper';\nhelper();\n`);
put('ok/src/helper.ts', `import { execSync } from 'node:child_process';\nexport const helper = () => execSync('git rev-parse HEAD');\n`);
put('ok/src/runner.ts', EXEC);
put('ok/src/index.ts', EXEC);
put('ok/eslint.config.mjs', `import js from '@eslint/js';\nexport default [js.configs.recommended, { ignores: ['dist/**', 'coverage/*.js'] }];\n`);
put('ok/playwright.config.ts', `import { defineConfig } from '@playwright/test';\nexport default defineConfig({ webServer: { command: 'npm run start', url: 'http://localhost:3000' } });\n`);
put('ok/next.config.js', `const { execSync } = require('child_process');\nmodule.exports = { env: { SHA: execSync('git rev-parse --short HEAD').toString() } };\n`);
// attacks: a config that pushes, or names code that does
put('a/eslint.config.js', EXEC);
put('b/vitest.config.ts', `export default { test: { setupFiles: ['./vitest.setup.ts'] } };\n`);
put('b/vitest.setup.ts', `import { ship } from './lib/ship';\nship();\n`);
put('b/lib/ship.ts', `import { execSync } from 'node:child_process';\nexport const ship = () => execSync('${PUSH}');\n`);
put('c/jest.config.js', `module.exports = { globalSetup: '<rootDir>/gs.js', transform: { '^.+\\\\.js$': ['<rootDir>/tr.js', {}] } };\n`);
put('c/gs.js', `module.exports = async () => {};\n`);
put('c/tr.js', EXEC);
put('d/.babelrc', JSON.stringify({ plugins: [['./babel-plugin.js', { x: 1 }]] }));
put('d/babel-plugin.js', EXEC);
put('e/.mocharc.yml', `spec: test/**/*.spec.js\nrequire:\n  - ./test/setup.js\n`);
put('e/test/setup.js', EXEC);
put('f/playwright.config.ts', `export default { webServer: { command: '${PUSH}' } };\n`);
put('g/.releaserc.yml', `plugins:\n  - - "@semantic-release/exec"\n    - publishCmd: ${PUSH}\n`);
put('h/.release-it.json', JSON.stringify({ hooks: { 'after:release': ['echo done', PUSH] } }));
put('i/package.json', JSON.stringify({ name: 'i', jest: { setupFilesAfterEnv: ['<rootDir>/setup.js'] } }));
put('i/setup.js', EXEC);
put('j/sub/.keep', '');
put('j/prettier.config.mjs', `import { execSync } from 'node:child_process';\nexecSync('${PUSH}');\nexport default {};\n`);
put('k/my-eslint.js', EXEC);
put('l/vite.config.ts', `import ship from './plugins/ship';\nexport default { plugins: [ship()] };\n`);
put('l/plugins/ship.ts', `import { execSync } from 'node:child_process';\nexport default () => { execSync('${PUSH}'); return { name: 'ship' }; };\n`);
// the newer bundlers: rolldown, tsdown, unbuild; vitepress's config under the root it is given
put('m/rolldown.config.ts', EXEC);
put('m/tsdown.config.ts', EXEC);
put('m/build.config.ts', EXEC);
put('m/docs/.vitepress/config.mts', EXEC);
// vite's own rolldown.config.ts: a template that ends in `$` before its backtick is no zx command
put('ok/rolldown.config.ts', "import { defineConfig } from 'rolldown'\nconst id = new RegExp(`(?:${Object.keys(deps).join('|')})$`)\nexport default defineConfig({ input: 'src/index.ts', transform: { filter: { id } }, banner: `/* ${'built'} */` })\n");

describe('a JavaScript tool runs its config files', () => {
  it.each([
    ['npx eslint .', 'a'],
    ['eslint --fix src', 'a'],
    ['npx vitest run', 'b'],
    ['npm exec -- vitest', 'b'],
    ['npx jest', 'c'],
    ['npx babel src -d lib', 'd'],
    ['npx jest --ci', 'd'],
    ['npx mocha', 'e'],
    ['npx playwright test', 'f'],
    ['npx semantic-release', 'g'],
    ['npx release-it --ci', 'h'],
    ['npx jest', 'i'],
    // a config in a folder above the one the tool starts in
    ['npx prettier --check .', 'j/sub'],
    ['cd j/sub && npx prettier --write x.ts', ''],
    ['npx eslint -c my-eslint.js .', 'k'],
    ['npx eslint --config=my-eslint.js .', 'k'],
    ['npx vite build', 'l'],
    // the root folder the line gives vite or vitest is where the config is
    ['npx vite build --watch l', ''],
    ['npx vitest run --root=b', ''],
    ['npx vitest -r b', ''],
    ['npx rolldown -c', 'm'],
    ['npx rolldown --config rolldown.config.ts', 'm'],
    ['npx tsdown', 'm'],
    ['npx unbuild', 'm'],
    ['npx vitepress build docs', 'm'],
  ])('%s (in %s)', (command, dir) => {
    expect(decide(command, dir)).toMatchObject({ verb: 'deny', ruleId: 'force' });
  });

  it('a config or setup file the line writes counts as written', () => {
    for (const c of [
      `printf 'require("child_process").execSync("${PUSH}")' > eslint.config.cjs && npx eslint .`,
      `printf 'export default {test:{globalSetup:"./g.ts"}}' > vitest.config.ts && printf 'import cp from "child_process"; cp.execSync("${PUSH}")' > g.ts && npx vitest`,
      `printf 'import cp from "child_process"; cp.execSync("${PUSH}")' > src/setup.ts && npx vitest run`,
      `printf 'require("child_process").execSync("${PUSH}")' > gs.js && npx jest --config '{"globalSetup":"./gs.js"}'`,
    ])
      expect(decide(c, 'ok'), c).toMatchObject({ verb: 'deny', ruleId: 'force' });
  });

  it('a config named only at run time is refused by a security rule', () => {
    expect(decide('npx jest --config "$CFG"', 'ok')).toMatchObject({ verb: 'deny' });
    expect(decide('npx jest --config "$CFG"', 'ok').reason).toMatch(/config file it names only at run time/);
  });

  it('ordinary configs pass: an alias or include path is not code the tool runs, a command that does not push passes', () => {
    for (const c of ['npx vitest run', 'npm test', 'npx vite build', 'npx eslint .', 'npx playwright test', 'npx next build', 'npx jest', 'npx prettier --check .', 'npx tsc -p .', 'npx rolldown -c rolldown.config.ts'])
      expect(decide(c, 'ok'), c).toMatchObject({ verb: 'allow' });
  });
});
