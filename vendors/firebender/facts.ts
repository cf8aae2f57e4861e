/**
 * Firebender (the Android Studio / IntelliJ agent), as data: every claim seamc makes about the agent, with the evidence
 * records behind it (docs/evidence.md). Decisions: docs/decisions/newagents2.md and docs/decisions/firebender.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const DAY = '2026-12-04';
const doc = (page: string, claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: `https://docs.firebender.com/${page}` });

export const facts = {
  id: 'firebender',
  displayName: 'Firebender',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'unadapted',
      reason: 'no Firebender file of allow / ask / deny rules was found: the firebender.json field reference (api-reference/syntax) lists ignore, mcpServers, mcpEnvFile, rules, commands and agents, and says terminal and MCP tools cannot be restricted by ignore; the agent-terminal page (multi-agent/terminal) restricts commands by overriding them in the shell profile of agent terminals; the agent page (get-started/agent) offers Auto / Read / Write modes and custom agents\' tools: front matter; the gates Firebender documents are those modes and its hooks, which seamc has not built for it. Searched again 2026-12-04 (pages: "Firebender agent permissions allowlist auto-approve terminal commands settings firebender.json"; docs and issues with the hooks queries below): the same three pages, nothing new; no page shows a rule file absent, so this stays unadapted',
    },
    hooks: {
      status: 'unadapted',
      reason: 'Firebender documents hooks (multi-agent/hooks): <project>/.firebender/hooks.json, version 1, per-event command entries with matcher and timeout, events preToolUse / postToolUse, beforeShellExecution / afterShellExecution, beforeMCPExecution / afterMCPExecution, beforeReadFile / afterFileEdit, preCompact, stop, sessionStart / sessionEnd, subagentStart / subagentStop; JSON on stdin and stdout, exit 2 blocks like permission "deny", other failures let the action run; a preToolUse matcher filters by tool type (Shell, Read, Write, Grep, Delete, MCP, Task: Cursor\'s tool names) and a beforeShellExecution matcher runs against the full command string. seamc has not built the runtime, probe and payload fixtures: the page\'s per-event input and output fields are still unread. Retried 2026-12-04: search pages / docs / issues with "Firebender hooks beforeShellExecution input command cwd permission deny", "Firebender hooks.json preToolUse tool_input stdin JSON", "Firebender hooks beforeReadFile file_path content afterFileEdit edits", "firebendercorp hooks beforeShellExecution input fields conversation_id hook_event_name workspace_roots", "Firebender hooks reference user_message agent_message permission allow deny ask output schema", "Firebender subagentStart subagentStop sessionStart sessionEnd hook payload fields", "firebender llms-full.txt hooks" (docs.firebender.com/multi-agent/hooks, its .md and the firebendercorp.mintlify.app copy came back, only their openings and the matcher section); find_string ".firebender/hooks.json", "Observe Task-tool subagent lifecycle", "FIREBENDER_TERMINAL"; find_repos firebender / firebendercorp (no Firebender docs or plugin source); npm view firebender (E404). The only payload seen is third-party: git-ai\'s Firebender parser (git-ai-project/git-ai 08112a74ce8993f8ea61935bb468ba5333e7d8e8, src/commands/checkpoint_agent/presets/firebender.rs) reads hook_event_name, tool_name, tool_input (command, file_path, target_file, path), repo_working_dir and workspace_roots at preToolUse / postToolUse only, and its tests use Bash / Edit / Write as tool names where Firebender\'s page says Shell / Write, so it does not settle the shape either; the reply fields beyond permission "deny" are unread. A runtime on these guesses could let every shell or file rule pass, so none is written',
    },
    packaging: { status: 'emitted' },
  },
  sandbox: {
    noLauncher: 'Firebender is a plugin inside Android Studio / IntelliJ, with no CLI of its own a launcher could start',
    noNative: 'Firebender has no project-level sandbox setting seamc knows of',
    evidence: {
      native: doc('rules/syntax', 'Firebender installs as an Android Studio / IntelliJ plugin from the IDE\'s plugin settings; no sandbox setting is named'),
    },
  },
  evidence: {
    'instructions.agents-md': doc('api-reference/agents-md', 'AGENTS.md (or .firebender/AGENTS.md) in the project or a parent folder applies to every conversation with no front matter; the first file found is used, ~/.firebender/AGENTS.md otherwise'),
    'instructions.rules': doc('multi-agent/global-rules', 'firebender.json at the project root holds a rules array: plain strings, or objects with filePathMatches and rules / rulesPaths for situational rules'),
    'packaging.agents': doc('api-reference/agents', 'custom agents are Markdown files with name, description, tools and model front matter, listed by path (relative to the project root) in the agents array of firebender.json; tools takes tool groups read, edit, execution, other or mcp_<server>_<tool>, and all tools apply when it is absent'),
    'packaging.config': doc('api-reference/syntax', 'the project firebender.json (project root) holds ignore, mcpServers (command, args, env or url, headers), mcpEnvFile, rules, commands and agents; project and personal configs are merged, commands and agents kept side by side'),
    'packaging.commands': doc('context/commands', 'commands are entries of the commands array of firebender.json with name, path to a Markdown prompt file, and optional model and mode'),
    'packaging.skills': doc('api-reference/skills', 'team skills are .firebender/skills/<name>/SKILL.md with name (lowercase, hyphens) and description front matter, chosen by the model from the description'),
    'packaging.mcp-env': doc('context/mcp/overview', 'environment values in an MCP entry reference variables as ${env:NAME}'),
    'hooks.matchers': { basis: 'vendor-docs', date: DAY, claim: 'a preToolUse (and other tool hook) matcher filters by tool type: Shell, Read, Write, Grep, Delete, MCP, Task; a beforeShellExecution matcher is matched against the full shell command string', url: 'https://firebendercorp.mintlify.app/multi-agent/hooks' },
    'permissions.modes': { basis: 'vendor-docs', date: DAY, claim: 'the agent runs in Auto, Read (no file changes, no terminal) or Write mode, picked in the IDE; custom agent modes come from the agents array of firebender.json; no allow / deny rule file is named', url: 'https://firebendercorp.mintlify.app/get-started/agent' },
    'hooks.surface': doc('multi-agent/hooks', 'project hooks are <project>/.firebender/hooks.json (version 1); exit code 2 blocks the action as permission "deny" would, any other failing exit lets it run (fail open)'),
  },
} as const satisfies VendorFacts;
