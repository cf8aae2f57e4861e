/**
 * Waivers by agent, code, rule or a combination (docs/decisions/adoption.md, "Waivers"), the stale check, the
 * grouped text report, and the command-line agent list (`spec`, `adapted`, `all`, did-you-mean, empty = usage).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchRepo, seamc } from '../install/helpers.js';

const BASE = `seam: 1
name: w
agents: [cursor, vscode_copilot]
permissions:
  allow:
    - shell: pnpm test
    - read: src/**
  deny:
    - read: .env
rules:
  - id: no-force-push
    tool: shell
    match: { command: "git push --force" }
    decision: deny
    intent: security
    message: Open a pull request.
`;

function build(waivers: string, ...args: string[]) {
  const repo = scratchRepo({ 'seam.yaml': BASE + (waivers ? `waivers:\n${waivers}` : '') });
  return { repo, r: seamc(['build', join(repo, 'seam.yaml'), '--out', join(repo, 'out'), ...args]) };
}

describe('waivers', () => {
  it('the report groups open losses by code and agent with counts, then lists them', () => {
    const { r } = build('');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/unrepresentable item\(s\) not waived \(exit 1\), by code and agent:\n {2}SC3202 {2}vscode_copilot {2}2 {2}permission kind not expressible\n/);
    expect(r.stdout).toContain('accept a reviewed loss under the top-level `waivers:` key');
  });

  it('accepts a class: by code, by agent, by rule, or a combination; reasons and counts are in the text', () => {
    const { r } = build(
      [
        '  - code: SC3202',
        '    reason: Copilot reads are covered by the hook rule.',
        '  - agent: cursor',
        '    code: SC3203',
        '    reason: Cursor prompts for pnpm; fine.',
        '  - rule: no-force-push',
        '    reason: CI re-checks pushes server-side.',
        '  - agent: cursor',
        '    at: /permissions/deny/0',
        '    reason: The hook covers the IDE.',
        '  - code: SC3110',
        '    reason: Developers trust the folder once in an interactive session.',
      ].join('\n') + '\n',
    );
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('no unwaived losses');
    expect(r.stdout).toMatch(/\d+ item\(s\) waived:\n/);
    expect(r.stdout).toMatch(/\/waivers\/0 \(every agent, code SC3202\): 2 item\(s\): Copilot reads are covered by the hook rule\./);
    expect(r.stdout).toMatch(/\/waivers\/2 \(every agent, rule no-force-push\): \d+ item\(s\): CI re-checks/);
    expect(r.code).toBe(0);
  });

  it('waives everything on one agent', () => {
    const { r } = build('  - agent: cursor\n    reason: Cursor is advisory here.\n  - agent: vscode_copilot\n    reason: so is Copilot.\n');
    expect(r.code).toBe(0);
  });

  it('a waiver that matches nothing is stale (SC2001); an agent-less one only when the build covers the spec\'s agents', () => {
    const stale = build('  - code: SC3301\n    reason: no scoped instructions here\n');
    expect(stale.r.code).toBe(2);
    expect(stale.r.stderr).toMatch(/SC2001 +waiver \/waivers\/0 \(every agent, code SC3301\) matches no unrepresentable item/);
    const narrowed = build('  - code: SC3202\n    reason: covered\n', '--agents', 'cursor');
    expect(narrowed.r.stderr).not.toContain('SC2001');
    const bound = build('  - agent: vscode_copilot\n    code: SC3202\n    reason: covered\n', '--agents', 'cursor');
    expect(bound.r.stderr).not.toContain('SC2001');
  });

  it('rejects a waiver without a selector, an unknown code, an unknown rule, a non-loss code (exit 2, nothing written)', () => {
    const cases: [string, RegExp][] = [
      ['  - reason: everything\n', /seam\.yaml:\d+:\d+ +SC1003 +waiver 0 names no loss: give `agent`, `at`, `code` or `rule`/],
      ['  - code: SC3999\n    reason: r\n', /SC1005 +`SC3999` is not a loss code/],
      ['  - rule: no-force-pus\n    reason: r\n', /SC1016 +no rule has the id `no-force-pus`; did you mean `no-force-push`\?/],
      ['  - code: SC1002\n    reason: r\n', /SC1006 +"SC1002" at `\/waivers\/0\/code` must be a loss code/],
    ];
    for (const [w, re] of cases) {
      const { repo, r } = build(w);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(re);
      expect(existsSync(join(repo, 'out'))).toBe(false);
    }
  });
});

describe('--agents', () => {
  it('takes `spec`, `adapted` and `all` besides ids; an empty list is a usage error', () => {
    const repo = scratchRepo({ 'seam.yaml': 'seam: 1\nname: a\nagents: [cursor]\ninstructions:\n  - id: x\n    text: Hi.\n' });
    const spec = join(repo, 'seam.yaml');
    const agentsOf = (list: string) => (JSON.parse(seamc(['build', spec, '--out', join(repo, 'o'), '--agents', list, '--format', 'json']).stdout) as { agents: string[] }).agents;
    expect(agentsOf('spec')).toEqual(['cursor']);
    expect(agentsOf('spec,claude_code')).toEqual(['cursor', 'claude_code']);
    expect(agentsOf('adapted')).toContain('claude_code');
    expect(agentsOf('adapted').length).toBeLessThanOrEqual(agentsOf('all').length);
    for (const empty of ['', ',', ' ']) {
      const r = seamc(['build', spec, '--out', join(repo, 'e'), '--agents', empty]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('SC1030');
      expect(r.stderr).toContain('--agents: no agents selected');
      expect(existsSync(join(repo, 'e'))).toBe(false);
    }
  });

  it('suggests an id by prefix as well as by distance, on the command line and in the spec', () => {
    const repo = scratchRepo({ 'seam.yaml': 'seam: 1\nname: a\nagents: [claude, curser]\n', 'ok.yaml': 'seam: 1\nname: a\n' });
    const cli = seamc(['build', join(repo, 'ok.yaml'), '--agents', 'claude']);
    expect(cli.code).toBe(2);
    expect(cli.stderr).toContain('--agents: unknown agent "claude"; did you mean "claude_code"?');
    const inSpec = seamc(['build', join(repo, 'seam.yaml')]);
    expect(inSpec.stderr).toContain('unknown agent `claude`; did you mean `claude_code`?');
    expect(inSpec.stderr).toContain('unknown agent `curser`; did you mean `cursor`?');
    expect(seamc(['hook', 'events', '--agent', 'gemini']).stderr).toContain('did you mean "gemini_cli"?');
  });
});

describe('the spec front end', () => {
  it('refuses a spec that is not UTF-8 with the position of the first bad byte (SC1023, exit 2)', () => {
    const repo = scratchRepo();
    writeFileSync(join(repo, 'seam.yaml'), Buffer.concat([Buffer.from('seam: 1\nname: l\ninstructions:\n  - id: a\n    text: "caf'), Buffer.from([0xe9]), Buffer.from(' ok"\n')]));
    const r = seamc(['build', join(repo, 'seam.yaml'), '--out', join(repo, 'out')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/seam\.yaml:5:15 +SC1023 +the spec is not UTF-8: byte 0xe9 at line 5, column 15/);
    expect(existsSync(join(repo, 'out'))).toBe(false);
  });

  it('explain suggests the rule id nearest a typo', () => {
    const repo = scratchRepo({ 'seam.yaml': BASE });
    const r = seamc(['explain', 'no-force-pus', '--spec', join(repo, 'seam.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('did you mean "no-force-push"?');
    expect(r.stderr).toContain('rule ids in this spec: no-force-push');
  });
});
