/** The flat_decision family engine, exercised through its first three records (gemini_cli, tabnine, junie). */
import { describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import { adapter as gemini } from '../../vendors/gemini_cli/runtime.js';
import { adapter as junie } from '../../vendors/junie/runtime.js';
import { adapter as tabnine } from '../../vendors/tabnine/runtime.js';

const envelope = { session_id: 's', transcript_path: '/t.json', cwd: '/repo', timestamp: '2026-12-02T10:00:00Z' };
const ev = (over: Partial<NormalizedEvent>): NormalizedEvent => ({ agent: 'x', event: 'pre_tool', wire: 'BeforeTool', raw: {}, ...over });

describe('claims (recognition by positive evidence only)', () => {
  const shell = { hook_event_name: 'BeforeTool', tool_name: 'run_shell_command', tool_input: { command: 'ls' } };
  it('gemini and tabnine judge their own event vocabulary with or without the rest of the envelope', () => {
    expect(gemini.parse({ ...shell, ...envelope })?.command).toBe('ls');
    expect(gemini.parse({ ...shell, session_id: 's', timestamp: 't' })?.event).toBe('pre_tool');
    expect(gemini.parse({ ...shell, ...envelope, permission_mode: 'default', turn_id: 't' })?.event).toBe('pre_tool');
    expect(tabnine.parse({ ...shell, session_id: 's', timestamp: 't' })?.wire).toBe('BeforeTool');
    expect(tabnine.parse({ ...shell, ...envelope })?.wire).toBe('BeforeTool');
  });
  it('a name outside the vocabulary is an unknown event, never a verdict', () => {
    expect(gemini.parse({ ...envelope, hook_event_name: 'SessionStart', source: 'startup' })?.event).toBe('session_start');
    expect(gemini.parse({ ...envelope, hook_event_name: 'PreToolUse', tool_name: 'Bash' })?.event).toBe('unknown');
    expect(gemini.parse({ tool_name: 'x' })).toBeNull();
  });
  it('junie judges the Claude-style envelope with or without project_path', () => {
    expect(junie.parse({ hook_event_name: 'PreToolUse', project_path: '/repo', tool_name: 'Bash', tool_input: { command: 'ls' } })?.cwd).toBe('/repo');
    expect(junie.parse({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'ls' } })?.command).toBe('ls');
    expect(junie.parse({ hook_event_name: 'FutureEvent', project_path: '/repo' })?.event).toBe('unknown');
  });
});

describe('parsing', () => {
  it('classes MCP calls from mcp_context and reads the AfterTool response object', () => {
    const e = gemini.parse({ ...envelope, hook_event_name: 'BeforeTool', tool_name: 'delete_repo', tool_input: {}, mcp_context: { server_name: 'github', tool_name: 'delete_repo' } });
    expect([e?.toolClass, e?.mcpTool]).toEqual(['mcp', 'github.delete_repo']);
    const after = gemini.parse({ ...envelope, hook_event_name: 'AfterTool', tool_name: 'run_shell_command', tool_input: { command: 'ls' }, tool_response: { llmContent: 'a.ts', returnDisplay: '' } });
    expect(after?.output).toBe('a.ts');
  });
  it('keeps content only for write tools', () => {
    expect(gemini.parse({ ...envelope, hook_event_name: 'BeforeTool', tool_name: 'run_shell_command', tool_input: { command: 'x', content: 'y' } })?.content).toBeUndefined();
  });
});

describe('rendering', () => {
  it('gemini: transform only at BeforeTool; escalate elsewhere is refused with a note; missing input refused', () => {
    expect([gemini.canTransform(ev({ wire: 'BeforeTool' })), gemini.canTransform(ev({ wire: 'AfterTool' })), gemini.canVouch(ev({}))]).toEqual([true, false, false]);
    expect(gemini.render({ verb: 'escalate', reason: 'R' }, ev({ event: 'post_tool', wire: 'AfterTool' }))).toEqual({
      stdout: '{"decision":"deny","reason":"R (Gemini CLI cannot ask for confirmation at AfterTool, so it is refused)"}',
      exit: 0,
    });
    expect(gemini.render({ verb: 'transform', reason: 'R' }, ev({}))).toEqual({
      stdout: '{"decision":"deny","reason":"R (no replacement input was supplied, so it is refused)"}',
      exit: 0,
    });
    expect(gemini.render({ verb: 'deny' }, ev({ event: 'session_start', wire: 'SessionStart' }))).toEqual({ stdout: '', exit: 0 });
  });
  it('junie: warn carries additionalContext, a degraded transform asks at UserPromptSubmit, Stop cannot ask', () => {
    expect(junie.render({ verb: 'allow', reason: 'W', degradedFrom: 'warn' }, ev({ wire: 'PreToolUse' }))).toEqual({ stdout: '{"decision":"allow","additionalContext":"W"}', exit: 0 });
    expect(junie.render({ verb: 'escalate', reason: 'R', degradedFrom: 'transform' }, ev({ event: 'prompt_submit', wire: 'UserPromptSubmit' }))).toEqual({
      stdout: '{"decision":"ask","reason":"R"}',
      exit: 0,
    });
    expect(junie.render({ verb: 'escalate' }, ev({ event: 'stop', wire: 'Stop' }))).toEqual({
      stdout: '{"decision":"block","reason":"the work is not finished yet (Junie cannot ask for confirmation at Stop, so it is refused)"}',
      exit: 0,
    });
  });
  it('tabnine: a degraded transform gets the cannot-modify note', () => {
    expect(tabnine.canTransform(ev({}))).toBe(false);
    expect(tabnine.render({ verb: 'escalate', reason: 'R', degradedFrom: 'transform' }, ev({}))).toEqual({
      stdout: '{"decision":"deny","reason":"R (Tabnine CLI cannot modify a tool call at BeforeTool, so it is refused)"}',
      exit: 0,
    });
  });
});

describe('re-fire cap (Gemini AfterAgent: a deny re-prompts, stop_hook_active comes back false after a tool round trip)', () => {
  const deny = { verb: 'deny', reason: 'finish first' } as const;
  const stop = (session: string, active = false): NormalizedEvent => ev({ event: 'stop', wire: 'AfterAgent', sessionId: session, raw: { hook_event_name: 'AfterAgent', stop_hook_active: active } });
  it('blocks a stop once, lets the next one through, and blocks again after an allowed stop', () => {
    const s = `refire-${process.pid}-${Date.now()}`;
    expect(gemini.render(deny, stop(s)).stdout).toContain('"deny"');
    expect(gemini.render(deny, stop(s)).stdout).toBe('');
    expect(gemini.render(deny, stop(s)).stdout).toContain('"deny"');
    expect(gemini.render({ verb: 'allow' }, stop(s)).exit).toBe(0);
    expect(gemini.render(deny, stop(s)).stdout).toContain('"deny"');
  });
  it('stays silent when the payload says the stop follows a block', () => {
    expect(gemini.render(deny, stop(`refire-active-${process.pid}`, true)).stdout).toBe('');
  });
});
