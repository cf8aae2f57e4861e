import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { McpServer, Model, Plugin } from '../../compiler/model/types.js';
import { backend } from '../../vendors/qwen_code/backend.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['qwen_code'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
const mcp = (over: Partial<McpServer> & { name: string; transport: McpServer['transport'] }): McpServer => ({ at: `/plugin/mcp/${over.name}`, args: [], env: {}, headers: {}, ...over });
const plugin = (over: Partial<Plugin>): Plugin => ({ at: '/plugin', name: 'acme-api', version: '1.0.0', description: '', mcp: [], commands: [], agents: [], skills: [], ...over });

describe('qwen_code instructions', () => {
  it('writes QWEN.md from the shared template, conditional .qwen/rules for globs, and reports description-only rules', () => {
    const instructions = [
      { id: 'overview', at: '/instructions/0', body: 'Use pnpm.\n', paths: [] },
      { id: 'api-style', at: '/instructions/1', body: 'Named exports.\n', paths: ['src/api/**/*.ts', '**/*.tsx'], description: 'API\n style' },
      { id: 'migrations', at: '/instructions/2', body: 'Reversible only.', paths: [], description: 'Writing migrations' },
    ];
    const out = backend.emit.instructions(model({ instructions }), ctx);
    expect(out.fragment).toEqual([
      { path: 'QWEN.md', format: 'markdown', body: { template: 'shared/agents-md', data: { instructions: [{ id: 'overview', body: 'Use pnpm.' }], rules: [] } } },
      {
        path: '.qwen/rules/api-style.md',
        format: 'markdown',
        body: { template: 'qwen_code/rule', data: { body: 'Named exports.' }, frontmatter: { description: 'API style', paths: ['src/api/**/*.ts', '**/*.tsx'] } },
      },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3302', '/instructions/2/description']]);
    expect(out.unrepresentable[0]?.reason).toContain('only a label');
  });

  it('writes a glob rule without description as paths only', () => {
    const out = backend.emit.instructions(model({ instructions: [{ id: 'css', at: '/instructions/0', body: 'BEM.', paths: ['**/*.css'] }] }), ctx);
    expect(out.fragment).toEqual([
      { path: '.qwen/rules/css.md', format: 'markdown', body: { template: 'qwen_code/rule', data: { body: 'BEM.' }, frontmatter: { paths: ['**/*.css'] } } },
    ]);
  });
});

describe('qwen_code packaging', () => {
  it('writes mcpServers with httpUrl for HTTP and url for SSE, keeping documented env references', () => {
    const p = plugin({
      mcp: [
        mcp({ name: 'github', transport: 'stdio', command: 'npx', args: ['-y', 'server-github'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}', HOME_DIR: '$HOME' } }),
        mcp({ name: 'docs', transport: 'http', url: 'https://docs.example.com/mcp', headers: { Authorization: 'Bearer ${DOCS_TOKEN}' } }),
        mcp({ name: 'legacy', transport: 'sse', url: 'https://old.example.com/sse' }),
      ],
    });
    const out = backend.emit.packaging(model({ plugin: p }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.qwen/settings.json',
        format: 'json',
        body: {
          mcpServers: {
            github: { command: 'npx', args: ['-y', 'server-github'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}', HOME_DIR: '$HOME' } },
            docs: { httpUrl: 'https://docs.example.com/mcp', headers: { Authorization: 'Bearer ${DOCS_TOKEN}' } },
            legacy: { url: 'https://old.example.com/sse' },
          },
        },
      },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3402', '/plugin/mcp/docs/headers/Authorization']]);
  });

  it('reports undocumented env forms', () => {
    const p = plugin({ mcp: [mcp({ name: 'x', transport: 'stdio', command: 'x', env: { A: '${A:-fallback}' } })] });
    const out = backend.emit.packaging(model({ plugin: p }), ctx);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3402', '/plugin/mcp/x/env/A']]);
  });

  it('writes commands to .qwen/commands/<name>.md with description front matter, the body as the prompt', () => {
    const p = plugin({ commands: [{ name: 'review', at: '/plugin/commands/0', description: 'Review it', body: 'Review the diff.\n' }, { name: 'bare', at: '/plugin/commands/1', body: 'Just do it.' }] });
    const out = backend.emit.packaging(model({ plugin: p }), ctx);
    expect(out.unrepresentable).toEqual([]);
    expect(out.fragment).toEqual([
      { path: '.qwen/commands/review.md', format: 'markdown', body: { template: 'qwen_code/body', data: { body: 'Review the diff.' }, frontmatter: { description: 'Review it' } } },
      { path: '.qwen/commands/bare.md', format: 'markdown', body: { template: 'qwen_code/body', data: { body: 'Just do it.' } } },
    ]);
  });

  it('reports a command body Qwen would act on: !{...} runs a shell command, @{...} inlines a file', () => {
    const p = plugin({
      commands: [
        { name: 'a', at: '/plugin/commands/0', body: 'Summarise !{git diff}' },
        { name: 'b', at: '/plugin/commands/1', body: 'Follow @{docs/style.md}' },
        { name: 'c', at: '/plugin/commands/2', body: 'Mail me at a@b.c; cost is ${PRICE} or {x}!' },
      ],
    });
    const out = backend.emit.packaging(model({ plugin: p }), ctx);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3403', '/plugin/commands/0'],
      ['SC3403', '/plugin/commands/1'],
    ]);
    expect(out.unrepresentable[0]!.reason).toMatch(/shell command/);
    expect(out.fragment.map((a) => a.path)).toEqual(['.qwen/commands/a.md', '.qwen/commands/b.md', '.qwen/commands/c.md']);
  });

  it('writes subagents to .qwen/agents/<name>.md with Qwen tool names; no list when the spec gives none', () => {
    const p = plugin({
      agents: [
        { name: 'runner', at: '/plugin/agents/0', description: 'Runs tests', tools: ['read', 'shell'], body: 'You run the tests.\n' },
        { name: 'free', at: '/plugin/agents/1', description: 'Anything', tools: [], body: 'You may do anything.' },
        { name: 'writer', at: '/plugin/agents/2', description: 'Edits', tools: ['edit', 'write', 'web'], body: 'You edit files here.' },
      ],
    });
    const out = backend.emit.packaging(model({ plugin: p }), ctx);
    expect(out.unrepresentable).toEqual([]);
    expect(out.fragment).toEqual([
      { path: '.qwen/agents/runner.md', format: 'markdown', body: { template: 'qwen_code/body', data: { body: 'You run the tests.' }, frontmatter: { name: 'runner', description: 'Runs tests', tools: ['read_file', 'grep_search', 'glob', 'list_directory', 'run_shell_command'] } } },
      { path: '.qwen/agents/free.md', format: 'markdown', body: { template: 'qwen_code/body', data: { body: 'You may do anything.' }, frontmatter: { name: 'free', description: 'Anything' } } },
      { path: '.qwen/agents/writer.md', format: 'markdown', body: { template: 'qwen_code/body', data: { body: 'You edit files here.' }, frontmatter: { name: 'writer', description: 'Edits', tools: ['edit', 'notebook_edit', 'write_file', 'web_fetch', 'web_search'] } } },
    ]);
  });

  it('reports what Qwen cannot name or load: MCP as a class, ${name} in the prompt, a reserved or short name, a short prompt', () => {
    const agent = (name: string, body: string, tools: ('read' | 'mcp')[] = []) => ({ name, at: `/plugin/agents/${name}`, description: 'd', tools, body });
    const p = plugin({
      agents: [
        agent('mixed', 'You read and call tools.', ['read', 'mcp']),
        agent('mcp-only', 'You only call MCP tools.', ['mcp']),
        agent('templ', 'Work in ${project_dir} carefully.'),
        agent('main', 'A perfectly fine prompt.'),
        agent('x', 'A perfectly fine prompt.'),
        agent('terse', 'Go.'),
        agent('shell-ok', 'Use $HOME and $(pwd) and ${1:-x} freely.'),
      ],
    });
    const out = backend.emit.packaging(model({ plugin: p }), ctx);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3404', '/plugin/agents/mixed'],
      ['SC3404', '/plugin/agents/mcp-only'],
      ['SC3404', '/plugin/agents/templ'],
      ['SC3404', '/plugin/agents/main'],
      ['SC3404', '/plugin/agents/x'],
      ['SC3404', '/plugin/agents/terse'],
    ]);
    expect(out.unrepresentable[2]!.reason).toMatch(/\$\{project_dir\}/);
    // the mixed agent keeps its read tools; the others are not written
    expect(out.fragment.map((a) => a.path)).toEqual(['.qwen/agents/mixed.md', '.qwen/agents/shell-ok.md']);
  });

  it('copies each skill folder to .qwen/skills/<name>/, modes kept', () => {
    const files = [
      { path: 'SKILL.md', text: '---\nname: db\ndescription: d\n---\nbody\n', mode: 0o644 },
      { path: 'scripts/check.sh', text: '#!/bin/sh\n', mode: 0o755 },
    ];
    const out = backend.emit.packaging(model({ plugin: plugin({ skills: [{ name: 'db', at: '/plugin/skills/0', description: 'd', files }] }) }), ctx);
    expect(out.unrepresentable).toEqual([]);
    expect(out.fragment).toEqual([
      { path: '.qwen/skills/db/SKILL.md', format: 'text', body: files[0]!.text, mode: 0o644 },
      { path: '.qwen/skills/db/scripts/check.sh', format: 'text', body: files[1]!.text, mode: 0o755 },
    ]);
  });

  it('emits permissions (tests/vendors/qwen_code-permissions.test.ts)', () => {
    expect(backend.facts.sections.permissions.status).toBe('emitted');
  });
});

describe('qwen_code hooks', () => {
  it('installs matcher groups in .qwen/settings.json with the timeout in milliseconds, and the runtime', () => {
    const rule = { id: 'r', at: '/rules/0', on: 'pre_tool', tools: ['shell'], kinds: [], match: { command: 'rm' }, decision: 'deny', intent: 'security', message: 'm' };
    const hooks = [{ at: '/hooks/0', on: 'pre_tool', tools: [], command: 'x', timeout: 5 }];
    const out = backend.emit.hooks!(model({ rules: [rule] as never, hooks: hooks as never }), ctx);
    expect(out.fragment).toEqual([
      { path: '.qwen/settings.json', format: 'json', body: { hooks: { PreToolUse: [{ hooks: [{ type: 'command', command: ctx.hookCommand, timeout: 35000 }] }] } } },
      { path: ctx.hookScript, format: 'runtime', body: { agent: 'qwen_code' } },
    ]);
    expect(out.unrepresentable).toEqual([]);
  });
});
