/**
 * Warp, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/warp.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "warp",
  displayName: "Warp",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "Warp keeps its command allowlist and denylist only in the global settings.toml execution profiles; there is no project file seamc could write"},
    hooks: {"status": "none", "reason": "Warp's agents run no user command around a tool call: the agent capabilities index lists every capability (slash commands, skills, planning, task lists, model choice, rules, full terminal use, computer use, MCP, codebase context, profiles & permissions, web search) and none is a hook, tool calls are controlled only by profile permissions and command allowlist/denylist regexes, and the open-source client's agent code holds no hook configuration (only hooks Warp installs into Claude Code and other third-party CLI agents it hosts); rules reach Warp only as advisory text in AGENTS.md"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'Warp runs inside an editor or terminal application, not as a CLI the launcher could start in this folder',
    noNative: 'Warp has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Warp (docs/vendors/warp.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://docs.warp.dev/agents/rules' },
    },
  },
  evidence: {
    "hooks.none": { basis: 'vendor-source', date: '2026-12-04', claim: 'the Capabilities page lists the agents\' capabilities: slash commands, skills, planning, task lists, model choice, rules, full terminal use, computer use, MCP, codebase context, profiles & permissions, web search; none runs a user command before or after a tool call', repo: 'warpdotdev/docs', commit: '9d837ad1f6d930fd1f48c9299c5b6f39289865be', path: 'src/content/docs/agent-platform/capabilities/index.mdx' },
    "hooks.none-permissions": { basis: 'vendor-source', date: '2026-12-04', claim: 'what gates an agent action is the profile: autonomy per action type, a regex command allowlist and denylist, an MCP allowlist; no command hook', repo: 'warpdotdev/docs', commit: '9d837ad1f6d930fd1f48c9299c5b6f39289865be', path: 'src/content/docs/agent-platform/capabilities/agent-profiles-permissions.mdx' },
    "hooks.none-source": { basis: 'vendor-source', date: '2026-12-04', claim: 'a search of the client source for hook configuration (hooks, PreToolUse, before-tool) finds only the hooks Warp installs into Claude Code / Codex harnesses it runs as children, none for its own agent', repo: 'warpdotdev/warp', commit: '19548aec6285e82b1a4cde526e7ec7e04513c248', path: 'app/src/ai/agent_sdk/driver/harness/mod.rs' },
    "packaging.skills": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "skills are SKILL.md folders discovered from the working folder up to the repository root (project) or the home folder (global), invoked by the agent or as /{skill-name}", "url": "https://docs.warp.dev/agent-platform/capabilities/skills"},
    "packaging.skills-folders": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "local agent runs scan .warp/skills/, .agents/skills/, .claude/skills/ and other agents' skills folders of the repository", "url": "https://docs.warp.dev/agent-platform/cloud-agents/skills-as-agents"},
    "packaging.mcp-app-only": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "MCP servers for local agents are added in the Warp app (Settings > MCP servers, Warp Drive, the command palette); no project file is read", "url": "https://docs.warp.dev/agents/capabilities/mcp.md"},
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents md native", "url": "https://docs.warp.dev/agents/rules", "carried": true},
    "instructions.no-scoping": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "no conditional rule mechanism; rulesync folds topic rules into the root file", "url": "https://docs.warp.dev/agents/rules", "carried": true},
    "permissions.global-only": {"basis": "inherited", "date": "2026-12-02", "claim": "Warp row (rulesync; unverified): regex command_allowlist/command_denylist in global settings.toml; writing a denylist replaces the built-in defaults", "url": "https://github.com/dyoshikawa/rulesync"},
  },
} as const satisfies VendorFacts;
