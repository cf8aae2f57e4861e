import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Rule } from '../../compiler/model/types.js';
import { adapter, refineEditor } from '../../vendors/openhands/runtime.js';
import { backend } from '../../vendors/openhands/backend.js';
import { withKinds } from '../rule-helpers.js';

const ctx = emitContext(backend.facts);

function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['openhands'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
function rule(over: Partial<Rule>): Rule {
  return withKinds({ id: 'r', at: '/rules/0', on: 'pre_tool', tools: [], match: {}, decision: 'deny', intent: 'security', source: { match: {} }, ...over });
}

describe('openhands instructions', () => {
  it('writes AGENTS.md plus the README that makes OpenHands scan .openhands/skills/', () => {
    const out = backend.emit.instructions(model({ instructions: [{ id: 'o', at: '/instructions/0', body: 'Use pnpm.', paths: [] }] }), ctx);
    expect(out.unrepresentable).toEqual([]);
    expect(out.fragment.map((a) => [a.path, a.format])).toEqual([
      ['AGENTS.md', 'markdown'],
      ['.openhands/skills/README.md', 'text'],
    ]);
  });

  it('reports an AGENTS.md OpenHands would cut at 10,000 characters, and scoped / requested text', () => {
    const instructions = [
      { id: 'big', at: '/instructions/0', body: 'x'.repeat(10_001), paths: [] },
      { id: 'api', at: '/instructions/1', body: 'x', paths: ['src/**'] },
      { id: 'mig', at: '/instructions/2', body: 'y', paths: [], description: 'migrations' },
    ];
    const out = backend.emit.instructions(model({ instructions }), ctx);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3303', '/instructions'],
      ['SC3301', '/instructions/1/paths'],
      ['SC3302', '/instructions/2/description'],
    ]);
  });
});

describe('openhands hooks', () => {
  it('writes the shared hook command and wires each used event once', () => {
    const rules = [rule({}), rule({ id: 'p', at: '/rules/1', on: 'prompt_submit' })];
    const out = backend.emit.hooks(model({ rules }), ctx);
    const h = { type: 'command', command: ctx.hookCommand, timeout: 30 };
    expect(out.fragment).toEqual([
      { path: '.openhands/hooks.json', format: 'json', body: { hooks: { UserPromptSubmit: [{ hooks: [h] }], PreToolUse: [{ hooks: [h] }] } } },
      { path: '.seam/hooks/openhands.cjs', format: 'runtime', body: { agent: 'openhands' } },
    ]);
  });

  it('classes the file editor by its sub-command', () => {
    const parse = (command: string) =>
      adapter.parse({ event_type: 'PreToolUse', session_id: 's', tool_name: 'file_editor', tool_input: { command, path: '/r/a.ts', file_text: 't', new_str: 'n' } });
    expect([parse('view')?.toolClass, parse('view')?.content, parse('view')?.command]).toEqual(['read', undefined, undefined]);
    expect([parse('create')?.toolClass, parse('create')?.content]).toEqual(['write', 't']);
    expect([parse('str_replace')?.toolClass, parse('insert')?.toolClass]).toEqual(['edit', 'edit']);
    const terminal = { agent: 'openhands', event: 'pre_tool' as const, wire: 'PreToolUse', tool: 'terminal', toolClass: 'shell' as const, raw: {} };
    expect(refineEditor(terminal)).toBe(terminal);
  });
});

describe('openhands packaging: MCP servers in a user-scope mcp.json fragment', () => {
  const mcp: NonNullable<Model['plugin']>['mcp'] = [
    { name: 'db', at: '/plugin/mcp/db', transport: 'stdio', command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' }, headers: {} },
    { name: 'api', at: '/plugin/mcp/api', transport: 'http', url: 'https://x.example/mcp', args: [], env: {}, headers: { Authorization: 'Bearer ${API:-none}' } },
    { name: 'events', at: '/plugin/mcp/events', transport: 'sse', url: 'https://e.example/sse', args: [], env: {}, headers: {} },
  ];
  const plugin = (over: Partial<NonNullable<Model['plugin']>> = {}): NonNullable<Model['plugin']> => ({ at: '/plugin', name: 'acme-api', version: '1.0.0', description: 'd', mcp, commands: [], agents: [], skills: [], ...over });

  it('writes stdio, http and sse servers in the shape `openhands mcp add` writes, keeping ${NAME} references', () => {
    const out = backend.emit.packaging!(model({ plugin: plugin() }), ctx);
    expect(out.unrepresentable).toEqual([]);
    expect(out.fragment).toEqual([
      {
        path: '.seam/openhands/mcp.json',
        format: 'json',
        body: {
          mcpServers: {
            db: { command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' }, transport: 'stdio' },
            api: { url: 'https://x.example/mcp', transport: 'http', headers: { Authorization: 'Bearer ${API:-none}' } },
            events: { url: 'https://e.example/sse', transport: 'sse' },
          },
        },
      },
    ]);
    const body = out.fragment[0]!.body;
    expect(JSON.parse(JSON.stringify(body, null, 2))).toEqual(body);
  });

  it('reports a reference OpenHands does not expand (bare $NAME, ${env:NAME}) as SC3402', () => {
    const odd = [
      { ...mcp[0]!, env: { TOKEN: '$DB_TOKEN' } },
      { ...mcp[1]!, headers: { Authorization: 'Bearer ${env:API}' } },
    ];
    const out = backend.emit.packaging!(model({ plugin: plugin({ mcp: odd }) }), ctx);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/db'],
      ['SC3402', '/plugin/mcp/api'],
    ]);
  });

  it('reports the user-mcp-config gate (SC3110) once per MCP server and never for skills', async () => {
    const { gateLosses } = await import('../../compiler/backend/capability.js');
    const skills = [{ name: 'db', at: '/plugin/skills/0', description: 'DB', files: [{ path: 'SKILL.md', text: '---\nname: db\n---\n', mode: 0o644 }] }];
    const losses = gateLosses(model({ plugin: plugin({ skills }) }), backend.facts).map((g) => g.loss);
    expect(losses.map((l) => [l.code, l.at])).toEqual([
      ['SC3110', '/plugin/mcp/db'],
      ['SC3110', '/plugin/mcp/api'],
      ['SC3110', '/plugin/mcp/events'],
    ]);
    expect(losses[0]!.reason).toContain('openhands mcp add');
  });
});
