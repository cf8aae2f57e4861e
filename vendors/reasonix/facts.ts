/**
 * Reasonix (esengine/DeepSeek-Reasonix, the `reasonix` CLI, desktop app and ACP agent), as data: every claim seamc
 * makes about the agent, with the evidence records behind it (docs/evidence.md). Decisions: docs/decisions/newagents2.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const DAY = '2026-12-04';
const src = (commit: string, path: string, claim: string): Evidence => ({ basis: 'vendor-source', date: DAY, claim, repo: 'esengine/DeepSeek-Reasonix', commit, path });
const PATHS = '0b04b86d6d5d2cf5acf855df068e1b0c2d2a8a6d';

export const facts = {
  id: 'reasonix',
  displayName: 'Reasonix',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: {
      status: 'unadapted',
      reason: 'Reasonix runs hooks from a settings.json (global <Reasonix home>/settings.json) with a hook trust store (trust.json), so project hooks need the user\'s trust; seamc has not established the project hook file, the payloads or the replies, so no runtime is written',
    },
    packaging: {
      status: 'unadapted',
      reason: 'Reasonix declares MCP servers as [[plugins]] tables (name, command) in reasonix.toml / config.toml and keeps commands and skills in commands/ and skills/ folders; seamc writes no TOML fragment and has not established the project folders from a Reasonix page, so nothing is written',
    },
  },
  sandbox: {
    noLauncher: 'Reasonix has an OS sandbox of its own, and seamc has not established whether it starts (or how to switch it off) inside the launcher\'s, where a nested sandbox may fail; no launcher is written',
    noNative: 'Reasonix\'s sandbox settings live in its TOML config, and seamc has not read their keys, so sandbox: is not written there',
    evidence: {
      native: src(PATHS, 'docs/CONFIG_PATHS.md', 'the config carries provider, plugin, UI, desktop, tool, skill, sandbox, bot and agent settings; project ./reasonix.toml overrides the global config.toml'),
    },
  },
  evidence: {
    'instructions.agents-md': src('8bbeb21e6b8e010e471d1c9392583c0179937296', 'docs/AGENTS_REFERENCE.md', 'the root AGENTS.md is the instruction file every agent working on the repository, Reasonix included, loads; AGENTS.local.md holds personal, uncommitted rules'),
    'permissions.rules': src('f7696658336f0a596552a67b7670598655a87d37', 'docs/PERMISSION_RULES.md', '[permissions] in the project reasonix.toml has allow / ask / deny rule lists (deny > ask > allow > the mode fallback); Bash(<prefix>:*) matches a command prefix at a word boundary per segment of a compound command; Edit covers the seven file writers; specifiers are globs over the whole raw path, * crossing /; read-only tools fall back to allow'),
    'permissions.config-priority': src(PATHS, 'docs/CONFIG_PATHS.md', 'runtime configuration resolves command-line flags, then the project ./reasonix.toml, then the global <Reasonix home>/config.toml'),
    'hooks.settings': src(PATHS, 'docs/CONFIG_PATHS.md', 'global hooks live in <Reasonix home>/settings.json and a hook trust store in trust.json'),
    'packaging.plugins': src(PATHS, 'docs/CONFIG_PATHS.md', 'MCP servers are [[plugins]] entries with name and command in the TOML config; global slash commands and skills live in commands/ and skills/ under Reasonix home'),
  },
} as const satisfies VendorFacts;
