/** Claude Code backend: hooks and packaging (instructions and permissions: claude_code.test.ts). */
import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Hook, McpServer, Model, Plugin, Rule } from '../../compiler/model/types.js';
import { backend } from '../../vendors/claude_code/backend.js';
import { withKinds } from '../rule-helpers.js';

// a hand-built Model (independent of the lowering)
const ctx = emitContext(backend.facts);
const base: Model = { name: 'acme-api', agents: ['claude_code'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] } };
const model = (over: Partial<Model>): Model => ({ ...base, ...over });
const rule = (n: number, over: Partial<Rule>): Rule => withKinds({
  id: `r${n}`, at: `/rules/${n}`, on: 'pre_tool', tools: ['shell'], match: { command: 'x' }, decision: 'deny', intent: 'hygiene', source: { match: { command: 'x' } }, ...over,
});
const hook = (n: number, over: Partial<Hook>): Hook => ({ id: `hook-${n + 1}`, at: `/hooks/${n}`, on: 'post_tool', tools: [], run: 'true', timeout: 60, ...over });
const CMD = ctx.hookCommand;
const emit = backend.emit;

describe('claude_code hooks', () => {
  it('wires one matcher group per used wire event, matcher from the tool classes', () => {
    const m = model({
      rules: [
        rule(0, { tools: ['shell'] }),
        rule(1, { tools: ['edit', 'mcp'] }),
        rule(2, { on: 'prompt_submit', tools: [] }),
        rule(3, { on: 'stop', tools: [] }),
      ],
      hooks: [hook(0, { tools: ['write', 'edit'], timeout: 20 }), hook(1, { on: 'session_start', timeout: 5 })],
    });
    const out = emit.hooks(m, ctx);
    expect(out.unrepresentable).toEqual([]);
    expect(out.fragment).toEqual([
      {
        path: '.claude/settings.json',
        format: 'json',
        body: {
          hooks: {
            SessionStart: [{ hooks: [{ type: 'command', command: CMD, timeout: 35 }] }],
            UserPromptSubmit: [{ hooks: [{ type: 'command', command: CMD, timeout: 30 }] }],
            PreToolUse: [{ matcher: '^(Bash|Write|Edit|MultiEdit|NotebookEdit)$|^mcp__.*', hooks: [{ type: 'command', command: CMD, timeout: 30 }] }],
            PostToolUse: [{ matcher: 'Write|Edit|MultiEdit|NotebookEdit', hooks: [{ type: 'command', command: CMD, timeout: 50 }] }],
            Stop: [{ hooks: [{ type: 'command', command: CMD, timeout: 30 }] }],
          },
        },
      },
      { path: '.seam/hooks/claude_code.cjs', format: 'runtime', body: { agent: 'claude_code' } },
    ]);
  });

  it('omits the matcher when any rule at the event targets every tool; mcp alone is a regex', () => {
    const any = emit.hooks(model({ rules: [rule(0, { tools: ['shell'] }), rule(1, { tools: [], match: {} })] }), ctx);
    expect(any.fragment[0]?.body).toEqual({ hooks: { PreToolUse: [{ hooks: [{ type: 'command', command: CMD, timeout: 30 }] }] } });
    const mcp = emit.hooks(model({ rules: [rule(0, { tools: ['mcp'], match: {} })] }), ctx);
    expect(mcp.fragment[0]?.body).toEqual({ hooks: { PreToolUse: [{ matcher: 'mcp__.*', hooks: [{ type: 'command', command: CMD, timeout: 30 }] }] } });
    // a read or web rule also sees shell reads and fetches (cat .env, curl), so Bash is matched too, and so are MCP
    // tools, whose input can carry a command (a shell server's run_command, runtime/unknown-tool.ts)
    const rw = emit.hooks(model({ rules: [rule(0, { tools: ['web', 'read'], match: {} })] }), ctx);
    expect(rw.fragment[0]?.body).toMatchObject({ hooks: { PreToolUse: [{ matcher: '^(Bash|Read|Glob|Grep|LS|NotebookRead|WebFetch|WebSearch)$|^mcp__.*' }] } });
    // a command rule on every tool needs the shell and the MCP tools
    const cmd = emit.hooks(model({ rules: [rule(0, { tools: [] })] }), ctx);
    expect(cmd.fragment[0]?.body).toMatchObject({ hooks: { PreToolUse: [{ matcher: '^(Bash)$|^mcp__.*' }] } });
  });

  it('writes nothing without rules or hooks', () => {
    expect(emit.hooks(base, ctx)).toEqual({ fragment: [], unrepresentable: [] });
  });
});

