import { describe, expect, it } from 'vitest';
import type { Decision } from '../../compiler/contract/decisions.js';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import { adapter } from '../../vendors/claude_code/runtime.js';

const CC = { session_id: 's', transcript_path: '/t.jsonl', cwd: '/r', prompt_id: 'p', permission_mode: 'default', effort: { level: 'medium' } };
const pre = (tool_name: string, tool_input: unknown): Record<string, unknown> => ({ ...CC, hook_event_name: 'PreToolUse', tool_name, tool_input, tool_use_id: 'u' });
const parsed = (p: unknown): NormalizedEvent => {
  const e = adapter.parse(p);
  if (!e) throw new Error('not claimed');
  return e;
};
const say = (d: Decision, p: unknown): string => adapter.render(d, parsed(p)).stdout;

describe('claude_code parse', () => {
  it('tool classes', () => {
    const classes = ['Bash', 'Write', 'Edit', 'MultiEdit', 'NotebookEdit', 'Read', 'Glob', 'Grep', 'LS', 'WebFetch', 'WebSearch', 'mcp__github__delete_repo', 'Agent'].map(
      (t) => parsed(pre(t, {})).toolClass,
    );
    expect(classes).toEqual(['shell', 'write', 'edit', 'edit', 'edit', 'read', 'read', 'read', 'read', 'web', 'web', 'mcp', 'other']);
  });

  it('MCP tool name becomes server.tool', () => {
    expect(parsed(pre('mcp__github__delete_repo', {})).mcpTool).toBe('github.delete_repo');
    expect(parsed(pre('mcp__my_srv__a__b', {})).mcpTool).toBe('my_srv.a__b');
    expect(parsed(pre('mcp__broken', {})).mcpTool).toBeUndefined();
  });

  it('fields of a verified Edit payload; content only for write tools', () => {
    const e = parsed(pre('Edit', { file_path: '/r/a.ts', old_string: 'a', new_string: 'b', replace_all: false }));
    expect([e.event, e.wire, e.path, e.content, e.sessionId, e.toolUseId, e.cwd]).toEqual(['pre_tool', 'PreToolUse', '/r/a.ts', 'b', 's', 'u', '/r']);
    expect(parsed(pre('Read', { file_path: '/r/a.ts', content: 'x' })).content).toBeUndefined();
    expect(parsed(pre('MultiEdit', { file_path: '/r/a', edits: [{ new_string: 'x' }, { new_string: 'y' }] })).content).toBe('x\ny');
  });

  it('tool_input as a JSON string is decoded; garbage string is absent', () => {
    expect(parsed(pre('Bash', '{"command":"ls"}')).command).toBe('ls');
    expect(parsed(pre('Bash', 'ls')).toolInput).toBeUndefined();
  });

  it('PostToolUse output from tool_response (object JSON-encoded); failures from error', () => {
    expect(parsed({ ...pre('Bash', { command: 'ls' }), hook_event_name: 'PostToolUse', tool_response: { stdout: 'ok' } }).output).toBe('{"stdout":"ok"}');
    expect(parsed({ ...pre('Bash', { command: 'false' }), hook_event_name: 'PostToolUseFailure', error: 'Exit code 1' }).output).toBe('Exit code 1');
  });

  it('claims: fresh SessionStart, own MessageDisplay with turn_id, unlisted name with own marker', () => {
    expect(parsed({ session_id: 's', transcript_path: '/t', cwd: '/r', hook_event_name: 'SessionStart', source: 'startup' }).event).toBe('session_start');
    expect(parsed({ ...CC, hook_event_name: 'MessageDisplay', turn_id: 't' }).event).toBe('unknown');
    expect(parsed({ ...CC, hook_event_name: 'BrandNewEvent' }).event).toBe('unknown');
  });

  it('claims: judges its own envelope whatever fields are added; only positive evidence makes it another client\'s', () => {
    const bare = { session_id: 's', cwd: '/r', hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'ls' } };
    for (const extra of [{ turn_id: 't' }, { prompt_id: 'p' }, { client_type: 'new' }, { project_path: '/r' }, { timestamp: '2026' }, { conversation_id: 'c' }, { workspace_roots: [] }, { generation_id: 'g' }]) {
      expect(adapter.parse({ ...bare, ...extra })?.event).toBe('pre_tool');
    }
    expect(adapter.parse({ ...bare, cursor_version: '3.2' })).toBeNull(); // Cursor running .claude hooks
    expect(adapter.foreign({ ...bare, cursor_version: '3.2' })).toBe('Cursor');
    expect(adapter.parse({ hookEventName: 'PreToolUse', toolName: 'Bash' })).toBeNull(); // Grok / VS Code
    expect(adapter.parse({ ...bare, hook_event_name: 'BrandNewEvent' })?.event).toBe('unknown'); // a new release's event
    expect(adapter.parse(bare)?.event).toBe('pre_tool');
  });
});

