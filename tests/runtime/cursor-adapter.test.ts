import { describe, expect, it } from 'vitest';
import type { Decision } from '../../compiler/contract/decisions.js';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import { adapter } from '../../vendors/cursor/runtime.js';

const B = { conversation_id: 'c', generation_id: 'g', model: 'm', cursor_version: '3.21.18', workspace_roots: ['/r'] };
const parsed = (p: unknown): NormalizedEvent => {
  const e = adapter.parse(p);
  if (!e) throw new Error('not claimed');
  return e;
};
const say = (d: Decision, p: unknown): string => adapter.render(d, parsed(p)).stdout;

describe('cursor parse', () => {
  it('tool classes by wire event and by tool name', () => {
    const pre = (tool_name: string): Record<string, unknown> => ({ ...B, hook_event_name: 'preToolUse', tool_name, tool_input: {} });
    const names = ['Shell', 'Write', 'Read', 'Grep', 'StrReplace', 'Edit', 'Delete', 'MCP:github', 'Task'];
    expect(names.map((n) => parsed(pre(n)).toolClass)).toEqual(['shell', 'write', 'read', 'read', 'edit', 'edit', 'edit', 'mcp', 'other']);
    const wire = (hook_event_name: string, extra: Record<string, unknown> = {}): NormalizedEvent => parsed({ ...B, hook_event_name, ...extra });
    expect([wire('beforeShellExecution', { command: 'ls' }).toolClass, wire('beforeShellExecution', { command: 'ls' }).tool]).toEqual(['shell', 'beforeShellExecution']);
    expect(wire('beforeReadFile', { file_path: '/r/a' }).toolClass).toBe('read');
    expect(wire('afterFileEdit', { file_path: '/r/a', edits: [] }).toolClass).toBe('edit');
  });

  it('beforeMCPExecution: class mcp, string tool_input decoded, server command not taken as a shell command', () => {
    const e = parsed({ ...B, hook_event_name: 'beforeMCPExecution', tool_name: 'delete_repo', tool_input: '{"repo":"a/b"}', command: 'npx server' });
    expect([e.toolClass, e.tool, e.command, e.toolInput]).toEqual(['mcp', 'delete_repo', undefined, { repo: 'a/b' }]);
  });

  it('fields: write content, read content ignored, prompt, session, output', () => {
    const w = parsed({ ...B, hook_event_name: 'preToolUse', tool_name: 'Write', tool_input: { file_path: '/r/.env', content: 'T=1' } });
    expect([w.path, w.content, w.sessionId]).toEqual(['/r/.env', 'T=1', 'c']);
    expect(parsed({ ...B, hook_event_name: 'beforeReadFile', file_path: '/r/.env', content: 'T=1' }).content).toBeUndefined();
    expect(parsed({ ...B, hook_event_name: 'beforeSubmitPrompt', prompt: 'hi' }).prompt).toBe('hi');
    expect(parsed({ ...B, hook_event_name: 'afterShellExecution', command: 'ls', output: 'a' }).output).toBe('a');
    expect(parsed({ ...B, hook_event_name: 'afterFileEdit', file_path: '/r/a', edits: [{ new_string: 'x' }] }).content).toBe('x');
  });

  it('claims: every named event is judged, unknown names are unknown, Grok payloads are not ours; shapes inferred', () => {
    expect(parsed({ hook_event_name: 'preToolUse', tool_name: 'Write', tool_input: {} }).event).toBe('pre_tool');
    expect(parsed({ hook_event_name: 'beforeShellExecution', command: 'ls' }).event).toBe('pre_tool');
    expect(parsed({ ...B, hook_event_name: 'workspaceOpen' }).event).toBe('unknown');
    expect(parsed({ hook_event_name: 'PreToolUse', transcript_path: '/t', tool_name: 'Bash' }).event).toBe('unknown');
    expect(adapter.parse({ hookEventName: 'preToolUse', toolName: 'Bash' })).toBeNull(); // Grok
    expect(parsed({ command: 'ls', sandbox: true }).wire).toBe('beforeShellExecution');
    expect(parsed({ file_path: '/r/a', edits: [] }).wire).toBe('afterFileEdit');
    expect(adapter.parse({ command: 'ls', tool_input: {} })).toBeNull();
  });
});

