import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { backend } from '../../vendors/openclaw/backend.js';
import { adapter } from '../../vendors/openclaw/runtime.js';
import { model, plugin, rule } from './opencode-group-model.js';

const ctx = emitContext(backend.facts);

describe('openclaw hooks', () => {
  it('writes the plugin folder (.seam/openclaw: index.js + openclaw.plugin.json) and the runtime when a rule is on pre_tool', () => {
    const out = backend.emit.hooks(model('openclaw', { rules: [rule({ source: { match: { command: 'rm -rf' } } })] }), ctx);
    expect(out.fragment.map((a) => [a.path, a.format])).toEqual([
      ['.seam/openclaw/index.js', 'text'],
      ['.seam/openclaw/openclaw.plugin.json', 'json'],
      ['.seam/hooks/openclaw.cjs', 'runtime'],
    ]);
    expect(out.unrepresentable).toEqual([]);
    const js = out.fragment[0]!.body as string;
    expect(js).toMatch(/^const SEAMC = \{.*"events":\["before_tool_call"\].*\};$/m);
    expect(js).toContain('priority: Number.MIN_SAFE_INTEGER');
    expect(js).not.toMatch(/\bthrow new\b/);
  });

  it('writes nothing without a pre_tool rule or hook', () => {
    expect(backend.emit.hooks(model('openclaw'), ctx).fragment).toEqual([]);
  });

  it('maps the tools that touch shell, files and the web, and refuses the ones it cannot judge', () => {
    const parse = (tool: string, input: Record<string, unknown>) => adapter.parse({ hook_event_name: 'before_tool_call', tool_name: tool, tool_input: input, cwd: '/r' });
    expect(['exec', 'bash', 'read', 'memory_get', 'write', 'edit', 'apply_patch', 'web_fetch'].map((t) => parse(t, {})?.toolClass)).toEqual(['shell', 'shell', 'read', 'read', 'write', 'edit', 'edit', 'web']);
    const allow = { verb: 'allow' } as const;
    for (const [tool, input] of [['browser', { action: 'open' }], ['canvas', { action: 'eval' }], ['nodes', { action: 'run' }], ['gateway', { action: 'restart' }], ['process', { action: 'paste', text: 'x' }], ['edit', { path: 'a', newText: [{ type: 'text', text: 'x' }] }]] as const)
      expect(adapter.render(allow, parse(tool, input)!).stdout, tool).toContain('"permissionDecision":"deny"');
    for (const [tool, input] of [['process', { action: 'log', sessionId: 's' }], ['message', { action: 'send' }], ['read', { path: 'a.ts' }]] as const)
      expect(adapter.render(allow, parse(tool, input)!).stdout, tool).toBe('');
  });
});

describe('openclaw packaging', () => {
  it('writes skills to the workspace .agents/skills and MCP servers to the user-scope fragment; commands and agents are losses', () => {
    const out = backend.emit.packaging(model('openclaw', { plugin }), ctx);
    expect(out.fragment.map((a) => a.path)).toEqual(['.seam/openclaw/mcp.json', '.agents/skills/db/SKILL.md']);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3403', '/plugin/commands/0'],
      ['SC3404', '/plugin/agents/0'],
    ]);
    expect(backend.facts.sections.permissions.status).toBe('emitted');
  });
});
