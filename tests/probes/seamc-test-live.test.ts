/**
 * `seamc test --live` without clients (docs/policy-tests.md): a client that is not installed makes its cases n/a with
 * the command that installs it (never a pass), an agent with no live driver is not testable, and --live takes no
 * ad-hoc call. The runs in the real clients are the live suite's `<agent>/seamc-test-live` scenarios
 * (tests/live/scenarios/test-live.ts): CI installs the clients only for the live suite.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratch, seamc } from '../cli-helpers.js';

const SPEC = `seam: 1
name: live-none
agents: [claude_code, cursor]
rules:
  - id: no-force-push
    tool: shell
    match:
      command: 'git push (-f|--force)'
    decision: deny
tests:
  - name: force push is denied
    command: git push --force origin main
    expect: deny
  - name: after a call
    on: post_tool
    command: ls
    expect: allow
`;

/** A repository with the spec, and an empty client cache and PATH: no live client anywhere. */
function noClients(): { dir: string; env: NodeJS.ProcessEnv } {
  const dir = scratch('seamc-live-none-');
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, 'seam.yaml'), SPEC);
  const empty = join(dir, 'empty');
  mkdirSync(empty);
  return { dir, env: { SEAMC_LIVE_CACHE: join(dir, 'cache'), PATH: empty } };
}

describe('seamc test --live, no client installed', () => {
  it('reports each case n/a with how to install the client, lists agents with no live driver, exits 0', () => {
    const { dir, env } = noClients();
    const r = seamc(['test', '--live'], dir, env);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^seamc test --live: seam\.yaml, 2 test\(s\) on 1 agent\(s\), each in the agent's real client/);
    expect(r.stdout).toMatch(/force push is denied\s+n\/a \[1\]/);
    expect(r.stdout).toContain(`claude_code: client not installed: npm install --prefix ${join(dir, 'cache')} --save-exact @anthropic-ai/claude-code@`);
    expect(r.stdout).toMatch(/not testable:\n {2}cursor: no live driver/);
    expect(r.stdout).toMatch(/0 passed, 0 failed, 2 n\/a/);
  });

  it('says the same in JSON, with the lookup per client', () => {
    const { dir, env } = noClients();
    const r = seamc(['test', '--live', '--format', 'json'], dir, env);
    const j = JSON.parse(r.stdout) as { live: { clients: Record<string, { missing?: string }> }; tests: { results: Record<string, { status: string; na?: string }> }[]; exit: number };
    expect(j.exit).toBe(0);
    expect(j.live.clients['claude_code']?.missing).toMatch(/^client not installed: npm install/);
    expect(j.tests.map((t) => t.results['claude_code']?.status)).toEqual(['n/a', 'n/a']);
    expect(j.tests[1]?.results['claude_code']?.na).toMatch(/post_tool test is not run/);
  });

  it('takes no ad-hoc call (exit 2)', () => {
    const { dir, env } = noClients();
    const r = seamc(['test', '--live', '--command', 'git push -f'], dir, env);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--live runs the spec's `tests:`; it takes no ad-hoc call/);
  });
});
