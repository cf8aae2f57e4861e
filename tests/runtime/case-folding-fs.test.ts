/**
 * A repository on a file system that ignores case, under Linux: a macOS folder mounted into a container, a Windows
 * drive under WSL (compiler/runtime/context.ts foldsCase). There `.SEAM/hooks/x.cjs` is the guard's file and
 * `PNPM-LOCK.YAML` the lockfile, so rules compare paths without case, as on macOS. The end-to-end half mounts a
 * case-insensitive FUSE folder (tests/fixtures/casefold/cifs.py), builds the example spec into it for every hook
 * agent, and runs each agent's generated hook command on its own shell payload; the same lines in a folder that keeps
 * case apart are allowed, as they should be there.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeAdapter } from '../../compiler/contract/index.js';
import { loadRuntime } from '../../compiler/probe/index.js';
import { foldsCase } from '../../compiler/runtime/context.js';
import { backends } from '../../vendors/index.js';
import { root, scratch, seamc } from '../cli-helpers.js';
import { configCommand, shellPayload } from '../hook-helpers.js';
import { loadAdapters } from './adapters.js';

describe('foldsCase: does the repository’s file system ignore case?', () => {
  it('`.SEAM` naming the same folder as `.seam` says yes; a missing or different one says no', () => {
    const d = scratch('seamc-fold-');
    expect(foldsCase(undefined)).toBe(false);
    expect(foldsCase(d)).toBe(false);
    mkdirSync(join(d, '.seam'));
    expect(foldsCase(d)).toBe(false);
    // stands in for a folding file system: the same folder under the upper-case name
    symlinkSync('.seam', join(d, '.SEAM'));
    expect(foldsCase(d)).toBe(true);
    rmSync(join(d, '.SEAM'));
    mkdirSync(join(d, '.SEAM'));
    expect(foldsCase(d)).toBe(false);
  });
});

const adapters: Record<string, RuntimeAdapter> = await loadAdapters();
const ids = Object.keys(adapters).filter((id) => backends.find((b) => b.facts.id === id)?.facts.hooks?.events.pre_tool !== undefined);

/** Why a case-insensitive FUSE folder cannot be mounted here, or undefined when it can be tried. */
function fuseProblem(): string | undefined {
  if (process.platform !== 'linux') return 'not Linux';
  if (!existsSync('/dev/fuse')) return 'no /dev/fuse';
  const py = spawnSync('/usr/bin/python3', ['-c', 'import importlib.util as u; assert u.find_spec("fusepy") or u.find_spec("fuse")'], { encoding: 'utf8' });
  return py.status === 0 ? undefined : 'python3-fusepy is not installed (.ci/run installs it)';
}

let problem = fuseProblem();
let mount = '';
let fs: ChildProcess | undefined;
const plain = scratch('seamc-fold-plain-');

function mounted(dir: string): boolean {
  try {
    return statSync(dir).dev !== statSync(dirname(dir)).dev;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  if (problem !== undefined) return;
  const base = mkdtempSync(join(tmpdir(), 'seamc-cifs-'));
  mkdirSync(join(base, 'back'));
  mkdirSync(join(base, 'mnt'));
  mount = join(base, 'mnt');
  fs = spawn('/usr/bin/python3', [join(root, 'tests/fixtures/casefold/cifs.py'), join(base, 'back'), mount], { stdio: 'ignore' });
  for (let i = 0; i < 100 && !mounted(mount); i++) await new Promise((r) => setTimeout(r, 50));
  if (!mounted(mount)) {
    problem = 'the FUSE folder did not mount (no permission to mount here?)';
    return;
  }
  for (const dir of [mount, plain]) {
    spawnSync('git', ['init', '-q', dir]);
    const r = seamc(['build', 'specs/example.seam.yaml', '--out', dir, '--agents', ids.join(',')]);
    expect(r.stderr).toBe('');
    writeFileSync(join(dir, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0\n');
  }
}, 180_000);

afterAll(() => {
  if (mount !== '' && mounted(mount)) spawnSync('umount', [mount]);
  fs?.kill();
});

/** The agent's generated hook command, run as its client runs it, on its shell payload; and what the built runtime answers in-process. */
function run(dir: string, id: string, command: string) {
  const body = JSON.stringify(shellPayload(id, adapters[id]!)(command)).split('/path/to/repo').join(dir);
  const { command: hook, config } = configCommand(dir, id);
  const env: NodeJS.ProcessEnv = { ...process.env, PLUGIN_ROOT: dirname(dirname(config)) };
  for (const v of backends.find((b) => b.facts.id === id)!.facts.hooks!.roots) env[v] = dir;
  const r = spawnSync('/bin/sh', ['-c', hook], { cwd: dir, env, input: body, encoding: 'utf8' });
  const file = join(dir, '.seam/hooks', `${id}.cjs`);
  const want = loadRuntime(readFileSync(file, "utf8"), file).dispatch(body, { log: () => {}, context: { root: dir } });
  return { got: { stdout: r.stdout, exit: r.status }, want: { stdout: want.reply.stdout, exit: want.reply.exit }, verb: want.decision?.verb ?? 'allow', rule: String(want.decision?.ruleId ?? '') };
}

const LINES = (id: string): [string, string][] => [
  [`rm -f .SEAM/hooks/${id}.cjs`, 'seamc-guard'],
  ['rm -rf .Seam', 'seamc-guard'],
  ['echo x > PNPM-LOCK.YAML', 'protect-lockfile'],
];

describe('on a case-insensitive folder, every hook agent compares paths without case', () => {
  it.skipIf(problem !== undefined)(`${problem ?? 'FUSE'}: the guard and the lockfile rule hold under other capitals; the same lines pass where case is kept`, () => {
    expect(mounted(mount)).toBe(true);
    expect(existsSync(join(mount, '.SEAM', 'manifest.json'))).toBe(true);
    const missed: string[] = [];
    for (const id of ids) {
      for (const [line, rule] of LINES(id)) {
        const kept = run(plain, id, line);
        const folded = run(mount, id, line);
        // where case is kept, these name other files: allowed
        if (kept.verb !== 'allow') missed.push(`${id}: ${line}: ${kept.verb} ${kept.rule} where case is kept`);
        if (folded.verb !== 'deny' || !folded.rule.startsWith(rule)) missed.push(`${id}: ${line}: ${folded.verb} ${folded.rule} where case is ignored`);
        expect(kept.got, `${id}: ${line} (case kept)`).toEqual(kept.want);
        expect(folded.got, `${id}: ${line} (case ignored)`).toEqual(folded.want);
      }
    }
    expect(missed).toEqual([]);
  }, 300_000);
});
