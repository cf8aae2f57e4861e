/** `seamc coverage`: every rule × agent of the example spec with its plane, grades taken from the facts, the same table as JSON, one HTML page, docs/coverage.md checked. */
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gradeFacts } from '../../compiler/evidence/grade.js';
import { recordedLive } from '../../compiler/evidence/live.js';
import { PLANES } from '../../compiler/planes/coverage.js';
import { backends } from '../../vendors/index.js';
import { seamc } from '../install/helpers.js';

const root = resolve(__dirname, '..', '..');
const spec = join(root, 'specs', 'example.seam.yaml');

interface Cov {
  rows: { rule: string; cells: { agent: string; plane: string; planes: string[]; reason: string; evidence?: string }[]; counts: { agents: number; before: number; commit: number }; total: string }[];
  sandbox: { agent: string; via: string }[];
}

describe('seamc coverage', () => {
  const j = JSON.parse(seamc(['coverage', spec, '--agents', 'all', '--format', 'json']).stdout) as Cov;
  const cell = (rule: string, agent: string) => j.rows.find((r) => r.rule === rule)!.cells.find((c) => c.agent === agent)!;

  it('has a cell for every rule × agent, each on a known plane with a reason', () => {
    expect(j.rows.map((r) => r.rule)).toEqual(['no-force-push', 'no-secrets-in-code', 'protect-lockfile', 'no-refspec-force-push', 'confirm-publish', 'no-writes-outside-repo', 'no-pasted-keys']);
    for (const r of j.rows) {
      expect(r.cells.map((c) => c.agent)).toEqual(backends.map((b) => b.facts.id));
      for (const c of r.cells) {
        expect(PLANES).toContain(c.plane);
        expect(c.planes[0]).toBe(c.plane);
        expect(c.reason.length).toBeGreaterThan(10);
      }
    }
  });

  it('takes hook grades from the facts, never from a table of its own', () => {
    for (const r of j.rows)
      for (const c of r.cells) {
        if (!['enforced', 'enforceable', 'best-effort'].includes(c.plane)) continue;
        const f = gradeFacts(backends.find((b) => b.facts.id === c.agent)!.facts, recordedLive()) as { hooks?: { events: Record<string, { grade: string }> }; ruleTable?: { grade: string } };
        const on = r.rule === 'no-pasted-keys' ? 'prompt_submit' : 'pre_tool';
        expect(c.plane, `${r.rule} × ${c.agent}`).toBe(f.ruleTable?.grade ?? f.hooks!.events[on]!.grade);
      }
  });

  it('names the planes each agent really has', () => {
    expect(cell('no-force-push', 'goose').plane).toBe('enforceable');
    expect(cell('no-force-push', 'cursor').plane).toBe('best-effort'); // its fail-closed switch rests on carried-over notes only
    expect(cell('no-force-push', 'claude_code').plane).toBe('best-effort');
    expect(cell('no-writes-outside-repo', 'claude_code').plane).toBe('sandbox');
    expect(cell('no-writes-outside-repo', 'agentproto').reason).toContain('.agentproto/command-sandbox.json');
    expect(cell('no-secrets-in-code', 'zed')).toMatchObject({ plane: 'at-commit', planes: ['at-commit', 'advisory'] });
    expect(cell('no-force-push', 'zed').plane).toBe('none'); // a security rule never becomes advisory text
    const secrets = j.rows.find((r) => r.rule === 'no-secrets-in-code')!;
    expect(secrets.total).toMatch(/^no-secrets-in-code: blocked before the write on \d+\/(\d+), at commit on \1\/\1, advisory on \d+$/);
    expect(Number(/\/(\d+),/.exec(secrets.total)![1])).toBe(backends.length);
    expect(j.sandbox.find((s) => s.agent === 'claude_code')!.via).toBe('launcher');
  });

  it('prints text, one self-contained HTML page, and checks docs/coverage.md', () => {
    const text = seamc(['coverage', spec]).stdout;
    expect(text).toContain('no-force-push: blocked before the call on 2/2');
    const html = seamc(['coverage', spec, '--agents', 'all', '--format', 'html']).stdout;
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).not.toMatch(/<script|<link|src=/);
    expect(html).toContain('title="goose: enforceable');
    expect(seamc(['coverage', spec, '--agents', 'all', '--check', join(root, 'docs', 'coverage.md')]).code).toBe(0);
  });
});

describe('coverage totals (what `seamc build` prints) count the same cells as the full table', () => {
  it('on the example spec, the corpus policy and a generated 300-rule spec with every matcher form, over every agent', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { prepare } = await import('../../compiler/cli/pipeline.js');
    const { coverageRows, coverageTotals } = await import('../../compiler/planes/coverage.js');
    const { targets } = await import('../../vendors/index.js');
    // @ts-expect-error bench/gen-spec.js is plain JavaScript
    const { writeSpec } = (await import('../../bench/gen-spec.js')) as { writeSpec: (dir: string, n: number) => string };
    const dir = mkdtempSync(join(tmpdir(), 'seamc-cov-'));
    try {
      for (const file of [spec, join(root, 'tests/corpus/policy.seam.yaml'), writeSpec(dir, 300)]) {
        const p = prepare(file, targets, 'all', { policyTests: false });
        const totals = coverageTotals(p.model, p.targets, p.report);
        expect(totals.length).toBeGreaterThan(5);
        expect(totals).toEqual(coverageRows(p.model, p.targets, p.report).map((r) => r.total));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
