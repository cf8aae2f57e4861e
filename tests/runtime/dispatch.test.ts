import { describe, expect, it } from 'vitest';
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import type { Decision } from '../../compiler/contract/decisions.js';
import type { CompiledRule, RuntimePolicy } from '../../compiler/contract/rules.js';
import { decide, dispatch } from '../../compiler/runtime/dispatch.js';
import { adapter as claudeCode } from '../../vendors/claude_code/runtime.js';
import { adapter as cursor } from '../../vendors/cursor/runtime.js';
import { withKinds } from '../rule-helpers.js';

const CC = { session_id: 's', transcript_path: '/t.jsonl', cwd: '/r', permission_mode: 'default' };
const ccBash = (command: string): Record<string, unknown> => ({ ...CC, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command }, tool_use_id: 'u' });
const rule = (over: Partial<CompiledRule> & Pick<CompiledRule, 'id'>): CompiledRule => withKinds({ on: 'pre_tool', tools: [], match: {}, decision: 'deny', intent: 'security', ...over });
const policy = (...rules: CompiledRule[]): RuntimePolicy => ({ rules, hooks: [] });
const quiet = { log: (): void => {} };
const DENY_ALL = policy(rule({ id: 'all', message: 'no' }));
const CC_DENY_NO = JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'no' } });

/** a rule whose evaluation throws an error whose message holds a secret */
const throwing = (on: CompiledRule['on'] = 'pre_tool'): CompiledRule => {
  const r = rule({ id: 'boom', on });
  Object.defineProperty(r, 'match', {
    get() {
      throw new RangeError('AKIA-secret in /path/.env');
    },
  });
  return r;
};

describe('dispatch: the edges (hooks.md §1.4)', () => {
  it('not JSON, not an object, or empty input: refused while a security rule is in force, said on stderr either way', () => {
    for (const input of ['nope', '', '[1,2]', '42', 'null', '"PreToolUse"', '{"a":1}{"b":2}']) {
      const logs: string[] = [];
      expect(dispatch(claudeCode, DENY_ALL, Buffer.from(input), { log: (m) => logs.push(m) }).reply).toEqual({ stdout: '', exit: 2 });
      expect(logs.join('\n')).toMatch(/cannot read this payload .*refused because security rule/);
      const hygiene = policy(rule({ id: 'h', intent: 'hygiene' }));
      const quietLogs: string[] = [];
      expect(dispatch(claudeCode, hygiene, Buffer.from(input), { log: (m) => quietLogs.push(m) }).reply).toEqual({ stdout: '', exit: 0 });
      expect(quietLogs.join('\n')).toMatch(/cannot read this payload .*no verdict/);
    }
  });

  it('decodes UTF-8 itself and drops a BOM', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(ccBash('ls')), 'utf8')]);
    expect(dispatch(claudeCode, DENY_ALL, bytes, quiet).reply).toEqual({ stdout: CC_DENY_NO, exit: 0 });
  });

  it('a non-ASCII reason survives as UTF-8', () => {
    const p = policy(rule({ id: 'u', message: 'interdit — 禁止' }));
    const { reply } = dispatch(claudeCode, p, Buffer.from(JSON.stringify(ccBash('ls'))), quiet);
    expect(JSON.parse(reply.stdout).hookSpecificOutput.permissionDecisionReason).toBe('interdit — 禁止');
  });

  it("another client's payload (positive evidence): silence, no event, said on stderr", () => {
    const logs: string[] = [];
    const r = decide(claudeCode, DENY_ALL, { ...ccBash('ls'), cursor_version: '3.2' }, { log: (m) => logs.push(m) });
    expect(r).toEqual({ reply: { stdout: '', exit: 0 } });
    expect(logs).toEqual(["seamc: this payload is Cursor, not claude_code's; claude_code's runtime gives no verdict"]);
    expect(decide(cursor, DENY_ALL, { hookEventName: 'PreToolUse', toolName: 'Bash' }, quiet)).toEqual({ reply: { stdout: '', exit: 0 } });
  });

  it('unknown event: silence, event returned, policy not evaluated', () => {
    const r = decide(claudeCode, policy(throwing()), { ...CC, hook_event_name: 'Notification', message: 'hi' }, quiet);
    expect(r.reply).toEqual({ stdout: '', exit: 0 });
    expect(r.event?.event).toBe('unknown');
    expect(r.decision).toBeUndefined();
  });

  it('evaluation throws: deny in the vendor dialect naming only the error class', () => {
    const logs: string[] = [];
    const cc = decide(claudeCode, policy(throwing()), ccBash('ls'), { log: (m) => logs.push(m) });
    const reason = 'seamc could not evaluate its policy (RangeError); refused to be safe';
    expect(cc.reply).toEqual({ stdout: JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: reason } }), exit: 0 });
    expect(cc.reply.stdout).not.toContain('AKIA');
    expect(logs.join('\n')).toContain('RangeError');
    const cu = decide(cursor, policy(rule({ id: 'bad', match: { command: '(unclosed' } })), {
      conversation_id: 'c',
      hook_event_name: 'beforeShellExecution',
      command: 'ls',
      cwd: '/r',
    }, quiet);
    const r2 = 'seamc could not evaluate its policy (SyntaxError); refused to be safe';
    expect(cu.reply).toEqual({ stdout: JSON.stringify({ permission: 'deny', user_message: r2, agent_message: r2 }), exit: 0 });
  });

  it('evaluation throws at a prompt gate: the prompt dialect', () => {
    const r = decide(claudeCode, policy(throwing('prompt_submit')), { ...CC, hook_event_name: 'UserPromptSubmit', prompt: 'p' }, quiet);
    expect(r.reply.stdout).toBe(JSON.stringify({ decision: 'block', reason: 'seamc could not evaluate its policy (RangeError); refused to be safe' }));
  });

  const broken = (part: 'parse' | 'render'): RuntimeAdapter => ({
    ...claudeCode,
    parse: part === 'parse' ? () => { throw new TypeError('adapter bug'); } : claudeCode.parse,
    render: part === 'render' ? () => { throw new TypeError('adapter bug'); } : claudeCode.render,
  });

  it('the adapter fails after decoding: exit 2, nothing on stdout, message on stderr', () => {
    for (const part of ['parse', 'render'] as const) {
      const logs: string[] = [];
      const r = dispatch(broken(part), DENY_ALL, Buffer.from(JSON.stringify(ccBash('ls'))), { log: (m) => logs.push(m) });
      expect(r.reply).toEqual({ stdout: '', exit: 2 });
      expect(logs.join('\n')).toContain('adapter bug');
    }
  });

  it('a render that returns a malformed reply is a fault too', () => {
    const bad: RuntimeAdapter = { ...claudeCode, render: () => ({ stdout: 5 as unknown as string, exit: 0 }) };
    expect(decide(bad, DENY_ALL, ccBash('ls'), quiet).reply).toEqual({ stdout: '', exit: 2 });
  });
});

