/**
 * Rovo Dev CLI, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/rovo_dev.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "rovo_dev",
  displayName: "Rovo Dev CLI",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "unadapted", "reason": "Rovo Dev's event hooks (Atlassian developer blog) run commands when a response finishes, on an error or when a tool permission is requested, for notifications; no tool payload or reply is documented, so nothing a rule could enforce, and their schema is not in the support docs (searched 2026-12-04 support.atlassian.com Rovo Dev CLI pages: use tools, manage settings, subagents, saved prompts, MCP, and the developer blog; rulesync's Rovo Dev adapter also leaves them out for want of a confirmed schema), so rules reach Rovo Dev only as advisory text in AGENTS.md; rechecked 2026-12-04: the developer blog (streamline-rovo-dev-cli-with-event-hooks) still gives the events only in prose and calls the feature a way to support notifications, without saying a hook can or cannot stop a tool, and the support pages returned (use tools, server mode) name no hook keys"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Rovo Dev CLI\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Rovo Dev CLI has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Rovo Dev CLI (docs/vendors/rovo_dev.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://support.atlassian.com/rovo/docs/use-rovo-dev-cli/' },
    },
  },
  gates: [
    { id: 'user-config-only', sections: ['permissions'], holds: 'Rovo Dev reads toolPermissions only from its configuration file (~/.rovodev/config.yml, or one passed with --config-file), never from the project, so the block seamc writes (.seam/rovo_dev/config.yml) is not read', clear: 'merge the toolPermissions block of .seam/rovo_dev/config.yml into ~/.rovodev/config.yml (acli rovodev config opens it); it then applies in every project', evidence: [{ basis: 'vendor-docs', date: '2026-12-04', claim: 'tool permissions are configured in the configuration file, by default ~/.rovodev/config.yml; "Always" answers are saved there', url: 'https://support.atlassian.com/rovo/docs/use-tools-in-rovo-dev-cli' }, { basis: 'vendor-docs', date: '2026-12-04', claim: 'the configuration file is stored by default at ~/.rovodev/config.yml and edited with acli rovodev config', url: 'https://support.atlassian.com/rovo/docs/manage-rovo-dev-cli-settings' }] },
    { id: 'user-mcp-config', sections: ['packaging'], components: ['mcp'], holds: 'Rovo Dev reads MCP servers only from ~/.rovodev/mcp.json (acli rovodev mcp opens it), never from the project, so the mcpServers block seamc writes (.seam/rovo_dev/mcp.json) is not read', clear: 'merge the mcpServers entries of .seam/rovo_dev/mcp.json into ~/.rovodev/mcp.json (acli rovodev mcp opens it in your editor), then check them with /mcp in a session; the servers then start in every project', evidence: [{ basis: 'vendor-docs', date: '2026-12-04', claim: 'Rovo Dev CLI keeps MCP server configurations in ~/.rovodev/mcp.json, edited with acli rovodev mcp and managed in a session with /mcp', url: 'https://support.atlassian.com/rovo/docs/connect-to-an-mcp-server-in-rovo-dev-cli' }] },
  ],
  evidence: {
    'packaging.mcp-entry-shape': { basis: 'vendor-docs', date: '2026-12-04', claim: 'the file is {mcpServers: {<name>: entry}}; the structure example gives a stdio entry as {command, args, env, transport: "stdio"} and goes on to an entry named http-server (the search excerpt ends there, so its fields are taken from the record below)', url: 'https://support.atlassian.com/rovo/docs/connect-to-an-mcp-server-in-rovo-dev-cli' },
    'packaging.mcp-http-shape': { basis: 'third-party', date: '2026-12-04', claim: 'Firecrawl\'s Rovo Dev CLI guide adds a hosted server to ~/.rovodev/mcp.json as {url, transport: "http", headers} and a local one as {command, args, env, transport: "stdio"}; /mcp does not list the hosted one unless transport is "http"', url: 'https://docs.firecrawl.dev/quickstarts/rovo-dev-cli' },
    'permissions.bash-patterns': { basis: 'vendor-docs', date: '2026-12-04', claim: 'bash.commands entries are regex patterns: a plain pattern (pwd) matches only that command, ls.* matches ls with any arguments; bash.default answers commands not listed; a compound command (&&, ||, ;) is split and each part judged, prompting for each that needs it. The regex dialect, whether a pattern may match inside a part, and which of two matching entries wins are not stated', url: 'https://support.atlassian.com/rovo/docs/use-tools-in-rovo-dev-cli' },
    'permissions.tools': { basis: 'vendor-docs', date: '2026-12-04', claim: 'toolPermissions.tools sets allow, ask or deny per tool name (create_file, delete_file, move_file, find_and_replace_code, open_files, expand_code_chunks, expand_folder, grep); no path, URL or MCP form is documented', url: 'https://support.atlassian.com/rovo/docs/use-tools-in-rovo-dev-cli' },
    "hooks.event-hooks": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "event hooks run a user's script when the agent finishes a response, hits an error or needs permission for a tool; they are presented for notifications and chores", "url": "https://www.atlassian.com/blog/developer/streamline-rovo-dev-cli-with-event-hooks"},
    "permissions.user-config": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "toolPermissions in the configuration file (by default ~/.rovodev/config.yml): tools.<name> allow | ask | deny; bash.default and bash.commands[{command: regex, permission}]; compound commands are split and judged part by part", "url": "https://support.atlassian.com/rovo/docs/use-tools-in-rovo-dev-cli"},
    "packaging.subagents": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "project subagents are markdown files in .rovodev/subagents/ with front matter name, description and tools (Rovo Dev tool names); the body is the system prompt", "url": "https://support.atlassian.com/rovo/docs/use-subagents-in-rovo-dev-cli"},
    "packaging.saved-prompts": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "saved prompts: .rovodev/prompts.yml lists name, description and content_file; the prompt text is a markdown file in .rovodev/; run as /prompts <name>", "url": "https://support.atlassian.com/rovo/docs/save-and-reuse-a-prompt-in-rovo-dev-cli"},
    "packaging.mcp-user-only": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "MCP server configurations are stored in ~/.rovodev/mcp.json (edited with acli rovodev mcp)", "url": "https://support.atlassian.com/rovo/docs/connect-to-an-mcp-server-in-rovo-dev-cli"},
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents md native", "url": "https://support.atlassian.com/rovo/docs/use-rovo-dev-cli/", "carried": true},
    "instructions.no-scoping": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "no conditional rule mechanism; rulesync folds topic rules into the root file", "url": "https://support.atlassian.com/rovo/docs/use-rovo-dev-cli/", "carried": true},
  },
} as const satisfies VendorFacts;
