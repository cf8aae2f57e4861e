/** The generated hook command, taken from the generated config, run the way the agent runs it. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { scratch, seamc } from './cli-helpers.js';

let out = '';
beforeAll(() => {
  out = scratch();
  expect(seamc(['build', 'specs/example.seam.yaml', '--out', out]).status).toBe(0);
});

/** Run a hook command line through the shell, as the agents do, from `cwd` with `env`. */
function runHook(command: string, payload: unknown, cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync('/bin/sh', ['-c', command], { cwd, input: JSON.stringify(payload), encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('Claude Code: command from .claude/settings.json', () => {
  const command = () => {
    const settings = JSON.parse(readFileSync(join(out, '.claude/settings.json'), 'utf8'));
    return settings.hooks.PreToolUse[0].hooks[0].command as string;
  };
  const payload = (cmd: string) => ({
    session_id: 's-1', transcript_path: '/tmp/t.jsonl', cwd: out, permission_mode: 'default', hook_event_name: 'PreToolUse',
    tool_name: 'Bash', tool_input: { command: cmd, description: 'x' }, tool_use_id: 'toolu_1',
  });

  it('denies a force-push from a subfolder cwd, in Claude Code\'s PreToolUse dialect', () => {
    const r = runHook(command(), payload('git push --force origin main'), join(out, '.claude'), { CLAUDE_PROJECT_DIR: out });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'Force-push is blocked here; open a pull request instead.' },
    });
  });

  it('allows an unrelated command silently', () => {
    const r = runHook(command(), payload('git status'), out, { CLAUDE_PROJECT_DIR: out });
    expect(r).toMatchObject({ status: 0, stdout: '' });
  });
});

describe('Cursor: command from .cursor/hooks.json', () => {
  const command = (event: string) => JSON.parse(readFileSync(join(out, '.cursor/hooks.json'), 'utf8')).hooks[event][0].command as string;
  const base = { conversation_id: 'c-1', generation_id: 'g-1', model: 'default', cursor_version: '3.21.18', workspace_roots: [out] };

  it('denies a force-push at beforeShellExecution in Cursor\'s permission dialect', () => {
    const r = runHook(command('beforeShellExecution'), { ...base, hook_event_name: 'beforeShellExecution', command: 'git push -f origin main', cwd: out }, out);
    expect(r.status).toBe(0);
    const reason = 'Force-push is blocked here; open a pull request instead.';
    expect(JSON.parse(r.stdout)).toEqual({ permission: 'deny', user_message: reason, agent_message: reason });
  });

  it('speaks allow for an unrelated command, and asks for npm publish', () => {
    const ok = runHook(command('beforeShellExecution'), { ...base, hook_event_name: 'beforeShellExecution', command: 'ls -la', cwd: out }, out);
    expect(JSON.parse(ok.stdout)).toEqual({ permission: 'allow' });
    const ask = runHook(command('beforeShellExecution'), { ...base, hook_event_name: 'beforeShellExecution', command: 'npm publish', cwd: out }, out);
    expect(JSON.parse(ask.stdout)).toMatchObject({ permission: 'ask' });
  });

  it('denies writing an AWS key at preToolUse', () => {
    const p = { ...base, hook_event_name: 'preToolUse', tool_name: 'Write', tool_input: { file_path: join(out, 'src/a.ts'), content: 'k = "AKIAABCDEFGHIJKLMNOP"' }, cwd: out };
    expect(JSON.parse(runHook(command('preToolUse'), p, out).stdout)).toMatchObject({ permission: 'deny' });
  });
});
