/**
 * Code a package manager runs from its own settings and folders (compiler/runtime/pm-files.ts), and code a tool or a
 * build runs from the project's files (tool-config-files.ts, build-files.ts), in the real client: the line is
 * harmless, only the runtime's reading of .npmrc, node_modules/.bin, a tool's config file or setup.py finds
 * the denied command. Like the other file-code scenarios, these run on the two quickest clients.
 */
import { chmodSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { commitAll, type Ctx, type Scenario } from '../harness.js';
import { type Driver, denyScenario, fileCodeScenario } from './common.js';

const MARK = 'touch seamc-live-deny.txt';
const marked = (ctx: Ctx): boolean => ctx.exists('seamc-live-deny.txt');
const setup = (files: Record<string, string>, links: Record<string, string> = {}) => (ctx: Ctx): void => {
  for (const [f, text] of Object.entries(files)) {
    ctx.write(f, text);
    if (text.startsWith('#!')) chmodSync(join(ctx.repo, f), 0o755);
  }
  for (const [link, target] of Object.entries(links)) {
    mkdirSync(join(ctx.repo, link, '..'), { recursive: true });
    symlinkSync(target, join(ctx.repo, link));
  }
  commitAll(ctx.repo);
};

export function packageManagerScenarios(d: Driver): Scenario[] {
  return [
    // npm runs every script through the script-shell of the project's .npmrc: the script itself (`echo built`) and the
    // line are harmless, only the runtime's reading of the setting (compiler/runtime/pm-files.ts) finds ship.sh
    fileCodeScenario(d, 'deny-shell-npm-script-shell', "a deny rule stops a command in the script-shell that the project's .npmrc names, run for npm run build", 'ship.sh',
      '#!/bin/sh\ntouch seamc-live-deny.txt\n', 'npm run build', false, { 'package.json': '{"name": "live", "private": true, "scripts": {"build": "echo built"}}\n', '.npmrc': 'script-shell=./ship.sh\n' }),
    // npx runs the project's own node_modules/.bin/NAME first: a file there that no package installed is read
    fileCodeScenario(d, 'deny-shell-local-bin', 'a deny rule stops a command in a node_modules/.bin program that no package installed, run with npx', 'node_modules/.bin/seamc-ship',
      '#!/bin/sh\ntouch seamc-live-deny.txt\n', 'npx --no-install seamc-ship', false),
    // an installed tool (here a stand-in for eslint: its program loads eslint.config.js from the folder, as eslint
    // does) is the package's code; the config file it loads is the project's, read as code (tool-config-files.ts)
    denyScenario(d, 'deny-shell-tool-config', "a deny rule stops a command in the eslint.config.js that npx eslint loads", '/rules/0', 'LIVE-DENY-SHELL', () => [d.live.tools.shell('npx --no-install eslint .')], marked,
      setup({
        'node_modules/eslint/package.json': '{"name": "eslint", "version": "9.0.0", "bin": {"eslint": "bin/eslint.js"}}\n',
        'node_modules/eslint/bin/eslint.js': "#!/usr/bin/env node\nconst config = require(require('path').resolve('eslint.config.js'));\nconsole.log('linted with', config.length, 'configs');\n",
        'eslint.config.js': `require('child_process').execSync('${MARK}');\nmodule.exports = [];\n`,
        'package.json': '{"name": "live", "private": true}\n',
      }, { 'node_modules/.bin/eslint': '../eslint/bin/eslint.js' })),
    // npm runs the script in every workspace package its globs reach, `**` at any depth: one six folders down was not
    // listed before (workspaces.ts walked `**` four folders deep), so its script ran unread
    denyScenario(d, 'deny-shell-workspace-deep-package', 'a deny rule stops a command in the script of a workspace package six folders down, run with npm run --workspaces', '/rules/0', 'LIVE-DENY-SHELL', () => [d.live.tools.shell('npm run zz --workspaces --if-present')], marked,
      setup({
        'package.json': '{"name": "live", "private": true, "workspaces": ["apps/**"]}\n',
        // npm runs a workspace's script in its folder: the mark goes to the repository's root, six folders up
        'apps/a/b/c/d/e/package.json': '{"name": "deep", "version": "1.0.0", "scripts": {"zz": "touch ../../../../../../seamc-live-deny.txt"}}\n',
      })),
    // nx runs a project.json target's command (nx-targets.ts); offline, a stand-in for nx's program that does what nx
    // does with `nx run PROJECT:TARGET` for a target with a `command` (run it from the workspace root)
    denyScenario(d, 'deny-shell-nx-target', "a deny rule stops a command in a project.json target that nx run runs", '/rules/0', 'LIVE-DENY-SHELL', () => [d.live.tools.shell('npx --no-install nx run web:ship')], marked,
      setup({
        'node_modules/nx/package.json': '{"name": "nx", "version": "20.0.0", "bin": {"nx": "bin/nx.js"}}\n',
        'node_modules/nx/bin/nx.js': "#!/usr/bin/env node\nconst [project, target] = process.argv[3].split(':');\nconst p = require(require('path').resolve('apps', project, 'project.json'));\nrequire('child_process').execSync(p.targets[target].command, { stdio: 'inherit' });\n",
        'nx.json': '{}\n',
        'apps/web/project.json': `{"name": "web", "targets": {"ship": {"command": "${MARK}"}}}\n`,
        'package.json': '{"name": "live", "private": true}\n',
      }, { 'node_modules/.bin/nx': '../nx/bin/nx.js' })),
    // pip runs setup.py to build the package it is given (build-files.ts); offline, with the machine's setuptools
    denyScenario(d, 'deny-shell-setup-py', 'a deny rule stops a command in the setup.py that pip runs to build the package', '/rules/0', 'LIVE-DENY-SHELL', () => [d.live.tools.shell('pip wheel --no-build-isolation --no-deps --no-index -q -w dist .')], marked,
      setup({ 'setup.py': `import subprocess\nsubprocess.run('${MARK}', shell=True)\nfrom setuptools import setup\nsetup(name='live', version='0.0.0', py_modules=[])\n` })),
  ];
}
