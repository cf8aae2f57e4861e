import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Rule } from '../../compiler/model/types.js';
import { backend } from '../../vendors/windsurf/backend.js';
import { withKinds } from '../rule-helpers.js';
import { gateLosses, hookLosses } from '../../compiler/backend/capability.js';

const ctx = emitContext(backend.facts);
const COMMAND = ctx.hookCommand;
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['windsurf'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
function rule(over: Partial<Rule>): Rule {
  return withKinds({ id: 'r', at: '/rules/0', on: 'pre_tool', tools: [], match: {}, decision: 'deny', intent: 'hygiene', source: { match: {} }, ...over });
}

describe('windsurf', () => {
  it('has no permission emitter, and says why as a vendor fact', () => {
    expect(backend.facts.sections.permissions.status).toBe('none');
    expect('permissions' in backend.emit).toBe(false);
  });

  it('writes trigger rules verbatim and reports a rule file over 6,000 characters', () => {
    const out = backend.emit.instructions(model({
      instructions: [
        { id: 'overview', at: '/instructions/0', body: 'Use pnpm.\n', paths: [] },
        { id: 'api', at: '/instructions/1', body: 'Named.\n', paths: ['src/**/*.ts', '**/*.tsx'] },
        { id: 'mig', at: '/instructions/2', body: 'Down steps.', paths: [], description: 'Writing migrations: review' },
        { id: 'huge', at: '/instructions/3', body: 'x'.repeat(6001), paths: ['a/**'] },
      ],
    }), ctx);
    expect(out.fragment.slice(1)).toEqual([
      { path: '.windsurf/rules/api.md', format: 'markdown', body: { template: 'windsurf/body', data: { body: 'Named.' }, frontmatter: { trigger: 'glob', globs: 'src/**/*.ts, **/*.tsx' }, frontmatterStyle: 'verbatim' } },
      { path: '.windsurf/rules/mig.md', format: 'markdown', body: { template: 'windsurf/body', data: { body: 'Down steps.' }, frontmatter: { trigger: 'model_decision', description: '"Writing migrations: review"' }, frontmatterStyle: 'verbatim' } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3303', '/instructions/3']]);
  });

  it('reports always-on text over the limit at the instruction that crosses it', () => {
    const out = backend.emit.instructions(model({
      instructions: [
        { id: 'a', at: '/instructions/0', body: 'x'.repeat(4000), paths: [] },
        { id: 'b', at: '/instructions/1', body: 'y'.repeat(2500), paths: [] },
      ],
    }), ctx);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3303', '/instructions/1']]);
  });

  it('installs only the gates whose tool class a rule or hook can reach, with show_output', () => {
    const out = backend.emit.hooks(model({
      rules: [rule({ tools: ['shell'] }), rule({ at: '/rules/1', tools: ['web'] }), rule({ at: '/rules/2', on: 'prompt_submit' })],
      hooks: [{ id: 'h', at: '/hooks/0', on: 'post_tool', tools: ['write', 'edit'], run: 'prettier', timeout: 10 }],
    }), ctx);
    const entry = [{ command: COMMAND, show_output: true }];
    expect(out.fragment).toEqual([
      // a shell rule also reaches MCP tools whose input carries a command (runtime/unknown-tool.ts)
      { path: '.windsurf/hooks.json', format: 'json', body: { hooks: { pre_user_prompt: entry, pre_run_command: entry, pre_mcp_tool_use: entry, post_write_code: entry } } },
      { path: '.seam/hooks/windsurf.cjs', format: 'runtime', body: { agent: 'windsurf' } },
    ]);
    // a web rule sees curl and wget through pre_run_command; that Cascade's own web tools fire no hook is the
    // generic SC3109 of compiler/backend/capability.ts (facts.hooks.sees.web), not an emitter loss
    expect(out.unrepresentable).toEqual([]);
    expect(hookLosses(model({ rules: [rule({ at: '/rules/1', tools: ['web'] })] }), backend.facts).map((l) => [l.code, l.at])).toEqual([['SC3109', '/rules/1']]);
  });

  it('packages workflows and skills, MCP servers into a user-scope fragment; reports subagents', () => {
    const out = backend.emit.packaging(model({ plugin: plugin() }), ctx);
    expect(out.fragment).toEqual([
      { path: '.seam/windsurf/mcp_config.json', format: 'json', body: { mcpServers: { github: { command: 'npx' } } } },
      { path: '.windsurf/workflows/review.md', format: 'markdown', body: { template: 'windsurf/body', data: { body: 'Review.' } } },
      { path: '.windsurf/skills/db/run.sh', format: 'text', body: 'echo', mode: 0o755 },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3404', '/plugin/agents/0']]);
  });

  it('writes stdio, http and sse servers in the mcp_config.json shape, ${NAME} as ${env:NAME}, and it re-parses', () => {
    const out = backend.emit.packaging(model({ plugin: plugin({ mcp: servers, commands: [], agents: [], skills: [] }) }), ctx);
    expect(out.unrepresentable).toEqual([]);
    const body = out.fragment[0]!.body;
    expect(JSON.parse(JSON.stringify(body, null, 2))).toEqual({
      mcpServers: {
        db: { command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${env:DB_TOKEN}' } },
        api: { serverUrl: 'https://x.example/mcp', headers: { Authorization: 'Bearer ${env:API}' } },
        events: { serverUrl: 'https://e.example/sse' },
      },
    });
  });

  it('reports references Windsurf does not interpolate (defaults, bare $NAME)', () => {
    const odd = [{ ...servers[0]!, args: ['$HOME/db'], env: { TOKEN: '${DB_TOKEN:-x}' } }];
    const out = backend.emit.packaging(model({ plugin: plugin({ mcp: odd, commands: [], agents: [], skills: [] }) }), ctx);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/db/args/0'],
      ['SC3402', '/plugin/mcp/db/env/TOKEN'],
    ]);
  });

  it('reports the user-mcp-config gate (SC3110) once per MCP server, never for workflows or skills', () => {
    const losses = gateLosses(model({ plugin: plugin({ mcp: servers }) }), backend.facts).map((g) => g.loss);
    expect(losses.map((l) => [l.code, l.at])).toEqual([
      ['SC3110', '/plugin/mcp/db'],
      ['SC3110', '/plugin/mcp/api'],
      ['SC3110', '/plugin/mcp/events'],
    ]);
    expect(losses[0]!.reason).toContain('~/.codeium/windsurf/mcp_config.json');
  });
});

const servers: NonNullable<Model['plugin']>['mcp'] = [
  { name: 'db', at: '/plugin/mcp/db', transport: 'stdio', command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' }, headers: {} },
  { name: 'api', at: '/plugin/mcp/api', transport: 'http', url: 'https://x.example/mcp', args: [], env: {}, headers: { Authorization: 'Bearer ${API}' } },
  { name: 'events', at: '/plugin/mcp/events', transport: 'sse', url: 'https://e.example/sse', args: [], env: {}, headers: {} },
];

function plugin(over: Partial<NonNullable<Model['plugin']>> = {}): NonNullable<Model['plugin']> {
  return {
    at: '/plugin', name: 'acme-api', version: '1.0.0', description: '',
    mcp: [{ name: 'github', at: '/plugin/mcp/github', transport: 'stdio', command: 'npx', args: [], env: {}, headers: {} }],
    commands: [{ name: 'review', at: '/plugin/commands/0', body: 'Review.\n' }],
    agents: [{ name: 'runner', at: '/plugin/agents/0', description: 'd', tools: [], body: 'b' }],
    skills: [{ name: 'db', at: '/plugin/skills/0', description: 'd', files: [{ path: 'run.sh', text: 'echo', mode: 0o755 }] }],
    ...over,
  };
}
