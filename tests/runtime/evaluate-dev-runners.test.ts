/**
 * Runners that take commands on their own line (compiler/runtime/shell/dev-runners.ts: concurrently, run-s/run-p,
 * nodemon --exec, chokidar -c, onchange, watchexec, direnv exec, and tsx/ts-node/zx as node) and tools that run
 * commands from a configuration file (config-runs.ts, config-task-files.ts: mise tasks, nodemon.json, lint-staged's
 * config). Each passed every command rule before.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readToml } from '../../compiler/runtime/config-task-files.js';
import { forceRepo, PUSH } from './force-repo.js';

const { put, decide, remove } = forceRepo('seam-dev-');
afterAll(remove);
put('.git/HEAD', 'ref: refs/heads/main\n');
put('package.json', JSON.stringify({ name: 'root', scripts: { build: 'tsc -p .', ship: PUSH, 'ship:docs': 'typedoc', 'build:types': 'tsc -b', 'deploy:prod': PUSH } }));
put('m/mise.toml', `[tools]\nnode = "20"\n\n[tasks.build]\nrun = "tsc -p ."\n\n[tasks.ship]\ndepends = ["build"]\nrun = [\n  "echo shipping",\n  """\n${PUSH}\n""",\n]\n\n[tasks]\nlint = "eslint ."\nrel = { run = '${PUSH}', depends = ["lint"] }\n`);
put('m/.mise/tasks/deploy', `#!/bin/sh\n${PUSH}\n`, true);
put('n/nodemon.json', JSON.stringify({ watch: ['src'], exec: PUSH, events: { start: 'echo started' } }));
put('n2/package.json', JSON.stringify({ name: 'n2', nodemonConfig: { events: { restart: PUSH } } }));
put('n3/nodemon.json', JSON.stringify({ watch: ['src'], exec: 'ts-node src/index.ts' }));
put('l/.lintstagedrc', JSON.stringify({ '*.js': ['eslint --fix', PUSH] }));
put('l2/.lintstagedrc.yml', `"*.ts":\n  - prettier --write\n  - ${PUSH}\n`);
put('l3/lint-staged.config.js', `export default {\n  '*.{js,ts}': ['eslint --fix', '${PUSH}'],\n  '*.md': (files) => \`prettier --write \${files.join(' ')}\`,\n};\n`);
put('l4/package.json', JSON.stringify({ name: 'l4', 'lint-staged': { '*.js': 'eslint --fix' } }));
put('e/.envrc', `export FOO=1\n${PUSH}\n`);
put('py/pyproject.toml', `[project]\nname = "x"\n\n[tool.pdm.scripts]\nlint = "ruff check ."\nship = "${PUSH}"\npre_rel = "${PUSH}"\nrel = "echo rel"\nboth = { composite = ["lint", "ship"] }\n\n[tool.poe.tasks]\nfmt = "ruff format ."\nship = { shell = "${PUSH}" }\nseq = { sequence = ["fmt", "ship"] }\n\n[tool.rye.scripts]\nship = { cmd = "${PUSH}" }\n\n[tool.hatch.envs.default.scripts]\nship = ["echo a", "${PUSH}"]\ntest = "pytest"\n`);
put('pf/Pipfile', `[packages]\nrequests = "*"\n\n[scripts]\nship = "${PUSH}"\ntest = "pytest"\n`);
put('cm/Makefile.toml', `[tasks.build]\ncommand = "cargo"\nargs = ["build"]\n\n[tasks.ship]\ndependencies = ["build"]\nscript = ['''\n${PUSH}\n''']\n\n[tasks.default]\nrun_task = "ship"\n`);
put('pr/Procfile', `web: bundle exec rails s\nworker: ${PUSH}\n`);
put('rk/Rakefile', `task :build do\n  sh "bundle exec rspec"\nend\ntask :ship do\n  sh "${PUSH}"\nend\n`);
put('gp/gulpfile.js', `const { execSync } = require("child_process");\nexports.ship = (cb) => { execSync("${PUSH}"); cb(); };\n`);
put('s.mjs', `#!/usr/bin/env zx\nawait $\`${PUSH}\`\n`);

describe('runners given commands on the line', () => {
  it.each([
    `concurrently '${PUSH}' 'echo hi'`,
    `concurrently -n a,b -c red,blue 'npm:ship' 'tsc -w'`,
    `concurrently 'npm:ship*'`,
    `concurrently --teardown '${PUSH}' 'echo hi'`,
    'run-s build ship',
    "run-p 'sh*'",
    "run-s 'build:*' 'sh{ip,out}'",
    // concurrently's * crosses the `:` (deploy:prod)
    "concurrently 'npm:deploy*'",
    'npm-run-all --parallel build ship',
    `nodemon --exec '${PUSH}'`,
    `nodemon -x '${PUSH}' x.js`,
    `chokidar 'src/**' -c '${PUSH}'`,
    `onchange 'src/**' -- ${PUSH}`,
    `watchexec -e js -- ${PUSH}`,
    `watchexec '${PUSH}'`,
    `tsx -e 'require("child_process").execSync("${PUSH}")'`,
    'zx s.mjs',
    'direnv exec e true',
    `yarn concurrently '${PUSH}'`,
    `pnpm --filter root concurrently '${PUSH}'`,
    `yarn node -e 'require("child_process").execSync("${PUSH}")'`,
  ])('%s', (line) => {
    expect(decide(line).verb).toBe('deny');
  });

  it('passes the same runners with harmless commands', () => {
    // a glob runs the scripts it matches only (run-p 'ship:*' is ship:docs, not ship)
    for (const line of ["run-p 'ship:*'", "run-s 'build:*'", "npm-run-all -p 'build*'", "concurrently 'npm:build*'", "concurrently 'npm:build' 'tsc -w'", 'run-s build', "nodemon --exec 'ts-node src/index.ts'", 'watchexec -e ts -- npm run build', 'tsx src/index.ts', "onchange 'src/**' -- npm run build", "chokidar 'src/**' -c 'npm run build'", 'direnv exec . npm run build', 'yarn build', 'pnpm --filter core build', 'yarn add -D eslint', 'yarn eslint --fix .'])
      expect(decide(line).verb, line).toBe('allow');
  });
});

describe('tools that run commands from their config', () => {
  it("judges mise's tasks, their dependencies and its file tasks", () => {
    for (const line of ['mise run ship', 'mise ship', 'mise run rel', 'mise run deploy', 'mise tasks run ship', 'mise run build ::: ship']) expect(decide(line, 'm').verb, line).toBe('deny');
    for (const line of ['mise run build', 'mise run lint', 'mise install', 'mise exec -- node x.js']) expect(decide(line, 'm').verb, line).toBe('allow');
  });

  it("judges nodemon's exec and events, and lint-staged's commands", () => {
    expect(decide('nodemon x.js', 'n')).toMatchObject({ verb: 'deny', reason: expect.stringContaining('a command of n/nodemon.json') });
    expect(decide('npx nodemon', 'n2').verb).toBe('deny');
    expect(decide('nodemon', 'n3').verb).toBe('allow');
    for (const dir of ['l', 'l2', 'l3']) expect(decide('npx lint-staged', dir).verb, dir).toBe('deny');
    expect(decide('npx lint-staged', 'l4').verb).toBe('allow');
  });

  it("judges the scripts of pdm, poe, rye, hatch, pipenv and cargo-make, a Procfile's processes, a Rakefile, a gulpfile", () => {
    for (const [line, dir] of [['pdm run ship', 'py'], ['pdm ship', 'py'], ['pdm run rel', 'py'], ['pdm run both', 'py'], ['poe ship', 'py'], ['poe seq', 'py'], ['rye run ship', 'py'], ['hatch run ship', 'py'], ['pipenv run ship', 'pf'], ['cargo make ship', 'cm'], ['cargo make', 'cm'], ['makers ship', 'cm'], ['foreman start', 'pr'], ['overmind start', 'pr'], ['honcho start worker', 'pr'], ['rake ship', 'rk'], ['bundle exec rake ship', 'rk'], ['gulp ship', 'gp']] as const)
      expect(decide(line, dir).verb, line).toBe('deny');
    for (const [line, dir] of [['pdm run lint', 'py'], ['poe fmt', 'py'], ['hatch run test', 'py'], ['pipenv run test', 'pf'], ['cargo make build', 'cm'], ['foreman start web', 'pr'], ['pdm install', 'py']] as const) expect(decide(line, dir).verb, line).toBe('allow');
  });

  it('reads TOML as mise writes it', () => {
    expect(readToml('a = 1\n[t.x]\nrun = ["a", \'b\']\n[t]\ny = { run = "c" }\n')).toEqual({ a: '1', t: { x: { run: ['a', 'b'] }, y: { run: 'c' } } });
  });
});
