/**
 * Augment, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/augment.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const DAY = '2026-12-04';
const HOOKS = (claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: 'https://docs.augmentcode.com/cli/hooks' });
const EXAMPLES = (claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: 'https://docs.augmentcode.com/cli/hooks-examples' });
const AUGGIE = 'f337898207608f9ddae04724c8098b5fb120bd8c';
const SRC = (path: string, claim: string): Evidence => ({ basis: 'vendor-source', date: DAY, claim, repo: 'augmentcode/auggie', commit: AUGGIE, path });
const MCP_PAGE = (claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: 'https://docs.augmentcode.com/cli/integrations' });
const OPEN = HOOKS('the page names exit 2 as the way a PreToolUse hook blocks and gives every hook a timeout (60 s by default); it names no failure that blocks, so a hook that crashes or times out is read as letting the call run');
const cell = (wire: string, fires: Evidence, block?: Evidence) => ({
  wire: [wire], block: block !== undefined, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open' as const,
  evidence: { fires: [fires], ...(block !== undefined ? { block: [block] } : {}), failMode: [OPEN] },
});

export const facts = {
  id: "augment",
  displayName: "Augment",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Augment\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Augment\'s project settings have no OS sandbox setting; .augment/settings.json holds tool permissions only',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Augment (docs/vendors/augment.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://docs.augmentcode.com/cli/rules' },
    },
  },
  gates: [
    {
      id: 'user-mcp-config',
      sections: ['packaging'],
      components: ['mcp'],
      holds: 'Auggie reads MCP servers only from mcpServers in the user settings ~/.augment/settings.json or from a file passed with --mcp-config; the block seamc writes to .seam/augment/mcp.json is not read by itself',
      clear: 'merge the mcpServers block of that file into ~/.augment/settings.json (the servers then start in every workspace), or start Auggie with --mcp-config .seam/augment/mcp.json',
      evidence: [MCP_PAGE('MCP servers persist in ~/.augment/settings.json or come from a --mcp-config file of the same structure; no project file is named')],
    },
  ],
  hooks: {
    config: '.augment/settings.json',
    wiring: ['.augment/settings.local.json', '.augment/hooks/*'],
    roots: [],
    refuse: { exit: 2 },
    events: {
      pre_tool: cell('PreToolUse', EXAMPLES('PreToolUse runs before a tool call with tool_name and tool_input on stdin (launch-process: tool_input.command; str-replace-editor: tool_input.path)'), EXAMPLES('a PreToolUse hook that exits 2 blocks the call; what it prints on stderr is shown')),
      post_tool: cell('PostToolUse', HOOKS('PostToolUse runs after a tool call; it cannot block anything')),
      stop: cell('Stop', HOOKS('Stop runs when the agent is about to finish'), HOOKS('a Stop hook can keep the agent from finishing with decision "block"')),
      session_start: cell('SessionStart', HOOKS('SessionStart is a session event (no matcher)')),
      session_end: cell('SessionEnd', HOOKS('SessionEnd is a session event (no matcher)')),
      prompt_submit: cell('PromptSubmit', SRC('CHANGELOG.md', 'PromptSubmit hooks were added (the changelog); the warp plugin reads the submitted text from user_prompt (plugin_marketplace/warp/scripts/on-prompt-submit.sh); no source seamc read shows one blocking')),
    },
    sees: { mcp: 'unseen', web: 'call' },
    failClosed: false,
    timeout: 30,
  },
  evidence: {
    "hooks.config": HOOKS('hooks live in settings.json under hooks.<Event> as matcher groups [{matcher, hooks: [{type: "command", command, timeout}]}]; the project files are .augment/settings.json and .augment/settings.local.json (CLI only); timeout in milliseconds'),
    "hooks.sh-command": HOOKS('a hook command is the path of a shell script and must be a .sh file; seamc writes one wrapper per event under .augment/hooks/ and names it by its project-relative path (that Auggie resolves such a path from the workspace root is unverified)'),
    "hooks.payload": SRC('plugin_marketplace/warp/scripts/build-payload.sh', 'hook payloads carry conversation_id and workspace_roots (the first root is the project folder); the PreToolUse and PostToolUse scripts read tool_name'),
    "hooks.event-key": HOOKS('no page or source seamc read shows a payload key naming the event (the examples dispatch on tool_name only); seamc\'s wrapper adds seamc_event itself'),
    "hooks.refuse": EXAMPLES('exit 2 blocks at PreToolUse'),
    "hooks.sees-mcp": HOOKS('MCP tools are matched as mcp:<tool>_<server> in hook matchers; the tool_name an MCP call carries in the payload is not shown, so seamc cannot tell an MCP call from another tool'),
    "hooks.sees-web": { basis: 'vendor-docs', date: DAY, claim: 'web-fetch is a tool Auggie runs; its argument names are not documented, so the URL is not established', url: 'https://docs.augmentcode.com/cli/permissions' },
    "packaging.commands": { basis: 'vendor-docs', date: DAY, claim: 'workspace commands are .augment/commands/<name>.md, named after the file, with optional description, argument-hint and model front matter and $ARGUMENTS in the body', url: 'https://docs.augmentcode.com/cli/custom-commands' },
    "packaging.subagents": { basis: 'vendor-docs', date: DAY, claim: 'shared subagents are markdown files in ./.augment/agents/ with name, description, model and color front matter and the prompt as body', url: 'https://docs.augmentcode.com/cli/subagents' },
    "packaging.skills": { basis: 'vendor-docs', date: DAY, claim: 'skills are <name>/SKILL.md folders under .augment/skills/, .claude/skills/ or .agents/skills/ in the workspace or home folder, with name (matching the folder) and description front matter', url: 'https://docs.augmentcode.com/cli/skills' },
    "packaging.mcp-user-settings": MCP_PAGE('Auggie persists MCP servers in mcpServers of the user settings ~/.augment/settings.json (auggie mcp add / add-json write there) or takes them from a file passed with --mcp-config in the same structure; the page names no project file'),
    "packaging.mcp-entry": MCP_PAGE('mcpServers.<name>: stdio {command, args, env}; remote {type: "http" | "sse", url, headers}; auggie mcp add-json takes the same entry'),
    "packaging.mcp-expansion": SRC('CHANGELOG.md', '0.30.0: MCP servers support environment variable expansion; 0.31.0: fixed ${...} variable expansion across MCP server and hook config files'),
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.augmentcode.com cli/rules: Auggie loads CLAUDE.md, AGENTS.md, .augment/guidelines, .augment/rules/ (settles \"(unverified)\")", "url": "https://docs.augmentcode.com/cli/rules"},
    "instructions.rule-types": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.augmentcode.com cli/rules (type: always_apply | agent_requested, description required for agent_requested)", "url": "https://docs.augmentcode.com/cli/rules"},
    "instructions.no-glob-type": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "Augment: no glob type", "url": "https://docs.augmentcode.com/cli/rules", "carried": true},
    "instructions.old-cli-always": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "an older copy of docs.augmentcode.com cli/rules: the CLI treated every .augment/rules file as always_apply; the current copy honours agent_requested", "url": "https://docs.augmentcode.com/cli/rules"},
    "permissions.first-match": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.augmentcode.com cli/permissions: toolPermissions evaluated top-down, first match wins; project .augment/settings.json", "url": "https://docs.augmentcode.com/cli/permissions"},
    "permissions.tool-names": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.augmentcode.com cli/permissions tool tables: launch-process, view, str-replace-editor, save-file, remove-files, web-fetch; MCP tools {tool}_{server}", "url": "https://docs.augmentcode.com/cli/permissions"},
    "permissions.shell-only-matcher": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "Augment row; cli/permissions: only shell commands take a regex (shellInputRegex)", "url": "https://docs.augmentcode.com/cli/permissions", "carried": true},
    "permissions.cli-only": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.augmentcode.com cli/permissions: tool permissions work only inside the CLI, not in the Augment code extension", "url": "https://docs.augmentcode.com/cli/permissions"},
    "permissions.remove-files-bypass": {"basis": "third-party", "date": "2026-12-02", "claim": "augmentcode/auggie#145 (auggie 0.28.0): denying launch-process alone leaves remove-files able to delete", "url": "https://github.com/augmentcode/auggie/issues/145"},
  },
} as const satisfies VendorFacts;
