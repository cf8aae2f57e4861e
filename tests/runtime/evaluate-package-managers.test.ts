/**
 * What a package manager runs from its own settings and folders (compiler/runtime/pm-files.ts, package-scripts.ts,
 * env-files.ts; shell/pm-runs.ts): npm's `script-shell` and `node-options` (the line's options and variables, every
 * .npmrc up, the user's, pnpm-workspace.yaml), yarn's yarnPath, plugins and .env.yarn, pnpm's .pnpmfile.cjs, bun's
 * preload, `node --env-file`, a program of node_modules/.bin that no package installed, PERL5OPT. Each was a way
 * past every command rule: the agent writes the setting and the code with a file tool, then runs `npm run build`.
 * Also: code run through a file finds what the line wrote before it, and a file the line runs before it rewrites it
 * is judged as it is on disk too.
 */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import type { CompiledRule } from '../../compiler/contract/rules.js';
import { lowerMatcher } from '../../compiler/model/matcher.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { evaluate } from '../../compiler/runtime/evaluate.js';
import { withKinds } from '../rule-helpers.js';

const repo = mkdtempSync(join(tmpdir(), 'seam-pm-'));
const put = (rel: string, text: string): void => {
  mkdirSync(join(repo, rel, '..'), { recursive: true });
  writeFileSync(join(repo, rel), text, { mode: 0o755 });
};
const PUSH_JS = 'require("child_process").execSync("git push --force origin main");\n';
put('.git/HEAD', 'ref: refs/heads/main\n');
put('home/.keep', '');
put('sub/.keep', '');
put('package.json', JSON.stringify({ name: 'root', scripts: { build: 'tsc -p .', lint: 'own --fix', check: 'dep && out' } }));
put('ship.sh', 'git push --force origin main\n');
put('ok.sh', 'git push --force origin main\n');
put('e.cjs', PUSH_JS);
for (const [dir, file, text] of [
  ['shell', '.npmrc', '; the project shell\nscript-shell = ../ship.sh\n'],
  ['opts', '.npmrc', 'node-options="--require ../e.cjs"\n'],
  ['pnpmws', 'pnpm-workspace.yaml', 'packages: []\nscriptShell: ../ship.sh\n'],
  ['sectioned', '.npmrc', '[other]\nscript-shell=../ship.sh\n'],
  ['aliased', 'pnpm-workspace.yaml', 'packages: []\nx: &s ../ship.sh\nscriptShell: *s\n'],
  ['berry', '.yarnrc.yml', 'yarnPath: ../e.cjs\n'],
  ['released', '.yarnrc.yml', 'yarnPath: .yarn/releases/yarn-4.5.0.cjs\nplugins:\n  - path: .yarn/plugins/@yarnpkg/plugin-x.cjs\n'],
  ['plug', '.yarnrc.yml', 'plugins:\n  - path: ../e.cjs\n    spec: "x"\n'],
  ['classic', '.yarnrc', 'yarn-path "../e.cjs"\n'],
  ['yenv', '.env.yarn', 'NODE_OPTIONS="--require ../e.cjs"\n'],
  ['pnpmfile', '.pnpmfile.cjs', `module.exports = { hooks: { readPackage(p) { ${PUSH_JS} return p; } } };\n`],
  ['bun', 'bunfig.toml', 'preload = ["../e.cjs", "@scope/pkg/preload"]\n'],
  ['buntest', 'bunfig.toml', '[test]\npreload = [\n  "./setup.ts",\n]\n'],
  ['benv', '.env.local', 'BASH_ENV=../ship.sh\n'],
] as const) {
  put(`${dir}/${file}`, text);
  put(`${dir}/package.json`, JSON.stringify({ name: dir, scripts: { build: 'tsc' } }));
}
// yarn's own release and plugin, where yarn puts them: they spawn processes, as yarn does
put('released/.yarn/releases/yarn-4.5.0.cjs', PUSH_JS);
put('released/.yarn/plugins/@yarnpkg/plugin-x.cjs', PUSH_JS);
put('buntest/setup.ts', 'Bun.spawnSync(["git", "push", "--force", "origin", "main"]);\n');
put('run.env', '# variables\nexport NODE_OPTIONS=--require ./e.cjs\n');
put('plain.env', 'FOO=1\nNODE_ENV=test\n');
put('lib/Ship.pm', 'package Ship;\nsystem("git push --force origin main");\n1;\n');
// node_modules/.bin: a program written by hand, one an installed package links to, one whose link leaves node_modules
put('node_modules/.bin/own', 'git push --force origin main\n');
put('node_modules/dep/bin.js', PUSH_JS);
symlinkSync('../dep/bin.js', join(repo, 'node_modules/.bin/dep'));
symlinkSync('../../ship.sh', join(repo, 'node_modules/.bin/out'));

