/**
 * Hooks that run from anywhere (docs/decisions/hook-commands.md). For every vendor with a hook runtime: copy one
 * build of the example spec into folders whose names hold spaces, quotes, `$`, a backtick and non-ASCII, take the
 * command from the vendor's generated config (decoded from its JSON or TOML), and run it with /bin/sh -c the way the
 * client does: from the project root and from a deep subfolder, with and without the client's root variables,
 * outside any git work tree, and with the project as a sub-package of a git repository. Where the runtime can be
 * found, a force-push must get the deny the in-process dispatcher gives; where it cannot (outside the project and no
 * variable, or no node on PATH), the client's blocking refusal: its exit code, its stdout reply if any, and exactly
 * one `seamc:` line on stderr, never a stack trace.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hookCommand } from '../compiler/backend/hook-command.js';
import type { VendorFacts } from '../compiler/backend/types.js';
import type { RuntimeAdapter, RuntimePolicy } from '../compiler/contract/index.js';
import { lower } from '../compiler/model/lower.js';
import { dispatch } from '../compiler/runtime/dispatch.js';
import { loadSpec } from '../compiler/spec/load.js';
import { backends } from '../vendors/index.js';
import { root, seamc } from './cli-helpers.js';
import { configCommand, FORCE, shellPayload } from './hook-helpers.js';
import { loadAdapters } from './runtime/adapters.js';

const adapters: Record<string, RuntimeAdapter> = await loadAdapters();
// an agent with no pre_tool event (Junie documents only SessionStart) has no call of its own to refuse or guard
const ids = Object.keys(adapters).filter((id) => backends.find((b) => b.facts.id === id)?.facts.hooks?.events.pre_tool !== undefined);
const hooksOf = (id: string): NonNullable<VendorFacts['hooks']> => backends.find((b) => b.facts.id === id)!.facts.hooks!;
/** every root variable any vendor reads: scrubbed from each run, so the test's own environment cannot leak in */
const ALL_ROOTS = [...new Set(ids.flatMap((id) => hooksOf(id).roots))];
const WEIRD = `a b 'c' "d" $e \`f\` é ü`;
const DEEP = 'src/deep/er';
const NO_GIT = { GIT_CEILING_DIRECTORIES: tmpdir() };

let base = '';
let out = '';
let policy: RuntimePolicy;

beforeAll(() => {
  base = join(realpathSync(mkdtempSync(join(tmpdir(), 'seamc-anywhere-'))), WEIRD);
  out = join(base, 'build');
  const r = seamc(['build', 'specs/example.seam.yaml', '--out', out, '--agents', ids.join(',')]);
  expect(r.stderr).toBe('');
  expect([0, 1]).toContain(r.status);
  policy = lower(loadSpec(join(root, 'specs/example.seam.yaml'), { knownAgents: ids }), []).policy;
});

// every project below is a copy of the build with its code caches (about 400 MB in all): removed with the folder,
// which took over vitest's default 10 s on a loaded 2-core machine (a clean-clone run failed there, every test passed)
afterAll(() => {
  if (base !== '') rmSync(dirname(base), { recursive: true, force: true });
}, 180_000);

/** A fresh copy of the build at `dir` (parents created), with a deep subfolder; returns `dir`. */
function project(dir: string): string {
  cpSync(out, dir, { recursive: true });
  mkdirSync(join(dir, DEEP), { recursive: true });
  return dir;
}

/** What the client sets for its root variables when `proj` is the project (goose's PLUGIN_ROOT is the plugin folder). */
function clientEnv(id: string, proj: string): Record<string, string> {
  const plugin = dirname(dirname(configCommand(proj, id).config));
  return Object.fromEntries(hooksOf(id).roots.map((v) => [v, v === 'PLUGIN_ROOT' ? plugin : proj]));
}

