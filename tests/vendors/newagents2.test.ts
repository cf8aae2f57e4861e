/** The vendors added in newagents2: Amazon Q Developer CLI, Firebase Studio, Firebender, Trae, Poolside, Reasonix, DeepSeek Harness, OpenClaw. */
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../compiler/backend/types.js';
import { renderToml } from '../../compiler/emit/toml.js';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Backend } from '../../compiler/backend/types.js';
import { backend as amazonQCli } from '../../vendors/amazon_q_cli/backend.js';
import { backend as deepseekHarness } from '../../vendors/deepseek_harness/backend.js';
import { backend as firebaseStudio } from '../../vendors/firebase_studio/backend.js';
import { backend as firebender } from '../../vendors/firebender/backend.js';
import { backend as openclaw } from '../../vendors/openclaw/backend.js';
import { backend as poolside } from '../../vendors/poolside/backend.js';
import { backend as reasonix } from '../../vendors/reasonix/backend.js';
import { backend as trae } from '../../vendors/trae/backend.js';
import { perm } from './opencode-group-model.js';
import { agentsMd, instructions, model, plugin } from './opencode-group-model.js';

const cases: [Backend, string][] = [
  [amazonQCli, '.amazonq/rules/seamc.md'],
  [firebaseStudio, '.idx/airules.md'],
  [trae, '.trae/rules/project_rules.md'],
  [firebender, 'AGENTS.md'],
  [openclaw, 'AGENTS.md'],
];

describe.each(cases)('%#', (b, file) => {
  const id = b.facts.id;
  it(`${id}: always-on text goes to ${file}; glob and agent-requested instructions are reported`, () => {
    const out = b.emit.instructions!(model(id, { instructions }), emitContext(b.facts));
    expect(out.fragment).toEqual([{ ...agentsMd, path: file }]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3301', '/instructions/1/paths'],
      ['SC3302', '/instructions/2/description'],
    ]);
  });

  it(`${id}: every section that is not emitted says why`, () => {
    for (const s of Object.values(b.facts.sections)) if (s.status !== 'emitted') expect(s.reason.length).toBeGreaterThan(40);
  });
});

it('openclaw: AGENTS.md is held by the workspace gate; the user-scope MCP servers and tool denies by their own gates', () => {
  expect(openclaw.facts.gates.map((g) => [g.id, g.sections, g.components])).toEqual([
    ['workspace-is-project', ['instructions', 'hooks', 'packaging'], ['skills']],
    ['link-plugin', ['hooks'], undefined],
    ['user-mcp-config', ['packaging'], ['mcp']],
    ['user-config-only', ['permissions'], undefined],
  ]);
});

describe.each([
  [deepseekHarness, '.dsh/skills'],
  [poolside, '.poolside/skills'],
  [reasonix, '.reasonix/skills'],
] as [Backend, string][])('skill agents %#', (b, dir) => {
  const id = b.facts.id;
  const ctx = emitContext(b.facts);
  it(`${id}: writes AGENTS.md and an agent-requested instruction as a ${dir} skill; a glob-scoped one is reported`, () => {
    const out = b.emit.instructions!(model(id, { instructions }), ctx);
    expect(out.fragment.map((a) => a.path)).toEqual(['AGENTS.md', `${dir}/migrations/SKILL.md`]);
    expect(out.fragment[1]?.body).toMatchObject({ frontmatter: { name: 'migrations', description: 'Database migrations' } });
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3301', '/instructions/1/paths']]);
  });

  it.skipIf(id === 'reasonix')(`${id}: copies skills to ${dir}; MCP servers, commands and agents are reported`, () => {
    const out = b.emit.packaging!(model(id, { plugin }), ctx);
    expect(out.fragment.map((a) => a.path)).toEqual([`${dir}/db/SKILL.md`]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3401', '/plugin/mcp/db'],
      ['SC3401', '/plugin/mcp/api'],
      ['SC3403', '/plugin/commands/0'],
      ['SC3404', '/plugin/agents/0'],
    ]);
  });
});

