/**
 * The hook runtime's V8 code cache (compiler/bundle/layout.ts) never changes a verdict and never fails open: a
 * missing, truncated, damaged, foreign or garbage cache, an unwritable cache folder, a read-only project, an
 * unusable home and concurrent first runs all give the exact reply of a run without a cache, and leave either no
 * cache or one valid cache (no temporary files). Every run goes through a real child process.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeFiles } from '../../compiler/bundle/inject.js';
import { CACHE_MAGIC } from '../../compiler/bundle/layout.js';
import type { RuntimePolicy } from '../../compiler/contract/rules.js';
import { packageRoot } from '../../compiler/util/package-root.js';
import { withKinds } from '../rule-helpers.js';

const POLICY: RuntimePolicy = {
  rules: [withKinds({ id: 'no-force', on: 'pre_tool', tools: ['shell'], match: { exec: { program: ['git'], args: ['push'], flags: ['--force'] } }, decision: 'deny', message: 'no force', intent: 'security' })],
  hooks: [],
};
const payload = (command: string): string => JSON.stringify({ session_id: 's', transcript_path: '/t', cwd: '/r', hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } });
const DENY = payload('sudo git push --force origin main');
const ALLOW = payload('git status | tee log.txt');

let tmp: string;
/** the entry and the two shared files it reads, by file name */
let runtime: { name: string; text: string; mode: number }[];
const writeIn = (dir: string): void => {
  for (const f of runtime) writeFileSync(join(dir, f.name), f.text, { mode: f.mode });
};

/** A project with the runtime at .seam/hooks/claude_code.cjs. */
function project(name: string): { dir: string; hook: string; cache: string } {
  const dir = join(tmp, name);
  mkdirSync(join(dir, '.seam', 'hooks'), { recursive: true });
  const hook = join(dir, '.seam', 'hooks', 'claude_code.cjs');
  writeIn(join(dir, '.seam', 'hooks'));
  return { dir, hook, cache: join(dir, '.seam', 'cache') };
}

function run(hook: string, input: string, env: NodeJS.ProcessEnv = {}): { stdout: string; stderr: string; exit: number | null } {
  const r = spawnSync(process.execPath, [hook, '--agent', 'claude_code'], { input, env: { ...process.env, ...env } });
  return { stdout: r.stdout.toString('utf8'), stderr: r.stderr.toString('utf8'), exit: r.status };
}

const cacheFiles = (cache: string): string[] => (existsSync(cache) && statSync(cache).isDirectory() ? readdirSync(cache).filter((f) => f !== '.gitignore') : []);

function theCache(cache: string): string {
  const files = cacheFiles(cache);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^hook-[0-9a-f]{16}-claude_code-v\d+\.\d+\.\d+-[a-z0-9]+-[a-z0-9]+\.v8$/);
  return join(cache, files[0] as string);
}

