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
      reason: 'Poolside has a committed project settings file, .poolside/settings.yaml (with an untracked settings.local.yaml beside it), but seamc has not read the Poolside page that documents its tool-permission keys, so nothing is written',
    },
    hooks: {
      status: 'unadapted',
      reason: 'Poolside\'s .poolside/settings.yaml is reported by rulesync 17.0.0 (its src/constants/pool-paths.ts) to hold per-event hook lists, but seamc has not read a Poolside page that documents the events, payloads or replies, so no runtime is written',
    },
    packaging: {
      status: 'unadapted',
      reason: 'Poolside is reported by rulesync 17.0.0 (its src/constants/pool-paths.ts) to read MCP servers from the mcp_servers key of .poolside/settings.yaml and skills from .poolside/skills/, but seamc has not read the Poolside pages for their shapes, so nothing is written',
    },
  },
  evidence: {
    'instructions.agents-md': doc('agent-instructions', 'AGENTS.md in the current directory and in parent directories up to the repository root apply to Poolside agents, after a managed agent\'s own instructions; a user-level .poolside file adds personal preferences'),
    'instructions.ide-cli': doc('ide/agent-instructions', 'AGENTS.md (project) and .poolside (user) are applied whenever Poolside runs an agent in the IDE or the CLI; an AGENTS.md may sit at the root or in subdirectories'),
    'permissions.settings-file': doc('cli/pool', 'pool reads its own pool section only from ~/.config/poolside/settings.yaml, not from the project .poolside/settings.yaml or .poolside/settings.local.yaml'),
  },
} as const satisfies VendorFacts;
