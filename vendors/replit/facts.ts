/**
 * Replit Agent, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/replit.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "replit",
  displayName: "Replit Agent",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "Replit Agent is hosted and seamc's reference documents no repository permission file for it"},
    hooks: {"status": "unadapted", "reason": "no hook mechanism was found in Replit's docs: the replit.md, MCP, Agent, Agent Skills and skills-directory pages and a docs search for an agent hook, pre-tool or lifecycle command (2026-12-04) name none, and none says there is none; Replit Agent runs in Replit's cloud workspace, so a hook would also need a runtime there. Rules reach Replit Agent only as advisory text in replit.md; rechecked 2026-12-04 with a pages search: nothing new"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'Replit Agent runs in Replit\'s cloud workspace, not on this machine: there is no local process to confine',
    noNative: 'Replit Agent runs inside the Repl\'s own cloud container; no repository file configures a sandbox',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'Replit Agent works in its cloud workspace (docs/vendors/replit.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://docs.replit.com/replitai/replit-dot-md' },
    },
  },
  evidence: {
    "packaging.skills": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "a skill is a folder with SKILL.md (the Agent Skills specification) in the project's /.agents/skills directory; the agent sees every installed skill's name and description and loads the rest when relevant", "url": "https://docs.repl.it/references/agent/skills.md"},
    "packaging.skills-install": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "skills installed into a project from the Skills pane or the skills CLI live in /.agents/skills and persist across chats", "url": "https://docs.repl.it/features/agent/skills-directory.md"},
    "packaging.mcp-integrations-pane": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "MCP servers are added at replit.com/integrations (Integrations settings, MCP servers): sign in to a listed server or add a custom one by URL; no repository file", "url": "https://docs.replit.com/build/connect-via-mcp.md"},
    "instructions.replit-md": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "not AGENTS.md native", "url": "https://docs.replit.com/replitai/replit-dot-md", "carried": true},
    "instructions.no-scoping": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "no conditional rule mechanism", "url": "https://docs.replit.com/replitai/replit-dot-md", "carried": true},
    "hooks.not-found": {"basis": "vendor-docs", "date": "2026-08-26", "claim": "agentseam tier unadapted: not found in docs", "url": "https://docs.replit.com/replitai/replit-dot-md", "carried": true},
  },
} as const satisfies VendorFacts;