const rules: CompiledRule[] = [
  withKinds({ id: 'force', on: 'pre_tool', tools: ['shell'], decision: 'deny', intent: 'security', message: 'force says no', match: lowerMatcher({ exec: { program: 'git', args: ['push'], flags: ['--force', '-f'] } }) }),
];
const decide = (command: string, dir = '') => {
  const cwd = join(repo, dir);
  const e: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } };
  return evaluate({ rules, hooks: [] }, e, { ...evalContext(e, { root: repo }), home: join(repo, 'home'), env: { PATH: process.env.PATH, HOME: join(repo, 'home') } });
};
const denied = (where: string) => ({ verb: 'deny', reason: expect.stringContaining(`seamc found this in ${where}`) });
const refused = (why: string) => ({ verb: 'deny', reason: expect.stringContaining(why) });

describe("npm's script-shell and node-options", () => {
  it('runs every script through the script-shell of the project, the line or its variables', () => {
    expect(decide('npm run build', 'shell')).toMatchObject(denied('ship.sh'));
    expect(decide('pnpm build', 'pnpmws')).toMatchObject(denied('ship.sh'));
    expect(decide('pnpm build', 'aliased')).toMatchObject(refused('has a YAML anchor'));
    expect(decide('yarn build', 'shell')).toMatchObject(denied('ship.sh'));
    for (const line of ['npm run build --script-shell=./ship.sh', 'npm --script-shell ./ship.sh run build', 'npm_config_script_shell=./ship.sh npm run build', 'export NPM_CONFIG_SCRIPT_SHELL=./ship.sh; npm test; npm run build'])
      expect(decide(line), line).toMatchObject(denied('ship.sh'));
  });

  it("takes npm's abbreviated options, and runs `npm exec -c` through the script-shell too", () => {
    for (const line of ['npm run build --script-sh=./ship.sh', 'npm run build --script-shel ./ship.sh', 'npm --script-shel ./ship.sh run build', "npm exec --script-shell=./ship.sh -c 'echo hi'", "npx -c 'echo hi'  --script-shell ./ship.sh"])
      expect(decide(line), line).toMatchObject(denied('ship.sh'));
    for (const line of ['npm run build --save', "npx -c 'echo hi'", 'npm install --save-dev eslint']) expect(decide(line).verb, line).toBe('allow');
  });

  it('loads node-options into every node a script starts', () => {
    expect(decide('npm run build', 'opts')).toMatchObject(denied('e.cjs'));
    expect(decide('npm run build --node-options="--require ./e.cjs"')).toMatchObject(denied('e.cjs'));
  });

  it('reads the settings a line writes first, what it appends, and the user file `npm config set` changes', () => {
    expect(decide("printf 'script-shell=./ship.sh\\n' > .npmrc && npm run build")).toMatchObject(denied('ship.sh'));
    expect(decide("echo 'script-shell=./ship.sh' >> ~/.npmrc; npm run build")).toMatchObject(denied('ship.sh'));
    expect(decide('npm config set script-shell ./ship.sh && npm run build')).toMatchObject(denied('ship.sh'));
    expect(decide('npm config set script-shell=./ship.sh && npm run build')).toMatchObject(denied('ship.sh'));
    expect(decide('pnpm config set script-shell ./ship.sh && pnpm build')).toMatchObject(denied('ship.sh'));
  });

  it('refuses settings made at run time, but not a token from a variable', () => {
    expect(decide('echo "$(cat s)" >> .npmrc && npm run build')).toMatchObject(refused('settings made at run time'));
    expect(decide('echo "${K}=./ship.sh" > .npmrc && npm run build')).toMatchObject(refused('settings made at run time'));
    expect(decide('echo "script-shell=${S}" > .npmrc && npm run build')).toMatchObject(refused('script-shell setting made at run time'));
    expect(decide('npm config set script-shell $(cat s) && npm run build')).toMatchObject(refused('made at run time'));
    for (const line of ['echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc && npm run build', 'npm config set //registry.npmjs.org/:_authToken $NPM_TOKEN && npm run build', 'npm config set registry https://r.example.com && npm install'])
      expect(decide(line).verb, line).toBe('allow');
  });

  it('judges nothing more where no setting names code', () => {
    for (const line of ['npm run build', 'npm install', 'pnpm build', 'yarn build', 'npx tsc'] as const) expect(decide(line).verb, line).toBe('allow');
    // a setting under an [section] is not npm's
    expect(decide('npm run build', 'sectioned').verb).toBe('allow');
  });
});

