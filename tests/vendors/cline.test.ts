import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { backend } from '../../vendors/cline/backend.js';
import { agentsMd, instructions, model, plugin } from './opencode-group-model.js';

const ctx = emitContext(backend.facts);

describe('cline', () => {
  it('writes .clinerules with paths and a skill for agent-requested text', () => {
    const out = backend.emit.instructions(model('cline', { instructions }), ctx);
    expect(out.unrepresentable).toEqual([]);
    expect(out.fragment).toEqual([
      agentsMd,
      { path: '.clinerules/api-style.md', format: 'markdown', body: { template: 'cline/body', data: { body: 'Named exports.' }, frontmatter: { paths: ['src/**/*.ts'] } } },
      { path: '.cline/skills/migrations/SKILL.md', format: 'markdown', body: { template: 'cline/body', data: { body: 'Reversible only.' }, frontmatter: { name: 'migrations', description: 'Database migrations' } } },
    ]);
  });

  it('packages workflows, agents and skills; MCP servers go to a user-scope cline_mcp_settings.json fragment', () => {
    const out = backend.emit.packaging(model('cline', { plugin }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.seam/cline/cline_mcp_settings.json',
        format: 'json',
        body: {
          mcpServers: {
            db: { command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${env:DB_TOKEN}' } },
            api: { type: 'streamableHttp', url: 'https://x.example/mcp', headers: { Authorization: 'Bearer ${env:API}' } },
          },
        },
      },
      { path: '.clinerules/workflows/review.md', format: 'markdown', body: { template: 'cline/body', data: { body: 'Review it.' } } },
      { path: '.cline/agents/tester.yaml', format: 'markdown', body: { template: 'cline/body', data: { body: 'Run tests.' }, frontmatter: { name: 'tester', description: 'Runs tests' }, header: false } },
      { path: '.cline/skills/db/SKILL.md', format: 'text', body: '---\nname: db\n---\n', mode: 0o644 },
    ]);
    // both servers hold a reference, which the Cline CLI (unlike the editor extension) does not expand
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/db'],
      ['SC3402', '/plugin/mcp/api'],
      ['SC3403', '/plugin/commands/0/description'],
      ['SC3404', '/plugin/agents/0/tools'],
    ]);
  });

  it('writes sse servers with type sse, leaves literal values alone and re-parses as Cline\'s settings shape', () => {
    const mcp = [
      { name: 'local', at: '/plugin/mcp/local', transport: 'stdio' as const, command: 'srv', args: [], env: { MODE: 'ro' }, headers: {} },
      { name: 'events', at: '/plugin/mcp/events', transport: 'sse' as const, url: 'https://e.example/sse', args: [], env: {}, headers: { 'X-Team': 'acme' } },
    ];
    const out = backend.emit.packaging(model('cline', { plugin: { ...plugin, mcp, commands: [], agents: [], skills: [] } }), ctx);
    expect(out.unrepresentable).toEqual([]);
    const body = JSON.parse(JSON.stringify(out.fragment[0]!.body)) as { mcpServers: Record<string, Record<string, unknown>> };
    expect(body.mcpServers).toEqual({ local: { command: 'srv', env: { MODE: 'ro' } }, events: { type: 'sse', url: 'https://e.example/sse', headers: { 'X-Team': 'acme' } } });
    // every remote entry names its transport (a url without type is read as legacy sse)
    for (const e of Object.values(body.mcpServers)) expect('command' in e || 'type' in e).toBe(true);
  });

  it('reports ${NAME:-default} and a bare $NAME, which have no Cline spelling', () => {
    const mcp = [{ name: 'db', at: '/plugin/mcp/db', transport: 'stdio' as const, command: 'db', args: ['$HOME/x'], env: { T: '${T:-none}' }, headers: {} }];
    const out = backend.emit.packaging(model('cline', { plugin: { ...plugin, mcp, commands: [], agents: [], skills: [] } }), ctx);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/db/args/0'],
      ['SC3402', '/plugin/mcp/db/env/T'],
    ]);
  });

  it('reports the user-mcp-config gate (SC3110) once per MCP server, never for skills, commands or agents', async () => {
    const { gateLosses } = await import('../../compiler/backend/capability.js');
    const losses = gateLosses(model('cline', { plugin }), backend.facts).filter((g) => g.section === 'packaging').map((g) => g.loss);
    expect(losses.map((l) => [l.code, l.at])).toEqual([
      ['SC3110', '/plugin/mcp/db'],
      ['SC3110', '/plugin/mcp/api'],
    ]);
    expect(losses[0]!.reason).toContain('gate user-mcp-config');
  });

  it('has no repo permission file (none)', () => {
    expect(backend.facts.sections.permissions.status).toBe('none');
  });

  it('writes one executable .clinerules/hooks/<Event> script per event in use, each running the runtime', () => {
    const m = { name: 'x', agents: ['cline'], instructions: [], permissions: [], rules: [{ id: 'r', at: '/rules/0', on: 'pre_tool', tools: ['shell'], kinds: [], match: { command: 'rm' }, decision: 'deny', intent: 'security', message: 'm' }], hooks: [{ at: '/hooks/0', on: 'prompt_submit', tools: [], command: 'x', timeout: 5 }], tests: [], waivers: [], policy: { rules: [], hooks: [] } };
    const ctx = emitContext(backend.facts);
    const out = backend.emit.hooks!(m as never, ctx);
    expect(out.fragment.map((a) => a.path)).toEqual(['.clinerules/hooks/UserPromptSubmit', '.clinerules/hooks/PreToolUse', ctx.hookScript]);
    const script = out.fragment[1] as { body: string; mode: number };
    expect(script.mode).toBe(0o755);
    expect(script.body.startsWith('#!/bin/sh\n')).toBe(true);
    expect(script.body).toContain(ctx.hookCommand);
  });
});

describe('cline CLI shapes (runtime.ts)', () => {
  it('judges a run_commands list command by command: one as it is, several each as sh -c with its quotes intact', async () => {
    const { commandLine } = await import('../../vendors/cline/runtime.js');
    expect(commandLine(['git status'])).toBe('git status');
    expect(commandLine(['echo "', "it's", 'echo "'])).toBe(`sh -c 'echo "'\nsh -c 'it'\\''s'\nsh -c 'echo "'`);
  });
  it('lifts the CLI payload: the event tool_call, the call from tool_call.input, not the JSON-encoded preToolUse copy', async () => {
    const { lift } = await import('../../vendors/cline/runtime.js');
    const payload = { hookName: 'tool_call', tool_call: { id: 'c1', name: 'read_files', input: { files: [{ path: '/r/a' }, { path: '/r/b' }] } }, preToolUse: { toolName: 'read_files', parameters: { files: '[{"path":"/r/a"}]' } } };
    expect(lift(payload)).toMatchObject({ toolName: 'read_files', parameters: { path: '/r/a', files: [{ path: '/r/a' }, { path: '/r/b' }] } });
  });
});
