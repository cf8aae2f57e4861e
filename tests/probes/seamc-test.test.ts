/**
 * `seamc test` end to end (docs/policy-tests.md): the example and policy-verbs specs on all 14 hook agents, every
 * case spawned through the generated hook command, must give the table the build's in-process run gives; a wrong
 * expectation fails with exit 1; `--command` answers one call with the deciding rule.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepare } from '../../compiler/cli/pipeline.js';
import { testAgents } from '../../compiler/compile.js';
import type { CaseResult } from '../../compiler/policy-tests.js';
import { runCases } from '../../compiler/policy-tests.js';
import { treeOfFiles } from '../../compiler/probe/tree.js';
import { targets } from '../../vendors/index.js';
import { root, scratch, seamc } from '../cli-helpers.js';
import { ALL } from './probe-helpers.js';


/** The build's own (in-process) result for every test × agent: `pass`, `FAIL (got X)` or `n/a`. */
function inProcess(spec: string): Map<string, string> {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const { report, model, loaded } = prepare(spec, targets, ALL.join(','), { policyTests: false });
    const agents = testAgents(targets.filter((t) => ALL.includes(t.id)));
    const cases: CaseResult[] = runCases(model, agents, treeOfFiles(loaded.repoRoot, report.files));
    return new Map(cases.map((c) => [`${c.test.name}|${c.agent}`, c.status === 'fail' ? `FAIL (got ${c.outcome?.verb})` : c.status]));
  } finally {
    process.chdir(cwd);
  }
}

interface JsonTable {
  agents: string[];
  notTestable: unknown[];
  tests: { name: string; expect: string; results: Record<string, { status: string; verb: string | null; na?: string; ruleId?: string }> }[];
  summary: { passed: number; failed: number; na: number };
  exit: number;
}

describe('seamc test on every hook agent', () => {
  it('runs specs/example.seam.yaml as each agent would, agreeing with the build, exit 1 exactly when a case fails', () => {
    const r = seamc(['test', 'specs/example.seam.yaml', '--agents', ALL.join(','), '--format', 'json']);
    expect(r.stderr).toBe('');
    const t = JSON.parse(r.stdout) as JsonTable;
    expect(t.agents).toEqual(ALL);
    expect(t.tests.map((x) => x.name)).toEqual([...new Set([...inProcess('specs/example.seam.yaml').keys()].map((k) => k.split('|')[0]))]);
    expect(r.status).toBe(t.summary.failed > 0 ? 1 : 0);
    expect(t.exit).toBe(r.status);
    const want = inProcess('specs/example.seam.yaml');
    for (const test of t.tests)
      for (const a of ALL) {
        const c = test.results[a]!;
        expect(c.status === 'fail' ? `FAIL (got ${c.verb})` : c.status, `${test.name} on ${a}`).toBe(want.get(`${test.name}|${a}`));
        if (c.status === 'n/a') expect(c.na?.length ?? 0).toBeGreaterThan(15);
      }
    const force = t.tests.find((x) => x.name === 'force push is blocked')!;
    // every agent with a pre-tool hook denies it; one without (Junie: SessionStart only) is n/a with the reason
    const gated = ALL.filter((a) => force.results[a]!.status !== 'n/a');
    expect(gated.length).toBeGreaterThanOrEqual(ALL.length - 1);
    for (const a of gated) expect(force.results[a]).toMatchObject({ status: 'pass', verb: 'deny', ruleId: 'no-force-push' });
    const key = t.tests.find((x) => x.name === 'an AWS key cannot be written')!;
    for (const a of gated) expect(key.results[a]).toMatchObject({ status: 'pass', ruleId: 'no-secrets-in-code' });
    // the prompt reaches Antigravity through no hook at all
    expect(t.tests.find((x) => x.name === 'a private key in a prompt is stopped')!.results['antigravity']).toMatchObject({ status: 'n/a' });
  }, 240_000);

  it('prints specs/policy-verbs.seam.yaml as a test × agent table with the n/a reasons below it', () => {
    const r = seamc(['test', 'specs/policy-verbs.seam.yaml', '--agents', ALL.join(',')]);
    expect(r.stderr).toBe('');
    const lines = r.stdout.split('\n');
    const head = lines.findIndex((l) => l.startsWith('test '));
    expect(lines[head]!.split(/\s{2,}/)).toEqual(['test', ...ALL]);
    const want = inProcess('specs/policy-verbs.seam.yaml');
    const names = ['npm install is rewritten', 'an internal fetch is refused', 'deleting a repository through MCP is refused', 'a token in a prompt is stopped'];
    for (const [i, name] of names.entries()) {
      const cells = lines[head + 1 + i]!.split(/\s{2,}/);
      expect(cells[0]).toBe(name);
      ALL.forEach((a, j) => expect(cells[j + 1]!.replace(/^n\/a \[\d+\]$/, 'n/a'), `${name} on ${a}`).toBe(want.get(`${name}|${a}`)));
    }
    expect(lines[head + 1]).toContain('FAIL (got deny)'); // no rewrite on Windsurf and others: refused
    expect(r.stdout).toMatch(/\nn\/a:\n {2}\[1\] \w+: /);
    expect(r.stdout).toContain("codex_cli: OpenAI Codex CLI's hooks are not known to fire for its web tools");
    expect(r.status).toBe(1);
  }, 240_000);
});

