import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Permission, Rule } from '../../compiler/model/types.js';
import { backend } from '../../vendors/vscode_copilot/backend.js';
import { withKinds } from '../rule-helpers.js';

const ctx = emitContext(backend.facts);
const COMMAND = ctx.hookCommand;

function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['vscode_copilot'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
const perm = (level: Permission['level'], kind: Permission['kind'], pattern: string, n: number): Permission => ({ at: `/permissions/${level}/${n}`, level, kind, pattern });
function rule(over: Partial<Rule>): Rule {
  return withKinds({ id: 'r', at: '/rules/0', on: 'pre_tool', tools: [], match: {}, decision: 'deny', intent: 'hygiene', source: { match: {} }, ...over });
}
const emit = (s: 'instructions' | 'permissions' | 'hooks' | 'packaging', m: Model) => (backend.emit[s] as NonNullable<(typeof backend.emit)[typeof s]>)(m, ctx);

describe('vscode_copilot instructions', () => {
  it('writes AGENTS.md and applyTo instruction files; reports agent-requested text', () => {
    const out = emit('instructions', model({
      instructions: [
        { id: 'overview', at: '/instructions/0', body: 'Use pnpm.\n', paths: [] },
        { id: 'api-style', at: '/instructions/1', body: 'Named exports.\n', paths: ['src/api/**/*.ts', '**/*.tsx'] },
        { id: 'migrations', at: '/instructions/2', body: 'Reversible.', paths: [], description: 'migrations' },
        { id: 'bad', at: '/instructions/3', body: 'x', paths: ['{a,b}.ts'] },
      ],
    }));
    expect(out.fragment).toEqual([
      { path: 'AGENTS.md', format: 'markdown', body: { template: 'shared/agents-md', data: { instructions: [{ id: 'overview', body: 'Use pnpm.' }], rules: [] } } },
      { path: '.github/instructions/api-style.instructions.md', format: 'markdown', body: { template: 'vscode_copilot/body', data: { body: 'Named exports.' }, frontmatter: { applyTo: 'src/api/**/*.ts,**/*.tsx' } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3302', '/instructions/2'], ['SC3301', '/instructions/3/paths/0']]);
  });
});

describe('vscode_copilot permissions', () => {
  it('maps allow to true and ask to false, reports every deny, read and mcp entry', () => {
    const out = emit('permissions', model({
      permissions: [
        perm('allow', 'shell', 'npm test', 0), perm('allow', 'shell', 'git log *', 1), perm('allow', 'shell', 'terraform*', 2),
        perm('allow', 'edit', 'src/**', 3), perm('ask', 'shell', 'git push', 0), perm('ask', 'web', 'docs.example.com', 1),
        perm('deny', 'shell', 'rm -rf', 0), perm('deny', 'read', '.env*', 1), perm('deny', 'mcp', 'github.delete_repo', 2), perm('allow', 'shell', 'git push', 4),
      ],
      sandbox: { at: '/sandbox', mode: 'workspace', writable: [], denyRead: [] },
    }));
    expect(out.fragment).toEqual([
      {
        path: '.vscode/settings.json',
        format: 'json',
        body: {
          'chat.tools.terminal.autoApprove': { 'npm test': true, 'git log': true, '/^terraform/': true, 'git push': false },
          'chat.tools.edits.autoApprove': { 'src/**': true },
          'chat.tools.urls.autoApprove': { 'https://docs.example.com/*': false },
        },
      },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3201', '/permissions/deny/0'], ['SC3202', '/permissions/deny/1'], ['SC3202', '/permissions/deny/2'],
    ]);
  });
});

describe('vscode_copilot hooks', () => {
  it('writes PascalCase flat entries with the summed timeout, and the runtime', () => {
    const out = emit('hooks', model({
      rules: [rule({ at: '/rules/0' }), rule({ at: '/rules/1', on: 'stop' })],
      hooks: [{ id: 'h', at: '/hooks/0', on: 'pre_tool', tools: ['edit'], run: 'prettier', timeout: 20 }],
    }));
    expect(out.fragment).toEqual([
      { path: '.github/hooks/seamc.json', format: 'json', body: { hooks: { PreToolUse: [{ type: 'command', command: COMMAND, timeout: 50 }], Stop: [{ type: 'command', command: COMMAND, timeout: 30 }] } } },
      { path: '.seam/hooks/vscode_copilot.cjs', format: 'runtime', body: { agent: 'vscode_copilot' } },
    ]);
    expect(out.unrepresentable).toEqual([]);
  });
  it('accepts a shell command rewrite and reports any other transform', () => {
    const out = emit('hooks', model({
      rules: [
        rule({ at: '/rules/0', decision: 'transform', tools: ['shell'], update: { command: 'npm ci' } }),
        rule({ at: '/rules/1', decision: 'transform', tools: ['write'], update: { content: 'x' } }),
      ],
    }));
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3104', '/rules/1']]);
  });
  it('lists only events both products accept', () => {
    expect(Object.keys(backend.facts.hooks.events)).toEqual(['session_start', 'prompt_submit', 'pre_tool', 'post_tool', 'stop', 'subagent_start']);
  });
});

describe('vscode_copilot packaging', () => {
  it('writes both MCP files, prompt files, agents, skills and the CLI manifest', () => {
    const out = emit('packaging', model({
      plugin: {
        at: '/plugin', name: 'acme-api', version: '1.0.0', description: 'Acme tooling',
        mcp: [
          { name: 'github', at: '/plugin/mcp/github', transport: 'stdio', command: 'npx', args: ['-y', 'srv'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}', X: '${X:-1}' }, headers: {} },
          { name: 'docs', at: '/plugin/mcp/docs', transport: 'http', url: 'https://docs.example.com/mcp', args: [], env: {}, headers: { Authorization: 'Bearer ${DOCS_TOKEN}' } },
        ],
        commands: [{ name: 'review', at: '/plugin/commands/0', description: 'Review', body: 'Review it.\n' }],
        agents: [{ name: 'runner', at: '/plugin/agents/0', description: 'Runs tests', tools: ['shell'], body: 'Run.\n' }],
        skills: [{ name: 'db', at: '/plugin/skills/0', description: 'd', files: [{ path: 'SKILL.md', text: 'S', mode: 0o644 }] }],
      },
    }));
    expect(out.fragment).toEqual([
      {
        path: '.vscode/mcp.json', format: 'json',
        body: { servers: { github: { type: 'stdio', command: 'npx', args: ['-y', 'srv'], env: { GITHUB_TOKEN: '${env:GITHUB_TOKEN}', X: '${X:-1}' } }, docs: { type: 'http', url: 'https://docs.example.com/mcp', headers: { Authorization: 'Bearer ${env:DOCS_TOKEN}' } } } },
      },
      {
        path: '.github/mcp.json', format: 'json',
        body: { mcpServers: { github: { type: 'stdio', command: 'npx', args: ['-y', 'srv'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}', X: '${X:-1}' }, tools: ['*'] }, docs: { type: 'http', url: 'https://docs.example.com/mcp', headers: { Authorization: 'Bearer ${DOCS_TOKEN}' }, tools: ['*'] } } },
      },
      { path: '.github/prompts/review.prompt.md', format: 'markdown', body: { template: 'vscode_copilot/body', data: { body: 'Review it.' }, frontmatter: { description: 'Review' } } },
      { path: '.github/agents/runner.agent.md', format: 'markdown', body: { template: 'vscode_copilot/body', data: { body: 'Run.' }, frontmatter: { name: 'runner', description: 'Runs tests' } } },
      { path: '.github/skills/db/SKILL.md', format: 'text', body: 'S', mode: 0o644 },
      { path: '.github/plugin/plugin.json', format: 'json', body: { name: 'acme-api', description: 'Acme tooling', version: '1.0.0', agents: '.github/agents/', skills: '.github/skills/', mcpServers: '.github/mcp.json' } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/github/env/X'], ['SC3402', '/plugin/mcp/github/env/X'], ['SC3403', '/plugin/commands/0'], ['SC3404', '/plugin/agents/0/tools'],
    ]);
  });
});
