/**
 * Cline, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/cline.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const DAY = '2026-12-04';
const CLINE = '21cb8d2525bcedf1f4b6890b27a74a14fe7451e4';
const clineSrc = (path: string, claim: string): Evidence => ({ basis: 'vendor-source', date: DAY, claim, repo: 'cline/cline', commit: CLINE, path });
const REF = 'https://docs.cline.bot/features/hooks/hook-reference';
const ref = (claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: REF });
const lv = (scenario: string, claim: string): Evidence => ({ basis: 'live-run', date: '2026-12-05', claim, scenario: `cline/${scenario}`, client: 'cline', version: '3.0.65' });
// the extension's reference says a failing hook blocks; the Cline CLI 3.0.65 runs the call after a hook that exits 1 or
// 2 or times out, so the weaker of the two is what seamc claims
const OPEN_PRE = lv('crash-pre-tool', 'the Cline CLI runs the call after a PreToolUse hook that exits 1 with nothing on stdout (by hand: exit 2 and a timeout too)');
const OPEN_SRC: Evidence = { basis: 'vendor-source', date: '2026-12-05', claim: 'the CLI reads a hook\'s reply only from the JSON it prints (cancel, review, context, errorMessage, overrideInput); the exit code blocks nothing', repo: 'npm:@cline/core', commit: '0.0.86', path: 'dist/index.js' };
const CLOSED_DOCS = 'a hook that exits non-zero, prints invalid JSON or times out blocks the action (printing no JSON lets it proceed): the extension';
/** An event: its hook file's name and the Cline CLI's name for the same file (@cline/core's table). */
const cell = (wire: readonly string[], fires: string, block?: Evidence[]) => ({
  wire, block: block !== undefined, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open' as const,
  evidence: { fires: [ref(fires)], ...(block !== undefined ? { block } : {}), failMode: [...(wire[0] === 'PreToolUse' ? [OPEN_PRE] : []), OPEN_SRC, ref(CLOSED_DOCS)] },
});

