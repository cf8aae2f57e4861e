/**
 * OpenClaw (the self-hosted personal agent gateway), as data: every claim seamc makes about the agent, with the
 * evidence records behind it (docs/evidence.md). Decisions: docs/decisions/newagents2.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const DAY = '2026-12-04';
const workspace: Evidence = { basis: 'vendor-docs', date: DAY, claim: 'the agent workspace (default ~/.openclaw/workspace, set by agents.defaults.workspace or agents.entries.*.workspace in ~/.openclaw/openclaw.json) is the agent\'s working directory for file tools and workspace context', url: 'https://docs.openclaw.ai/concepts/agent-workspace/index.html' };

export const facts = {
  id: 'openclaw',
  displayName: 'OpenClaw',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'unadapted',
      reason: 'OpenClaw keeps its tool, sandbox and agent settings in the user\'s ~/.openclaw/openclaw.json, not in a project file; seamc writes no user-scope fragment for it yet',
    },
    hooks: {
      status: 'unadapted',
      reason: 'OpenClaw\'s hook that can stop a tool call is a plugin hook: before_tool_call, registered in-process by an OpenClaw plugin (openclaw.plugin.json plus a runtime module) through api.on, which can block or require approval; its internal HOOK.md hooks see only command and gateway events. seamc has not built an OpenClaw plugin bridge, and the OpenClaw pages read do not establish a plugin location a repository carries (plugins are installed into the gateway with openclaw plugins install), so nothing is written',
    },
    packaging: {
      status: 'unadapted',
      reason: 'OpenClaw\'s skills, plugins and MCP settings are configured under ~/.openclaw and the agent workspace, with no repository folder seamc has established; nothing is written',
    },
  },
  sandbox: {
    noLauncher: 'OpenClaw runs as a long-lived gateway service serving its own workspace, not as a per-project CLI a launcher could start',
    noNative: 'OpenClaw\'s sandbox is agents.defaults.sandbox in the user\'s ~/.openclaw/openclaw.json, not a project file',
    evidence: {
      native: workspace,
    },
  },
  gates: [
    {
      id: 'workspace-is-project',
      sections: ['instructions'],
      holds: 'OpenClaw reads AGENTS.md only from its agent workspace, which is ~/.openclaw/workspace unless configured otherwise',
      clear: 'point the agent\'s workspace (agents.defaults.workspace or agents.entries.<id>.workspace in ~/.openclaw/openclaw.json) at this repository',
      evidence: [workspace],
    },
  ],
  evidence: {
    'instructions.bootstrap': { basis: 'vendor-docs', date: DAY, claim: 'each agent has its own workspace; on the first turn of a new session OpenClaw injects the workspace\'s AGENTS.md (with SOUL.md, IDENTITY.md, USER.md, BOOTSTRAP.md, MEMORY.md) into the system prompt', url: 'https://docs.openclaw.ai/concepts/agent?ref=blog.cloudacademy.ar' },
    'instructions.workspace': workspace,
    'hooks.plugin-hooks': { basis: 'vendor-docs', date: DAY, claim: 'plugin hooks are in-process extension points registered with api.on from a plugin entry; before_tool_call sees toolName and params and can return requireApproval (with a deny on timeout); internal HOOK.md hooks serve command and gateway events such as /new, /reset, agent:bootstrap, gateway:startup', url: 'https://docs.openclaw.ai/plugins/hooks.md' },
  },
} as const satisfies VendorFacts;
