/**
 * User-scope MCP fragments of Augment, Cortex Code and OpenClaw: each writes the vendor's own block to
 * `.seam/<agent>/mcp.json` (stdio and remote entries in the documented shape), the file re-parses to the same block,
 * and every MCP server is reported inert behind the `user-mcp-config` gate (SC3110), never as a representation loss.
 */
import { describe, expect, it } from 'vitest';
import { gateLosses } from '../../compiler/backend/capability.js';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Backend } from '../../compiler/backend/types.js';
import { renderJson } from '../../compiler/emit/json.js';
import type { McpServer } from '../../compiler/model/types.js';
import { backend as augment } from '../../vendors/augment/backend.js';
import { backend as cortex } from '../../vendors/cortex_code/backend.js';
import { backend as openclaw } from '../../vendors/openclaw/backend.js';
import { model, plugin } from './opencode-group-model.js';

const sse: McpServer = { name: 'events', at: '/plugin/mcp/events', transport: 'sse', url: 'https://e.example/sse', args: [], env: {}, headers: {} };
const servers = [...plugin.mcp, sse];

const cases: [string, Backend, string, unknown][] = [
  ['augment', augment, '.seam/augment/mcp.json', {
    mcpServers: {
      db: { command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' } },
      api: { type: 'http', url: 'https://x.example/mcp', headers: { Authorization: 'Bearer ${API}' } },
      events: { type: 'sse', url: 'https://e.example/sse' },
    },
  }],
  ['cortex_code', cortex, '.seam/cortex_code/mcp.json', {
    mcpServers: {
      db: { type: 'stdio', command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' } },
      api: { type: 'http', url: 'https://x.example/mcp', headers: { Authorization: 'Bearer ${API}' } },
      events: { type: 'sse', url: 'https://e.example/sse' },
    },
  }],
  ['openclaw', openclaw, '.seam/openclaw/mcp.json', {
    mcp: {
      servers: {
        db: { command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' } },
        api: { url: 'https://x.example/mcp', transport: 'streamable-http', headers: { Authorization: 'Bearer ${API}' } },
        events: { url: 'https://e.example/sse', transport: 'sse' },
      },
    },
  }],
];

describe.each(cases)('%s user-scope MCP fragment', (agent, backend, path, block) => {
  const ctx = emitContext(backend.facts);
  const m = model(agent, { plugin: { ...plugin, mcp: servers } });

  it('writes the stdio, http and sse servers in the vendor\'s shape, with no MCP loss', () => {
    const out = backend.emit.packaging!(m, ctx);
    const mcp = out.fragment.find((a) => a.path === path);
    expect(mcp).toEqual({ path, format: 'json', body: block });
    expect(out.unrepresentable.filter((l) => l.at.startsWith('/plugin/mcp'))).toEqual([]);
    expect(JSON.parse(renderJson(mcp!.body as never))).toEqual(block);
  });

  it('reports each MCP server once behind user-mcp-config (SC3110), and no MCP file without servers', () => {
    const gated = gateLosses(m, backend.facts).filter((g) => /gate user-mcp-config/.test(g.loss.reason));
    expect(gated.map((g) => [g.section, g.loss.code, g.loss.at])).toEqual(servers.map((s) => ['packaging', 'SC3110', s.at]));
    const none = backend.emit.packaging!(model(agent, { plugin: { ...plugin, mcp: [] } }), ctx);
    expect(none.fragment.some((a) => a.path === path)).toBe(false);
    expect(gateLosses(model(agent, { plugin: { ...plugin, mcp: [] } }), backend.facts).some((g) => /gate user-mcp-config/.test(g.loss.reason))).toBe(false);
  });
});

describe('environment references each vendor does not expand', () => {
  const withEnv = (v: string) => model('x', { plugin: { ...plugin, mcp: [{ ...plugin.mcp[0]!, env: { TOKEN: v } }] } });
  const codes = (b: Backend, v: string) => b.emit.packaging!(withEnv(v), emitContext(b.facts)).unrepresentable.filter((l) => l.at === '/plugin/mcp/db').map((l) => l.code);

  it('Augment: ${NAME} passes, a bare $NAME is SC3402', () => {
    expect(codes(augment, '${DB_TOKEN}')).toEqual([]);
    expect(codes(augment, '$DB_TOKEN')).toEqual(['SC3402']);
  });

  it('Cortex Code expands ${VAR}, ${VAR:-d} and $VAR in every field', () => {
    for (const v of ['${DB_TOKEN}', '${DB_TOKEN:-x}', '$DB_TOKEN']) expect(codes(cortex, v)).toEqual([]);
  });

  it('OpenClaw: only ${UPPER_CASE} is substituted', () => {
    expect(codes(openclaw, '${DB_TOKEN}')).toEqual([]);
    for (const v of ['$DB_TOKEN', '${db_token}', '${DB_TOKEN:-x}']) expect(codes(openclaw, v)).toEqual(['SC3402']);
  });
});