export const facts = {
  id: "cline",
  displayName: "Cline",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "Cline has no permission file in the repository: the extension's auto-approve toggles live in editor UI state, and the CLI reads command allow/deny lists only from the CLINE_COMMAND_PERMISSIONS environment variable"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Cline\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Cline has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Cline (docs/vendors/cline.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://docs.cline.bot/features/cline-rules' },
    },
  },
  hooks: {
    config: '.clinerules/hooks/PreToolUse',
    wiring: ['.clinerules/hooks/*'],
    roots: [],
    // the CLI ignores a hook's exit code: the shell's own refusal (no node, no runtime) answers cancel on stdout
    refuse: { exit: 0, stdout: '{"cancel":true,"errorMessage":"%s"}' },
    events: {
      session_start: cell(['TaskStart', 'agent_start'], 'TaskStart runs when a new task begins, with the task metadata'),
      pre_tool: cell(['PreToolUse', 'tool_call'], 'PreToolUse runs before any tool executes, with preToolUse.toolName and preToolUse.parameters', [lv('deny-shell', 'the CLI runs .clinerules/hooks/PreToolUse as tool_call before run_commands; {"cancel": true} stops the call and ends the run'), lv('deny-edit-path', 'a cancel stops an apply_patch update; the file is unchanged'), lv('deny-shell-in-subagent', 'a run_commands call made by a spawn_agent subagent met the same PreToolUse hook (tool_call) and was cancelled; its file never appeared'), ref('{"cancel": true, "errorMessage": R} from PreToolUse blocks the tool call')]),
      post_tool: cell(['PostToolUse', 'tool_result'], 'PostToolUse runs after a tool completes, with its parameters and result'),
      prompt_submit: cell(['UserPromptSubmit', 'prompt_submit'], 'UserPromptSubmit runs when the user sends a message, with userPromptSubmit.prompt', [ref('{"cancel": true} blocks the current action, here the submitted message')]),
      pre_compact: cell(['PreCompact'], 'PreCompact runs before Cline truncates the conversation history'),
    },
    notInstalled: {
      stop: { wire: ['TaskComplete'], status: 'declined', reason: 'TaskComplete runs after a task has finished; the reference gives it no way to send Cline back to work, so it is not a stop gate', evidence: [ref('TaskComplete runs when a task completes successfully, for metrics, reports and logs')] },
    },
    sees: { mcp: 'server+tool', web: 'url' },
    failClosed: false,
    timeout: 30,
  },
  gates: [
    {
      id: 'user-mcp-config',
      sections: ['packaging'],
      components: ['mcp'],
      holds: 'Cline reads MCP servers only from the user\'s cline_mcp_settings.json (~/.cline/data/settings/, shared by the editor extension and the CLI; CLINE_MCP_SETTINGS_PATH, CLINE_DATA_DIR or CLINE_DIR move it); the mcpServers block seamc writes to .seam/cline/cline_mcp_settings.json is not read',
      clear: 'a user merges the mcpServers entries of that file into ~/.cline/data/settings/cline_mcp_settings.json (in the extension: MCP Servers > Configure > Configure MCP Servers opens it; in the CLI: `cline mcp add <name> ...` adds one); the servers then start in every project Cline opens',
      evidence: [clineSrc('sdk/packages/shared/src/storage/paths.ts', 'resolveMcpSettingsPath: CLINE_MCP_SETTINGS_PATH, else <CLINE_DATA_DIR or ~/.cline/data>/settings/cline_mcp_settings.json; the editor extension reads the same shared path (apps/vscode/src/hosts/vscode/mcp-settings-legacy-migration.ts) and migrates its old global-storage file into it')],
    },
    { id: 'hooks-enabled', sections: ['hooks'], holds: 'Cline runs hook scripts only while hooks are enabled in its settings', clear: 'turn hooks on in Cline\'s settings (Hooks tab)', evidence: [{ basis: 'vendor-docs', date: DAY, claim: 'the hooks guide tells the user to make sure hooks are enabled in Cline\'s settings before using the Hooks tab', url: 'https://docs.cline.bot/features/hooks' }] },
  ],
  evidence: {
    'hooks.config': ref('a hook is an executable file named exactly after its event (no extension) in the project .clinerules/hooks/ folder (or the user hooks folder); project hooks override user hooks of the same name'),
    'hooks.refuse': ref('a non-zero exit blocks the action (the extension; the Cline CLI reads only the JSON reply, so seamc\'s own refusal prints {"cancel": true})'),
    'hooks.cli-payload': lv('deny-shell-in-list', 'the Cline CLI sends {hookName: "tool_call", tool_call: {id, name, input}, preToolUse: {toolName, parameters}} with JSON-encoded parameter values; run_commands takes a list of commands, each run on its own'),
    'hooks.team-calls': lv('deny-shell-in-teammate', 'a teammate started with team_spawn_teammate and given a task with team_run_task runs its tools through the same .clinerules/hooks/PreToolUse: a cancel stopped its run_commands and ended its run, not the lead\'s'),
    'hooks.cli-commands-string': lv('deny-shell-string', 'the Cline CLI runs run_commands given one string instead of a list, as one command'),
    'hooks.cli-read-cut': lv('read-files-cut', 'overrideInput in a tool_call reply replaces the call\'s input: a read_files naming two files reads the first only, and the reply\'s context reaches the model'),
    'hooks.payload': ref('stdin JSON: clineVersion, hookName, timestamp, taskId, workspaceRoots, userId and an object named after the hook (preToolUse: {toolName, parameters}); stdout: the last JSON object, {cancel, contextModification, errorMessage}'),
    'hooks.tool-names': { basis: 'vendor-source', date: DAY, claim: 'built-in tool names: execute_command, read_file, write_to_file, replace_in_file, apply_patch, search_files, list_files, use_mcp_tool, access_mcp_resource, web_fetch, web_search', repo: 'cline/cline', commit: '0a3eba347c2a2f3ce2e9672c5f04cbf33b977ef6', path: 'src/shared/tools.ts' },
    'hooks.sees-mcp': { basis: 'vendor-source', date: DAY, claim: 'MCP calls are the use_mcp_tool tool (its server_name, tool_name and arguments parameters are what the model sends; the parameter names are read from the tool prompt, unverified in a hook payload)', repo: 'cline/cline', commit: '0a3eba347c2a2f3ce2e9672c5f04cbf33b977ef6', path: 'src/shared/tools.ts' },
    'hooks.sees-web': { basis: 'vendor-source', date: DAY, claim: 'web_fetch is a built-in tool; the runtime reads its url parameter', repo: 'cline/cline', commit: '0a3eba347c2a2f3ce2e9672c5f04cbf33b977ef6', path: 'src/shared/tools.ts' },
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "agents md native", "url": "https://docs.cline.bot/features/cline-rules", "carried": true},
    "instructions.clinerules-paths": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "clinerules paths", "url": "https://docs.cline.bot/features/cline-rules", "carried": true},
    "instructions.agent-requested-as-skill": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "agent requested as skill", "url": "https://docs.cline.bot/features/cline-rules", "carried": true},
    "permissions.no-repo-file": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "unverified", "url": "https://docs.cline.bot/features/cline-rules", "carried": true},
    'packaging.mcp-settings-shape': clineSrc('apps/vscode/src/services/mcp/schemas.ts', 'McpSettingsSchema: {mcpServers: {<name>: entry}}; stdio {command, args, cwd, env}, remote {type: "streamableHttp" | "sse", url, headers}; a url entry without type is read as sse; the CLI\'s nested {transport: {type, ...}} form is read too (the CLI loader in sdk/packages/core/src/extensions/mcp/config-loader.ts accepts both)'),
    'packaging.mcp-env-expansion': clineSrc('apps/vscode/src/utils/envExpansion.ts', 'the editor extension\'s McpHub expands ${env:NAME} in every string of the MCP settings before validating them (an unset variable is left as written); no other form is expanded, and the SDK/CLI loader expands nothing'),
    "packaging.mcp-global-only": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "mcp global only", "url": "https://docs.cline.bot/mcp/adding-and-configuring-servers", "carried": true},
    "packaging.workflows": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "workflows", "url": "https://docs.cline.bot/mcp/adding-and-configuring-servers", "carried": true},
    "packaging.agents-yaml": {"basis": "third-party", "date": "2026-10-11", "claim": "rulesync; cli-v3.0.23+", "url": "https://github.com/dyoshikawa/rulesync"},
    "packaging.skills-root": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "skills root", "url": "https://docs.cline.bot/mcp/adding-and-configuring-servers", "carried": true},
  },
} as const satisfies VendorFacts;
