import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { gradeFacts } from '../../compiler/evidence/grade.js';
import { recordedLive } from '../../compiler/evidence/live.js';
import type { McpServer, Model, Permission, Plugin, Rule } from '../../compiler/model/types.js';
import { backend } from '../../vendors/mistral_vibe/backend.js';
import { DEFAULT_ALLOWLIST, DEFAULT_DENYLIST } from '../../vendors/mistral_vibe/permission-tables.js';
import { withKinds } from '../rule-helpers.js';

const ctx = emitContext(backend.facts);
const CMD = ctx.hookCommand;
const DESC = 'seamc policy runtime (generated from seam.yaml)';

function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['mistral_vibe'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
function rule(over: Partial<Rule>): Rule {
  return withKinds({ id: 'r', at: '/rules/0', on: 'pre_tool', tools: ['shell'], match: { command: 'x' }, decision: 'deny', intent: 'security', source: { match: { command: 'x' } }, ...over });
}
const server = (over: Partial<McpServer>): McpServer => ({ name: 'db', at: '/plugin/mcp/db', transport: 'stdio', command: 'db-mcp', args: [], env: {}, headers: {}, ...over });
function plugin(over: Partial<Plugin>): Plugin {
  return { at: '/plugin', name: 'acme-api', version: '1.0.0', description: 'Acme tooling', mcp: [], commands: [], agents: [], skills: [], ...over };
}

describe('Mistral Vibe hooks', () => {
  it('writes one [[hooks]] table per event in use, strict on before_tool for a security rule, and turns hooks on in .vibe/config.toml', () => {
    const hooks = [{ id: 'h', at: '/hooks/0', on: 'post_tool' as const, tools: [], run: 'true', timeout: 10 }];
    const out = backend.emit.hooks(model({ rules: [rule({}), rule({ id: 's', at: '/rules/1', on: 'stop', tools: [], intent: 'hygiene' })], hooks }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.vibe/hooks.toml',
        format: 'toml',
        body: {
          hooks: [
            { name: 'seamc-before-tool', type: 'before_tool', command: CMD, timeout: 30, strict: true, description: DESC },
            { name: 'seamc-after-tool', type: 'after_tool', command: CMD, timeout: 40, description: DESC },
            { name: 'seamc-post-agent-turn', type: 'post_agent_turn', command: CMD, timeout: 30, description: DESC },
          ],
        },
      },
      { path: '.seam/hooks/mistral_vibe.cjs', format: 'runtime', body: { agent: 'mistral_vibe' } },
      { path: '.vibe/config.toml', format: 'toml', body: { enable_experimental_hooks: true } },
    ]);
    expect(out.unrepresentable).toEqual([]);
  });

  it('leaves strict off for hygiene rules, refuses with a deny object, grades pre_tool enforceable only through strict', () => {
    const out = backend.emit.hooks(model({ rules: [rule({ intent: 'hygiene' })] }), ctx);
    const body = out.fragment[0]?.body as { hooks: Record<string, unknown>[] };
    expect(body.hooks[0]?.['strict']).toBeUndefined();
    expect(CMD).toContain('decision');
    const g = gradeFacts(backend.facts, recordedLive()).hooks!.events;
    expect(g.stop!.grade).toBe('best-effort');
    expect(g.post_tool!.grade).toBe('detect');
    expect(backend.facts.gates.map((x) => x.id)).toEqual(['trusted-folder']);
  });

  it('writes nothing when no rule or hook sits at an event Vibe has', () => {
    expect(backend.emit.hooks(model({ rules: [rule({ on: 'prompt_submit', tools: [] })] }), ctx).fragment).toEqual([]);
  });
});