describe('reasonix packaging', () => {
  const ctx = emitContext(reasonix.facts);
  it('writes MCP servers as [[plugins]] tables of reasonix.toml (stdio default, type http), copies skills; commands and agents are reported', () => {
    const out = reasonix.emit.packaging!(model('reasonix', { plugin }), ctx);
    expect(out.fragment.map((a) => a.path)).toEqual(['reasonix.toml', '.reasonix/skills/db/SKILL.md']);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3403', '/plugin/commands/0'],
      ['SC3404', '/plugin/agents/0'],
    ]);
    const toml = out.fragment[0]!;
    const parsed = parse(renderToml(toml.body as JsonObject, 'seam.yaml'));
    expect(parsed).toEqual({
      plugins: [
        { name: 'db', command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' } },
        { name: 'api', type: 'http', url: 'https://x.example/mcp', headers: { Authorization: 'Bearer ${API}' } },
      ],
    });
  });

  it('permissions and packaging emit the same whole reasonix.toml, [permissions] beside [[plugins]], so they collapse into one file', () => {
    const m = model('reasonix', { plugin, permissions: [perm('allow', 'shell', 'npm test *', 0)] });
    const a = reasonix.emit.permissions!(m, ctx).fragment;
    const b = reasonix.emit.packaging!(m, ctx).fragment.filter((f) => f.path === 'reasonix.toml');
    expect(b).toEqual(a);
    const parsed = parse(renderToml(a[0]!.body as JsonObject, 'seam.yaml')) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['permissions', 'plugins']);
    expect(parsed['permissions']).toEqual({ allow: ['Bash(npm test:*)'] });
  });

  it('writes an sse server with type sse', () => {
    const sse = { ...plugin, mcp: [{ name: 'old', at: '/plugin/mcp/old', transport: 'sse' as const, url: 'https://x.example/sse', args: [], env: {}, headers: {} }], commands: [], agents: [], skills: [] };
    const out = reasonix.emit.packaging!(model('reasonix', { plugin: sse }), ctx);
    expect(out.fragment[0]?.body).toEqual({ plugins: [{ name: 'old', type: 'sse', url: 'https://x.example/sse' }] });
  });
});