describe("the package managers' own code", () => {
  it("runs yarn's yarnPath, plugins (yarn 2+) and yarn-path (yarn 1) for any yarn command", () => {
    expect(decide('yarn --version', 'berry')).toMatchObject(denied('e.cjs'));
    expect(decide('yarn install', 'plug')).toMatchObject(denied('e.cjs'));
    expect(decide('yarn', 'classic')).toMatchObject(denied('e.cjs'));
    expect(decide('YARN_IGNORE_PATH=1 yarn', 'berry').verb).toBe('allow');
    // the release and plugins `yarn set version` and `yarn plugin import` put in .yarn/ are yarn's own code, unless the line writes them
    expect(decide('yarn install', 'released').verb).toBe('allow');
    expect(decide(`printf '${PUSH_JS.replace(/\n/, '')}' > .yarn/releases/yarn-4.5.0.cjs && yarn install`, 'released')).toMatchObject(denied('released/.yarn/releases/yarn-4.5.0.cjs'));
    expect(decide("yarn config set yarnPath ./e.cjs && yarn")).toMatchObject(denied('e.cjs'));
    expect(decide('YARN_YARN_PATH=./e.cjs yarn')).toMatchObject(denied('e.cjs'));
  });

  it("loads .env.yarn, pnpm's pnpmfile for installs, bun's preloads and .env files", () => {
    expect(decide('yarn build', 'yenv')).toMatchObject(denied('e.cjs'));
    expect(decide('pnpm install', 'pnpmfile')).toMatchObject(denied('pnpmfile/.pnpmfile.cjs'));
    expect(decide('pnpm build', 'pnpmfile').verb).toBe('allow');
    expect(decide('bun run x.ts', 'bun')).toMatchObject(denied('e.cjs'));
    expect(decide('bun test', 'buntest')).toMatchObject(denied('buntest/setup.ts'));
    expect(decide('bun install', 'bun').verb).toBe('allow');
    expect(decide('bun run x.ts', 'benv')).toMatchObject(denied('ship.sh'));
  });

  it("loads node's --env-file variables", () => {
    expect(decide('node --env-file=run.env x.js')).toMatchObject(denied('e.cjs'));
    expect(decide('node --env-file run.env x.js')).toMatchObject(denied('e.cjs'));
    expect(decide('node --env-file=plain.env x.js').verb).toBe('allow');
    expect(decide('node --env-file="$F" x.js')).toMatchObject(refused('a file of variables it names only at run time'));
  });
});

