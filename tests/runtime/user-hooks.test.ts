import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CompiledHook, CompiledRule, RuntimePolicy } from '../../compiler/contract/rules.js';
import { decide } from '../../compiler/runtime/dispatch.js';
import { HOOK_REASON_CAP } from '../../compiler/runtime/user-hooks.js';
import { adapter as claudeCode } from '../../vendors/claude_code/runtime.js';

const CC = { session_id: 's', transcript_path: '/t.jsonl', cwd: '/r', permission_mode: 'default' };
const bash = { ...CC, hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'npm test' }, tool_use_id: 'u' };
const hook = (run: string, over: Partial<CompiledHook> = {}): CompiledHook => ({ id: 'h', on: 'pre_tool', tools: [], run, timeout: 10, ...over });
const policy = (hooks: CompiledHook[], rules: CompiledRule[] = []): RuntimePolicy => ({ rules, hooks });
const deny = (reason: string): string => JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: reason } });
const tmp = mkdtempSync(join(tmpdir(), 'seam-hooks-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function run(p: RuntimePolicy, payload: unknown = bash): { stdout: string; exit: number; logs: string[] } {
  const logs: string[] = [];
  const { reply } = decide(claudeCode, p, payload, { log: (m) => logs.push(m) });
  return { ...reply, logs };
}

describe('user pass-through hooks', () => {
  it('exit 2 refuses with the trimmed stderr as the reason; stdout goes to our log only', () => {
    const r = run(policy([hook('echo to-stdout; echo "  not today  " >&2; exit 2')]));
    expect(r.stdout).toBe(deny('not today'));
    expect(r.logs).toContain('to-stdout');
  });

  it('exit 2 with empty stderr gets a reason naming the hook', () => {
    expect(run(policy([hook('exit 2', { id: 'fmt' })])).stdout).toBe(deny('refused by hook fmt'));
  });

  it('other non-zero exits are reported and ignored', () => {
    const r = run(policy([hook('echo oops >&2; exit 1')]));
    expect(r.stdout).toBe('');
    expect(r.logs).toEqual(['oops', 'seamc: hook h exited 1; ignored']);
  });

  it('environment: only the variables present, stale SEAM_* from the parent dropped', () => {
    process.env['SEAM_PATH'] = 'stale';
    try {
      const r = run(policy([hook('echo "$SEAM_AGENT|$SEAM_EVENT|$SEAM_TOOL|$SEAM_TOOL_CLASS|$SEAM_COMMAND|${SEAM_PATH-unset}|$SEAM_CWD" >&2; exit 2')]));
      expect(r.stdout).toBe(deny('claude_code|pre_tool|Bash|shell|npm test|unset|/r'));
    } finally {
      delete process.env['SEAM_PATH'];
    }
  });

  it('stdin carries the normalized event, raw payload included', () => {
    const r = run(policy([hook('cat >&2; exit 2')]));
    const reason = JSON.parse(r.stdout).hookSpecificOutput.permissionDecisionReason as string;
    expect(JSON.parse(reason)).toEqual({
      agent: 'claude_code',
      event: 'pre_tool',
      wire: 'PreToolUse',
      raw: bash,
      tool: 'Bash',
      toolClass: 'shell',
      toolInput: { command: 'npm test' },
      command: 'npm test',
      sessionId: 's',
      toolUseId: 'u',
      cwd: '/r',
    });
  });

  it('a long stderr reason is capped', () => {
    const r = run(policy([hook(`node -e "process.stderr.write('x'.repeat(3000))"; exit 2`)]));
    const reason = JSON.parse(r.stdout).hookSpecificOutput.permissionDecisionReason as string;
    expect(reason).toBe(`${'x'.repeat(HOOK_REASON_CAP)}…`);
  });

  it('spawns nothing when no hook applies (event or tool class)', () => {
    const marker = join(tmp, 'spawned');
    run(policy([hook(`touch "${marker}"`, { tools: ['write'] }), hook(`touch "${marker}"`, { on: 'post_tool' })]));
    expect(existsSync(marker)).toBe(false);
    run(policy([hook(`touch "${marker}"`, { tools: ['shell'] })]));
    expect(existsSync(marker)).toBe(true);
  });

  it('a refusing hook beats a milder rule; a rule deny keeps its own reason', () => {
    const esc: CompiledRule = { id: 'e', on: 'pre_tool', tools: [], kinds: ['call'], match: {}, decision: 'escalate', message: 'ask', intent: 'hygiene' };
    expect(run(policy([hook('echo hook says no >&2; exit 2')], [esc])).stdout).toBe(deny('hook says no'));
    const d: CompiledRule = { ...esc, decision: 'deny', message: 'rule says no' };
    expect(run(policy([hook('echo hook says no >&2; exit 2')], [d])).stdout).toBe(deny('rule says no'));
  });

  it('a refusal stands when the hook exits without reading the event (EPIPE on a large stdin)', () => {
    const big = { ...bash, tool_input: { command: 'npm test', pad: 'x'.repeat(4 * 1024 * 1024) } };
    for (let i = 0; i < 3; i++) expect(run(policy([hook('echo no reading >&2; exit 2')]), big).stdout).toBe(deny('no reading'));
  });

  it('a hook that outlives its timeout is killed and ignored', () => {
    const r = run(policy([hook('sleep 5; exit 2', { timeout: 1 })]));
    expect(r.stdout).toBe('');
    expect(r.logs.some((l) => l.startsWith('seamc: hook h did not finish'))).toBe(true);
  });

  it('at an observation-only event a refusal renders as the vendor renders any deny there (silence for Claude Code)', () => {
    const post = { ...bash, hook_event_name: 'PostToolUse', tool_response: { stdout: 'ok' } };
    expect(run(policy([hook('exit 2', { on: 'post_tool' })]), post).stdout).toBe('');
  });
});
