/**
 * Kimi Code CLI, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/kimi_code.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "kimi_code",
  displayName: "Kimi Code CLI",
  sections: {
    instructions: {"status": "unadapted", "reason": "seamc has not settled which project file Kimi Code CLI loads: one source says the root AGENTS.md, another only .kimi-code/AGENTS.md; writing both would load the text twice and guessing could load nothing"},
    permissions: {"status": "unadapted", "reason": "Kimi Code CLI keeps permission rules only in the user's ~/.kimi-code/config.toml ([[permission.rules]], first match wins); seamc has not built that user-scope fragment yet"},
    hooks: {"status": "emitted"},
    packaging: {"status": "unadapted", "reason": "seamc has not built Kimi Code CLI packaging yet (.kimi-code/mcp.json servers, .kimi-code/skills, .kimi-code/agents); nothing is generated for it"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Kimi Code CLI\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Kimi Code CLI has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Kimi Code CLI (docs/vendors/kimi_code.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://moonshotai.github.io/kimi-code/en/customization/hooks' },
    },
  },
  hooks: {
    config: ".seam/kimi_code/hooks.toml",
    roots: [],
    refuse: {"exit": 2},
    userScope: true,
    events: {
      session_start: {
        "wire": ["SessionStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "SessionStart fires when a session starts (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionStart does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
      session_end: {
        "wire": ["SessionEnd"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "SessionEnd fires when a session ends (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionEnd does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
      prompt_submit: {
        "wire": ["UserPromptSubmit"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "UserPromptSubmit fires when the user submits a prompt, before the model sees it (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          block: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a deny reply at UserPromptSubmit stops the prompt (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at UserPromptSubmit does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
      pre_tool: {
        "wire": ["PreToolUse"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "PreToolUse fires before a tool call runs (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          block: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a deny reply at PreToolUse stops the call (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at PreToolUse does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
      post_tool: {
        "wire": ["PostToolUse"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "PostToolUse fires after a tool call has run (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at PostToolUse does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
      tool_failure: {
        "wire": ["PostToolUseFailure"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "PostToolUseFailure fires after a tool call fails (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at PostToolUseFailure does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
      pre_compact: {
        "wire": ["PreCompact"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "PreCompact fires before the context is compacted (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at PreCompact does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
      stop: {
        "wire": ["Stop"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "Stop fires when the agent is about to end its turn (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          block: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a deny reply at Stop stops the stop: the agent keeps working (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at Stop does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
      subagent_start: {
        "wire": ["SubagentStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "SubagentStart fires when a subagent starts (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at SubagentStart does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
      subagent_stop: {
        "wire": ["SubagentStop"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "SubagentStop fires when a subagent stops (moonshotai.github.io/kimi-code customization/hooks)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at SubagentStop does not stop the agent (vendor hooks page)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
          ],
        },
      },
    },
    sees: {"mcp": "server+tool", "web": "url"},
    failClosed: false,
    timeout: 30,
  },
  gates: [
    { "id": "user-file-only", "sections": ["hooks"], "holds": "Kimi Code reads hooks only from the user's ~/.kimi-code/config.toml; the fragment seamc writes is not read", "clear": "a user copies the entries into ~/.kimi-code/config.toml (inside the seamc marker block); they then run in every project Kimi opens", "evidence": [{"basis": "vendor-docs", "date": "2026-12-02", "claim": "hooks are configured in ~/.kimi-code/config.toml as [[hooks]] entries", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true}] },
  ],
  evidence: {
    "hooks.sees-mcp": {"basis": "vendor-source", "date": "2026-12-03", "claim": "mcp__<server>__<tool>, neither part holds __", "repo": "MoonshotAI/kimi-code", "commit": "d723cc47ee43e5ca3c3c4ec2473f205d44acede2", "path": "packages/agent-core-v2/src/mcpCore/tool-naming.ts"},
    "hooks.sees-web": {"basis": "vendor-source", "date": "2026-12-03", "claim": "FetchURL {url}", "repo": "MoonshotAI/kimi-code", "commit": "d723cc47ee43e5ca3c3c4ec2473f205d44acede2", "path": "packages/agent-core-v2/src/agent/tools/fetch-url/fetch-url.ts"},
    "hooks.user-scope-only": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "project-scoped hook row", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
    "hooks.four-keys-only": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "vendor hooks page (fields table)", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
    "hooks.timeout-seconds": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "vendor hooks page: timeout in seconds, 1-600, default 30", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
    "hooks.fail-open": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "vendor hooks page", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
    "hooks.refuse": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "exit 2 also blocks at PreToolUse, UserPromptSubmit and Stop", "url": "https://moonshotai.github.io/kimi-code/en/customization/hooks", "carried": true},
  },
} as const satisfies VendorFacts;