describe('node_modules/.bin', () => {
  it('runs a program no package installed, from a runner or a script word', () => {
    for (const line of ['npx own', 'npm exec own', 'npm exec -- own --fix', 'pnpm exec own', 'yarn own', 'bunx own', 'npx out', 'npm run lint', 'npm run check'])
      expect(decide(line), line).toMatchObject({ verb: 'deny', reason: expect.stringMatching(/seamc found this in (node_modules\/\.bin\/own|node_modules\/\.bin\/out|ship\.sh)/) });
    expect(decide("mkdir -p node_modules/.bin && printf 'git push -f\\n' > node_modules/.bin/tsc && npm run build")).toMatchObject(denied('node_modules/.bin/tsc'));
    // the line's write is found from the package's folder too (its path is the line's, relative to where it runs)
    expect(decide("mkdir -p pnpmfile/node_modules/.bin && printf 'git push -f\\n' > pnpmfile/node_modules/.bin/tsc && npm --prefix pnpmfile run build")).toMatchObject(denied('pnpmfile/node_modules/.bin/tsc'));
  });

  it("leaves an installed package's program to the package, unless the line rewrites it", () => {
    expect(decide('npx dep').verb).toBe('allow');
    expect(decide(`printf '#!/usr/bin/env node\\n${PUSH_JS.replace(/\n/, '')}' > node_modules/dep/bin.js && npx dep`)).toMatchObject(denied('node_modules/dep/bin.js'));
  });
});

describe('files the line writes and runs', () => {
  it('judges a file the line runs before it rewrites it as it is on disk', () => {
    expect(decide('sh ok.sh; echo ok > ok.sh')).toMatchObject(denied('ok.sh'));
  });

  it('gives code run from another file what the line wrote before it', () => {
    expect(decide("printf 'git push -f origin main\\n' > a.sh && printf 'sh a.sh\\n' > b.sh && sh b.sh")).toMatchObject(denied('a.sh'));
  });

  it('finds a file the line writes before a cd where the run after the cd looks for it', () => {
    expect(decide("printf 'git push -f origin main\\n' > sub/x.sh && cd sub && sh x.sh")).toMatchObject(denied('sub/x.sh'));
    expect(decide("cd sub && printf 'git push -f origin main\\n' > x.sh && sh x.sh")).toMatchObject(denied('sub/x.sh'));
    expect(decide(`printf '{"scripts":{"t":"git push -f origin main"}}' > sub/package.json && npm --prefix sub run t`)).toMatchObject(refused('changes sub/package.json'));
    expect(decide(`printf '{"scripts":{"t":"git push -f origin main"}}' > sub/package.json && cd sub && npm run t`)).toMatchObject(refused('changes sub/package.json'));
    expect(decide("printf 'echo ok\\n' > sub/x.sh && cd sub && sh x.sh")).toMatchObject({ verb: 'allow' });
  });

  it('reads a module node loads from a data: URL as code of the line, on the line or in NODE_OPTIONS', () => {
    const code = 'import("child_process").then((c)=>c.execSync("git%20push%20-f%20origin%20main"))';
    const b64 = Buffer.from('require("child_process").execSync("git push -f origin main")').toString('base64');
    for (const line of [`node --import 'data:text/javascript,${code}' -e 1`, `node --experimental-loader='data:text/javascript,${code}' x.js`, `node '--import=data:text/javascript;base64,${b64}' -e 1`, `NODE_OPTIONS='--import=data:text/javascript,${code}' node -e 1`])
      expect(decide(line), line).toMatchObject({ verb: 'deny', reason: 'force says no' });
    expect(decide("node --import 'data:text/javascript,console.log(1)' -e 1").verb).toBe('allow');
  });

  it("loads the modules perl's PERL5OPT names", () => {
    expect(decide("PERL5OPT='-Ilib -MShip' perl -e 1")).toMatchObject(denied('lib/Ship.pm'));
    expect(decide("PERL5OPT='-w' perl -e 1").verb).toBe('allow');
  });
});

describe('package.json changed by the package tool itself', () => {
  it('npm pkg set, npm set-script and bun pm pkg set change the scripts the line then runs: unreadable, refused', () => {
    for (const line of [
      "npm pkg set scripts.lint='git push -f origin main' && npm run lint",
      "npm set-script lint 'git push -f origin main' && npm run lint",
      "bun pm pkg set scripts.lint='git push -f origin main' && bun run lint",
      "npm pkg set scripts.zz='git push -f origin main' -w packages/evil && npm run zz -w packages/evil",
    ])
      expect(decide(line), line).toMatchObject({ verb: 'deny', reason: expect.stringContaining('changes') });
  });

  it('reading package.json with npm pkg get changes nothing', () => {
    expect(decide('npm pkg get name && npm run build').verb).toBe('allow');
  });
});

