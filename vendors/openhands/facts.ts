/**
 * OpenHands (CLI, local GUI, Cloud; all on the OpenHands software-agent-sdk), as data. Sources:
 * shared/reference/hooks.md §4.14, §8; instructions.md §2 (ruler row); the vendor's hooks page
 * (docs.openhands.dev/openhands/usage/customization/hooks) and its SDK source, OpenHands/software-agent-sdk@06b329e3
 * (openhands-sdk/openhands/sdk/hooks/executor.py, types.py) and @0543e5ec (context/skills/skill.py).
 * Decisions: docs/decisions/openhands.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';

const SRC = { basis: 'vendor-source', date: '2026-12-02', source: 'OpenHands/software-agent-sdk@06b329e3 openhands-sdk/openhands/sdk/hooks/executor.py, types.py' } as const;
const OBSERVE = { grade: 'detect', block: false, escalate: false, transform: false, vouch: false, warn: false, evidence: SRC } as const;
/** blocks on {"decision":"deny"} or exit 2; a timeout or any other exit lets the call run (fails open) */
const GATE = { grade: 'best-effort', block: true, escalate: false, transform: false, vouch: false, warn: false } as const;

export const facts = {
  id: 'openhands',
  displayName: 'OpenHands',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'none',
      reason:
        'OpenHands has no project file of allow/ask/deny rules: confirmation mode and the security analyzer are per-session settings that judge each action as a whole, with no command, path, domain or MCP-tool patterns',
    },
    hooks: { status: 'emitted' },
    packaging: {
      status: 'unadapted',
      reason:
        "OpenHands loads MCP servers from its own settings and AgentSkills folders from .openhands/skills/, but its skill loader also reads every other .md file under that folder as a separate skill, so seamc cannot yet copy a skill's files there without changing what loads; commands and subagents have no project layout seamc has confirmed.",
    },
  },
  hooks: {
    config: '.openhands/hooks.json',
    roots: ['OPENHANDS_PROJECT_DIR'],
    refuse: { exit: 2 },
    events: {
      session_start: { wire: ['SessionStart'], ...OBSERVE },
      session_end: { wire: ['SessionEnd'], ...OBSERVE },
      prompt_submit: { wire: ['UserPromptSubmit'], ...GATE, evidence: { ...SRC, source: `${SRC.source}: {"decision":"deny"} at UserPromptSubmit rejects the message` } },
      pre_tool: { wire: ['PreToolUse'], ...GATE, evidence: { ...SRC, source: `${SRC.source}: {"decision":"deny"} (exit 0) or exit 2 blocks; timeout / exit 1 proceed; no ask, no updatedInput` } },
      post_tool: { wire: ['PostToolUse'], ...OBSERVE },
      stop: { wire: ['Stop'], ...GATE, evidence: { ...SRC, source: `${SRC.source}; docs.openhands.dev hooks page: a Stop block keeps the agent working` } },
    },
    sees: { mcp: 'unseen', web: 'unseen' },
    failClosed: false,
    timeout: 30,
  },
  evidence: {
    'hooks.sees-mcp': { basis: 'vendor-source', date: '2026-12-03', source: 'OpenHands/software-agent-sdk@06b329e38b2a5095f42f702df2ecb907736559d9:openhands-sdk/openhands/sdk/hooks/types.py: the hook sees tool_name only; MCP naming is not defined' },
    'hooks.sees-web': { basis: 'vendor-source', date: '2026-12-03', source: 'OpenHands/software-agent-sdk@06b329e38b2a5095f42f702df2ecb907736559d9:openhands-sdk/openhands/sdk/hooks/types.py: no web tool is named for hooks' },
    'instructions.agents-md-third-party-skill': {
      basis: 'vendor-source',
      date: '2026-12-02',
      source: 'OpenHands/software-agent-sdk@0543e5ec context/skills/skill.py: root AGENTS.md is loaded as an always-on skill while scanning .openhands/skills/ (or microagents/), cut at THIRD_PARTY_SKILL_MAX_CHARS = 10000',
    },
    'instructions.keyword-triggers-only': { basis: 'vendor-source', date: '2026-12-02', source: 'OpenHands/software-agent-sdk@0543e5ec skill.py match_trigger: conditional skills fire on keywords in the user message' },
    'hooks.project-dir-variable': { basis: 'vendor-source', date: '2026-12-02', source: `${SRC.source}: OPENHANDS_PROJECT_DIR set and cwd = working dir; shell=True` },
    'hooks.fail-open': { basis: 'vendor-source', date: '2026-12-02', source: `${SRC.source}: TimeoutExpired and non-2 exits give success=False, not blocked` },
    'hooks.project-file-shadows-user': { basis: 'vendor-docs', date: '2026-12-02', source: 'reference hooks.md §4.14 (project .openhands/hooks.json shadows ~/.openhands/hooks.json; no merge)' },
    'hooks.refuse': { basis: 'vendor-source', date: '2026-12-02', source: `${SRC.source}: exit 2 blocks; timeouts and other exits proceed` },
  },
} as const satisfies VendorFacts;
