/**
 * Gemini CLI, live (docs/live-suite.md, `seamc test --live`): `gemini -p <prompt> --approval-mode yolo` against the
 * fake Gemini API, in a scratch project trusted through ~/.gemini/trustedFolders.json (project settings, and so
 * seamc's hooks, load only in a trusted folder: verified/gemini_cli.md Q1), with API-key auth in user settings.
 */
import type { LiveDriver, LiveRun, ScriptedCall } from '../../compiler/backend/types-live.js';
import { inRepo, UNJUDGED } from '../_shared/live.js';
import { geminiCliRecord } from './runtime-data.js';

/** User settings and folder trust in the scratch HOME; API-key auth, no update checks, no telemetry. */
function userConfig(r: LiveRun): { path: string; text: string }[] {
  const settings = {
    security: { auth: { selectedType: 'gemini-api-key' } },
    general: { disableAutoUpdate: true, disableUpdateNag: true },
    privacy: { usageStatisticsEnabled: false },
    telemetry: { enabled: false },
  };
  return [
    { path: `${r.home}/.gemini/settings.json`, text: JSON.stringify(settings, null, 2) + '\n' },
    { path: `${r.home}/.gemini/trustedFolders.json`, text: JSON.stringify({ [r.repo]: 'TRUST_FOLDER' }, null, 2) + '\n' },
  ];
}

export const live: LiveDriver = {
  agent: 'gemini_cli',
  client: { id: 'gemini', displayName: 'Gemini CLI', pkg: '@google/gemini-cli', version: '0.61.0', bin: 'gemini' },
  timeoutMs: 120_000,
  args: (r) => ['-p', r.prompt, '--approval-mode', 'yolo'],
  env: (r) => ({ GEMINI_API_KEY: 'dummy', GOOGLE_GEMINI_BASE_URL: r.url, GEMINI_CLI_NO_RELAUNCH: 'true' }),
  files: userConfig,
  tools: {
    shell: (command): ScriptedCall => ({ name: 'run_shell_command', input: { command, description: 'seamc live' } }),
    write: (_repo, rel, content) => ({ name: 'write_file', input: { file_path: rel, content } }),
    edit: (_repo, rel, old, neu) => [{ name: 'replace', input: { file_path: rel, instruction: 'seamc live edit', old_string: old, new_string: neu } }],
    read: (repo, rel) => ({ name: 'read_file', input: { file_path: inRepo(repo, rel) } }),
    // project MCP tools reach the model as mcp_<server>_<tool> (seen in the live suite's requests)
    mcp: (server, tool, args) => ({ name: `mcp_${server}_${tool}`, input: { ...args } }),
    web: (url) => ({ name: 'web_fetch', input: { prompt: `Summarise ${url}` } }),
    subagent: (task) => ({ name: 'invoke_agent', input: { agent_name: 'generalist', prompt: task } }),
  },
  // `Tool execution blocked: <reason>` for a hook's deny, `Agent execution blocked: <reason>` for a prompt; 0.61.0 also
  // refuses to read .env files itself, with `Path not in workspace` (seen in `seamc test --live` runs)
  refusal: /tool execution blocked|agent execution blocked|blocked by (?:a )?hook|denied by policy|path not in workspace/i,
  // a hook's ask forces a confirmation even in yolo mode, and -p has nobody to answer (verified/gemini_cli.md Q2)
  escalate: 'held',
  crash: 'open',
  rewrite: true,
  toolAudit: {
    judged: Object.keys(geminiCliRecord.tools),
    mcpPrefixes: ['mcp_'],
    unjudged: {
      invoke_agent: UNJUDGED.subagent,
      activate_skill: UNJUDGED.skill,
      update_topic: "sets the session's topic line",
      enter_plan_mode: 'switches the session to planning (read-only tools)',
      list_background_processes: 'lists the commands run_shell_command started in the background, which the hooks judged',
      read_background_output: 'reads the output of a background command the hooks judged; it sends no input',
    },
  },
  setup: ['gemini -p <prompt> --approval-mode yolo', 'the project trusted in ~/.gemini/trustedFolders.json (project settings and hooks load only in a trusted folder)'],
};
