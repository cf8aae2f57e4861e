/**
 * The pre-commit hook and the CI step `seamc init` offers. The hook manager already in use wins: husky
 * (`.husky/`), lefthook (`lefthook.yml`), the pre-commit framework (`.pre-commit-config.yaml`); otherwise the
 * plain git hook. Every addition is a marker block, so it can be found, replaced and removed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { TOML_BLOCK, findBlock, putBlock } from './blocks.js';

export type HookManager = 'husky' | 'lefthook' | 'pre-commit' | 'git';

export interface HookFile {
  readonly path: string;
  readonly text: string;
  readonly mode: number;
}

export interface HookPlan {
  readonly manager: HookManager;
  /** the file to write, or undefined when seamc only prints what to add */
  readonly file?: HookFile;
  readonly message: string;
}

const LEFTHOOK = ['lefthook.yml', 'lefthook.yaml', '.lefthook.yml', '.lefthook.yaml'];

export function detectManager(repo: string): HookManager {
  if (existsSync(join(repo, '.husky'))) return 'husky';
  if (LEFTHOOK.some((f) => existsSync(join(repo, f)))) return 'lefthook';
  if (existsSync(join(repo, '.pre-commit-config.yaml'))) return 'pre-commit';
  return 'git';
}

/** The shell lines: regenerate from the spec and stage what changed (`SEAMC` may name the command). */
export function hookLines(spec: string): string {
  return [
    '# seamc: regenerate the agent configs from the spec and stage them (added by `seamc init`)',
    'if [ -z "$SEAMC" ]; then if command -v seamc >/dev/null 2>&1; then SEAMC=seamc; else SEAMC="npx --no-install seamc"; fi; fi',
    `$SEAMC install --stage ${shellQuote(spec)} || { echo "seamc: install failed; commit aborted" >&2; exit 1; }`,
    '# the commit plane: the spec\'s file rules over what is staged',
    `$SEAMC gate --staged ${shellQuote(spec)} || { echo "seamc: gate refused the staged files; commit aborted" >&2; exit 1; }`,
    '',
  ].join('\n');
}

function shellQuote(s: string): string {
  return /^[A-Za-z0-9_./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

function read(abs: string): string | undefined {
  try {
    return readFileSync(abs, 'utf8');
  } catch {
    return undefined;
  }
}

/** Where plain git runs hooks from (core.hooksPath respected), repo-relative. */
function gitHooksDir(repo: string): string {
  const r = spawnSync('git', ['rev-parse', '--git-path', 'hooks'], { cwd: repo, encoding: 'utf8' });
  const dir = r.status === 0 ? r.stdout.trim() : '.git/hooks';
  return isAbsolute(dir) ? relative(repo, dir).split('\\').join('/') : dir;
}

export function preCommitPlan(repo: string, spec: string): HookPlan {
  const manager = detectManager(repo);
  const lines = hookLines(spec);
  if (manager === 'husky' || manager === 'git') {
    const path = manager === 'husky' ? '.husky/pre-commit' : `${gitHooksDir(repo)}/pre-commit`;
    const cur = read(join(repo, path));
    const base = cur ?? '#!/bin/sh\n';
    const text = putBlock(base, lines, TOML_BLOCK);
    const note = cur !== undefined && /^\s*exit\b/m.test(cur.slice(0, findBlock(cur, TOML_BLOCK)?.start ?? cur.length)) ? ' (the existing hook has an `exit` before it: check that it is reached)' : '';
    return { manager, file: { path, text, mode: 0o755 }, message: `pre-commit hook: ${path}${note}` };
  }
  if (manager === 'lefthook') {
    const path = LEFTHOOK.find((f) => existsSync(join(repo, f)))!;
    const cur = read(join(repo, path)) ?? '';
    const snippet = `pre-commit:\n  commands:\n    seamc:\n      run: seamc install --stage ${shellQuote(spec)} && seamc gate --staged ${shellQuote(spec)}\n`;
    if (/^pre-commit:/m.test(cur) && !findBlock(cur, TOML_BLOCK))
      return { manager, message: `lefthook: ${path} already has a pre-commit section; add under its commands:\n    seamc:\n      run: seamc install --stage ${shellQuote(spec)}` };
    return { manager, file: { path, text: putBlock(cur, snippet, TOML_BLOCK), mode: 0o644 }, message: `lefthook: ${path}` };
  }
  const path = '.pre-commit-config.yaml';
  const cur = read(join(repo, path)) ?? '';
  const entry = `  - repo: local\n    hooks:\n      - id: seamc-install\n        name: seamc install\n        entry: seamc install --stage ${shellQuote(spec)}\n        language: system\n        pass_filenames: false\n        always_run: true\n      - id: seamc-gate\n        name: seamc gate\n        entry: seamc gate --staged ${shellQuote(spec)}\n        language: system\n        pass_filenames: false\n        always_run: true\n`;
  const lastTop = [...cur.matchAll(/^([A-Za-z_][\w-]*):/gm)].pop()?.[1];
  if (lastTop !== 'repos' && !findBlock(cur, TOML_BLOCK))
    return { manager, message: `pre-commit: add to the repos: list of ${path}:\n${entry}` };
  return { manager, file: { path, text: putBlock(cur, entry, TOML_BLOCK), mode: 0o644 }, message: `pre-commit framework: ${path}` };
}

export const WORKFLOW = '.github/workflows/seamc.yml';

/**
 * The CI check. seamc is not on the npm registry (README, "Install"), so the workflow never runs `npx seamc@x`
 * (whoever claimed that name would run code in CI): with a package.json it runs the devDependency after `npm ci`;
 * otherwise it installs the package named by the repository variable SEAMC_PACKAGE (a release tarball URL or a
 * git URL) first.
 */
export function workflowText(spec: string, version: string, hasPackageJson: boolean): string {
  const install = hasPackageJson
    ? ['      - run: npm ci   # seamc is a devDependency (README, "Install")']
    : [
        `      # seamc ${version} is not on the npm registry: set the repository variable SEAMC_PACKAGE to its release`,
        '      # tarball URL (or git+https://...#<tag>); README, "Install".',
        '      - run: npm install --no-save --no-package-lock "$SEAMC_PACKAGE"',
        '        env:',
        '          SEAMC_PACKAGE: ${{ vars.SEAMC_PACKAGE }}',
      ];
  return [
    '# Added by `seamc init`: fails the build when the agent configs drift from the spec.',
    'name: seamc',
    'on: [push, pull_request]',
    'jobs:',
    '  check:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v4',
    '      - uses: actions/setup-node@v4',
    '        with:',
    '          node-version: 20',
    ...install,
    `      - run: npx --no-install seamc check --repo . ${shellQuote(spec)}`,
    '',
  ].join('\n');
}
