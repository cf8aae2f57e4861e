/**
 * DeepSeek Harness (deepseek-ai/deepseek-harness, the `dsh` agent), as data: every claim seamc makes about the agent,
 * with the evidence records behind it (docs/evidence.md). Decisions: docs/decisions/newagents2.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const DAY = '2026-12-04';
const COMMIT = 'b150a551b8d465e31e418e1b2eaf5e79bbb7d28e';
const src = (path: string, claim: string): Evidence => ({ basis: 'vendor-source', date: DAY, claim, repo: 'deepseek-ai/deepseek-harness', commit: COMMIT, path });

export const facts = {
  id: 'deepseek_harness',
  displayName: 'DeepSeek Harness',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'unadapted',
      reason: "DeepSeek Harness has no rule file: its permission presets only pair a sandbox mode with an approval policy of ask or never (packages/interaction/permission-presets, user-approval), and per-call allow / ask / deny is code, a Cordis plugin on the tools/pre-execute waterfall or ctx.tools.guard() composed into the deployment (docs/cookbook/extension-cookbook.md, permission-gate example); rechecked 2026-12-04 against deepseek-ai/deepseek-harness at b150a551b8 (release dsh-0.1.1-rc.2): still no rule file; seamc has not built such a plugin or the deployment wiring it needs, so nothing is written",
    },
    hooks: {
      status: 'unadapted',
      reason: "DeepSeek Harness runs shell hooks only through its Claude Code and Codex bridge plugins, each pointed at one hooks file by a process-level configPath in the deployment's cordis.yml (no per-project discovery), and its native hooks are Cordis plugins on tools/pre-execute composed into that deployment (docs/cookbook/extension-cookbook.md); rechecked 2026-12-04 against deepseek-ai/deepseek-harness at b150a551b8 (its hook-bridges and hook-protocol notes): unchanged; seamc has built neither the bridge configuration nor a native plugin, so no runtime is written",
    },
    packaging: { status: 'emitted' },
  },
  sandbox: {
    noLauncher: 'DeepSeek Harness confines its commands with its own Landlock runner, which refuses to run them where the kernel cannot enforce Landlock, and seamc has not established how that behaves inside the launcher\'s sandbox, so no launcher is written',
    noNative: 'DeepSeek Harness has no project-level sandbox file seamc has established: its tree is configured per deployment',
    evidence: {
      native: src('native/landlock-run/README.md', 'landlock-run confines the commands the harness runs to a filesystem allow-list and exits without running them when the kernel cannot enforce Landlock'),
    },
  },
  evidence: {
    'instructions.agents-md': src('packages/context/agent-instructions/README.md', 'the loader reads $DSH_HOME/AGENTS.md, then in each folder from the project root (nearest .git) down to the session cwd every existing AGENTS.md and CLAUDE.md (identical ones render once) plus *.local.md overlays, rendered into a workspace-instructions reminder under a byte budget'),
    'hooks.bridges': src('packages/hooks/hooks-claude-code/README.md', 'the Claude Code bridge plugin runs the command hooks of one hooks.json or settings file named by configPath, parsed once at load for the whole process'),
    'packaging.skills': src('packages/skill/skill-filesystem/README.md', 'skills are <root>/<name>/SKILL.md bundles (or flat <name>.md) with required name (kebab-case) and description front matter; the project .dsh/skills root ranks first, then .agents/skills, custom roots and the home roots'),
    'permissions.presets': src('packages/interaction/permission-presets/README.md', 'a permission preset bundles sandbox/mode with approval/policy (defaults workspace-write + ask, danger-full-access + never), kept in the permissionPresets settings namespace'),
    'permissions.approval-policy': src('packages/interaction/user-approval/README.md', 'ApprovalPolicy is ask or never; ask routes through the configured answerers and fails closed without one'),
    'permissions.pre-execute': src('docs/cookbook/extension-cookbook.md', 'allow / deny policy per tool call is a Cordis plugin listening on tools/pre-execute (the permission-gate example), composed into the deployment'),
    'packaging.mcp': src('packages/mcp/mcp-client/README.md', 'MCP servers are declared in the mcp-client plugin\'s config block of the deployment (cordis.yml) and registered as mcp__<server>__<tool> tools'),
  },
} as const satisfies VendorFacts;
