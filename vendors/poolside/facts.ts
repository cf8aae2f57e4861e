/**
 * Poolside (the Poolside Assistant in the IDE and the `pool` agent CLI), as data: every claim seamc makes about the
 * agent, with the evidence records behind it (docs/evidence.md). Decisions: docs/decisions/newagents2.md and docs/decisions/poolside.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const DAY = '2026-12-04';
const doc = (page: string, claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: `https://docs.poolside.ai/${page}` });

export const facts = {
  id: 'poolside',
  displayName: 'Poolside',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: {
      status: 'unadapted',
      reason: 'Poolside has hooks: pool 1.0.16 (its CHANGELOG and README, poolsideai/pool) runs shell commands at PreToolUse, PostToolUse, UserPromptSubmit, Stop, PreCompact and SessionStart, configured under the top-level hooks key of settings.yaml; they can block or rewrite tool calls and prompts, run without an approval prompt and fail open. The protocol (payload fields, tool names, reply grammar) is only on docs.poolside.ai/hooks, which no corpus holds. Rechecked 2026-12-04: poolsideai/pool (fcabc59) ships no source, only README, CHANGELOG and licence notices, and the pool binary comes from Poolside\'s own download host, not npm or PyPI; searches of docs, pages, code and issues (Poolside hooks protocol, hook_specific_output, stop_hook_max_continuations, PreToolUse stdin tool_name) found only third parties (an ai-memory pull request that watched pool 1.0.16 send snake_case JSON, integrators quoting a UserPromptSubmit block reply) and pool issue #44, still open, which asks Poolside to document an allow / deny reply; with no PreToolUse reply from Poolside itself, no runtime, probe or fixtures are written',
    },
    packaging: { status: 'emitted' },
  },
  sandbox: {
    noLauncher: 'seamc has not recorded everything pool keeps under the home folder (~/.config/poolside/ holds its settings and credentials), so it writes no launcher that could break the CLI at start',
    noNative: 'Poolside settings files have a sandbox key for a local sandbox, but seamc has not read its shape, so sandbox: is not written there',
    evidence: {
      native: doc('tool-permissions', 'settings.yaml can run agents inside a sandbox with file system and network boundaries; tools and paths alone do not sandbox the agent'),
    },
  },
  evidence: {
    'instructions.agents-md': doc('agent-instructions', 'AGENTS.md in the current directory and in parent directories up to the repository root apply to Poolside agents, after a managed agent\'s own instructions; a user-level .poolside file adds personal preferences'),
    'instructions.ide-cli': doc('ide/agent-instructions', 'AGENTS.md (project) and .poolside (user) are applied whenever Poolside runs an agent in the IDE or the CLI; an AGENTS.md may sit at the root or in subdirectories'),
    'permissions.settings-files': doc('settings-file-reference', 'settings.yaml is read from .poolside/settings.local.yaml (personal, not committed), .poolside/settings.yaml (shared, committed) and ~/.config/poolside/settings.yaml, most specific first; top-level keys are pool, tools, paths, secrets, mcp_servers and sandbox'),
    'permissions.tools': doc('tool-permissions', 'tools turns tools off or auto-approves / denies calls, paths limits which files the file tools can read or modify; the shell tool can reach files outside paths, and the intersection with role and agent configuration is enforced'),
    'packaging.skills': doc('skills', 'Poolside supports the Agent Skills format (a folder with SKILL.md) and scans ~/.config/poolside/skills/, .poolside/skills/ and .agents/skills/; a skill applies when its description matches the request or is picked from the skills menu'),
    'packaging.skill-format': { basis: 'vendor-docs', date: DAY, claim: 'a skill folder\'s name must match the name field of its SKILL.md, whose YAML front matter has name and description', url: 'https://docs-staging.poolside.ai/skills' },
    'packaging.mcp-servers': doc('settings-file-reference', 'mcp_servers in settings.yaml configures personal MCP servers'),
    'packaging.managed-agents': doc('agent-instructions', 'a managed agent\'s instructions are configured in Poolside Console'),
    'permissions.rules': { basis: 'vendor-source', date: DAY, claim: 'rules in .poolside/settings.yaml (shared) and its local and home siblings are combined and deny overrides allow; tools.shell.allow / deny take command patterns with * as the only wildcard, matched against the call as the approval prompt shows it; subshells and composite commands always need manual approval and commands with control operators are never auto-approved; paths.allow / deny take {path, write} entries with * and **, read-only unless write: true; no ask list', repo: 'poolsideai/pool', commit: 'fcabc59ff67810ecec5429ec9d45fa1dda6c1136', path: 'README.md' },
    'hooks.surface': { basis: 'vendor-source', date: DAY, claim: 'pool 1.0.16 added hooks at six lifecycle events, configured under the hooks key of settings.yaml; hooks run without an approval prompt and fail open on failure, timeout or unparseable output, and are not a security boundary', repo: 'poolsideai/pool', commit: 'fcabc59ff67810ecec5429ec9d45fa1dda6c1136', path: 'README.md' },
    'packaging.project-mcp': { basis: 'vendor-source', date: DAY, claim: 'MCP servers are stored under mcp_servers of ~/.config/poolside/settings.yaml and can be scoped to a project in .poolside/settings.yaml; the README shows them only through pool mcp add', repo: 'poolsideai/pool', commit: 'fcabc59ff67810ecec5429ec9d45fa1dda6c1136', path: 'README.md' },
    'permissions.pool-cli': doc('cli/pool', 'pool reads its own pool section only from ~/.config/poolside/settings.yaml, not from the project .poolside/settings.yaml or .poolside/settings.local.yaml'),
  },
} as const satisfies VendorFacts;
