/**
 * Firebase Studio (Gemini in Firebase in a Studio workspace), as data: every claim seamc makes about the agent, with
 * the evidence records behind it (docs/evidence.md). Decisions: docs/decisions/newagents2.md and docs/decisions/firebase_studio.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

const DAY = '2026-12-04';

export const facts = {
  id: 'firebase_studio',
  displayName: 'Firebase Studio',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'unadapted',
      reason: 'no project file of allow / ask / deny rules for Gemini in Firebase was found: searches of the docs, pages and issues corpora (Firebase Studio permissions, agent auto-run terminal commands approval, settings) returned the try-gemini page, whose chat modes are Ask, Agent (changes wait for the user\'s approval) and Agent with auto-run, set in the chat UI, and the set-up-gemini settings page (completion, indexing, .aiexclude, rules files); no page shows the surface absent either, so it stays unadapted. Retried 2026-12-04 (docs: "Firebase Studio Gemini agent auto-run terminal commands allowlist .idx settings hooks before tool call"): the try-gemini and set-up-gemini pages again, in several languages; Gemini acts after the user reviews and approves, and the modes are chosen in the chat',
    },
    hooks: {
      status: 'unadapted',
      reason: 'no hook mechanism for Gemini in Firebase was found: searches of the docs and pages corpora (Firebase Studio hooks, before tool call script) returned only the try-gemini, set-up-gemini and mcp-servers pages, none of which names one; the surface is not recorded as absent, only not established. Retried 2026-12-04 (docs: "Firebase Studio Gemini agent auto-run terminal commands allowlist .idx settings hooks before tool call"; pages: "Firebase Studio App Prototyping agent hooks PreToolUse Gemini CLI .gemini/settings.json workspace"): no hook for the chat agent or the App Prototyping agent; the pages now say Gemini in Firebase also works through a CLI, and Firebase\'s blog says Gemini CLI is preinstalled in Studio workspaces, whose hooks are Gemini CLI\'s own (seamc\'s gemini_cli target), not a Firebase Studio surface',
    },
    packaging: { status: 'emitted' },
  },
  sandbox: {
    noLauncher: 'Firebase Studio runs in a cloud workspace opened in the browser, with no local CLI a launcher could start',
    noNative: 'Firebase Studio has no project-level sandbox setting seamc knows of for Gemini in Firebase',
    evidence: {
      native: { basis: 'vendor-docs', date: DAY, claim: 'Gemini in Firebase acts in the workspace after the user reviews and approves; its settings cover completion, indexing, AI rules and .aiexclude, with no sandbox setting', url: 'https://firebase.google.com/docs/studio/set-up-gemini' },
    },
  },
  evidence: {
    'instructions.airules': { basis: 'vendor-source', date: DAY, claim: 'Google\'s firebase-tools configures Firebase Studio by writing its AI rules to .idx/airules.md', repo: 'npm:firebase-tools', commit: '15.15.0', path: 'lib/init/features/aitools/studio.js' },
    'instructions.rules-files': { basis: 'vendor-docs', date: DAY, claim: 'how Gemini in Firebase helps in a workspace is customized through its settings and AI rules files', url: 'https://firebase.google.com/docs/studio/set-up-gemini' },
    'permissions.chat-modes': { basis: 'vendor-docs', date: DAY, claim: 'the chat\'s mode is picked in the chat: Ask answers without proposing changes, Agent proposes changes that are not applied without the user\'s approval; no rule file is named', url: 'https://firebase.google.com/docs/studio/try-gemini?authuser=9&hl=en' },
    'hooks.gemini-cli': { basis: 'vendor-docs', date: DAY, claim: 'Gemini CLI comes preinstalled in Firebase Studio and is started from a workspace terminal with gemini; it is the separate CLI, beside Gemini in Firebase\'s chat', url: 'https://firebase.blog/posts/2025/07/firebase-studio-gemini-cli' },
    'packaging.mcp-json': { basis: 'vendor-docs', date: DAY, claim: 'to add an MCP server in Firebase Studio, create .idx/mcp.json in the project with an mcpServers object of named entries (command, args, env); environment variables can also reach servers through the .env file', url: 'https://firebase.blog/posts/2025/07/supercharge-firebase-studio-with-mcp' },
    'packaging.mcp-transports': { basis: 'vendor-docs', date: DAY, claim: 'Firebase Studio supports stdio and SSE / Streamable HTTP MCP servers and their tools (not prompts, sampling or resources); the page\'s opening shows no remote entry shape', url: 'https://firebase.google.com/docs/studio/mcp-servers.md.txt' },
  },
} as const satisfies VendorFacts;
