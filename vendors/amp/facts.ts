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
    hooks: {"status": "unadapted", "reason": "Amp has no command-hook config; its hooks are TypeScript plugins in .amp/plugins/ (amp.on('tool.call') may answer allow or reject-and-continue), an API Amp calls experimental, off unless Amp is started with PLUGINS=all and behind an opt-in comment. A generated plugin bridge like Pi's would fit, but the tool names and argument names a tool.call carries (other than Bash's cmd), what a throwing handler does, and whether a handler may rewrite the input are not in any source seamc could read: the plugin API page is only available through third-party mirrors, @ampcode/plugin is not on the npm registry, and @sourcegraph/amp / @ampcode/cli ship a downloaded binary; a 2026-12-04 docs search found Amp's official-plugins skills (executor plugins in .amp/plugins/) but no readable snapshot of that repository. Not built; rechecked 2026-12-04: @sourcegraph/amp-sdk (npm, 0.1.0-20260126121723-gc94da34, dist/types.d.ts) types Amp's amp.permissions rules (tool, matches, action allow / reject / ask / delegate, context, and to: the program a delegate rule hands the decision to), a second way to run a command per tool call, but neither the SDK nor any page seamc could open states what the delegate program receives or how its answer is read (the manual's appendix only through third-party copies, which call these rules legacy and point to plugins), so it is not built either"},
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
  },
} as const satisfies VendorFacts;
