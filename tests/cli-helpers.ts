/** Shared helpers for end-to-end CLI tests: run bin/seamc.js, make scratch copies of specs. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { createHash } from 'node:crypto';

export const root = resolve(__dirname, '..');
export const bin = join(root, 'bin', 'seamc.js');

export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function seamc(args: readonly string[], cwd = root, env: NodeJS.ProcessEnv = {}): Run {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export function scratch(prefix = 'seamc-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A scratch repository holding a copy of specs/ (a `.git` folder marks its root). */
export function scratchRepo(): string {
  const dir = scratch();
  cpSync(join(root, 'specs'), join(dir, 'specs'), { recursive: true });
  spawnSync('mkdir', ['-p', join(dir, '.git')]);
  return dir;
}

/** An output tree's files with their hashes and modes; `.seam/cache/` (the hooks' code caches, the build's kept
 * policy-test run: docs/decisions/policy-test-cache.md) is not output and is left out. */
export function tree(dir: string, base = dir): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const abs = join(dir, name);
    if (relative(base, abs).split(sep).join('/') === '.seam/cache') continue;
    if (statSync(abs).isDirectory()) Object.assign(out, tree(abs, base));
    else out[relative(base, abs).split(sep).join('/')] = createHash('sha256').update(readFileSync(abs)).digest('hex') + ` ${(statSync(abs).mode & 0o777).toString(8)}`;
  }
  return out;
}