describe('dispatch: stage-1 degradation (hooks.md §1.5)', () => {
  const seen: Decision[] = [];
  const spy = (canTransform: boolean, canVouch: boolean): RuntimeAdapter => ({
    ...claudeCode,
    canTransform: () => canTransform,
    canVouch: () => canVouch,
    render: (d) => {
      seen.push(d);
      return { stdout: '', exit: 0 };
    },
  });
  const last = (): Decision | undefined => seen[seen.length - 1];

  it('transform where the cell cannot transform -> escalate, reason kept, degradedFrom', () => {
    decide(spy(false, true), policy(rule({ id: 't', decision: 'transform', update: { command: 'x' }, message: 'm' })), ccBash('ls'), quiet);
    expect(last()).toEqual({ verb: 'escalate', reason: 'm', degradedFrom: 'transform', ruleId: 't' });
  });

  it('transform stays a transform where the cell can', () => {
    decide(spy(true, true), policy(rule({ id: 't', decision: 'transform', update: { command: 'x' }, message: 'm' })), ccBash('ls'), quiet);
    expect(last()).toEqual({ verb: 'transform', reason: 'm', updatedInput: { command: 'x' }, ruleId: 't' });
  });

  it('vouch where it cannot skip confirmation -> allow', () => {
    decide(spy(true, false), policy(rule({ id: 'v', decision: 'vouch', message: 'ok' })), ccBash('ls'), quiet);
    expect(last()).toEqual({ verb: 'allow', reason: 'ok', degradedFrom: 'vouch', ruleId: 'v' });
  });

  it('warn -> allow with a note on stderr', () => {
    const logs: string[] = [];
    decide(spy(true, true), policy(rule({ id: 'w', decision: 'warn', message: 'careful' })), ccBash('ls'), { log: (m) => logs.push(m) });
    expect(last()).toEqual({ verb: 'allow', reason: 'careful', degradedFrom: 'warn', ruleId: 'w' });
    expect(logs).toEqual(['seamc: warning (w): careful']);
  });

  it('Claude Code: transform at UserPromptSubmit is refused with the cannot-rewrite note', () => {
    const r = decide(claudeCode, policy(rule({ id: 't', on: 'prompt_submit', decision: 'transform', message: 'm' })), { ...CC, hook_event_name: 'UserPromptSubmit', prompt: 'p' }, quiet);
    expect(r.reply.stdout).toBe(JSON.stringify({ decision: 'block', reason: 'm (Claude Code cannot rewrite the input at UserPromptSubmit, so it is refused)' }));
    expect(r.decision).toEqual({ verb: 'escalate', reason: 'm', degradedFrom: 'transform', ruleId: 't' });
  });
});
