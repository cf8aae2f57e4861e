/**
 * RISK-0: a security rule must be held by a hard plane (the sandbox, or a fail-closed hook) on every targeted agent, or
 * each such agent reports exactly one loss a waiver must name; a security rule that escalates or warns on a soft plane
 * does not build (SC1025, exit 2, its position, nothing written).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { put, scratchRepo, seamc } from '../install/helpers.js';

interface Loss { agent: string; code: string; at: string; waived: string | null }

function build(agents: string, rules: string, extra = ''): { code: number; losses: Loss[]; stderr: string; dir: string } {
  const repo = scratchRepo();
  put(repo, 'seam.yaml', `seam: 1\nname: r\nagents: [${agents}]\nrules:\n${rules}${extra}`);
  const r = seamc(['build', join(repo, 'seam.yaml'), '--out', join(repo, 'out'), '--format', 'json']);
  const j = JSON.parse(r.stdout) as { unrepresentable: Loss[]; diagnostics: { code: string; message: string; line: number; col: number }[] };
  const stderr = j.diagnostics.map((d) => `seam.yaml:${d.line}:${d.col} ${d.code} ${d.message}`).join('\n');
  return { code: r.code, losses: j.unrepresentable, stderr, dir: join(repo, 'out') };
}

const rule = (decision: string, match = "{ command: 'rm -rf' }", tool = 'shell', intent = 'security') =>
  `  - id: r0\n    tool: ${tool}\n    match: ${match}\n    decision: ${decision}\n    intent: ${intent}\n`;
/** Claude Code's activation gates (SC3110: started from the repository root) are not what these tests are about */
const GATES = '  - { code: SC3110, reason: agents start from the repository root }\n';
const codesAt = (b: { losses: Loss[] }, agent: string) => b.losses.filter((l) => l.agent === agent && l.at === '/rules/0').map((l) => l.code);

describe('RISK-0', () => {
  it('a security deny on a fail-open hook is one SC3105 per agent, until a waiver names it', () => {
    const b = build('claude_code, goose', rule('deny'));
    expect(codesAt(b, 'claude_code')).toEqual(['SC3105']);
    expect(codesAt(b, 'goose')).toEqual([]); // enforceable: goose's source lets seamc's entry fail closed
    expect(b.code).toBe(1);
    const w = build('claude_code, goose', rule('deny'), 'waivers:\n  - { agent: claude_code, at: /rules/0, reason: the server refuses it too }\n' + GATES);
    expect(w.code).toBe(0);
    expect(w.losses.filter((l) => l.code === 'SC3105').map((l) => l.waived)).toEqual(['the server refuses it too']);
  });

  it('the sandbox is a hard plane: a write outside the repository is held there, on agents with a launcher', () => {
    const rules = rule('deny', '{ outside_repo: true }', '[write, edit]');
    const soft = build('claude_code', rules);
    expect(codesAt(soft, 'claude_code')).toEqual(['SC3105']);
    const held = build('claude_code, zed, jules', rules, 'sandbox:\n  mode: workspace\n');
    expect(codesAt(held, 'claude_code')).toEqual([]);
    expect(codesAt(held, 'zed')).toEqual(['SC3502']); // no hooks and no launcher: nothing holds it
    expect(held.losses.filter((l) => l.agent === 'jules').map((l) => l.code)).toContain('SC3204');
    const loose = build('claude_code', rules, 'sandbox:\n  mode: workspace\n  writable: [/opt/cache]\n');
    expect(codesAt(loose, 'claude_code')).toEqual(['SC3105']); // a writable extra outside the repository: the sandbox no longer holds it
  });

  it('strict mode holds a web deny; a hook that never sees the web call still counts once', () => {
    const rules = rule('deny', "{ host: '*.example.com' }", 'web');
    expect(codesAt(build('claude_code', rules, 'sandbox:\n  mode: strict\n'), 'claude_code')).toEqual([]);
    const codex = build('codex_cli', rules);
    expect(codesAt(codex, 'codex_cli')).toEqual(['SC3109', 'SC3105']);
  });

  it('an agent with no hook surface reports SC3502 (never advisory text), once', () => {
    expect(codesAt(build('zed', rule('deny')), 'zed')).toEqual(['SC3502']);
  });

  it('security + escalate or warn on a soft plane does not build: SC1025 at the decision, exit 2, nothing written', () => {
    for (const d of ['escalate', 'warn']) {
      const b = build('claude_code', rule(d));
      expect(b.code).toBe(2);
      expect(b.stderr).toContain('SC1025');
      expect(b.stderr).toMatch(/seam\.yaml:8:15/);
      expect(b.stderr).toContain('claude_code');
      expect(existsSync(b.dir)).toBe(false);
    }
  });

  it('security + escalate builds where every targeted agent holds it on a hard plane; hygiene escalate is never refused', () => {
    expect(build('goose', rule('escalate')).code).not.toBe(2);
    expect(build('claude_code', rule('escalate', "{ command: 'rm -rf' }", 'shell', 'hygiene'), 'waivers:\n' + GATES).code).toBe(0);
    const mixed = build('claude_code, goose', rule('escalate'));
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain('(claude_code)');
  });
});
