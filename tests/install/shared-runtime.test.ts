/**
 * The shared hook runtime in a repository (docs/decisions/install.md, hook-runtime.md): `.seam/hooks/seamc-runtime.cjs`
 * and `seamc-policy.pack` belong to every hook agent installed. Installing fewer agents keeps them for those left
 * (no entry is orphaned); uninstall removes them with the last entry, and the repository is as it was.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_POLICY, SHARED_RUNTIME } from '../../compiler/bundle/placeholder.js';
import { read, scratchRepo, seamc, snapshot, SPEC } from './helpers.js';

const LOCK = JSON.stringify({ session_id: 's', transcript_path: '/t', cwd: '/r', hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: 'pnpm-lock.yaml', content: 'x' } });
const hooks = (repo: string, name: string): string => join(repo, '.seam', 'hooks', name);
const ledger = (repo: string): { path: string }[] => (JSON.parse(read(repo, '.seam/installed.json')) as { files: { path: string }[] }).files;

function claudeDenies(repo: string): void {
  const r = spawnSync(process.execPath, [hooks(repo, 'claude_code.cjs'), '--agent', 'claude_code'], { input: LOCK, cwd: repo, encoding: 'utf8', env: { ...process.env, SEAM_CODE_CACHE: '0' } });
  expect(r.status).toBe(0);
  expect(JSON.parse(r.stdout).hookSpecificOutput).toMatchObject({ permissionDecision: 'deny' });
}

describe('the shared hook runtime in a repository', () => {
  it('is installed once for every hook agent, kept while one is installed, and removed with the last', () => {
    const repo = scratchRepo({ 'seam.yaml': SPEC });
    const before = snapshot(repo);
    expect(seamc(['install', '--repo', repo]).code).toBe(0);
    for (const f of ['claude_code.cjs', 'cursor.cjs', SHARED_RUNTIME, SHARED_POLICY]) expect(existsSync(hooks(repo, f)), f).toBe(true);
    const paths = ledger(repo).map((f) => f.path);
    for (const f of [SHARED_RUNTIME, SHARED_POLICY]) expect(paths.filter((p) => p === `.seam/hooks/${f}`)).toHaveLength(1);
    claudeDenies(repo);

    // one agent less: its entry goes, the shared files stay for the other, whose hook still answers
    expect(seamc(['install', '--repo', repo, '--agents', 'claude_code']).code).toBe(0);
    expect(existsSync(hooks(repo, 'cursor.cjs'))).toBe(false);
    for (const f of ['claude_code.cjs', SHARED_RUNTIME, SHARED_POLICY]) expect(existsSync(hooks(repo, f)), f).toBe(true);
    expect(ledger(repo).map((f) => f.path)).not.toContain('.seam/hooks/cursor.cjs');
    claudeDenies(repo);

    // the last one goes: nothing of the runtime is left, the repository is byte for byte as it was
    expect(seamc(['uninstall', '--repo', repo]).code).toBe(0);
    expect(existsSync(join(repo, '.seam'))).toBe(false);
    expect(snapshot(repo)).toEqual(before);
  });

  it('an install back to both agents adds the missing entry and leaves the shared body as it is', () => {
    const repo = scratchRepo({ 'seam.yaml': SPEC });
    expect(seamc(['install', '--repo', repo, '--agents', 'claude_code']).code).toBe(0);
    const r = seamc(['install', '--repo', repo, '--format', 'json']);
    expect(r.code).toBe(0);
    const written = (JSON.parse(r.stdout) as { written: string[] }).written.filter((p) => p.startsWith('.seam/hooks/'));
    // the wiring guard names the files of every agent built, so the policy (and each entry's stamp of it) follows
    expect(written).toContain('.seam/hooks/cursor.cjs');
    expect(written).not.toContain(`.seam/hooks/${SHARED_RUNTIME}`);
  });
});
