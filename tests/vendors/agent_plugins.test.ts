/**
 * Agent Plugins 1.0: the bundle under plugins/<name>/ holds exactly what the standard can carry, its plugin.json and
 * mcp.json validate against the standard's own JSON Schemas (tests/fixtures/agent-plugins/, copied at
 * agentplugins/agent-plugins-spec@bd38355), it shares its skill files with the Claude Code plugin, and `seamc check`
 * reports drift inside it.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { JsonObject } from '../../compiler/backend/types.js';
import type { McpServer } from '../../compiler/model/types.js';
import { backend } from '../../vendors/agent_plugins/backend.js';
import { root, scratch, seamc } from '../cli-helpers.js';
import { model, plugin } from './opencode-group-model.js';

const ctx = emitContext(backend.facts);
const fixture = (f: string): object => JSON.parse(readFileSync(join(root, 'tests', 'fixtures', 'agent-plugins', f), 'utf8')) as object;

type Validate = ((d: unknown) => boolean) & { errors?: unknown };
async function validators(): Promise<{ plugin: Validate; mcp: Validate }> {
  const { default: Ajv } = (await import('ajv/dist/2020.js')) as unknown as { default: new (o: object) => { compile(s: object): Validate } };
  const ajv = new Ajv({ strict: true, strictRequired: false, allErrors: true });
  return { plugin: ajv.compile(fixture('plugin.schema.json')), mcp: ajv.compile(fixture('mcp.schema.json')) };
}

const stdio = (name: string, over: Partial<McpServer> = {}): McpServer => ({ name, at: `/plugin/mcp/${name}`, transport: 'stdio', command: 'srv', args: [], env: {}, headers: {}, ...over });
const remote = (name: string, url: string, over: Partial<McpServer> = {}): McpServer => ({ name, at: `/plugin/mcp/${name}`, transport: 'http', url, args: [], env: {}, headers: {}, ...over });

const body = (out: ReturnType<typeof backend.emit.packaging>, path: string): JsonObject | undefined => out.fragment.find((a) => a.path === path)?.body as JsonObject | undefined;

describe('agent_plugins', () => {
  it('writes plugin.json and the skill; env-dependent servers, commands and subagents are losses', () => {
    const out = backend.emit.packaging(model('agent_plugins', { plugin }), ctx);
    expect(out.fragment).toEqual([
      { path: 'plugins/acme-api/plugin.json', format: 'json', body: { $schema: 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json', name: 'acme-api', version: '1.0.0', description: 'd' } },
      { path: 'plugins/acme-api/skills/db/SKILL.md', format: 'text', body: '---\nname: db\n---\n', mode: 0o644 },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3403', '/plugin/commands/0'],
      ['SC3404', '/plugin/agents/0'],
      ['SC3402', '/plugin/mcp/db'],
      ['SC3402', '/plugin/mcp/api'],
    ]);
    expect(out.unrepresentable[2]!.reason).toContain('${DB_TOKEN} in env.TOKEN');
    expect(out.unrepresentable[3]!.reason).toContain('${API} in headers.Authorization');
  });

  it('keeps what the standard can carry: one-token commands, ${PLUGIN_ROOT}/${PLUGIN_DATA} in args and env, https and loopback http', () => {
    const mcp = [
      stdio('fs', { command: 'npx', args: ['-y', 'server-fs', '${PLUGIN_ROOT}/data'], env: { CACHE: '${PLUGIN_DATA}/cache' } }),
      remote('docs', 'https://docs.example.com/mcp', { headers: { 'X-Tenant': 'public' } }),
      remote('events', 'https://events.example.com/sse', { transport: 'sse' }),
      remote('local', 'http://localhost:8080/mcp'),
    ];
    const out = backend.emit.packaging(model('agent_plugins', { plugin: { ...plugin, mcp, commands: [], agents: [] } }), ctx);
    expect(out.unrepresentable).toEqual([]);
    expect(body(out, 'plugins/acme-api/mcp.json')).toEqual({
      $schema: 'https://agent-plugins.org/schemas/1.0.0/mcp.schema.json',
      mcpServers: {
        fs: { type: 'stdio', command: 'npx', args: ['-y', 'server-fs', '${PLUGIN_ROOT}/data'], env: { CACHE: '${PLUGIN_DATA}/cache' } },
        docs: { type: 'streamable-http', url: 'https://docs.example.com/mcp', headers: { 'X-Tenant': 'public' } },
        events: { type: 'sse', url: 'https://events.example.com/sse' },
        local: { type: 'streamable-http', url: 'http://localhost:8080/mcp' },
      },
    });
  });

  it('drops each server the standard cannot carry, with its reason, and writes no mcp.json when none is left', () => {
    const mcp = [
      stdio('line', { command: 'node server.js' }),
      stdio('abs', { command: '/usr/local/bin/srv' }),
      stdio('rel', { command: './bin/srv' }),
      stdio('reserved', { env: { PLUGIN_ROOT: '/x' } }),
      stdio('bare', { args: ['--home', '$HOME'] }),
      remote('plain', 'http://api.example.com/mcp'),
      remote('user', 'https://me:pw@api.example.com/mcp'),
      remote('frag', 'https://api.example.com/mcp#x'),
      remote('relative', '/mcp'),
      remote('twice', 'https://api.example.com/mcp', { headers: { 'X-A': '1', 'x-a': '2' } }),
      remote('varurl', 'https://${HOST}/mcp'),
    ];
    const out = backend.emit.packaging(model('agent_plugins', { plugin: { ...plugin, mcp, commands: [], agents: [] } }), ctx);
    expect(out.fragment.map((a) => a.path)).toEqual(['plugins/acme-api/plugin.json', 'plugins/acme-api/skills/db/SKILL.md']);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual(mcp.map((s) => [['bare', 'varurl'].includes(s.name) ? 'SC3402' : 'SC3401', s.at]));
    for (const l of out.unrepresentable) expect(l.reason).toMatch(/^Agent Plugins 1\.0 /);
  });

  it('writes no bundle for a name the standard rejects, and none without skills or servers', () => {
    for (const name of ['Acme', '-acme', 'a--b', 'a..b', 'a'.repeat(65)]) {
      const out = backend.emit.packaging(model('agent_plugins', { plugin: { ...plugin, name } }), ctx);
      expect(out.fragment, name).toEqual([]);
      expect(out.unrepresentable.at(-1)!.code, name).toBe('SC3406');
    }
    expect(backend.emit.packaging(model('agent_plugins', { plugin: { ...plugin, name: 'acme.tools' } }), ctx).fragment.length).toBeGreaterThan(0);
    const empty = backend.emit.packaging(model('agent_plugins', { plugin: { ...plugin, mcp: [], skills: [] } }), ctx);
    expect(empty.fragment).toEqual([]);
    expect(backend.emit.packaging(model('agent_plugins'), ctx)).toEqual({ fragment: [], unrepresentable: [] });
  });

  it('emits plugin.json and mcp.json that the standard\'s 1.0.0 JSON Schemas accept, and the schemas reject what seamc refuses', async () => {
    const v = await validators();
    const mcp = [stdio('fs', { command: 'npx', args: ['${PLUGIN_ROOT}'], env: { A: '${PLUGIN_DATA}' } }), remote('docs', 'https://d.example/mcp', { headers: { 'X-T': 'p' } }), remote('ev', 'https://e.example/sse', { transport: 'sse' })];
    const author = { name: 'Acme', email: 'a@example.com', url: 'https://example.com' };
    const out = backend.emit.packaging(model('agent_plugins', { plugin: { ...plugin, author, mcp } }), ctx);
    const manifest = body(out, 'plugins/acme-api/plugin.json');
    expect(v.plugin(manifest), JSON.stringify(v.plugin.errors)).toBe(true);
    expect(v.mcp(body(out, 'plugins/acme-api/mcp.json')), JSON.stringify(v.mcp.errors)).toBe(true);
    expect(v.plugin({ ...manifest, commands: [] })).toBe(false);
    expect(v.plugin({ ...manifest, name: 'a--b' })).toBe(false);
    expect(v.mcp({ $schema: 'https://agent-plugins.org/schemas/1.0.0/mcp.schema.json', mcpServers: { x: { type: 'stdio', command: 'x', env: { PLUGIN_ROOT: '/' } } } })).toBe(false);
  });

  it('builds beside Claude Code into one plugins/<name>/ folder (shared skill files), and check reports drift in the bundle', () => {
    const repo = scratch();
    cpSync(join(root, 'specs'), join(repo, 'specs'), { recursive: true });
    mkdirSync(join(repo, '.git'));
    const spec = (agents: string) =>
      `seam: 1\nname: acme-api\nagents: [${agents}]\nplugin:\n  version: 1.0.0\n  mcp:\n    fs: { command: npx, args: ["-y", "server-fs"] }\n  skills:\n    - dir: skills/db-migrations\n`;
    writeFileSync(join(repo, 'specs', 'both.seam.yaml'), spec('agent_plugins, claude_code'));
    const both = seamc(['build', 'specs/both.seam.yaml', '--out', 'both'], repo);
    expect(both.stdout + both.stderr).not.toContain('SC4001');
    const skill = readFileSync(join(repo, 'both', 'plugins', 'acme-api', 'skills', 'db-migrations', 'SKILL.md'), 'utf8');
    expect(skill).toBe(readFileSync(join(repo, 'specs', 'skills', 'db-migrations', 'SKILL.md'), 'utf8'));

    writeFileSync(join(repo, 'specs', 'ap.seam.yaml'), spec('agent_plugins'));
    expect(seamc(['build', 'specs/ap.seam.yaml', '--out', 'out'], repo).status).toBe(0);
    expect(seamc(['check', 'specs/ap.seam.yaml', '--out', 'out'], repo).status).toBe(0);
    const mcpJson = join(repo, 'out', 'plugins', 'acme-api', 'mcp.json');
    writeFileSync(mcpJson, readFileSync(mcpJson, 'utf8').replace('"npx"', '"npm"'));
    const r = seamc(['check', 'specs/ap.seam.yaml', '--out', 'out'], repo);
    expect(r.status).toBe(3);
    expect(r.stdout).toContain('--- a/plugins/acme-api/mcp.json\n+++ b/plugins/acme-api/mcp.json\n');
  });
});
