import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { GRADE_CEILING, GRADES } from '../../compiler/contract/index.js';
import { renderMarkdown } from '../../compiler/emit/markdown.js';
import type { Hook, Model, Plugin, Rule } from '../../compiler/model/types.js';
import { backend } from '../../vendors/cursor/backend.js';
import { facts } from '../../vendors/cursor/facts.js';
import { withKinds } from '../rule-helpers.js';

const ctx = emitContext(backend.facts);
const CMD = ctx.hookCommand;
const RUNTIME = { path: '.seam/hooks/cursor.cjs', format: 'runtime', body: { agent: 'cursor' } };

function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['cursor'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}

let n = 0;
function rule(over: Partial<Rule>): Rule {
  const i = n++;
  return withKinds({ id: `r${i}`, at: `/rules/${i}`, on: 'pre_tool', tools: [], match: {}, decision: 'deny', intent: 'hygiene', source: { match: {} }, ...over });
}
const hook = (over: Partial<Hook>): Hook => withKinds({ id: 'h0', at: '/hooks/0', on: 'post_tool', tools: [], run: 'npx prettier --write "$SEAM_PATH"', timeout: 60, ...over });

describe('cursor hooks', () => {
  it('wires only preToolUse for a write rule, fail-closed when it is a security rule', () => {
    const out = backend.emit.hooks(model({ rules: [rule({ tools: ['write'], intent: 'security' })] }), ctx);
    expect(out.unrepresentable).toEqual([]);
    expect(out.fragment).toEqual([
      { path: '.cursor/hooks.json', format: 'json', body: { version: 1, hooks: { preToolUse: [{ command: CMD, failClosed: true, timeout: 30 }] } } },
      RUNTIME,
    ]);
  });

  it('adds the ask-capable shell gate for shell rules and every secondary gate for any-tool rules', () => {
    const rules = [
      rule({ tools: ['shell'], decision: 'escalate' }),
      rule({ on: 'prompt_submit', intent: 'security' }),
      rule({ tools: [], decision: 'deny', intent: 'security', on: 'pre_tool' }),
    ];
    const body = backend.emit.hooks(model({ rules }), ctx).fragment[0]?.body as { hooks: Record<string, unknown> };
    expect(body.hooks).toEqual({
      beforeSubmitPrompt: [{ command: CMD, failClosed: true, timeout: 30 }],
      preToolUse: [{ command: CMD, failClosed: true, timeout: 30 }],
      beforeShellExecution: [{ command: CMD, failClosed: true, timeout: 30 }],
      beforeMCPExecution: [{ command: CMD, failClosed: true, timeout: 30 }],
      beforeReadFile: [{ command: CMD, failClosed: true, timeout: 30 }],
    });
    expect(Object.keys(body.hooks)).toEqual(['beforeSubmitPrompt', 'preToolUse', 'beforeShellExecution', 'beforeMCPExecution', 'beforeReadFile']);
  });

  it('keeps failClosed off a hygiene-only gate and runs user hooks at the main gate with room for their timeouts', () => {
    const out = backend.emit.hooks(
      model({ rules: [rule({ tools: ['read'] })], hooks: [hook({}), hook({ id: 'h1', at: '/hooks/1', on: 'pre_tool', tools: ['shell'], timeout: 40 })] }),
      ctx,
    );
    expect((out.fragment[0]?.body as { hooks: unknown }).hooks).toEqual({
      preToolUse: [{ command: CMD, timeout: 45 }],
      beforeReadFile: [{ command: CMD, timeout: 30 }],
      postToolUse: [{ command: CMD, timeout: 65 }],
    });
  });

  it('reports an escalate that Cursor can only ask about for shell and MCP calls', () => {
    const read = rule({ tools: ['read', 'shell'], decision: 'escalate' });
    const anyTool = rule({ tools: [], decision: 'escalate' });
    const shell = rule({ tools: ['shell', 'mcp'], decision: 'escalate' });
    const out = backend.emit.hooks(model({ rules: [read, anyTool, shell] }), ctx);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3103', read.at],
      ['SC3103', anyTool.at],
    ]);
    expect(out.unrepresentable[0]?.reason).toContain('for read calls');
  });

  it('writes nothing when no rule or hook uses an event', () => {
    expect(backend.emit.hooks(model(), ctx)).toEqual({ fragment: [], unrepresentable: [] });
  });
});

