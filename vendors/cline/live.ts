/**
 * Cline, live (docs/live-suite.md, `seamc test --live`): the Cline CLI 3.0.65 (`cline --json <prompt>`, act mode with
 * auto-approve) against the fake model's OpenAI Chat Completions API, as the `openai-compatible` provider in the scratch
 * HOME's ~/.cline/data/settings/providers.json (what `cline auth -p openai -b <url>` writes: the CLI takes a base URL
 * for OpenAI-compatible providers only). The CLI runs the project's `.clinerules/hooks/<Event>` files under its own
 * event names (tool_call, tool_result, ...) and has its own tools: run_commands, read_files, apply_patch,
 * fetch_web_content. A `{"cancel": true}` reply ends the whole run.
 */
import type { LiveDriver, LiveRun } from '../../compiler/backend/types-live.js';
import { inRepo, UNJUDGED } from '../_shared/live.js';
import { clineRecord } from './runtime-data.js';

/** The Cline CLI's agent-team tools (3.0.65) */
const TEAM_TOOLS = ['team_spawn_teammate', 'team_shutdown_teammate', 'team_status', 'team_task', 'team_run_task', 'team_cancel_run', 'team_list_runs', 'team_await_runs', 'team_send_message', 'team_broadcast', 'team_read_mailbox', 'team_mission_log', 'team_cleanup', 'team_create_outcome', 'team_attach_outcome_fragment', 'team_review_outcome_fragment', 'team_finalize_outcome', 'team_list_outcomes'];
const TEAM = "runs or coordinates a team of agents; a teammate's own calls meet the same hooks (live deny-shell-in-teammate)";

function userConfig(r: LiveRun): { path: string; text: string }[] {
  const settings = { provider: 'openai-compatible', apiKey: 'dummy', model: 'gpt-fake', baseUrl: `${r.url}/v1` };
  const providers = { version: 1, lastUsedProvider: 'openai-compatible', modes: {}, providers: { 'openai-compatible': { settings, updatedAt: '2026-12-05T00:00:00.000Z', tokenSource: 'manual' } } };
  return [{ path: `${r.home}/.cline/data/settings/providers.json`, text: JSON.stringify(providers, null, 2) + '\n' }];
}

/** An apply_patch envelope (the CLI has no whole-file write tool): `body` is its file sections. */
const patch = (body: string): { name: string; input: Record<string, unknown> } => ({ name: 'apply_patch', input: { input: `*** Begin Patch\n${body}*** End Patch\n` } });
const plus = (text: string): string => text.replace(/\n$/, '').split('\n').map((l) => `+${l}\n`).join('');

export const live: LiveDriver = {
  agent: 'cline',
  client: { id: 'cline', displayName: 'Cline CLI', pkg: 'cline', version: '3.0.65', bin: 'cline' },
  timeoutMs: 60_000,
  // a one-word prompt is taken for an unknown subcommand
  args: (r) => ['--json', `Live suite task: ${r.prompt}`],
  env: () => ({}),
  files: userConfig,
  tools: {
    shell: (command) => ({ name: 'run_commands', input: { commands: [command] } }),
    write: (_repo, rel, content) => patch(`*** Add File: ${rel}\n${plus(content)}`),
    // the line that holds `old`, replaced whole
    edit: (_repo, rel, old, neu, before) => {
      const line = before.split('\n').find((l) => l.includes(old)) ?? old;
      return [patch(`*** Update File: ${rel}\n@@\n-${line}\n+${line.replace(old, neu)}\n`)];
    },
    read: (repo, rel) => ({ name: 'read_files', input: { files: [{ path: inRepo(repo, rel) }] } }),
    mcp: () => ({ na: 'the live suite does not configure MCP for the Cline CLI (its servers live in the user\'s cline_mcp_settings.json)' }),
    web: (url) => ({ name: 'fetch_web_content', input: { requests: [{ url, prompt: 'Summarize the page' }] } }),
    subagent: (task) => ({ name: 'spawn_agent', input: { systemPrompt: 'You are a live-suite helper. Do the task.', task } }),
  },
  // a cancel ends the run and tells the model nothing; a failed hook's reason is the CLI's own text
  refusal: /seamc: |hook .*(?:failed|blocked)|cancel/i,
  // Cline hooks cannot ask: the runtime denies (SC3103); the CLI runs the call after a hook that fails (exit 1 or 2, a
  // timeout), unlike the extension's reference; overrideInput is not adapted for rewrites
  escalate: 'degraded',
  crash: 'open',
  rewrite: false,
  blockEndsRun: true,
  toolAudit: {
    judged: Object.keys(clineRecord.tools),
    mcpPrefixes: ['mcp__'],
    unjudged: {
      spawn_agent: UNJUDGED.subagent,
      ask_question: UNJUDGED.ask,
      ...Object.fromEntries(TEAM_TOOLS.map((t) => [t, TEAM])),
    },
  },
  setup: [
    'cline --json "Live suite task: <prompt>" (act mode, auto-approve on), the fake model the openai-compatible provider in ~/.cline/data/settings/providers.json',
  ],
};
