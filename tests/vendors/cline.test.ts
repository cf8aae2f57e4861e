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

  it('packages workflows, agents and skills; MCP is user-scope only', () => {
    const out = backend.emit.packaging(model('cline', { plugin }), ctx);
    expect(out.fragment).toEqual([
      { path: '.clinerules/workflows/review.md', format: 'markdown', body: { template: 'cline/body', data: { body: 'Review it.' } } },
      { path: '.cline/agents/tester.yaml', format: 'markdown', body: { template: 'cline/body', data: { body: 'Run tests.' }, frontmatter: { name: 'tester', description: 'Runs tests' }, header: false } },
      { path: '.cline/skills/db/SKILL.md', format: 'text', body: '---\nname: db\n---\n', mode: 0o644 },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3401', '/plugin/mcp/db'],
      ['SC3401', '/plugin/mcp/api'],
      ['SC3403', '/plugin/commands/0/description'],
      ['SC3404', '/plugin/agents/0/tools'],
    ]);
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
