/**
 * Antigravity, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/antigravity.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "antigravity",
  displayName: "Antigravity",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "unadapted", "reason": "Antigravity's permission rules (permissions.allow / ask / deny of command(...), read_file(path), write_file(path), read_url(...), mcp(...)) live only in the user's ~/.gemini/antigravity-cli/settings.json, and their matching is stated only in the vendor's issue tracker (google-antigravity/antigravity-cli #798: path rules are directory prefixes, #814: the lists sit under permissions and an untrusted workspace ignores them) and by third parties (\"commands starting with\"); open reports there (#565, #619 on 1.2.2) show command(...) allows ignored and unrelated commands refused by a loaded command(*); the antigravity.google docs pages (cli/permissions, agent-settings) are not in seamc's stored corpus (searched 2026-12-04), so seamc writes no user-scope rules whose command matching it cannot state; rechecked 2026-12-04: the antigravity.google pages are still not in any corpus and no Antigravity CLI package is in the npm lists, so nothing new was readable"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Antigravity\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Antigravity has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Antigravity (docs/vendors/antigravity.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://antigravity.google/docs' },
    },
  },
  hooks: {
    config: ".agents/hooks.json",
    roots: [],
    refuse: {"exit": 0, "stdout": "{\"decision\":\"deny\",\"reason\":\"%s\"}"},
    events: {
      pre_tool: {
        "wire": ["PreToolUse"], "block": true, "escalate": true, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "PreToolUse fires before a tool call runs (agentseam vendor entry: shapes, words allow/deny/ask, stop/continue at Stop)", "url": "https://antigravity.google/docs", "carried": true},
          ],
          block: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "a deny reply at PreToolUse stops the call (agentseam vendor entry: shapes, words allow/deny/ask, stop/continue at Stop)", "url": "https://antigravity.google/docs", "carried": true},
          ],
          ask: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "an ask reply at PreToolUse hands the decision to the user (agentseam vendor entry: shapes, words allow/deny/ask, stop/continue at Stop)", "url": "https://antigravity.google/docs", "carried": true},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "a hook that crashes or times out at PreToolUse does not stop the agent (agentseam vendor entry: shapes, words allow/deny/ask, stop/continue at Stop)", "url": "https://antigravity.google/docs", "carried": true},
          ],
        },
      },
      post_tool: {
        "wire": ["PostToolUse"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "PostToolUse fires after a tool call has run (agentseam vendor entry: shapes, words allow/deny/ask, stop/continue at Stop)", "url": "https://antigravity.google/docs", "carried": true},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "a hook that crashes or times out at PostToolUse does not stop the agent (agentseam vendor entry: shapes, words allow/deny/ask, stop/continue at Stop)", "url": "https://antigravity.google/docs", "carried": true},
          ],
        },
      },
      stop: {
        "wire": ["Stop"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "Stop fires when the agent is about to end its turn (agentseam vendor entry: shapes, words allow/deny/ask, stop/continue at Stop)", "url": "https://antigravity.google/docs", "carried": true},
          ],
          block: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "a deny reply at Stop stops the stop: the agent keeps working (agentseam vendor entry: shapes, words allow/deny/ask, stop/continue at Stop)", "url": "https://antigravity.google/docs", "carried": true},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-08-26", "claim": "a hook that crashes or times out at Stop does not stop the agent (agentseam vendor entry: shapes, words allow/deny/ask, stop/continue at Stop)", "url": "https://antigravity.google/docs", "carried": true},
          ],
        },
      },
    },
    sees: {"mcp": "unseen", "web": "unseen"},
    failClosed: false,
    timeout: 30,
  },
  evidence: {
    'permissions.issue-tracker': { basis: 'third-party', date: '2026-12-04', claim: 'reports in the vendor\'s issue tracker: permissions.allow / ask / deny hold command(...), read_file(path), write_file(path) entries in ~/.gemini/antigravity-cli/settings.json; after a maintainer\'s correction, path rules read as directory prefixes and explicit denies held on 1.1.19; #619 (1.2.2) reports commands refused by an unidentified rule with command(*) allowed', url: 'https://github.com/google-antigravity/antigravity-cli/issues/798' },
    "permissions.third-party-only": {"basis": "third-party", "date": "2026-12-04", "claim": "CLI settings in ~/.gemini/antigravity-cli/settings.json with toolPermission request-review / always-proceed / strict / proceed-in-sandbox; no project permission file described", "url": "https://promptgenius.net/tools/antigravity-cli/configuration"},
    "hooks.sees-mcp": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "no public Antigravity hooks reference names MCP tools in hook payloads (searched 2026-12-03)", "url": "https://antigravity.google/docs", "carried": true},
    "hooks.sees-web": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "no public Antigravity hooks reference names web tools in hook payloads (searched 2026-12-03)", "url": "https://antigravity.google/docs", "carried": true},
    "hooks.group-wrapper": {"basis": "vendor-docs", "date": "2026-08-26", "claim": "named top-level group = owner name", "url": "https://antigravity.google/docs", "carried": true},
    "hooks.shape-inferred": {"basis": "vendor-docs", "date": "2026-08-26", "claim": "shape inferred", "url": "https://antigravity.google/docs", "carried": true},
    "hooks.refuse": {"basis": "vendor-docs", "date": "2026-08-26", "claim": "PreToolUse {\"decision\":\"deny\",\"reason\":R} blocks; exit codes undocumented", "url": "https://antigravity.google/docs", "carried": true},
    "instructions.agents-rules": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents/rules/*.md, trigger front matter", "url": "https://antigravity.google/docs", "carried": true},
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "root AGENTS.md since IDE 1.20.3", "url": "https://antigravity.google/docs", "carried": true},
    "instructions.size-limit": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "12,000 characters per rule file", "url": "https://antigravity.google/docs", "carried": true},
    "packaging.mcp-config": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents/mcp_config.json, mcpServers, serverUrl; ${VAR} unverified", "url": "https://antigravity.google/docs", "carried": true},
    "packaging.workflows": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents/workflows/<name>.md", "url": "https://antigravity.google/docs", "carried": true},
    "packaging.agents": {"basis": "third-party", "date": "2026-12-02", "claim": "agents/agents/<name>.md since CLI 1.1.6, per rulesync", "url": "https://github.com/dyoshikawa/rulesync"},
    "packaging.skills": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents/skills/", "url": "https://antigravity.google/docs", "carried": true},
  },
} as const satisfies VendorFacts;
