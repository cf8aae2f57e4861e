/**
 * GitHub Copilot CLI, live (docs/live-suite.md, `seamc test --live`): `copilot -p <prompt> --allow-all-tools` with its
 * Anthropic-style provider pointed at the fake model. Repo hooks load in -p mode only in a trusted folder
 * (verified/copilot.md T1-T7), so the scratch HOME lists the project in ~/.copilot/config.json.
 */
import type { LiveDriver, ScriptedCall } from '../../compiler/backend/types-live.js';
import { inRepo, UNJUDGED } from '../_shared/live.js';
import { COPILOT_TOOLS } from './runtime-data.js';

export const live: LiveDriver = {
  agent: 'vscode_copilot',
  client: { id: 'copilot', displayName: 'GitHub Copilot CLI', pkg: '@github/copilot', version: '1.0.102', bin: 'copilot' },
  timeoutMs: 150_000,
  args: (r) => ['-p', r.prompt, '--allow-all-tools', '--no-auto-update'],
  env: (r) => ({ COPILOT_PROVIDER_BASE_URL: r.url, COPILOT_PROVIDER_TYPE: 'anthropic', COPILOT_PROVIDER_API_KEY: 'dummy', COPILOT_MODEL: 'claude-sonnet-4' }),
  files: (r) => [{ path: `${r.home}/.copilot/config.json`, text: JSON.stringify({ trustedFolders: [r.repo] }, null, 2) + '\n' }],
  tools: {
    shell: (command): ScriptedCall => ({ name: 'bash', input: { command, description: 'seamc live' } }),
    write: (repo, rel, content) => ({ name: 'create', input: { path: inRepo(repo, rel), file_text: content } }),
    edit: (repo, rel, old, neu) => [{ name: 'edit', input: { path: inRepo(repo, rel), old_str: old, new_str: neu } }],
    read: (repo, rel) => ({ name: 'view', input: { path: inRepo(repo, rel) } }),
    // workspace MCP tools reach the model as <server>-<tool> (seen in the live suite's requests)
    mcp: (server, tool, args) => ({ name: `${server}-${tool}`, input: { ...args } }),
    web: (url) => ({ name: 'web_fetch', input: { url } }),
    subagent: (task) => ({ name: 'task', input: { description: 'live subagent', prompt: task, agent_type: 'general-purpose', name: 'live-subagent' } }),
  },
  // `Denied by preToolUse hook: <reason>`; an ask in -p: `Denied by preToolUse hook (unable to ask user for confirmation)`
  refusal: /denied by pretooluse hook/i,
  // a hook's ask becomes "Denied by preToolUse hook (unable to ask user for confirmation)" in -p (verified/copilot.md P6)
  escalate: 'refused',
  crash: 'closed',
  rewrite: true,
  toolAudit: {
    judged: Object.keys(COPILOT_TOOLS),
    mcpPrefixes: ['live-'], // <server>-<tool>: the live spec's one server
    unjudged: {
      task: UNJUDGED.subagent,
      skill: UNJUDGED.skill,
      read_bash: 'reads the output of a shell that bash started (judged then); this client offers no write_bash to type into one',
      stop_bash: UNJUDGED.manage,
      list_bash: UNJUDGED.manage,
      read_agent: UNJUDGED.manage,
      list_agents: UNJUDGED.manage,
      write_agent: 'sends a message to a background agent, whose calls meet the hooks',
      fetch_copilot_cli_documentation: "reads Copilot CLI's own documentation",
      semantic_code_search: 'searches the code index of the repository (no file named)',
      sql: "queries the session's own SQLite store of to-dos; the client refuses ATTACH and VACUUM INTO, the two ways SQL writes a file elsewhere (hand-run, 1.0.102: \"Blocked SQL statement\")",
      session_store_sql: "queries Copilot's store of past sessions",
    },
  },
  setup: ['copilot -p <prompt> --allow-all-tools --no-auto-update, its Anthropic-style provider pointed at the fake model', 'the project trusted in ~/.copilot/config.json (repo hooks load in -p mode only in a trusted folder)'],
};