const github: McpServer = { name: 'github', at: '/plugin/mcp/github', transport: 'stdio', command: 'npx', args: ['-y', '@modelcontextprotocol/server-github'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' }, headers: {} };
const docs: McpServer = { name: 'docs', at: '/plugin/mcp/docs', transport: 'http', url: 'https://docs.example.com/mcp', args: [], env: {}, headers: { Authorization: 'Bearer ${DOCS_TOKEN}' } };
const plugin: Plugin = {
  at: '/plugin',
  name: 'acme-api',
  version: '1.0.0',
  description: 'Acme API team tooling',
  mcp: [docs, github],
  commands: [{ name: 'review', at: '/plugin/commands/0', description: 'Review the staged diff', body: 'Review it.\n' }],
  agents: [{ name: 'test-runner', at: '/plugin/agents/0', description: 'Runs the tests', tools: ['read', 'shell'], body: 'Run them.\n' }],
  skills: [
    {
      name: 'db-migrations', at: '/plugin/skills/0', description: 'Migrations',
      files: [
        { path: 'SKILL.md', text: '---\nname: db-migrations\ndescription: Migrations\n---\nBody\n', mode: 0o644 },
        { path: 'scripts/check.sh', text: '#!/bin/sh\n', mode: 0o755 },
      ],
    },
  ],
};

describe('claude_code packaging', () => {
  it('puts MCP servers in the project .mcp.json and lays the rest out as a plugin under plugins/<name>/ with a marketplace', () => {
    const out = emit.packaging(model({ plugin }), ctx);
    expect(out.unrepresentable).toEqual([]);
    expect(out.notes).toEqual([expect.stringContaining('/plugin install acme-api@acme-api')]);
    expect(out.fragment).toEqual([
      {
        path: '.mcp.json',
        format: 'json',
        body: {
          mcpServers: {
            docs: { type: 'http', url: 'https://docs.example.com/mcp', headers: { Authorization: 'Bearer ${DOCS_TOKEN}' } },
            github: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-github'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' } },
          },
        },
      },
      { path: 'plugins/acme-api/.claude-plugin/plugin.json', format: 'json', body: { name: 'acme-api', version: '1.0.0', description: 'Acme API team tooling' } },
      {
        path: 'plugins/acme-api/commands/review.md',
        format: 'markdown',
        body: { template: 'claude_code/body', data: { body: 'Review it.' }, frontmatter: { description: 'Review the staged diff' } },
      },
      {
        path: 'plugins/acme-api/agents/test-runner.md',
        format: 'markdown',
        body: { template: 'claude_code/body', data: { body: 'Run them.' }, frontmatter: { name: 'test-runner', description: 'Runs the tests', tools: 'Read, Bash' } },
      },
      { path: 'plugins/acme-api/skills/db-migrations/SKILL.md', format: 'text', body: '---\nname: db-migrations\ndescription: Migrations\n---\nBody\n', mode: 0o644 },
      { path: 'plugins/acme-api/skills/db-migrations/scripts/check.sh', format: 'text', body: '#!/bin/sh\n', mode: 0o755 },
      {
        path: '.claude-plugin/marketplace.json',
        format: 'json',
        body: { name: 'acme-api', owner: { name: 'acme-api' }, description: 'Acme API team tooling', plugins: [{ name: 'acme-api', source: './plugins/acme-api', description: 'Acme API team tooling', version: '1.0.0' }] },
      },
    ]);
  });

  it('reports bare $VAR, an mcp tool class on a subagent, and a bad plugin name', () => {
    const bare: McpServer = { ...github, env: { TOKEN: '$GITHUB_TOKEN' } };
    const sse: McpServer = { ...docs, name: 'old', at: '/plugin/mcp/old', transport: 'sse', headers: {} };
    const agents = [{ ...plugin.agents[0]!, tools: ['mcp' as const, 'web' as const] }];
    const out = emit.packaging(model({ plugin: { ...plugin, mcp: [bare, sse], agents } }), ctx);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/github'],
      ['SC3404', '/plugin/agents/0'],
    ]);
    const files = out.fragment.filter((a) => a.path.endsWith('.mcp.json') || a.path.includes('/agents/'));
    expect(files.map((a) => a.body)).toEqual([
      { mcpServers: { github: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-github'], env: { TOKEN: '$GITHUB_TOKEN' } }, old: { type: 'sse', url: 'https://docs.example.com/mcp' } } },
      { template: 'claude_code/body', data: { body: 'Run them.' }, frontmatter: { name: 'test-runner', description: 'Runs the tests', tools: 'WebFetch, WebSearch' } },
    ]);
    const bad = emit.packaging(model({ plugin: { ...plugin, mcp: [], name: '9lives' } }), ctx);
    expect(bad).toEqual({ fragment: [], unrepresentable: [{ code: 'SC3406', at: '/plugin', reason: expect.stringContaining('"9lives"') }] });
  });

  it('writes no plugin when the spec\'s plugin holds MCP servers only', () => {
    const out = emit.packaging(model({ plugin: { ...plugin, name: '9lives', commands: [], agents: [], skills: [] } }), ctx);
    expect(out.fragment.map((a) => a.path)).toEqual(['.mcp.json']);
    expect(out.unrepresentable).toEqual([]);
    expect(out.notes).toBeUndefined();
  });
});
