/**
 * Mistral Vibe, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/mistral_vibe.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import { docsRecord, sourceRecord } from '../_shared/source-evidence.js';

const D = '2026-12-04';
const R = 'mistralai/mistral-vibe@ac8f1a09fdfbadb6d4508a555ba6607fd05eb0dc';
const README = `${R}:README.md`;
const MODELS = `${R}:vibe/core/hooks/models.py`;
const BEFORE = `${R}:vibe/core/hooks/_before_tool.py`;
const AFTER = `${R}:vibe/core/hooks/_after_tool.py`;
const TURN = `${R}:vibe/core/hooks/_post_agent_turn.py`;
const HOOKS_CONFIG = `${R}:vibe/core/hooks/config.py`;
const HARNESS = `${R}:vibe/core/config/harness_files/_harness_manager.py`;
const CONFIG_MODELS = `${R}:vibe/core/config/models.py`;

const failure = (wire: string, closes: string) =>
  docsRecord(README, D, `at ${wire} a non-zero exit, a timeout, a spawn failure or stdout that is neither empty nor one JSON object is a hook failure: ${closes}`);

export const facts = {
  id: "mistral_vibe",
  displayName: "Mistral Vibe",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Mistral Vibe\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Mistral Vibe has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Mistral Vibe (docs/vendors/mistral_vibe.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://github.com/intellectronica/ruler' },
    },
  },
  hooks: {
    config: ".vibe/hooks.toml",
    // enable_experimental_hooks lives there: setting it false switches every hook off
    wiring: ['.vibe/config.toml'],
    roots: [],
    // exit 0 and a deny object: a non-zero exit is only a failure, which denies on a strict before_tool hook alone
    refuse: {"exit": 0, "stdout": "{\"decision\":\"deny\",\"reason\":\"%s\"}"},
    events: {
      pre_tool: {
        wire: ['before_tool'], block: true, escalate: false, transform: true, vouch: false, warn: false, failMode: 'configurable',
        evidence: {
          fires: [docsRecord(README, D, 'before_tool fires for every tool call, before the user permission prompt, with tool_name, tool_call_id and tool_input')],
          block: [sourceRecord(BEFORE, D, 'before_tool: {"decision":"deny","reason":R} denies the call and R is the tool error the model sees; the first deny ends the before_tool chain')],
          rewrite: [docsRecord(README, D, 'before_tool: hook_specific_output.tool_input replaces the arguments wholesale; Vibe re-validates them against the tool schema (a failure is a denial) and the rewritten call is what is shown, run and kept')],
          failMode: [failure('before_tool', 'a warning by default, a denial when the hook is declared strict = true')],
        },
      },
      post_tool: {
        wire: ['after_tool'], block: false, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
        evidence: {
          fires: [docsRecord(README, D, 'after_tool fires only when the tool body ran (success, failure or cancelled), with the rewritten input, tool_status, tool_output_text and tool_error')],
          failMode: [sourceRecord(AFTER, D, 'after_tool cannot stop the call, which has already run: a deny only replaces the output text the model sees')],
        },
      },
      stop: {
        wire: ['post_agent_turn'], block: true, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
        evidence: {
          fires: [docsRecord(README, D, 'post_agent_turn fires after every assistant turn that ends with no pending tool call')],
          block: [sourceRecord(TURN, D, 'post_agent_turn: a deny injects its reason as a new user message asking for a retry, at most 3 times per hook per user turn; later denies only warn')],
          failMode: [sourceRecord(MODELS, D, 'strict is rejected on post_agent_turn (tool hooks only), so a failing turn hook is a warning and the turn ends')],
        },
      },
    },
    sees: {"mcp": "call", "web": "url"},
    failClosed: true,
    timeout: 30,
  },
  gates: [
    {
      id: 'trusted-folder',
      sections: ['permissions', 'hooks', 'packaging'],
      holds: 'Vibe reads the project .vibe/hooks.toml, .vibe/config.toml and .agents/skills/ only when the folder is trusted; an untrusted folder runs without seamc\'s hooks and servers',
      clear: 'the user answers the trust prompt Vibe shows on first start in a folder with a .vibe subfolder (remembered in ~/.vibe/trusted_folders.toml), or starts vibe with --trust',
      evidence: [
        docsRecord(README, D, 'trust folder system: a folder with a .vibe subfolder asks for trust on first run; the decision is kept in ~/.vibe/trusted_folders.toml; project hooks and skills load in trusted folders only'),
        sourceRecord(HARNESS, D, 'hook_files lists <root>/.vibe/hooks.toml only for the trusted working directory and --add-dir roots, then ~/.vibe/hooks.toml'),
      ],
    },
  ],
  evidence: {
    "hooks.project-file": docsRecord(README, D, 'hooks are [[hooks]] tables (name, type before_tool | after_tool | post_agent_turn, command, match, timeout, strict, description) in <project>/.vibe/hooks.toml and ~/.vibe/hooks.toml; a duplicate name loses to the project entry'),
    "hooks.experimental-flag": sourceRecord(HOOKS_CONFIG, D, 'load_hooks_from_fs returns no hooks unless enable_experimental_hooks is true in the merged config (or VIBE_ENABLE_EXPERIMENTAL_HOOKS is set)'),
    "hooks.payload": sourceRecord(MODELS, D, 'every invocation carries session_id, transcript_path, cwd, parent_session_id and hook_event_name; tool hooks add tool_name, tool_call_id, tool_input'),
    "hooks.refuse": docsRecord(README, D, 'exit 0 with an empty stdout passes; exit 0 with a JSON object is read (decision allow | deny, reason, system_message, hook_specific_output); anything else is a failure'),
    "hooks.strict": sourceRecord(MODELS, D, 'strict (default false) is accepted on before_tool and after_tool only; the default timeout is 60 seconds'),
    "hooks.sees-mcp": docsRecord(README, D, 'MCP tools are named {server_name}_{tool_name}; both parts may hold underscores, so the server cannot be told from the tool name'),
    "hooks.sees-web": sourceRecord(`${R}:vibe/core/tools/builtins/webfetch.py`, D, 'the web_fetch tool takes url'),
    "hooks.tool-names": sourceRecord(`${R}:vibe/core/tools/base.py`, D, 'a built-in tool is named after its class in snake_case: bash, read, grep, write_file (path, content), edit (file_path, old_string, new_string), web_fetch, web_search, task, todo, skill, ask_user_question, exit_plan_mode'),
    "permissions.tool-tables": sourceRecord(`${R}:vibe/core/tools/base.py`, D, 'each tool takes [tools.<name>] permission = always | ask | never; an MCP tool is configured under its <server>_<tool> name'),
    "permissions.bash-lists": sourceRecord(`${R}:vibe/core/tools/builtins/bash.py`, D, 'bash splits a command into its parts (tree-sitter); a part equal to a denylist entry or starting with it plus a space is refused before anything else, an allowlisted part runs without asking, a part whose first word is in sensitive_patterns always asks; on Windows the lists are not applied'),
    "permissions.bash-defaults": sourceRecord(`${R}:vibe/core/tools/builtins/bash.py`, D, 'the default allowlist (cd, echo, git diff/log/status, tree, whoami and read-only commands), denylist (gdb, pdb, passwd, editors, interactive shells, screen, tmux) and sensitive_patterns (sudo) apply only when the list is not set'),
    "permissions.merge": sourceRecord(`${R}:vibe/core/config/vibe_schema.py`, D, 'tools is shallow-merged across config layers (one tool table replaces the lower layer\'s whole table); disabled_tools (glob or re: patterns) concatenates'),
    "packaging.config-layers": sourceRecord(`${R}:vibe/core/config/layers/project.py`, D, 'the project .vibe/config.toml is a config layer read only when trusted, merged over the user config (mcp_servers by name)'),
    "packaging.mcp-servers": sourceRecord(CONFIG_MODELS, D, '[[mcp_servers]] name, transport stdio (command string split with shlex or list, args, env) | http | streamable-http (url, auth: static headers, api_key_env, api_key_header, api_key_format); no SSE'),
    "packaging.skills": docsRecord(README, D, 'skills are found in .agents/skills/ and .vibe/skills/ of a trusted project, plus ~/.vibe/skills/ and ~/.agents/skills/; custom slash commands are skills'),
    "instructions.agents-md-native": {"basis": "inherited", "date": "2026-12-02", "claim": "native list: — native per ruler only", "url": "https://github.com/intellectronica/ruler"},
    "instructions.no-scoping": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "no conditional rule mechanism; rulesync folds topic rules into the root file", "url": "https://github.com/mistralai/mistral-vibe", "carried": true},
    "permissions.vibe-toml": {"basis": "inherited", "date": "2026-12-02", "claim": "Mistral Vibe row (rulesync; unverified): [tools.<tool>] permission always|ask|never, allowlist, denylist", "url": "https://github.com/dyoshikawa/rulesync"},
  },
} as const satisfies VendorFacts;
