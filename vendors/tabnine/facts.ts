/**
 * Tabnine CLI, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/tabnine.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "tabnine",
  displayName: "Tabnine CLI",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "unadapted", "reason": "Tabnine CLI settings are deep-merged from system, project (<project>/.tabnine/agent/settings.json) and user files, and its YOLO page says approval mode adds policy rules (yolo: a rule allowing * tools), but no page seamc could read names a settings key or policy file that carries allow / ask / deny rules per command, path or tool: searched 2026-12-04 docs.tabnine.com Tabnine CLI Settings, Settings Reference (the stored copy ends before the tool keys), Sandboxing, Plan Mode, YOLO Mode and the admin AI Features page, and again for a Tabnine policy engine (policies toml, toolName, decision, priority, .tabnine/agent/policies), which returned only Gemini CLI's policy-engine pages; Tabnine CLI is installed from each customer's Tabnine host (an installer.mjs fetched from it, per the installation page), not from npm, so its code could not be read either; Tabnine's newer plugin for OpenCode is a separate client; the in-IDE agent's Tool Permissions are IDE settings only. seamc does not guess Gemini CLI keys for it"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Tabnine CLI\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Tabnine CLI has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Tabnine CLI (docs/vendors/tabnine.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference' },
    },
  },
  hooks: {
    config: ".tabnine/agent/settings.json",
    roots: [],
    refuse: {"exit": 2},
    events: {
      session_start: {
        "wire": ["SessionStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "SessionStart fires when a session starts (docs.tabnine.com Tabnine CLI hooks + event reference (advisory only; startup never blocked))", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionStart does not stop the agent (docs.tabnine.com Tabnine CLI hooks + event reference (exit 2 blocks; other exits warn and proceed; invalid JSON stdout allows))", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
          ],
        },
      },
      session_end: {
        "wire": ["SessionEnd"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "SessionEnd fires when a session ends (docs.tabnine.com Tabnine CLI hooks + event reference (best effort; not awaited))", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionEnd does not stop the agent (docs.tabnine.com Tabnine CLI hooks + event reference (exit 2 blocks; other exits warn and proceed; invalid JSON stdout allows))", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
          ],
        },
      },
      prompt_submit: {
        "wire": ["BeforeAgent"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "BeforeAgent fires when the user submits a prompt, before the model sees it (docs.tabnine.com Tabnine CLI hooks + event reference (BeforeAgent decision deny))", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
          ],
          block: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a deny reply at BeforeAgent stops the prompt (docs.tabnine.com Tabnine CLI hooks + event reference (BeforeAgent decision deny))", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at BeforeAgent does not stop the agent (docs.tabnine.com Tabnine CLI hooks + event reference (exit 2 blocks; other exits warn and proceed; invalid JSON stdout allows))", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
          ],
        },
      },
      pre_tool: {
        "wire": ["BeforeTool"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "BeforeTool fires before a tool call runs (docs.tabnine.com Tabnine CLI hooks + event reference (BeforeTool decision allow/deny; no ask word; input rewrite advertised but its field undocumented))", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
          ],
          block: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a deny reply at BeforeTool stops the call (docs.tabnine.com Tabnine CLI hooks + event reference (BeforeTool decision allow/deny; no ask word; input rewrite advertised but its field undocumented))", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at BeforeTool does not stop the agent (docs.tabnine.com Tabnine CLI hooks + event reference (exit 2 blocks; other exits warn and proceed; invalid JSON stdout allows))", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
          ],
        },
      },
      post_tool: {
        "wire": ["AfterTool"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "AfterTool fires after a tool call has run; AfterTool is for result auditing, context injection or hiding output: the tool has already run (docs.tabnine.com Tabnine CLI hooks + event reference (AfterTool can block: hides the result, the tool has run))", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at AfterTool does not stop the agent (docs.tabnine.com Tabnine CLI hooks + event reference (exit 2 blocks; other exits warn and proceed; invalid JSON stdout allows))", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
          ],
        },
      },
      pre_compact: {
        "wire": ["PreCompress"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "PreCompress fires before the context is compacted (docs.tabnine.com Tabnine CLI hooks + event reference)", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at PreCompress does not stop the agent (docs.tabnine.com Tabnine CLI hooks + event reference (exit 2 blocks; other exits warn and proceed; invalid JSON stdout allows))", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
          ],
        },
      },
      stop: {
        "wire": ["AfterAgent"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "AfterAgent fires when the agent is about to end its turn (docs.tabnine.com Tabnine CLI hooks + event reference (AfterAgent decision deny))", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
          ],
          block: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a deny reply at AfterAgent stops the stop: the agent keeps working (docs.tabnine.com Tabnine CLI hooks + event reference (AfterAgent decision deny))", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at AfterAgent does not stop the agent (docs.tabnine.com Tabnine CLI hooks + event reference (exit 2 blocks; other exits warn and proceed; invalid JSON stdout allows))", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
          ],
        },
      },
    },
    sees: {"mcp": "unseen", "web": "unseen"},
    failClosed: false,
    timeout: 30,
  },
  evidence: {
    "permissions.settings-reference": {"basis": "vendor-docs", "date": "2026-12-04", "claim": "settings.json precedence: system settings > <project>/.tabnine/agent/settings.json > ~/.tabnine/agent/settings.json > system defaults, deep-merged; the tools section was not in the stored copy", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/settings/settings-reference"},
    "instructions.tabnine-md": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "TABNINE.md files are persistent, hierarchical context files for the model (project knowledge always on); no conditional rule form and no AGENTS.md reading are documented", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/cli-commands"},
    "hooks.sees-mcp": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "MCP tool naming in hook payloads is not documented", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks"},
    "hooks.sees-web": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "web tools in hook payloads are not documented", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks"},
    "hooks.config-format": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.tabnine.com Tabnine CLI hooks + event reference (.tabnine/agent/settings.json, Gemini-style hooks map, name, timeout in ms)", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
    "hooks.fail-open": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.tabnine.com Tabnine CLI hooks + event reference (exit 2 blocks; other exits warn and proceed; invalid JSON stdout allows)", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
    "hooks.identification": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "same event names as Gemini CLI; timestamp cannot exclude Gemini", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference", "carried": true},
    "hooks.refuse": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.tabnine.com Tabnine CLI hooks + event reference (exit 2 blocks; any other exit proceeds)", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/hooks/event-reference"},
    "packaging.mcp-settings": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "mcpServers in .tabnine/agent/settings.json; stdio only documented", "url": "https://docs.tabnine.com/main/getting-started/tabnine-cli/features/settings", "carried": true},
  },
} as const satisfies VendorFacts;
