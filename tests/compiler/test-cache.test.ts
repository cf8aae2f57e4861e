/**
 * `seamc build` keeps its last policy-test run in <out>/.seam/cache/policy-tests.json and reuses it only when seamc,
 * the cases and every built byte are the same; anything else reruns; a refused build writes none; a damaged cache
 * is a normal run; `--no-cache` always reruns; a kept failure still fails the build at the test's position.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { put, scratchRepo, seamc } from '../install/helpers.js';

const spec = (message: string, expect = 'deny') => `seam: 1
name: cache
agents: [claude_code, gemini_cli]
rules:
  - id: no-force-push
    tool: shell
    match: { exec: { program: git, args: [push], flags: [--force, -f] } }
    decision: deny
    message: ${message}
tests:
  - name: force push
    tool: shell
    command: git push --force origin main
    expect: ${expect}
  - name: plain push
    tool: shell
    command: git push origin main
    expect: allow
waivers:
  - code: SC3110
    reason: developers start both agents from the repository root, in a trusted folder
`;

const KEPT = '(kept from the last build';
const CACHE = join('out', '.seam', 'cache', 'policy-tests.json');

function build(repo: string, ...args: string[]) {
  return seamc(['build', join(repo, 'seam.yaml'), '--out', join(repo, 'out'), ...args]);
}

describe('the build policy-test cache', () => {
  it('reuses the run only when nothing that decides it changed', () => {
    const repo = scratchRepo({ 'seam.yaml': spec('Open a pull request.') });
    const first = build(repo);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('policy tests: 2 passed on 2 agents\n');
    expect(existsSync(join(repo, CACHE))).toBe(true);
    const again = build(repo);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`policy tests: 2 passed on 2 agents ${KEPT}`);
    expect(build(repo, '--no-cache').stdout).not.toContain(KEPT);
    put(repo, 'seam.yaml', spec('Open a pull request, please.'));
    expect(build(repo).stdout).not.toContain(KEPT); // a new message is new runtime bytes
    put(repo, 'seam.yaml', spec('Open a pull request, please.').replace('git push origin main', 'git push origin dev'));
    expect(build(repo).stdout).not.toContain(KEPT); // same output, new cases
  });

  it('keeps a failing run failing, at the test position', () => {
    const repo = scratchRepo({ 'seam.yaml': spec('No.', 'allow') });
    const first = build(repo);
    const again = build(repo);
    for (const r of [first, again]) {
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(/seam\.yaml:\d+:\d+ +SC2002|SC2002[\s\S]*seam\.yaml:\d+:\d+/);
    }
    expect(again.stdout).toContain(KEPT);
    expect(again.stdout.replace(` ${KEPT}: same seamc, cases and output; --no-cache reruns)`, '')).toBe(first.stdout);
  });

  it('reads a damaged cache as none and writes none for a refused build', () => {
    const repo = scratchRepo({ 'seam.yaml': spec('No.') });
    build(repo);
    writeFileSync(join(repo, CACHE), '{"key": 1');
    const r = build(repo);
    expect(r.stdout).not.toContain(KEPT);
    expect(JSON.parse(readFileSync(join(repo, CACHE), 'utf8')).summary.passed).toBe(4);
    const other = scratchRepo({ 'seam.yaml': spec('No.'), 'out/.claude/settings.json': '{}\n' });
    const refused = build(other);
    expect(refused.code).toBe(2);
    expect(existsSync(join(other, CACHE))).toBe(false);
  });
});
