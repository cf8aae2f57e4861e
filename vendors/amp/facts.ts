/**
 * Amp, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/amp.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const DAY = '2026-12-04';
/** the last release of Amp shipped as readable JavaScript (later ones wrap the compiled @ampcode/cli binary) */
const SRC = (claim: string): Evidence => ({ basis: 'vendor-source', date: DAY, claim, repo: 'npm:@sourcegraph/amp', commit: '0.0.1777897475-g2324e1', path: 'dist/main.js' });
/** `amp permissions test --workspace <tool> --<arg> <value>` in a scratch folder whose .amp/settings.json holds a delegate entry */
const RUN = (claim: string): Evidence => ({ basis: 'hand-run', date: DAY, claim, client: '@ampcode/cli', version: '0.0.1790142911-g7618fb' });
const FIRES = [
  SRC('an amp.permissions entry with action delegate runs its `to` program with no arguments (~ expanded) and AGENT=amp, AMP_THREAD_ID, AGENT_TOOL_NAME, AGENT_TOOL_USE_ID added to the environment, and writes the tool\'s arguments (after Amp\'s own argument preprocessing) as JSON on its stdin; Amp checks permissions before every tool call, first matching entry first, workspace entries before global ones'),
  RUN('seamc build of specs/example.seam.yaml for amp, then amp permissions test from the output folder: the delegate entry ran .seam/amp/delegate.sh and seamc\'s runtime for Bash, shell_command, create_file and edit_file calls (a force push inside sudo env bash -c and a shell_command git push -f rejected with the rule\'s message, npm publish asked, ls and git push allowed)'),
  RUN('a {"tool":"*","action":"delegate","to":"./delegate.sh"} entry ran the script for Bash, shell_command, edit_file and mcp__github__delete_repo with AGENT=amp and AGENT_TOOL_NAME set and the arguments as JSON on stdin ({"cmd":"git push --force"}), from the folder amp was started in'),
];
const BLOCK = [
  SRC('a delegate exit other than 0 and 1 is a reject, with the program\'s stderr as the message'),
  RUN('the script exiting 2 with a message on stderr made the call "reject" with that message; exit 0 made it "allow"'),
];
const ASK = [SRC('a delegate exit of 1 is an ask: Amp asks the user'), RUN('the script exiting 1 made the call "ask"')];
const FAIL = [
  SRC('a delegate that cannot be spawned or passes the 10-second limit is a reject; a process killed by a signal has no exit code and is a reject'),
  RUN('a `to` program that does not exist made the call "reject" (ENOENT); a script sleeping 25 s then exiting 0 was waited for and allowed (no time limit seen in `permissions test`; seamc\'s runtime keeps its own deadline)'),
];