describe('cursor facts', () => {
  it('is pure data and claims no grade above its evidence', () => {
    expect(JSON.parse(JSON.stringify(facts))).toEqual(facts);
    for (const cap of Object.values(facts.hooks.events)) {
      expect(GRADES.indexOf(cap.grade)).toBeGreaterThanOrEqual(GRADES.indexOf(GRADE_CEILING[cap.evidence.basis]));
    }
    expect(facts.hooks.events.pre_tool.wire[0]).toBe('preToolUse');
  });
});

describe('cursor packaging', () => {
  const plugin: Plugin = {
    at: '/plugin',
    name: 'acme-api',
    version: '1.0.0',
    description: 'Acme API team tooling',
    mcp: [
      { name: 'github', at: '/plugin/mcp/github', transport: 'stdio', command: 'npx', args: ['-y', 'server-github'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' }, headers: {} },
      { name: 'docs', at: '/plugin/mcp/docs', transport: 'sse', url: 'https://docs.example.com/mcp', args: [], env: {}, headers: { Authorization: 'Bearer ${DOCS_TOKEN:-none}' } },
    ],
    commands: [{ name: 'review', at: '/plugin/commands/0', description: 'Review the staged diff', body: 'Review it.\n' }],
    agents: [{ name: 'test-runner', at: '/plugin/agents/0', description: 'Runs the tests', tools: ['read', 'shell'], body: 'Run tests.\n' }],
    skills: [{ name: 'db-migrations', at: '/plugin/skills/0', description: 'd', files: [{ path: 'SKILL.md', text: '---\nname: db-migrations\n---\n', mode: 0o644 }] }],
  };

  it('writes repo-local parts once and a plugin manifest that points at them', () => {
    const out = backend.emit.packaging(model({ plugin }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.cursor/mcp.json',
        format: 'json',
        body: {
          mcpServers: {
            github: { command: 'npx', args: ['-y', 'server-github'], env: { GITHUB_TOKEN: '${env:GITHUB_TOKEN}' } },
            docs: { url: 'https://docs.example.com/mcp', headers: { Authorization: 'Bearer ${DOCS_TOKEN:-none}' } },
          },
        },
      },
      { path: '.cursor/commands/review.md', format: 'markdown', body: { template: 'cursor/command', data: { body: 'Review it.' }, frontmatter: { description: 'Review the staged diff' } } },
      {
        path: '.cursor/agents/test-runner.md',
        format: 'markdown',
        body: { template: 'cursor/agent', data: { body: 'Run tests.' }, frontmatter: { name: 'test-runner', description: 'Runs the tests' } },
      },
      { path: '.cursor/skills/db-migrations/SKILL.md', format: 'text', body: '---\nname: db-migrations\n---\n', mode: 0o644 },
      {
        path: '.cursor-plugin/plugin.json',
        format: 'json',
        body: {
          name: 'acme-api',
          version: '1.0.0',
          description: 'Acme API team tooling',
          skills: './.cursor/skills/',
          agents: './.cursor/agents/',
          commands: './.cursor/commands/',
          mcpServers: './.cursor/mcp.json',
        },
      },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/docs/headers/Authorization'],
      ['SC3404', '/plugin/agents/0/tools'],
    ]);
  });
});

describe('cursor .mdc bytes through the shared markdown writer', () => {
  it('keeps a `*`-leading glob unquoted and the front matter first', () => {
    const instructions = [{ id: 'tsx', at: '/instructions/0', body: 'Hooks first.', paths: ['**/*.tsx'], description: 'React: components' }];
    const [a] = backend.emit.instructions(model({ instructions }), ctx).fragment;
    if (a?.format !== 'markdown') throw new Error('expected markdown');
    expect(renderMarkdown(a.body, 'seam.yaml')).toBe(
      '---\ndescription: "React: components"\nglobs: **/*.tsx\nalwaysApply: false\n---\n' +
        '<!-- Generated by seamc from seam.yaml. Do not edit: change seam.yaml and run `seamc build`. -->\n\nHooks first.\n',
    );
  });
});
