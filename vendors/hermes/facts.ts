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

export const facts = {
  id: 'hermes',
  displayName: 'Hermes Agent',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'unadapted',
      reason: 'Hermes Agent has no project-level permission file seamc could find: its approval settings (approvals.mode, which the hooks page names) live in the profile config.yaml under HERMES_HOME (~/.hermes) with the rest of the user\'s configuration; seamc writes no user-scope fragment for it yet (docs/decisions/hermes.md)',
    },
    hooks: {
      status: 'unadapted',
      reason: 'Hermes Agent has shell hooks, documented in its source: a hooks: block in the profile config.yaml under HERMES_HOME (user level only), each entry run without a shell after a first-use consent prompt per (event, command); pre_tool_call blocks on exit 2 or a {"decision": "block"} reply and can fail closed. seamc has not built the user-scope fragment (a YAML block whose command must wrap seamc\'s sh program in sh -c) or a runtime that maps Hermes\'s tool names and arguments (terminal, read_file, write_file, patch, execute_code, ...), so nothing is written (docs/decisions/hermes.md)',
    },
    packaging: {
      status: 'unadapted',
      reason: 'Hermes Agent keeps skills in ~/.hermes/skills (plus external directories listed in its config.yaml) and MCP servers and plugins in the profile config.yaml under HERMES_HOME, with no project folder; seamc writes no user-scope fragment for them yet',
    },
  },
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
    'packaging.skills-user-only': doc(SKILLS, 'skills', 'all skills live in ~/.hermes/skills/; external skill directories are added in config'),
    'hooks.shell-hooks': doc(HOOKS, 'hooks', 'shell hooks are a hooks: block in the profile config.yaml; a shell pre_tool_call hook can block or fail closed'),
    'hooks.shell-runner': { basis: 'vendor-source', date: DAY, claim: 'a shell hook command is split into argv and run with shell=False; stdin is {hook_event_name, tool_name, tool_input, session_id, cwd, profile, extra}; at pre_tool_call exit 2 or a {"decision"|"action": "block"} reply blocks, {"action": "modify", "args"} rewrites; a spawn error, a timeout or (with fail_closed) unparseable stdout blocks only when fail_closed is set; each (event, command) needs a recorded consent', repo: 'NousResearch/hermes-agent', commit: SHELL_HOOKS, path: 'agent/shell_hooks.py' },
  },
} as const satisfies VendorFacts;
