/**
 * JetBrains AI Assistant, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/jetbrains_ai.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "jetbrains_ai",
  displayName: "JetBrains AI Assistant",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "JetBrains AI Assistant keeps tool approvals in the IDE; seamc's reference documents no project permission file for it"},
    hooks: {"status": "unadapted", "reason": "no hook mechanism for JetBrains AI Assistant was found: its help pages (project rules, MCP) name none, and searches of the stored JetBrains documentation for AI Assistant agent hooks or pre-tool commands found no page either way (2026-12-04; JetBrains' separate agents, Junie and Air, have their own surfaces); rules reach it only as advisory text in its rule file; rechecked 2026-12-04 (docs and pages searches for AI Assistant hooks or pre-tool commands): nothing new"},
    packaging: {"status": "unadapted", "reason": "JetBrains AI Assistant adds MCP servers in Settings | Tools | AI Assistant | Model Context Protocol (a JSON snippet per server, level global or current project), stored by the IDE; its help names no project file seamc could write (the current-project level is kept by the IDE, unlike JetBrains Air's .air/mcp.json), and no commands, subagents or skills folder; nothing is generated"},
  },
  sandbox: {
    noLauncher: 'JetBrains AI Assistant runs inside an editor or terminal application, not as a CLI the launcher could start in this folder',
    noNative: 'JetBrains AI Assistant has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for JetBrains AI Assistant (docs/vendors/jetbrains_ai.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://www.jetbrains.com/help/ai-assistant/configure-project-rules.html' },
    },
  },
  evidence: {
    "hooks.not-found": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "the AI Assistant help for MCP and project rules names no hook or lifecycle-script mechanism; a docs search for AI Assistant agent hooks returned no JetBrains page", "url": "https://www.jetbrains.com/zh-cn/help/ai-assistant/2026.1/mcp.html"},
    "packaging.mcp-in-ide": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "MCP servers are added in the IDE settings dialog as JSON (mcpServers with command/args or url), with a server level (global or current project); no project file is named", "url": "https://www.jetbrains.com/zh-cn/help/ai-assistant/2026.1/mcp.html"},
    "instructions.rules-dir": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "JetBrains AI Assistant 2026.1 help, Configure project rules", "url": "https://www.jetbrains.com/help/ai-assistant/configure-project-rules.html"},
    "instructions.default-always": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "JetBrains AI Assistant 2026.1 help, Configure project rules: \"By default, project rules are automatically added to each chat session\"", "url": "https://www.jetbrains.com/help/ai-assistant/configure-project-rules.html"},
    "instructions.type-in-ide": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "scope set in the IDE, not file-expressible", "url": "https://www.jetbrains.com/help/ai-assistant/configure-project-rules.html", "carried": true},
    "instructions.file-pickup": {"basis": "inherited", "date": "2026-12-02", "claim": "ruler writes .aiassistant/rules/AGENTS.md: unverified that a file created outside the IDE is picked up", "url": "https://github.com/intellectronica/ruler"},
  },
} as const satisfies VendorFacts;
