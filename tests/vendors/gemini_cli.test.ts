import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Permission, Rule } from '../../compiler/model/types.js';
import { backend } from '../../vendors/gemini_cli/backend.js';
import { withKinds } from '../rule-helpers.js';

const ctx = emitContext(backend.facts);

function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['gemini_cli'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
const perm = (level: Permission['level'], kind: Permission['kind'], pattern: string, n: number): Permission => ({ at: `/permissions/${level}/${n}`, level, kind, pattern });
const rule = (over: Partial<Rule>): Rule => withKinds({ id: 'r', at: '/rules/0', on: 'pre_tool', tools: [], match: {}, decision: 'deny', intent: 'hygiene', source: { match: {} }, ...over });

describe('gemini_cli instructions', () => {
  it('writes the shared AGENTS.md and names it in context.fileName, keeping GEMINI.md', () => {
    const out = backend.emit.instructions(model({ instructions: [{ id: 'overview', at: '/instructions/0', body: 'Use pnpm.\n', paths: [] }] }), ctx);
    expect(out.unrepresentable).toEqual([]);
    expect(out.fragment).toEqual([
      { path: 'AGENTS.md', format: 'markdown', body: { template: 'shared/agents-md', data: { instructions: [{ id: 'overview', body: 'Use pnpm.' }], rules: [] } } },
      { path: '.gemini/settings.json', format: 'json', body: { context: { fileName: ['AGENTS.md', 'GEMINI.md'] } } },
    ]);
  });
  it('reports glob-scoped and agent-requested instructions', () => {
    const out = backend.emit.instructions(
      model({
        instructions: [
          { id: 'api', at: '/instructions/1', body: 'x', paths: ['src/**/*.ts'] },
          { id: 'mig', at: '/instructions/2', body: 'y', paths: [], description: 'migrations' },
        ],
      }),
      ctx,
    );
    expect(out.fragment).toEqual([]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3301', '/instructions/1/paths'],
      ['SC3302', '/instructions/2/description'],
    ]);
  });
});

describe('gemini_cli permissions', () => {
  it('lowers whole-kind denies to tools.exclude, server denies to mcp.excluded, and reports the rest', () => {
    const out = backend.emit.permissions(
      model({
        permissions: [
          perm('deny', 'web', '*', 0),
          perm('deny', 'mcp', 'github.*', 1),
          perm('deny', 'shell', 'rm -rf', 2),
          perm('deny', 'mcp', 'github.delete_repo', 3),
          perm('allow', 'read', '*', 0),
          perm('allow', 'shell', 'npm test', 1),
          perm('ask', 'shell', 'git push', 0),
        ],
      }),
      ctx,
    );
    expect(out.fragment).toEqual([
      {
        path: '.gemini/settings.json',
        format: 'json',
        body: {
          tools: { allowed: ['read_file', 'read_many_files', 'list_directory', 'glob', 'grep_search'], exclude: ['web_fetch', 'google_web_search'] },
          mcp: { excluded: ['github'] },
        },
      },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/deny/2'],
      ['SC3203', '/permissions/deny/3'],
      ['SC3203', '/permissions/allow/1'],
      ['SC3201', '/permissions/ask/0'],
    ]);
  });
  it('writes nothing for a sandbox mode (its tools.sandbox takes no paths or domains; the launcher holds it)', () => {
    const out = backend.emit.permissions(model({ sandbox: { at: '/sandbox', mode: 'workspace', writable: [], denyRead: [] } }), ctx);
    expect(out.fragment).toEqual([]);
    expect(out.unrepresentable).toEqual([]);
  });
});

describe('gemini_cli hooks', () => {
  it('wires one entry per used event, the shared hook command, name seamc, timeout in milliseconds', () => {
    const out = backend.emit.hooks(
      model({
        rules: [rule({}), rule({ id: 'p', at: '/rules/1', on: 'prompt_submit' })],
        hooks: [{ id: 'h', at: '/hooks/0', on: 'post_tool', tools: ['write'], run: 'npx prettier', timeout: 60 }],
      }),
      ctx,
    );
    const command = ctx.hookCommand;
    expect(out.unrepresentable).toEqual([]);
    expect(out.fragment).toEqual([
      {
        path: '.gemini/settings.json',
        format: 'json',
        body: {
          hooks: {
            BeforeAgent: [{ hooks: [{ type: 'command', command, name: 'seamc', timeout: 30000 }] }],
            BeforeTool: [{ hooks: [{ type: 'command', command, name: 'seamc', timeout: 30000 }] }],
            AfterTool: [{ hooks: [{ type: 'command', command, name: 'seamc', timeout: 65000 }] }],
          },
        },
      },
      { path: '.seam/hooks/gemini_cli.cjs', format: 'runtime', body: { agent: 'gemini_cli' } },
    ]);
  });
  it('writes nothing without rules or hooks', () => {
    expect(backend.emit.hooks(model(), ctx)).toEqual({ fragment: [], unrepresentable: [] });
  });
});

describe('gemini_cli packaging', () => {
  it('writes mcpServers (httpUrl for http, url for sse), TOML commands and skills; reports subagents and odd interpolation (defaults expand)', () => {
    const out = backend.emit.packaging(
      model({
        plugin: {
          at: '/plugin',
          name: 'acme-api',
          version: '1.0.0',
          description: 'd',
          mcp: [
            { name: 'github', at: '/plugin/mcp/github', transport: 'stdio', command: 'npx', args: ['-y', 'srv'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' }, headers: {} },
            { name: 'docs', at: '/plugin/mcp/docs', transport: 'http', url: 'https://docs.example.com/mcp', args: [], env: {}, headers: { Authorization: 'Bearer ${env:DOCS_TOKEN}', 'X-Team': '${TEAM:-api}' } },
            { name: 'feed', at: '/plugin/mcp/feed', transport: 'sse', url: 'https://feed.example.com/sse', args: [], env: {}, headers: {} },
          ],
          commands: [{ name: 'review', at: '/plugin/commands/0', description: 'Review the diff', body: 'Review {{args}}.\n' }],
          agents: [{ name: 'test-runner', at: '/plugin/agents/0', description: 'Runs tests', tools: [], body: 'Run.' }],
          skills: [{ name: 'db', at: '/plugin/skills/0', description: 'DB', files: [{ path: 'SKILL.md', text: '---\nname: db\n---\n', mode: 0o644 }] }],
        },
      }),
      ctx,
    );
    // the extension under extensions/acme-api/ is checked in gemini_cli-extension.test.ts
    expect(out.fragment.filter((a) => a.path.startsWith('.gemini/'))).toEqual([
      {
        path: '.gemini/settings.json',
        format: 'json',
        body: {
          mcpServers: {
            github: { command: 'npx', args: ['-y', 'srv'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' } },
            docs: { httpUrl: 'https://docs.example.com/mcp', headers: { Authorization: 'Bearer ${env:DOCS_TOKEN}', 'X-Team': '${TEAM:-api}' } },
            feed: { url: 'https://feed.example.com/sse' },
          },
        },
      },
      { path: '.gemini/commands/review.toml', format: 'toml', body: { description: 'Review the diff', prompt: 'Review {{args}}.\n' } },
      { path: '.gemini/skills/db/SKILL.md', format: 'text', body: '---\nname: db\n---\n', mode: 0o644 },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/docs/headers/Authorization'],
      ['SC3404', '/plugin/agents/0'],
    ]);
  });
});
