/**
 * Hermes Agent (NousResearch/hermes-agent), as data: every claim seamc makes about the agent, with the evidence
 * records behind it (docs/evidence.md). Decisions: docs/decisions/hermes.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const DAY = '2026-12-04';
const doc = (commit: string, page: string, claim: string): Evidence => ({ basis: 'vendor-source', date: DAY, claim, repo: 'NousResearch/hermes-agent', commit, path: `website/docs/user-guide/features/${page}.md` });
const CONTEXT = '071a8d021c05f84117c7937255584d71834e7201';
const SKILLS = '01037fc4e9e4e3fdeb0ef8dafb1796646991172d';
const HOOKS = '006a5aebb4d134ba188ff60adf1a02f668312b5f';
const SHELL_HOOKS = '00067189dfecf833d4d009c2dd977ae85cf800e0';
const TOOLS_REF = '01747edb9152214d9c2ca2a602190d984769915d';
const FILE_TOOLS = '00d5a8defe103aea1ac25bd0f975bede3f1acb8c';
const src = (commit: string, path: string, claim: string): Evidence => ({ basis: 'vendor-source', date: DAY, claim, repo: 'NousResearch/hermes-agent', commit, path });
const SECURITY = '00067189dfecf833d4d009c2dd977ae85cf800e0';
const MCP_REF = '0059a79704f0a18595c25d01973f6a5289a150c0';
const mcpRef = (claim: string): Evidence => src(MCP_REF, 'website/docs/reference/mcp-config-reference.md', claim);
const security = (claim: string): Evidence => src(SECURITY, 'website/docs/user-guide/security.md', claim);
const hook = (claim: string): Evidence => src(SHELL_HOOKS, 'agent/shell_hooks.py', claim);

export const facts = {
  id: 'hermes',
  displayName: 'Hermes Agent',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: { status: 'emitted' },
    packaging: { status: 'emitted' },
  },
  hooks: {
    config: '.seam/hermes/hooks.json',
    roots: [],
    refuse: { exit: 2 },
    userScope: true,
    noShell: true,
    events: {
      pre_tool: {
        wire: ['pre_tool_call'], block: true, escalate: false, transform: true, vouch: false, warn: false, failMode: 'closed',
        evidence: {
          fires: [hook('a hooks.pre_tool_call entry runs before each tool call whose name its matcher (a regex, full match) accepts, or every call without a matcher; stdin {hook_event_name, tool_name, tool_input, session_id, cwd, profile, extra}')],
          block: [hook('at pre_tool_call, exit 2 or stdout {"decision": "block", "reason"} / {"action": "block", "message"} blocks the call; pre_tool_call is the one event whose block is honoured')],
          rewrite: [hook('at pre_tool_call, stdout {"action": "modify", "args": {...}} (or {"decision": "modify", "tool_input": {...}}) replaces the tool arguments')],
          failMode: [hook('with fail_closed: true a spawn error, a timeout or non-JSON stdout blocks the call at pre_tool_call; empty stdout with another exit code still lets it run')],
        },
      },
    },
    sees: { mcp: 'call', web: 'url' },
    failClosed: true,
    timeout: 30,
  },
  gates: [
    { id: 'user-config-only', sections: ['hooks'], holds: 'Hermes Agent reads shell hooks only from the hooks: block of the profile config.yaml under HERMES_HOME (~/.hermes/config.yaml); the block seamc writes to .seam/hermes/hooks.json is not read', clear: 'a user merges the hooks: block of that file into ~/.hermes/config.yaml (the file is JSON, which YAML reads as is); it then runs in every project Hermes opens, and passes silently where no .seam/hooks/hermes.cjs is found', evidence: [hook('register_from_config reads the hooks: block of the loaded config.yaml; no project file is read')] },
    { id: 'hook-consent', sections: ['hooks'], holds: 'Hermes Agent registers a shell hook only after its (event, command) pair is approved: at a first-use prompt on a terminal, or with --accept-hooks, HERMES_ACCEPT_HOOKS=1 or hooks_auto_accept: true; a run without a terminal skips an unapproved hook', clear: 'the user approves the seamc hook at the prompt on the next interactive start (recorded in shell-hooks-allowlist.json under HERMES_HOME)', evidence: [hook('unapproved (event, command) pairs prompt on a TTY and are skipped otherwise; approvals are kept in shell-hooks-allowlist.json')] },
    { id: 'user-approvals-only', sections: ['permissions'], holds: 'Hermes Agent reads approvals.deny only from the profile config.yaml under HERMES_HOME (~/.hermes/config.yaml); the list seamc writes to .seam/hermes/approvals.json is not read', clear: 'a user merges the approvals.deny list of that file into ~/.hermes/config.yaml (JSON, which YAML reads as is); it then applies in every project Hermes opens', evidence: [security('approvals (mode, deny, timeout, ...) are keys of ~/.hermes/config.yaml; no project file is named')] },
    { id: 'project-skill-trust', sections: ['packaging'], components: ['skills'], holds: 'Hermes Agent loads the skills of a repository\'s .agents/skills/ (and .hermes/skills/) only once the user has trusted that repository; until then its banner only counts them', clear: 'the user runs `hermes skills trust` inside the repository (recorded in skills.trusted_project_dirs of ~/.hermes/config.yaml)', evidence: [doc(SKILLS, 'skills', 'project-local skills in <git root>/.hermes/skills/ and .agents/skills/ load only after `hermes skills trust`; trusted roots are kept in skills.trusted_project_dirs')] },
    { id: 'user-mcp-config', sections: ['packaging'], components: ['mcp'], holds: 'Hermes Agent reads MCP servers only from mcp_servers in the profile config.yaml under HERMES_HOME; the block seamc writes to .seam/hermes/mcp.json is not read', clear: 'a user merges the mcp_servers block of that file into ~/.hermes/config.yaml (JSON, which YAML reads as is) and runs /reload-mcp; the servers then start in every project Hermes opens', evidence: [mcpRef('the root config shape is mcp_servers.<name> in config.yaml: command/args/env (stdio), url/headers (HTTP), transport: sse')] },
  ],
  sandbox: {
    noLauncher: 'seamc has not recorded the state Hermes Agent writes under the home folder beyond ~/.hermes, so it writes no launcher that could break the agent at start',
    noNative: 'Hermes Agent has no project-level sandbox setting seamc knows of: its terminal options live in the profile config.yaml under HERMES_HOME',
    evidence: {
      native: doc(SKILLS, 'skills', 'terminal options such as terminal.env_passthrough are set in config.yaml; no project sandbox setting is named'),
    },
  },
  evidence: {
    'instructions.agents-md': doc(CONTEXT, 'context-files', 'project AGENTS.md files are found from the working directory down the tree (dot folders skipped), concatenated by depth into the system prompt; .cursorrules and .cursor/rules/*.mdc in the working directory are loaded too'),
    'instructions.size-limit': doc(CONTEXT, 'context-files', 'a context file over 20,000 characters is truncated (70% head, 20% tail) with a marker'),
    'instructions.injection-scan': doc(CONTEXT, 'context-files', 'a context file that matches a prompt-injection pattern (hidden HTML comments, "ignore previous instructions", cat .env, ...) is blocked whole'),
    'packaging.skills-user-only': doc(SKILLS, 'skills', 'skills live in ~/.hermes/skills/, in skills.external_dirs of config.yaml, and (after `hermes skills trust`) in the git root\'s .hermes/skills/ and .agents/skills/, which win over the others'),
    'packaging.mcp-servers': mcpRef('mcp_servers keys: command, args, env, url, headers, transport (sse); ${VAR} and ${env:VAR} resolve in every string value of an entry'),
    'packaging.no-commands': doc(SKILLS, 'skills', 'every installed skill is a slash command; skills are also listed to the model, which loads one by description'),
    'hooks.shell-hooks': doc(HOOKS, 'hooks', 'shell hooks are a hooks: block in the profile config.yaml; a shell pre_tool_call hook can block or fail closed'),
    'permissions.deny-list': security('approvals.deny: fnmatch globs, case-insensitive, against the whole command and each executable candidate (after ;, &&, ||, pipes, launchers, sh -c payloads); a match blocks before --yolo or approvals.mode is consulted'),
    'permissions.modes-only': security('approvals.mode is smart, manual or off for a fixed list of dangerous patterns; command_allowlist holds patterns approved "always"; the write_file/patch denylist is built in (HERMES_WRITE_SAFE_ROOT is an environment variable)'),
    'hooks.refuse': hook('exit 2 blocks a pre_tool_call even without JSON; stderr becomes the message'),
    'hooks.command-split': src(SHELL_HOOKS, 'hermes_cli/_subprocess_compat.py', 'split_command_line is shlex.split (POSIX rules) off Windows; shell_hooks runs the argv with shell=False after expanding a leading ~'),
    'hooks.tools': src(TOOLS_REF, 'website/docs/reference/tools-reference.md', 'the built-in tools: terminal, process, read_file, write_file, patch, search_files, web_search, web_extract, the browser_* tools (browser_cdp among them), execute_code, delegate_task, skill_manage, cronjob, vision_analyze and others'),
    'hooks.file-paths': src(FILE_TOOLS, 'tools/file_tools.py', 'a relative file-tool path is resolved against the task\'s live terminal folder (then a registered override, TERMINAL_CWD, the process folder); ~ is the profile home'),
    'hooks.sees-mcp': doc(SHELL_HOOKS, 'mcp', 'MCP tools are registered as mcp_<server>_<tool> (the config reference at 0059a797 says mcp__<server>__<tool>), with characters such as - and . in either name turned into _: the runtime classes both forms as MCP, and the two names cannot be split reliably'),
    'hooks.sees-web': src(TOOLS_REF, 'website/docs/reference/tools-reference.md', 'web_extract takes URLs, browser_navigate a URL; web_search a query'),
    'hooks.shell-runner': { basis: 'vendor-source', date: DAY, claim: 'a shell hook command is split into argv and run with shell=False; stdin is {hook_event_name, tool_name, tool_input, session_id, cwd, profile, extra}; at pre_tool_call exit 2 or a {"decision"|"action": "block"} reply blocks, {"action": "modify", "args"} rewrites; a spawn error, a timeout or (with fail_closed) unparseable stdout blocks only when fail_closed is set; each (event, command) needs a recorded consent', repo: 'NousResearch/hermes-agent', commit: SHELL_HOOKS, path: 'agent/shell_hooks.py' },
  },
} as const satisfies VendorFacts;
