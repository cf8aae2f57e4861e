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
      reason: 'no Firebender file of allow / ask / deny rules was found: the firebender.json field reference (api-reference/syntax) lists ignore, mcpServers, mcpEnvFile, rules, commands and agents, and the pages found for "Firebender agent mode terminal command auto-run allowlist approval" (multi-agent/terminal) restrict commands by overriding them in the shell profile of agent terminals; the gates Firebender documents are its hooks (beforeShellExecution / preToolUse can deny), which seamc has not built for it yet, and a custom agent\'s tools: front matter; no page shows a rule file absent, so this stays unadapted',
    },
    hooks: {
      status: 'unadapted',
      reason: 'Firebender documents hooks (multi-agent/hooks): <project>/.firebender/hooks.json, version 1, per-event command entries with matcher and timeout, events preToolUse / postToolUse, beforeShellExecution / afterShellExecution, beforeMCPExecution / afterMCPExecution, beforeReadFile / afterFileEdit, preCompact, stop, sessionStart / sessionEnd, subagentStart / subagentStop; JSON on stdin and stdout, exit 2 blocks like permission "deny", other failures let the action run. seamc has not built the runtime, probe and payload fixtures for this dialect yet: the page\'s per-event input fields beyond its opening were not readable through the search tool, so no payload seamc could judge is recorded',
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
    'hooks.surface': doc('multi-agent/hooks', 'project hooks are <project>/.firebender/hooks.json (version 1); exit code 2 blocks the action as permission "deny" would, any other failing exit lets it run (fail open)'),
  },
} as const satisfies VendorFacts;
