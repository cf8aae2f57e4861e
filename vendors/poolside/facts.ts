/**
 * Poolside (the Poolside Assistant in the IDE and the `pool` agent CLI), as data: every claim seamc makes about the
 * agent, with the evidence records behind it (docs/evidence.md). Decisions: docs/decisions/newagents2.md.
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
    permissions: {
      status: 'unadapted',
      reason: 'Poolside reads tool approval rules from the committed project .poolside/settings.yaml (tools.<tool>.allow / deny pattern lists and disabled, plus paths rules for file tools), but the pages seamc could read do not give the pattern syntax or the tool names beyond shell, so no rule is written in a form Poolside might read differently',
    },
    hooks: {
      status: 'unadapted',
      reason: 'the Poolside settings reference seamc read lists no hooks key (pool, tools, paths, secrets, mcp_servers, sandbox), while rulesync 17.0.0 (its src/constants/pool-paths.ts) writes per-event hook lists into .poolside/settings.yaml; until a Poolside page settles it, no hook runtime is written and the surface is not recorded as absent',
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
    'permissions.pool-cli': doc('cli/pool', 'pool reads its own pool section only from ~/.config/poolside/settings.yaml, not from the project .poolside/settings.yaml or .poolside/settings.local.yaml'),
  },
} as const satisfies VendorFacts;
