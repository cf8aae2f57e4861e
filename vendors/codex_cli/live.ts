/**
 * Codex CLI, live (docs/live-suite.md, `seamc test --live`): `codex exec` for whole sessions against the fake OpenAI
 * Responses API; a user config.toml names it as the model provider and trusts the scratch project. Codex runs
 * project hooks only once a user has reviewed each one (SC3109, verified/codex_cli.md H1-H5): the runs pass
 * --dangerously-bypass-hook-trust so the hooks' behaviour itself can be checked, and say so.
 */
import type { LiveDriver, LiveRun, ScriptedCall } from '../../compiler/backend/types-live.js';
import { UNJUDGED } from '../_shared/live.js';
import { codexCliRecord } from './runtime-data.js';

/** a model in Codex's bundled catalogue, so that it offers apply_patch (an unknown slug gets no patch tool) */
const MODEL = 'gpt-5.5';

function userConfig(r: LiveRun): { path: string; text: string }[] {
  const toml = [
    `model = "${MODEL}"`,
    'model_provider = "live"',
    'approval_policy = "never"',
    'sandbox_mode = "workspace-write"',
    '',
    // workspace-write makes /tmp writable and then creates an empty /tmp/.git to shield it (seen in 0.171.0), which
    // turns all of /tmp into a "repository" for whatever runs there next; the suite keeps Codex out of /tmp
    '[sandbox_workspace_write]',
    'exclude_slash_tmp = true',
    'exclude_tmpdir_env_var = true',
    '',
    '[model_providers.live]',
    'name = "live"',
    `base_url = "${r.url}/v1"`,
    'wire_api = "responses"',
    'env_key = "LIVE_API_KEY"',
    '',
    `[projects."${r.repo}"]`,
    'trust_level = "trusted"',
    '',
  ];
  return [{ path: `${r.home}/.codex/config.toml`, text: toml.join('\n') }];
}

const patch = (body: string): ScriptedCall => ({ name: 'apply_patch', input: {}, raw: `*** Begin Patch\n${body}*** End Patch\n` });
const lines = (text: string): string[] => text.replace(/\n$/, '').split('\n');

export const live: LiveDriver = {
  agent: 'codex_cli',
  client: { id: 'codex', displayName: 'Codex CLI', pkg: '@openai/codex', version: '0.171.0', bin: 'codex' },
  timeoutMs: 90_000,
  args: (r) => ['exec', '--dangerously-bypass-hook-trust', r.prompt],
  env: (r) => ({ LIVE_API_KEY: 'dummy', CODEX_HOME: `${r.home}/.codex` }),
  files: userConfig,
  tools: {
    shell: (cmd) => ({ name: 'exec_command', input: { cmd } }),
    write: (_repo, rel, content) => patch(`*** Add File: ${rel}\n${lines(content).map((l) => `+${l}`).join('\n')}\n`),
    edit: (_repo, rel, old, neu, before) => [patch(`*** Update File: ${rel}\n@@\n${lines(before).map((l) => `-${l}`).join('\n')}\n${lines(before.replace(old, neu)).map((l) => `+${l}`).join('\n')}\n`)],
    read: () => ({ na: 'Codex has no file-read tool: it reads files through shell commands' }),
    mcp: () => ({ na: 'Codex offers MCP tools to the model inside one namespace tool, which the fake model does not call (docs/live-suite.md)' }),
    web: () => ({ na: "Codex's web search is a hosted tool of the model provider: no local tool call for a hook to see" }),
    subagent: () => ({ na: 'Codex CLI 0.171.0 offers the model no subagent tool by default (exec_command, apply_patch, view_image, goals)' }),
  },
  // a hook deny: `Command blocked by PreToolUse hook: <reason>` (a blocked prompt: only `hook: UserPromptSubmit Blocked` on
  // stderr); its execpolicy rules: `rejected: <rule>: blocked by project policy`
  refusal: /blocked by (?:the )?pretooluse hook|hook: \w+ blocked|blocked by project policy/i,
  escalate: 'degraded',
  crash: 'open',
  rewrite: false,
  hookRan: (out) => /hook: PreToolUse/.test(out.stderr),
  toolAudit: {
    // exec_command reaches the hooks as Bash (captured payload)
    judged: ['exec_command', ...Object.keys(codexCliRecord.tools)],
    mcpPrefixes: ['mcp__'],
    unjudged: {
      write_stdin: "types into a session exec_command started; seamc's config turns TTYs off, so no session takes input (live deny-shell-typed-tty)",
      request_user_input: UNJUDGED.ask,
      view_image: "shows an image file to the model; Codex's hooks see no read (read rules are SC3109 on Codex)",
      get_goal: UNJUDGED.goal,
      create_goal: UNJUDGED.goal,
      update_goal: UNJUDGED.goal,
      list_mcp_resources: 'lists the resources of the configured MCP servers (rules name MCP tools, not resources)',
      list_mcp_resource_templates: 'lists the resource templates of the configured MCP servers',
      read_mcp_resource: 'reads a resource an MCP server offers; rules name MCP tools, not resources, and Codex sends no hook for it',
    },
  },
  setup: ['codex exec --dangerously-bypass-hook-trust <prompt>, approval_policy never, sandbox workspace-write', 'project hooks run as if the user had reviewed each one (a fresh clone does not run them: SC3109)'],
};