describe('claude_code render (hooks.md §4.1 + verified)', () => {
  const bash = pre('Bash', { command: 'ls' });
  const prompt = { ...CC, hook_event_name: 'UserPromptSubmit', prompt: 'x' };
  const stop = { ...CC, hook_event_name: 'Stop', stop_hook_active: false };
  const hso = (o: Record<string, unknown>): string => JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', ...o } });

  it('PreToolUse, every verb', () => {
    expect(say({ verb: 'allow' }, bash)).toBe('');
    expect(say({ verb: 'allow', degradedFrom: 'warn', reason: 'r' }, bash)).toBe('');
    expect(say({ verb: 'deny', reason: 'R' }, bash)).toBe(hso({ permissionDecision: 'deny', permissionDecisionReason: 'R' }));
    expect(say({ verb: 'deny' }, bash)).toBe(hso({ permissionDecision: 'deny', permissionDecisionReason: 'blocked by policy' }));
    expect(say({ verb: 'escalate', reason: 'R' }, bash)).toBe(hso({ permissionDecision: 'ask', permissionDecisionReason: 'R' }));
    expect(say({ verb: 'transform', updatedInput: { command: 'x' } }, bash)).toBe(hso({ permissionDecision: 'allow', updatedInput: { command: 'x' } }));
    expect(say({ verb: 'transform', reason: 'R' }, bash)).toBe(
      hso({ permissionDecision: 'deny', permissionDecisionReason: 'R (no replacement input was supplied, so it is refused)' }),
    );
    expect(say({ verb: 'vouch' }, bash)).toBe(hso({ permissionDecision: 'allow' }));
  });

  it('UserPromptSubmit and Stop: top-level block; escalate carries the cannot-prompt note; passes are silent', () => {
    expect(say({ verb: 'deny', reason: 'R' }, prompt)).toBe('{"decision":"block","reason":"R"}');
    expect(say({ verb: 'escalate', reason: 'R' }, prompt)).toBe(
      '{"decision":"block","reason":"R (Claude Code cannot ask for confirmation at UserPromptSubmit, so it is refused)"}',
    );
    expect(say({ verb: 'deny', reason: 'R' }, stop)).toBe('{"decision":"block","reason":"R"}');
    for (const verb of ['allow', 'vouch', 'warn'] as const) expect(say({ verb }, prompt)).toBe('');
  });

  it('observation-only events are always silent', () => {
    const post = { ...bash, hook_event_name: 'PostToolUse', tool_response: {} };
    for (const verb of ['deny', 'escalate', 'transform'] as const) expect(say({ verb, reason: 'R' }, post)).toBe('');
  });

  it('capabilities: only PreToolUse transforms and vouches', () => {
    expect([adapter.canTransform(parsed(bash)), adapter.canVouch(parsed(bash))]).toEqual([true, true]);
    expect([adapter.canTransform(parsed(prompt)), adapter.canVouch(parsed(prompt))]).toEqual([false, false]);
  });
});