export const facts = {
  id: "amp",
  displayName: "Amp",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  hooks: {
    config: '.amp/settings.json',
    wiring: ['.amp/settings.jsonc', '.seam/amp/*'],
    roots: [],
    refuse: { exit: 2 },
    events: {
      pre_tool: { wire: ['delegate'], block: true, escalate: true, transform: false, vouch: false, warn: false, failMode: 'closed', evidence: { fires: FIRES, block: BLOCK, ask: ASK, failMode: FAIL } },
    },
    sees: { mcp: 'server+tool', web: 'url' },
    failClosed: true,
    timeout: 10,
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Amp\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Amp has no OS sandbox setting in its settings file: `amp.permissions` gates tool calls but nothing confines what an allowed command touches on disk or the network',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Amp (docs/vendors/amp.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://ampcode.com/manual' },
    },
  },
  evidence: {
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "agents md native", "url": "https://ampcode.com/manual", "carried": true},
    "instructions.globs-only-on-mentioned-files": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "globs only on mentioned files", "url": "https://ampcode.com/manual", "carried": true},
    "instructions.agent-requested-as-skill": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "agent requested as skill", "url": "https://ampcode.com/manual", "carried": true},
    "permissions.first-match-list": SRC('amp.permissions entries are tried in order and the first whose tool and matches fit decides; matches values are strings or lists of strings where * is a wildcard and /.../ a regex'),
    "permissions.project-settings-file": RUN('amp permissions test --workspace read the amp.permissions list of .amp/settings.json in the folder it was started in and applied its first matching entry'),
    "permissions.bash-cmd-glob": {"basis": "third-party", "date": "2026-10-11", "claim": "bash cmd glob", "url": "https://ampcode.com/manual", "carried": true},
    "permissions.mcp-tool-names": {"basis": "third-party", "date": "2026-10-11", "claim": "mcp__<server>__<tool>", "url": "https://ampcode.com/manual", "carried": true},
    "packaging.mcp-servers-key": SRC('amp.mcpServers is read from the workspace and global settings and merged by server name, workspace entries winning'),
    "packaging.skills-root": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "skills root", "url": "https://ampcode.com/manual", "carried": true},
    "hooks.refuse": SRC('any delegate exit other than 0 (allow) and 1 (ask) rejects the call, so the hook command refuses with exit 2'),
    "hooks.sees-mcp": SRC('an MCP tool is named mcp__<server>__<tool>, server and tool with spaces and dashes turned into _; a name of 64 characters or more is the bare tool name instead, which seamc cannot tell from a built-in tool'),
    "hooks.sees-web": SRC('read_web_page takes url (with objective, forceRefetch); web_search takes objective and search_queries, no URL'),
    "hooks.tool-bash": SRC('Bash takes cmd and an absolute cwd; a leading `cd DIR &&` is turned into cwd before the permission check; shell_command takes command, workdir, login, timeout_ms, and Bash entries are copied to shell_command with cmd->command and cwd->workdir'),
    "hooks.tool-files": SRC('Read takes path (absolute after preprocessing) and read_range; create_file path and content; edit_file path, old_str, new_str, replace_all; apply_patch patchText (a *** Begin Patch envelope); Grep pattern, path, glob; glob filePattern; look_at and get_diagnostics path; painter savePath; chart runs cmd'),
    "hooks.first-match": SRC('user entries are evaluated in order and the first whose tool and matches fit decides; only when none fits do the built-in entries apply (which ask for most Bash commands); dangerouslyAllowAll replaces every entry with allow'),
    "hooks.delegate-protocol": {"basis": "vendor-source", "date": "2026-12-04", "claim": "an amp.permissions rule with action delegate spawns its to program with no arguments and env AGENT=amp, AMP_THREAD_ID, AGENT_TOOL_NAME, AGENT_TOOL_USE_ID, writes the tool arguments as JSON to stdin; exit 0 = allow, 1 = ask, other = reject with stderr; timeout (10 s) or spawn error = reject", "repo": "npm:@sourcegraph/amp", "commit": "0.0.1777897475-g2324e1", "path": "dist/main.js"},
    "hooks.plugin-tool-call": {"basis": "vendor-source", "date": "2026-12-04", "claim": "plugins receive tool.call, tool.result, agent.start and agent.end requests; a tool.call reply carrying an action string is used, anything else counts as allow", "repo": "npm:@sourcegraph/amp", "commit": "0.0.1777897475-g2324e1", "path": "dist/main.js"},
    "packaging.mcp-remote": SRC('an amp.mcpServers entry with url is a remote server: Amp connects with streamable HTTP, sending headers (a string map) with every request, and falls back to SSE when that fails; OAuth is used when the server asks for it'),
    "packaging.mcp-interpolation": SRC('Amp replaces ${NAME} in a stdio server\'s command, args and env values and in a remote server\'s url and header values from its environment (an unset name stays as written); no other $ form is replaced'),
    "packaging.workspace-settings-file": {"basis": "vendor-source", "date": "2026-12-04", "claim": "the settings UI names .amp/settings.json as the workspace config and ~/.config/amp/settings.json as the global config", "repo": "npm:@sourcegraph/amp", "commit": "0.0.1777897475-g2324e1", "path": "dist/main.js"},
  },
} as const satisfies VendorFacts;
