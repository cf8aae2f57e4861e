/** OpenClaw's user-scope tools.deny fragment: whole-kind denies only; everything with a pattern, allow and ask are losses. */
import { describe, expect, it } from 'vitest';
import { gateLosses } from '../../compiler/backend/capability.js';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { renderJson } from '../../compiler/emit/json.js';
import { backend } from '../../vendors/openclaw/backend.js';
import { model, perm } from './opencode-group-model.js';

const ctx = emitContext(backend.facts);
const emit = (permissions: ReturnType<typeof perm>[]) => backend.emit.permissions!(model('openclaw', { permissions }), ctx);

describe('openclaw permissions', () => {
  it('writes a deny of every command and of every edit as whole tools in tools.deny', () => {
    const out = emit([perm('deny', 'shell', '*', 0), perm('deny', 'edit', '**', 1), perm('deny', 'edit', '*', 2)]);
    const body = { tools: { deny: ['group:runtime', 'nodes', 'write', 'edit', 'apply_patch'] } };
    expect(out.fragment).toEqual([{ path: '.seam/openclaw/tools.json', format: 'json', body }]);
    expect(JSON.parse(renderJson(body))).toEqual(body);
    expect(out.unrepresentable).toEqual([]);
    expect(out.notes).toHaveLength(1);
  });

  it('reports allow, ask, patterns, every read and MCP', () => {
    const out = emit([
      perm('allow', 'shell', 'npm test', 0),
      perm('ask', 'shell', '*', 0),
      perm('deny', 'shell', 'rm -rf', 0),
      perm('deny', 'read', '**', 1),
      perm('deny', 'edit', '.env', 2),
      perm('deny', 'web', 'evil.example', 3),
      perm('deny', 'mcp', 'github.*', 4),
    ]);
    expect(out.fragment).toEqual([]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3201', '/permissions/allow/0'],
      ['SC3201', '/permissions/ask/0'],
      ['SC3203', '/permissions/deny/0'],
      ['SC3203', '/permissions/deny/1'],
      ['SC3203', '/permissions/deny/2'],
      ['SC3203', '/permissions/deny/3'],
      ['SC3202', '/permissions/deny/4'],
    ]);
  });

  it('reports the permissions section inert behind the user-config-only gate (SC3110)', () => {
    const m = model('openclaw', { permissions: [perm('deny', 'shell', '*', 0)] });
    const gated = gateLosses(m, backend.facts).filter((g) => g.section === 'permissions');
    expect(gated.map((g) => [g.loss.code, g.loss.at, /gate ([\w-]+)/.exec(g.loss.reason)![1]])).toEqual([['SC3110', '/permissions', 'user-config-only']]);
  });
});