/** the reply of a run that uses no cache at all: what every cache state must reproduce */
let expected: { deny: ReturnType<typeof run>; allow: ReturnType<typeof run> };

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'seam-cache-'));
  runtime = runtimeFiles('claude_code', POLICY, '// cache test');
  const p = project('reference');
  expected = { deny: run(p.hook, DENY, { SEAM_CODE_CACHE: '0' }), allow: run(p.hook, ALLOW, { SEAM_CODE_CACHE: '0' }) };
  expect(expected.deny.stdout).toContain('"permissionDecision":"deny"');
  expect(expected.allow).toEqual({ stdout: '', stderr: '', exit: 0 });
  expect(existsSync(p.cache)).toBe(false);
}, 60_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('code cache', () => {
  it('is written by the first run, after its verdict, ignored by git, and then used as it is', () => {
    const p = project('fresh');
    expect(run(p.hook, DENY)).toEqual(expected.deny);
    const file = theCache(p.cache);
    expect(readFileSync(join(p.cache, '.gitignore'), 'utf8')).toBe('*\n');
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe(CACHE_MAGIC);
    for (const input of [ALLOW, DENY, ALLOW]) expect(run(p.hook, input)).toEqual(input === DENY ? expected.deny : expected.allow);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('a cache that is truncated, damaged, garbage, or made for another body is refused and replaced', () => {
    const p = project('damaged');
    run(p.hook, ALLOW);
    const file = theCache(p.cache);
    const good = readFileSync(file);
    const len = good.readUInt32LE(12);
    expect(good.length).toBe(16 + 2 * len);
    // single bytes changed all over one copy of the data: given to V8, some of these crash it (a crash fails open
    // on some clients), so the copies must disagree and the cache be refused before V8 sees it
    const flips = Array.from({ length: 24 }, (_, i) => {
      const b = Buffer.from(good);
      const at = 16 + (i % 2) * len + Math.floor(((i + 0.5) / 24) * len);
      b[at] = (b[at] as number) ^ (1 + ((i * 37) % 255));
      return b;
    });
    const garbage = Buffer.concat([good.subarray(0, 16), Buffer.alloc(2 * len, 7)]);
    const otherBody = Buffer.from(good);
    otherBody.writeUInt32LE(good.readUInt32LE(8) + 1, 8);
    for (const bad of [good.subarray(0, good.length - 1), good.subarray(0, 10), Buffer.alloc(good.length, 0x41), garbage, otherBody, Buffer.alloc(0), ...flips]) {
      writeFileSync(file, bad);
      const input = bad === flips[0] || bad === garbage ? DENY : ALLOW;
      expect(run(p.hook, input)).toEqual(input === DENY ? expected.deny : expected.allow);
      const now = readFileSync(theCache(p.cache));
      expect(now.equals(bad)).toBe(false);
      const n = now.readUInt32LE(12);
      expect(now.length).toBe(16 + 2 * n);
      expect(now.subarray(16, 16 + n).equals(now.subarray(16 + n))).toBe(true);
    }
    expect(run(p.hook, DENY)).toEqual(expected.deny);
  }, 60_000);

  it('a folder that cannot hold the cache changes nothing: the verdict stands, nothing is left behind', () => {
    const p = project('blocked');
    mkdirSync(join(p.dir, '.seam'), { recursive: true });
    writeFileSync(p.cache, 'not a folder');
    for (const input of [DENY, ALLOW]) expect(run(p.hook, input)).toEqual(input === DENY ? expected.deny : expected.allow);
    expect(readFileSync(p.cache, 'utf8')).toBe('not a folder');
    expect(readdirSync(join(p.dir, '.seam')).sort()).toEqual(['cache', 'hooks']);
  });

  it('a read-only project and an unusable home change nothing', () => {
    const p = project('readonly');
    spawnSync('chmod', ['-R', 'a-w', join(p.dir, '.seam')]);
    try {
      for (const env of [{}, { HOME: '/nonexistent/home' }, { HOME: '' }]) {
        expect(run(p.hook, DENY, env)).toEqual(expected.deny);
        expect(run(p.hook, ALLOW, env)).toEqual(expected.allow);
      }
    } finally {
      spawnSync('chmod', ['-R', 'u+w', join(p.dir, '.seam')]);
    }
    // as root the mode bits do not stop the write: then the one cache must be valid
    expect(cacheFiles(p.cache).length).toBeLessThanOrEqual(1);
  });

  it('concurrent first runs all answer right and leave one valid cache, no temporary file', async () => {
    const p = project('concurrent');
    const one = (input: string) =>
      new Promise<{ stdout: string; exit: number | null }>((resolve) => {
        const c = spawn(process.execPath, [p.hook, '--agent', 'claude_code']);
        let stdout = '';
        c.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
        c.on('close', (exit) => resolve({ stdout, exit }));
        c.stdin.end(input);
      });
    const inputs = Array.from({ length: 8 }, (_, i) => (i % 2 ? DENY : ALLOW));
    const replies = await Promise.all(inputs.map(one));
    replies.forEach((r, i) => expect(r).toEqual({ stdout: (inputs[i] === DENY ? expected.deny : expected.allow).stdout, exit: 0 }));
    const file = theCache(p.cache);
    const bytes = readFileSync(file);
    expect(run(p.hook, DENY)).toEqual(expected.deny);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  }, 60_000);

  it('is off with SEAM_CODE_CACHE=0, and for a runtime outside .seam/hooks', () => {
    const p = project('off');
    expect(run(p.hook, DENY, { SEAM_CODE_CACHE: '0' })).toEqual(expected.deny);
    expect(existsSync(p.cache)).toBe(false);
    mkdirSync(join(tmp, 'loose'));
    writeIn(join(tmp, 'loose'));
    const loose = join(tmp, 'loose', 'claude_code.cjs');
    expect(run(loose, DENY)).toEqual(expected.deny);
    expect(readdirSync(tmp).filter((f) => f === 'cache' || f === '.seam')).toEqual([]);
    expect(readdirSync(join(tmp, 'loose')).sort()).toEqual(runtime.map((f) => f.name).sort());
  });

  it('node flags that change V8 get a cache of their own', () => {
    const p = project('flags');
    run(p.hook, ALLOW);
    run(p.hook, ALLOW, { NODE_OPTIONS: '--max-old-space-size=300' });
    expect(cacheFiles(p.cache)).toHaveLength(2);
    expect(run(p.hook, DENY, { NODE_OPTIONS: '--max-old-space-size=300' })).toEqual(expected.deny);
  });
});