describe('cursor render (hooks.md §4.2)', () => {
  const pre = { ...B, hook_event_name: 'preToolUse', tool_name: 'Shell', tool_input: { command: 'ls' } };
  const shell = { ...B, hook_event_name: 'beforeShellExecution', command: 'ls' };
  const mcp = { ...B, hook_event_name: 'beforeMCPExecution', tool_name: 't', tool_input: '{}' };
  const read = { ...B, hook_event_name: 'beforeReadFile', file_path: '/r/a' };
  const prompt = { ...B, hook_event_name: 'beforeSubmitPrompt', prompt: 'p' };
  const post = { ...B, hook_event_name: 'afterShellExecution', command: 'ls' };
  const stop = { ...B, hook_event_name: 'stop', status: 'completed' };
  const perm = (p: string, r?: string): string => JSON.stringify(r === undefined ? { permission: p } : { permission: p, user_message: r, agent_message: r });

  it('allow is always spoken at permission and prompt gates (warn and vouch included)', () => {
    for (const verb of ['allow', 'warn', 'vouch'] as const) {
      for (const p of [pre, shell, mcp, read]) expect(say({ verb }, p)).toBe('{"permission":"allow"}');
      expect(say({ verb }, prompt)).toBe('{"continue":true}');
    }
  });

  it('ask only where the gate honours it', () => {
    expect(say({ verb: 'escalate', reason: 'R' }, shell)).toBe(perm('ask', 'R'));
    expect(say({ verb: 'escalate', reason: 'R' }, mcp)).toBe(perm('ask', 'R'));
    // a shell call at preToolUse is passed on to beforeShellExecution, which asks; a write there cannot be asked
    expect(say({ verb: 'escalate', reason: 'R' }, pre)).toBe('{"permission":"allow"}');
    expect(say({ verb: 'escalate', reason: 'R', degradedFrom: 'transform' }, pre)).toBe(perm('deny', 'R (Cursor cannot rewrite the input at preToolUse, so it is refused)'));
    const preWrite = { ...pre, tool_name: 'Write', tool_input: { file_path: 'a.ts', content: 'x' } };
    expect(say({ verb: 'escalate', reason: 'R' }, preWrite)).toBe(perm('deny', 'R (Cursor cannot ask for confirmation at preToolUse, so it is refused)'));
    expect(say({ verb: 'escalate', reason: 'R' }, read)).toBe(perm('deny', 'R (Cursor cannot ask for confirmation at beforeReadFile, so it is refused)'));
    expect(say({ verb: 'escalate', reason: 'R' }, prompt)).toBe(
      '{"continue":false,"user_message":"R (Cursor cannot ask for confirmation at beforeSubmitPrompt, so it is refused)"}',
    );
  });

  it('transform: updated_input at preToolUse; refused elsewhere, even where ask exists', () => {
    expect(say({ verb: 'transform', updatedInput: { command: 'x' } }, pre)).toBe('{"permission":"allow","updated_input":{"command":"x"}}');
    expect(say({ verb: 'transform', reason: 'R' }, pre)).toBe(perm('deny', 'R (no replacement input was supplied, so it is refused)'));
    expect(say({ verb: 'escalate', reason: 'R', degradedFrom: 'transform' }, shell)).toBe(
      perm('deny', 'R (Cursor cannot rewrite the input at beforeShellExecution, so it is refused)'),
    );
    expect(adapter.canTransform(parsed(pre))).toBe(true);
    expect(adapter.canTransform(parsed(shell))).toBe(false);
    expect(adapter.canVouch(parsed(pre))).toBe(false);
  });

  it('deny per gate; after-the-fact note at post events; followup at stop; silence elsewhere', () => {
    expect(say({ verb: 'deny', reason: 'R' }, pre)).toBe(perm('deny', 'R'));
    expect(say({ verb: 'deny', reason: 'R' }, prompt)).toBe('{"continue":false,"user_message":"R"}');
    expect(say({ verb: 'deny', reason: 'R' }, post)).toBe('{"additional_context":"seam policy flagged this after it ran: R"}');
    expect(say({ verb: 'allow' }, post)).toBe('');
    expect(say({ verb: 'deny', reason: 'R' }, stop)).toBe('{"followup_message":"R"}');
    expect(say({ verb: 'allow' }, stop)).toBe('');
    expect(say({ verb: 'deny', reason: 'R' }, { ...B, hook_event_name: 'sessionStart' })).toBe('');
  });
});