/** The textual `$NAME` / `${NAME}` substitution some clients apply to the command before the shell runs it. */
function clientText(command: string, vars: Record<string, string>): string {
  let text = command;
  for (const [k, v] of Object.entries(vars)) {
    text = text.split(`\${${k}}`).join(v);
    text = text.replace(new RegExp(`\\$${k}(?![A-Za-z0-9_])`, 'g'), () => `'${v.replace(/'/g, `'\\''`)}'`);
  }
  return text;
}

function run(id: string, proj: string, cwd: string, vars: Record<string, string>, extra: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...NO_GIT, ...vars, ...extra };
  for (const v of ALL_ROOTS) if (!(v in vars)) delete env[v];
  const command = clientText(configCommand(proj, id).command, vars);
  const input = JSON.stringify(shellPayload(id, adapters[id]!)(FORCE));
  const r = spawnSync('/bin/sh', ['-c', command], { cwd, env, input, encoding: 'utf8' });
  return { stdout: r.stdout, exit: r.status, stderr: r.stderr };
}

function expectDeny(id: string, r: ReturnType<typeof run>, where: string): void {
  const deny = dispatch(adapters[id]!, policy, Buffer.from(JSON.stringify(shellPayload(id, adapters[id]!)(FORCE))), { log: () => {} });
  expect(deny.decision).toMatchObject({ verb: 'deny', ruleId: 'no-force-push' });
  expect({ stdout: r.stdout, exit: r.exit }, `${id} ${where}: ${r.stderr}`).toEqual({ stdout: deny.reply.stdout, exit: deny.reply.exit });
}

/** A user-level hook entry runs in every project: where no runtime is found it is not a seamc project, and it passes. */
function expectAbsent(id: string, r: ReturnType<typeof run>, about: RegExp): void {
  if (!hooksOf(id).userScope) return expectRefusal(id, r, about);
  const lines = r.stderr.split('\n').filter((l) => l !== '');
  expect(lines, r.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^seamc: .+: not a seamc project, no verdict$/);
  expect(lines[0]).toMatch(about);
  expect({ stdout: r.stdout, exit: r.exit }).toEqual({ stdout: '', exit: 0 });
}

function expectRefusal(id: string, r: ReturnType<typeof run>, about: RegExp): void {
  const { refuse } = hooksOf(id);
  const lines = r.stderr.split('\n').filter((l) => l !== '');
  expect(lines, r.stderr).toHaveLength(1);
  const line = lines[0]!;
  expect(line).toMatch(/^seamc: .+; the call is blocked$/);
  expect(line).toMatch(about);
  expect(r.stderr).not.toMatch(/\bat .+:\d+:\d+|Error|node:internal/);
  expect(r.exit).toBe(refuse.exit);
  expect(r.stdout).toBe(refuse.stdout === undefined ? '' : refuse.stdout.replace('%s', line));
  if (refuse.stdout === undefined) return;
  // where stdout carries the refusal, it is the very reply the runtime gives for a deny at this pre_tool call
  const event = adapters[id]!.parse(shellPayload(id, adapters[id]!)(FORCE))!;
  const reply = adapters[id]!.render({ verb: 'deny', reason: line, ruleId: 'seamc' }, event);
  expect({ stdout: r.stdout, exit: r.exit }).toEqual({ stdout: reply.stdout, exit: reply.exit });
}

describe.each(ids)('%s: its generated hook command', (id) => {
  it('is one line that reads its variables in a form no client rewrites, and says how it refuses', () => {
    const { command } = configCommand(out, id);
    expect(command).not.toContain('\n');
    expect(command).not.toMatch(/git rev-parse/);
    for (const v of ALL_ROOTS) expect(command).not.toMatch(new RegExp(`\\$${v}(?![A-Za-z0-9_])|\\$\\{${v}\\}`));
    expect(command).toBe(hookCommand(id, `.seam/hooks/${id}.cjs`, hooksOf(id)));
    const ev = backends.find((b) => b.facts.id === id)!.facts.evidence['hooks.refuse'];
    expect(ev?.claim, `${id}: evidence['hooks.refuse']`).toBeTruthy();
  });

  it('denies from the root and from a deep subfolder, with and without its variables, outside any git work tree', () => {
    const proj = project(join(base, `${id} plain`, 'proj'));
    expect(spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: proj, env: { ...process.env, ...NO_GIT } }).status).not.toBe(0);
    const vars = clientEnv(id, proj);
    for (const [cwd, where] of [[proj, 'root'], [join(proj, DEEP), 'subfolder']] as const) {
      expectDeny(id, run(id, proj, cwd, {}), `${where}, no variables`);
      expectDeny(id, run(id, proj, cwd, vars), `${where}, variables`);
    }
  });

  it('finds the runtime through its variables from outside the project, and refuses without them (a user-level entry passes)', () => {
    const proj = project(join(base, `${id} outside`, 'proj'));
    const outside = join(base, `${id} outside`);
    if (hooksOf(id).roots.length > 0) expectDeny(id, run(id, proj, outside, clientEnv(id, proj)), 'outside, variables');
    expectAbsent(id, run(id, proj, outside, {}), new RegExp(`no \\.seam/hooks/${id}\\.cjs in or above`));
  });

  it('refuses in its blocking way when node is not on PATH', () => {
    const proj = project(join(base, `${id} nonode`, 'proj'));
    expectRefusal(id, run(id, proj, join(proj, DEEP), clientEnv(id, proj), { PATH: join(base, 'no-such-dir') }), /node is not on PATH/);
  });

  it('works when .seam/ sits in a sub-package of a git repository, not at its root', () => {
    const mono = join(base, `${id} mono`);
    mkdirSync(mono, { recursive: true });
    expect(spawnSync('git', ['init', '-q', mono]).status).toBe(0);
    const pkg = project(join(mono, 'packages', 'api'));
    expectDeny(id, run(id, pkg, join(pkg, DEEP), {}), 'sub-package subfolder, no variables');
    expectDeny(id, run(id, pkg, pkg, clientEnv(id, pkg)), 'sub-package root, variables');
    expectAbsent(id, run(id, pkg, mono, {}), /in or above/);
  });
});

describe('the hook command generator', () => {
  const launch = { roots: ['X_DIR'], refuse: { exit: 2 } };
  it('rejects names that would not be plain shell words', () => {
    expect(() => hookCommand('a b', '.seam/hooks/a.cjs', launch)).toThrow(/unsafe/);
    expect(() => hookCommand('a', '.seam/hooks/a b.cjs', launch)).toThrow(/unsafe/);
    expect(() => hookCommand('a', '.seam/hooks/a.cjs', { ...launch, roots: ['X-DIR'] })).toThrow(/not an environment variable/);
    expect(() => hookCommand('a', '.seam/hooks/a.cjs', { ...launch, refuse: { exit: 256 } })).toThrow(/out of range/);
    expect(() => hookCommand('a', '.seam/hooks/a.cjs', { ...launch, refuse: { exit: 0, stdout: "it's %s" } })).toThrow(/one %s/);
    expect(() => hookCommand('a', '.seam/hooks/a.cjs', { ...launch, refuse: { exit: 0, stdout: '%s %s' } })).toThrow(/one %s/);
  });
  it('walks up from each variable in order, then from the working directory', () => {
    const c = hookCommand('a', '.seam/hooks/a.cjs', { roots: ['X_DIR', 'Y_DIR'], refuse: { exit: 2 } });
    expect(c).toContain('for d in "${X_DIR:-}" "${Y_DIR:-}" "$PWD"; do');
    expect(c).toContain('block "no $s in or above X_DIR or Y_DIR or the working directory"');
  });
});
