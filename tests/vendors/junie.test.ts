import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Rule } from '../../compiler/model/types.js';
import { backend } from '../../vendors/junie/backend.js';
import { withKinds } from '../rule-helpers.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['junie'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
const rule = (over: Partial<Rule>): Rule => withKinds({ id: 'r', at: '/rules/0', on: 'pre_tool', tools: [], match: {}, decision: 'deny', intent: 'hygiene', source: { match: {} }, ...over });

describe('junie instructions', () => {
  it('writes only the shared root AGENTS.md (the file Junie loads when .junie/AGENTS.md is absent) and reports scopes', () => {
    const out = backend.emit.instructions(
      model({
        instructions: [
          { id: 'overview', at: '/instructions/0', body: 'Use pnpm.\n', paths: [] },
          { id: 'api', at: '/instructions/1', body: 'x', paths: ['src/**'] },
          { id: 'mig', at: '/instructions/2', body: 'y', paths: [], description: 'migrations' },
        ],
      }),
      ctx,
    );
    expect(out.fragment).toEqual([
      { path: 'AGENTS.md', format: 'markdown', body: { template: 'shared/agents-md', data: { instructions: [{ id: 'overview', body: 'Use pnpm.' }], rules: [] } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3301', '/instructions/1/paths'],
      ['SC3302', '/instructions/2/description'],
    ]);
  });
});

describe('junie hooks', () => {
  it('installs only SessionStart, the one event Junie documents, and never blocks with it (audit: Junie hooks)', () => {
    expect(Object.keys(backend.facts.hooks.events)).toEqual(['session_start']);
    expect(backend.facts.hooks.events.session_start).toMatchObject({ block: false, failMode: 'open' });
    expect(backend.facts.hooks.events.session_start.evidence.fires[0]).toMatchObject({ basis: 'vendor-docs', url: 'https://junie.jetbrains.com/docs/junie-cli-hooks.html' });
    const out = backend.emit.hooks(
      model({
        rules: [rule({}), rule({ id: 'p', at: '/rules/1', on: 'prompt_submit' })],
        hooks: [{ id: 'h', at: '/hooks/0', on: 'session_start', tools: [], run: 'make check', timeout: 60 }],
      }),
      ctx,
    );
    const command = ctx.hookCommand;
    expect(out.fragment).toEqual([
      { path: '.junie/config.json', format: 'json', body: { hooks: { SessionStart: [{ hooks: [{ type: 'command', command, timeout: 65 }] }] } } },
      { path: '.seam/hooks/junie.cjs', format: 'runtime', body: { agent: 'junie' } },
    ]);
    // rules at pre_tool / prompt_submit have no Junie event (SC3101, from the compiler); the user-file gate is SC3110
    expect(out.unrepresentable).toEqual([]);
    expect(backend.facts.gates?.map((g) => g.id)).toEqual(['user-file-only']);
  });
});

describe('junie packaging', () => {
  it('writes mcp.json, commands, subagents and skills under .junie/', () => {
    const out = backend.emit.packaging(
      model({
        plugin: {
          at: '/plugin',
          name: 'acme-api',
          version: '1.0.0',
          description: 'd',
          mcp: [
            { name: 'github', at: '/plugin/mcp/github', transport: 'stdio', command: 'npx', args: ['srv'], env: {}, headers: {} },
            { name: 'docs', at: '/plugin/mcp/docs', transport: 'sse', url: 'https://d.example/sse', args: [], env: {}, headers: {} },
          ],
          commands: [{ name: 'review', at: '/plugin/commands/0', description: 'Review', body: 'Review it.\n' }],
          agents: [{ name: 'runner', at: '/plugin/agents/0', description: 'Runs tests', tools: ['shell'], body: 'Run.\n' }],
          skills: [{ name: 'db', at: '/plugin/skills/0', description: 'd', files: [{ path: 'SKILL.md', text: 's', mode: 0o644 }] }],
        },
      }),
      ctx,
    );
    expect(out.fragment).toEqual([
      { path: '.junie/mcp/mcp.json', format: 'json', body: { mcpServers: { github: { command: 'npx', args: ['srv'] } } } },
      { path: '.junie/commands/review.md', format: 'markdown', body: { template: 'junie/body', data: { body: 'Review it.' }, frontmatter: { description: 'Review' } } },
      { path: '.junie/agents/runner.md', format: 'markdown', body: { template: 'junie/body', data: { body: 'Run.' }, frontmatter: { name: 'runner', description: 'Runs tests' } } },
      { path: '.junie/skills/db/SKILL.md', format: 'text', body: 's', mode: 0o644 },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3401', '/plugin/mcp/docs'],
      ['SC3404', '/plugin/agents/0/tools'],
    ]);
  });
});
