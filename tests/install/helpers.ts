/** Scratch repositories for the install tests: real folders under os.tmpdir(), a real `git init`. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync, lstatSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { run } from '../../cli/main.js';

export function scratchRepo(files: Readonly<Record<string, string>> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'seamc-install-'));
  const r = spawnSync('git', ['init', '-q', '-b', 'main', dir], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  for (const [p, t] of Object.entries(files)) put(dir, p, t);
  return dir;
}

export function put(repo: string, path: string, text: string): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
}

export function read(repo: string, path: string): string {
  return readFileSync(join(repo, path), 'utf8');
}

/** Every file and folder under dir (except .git) with its bytes and mode: equal snapshots = byte-identical trees. */
export function snapshot(dir: string, base = dir): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    if (dir === base && name === '.git') continue;
    const abs = join(dir, name);
    const rel = abs.slice(base.length + 1);
    const st = lstatSync(abs);
    if (st.isDirectory()) {
      out[`${rel}/`] = 'dir';
      Object.assign(out, snapshot(abs, base));
    } else out[rel] = `${(st.mode & 0o777).toString(8)} ${readFileSync(abs, 'utf8')}`;
  }
  return out;
}

export interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** `seamc <args>` in-process (sources, not dist/), capturing its output. */
export function seamc(args: readonly string[]): Ran {
  let stdout = '';
  let stderr = '';
  const ow = process.stdout.write.bind(process.stdout);
  const ew = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((s: string | Uint8Array) => ((stdout += String(s)), true)) as typeof process.stdout.write;
  process.stderr.write = ((s: string | Uint8Array) => ((stderr += String(s)), true)) as typeof process.stderr.write;
  try {
    const code = run(args);
    return { code, stdout, stderr };
  } finally {
    process.stdout.write = ow;
    process.stderr.write = ew;
  }
}

export const SPEC = `seam: 1
name: demo
agents: [claude_code, cursor]
instructions:
  - id: overview
    text: |
      # Demo

      Run the tests before you push.
  - id: api-style
    text: Handlers return typed results.
    paths: ["src/api/**/*.ts"]
permissions:
  deny:
    - read: ".env*"
rules:
  - id: protect-lockfile
    tool: [write, edit]
    match:
      path: "**/pnpm-lock.yaml"
    decision: deny
    message: The lockfile is generated.
waivers:
  - agent: cursor
    at: /permissions/deny/0
    reason: The Cursor IDE lacks native denies; the hook rule covers it.
`;
