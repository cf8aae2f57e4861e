/**
 * Qwen Code, live (docs/live-suite.md, `seamc test --live`): `qwen -p <prompt> --yolo --output-format stream-json`
 * against the fake Anthropic Messages API (Qwen's `anthropic` protocol: a modelProviders entry in the user settings
 * whose baseUrl is the fake model), in a scratch project trusted through ~/.qwen/trustedFolders.json with folder
 * trust turned on (project settings, hooks, commands, subagents and skills then load as in a folder the user trusted).
 * 0.24.4 declares Node >= 22 but runs the sessions the suite needs on Node 20 (seen in the live suite).
 */
import type { LiveDriver, LiveRun } from '../../compiler/backend/types-live.js';
import { inRepo, UNJUDGED } from '../_shared/live.js';
import { qwenCodeRecord } from './runtime-data.js';

const MODEL = 'claude-fake';

/** User settings (the fake model as an Anthropic provider, no telemetry or updates) and folder trust. */
function userConfig(r: LiveRun): { path: string; text: string }[] {
  const settings = {
    modelProviders: { anthropic: [{ id: MODEL, name: MODEL, baseUrl: r.url, envKey: 'ANTHROPIC_API_KEY' }] },
    security: { auth: { selectedType: 'anthropic' }, folderTrust: { enabled: true } },
    model: { name: MODEL },
    general: { disableAutoUpdate: true },
    privacy: { usageStatisticsEnabled: false },
    telemetry: { enabled: false },
  };
  return [
    { path: `${r.home}/.qwen/settings.json`, text: JSON.stringify(settings, null, 2) + '\n' },
    { path: `${r.home}/.qwen/trustedFolders.json`, text: JSON.stringify({ [r.repo]: 'TRUST_FOLDER' }, null, 2) + '\n' },
  ];
}

export const live: LiveDriver = {
  agent: 'qwen_code',
  client: { id: 'qwen', displayName: 'Qwen Code', pkg: '@qwen-code/qwen-code', version: '0.24.4', bin: 'qwen' },
  timeoutMs: 90_000,
  args: (r) => ['-p', r.prompt, '--yolo', '--output-format', 'stream-json'],
  env: () => ({ ANTHROPIC_API_KEY: 'dummy', QWEN_CODE_SUPPRESS_YOLO_WARNING: '1' }),
  files: userConfig,
  tools: {
    shell: (command) => ({ name: 'run_shell_command', input: { command, description: 'seamc live' } }),
    write: (repo, rel, content) => ({ name: 'write_file', input: { file_path: inRepo(repo, rel), content } }),
    edit: (repo, rel, old, neu) => [{ name: 'edit', input: { file_path: inRepo(repo, rel), old_string: old, new_string: neu } }],
    read: (repo, rel) => ({ name: 'read_file', input: { file_path: inRepo(repo, rel) } }),
    // 0.24.4 defers MCP tools: the model calls them through tool_call; the hook still sees mcp__<server>__<tool>
    mcp: (server, tool, args) => ({ name: 'tool_call', input: { name: `mcp__${server}__${tool}`, arguments: { ...args } } }),
    // 0.24.4 offers web_fetch only through its tool_search tool (absent from the request's tools), so the fake model
    // cannot call it by name
    web: () => ({ na: 'Qwen Code 0.24.4 defers web_fetch behind tool_search: the model is not offered it by name' }),
    subagent: (task) => ({ name: 'agent', input: { description: 'live subagent', prompt: task, subagent_type: 'general-purpose', run_in_background: false } }),
  },
  refusal: /blocked by (?:a )?(?:pretooluse )?hook|hook (?:denied|blocked)|denied by|permission denied/i,
  // Qwen's hooks page: an ask where nobody can answer (headless -p) falls back to deny
  escalate: 'refused',
  crash: 'open',
  // the hooks page documents updatedInput, but 0.24.4 ignores it at PreToolUse (facts.ts hooks.pre-tool-no-rewrite)
  rewrite: false,
  toolAudit: {
    judged: Object.keys(qwenCodeRecord.tools),
    mcpPrefixes: ['mcp__'],
    unjudged: {
      agent: UNJUDGED.subagent,
      skill: UNJUDGED.skill,
      list_agents: UNJUDGED.manage,
      get_goal: UNJUDGED.goal,
      update_goal: UNJUDGED.goal,
      tool_search: UNJUDGED.search,
      tool_call: 'calls a deferred tool (MCP tools, web_fetch); the hook sees the called tool\'s own id (live settings-deny-mcp)',
    },
  },
  setup: [
    'qwen -p <prompt> --yolo --output-format stream-json, the fake model an anthropic provider in ~/.qwen/settings.json',
    'folder trust on (security.folderTrust.enabled) and the project trusted in ~/.qwen/trustedFolders.json, as a user does once',
  ],
};
