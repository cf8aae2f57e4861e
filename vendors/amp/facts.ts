/**
 * Amp, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/amp.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "amp",
  displayName: "Amp",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "unadapted", "reason": "Amp has no command-hook config file; two per-call gates exist, both now read in Amp's own published code (npm:@sourcegraph/amp 0.0.1777897475-g2324e1, dist/main.js, the last release shipped as readable JavaScript; later releases wrap the compiled @ampcode/cli binary): (1) an amp.permissions rule with action delegate runs the program named in to (no arguments, a ~ expanded) with the tool's arguments as JSON on stdin and the tool name only in the environment (AGENT_TOOL_NAME, with AGENT=amp, AMP_THREAD_ID, AGENT_TOOL_USE_ID); exit 0 allows, 1 asks, any other exit rejects with stderr as the message, and a spawn failure or the 10-second timeout rejects; (2) TypeScript plugins answering tool.call with an action (allow by default). Not built in this session: seamc's runtime reads the tool name from the payload, not from the environment, so a delegate adapter needs a runtime change outside vendors/amp; the tool and argument names beyond Bash's cmd must still be taken from the same bundle; and whether the current compiled CLI still honours delegate rules (third-party copies of the manual now call them legacy, served by a permissions plugin) needs a hand-run of @ampcode/cli. Checked 2026-12-04; docs/decisions/amp.md"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Amp\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Amp has no OS sandbox setting in its settings file: `amp.permissions` gates tool calls but nothing confines what an allowed command touches on disk or the network',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Amp (docs/vendors/amp.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://ampcode.com/manual' },
    },
  },
  evidence: {
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "agents md native", "url": "https://ampcode.com/manual", "carried": true},
    "instructions.globs-only-on-mentioned-files": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "globs only on mentioned files", "url": "https://ampcode.com/manual", "carried": true},
    "instructions.agent-requested-as-skill": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "agent requested as skill", "url": "https://ampcode.com/manual", "carried": true},
    "permissions.first-match-list": {"basis": "third-party", "date": "2026-10-11", "claim": "rulesync", "url": "https://github.com/dyoshikawa/rulesync"},
    "permissions.project-settings-file": {"basis": "third-party", "date": "2026-10-11", "claim": "unverified", "url": "https://ampcode.com/manual", "carried": true},
    "permissions.bash-cmd-glob": {"basis": "third-party", "date": "2026-10-11", "claim": "bash cmd glob", "url": "https://ampcode.com/manual", "carried": true},
    "permissions.mcp-tool-names": {"basis": "third-party", "date": "2026-10-11", "claim": "mcp__<server>__<tool>", "url": "https://ampcode.com/manual", "carried": true},
    "packaging.mcp-servers-key": {"basis": "third-party", "date": "2026-10-11", "claim": "mcp servers key", "url": "https://ampcode.com/manual", "carried": true},
    "packaging.skills-root": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "skills root", "url": "https://ampcode.com/manual", "carried": true},
    "hooks.delegate-protocol": {"basis": "vendor-source", "date": "2026-12-04", "claim": "an amp.permissions rule with action delegate spawns its to program with no arguments and env AGENT=amp, AMP_THREAD_ID, AGENT_TOOL_NAME, AGENT_TOOL_USE_ID, writes the tool arguments as JSON to stdin; exit 0 = allow, 1 = ask, other = reject with stderr; timeout (10 s) or spawn error = reject", "repo": "npm:@sourcegraph/amp", "commit": "0.0.1777897475-g2324e1", "path": "dist/main.js"},
    "hooks.plugin-tool-call": {"basis": "vendor-source", "date": "2026-12-04", "claim": "plugins receive tool.call, tool.result, agent.start and agent.end requests; a tool.call reply carrying an action string is used, anything else counts as allow", "repo": "npm:@sourcegraph/amp", "commit": "0.0.1777897475-g2324e1", "path": "dist/main.js"},
    "packaging.workspace-settings-file": {"basis": "vendor-source", "date": "2026-12-04", "claim": "the settings UI names .amp/settings.json as the workspace config and ~/.config/amp/settings.json as the global config", "repo": "npm:@sourcegraph/amp", "commit": "0.0.1777897475-g2324e1", "path": "dist/main.js"},
  },
} as const satisfies VendorFacts;
