/**
 * Claude Code, live (docs/live-suite.md, `seamc test --live`): `claude -p <prompt>` against the fake Anthropic
 * Messages API, in an untrusted scratch project (hooks and permission rules apply without trust: verified/claude_code.md).
 * Stream-json output with hook events is how it reports what each hook answered.
 */
import type { LiveDriver, LiveHookReport, LiveOutput, LiveRun, ScriptedCall } from '../../compiler/backend/types-live.js';
import { inRepo, jsonLines, jsonObject, UNJUDGED } from '../_shared/live.js';
import { claudeCodeRecord } from './runtime-data.js';

const bash = (command: string): ScriptedCall => ({ name: 'Bash', input: { command, description: 'seamc live' } });

/** The PreToolUse hook_response lines of the stream-json output. */
function preToolRuns(out: LiveOutput): Record<string, unknown>[] {
  return jsonLines(out.stdout).filter((l) => l['subtype'] === 'hook_response' && l['hook_event'] === 'PreToolUse');
}

/** How Claude Code reads a PreToolUse reply: exit 2 blocks; else hookSpecificOutput.permissionDecision. */
function reportOf(line: Record<string, unknown>): LiveHookReport {
  if (line['exit_code'] === 2) return { verb: 'deny', reason: String(line['stderr'] ?? '').trim() };
  const h = jsonObject(line['stdout'])['hookSpecificOutput'];
  const o = h !== null && typeof h === 'object' ? (h as Record<string, unknown>) : {};
  const reason = typeof o['permissionDecisionReason'] === 'string' ? { reason: o['permissionDecisionReason'] } : {};
  switch (o['permissionDecision']) {
    case 'deny':
      return { verb: 'deny', ...reason };
    case 'ask':
      return { verb: 'escalate', ...reason };
    case 'allow':
      return { verb: o['updatedInput'] !== undefined ? 'transform' : 'vouch', ...reason };
    default:
      return { verb: 'allow' };
  }
}

/**
 * What Claude Code records in ~/.claude.json once the user has accepted the folder's trust dialog and approved the
 * project's .mcp.json servers (the gate mcp-approval in facts.ts): a run with a project MCP server stands for a user
 * who has done that once.
 */
function mcpApproval(r: LiveRun): { path: string; text: string }[] {
  if (r.mcpServers.length === 0) return [];
  const projects = { [r.repo]: { hasTrustDialogAccepted: true, enabledMcpjsonServers: [...r.mcpServers] } };
  return [{ path: `${r.home}/.claude.json`, text: JSON.stringify({ projects }, null, 2) }];
}

export const live: LiveDriver = {
  agent: 'claude_code',
  // 2.1.332 is the newest Claude Code that runs on Node 20 (later releases need Node 22).
  client: { id: 'claude', displayName: 'Claude Code', pkg: '@anthropic-ai/claude-code', version: '2.1.332', bin: 'claude', postinstall: 'install.cjs' },
  timeoutMs: 90_000,
  args: (r) => {
    const extra = r.calls.map((c) => c.name).filter((n) => n.startsWith('mcp__') || n === 'WebFetch');
    const tools = [...new Set(['Bash', 'Write', 'Edit', 'Read', ...extra])];
    return ['-p', r.prompt, '--output-format', 'stream-json', '--include-hook-events', '--verbose', '--allowedTools', tools.join(',')];
  },
  env: (r) => ({
    ANTHROPIC_API_KEY: 'dummy',
    ANTHROPIC_BASE_URL: r.url,
    DISABLE_AUTOUPDATER: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_ERROR_REPORTING: '1',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    // offer MCP tools directly instead of behind ToolSearch, so the fake model can call one by name
    ENABLE_TOOL_SEARCH: 'false',
  }),
  files: mcpApproval,
  tools: {
    shell: bash,
    write: (repo, rel, content) => ({ name: 'Write', input: { file_path: inRepo(repo, rel), content } }),
    // Claude Code refuses an Edit of a file the session has not read
    edit: (repo, rel, old, neu) => [
      { name: 'Read', input: { file_path: inRepo(repo, rel) } },
      { name: 'Edit', input: { file_path: inRepo(repo, rel), old_string: old, new_string: neu } },
    ],
    read: (repo, rel) => ({ name: 'Read', input: { file_path: inRepo(repo, rel) } }),
    mcp: (server, tool, args) => ({ name: `mcp__${server}__${tool}`, input: { ...args } }),
    web: (url) => ({ name: 'WebFetch', input: { url, prompt: 'Summarise the page' } }),
    subagent: (task) => ({ name: 'Agent', input: { description: 'live subagent', prompt: task, subagent_type: 'general-purpose', run_in_background: false } }),
  },
  // a hook's deny: `PreToolUse:Bash hook error: <reason>`; a permission rule: `Permission to use Bash with command ... has been denied.`
  refusal: /\w+:\w+ hook error|has been denied/i,
  escalate: 'refused',
  crash: 'open',
  rewrite: true,
  hookRan: (out) => preToolRuns(out).length > 0 && preToolRuns(out).every((h) => h['outcome'] === 'success'),
  hookReport: (out) => preToolRuns(out).map(reportOf),
  toolAudit: {
    judged: Object.keys(claudeCodeRecord.tools),
    mcpPrefixes: ['mcp__'],
    unjudged: {
      Agent: UNJUDGED.subagent,
      Monitor: 'runs a command as a watch; Claude Code sends it to PreToolUse as Bash (live deny-shell-monitor)',
      Workflow: 'runs an orchestration script in a sandbox without require or import (hand-run, 2.1.332: "require is not defined"); its agent() calls are subagents',
      CronCreate: UNJUDGED.schedule,
      ScheduleWakeup: UNJUDGED.schedule,
      CronDelete: UNJUDGED.manage,
      CronList: UNJUDGED.manage,
      TaskStop: UNJUDGED.manage,
      ListAgents: UNJUDGED.manage,
      SendMessage: 'sends a message to a running agent, whose calls meet the hooks',
      EnterWorktree: 'moves the session into a git worktree of the repository; the calls made there meet the hooks',
      ExitWorktree: 'leaves a git worktree the session entered',
      ReportFindings: "hands a review's findings to the session",
      Skill: UNJUDGED.skill,
    },
  },
  setup: [
    'claude -p <prompt> --output-format stream-json --include-hook-events --allowedTools Bash,Write,Edit,Read (+ the MCP or web tool a case calls)',
    'project not trusted (hooks and permission rules apply without trust); a project MCP server is approved in ~/.claude.json as a user does once',
  ],
};