const BROKEN = `seam: 1
name: broken
agents: [claude_code, cursor]
rules:
  - id: no-force-push
    on: pre_tool
    tool: shell
    match: { command: 'git push --force' }
    decision: deny
    message: no force pushes
waivers:
  - code: SC3110
    reason: developers start their agents from the repository root, in trusted folders
tests:
  - name: status is fine
    tool: shell
    command: git status
    expect: allow
  - name: force push allowed (wrong on purpose)
    tool: shell
    command: git push --force origin main
    expect: allow
`;

function repoWith(spec: string): string {
  const dir = scratch('seamc-probe-');
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, 'seam.yaml'), spec);
  return dir;
}

describe('a wrong expectation', () => {
  it('fails seamc test with exit 1 and FAIL in the table', () => {
    const r = seamc(['test'], repoWith(BROKEN));
    expect(r.status).toBe(1);
    const row = r.stdout.split('\n').find((l) => l.startsWith('force push allowed'))!;
    expect(row.split(/\s{2,}/)).toEqual(['force push allowed (wrong on purpose)', 'FAIL (got deny)', 'FAIL (got deny)']);
    expect(r.stdout.split('\n').find((l) => l.startsWith('status is fine'))!.split(/\s{2,}/)).toEqual(['status is fine', 'pass', 'pass']);
    expect(r.stdout).toContain('claude_code, cursor: deny by rule no-force-push');
  }, 60_000);

  it('fails the build with SC2002 naming the agents and their answer; a right one passes with a count', () => {
    const bad = seamc(['build', '--out', 'out'], repoWith(BROKEN));
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('policy tests: 1 of 2 failed on 2 agents');
    expect(bad.stdout).toMatch(/seam\.yaml:\d+:\d+ {2}SC2002 {2}test "force push allowed \(wrong on purpose\)" expected allow; claude_code, cursor answered deny by rule no-force-push/);
    const good = seamc(['build', '--out', 'out'], repoWith(BROKEN.replace(/expect: allow\n$/, 'expect: deny\n')));
    expect(good.stdout).toContain('policy tests: 2 passed on 2 agents');
    expect(good.status).toBe(0);
  }, 60_000);
});

describe('seamc test --command', () => {
  it('exits 1 when an agent denies, naming the rule, 0 when every agent allows, 2 on a bad call', () => {
    const deny = seamc(['test', 'specs/example.seam.yaml', '--command', 'git push -f origin main']);
    expect(deny.status).toBe(1);
    expect(deny.stdout).toMatch(/^claude_code {2}deny by rule no-force-push: Force-push is blocked/m);
    expect(deny.stdout).toMatch(/^cursor {7}deny by rule no-force-push/m);
    const allow = seamc(['test', 'specs/example.seam.yaml', '--command', 'git status', '--agent', 'codex_cli', '--format', 'json']);
    expect(allow.status).toBe(0);
    expect(JSON.parse(allow.stdout)).toMatchObject({ results: [{ agent: 'codex_cli', verb: 'allow' }], exit: 0 });
    const write = seamc(['test', 'specs/example.seam.yaml', '--tool', 'edit', '--path', 'pnpm-lock.yaml', '--agent', 'windsurf']);
    expect(write.status).toBe(1);
    expect(write.stdout).toContain('windsurf  deny by rule protect-lockfile');
    expect(seamc(['test', 'specs/example.seam.yaml', '--tool', 'mcp']).status).toBe(2);
    expect(seamc(['test', 'specs/example.seam.yaml', '--tool', 'teleport']).status).toBe(2);
  }, 60_000);
});