describe('Mistral Vibe packaging', () => {
  it('writes [[mcp_servers]] into the same whole .vibe/config.toml the hooks section writes, and skills', () => {
    const p = plugin({
      mcp: [server({ args: ['--ro'], env: { MODE: 'ro' } }), server({ name: 'docs', at: '/plugin/mcp/docs', transport: 'http', command: undefined, url: 'https://docs.example/mcp', headers: { Authorization: 'Bearer ${DOCS_KEY}' } })],
      skills: [{ name: 'deploy', at: '/plugin/skills/0', description: 'Deploys', files: [{ path: 'SKILL.md', text: '---\nname: deploy\n---\n', mode: 0o644 }] }],
    });
    const m = model({ plugin: p, rules: [rule({})] });
    const out = backend.emit.packaging(m, ctx);
    const config = {
      path: '.vibe/config.toml',
      format: 'toml',
      body: {
        enable_experimental_hooks: true,
        mcp_servers: [
          { name: 'db', transport: 'stdio', command: 'db-mcp', args: ['--ro'], env: { MODE: 'ro' } },
          { name: 'docs', transport: 'streamable-http', url: 'https://docs.example/mcp', auth: { type: 'static', api_key_env: 'DOCS_KEY', api_key_header: 'Authorization', api_key_format: 'Bearer {token}' } },
        ],
      },
    };
    expect(out.fragment).toEqual([config, { path: '.agents/skills/deploy/SKILL.md', format: 'text', body: '---\nname: deploy\n---\n', mode: 0o644 }]);
    expect(backend.emit.hooks(m, ctx).fragment).toContainEqual(config);
    expect(out.unrepresentable).toEqual([]);
  });

  it('reports SSE, a variable Vibe would not expand, commands and subagents', () => {
    const p = plugin({
      mcp: [server({ name: 'ev', at: '/plugin/mcp/ev', transport: 'sse', command: undefined, url: 'https://x.example/sse' }), server({ env: { TOKEN: '${DB_TOKEN}' } })],
      agents: [{ name: 'reader', at: '/plugin/agents/0', description: 'Reads', tools: [], body: 'Read.' }],
      commands: [{ name: 'ship', at: '/plugin/commands/0', body: 'Ship it.' }],
    });
    const out = backend.emit.packaging(model({ plugin: p }), ctx);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3401', '/plugin/mcp/ev'],
      ['SC3402', '/plugin/mcp/db'],
      ['SC3403', '/plugin/commands/0'],
      ['SC3404', '/plugin/agents/0'],
    ]);
  });
});

describe('Mistral Vibe permissions', () => {
  const perm = (n: number, level: Permission['level'], kind: Permission['kind'], pattern: string): Permission => ({ at: `/permissions/${level}/${n}`, level, kind, pattern });

  it('writes bash lists on top of Vibe\'s defaults, per-tool levels (strongest wins) and hides a denied MCP server', () => {
    const permissions = [
      perm(0, 'deny', 'shell', 'git push'),
      perm(1, 'deny', 'shell', 'rm -rf *'),
      perm(2, 'allow', 'shell', 'npm test'),
      perm(3, 'ask', 'shell', 'docker'),
      perm(4, 'deny', 'mcp', 'github.delete_repo'),
      perm(5, 'allow', 'mcp', 'github.delete_repo'),
      perm(6, 'deny', 'mcp', 'prod.*'),
      perm(7, 'ask', 'edit', '*'),
    ];
    const out = backend.emit.permissions(model({ permissions }), ctx);
    expect(out.unrepresentable).toEqual([]);
    expect(out.fragment).toEqual([
      {
        path: '.vibe/config.toml',
        format: 'toml',
        body: {
          disabled_tools: ['prod_*'],
          tools: {
            github_delete_repo: { permission: 'never' },
            write_file: { permission: 'ask' },
            edit: { permission: 'ask' },
            bash: { denylist: [...DEFAULT_DENYLIST, 'git push', 'rm -rf'], allowlist: [...DEFAULT_ALLOWLIST, 'npm test'], sensitive_patterns: ['sudo', 'docker'] },
          },
        },
      },
    ]);
  });

  it('reports wildcards, multi-word asks, path and URL patterns, and ask/allow on a whole MCP server', () => {
    const permissions = [
      perm(0, 'deny', 'shell', 'git pu*'),
      perm(1, 'ask', 'shell', 'git push'),
      perm(2, 'deny', 'read', '.env'),
      perm(3, 'deny', 'web', '*.example.com'),
      perm(4, 'allow', 'mcp', 'github.*'),
    ];
    const out = backend.emit.permissions(model({ permissions }), ctx);
    expect(out.fragment).toEqual([]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/deny/0'],
      ['SC3203', '/permissions/ask/1'],
      ['SC3202', '/permissions/deny/2'],
      ['SC3202', '/permissions/deny/3'],
      ['SC3203', '/permissions/allow/4'],
    ]);
  });
});
