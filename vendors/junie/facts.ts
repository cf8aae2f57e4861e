/**
 * Junie, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/junie.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "junie",
  displayName: "Junie",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "Junie's only permission file is the user-global ~/.junie/allowlist.json, which has no project scope and no deny (a deny entry fails the whole file), so nothing can be committed to a repository"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Junie\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Junie has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Junie (docs/vendors/junie.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://junie.jetbrains.com/docs/junie-cli-hooks.html' },
    },
  },
  hooks: {
    config: ".junie/config.json",
    roots: [],
    refuse: {"exit": 2},
    userScope: true,
    events: {
      session_start: {
        "wire": ["SessionStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-03", "claim": "SessionStart is the only hook event Junie CLI documents: it runs a command when a session starts or resumes (matcher on the source startup / resume)", "url": "https://junie.jetbrains.com/docs/junie-cli-hooks.html"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-03", "claim": "hook output and exit status do not block Junie startup", "url": "https://junie.jetbrains.com/docs/junie-cli-hooks.html"},
          ],
        },
      },
    },
    sees: {"mcp": "unseen", "web": "unseen"},
    failClosed: false,
    timeout: 30,
  },
  gates: [
    { "id": "user-file-only", "sections": ["hooks"], "holds": "Junie ignores the hooks seamc writes to .junie/config.json (only the user file ~/.junie/config.json is read)", "clear": "Junie is started with --config-location .junie/config.json, or the entries are copied into ~/.junie/config.json", "evidence": [{"basis": "vendor-docs", "date": "2026-12-03", "claim": "project-local hooks are ignored by default for safety; pass the file with --config-location to use it", "url": "https://junie.jetbrains.com/docs/junie-cli-hooks.html"}] },
  ],
  evidence: {
    "hooks.sees-mcp": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "no public Junie hooks reference names MCP tools in hook payloads (searched 2026-12-03)", "url": "https://junie.jetbrains.com/docs/junie-cli-hooks.html", "carried": true},
    "hooks.sees-web": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "no public Junie hooks reference names web tools in hook payloads (searched 2026-12-03)", "url": "https://junie.jetbrains.com/docs/junie-cli-hooks.html", "carried": true},
    "hooks.user-config-only": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "hooks are read from the user file ~/.junie/config.json or a file passed with --config-location; project-local .junie/config.json hooks are ignored by default", "url": "https://junie.jetbrains.com/docs/junie-cli-hooks.html"},
    "hooks.refuse": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "no hook reply or exit code blocks anything in Junie CLI: the refusal exit code is spoken but has no effect at SessionStart", "url": "https://junie.jetbrains.com/docs/junie-cli-hooks.html"},
    "instructions.first-match": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "junie/AGENTS.md, then AGENTS.md, then .junie/guidelines.md", "url": "https://junie.jetbrains.com/docs/", "carried": true},
    "packaging.mcp": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "junie/mcp/mcp.json mcpServers; stdio documented", "url": "https://junie.jetbrains.com/docs/", "carried": true},
    'packaging.mcp-stdio-only': { basis: 'vendor-docs', date: '2026-12-04', claim: 'under supported transport types, Junie connects only to MCP servers using the stdio transport; a server is configured by the command and arguments that start it', url: 'https://www.jetbrains.com/help/junie/model-context-protocol-mcp.html' },
    "packaging.commands": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "junie/commands/<name>.md, description", "url": "https://junie.jetbrains.com/docs/", "carried": true},
    "packaging.agents": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "junie/agents/<name>.md: name, description, tools", "url": "https://junie.jetbrains.com/docs/", "carried": true},
    "packaging.skills": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "junie/skills/<name>/SKILL.md", "url": "https://junie.jetbrains.com/docs/", "carried": true},
  },
} as const satisfies VendorFacts;