describe('amazon_q_cli packaging', () => {
  it('writes stdio servers to .amazonq/mcp.json; remote servers, $VARs and the rest are reported', () => {
    const out = amazonQCli.emit.packaging!(model('amazon_q_cli', { plugin }), emitContext(amazonQCli.facts));
    expect(out.fragment).toEqual([{ path: '.amazonq/mcp.json', format: 'json', body: { mcpServers: { db: { command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' } } } } }]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/db'],
      ['SC3401', '/plugin/mcp/api'],
      ['SC3002', '/plugin/commands/0'],
      ['SC3002', '/plugin/agents/0'],
      ['SC3002', '/plugin/skills/0'],
    ]);
  });
});

describe('reasonix permissions', () => {
  it('writes [permissions] of reasonix.toml in the forms of its rules page; what it cannot say is reported', () => {
    const permissions = [
      perm('deny', 'read', '**/.env', 0),
      perm('deny', 'edit', 'src/**', 1),
      perm('allow', 'edit', 'src/**/*.ts', 2),
      perm('allow', 'shell', 'npm test *', 3),
      perm('ask', 'shell', 'git push *', 4),
      perm('allow', 'read', 'docs/*.md', 5),
      perm('deny', 'mcp', 'db.*', 6),
      perm('deny', 'shell', 'rm -rf*', 7),
      perm('deny', 'web', '*.example.com', 8),
    ];
    const out = reasonix.emit.permissions!(model('reasonix', { permissions }), emitContext(reasonix.facts));
    expect(out.fragment).toEqual([
      {
        path: 'reasonix.toml',
        format: 'toml',
        body: {
          permissions: {
            allow: ['Edit(src/*.ts)', 'Edit(src/*/*.ts)', 'Bash(npm test:*)'],
            ask: ['Bash(git push:*)'],
            deny: ['read_file(.env)', 'read_file(*/.env)', 'Edit(src/*)', 'Edit(*/src/*)'],
          },
        },
      },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/allow/5'],
      ['SC3202', '/permissions/deny/6'],
      ['SC3203', '/permissions/deny/7'],
      ['SC3202', '/permissions/deny/8'],
    ]);
  });
});

describe('reasonix hooks', () => {
  it('writes one flat entry per used wire event to .reasonix/settings.json, timeout in milliseconds', () => {
    const rules = [
      { id: 'r', at: '/rules/0', on: 'pre_tool' as const, tools: ['shell' as const], kinds: [], match: {}, decision: 'deny' as const, intent: 'security' as const, source: { match: { command: 'rm -rf' } } },
    ];
    const ctx = emitContext(reasonix.facts);
    const out = reasonix.emit.hooks!(model('reasonix', { rules } as never), ctx);
    expect(out.fragment[0]).toEqual({ path: '.reasonix/settings.json', format: 'json', body: { hooks: { PreToolUse: [{ command: ctx.hookCommand, timeout: 30000, description: 'seamc policy' }] } } });
    expect(out.fragment[1]).toMatchObject({ format: 'runtime', body: { agent: 'reasonix' } });
    expect(reasonix.facts.gates.map((g) => g.id)).toEqual(['trust-project']);
  });
});

describe('amazon_q_cli hooks', () => {
  const rules = [
    { id: 'r', at: '/rules/0', on: 'pre_tool' as const, tools: ['shell' as const], kinds: [], match: {}, decision: 'deny' as const, intent: 'security' as const, source: { match: { command: 'rm -rf' } } },
    { id: 's', at: '/rules/1', on: 'stop' as const, tools: [], kinds: [], match: {}, decision: 'warn' as const, source: { match: {} } },
  ];
  it('writes the local agent .amazonq/cli-agents/seamc.json: the default agent plus one hook per trigger, tool triggers matching every tool, never cached', () => {
    const ctx = emitContext(amazonQCli.facts);
    const out = amazonQCli.emit.hooks!(model('amazon_q_cli', { rules } as never), ctx);
    expect(out.fragment[0]).toEqual({
      path: '.amazonq/cli-agents/seamc.json',
      format: 'json',
      body: {
        name: 'seamc',
        description: 'The built-in default agent with this repository\'s seamc hooks and permissions',
        tools: ['*'],
        resources: ['file://AmazonQ.md', 'file://AGENTS.md', 'file://README.md', 'file://.amazonq/rules/**/*.md'],
        useLegacyMcpJson: true,
        hooks: {
          preToolUse: [{ command: ctx.hookCommand, timeout_ms: 30000, matcher: '*', cache_ttl_seconds: 0 }],
          stop: [{ command: ctx.hookCommand, timeout_ms: 30000 }],
        },
      },
    });
    expect(out.fragment[1]).toMatchObject({ format: 'runtime', body: { agent: 'amazon_q_cli' } });
    expect(amazonQCli.facts.gates.map((g) => g.id)).toEqual(['select-agent']);
  });

  it('writes nothing without a rule or a user hook', () => {
    expect(amazonQCli.emit.hooks!(model('amazon_q_cli', {}), emitContext(amazonQCli.facts)).fragment).toEqual([]);
  });
});

describe('amazon_q_cli permissions', () => {
  const permissions = [
    perm('allow', 'shell', 'npm test', 0),
    perm('allow', 'shell', 'git *', 1),
    perm('ask', 'shell', 'git push', 2),
    perm('ask', 'shell', 'terraform apply', 3),
    perm('deny', 'shell', 'rm -rf', 4),
    perm('allow', 'mcp', 'github.get_issue', 5),
    perm('allow', 'mcp', 'docs.*', 6),
    perm('deny', 'mcp', 'db.drop', 7),
    perm('deny', 'read', '.env*', 8),
    perm('deny', 'web', '*.internal.example.com', 9),
  ];
  it('writes allowedTools and execute_bash allowed / denied command regexes into the seamc agent; what it cannot say is reported', () => {
    const out = amazonQCli.emit.permissions!(model('amazon_q_cli', { permissions }), emitContext(amazonQCli.facts));
    expect(out.fragment).toHaveLength(1);
    expect(out.fragment[0]).toMatchObject({ path: '.amazonq/cli-agents/seamc.json', format: 'json' });
    const body = out.fragment[0]!.body as Record<string, unknown>;
    // with no hook in use, this emitter writes the whole agent
    expect(body).toMatchObject({ name: 'seamc', tools: ['*'], useLegacyMcpJson: true });
    expect(body['allowedTools']).toEqual(['@github/get_issue', '@docs']);
    expect(body['toolsSettings']).toEqual({ execute_bash: { allowedCommands: ['npm test(?:\\s[^|]*)?', 'git [^|]*'], deniedCommands: ['rm -rf(?:\\s.*)?'] } });
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/ask/2'],
      ['SC3203', '/permissions/deny/4'],
      ['SC3203', '/permissions/deny/7'],
      ['SC3203', '/permissions/deny/8'],
      ['SC3203', '/permissions/deny/9'],
    ]);
  });

  it('the command regexes match what the prefix names and nothing longer', () => {
    const out = amazonQCli.emit.permissions!(model('amazon_q_cli', { permissions }), emitContext(amazonQCli.facts));
    const bash = ((out.fragment[0]!.body as Record<string, unknown>)['toolsSettings'] as Record<string, Record<string, string[]>>)['execute_bash']!;
    const deny = new RegExp(`^(?:${bash['deniedCommands']![0]})$`);
    expect(['rm -rf', 'rm -rf /tmp/x'].every((c) => deny.test(c))).toBe(true);
    expect(['rm -rfx', 'sudo rm -rf /'].some((c) => deny.test(c))).toBe(false);
    const allow = new RegExp(`^(?:${bash['allowedCommands']![0]})$`);
    expect(['npm test', 'npm test --watch'].every((c) => allow.test(c))).toBe(true);
    expect(['npm tests', 'npm test | xargs rm -rf', 'npm test|sh'].some((c) => allow.test(c))).toBe(false);
  });

  it('adds only its own fields when the hooks emitter writes the agent', () => {
    const rules = [{ id: 'r', at: '/rules/0', on: 'pre_tool' as const, tools: ['shell' as const], kinds: [], match: {}, decision: 'deny' as const, source: { match: {} } }];
    const out = amazonQCli.emit.permissions!(model('amazon_q_cli', { permissions, rules } as never), emitContext(amazonQCli.facts));
    expect(Object.keys(out.fragment[0]!.body as object)).toEqual(['name', 'allowedTools', 'toolsSettings']);
  });
});
