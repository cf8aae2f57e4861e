/**
 * Snowflake Cortex Code CLI ("CoCo", the `cortex` command), as data: every claim seamc makes about the agent, with the
 * evidence records behind it (docs/evidence.md). Decisions: docs/decisions/cortex_code.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const DAY = '2026-12-04';
const MCP_PAGE = 'https://docs.snowflake.com/en/user-guide/cortex-code/cortex-code-mcp';
const mcp = (claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: MCP_PAGE });
const doc = (page: string, claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: `https://docs.snowflake.com/en/user-guide/cortex-code/${page}` });

export const facts = {
  id: 'cortex_code',
  displayName: 'Cortex Code CLI',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: {
      status: 'unadapted',
      reason: 'Cortex Code CLI has command hooks (PreToolUse can block), but seamc has not established where the CLI reads project hooks or the tool names its hooks see: Snowflake\'s settings page lists only the user file ~/.snowflake/cortex/hooks.json, its desktop-app hooks page stores workspace hooks in <workspace>/.snowflake/cortex/settings.json, the CLI extensibility page\'s opening names hooks without files or payload, the Agent SDK page shows in-process callbacks, and third parties disagree (.cortex/settings.json, .cortex/hooks.json, user file only). Retried 2026-12-04 (docs / pages: "Cortex Code CLI hooks PreToolUse project hooks file location tool_input command exit code 2", "Snowflake Cortex Code hooks.json PreToolUse matcher Bash stdin JSON", "Cortex Code CLI hook input JSON fields session_id tool_name tool_input hookSpecificOutput permissionDecision", "Cortex Code CLI extensibility hooks project .cortex/settings.json"; find_string ".snowflake/cortex/hooks.json"; find_repos cortex-code): third-party copies of the CLI\'s bundled guide (bundled_skills/cortex-code-guide/HOOKS.md) give a Claude-Code-shaped payload (session_id, cwd, hook_event_name, tool_name, tool_input, tool_use_id; exit 2 blocks; hookSpecificOutput.permissionDecision) but place hooks only in the user file, one third-party hand run (Cortex Code 1.1.8) saw user hooks fire and plugin hooks not, and tool names still differ between sources (Bash in matchers, bash / read / write in the stream-json init event of Snowflake-Labs/subagent-cortex-code); no Snowflake page was readable past these openings, so no project runtime is written (docs/decisions/cortex_code.md)',
    },
    packaging: { status: 'emitted' },
  },
  gates: [
    {
      id: 'user-mcp-config',
      sections: ['packaging'],
      components: ['mcp'],
      holds: 'Cortex Code CLI reads MCP servers from the administrator\'s enforced list, the connection profile, the user\'s ~/.snowflake/cortex/mcp.json and installed plugins, never from the project; the block seamc writes to .seam/cortex_code/mcp.json is not read',
      clear: 'merge the mcpServers block of that file into ~/.snowflake/cortex/mcp.json (or register each server with cortex mcp add) and check it with cortex mcp start; the servers then start in every session, unless an administrator has disabled user MCP servers',
      evidence: [mcp('MCP servers are configured in ~/.snowflake/cortex/mcp.json; the merge order is administrator-enforced, connection profile, user file, plugins, then the administrator URL allowlist; no project file is named')],
    },
    {
      id: 'user-config-only',
      sections: ['permissions'],
      holds: 'Cortex Code CLI reads default permission decisions from the user\'s ~/.snowflake/cortex/permissions.json (and managed settings), never from the project; the lists seamc writes to .seam/cortex_code/permissions.json are not read',
      clear: 'merge the allow, deny and ask lists of that file into ~/.snowflake/cortex/permissions.json; they then apply in every project',
      evidence: [mcp('default permission decisions for MCP tools are set in ~/.snowflake/cortex/permissions.json (allow, deny, ask lists of tool names)')],
    },
  ],
  sandbox: {
    launcher: { program: 'cortex', state: ['.snowflake/'] },
    noNative: 'Cortex Code CLI has no project-level OS sandbox setting seamc knows of: its permission modes gate tool calls, not what a running command touches',
    evidence: {
      launcher: doc('settings', 'the CLI keeps its settings, permissions, MCP servers, sessions, logs and caches under ~/.snowflake/cortex/ and its connections in ~/.snowflake/config.toml'),
      native: doc('settings', 'settings.json holds compactMode, autoUpdate and theme; permissions.json onlyAllow, defaultMode and dangerouslyAllowAll; no sandbox key'),
    },
  },
  evidence: {
    'instructions.agents-md': { basis: 'third-party', date: DAY, claim: 'AGENTS.md at the workspace root is Cortex Code\'s project memory, loaded automatically at session start (.cortex/AGENTS.md too)', url: 'https://sfc-gh-rpettus.github.io/cortex-code-snowflake-partners/cortex-code-reference-card.html' },
    'instructions.skills': doc('extensibility', 'project skills are .cortex/skills/<name>/SKILL.md (or .claude/skills/), user skills ~/.snowflake/cortex/skills/'),
    'packaging.mcp-user-only': doc('settings', 'MCP servers are configured in ~/.snowflake/cortex/mcp.json; the configuration files listed are all user-level'),
    'packaging.mcp-entry': mcp('mcpServers.<name> with a required type (stdio, http or sse): command, args, cwd and env for stdio; url and headers for http and sse; timeout; oauth for http'),
    'packaging.mcp-expansion': mcp('${VAR}, ${VAR:-default} and $VAR are expanded in every field of mcp.json before connecting (an unset ${VAR} stays literal); env and headers values are moved to the OS keychain on first connection'),
    'permissions.mcp-names': mcp('MCP tools are named mcp__<server>__<tool>; permissions.json takes allow, deny and ask lists that match a tool by that full name or every tool of a server with a wildcard (the example is mcp__*); the page does not say which list wins when two match'),
    'permissions.tool-names-only': doc('settings', 'permissions.json onlyAllow is a list of tool patterns such as read_file and execute_sql; no command, path or domain pattern syntax is given'),
    'packaging.commands-user-only': doc('settings', 'custom commands live in ~/.snowflake/cortex/commands/; no project commands folder is listed'),
    'packaging.agents-user-only': doc('settings', 'custom agents live in ~/.snowflake/cortex/agents/; the pages read name no project agents folder'),
    'hooks.user-file': doc('settings', 'the configuration directory ~/.snowflake/cortex/ holds hooks.json (global hooks) and hooks/ (hook scripts) beside settings.json, permissions.json and mcp.json'),
    'hooks.sdk': { basis: 'vendor-docs', date: DAY, claim: 'the Cortex Code Agent SDK registers hook callbacks per event (PreToolUse, PostToolUse, PostToolUseFailure, UserPromptSubmit, Stop, SubagentStart, SubagentStop, PreCompact, Notification, PermissionRequest) with tool matchers such as "Bash"; these are in-process callbacks of a program driving the CLI, not a file a repository carries', url: 'https://docs.snowflake.com/user-guide/cortex-code-agent-sdk/hooks' },
    'hooks.exists': { basis: 'vendor-docs', date: DAY, claim: 'eleven hook events; PreToolUse and UserPromptSubmit can block; workspace hooks of the desktop app are stored in <workspace>/.snowflake/cortex/settings.json', url: 'https://docs.snowflake.com/en/LIMITEDACCESS/cortex-code-desktop/hooks' },
    'permissions.user-only': doc('settings', 'permissions.json (onlyAllow, defaultMode, dangerouslyAllowAll) sits under ~/.snowflake/cortex/; managed settings can restrict tools organisation-wide'),
  },
} as const satisfies VendorFacts;
