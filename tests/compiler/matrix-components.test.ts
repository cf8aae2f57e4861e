/** The matrix's components view (compiler/cli/matrix-components.ts): computed from a probe plugin through each packaging emitter. */
import { describe, expect, it } from 'vitest';
import { matrixMarkdown, matrixRows, matrixTotals } from '../../compiler/cli/matrix.js';
import { COMPONENTS, componentCells, componentCounts, probeModel } from '../../compiler/cli/matrix-components.js';
import type { Backend, Emitted } from '../../compiler/backend/types.js';
import { backends, targets } from '../../vendors/index.js';

const rows = matrixRows(targets);
const row = (id: string) => rows.find((r) => r.agent === id)!;

/** A vendor-free backend whose packaging emitter returns `out`. */
function fake(out: Emitted): Backend {
  const facts = { ...backends[0]!.facts, id: 'fake', displayName: 'Fake', sections: { ...backends[0]!.facts.sections, packaging: { status: 'emitted' as const } } };
  return { facts, emit: { packaging: () => out } };
}

describe('matrix components', () => {
  it('a vendor whose packaging is none shows none for every component, with the section reason', () => {
    const none = rows.filter((r) => r.sections.packaging.status === 'none');
    expect(none.map((r) => r.agent)).toContain('aider');
    for (const r of none)
      for (const c of COMPONENTS) expect(r.components[c], `${r.agent} ${c}`).toEqual({ status: 'none', reason: r.sections.packaging.reason });
  });

  it('a vendor whose packaging is unadapted shows unadapted for every component', () => {
    const un = rows.filter((r) => r.sections.packaging.status === 'unadapted');
    expect(un.length).toBeGreaterThan(0);
    for (const r of un) for (const c of COMPONENTS) expect(r.components[c].status, `${r.agent} ${c}`).toBe('unadapted');
  });

  it('an agent that writes both MCP servers shows emitted, each server too', () => {
    expect(row('claude_code').components.mcp).toEqual({ status: 'emitted', parts: { stdio: { status: 'emitted' }, http: { status: 'emitted' } } });
    for (const c of COMPONENTS) expect(row('claude_code').components[c].status, c).toBe('emitted');
  });

  it('one server written, the other lost: lossy, written, with the emitter\'s own reason; the markdown says which', () => {
    const mcp = row('goose').components.mcp;
    expect(mcp).toMatchObject({ status: 'lossy', written: true, parts: { stdio: { status: 'emitted' }, http: { status: 'lossy', written: false } } });
    expect(mcp.reason).toMatch(/^http: SC3401: /);
    expect(matrixMarkdown([row('goose')])).toMatch(/\| `goose` \| stdio only \|/);
  });

  it('classifies from what the emitter wrote and reported, not from names', () => {
    const m = probeModel('fake');
    const [stdio, http] = m.plugin!.mcp;
    const cmd = m.plugin!.commands[0]!;
    const c = componentCells(
      fake({
        fragment: [{ path: 'x.json', format: 'json', body: { servers: { [stdio!.name]: {} } } }, { path: `cmds/${cmd.name}.md`, format: 'text', body: 'x' }],
        unrepresentable: [
          { code: 'SC3402', at: `${stdio!.at}/env/T`, reason: 'env' },
          { code: 'SC3002', at: http!.at, reason: 'not built' },
          { code: 'SC3001', at: '/plugin/skills/0', reason: 'no skills' },
        ],
      }),
    );
    expect(c.mcp.parts).toEqual({ stdio: { status: 'lossy', written: true, reason: 'SC3402: env' }, http: { status: 'unadapted', written: false, reason: 'SC3002: not built' } });
    expect(c.mcp).toMatchObject({ status: 'lossy', written: true });
    expect(c.commands).toEqual({ status: 'emitted' });
    expect(c.subagents).toMatchObject({ status: 'lossy', written: false, reason: expect.stringMatching(/neither wrote it nor reported a loss/) });
    expect(c.skills).toEqual({ status: 'none', written: false, reason: 'SC3001: no skills' });
  });

  it('the probe model holds one of each component and nothing else', () => {
    const m = probeModel('x');
    expect(m.plugin!.mcp.map((s) => s.transport)).toEqual(['stdio', 'http']);
    expect([m.plugin!.commands.length, m.plugin!.agents.length, m.plugin!.skills.length]).toEqual([1, 1, 1]);
    expect([m.instructions, m.permissions, m.rules, m.hooks]).toEqual([[], [], [], []]);
  });

  it('the counts equal the rows, in the counts row and the totals line', () => {
    const n = componentCounts(rows);
    for (const c of COMPONENTS) expect(n[c], c).toBe(rows.filter((r) => r.components[c].status === 'emitted').length);
    expect(n.mcpParts.stdio).toBe(rows.filter((r) => r.components.mcp.parts?.stdio?.status === 'emitted').length);
    const md = matrixMarkdown(rows);
    expect(md).toContain(`| **emitted (of ${rows.length})** | ${n.mcp} (stdio ${n.mcpParts.stdio}, http ${n.mcpParts.http}) | ${n.commands} | ${n.subagents} | ${n.skills} |`);
    const hooks = rows.filter((r) => r.sections.hooks.status === 'emitted').length;
    expect(matrixTotals(rows)).toContain(`hooks ${hooks} · `);
    expect(matrixTotals(rows)).toContain(`skills ${n.skills}.`);
    expect(md.startsWith(matrixTotals(rows))).toBe(true);
  });

  it('every component not emitted on an agent with packaging is listed with its reason', () => {
    const md = matrixMarkdown(rows);
    for (const r of rows.filter((x) => x.sections.packaging.status === 'emitted'))
      for (const c of COMPONENTS) if (r.components[c].status !== 'emitted') expect(md, `${r.agent} ${c}`).toContain(`- \`${r.agent}\` ${c} (`);
  });
});
