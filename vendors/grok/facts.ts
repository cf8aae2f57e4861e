/**
 * Grok CLI, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/grok.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

export const facts = {
  id: "grok",
  displayName: "Grok CLI",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Grok CLI\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Grok CLI has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Grok CLI (docs/vendors/grok.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://docs.x.ai/build/features/hooks' },
    },
  },
  hooks: {
    config: ".grok/hooks/seam.json",
    roots: [],
    refuse: {"exit": 0, "stdout": "{\"decision\":\"deny\",\"reason\":\"%s\"}"},
    events: {
      session_start: {
        "wire": ["SessionStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "SessionStart fires when a session starts (docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event))", "url": "https://docs.x.ai/build/features/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionStart does not stop the agent (docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event))", "url": "https://docs.x.ai/build/features/hooks"},
          ],
        },
      },
      session_end: {
        "wire": ["SessionEnd"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "SessionEnd fires when a session ends (docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event))", "url": "https://docs.x.ai/build/features/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at SessionEnd does not stop the agent (docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event))", "url": "https://docs.x.ai/build/features/hooks"},
          ],
        },
      },
      prompt_submit: {
        "wire": ["UserPromptSubmit"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "UserPromptSubmit fires when the user submits a prompt, before the model sees it (docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event))", "url": "https://docs.x.ai/build/features/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at UserPromptSubmit does not stop the agent (docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event))", "url": "https://docs.x.ai/build/features/hooks"},
          ],
        },
      },
      pre_tool: {
        "wire": ["PreToolUse"], "block": true, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "PreToolUse fires before a tool call runs (PreToolUse reads {\"decision\":\"deny\"}; timeouts, crashes and malformed output are logged and the call proceeds)", "url": "https://docs.x.ai/build/features/hooks", "carried": true},
          ],
          block: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a deny reply at PreToolUse stops the call (PreToolUse reads {\"decision\":\"deny\"}; timeouts, crashes and malformed output are logged and the call proceeds)", "url": "https://docs.x.ai/build/features/hooks", "carried": true},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at PreToolUse does not stop the agent (PreToolUse reads {\"decision\":\"deny\"}; timeouts, crashes and malformed output are logged and the call proceeds)", "url": "https://docs.x.ai/build/features/hooks", "carried": true},
          ],
        },
      },
      post_tool: {
        "wire": ["PostToolUse"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "PostToolUse fires after a tool call has run (docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event))", "url": "https://docs.x.ai/build/features/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at PostToolUse does not stop the agent (docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event))", "url": "https://docs.x.ai/build/features/hooks"},
          ],
        },
      },
      tool_failure: {
        "wire": ["PostToolUseFailure"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "PostToolUseFailure fires after a tool call fails (docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event))", "url": "https://docs.x.ai/build/features/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at PostToolUseFailure does not stop the agent (docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event))", "url": "https://docs.x.ai/build/features/hooks"},
          ],
        },
      },
      pre_compact: {
        "wire": ["PreCompact"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "PreCompact fires before the context is compacted (docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event))", "url": "https://docs.x.ai/build/features/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at PreCompact does not stop the agent (docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event))", "url": "https://docs.x.ai/build/features/hooks"},
          ],
        },
      },
      stop: {
        "wire": ["Stop"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "Stop fires when the agent is about to end its turn (docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event))", "url": "https://docs.x.ai/build/features/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at Stop does not stop the agent (docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event))", "url": "https://docs.x.ai/build/features/hooks"},
          ],
        },
      },
      subagent_start: {
        "wire": ["SubagentStart"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "SubagentStart fires when a subagent starts (docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event))", "url": "https://docs.x.ai/build/features/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at SubagentStart does not stop the agent (docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event))", "url": "https://docs.x.ai/build/features/hooks"},
          ],
        },
      },
      subagent_stop: {
        "wire": ["SubagentStop"], "block": false, "escalate": false, "transform": false, "vouch": false, "warn": false, "failMode": "open",
        evidence: {
          fires: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "SubagentStop fires when a subagent stops (docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event))", "url": "https://docs.x.ai/build/features/hooks"},
          ],
          failMode: [
            {"basis": "vendor-docs", "date": "2026-12-02", "claim": "a hook that crashes or times out at SubagentStop does not stop the agent (docs.x.ai build/features/hooks (events table: PreToolUse is the only blocking event))", "url": "https://docs.x.ai/build/features/hooks"},
          ],
        },
      },
    },
    sees: {"mcp": "unseen", "web": "unseen"},
    failClosed: false,
    timeout: 30,
  },
  gates: [
    { "id": "folder-trust", "sections": ["permissions", "packaging"], "holds": "Grok ignores the [permission] and [mcp_servers] tables of a project .grok/config.toml (deny rules included) in a folder the user has not trusted", "clear": "the user trusts the folder at Grok's folder-trust prompt (recorded in ~/.grok/trusted_folders.toml)", "evidence": [{"basis": "vendor-source", "date": "2026-12-04", "claim": "folder_trust.rs: repo-local MCP servers and permission policy (project .grok/config.toml [permission] / [mcp_servers], .mcp.json) are consulted only when project_scope_allowed, i.e. the workspace is trusted", "repo": "xai-org/grok-build", "commit": "19d42e35c07a9c9244f03f6df0c4c353f970d4f9", "path": "crates/codegen/xai-grok-shell/src/agent/folder_trust.rs"}] },
    { "id": "launch-dir", "sections": ["permissions"], "holds": "Grok joins relative Read(...) and Edit(...) patterns with the folder it was started in: started from a subfolder, seamc's repository-relative path rules name files that are not there", "clear": "Grok is started from the repository root", "evidence": [{"basis": "vendor-source", "date": "2026-12-04", "claim": "22-permissions-and-safety.md, Read, Edit, and Grep Rules: relative paths are joined with the session working directory before matching", "repo": "xai-org/grok-build", "commit": "19d42e35c07a9c9244f03f6df0c4c353f970d4f9", "path": "crates/codegen/xai-grok-pager/docs/user-guide/22-permissions-and-safety.md"}] },
    { "id": "hooks-trust", "sections": ["hooks"], "holds": "Grok keeps project hooks (.grok/hooks/*.json) inert in a folder the user has not trusted", "clear": "the user runs /hooks-trust in Grok, or starts it with --trust (stored in ~/.grok/trusted_folders.toml)", "evidence": [{"basis": "vendor-docs", "date": "2026-12-02", "claim": "project hooks need the folder to be trusted with /hooks-trust or --trust", "url": "https://docs.x.ai/build/features/hooks"}] },
  ],
  evidence: {
    "permissions.config-toml": {"basis": "vendor-source", "date": "2026-12-04", "claim": "project .grok/config.toml [permission] allow / ask / deny string arrays (or rules tables), merged with every source; deny > ask > allow regardless of order or file", "repo": "xai-org/grok-build", "commit": "19d42e35c07a9c9244f03f6df0c4c353f970d4f9", "path": "crates/codegen/xai-grok-pager/docs/user-guide/22-permissions-and-safety.md"},
    "permissions.bash-matching": {"basis": "vendor-source", "date": "2026-12-04", "claim": "Bash(p): character prefix without word boundary, or whole-segment glob; deny/ask checked on every segment and the whole string, allow only when every segment is allowed; env assignments and timeout/nice/env wrappers peeled", "repo": "xai-org/grok-build", "commit": "19d42e35c07a9c9244f03f6df0c4c353f970d4f9", "path": "crates/codegen/xai-grok-pager/docs/user-guide/22-permissions-and-safety.md"},
    "permissions.path-web-mcp": {"basis": "vendor-source", "date": "2026-12-04", "claim": "Read/Edit globs on the normalized path (relative joined with the working folder; * and ? stop at /, ** crosses); WebFetch(domain:h) = h, subdomains, leading www., case-insensitive; MCPTool(server__tool) globs", "repo": "xai-org/grok-build", "commit": "19d42e35c07a9c9244f03f6df0c4c353f970d4f9", "path": "crates/codegen/xai-grok-pager/docs/user-guide/22-permissions-and-safety.md"},
    "permissions.reads-claude-settings": {"basis": "vendor-source", "date": "2026-12-04", "claim": "Grok also reads ~/.claude/settings*.json and the project .claude/settings.json / settings.local.json permissions, translated to its own matcher", "repo": "xai-org/grok-build", "commit": "19d42e35c07a9c9244f03f6df0c4c353f970d4f9", "path": "crates/codegen/xai-grok-pager/docs/user-guide/22-permissions-and-safety.md"},
    "packaging.mcp-servers": {"basis": "vendor-source", "date": "2026-12-04", "claim": "[mcp_servers.<name>] in ~/.grok/config.toml or a project .grok/config.toml: command/args/env, url/headers, type sse; ${VAR} expanded in url, command, args, env and headers; config.toml beats .mcp.json and Cursor sources of the same name", "repo": "xai-org/grok-build", "commit": "19d42e35c07a9c9244f03f6df0c4c353f970d4f9", "path": "crates/codegen/xai-grok-pager/docs/user-guide/07-mcp-servers.md"},
    "packaging.sse-by-url": {"basis": "vendor-source", "date": "2026-12-04", "claim": "a URL server is spoken to as SSE when type is sse or the URL ends in /sse", "repo": "xai-org/grok-build", "commit": "19d42e35c07a9c9244f03f6df0c4c353f970d4f9", "path": "crates/codegen/xai-grok-config-types/src/mcp.rs"},
    "packaging.commands-skills": {"basis": "vendor-source", "date": "2026-12-04", "claim": "skills and legacy flat command markdown from .grok/skills, .grok/commands and .agents/skills (each folder from the working folder up to the repo root)", "repo": "xai-org/grok-build", "commit": "19d42e35c07a9c9244f03f6df0c4c353f970d4f9", "path": "crates/codegen/xai-grok-pager/docs/user-guide/08-skills.md"},
    "packaging.agents": {"basis": "vendor-source", "date": "2026-12-04", "claim": "agent definitions in .grok/agents/*.md and .claude/agents/*.md: name, description, tools (empty = inherit all; Claude names mapped via claude_alias.rs)", "repo": "xai-org/grok-build", "commit": "19d42e35c07a9c9244f03f6df0c4c353f970d4f9", "path": "crates/codegen/xai-grok-agent/src/config.rs"},
    "hooks.sees-mcp": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "MCP tool naming in hook payloads is not documented", "url": "https://docs.x.ai/build/features/hooks"},
    "hooks.sees-web": {"basis": "vendor-docs", "date": "2026-12-03", "claim": "web tools in hook payloads are not documented", "url": "https://docs.x.ai/build/features/hooks"},
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "AGENTS.md native; .grok/rules/*.md always loaded, no conditions", "url": "https://docs.x.ai/build/features/hooks", "carried": true},
    "hooks.project-files": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.x.ai build/features/hooks: every <project>/.grok/hooks/*.json is read and merged", "url": "https://docs.x.ai/build/features/hooks"},
    "hooks.needs-trust": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.x.ai build/features/hooks; project hooks stay inert until the user runs /hooks-trust or launches with --trust (stored in ~/.grok/trusted_folders.toml)", "url": "https://docs.x.ai/build/features/hooks"},
    "hooks.reads-claude-and-cursor-hooks": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.x.ai build/features/hooks: .claude/settings.json and .cursor/hooks.json are read as well", "url": "https://docs.x.ai/build/features/hooks"},
    "hooks.timeout-seconds": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.x.ai build/features/hooks: timeout in seconds, default 5", "url": "https://docs.x.ai/build/features/hooks"},
    "hooks.cwd": {"basis": "inherited", "date": "2026-12-02", "claim": "no project-dir variable documented; the command walks up from the directory Grok runs hooks in (the workspace root, unverified)", "url": "https://docs.x.ai/build/features/hooks", "carried": true},
    "hooks.refuse": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.x.ai build/features/hooks: only PreToolUse reads stdout, {\"decision\":\"deny\"} blocks; no exit code is documented to block", "url": "https://docs.x.ai/build/features/hooks"},
  },
} as const satisfies VendorFacts;
