/**
 * Pi, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/pi.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import { docsRecord, sourceRecord } from '../_shared/source-evidence.js';

const D = '2026-12-04';
const R = 'badlogic/pi-mono@83378aad7e74a0e2bb8f37c007a9685fb4609d8a';
const SRC = (path: string, claim: string) => sourceRecord(`${R}:packages/coding-agent/src/${path}`, D, claim);
/** A run of the live suite (tests/live/scenarios/pi.ts) against @mariozechner/pi-coding-agent 0.73.1. */
const LV = (scenario: string, claim: string) => ({ basis: 'live-run' as const, date: '2026-12-05', claim, scenario: `pi/${scenario}`, client: '@mariozechner/pi-coding-agent', version: '0.73.1' });
const DENIED = 'the generated extension blocked the call; its side effect never happened and the model got the rule message';

export const facts = {
  id: "pi",
  displayName: "Pi",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "Pi has no allow/ask/deny rules: .pi/settings.json only lists which tools are enabled"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Pi\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Pi has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Pi (docs/vendors/pi.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://github.com/badlogic/pi-mono' },
    },
  },
  hooks: {
    config: '.pi/extensions/seamc.js',
    // another extension there runs in the same tool_call chain as the bridge
    wiring: ['.pi/extensions/**', '.pi/settings.json'],
    roots: ['SEAMC_PROJECT_DIR'],
    refuse: { exit: 2 },
    events: {
      pre_tool: {
        wire: ['tool_call'], block: true, escalate: false, transform: true, vouch: false, warn: false, failMode: 'closed',
        evidence: {
          fires: [LV('allow-shell', 'the generated extension ran the runtime on the call and let an unmatched command run'), SRC('core/agent-session.ts', 'every tool call goes through the agent\'s beforeToolCall hook, which emits tool_call to the extensions with toolName, toolCallId and the validated args as input')],
          block: [LV('deny-shell', DENIED), LV('deny-edit-path', DENIED), LV('deny-write-content', DENIED), LV('deny-edit-content', 'an edit whose second replacement carried an AWS key was blocked; the file was unchanged'), sourceRecord(`${R}:packages/agent/src/agent-loop.ts`, D, 'a beforeToolCall result with block: true ends the call as an error tool result carrying the reason; the tool never runs')],
          rewrite: [LV('rewrite-shell', 'a transform rule rewrote the bash command in place: the rewritten command ran, the original did not'), sourceRecord(`${R}:packages/agent/src/agent-loop.ts`, D, 'the tool executes the very args object handed to beforeToolCall, so a handler that changes its properties changes the call')],
          failMode: [LV('crash-pre-tool', 'with the runtime replaced by one that exits 1, the extension blocked the call: it fails closed'), SRC('core/agent-session.ts', 'an error thrown by a tool_call handler is rethrown and blocks the tool; seamc\'s handler blocks on every run that is not a plain answer (bridge.ts)')],
        },
      },
      post_tool: {
        wire: ['tool_result'], block: false, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
        evidence: {
          fires: [LV('user-hook-post-tool', "the spec's hooks: command ran at tool_result and got the normalized event"), SRC('core/extensions/types.ts', 'tool_result fires after a tool runs, with toolName, toolCallId, input, content and isError')],
          failMode: [SRC('core/extensions/types.ts', 'the call has already run; seamc\'s handler never blocks there')],
        },
      },
    },
    sees: { mcp: 'unseen', web: 'unseen' },
    failClosed: true,
    timeout: 30,
  },
  gates: [
    {
      id: 'start-in-project-root',
      sections: ['hooks'],
      holds: 'pi loads project extensions only from .pi/extensions/ of the folder it was started in (no walk up), and not at all with --no-extensions; started elsewhere it runs without seamc\'s extension',
      clear: 'start pi in the project root, without --no-extensions',
      evidence: [SRC('core/extensions/loader.ts', 'discoverAndLoadExtensions reads <cwd>/.pi/extensions/ (*.ts, *.js, */index.ts|js) then the global folder; there is no parent-folder search')],
    },
  ],
  evidence: {
    "hooks.extensions": docsRecord(`${R}:packages/coding-agent/docs/extensions.md`, D, 'extensions are auto-discovered from .pi/extensions/*.ts and .pi/extensions/*/index.ts; pi.on("tool_call") fires before a tool runs and may return { block: true, reason }; an error thrown in a tool_call handler blocks the tool'),
    "hooks.payload": SRC('core/extensions/types.ts', 'ToolCallEvent: toolName (bash, read, edit, write, grep, find, ls or a custom tool), toolCallId, input; ExtensionContext carries cwd'),
    "hooks.tool-args": SRC('core/tools/edit.ts', 'built-in arguments: bash {command, timeout}, read {path, offset, limit}, write {path, content}, edit {path, oldText, newText}, grep / find {pattern, path}, ls {path}; paths may be relative to the working folder'),
    'hooks.edit-args-0.73': { basis: 'vendor-source', date: '2026-12-05', claim: 'edit takes {path, edits: [{oldText, newText}]}; prepareEditArguments folds a legacy oldText / newText pair into edits and parses an edits string, before the tool_call handlers see the arguments (pi-agent-core agent-loop.js prepareToolCall)', repo: 'npm:@mariozechner/pi-coding-agent', commit: '0.73.1', path: 'dist/core/tools/edit.js' },
    'instructions.live-agents-md': LV('instructions-reach-model', 'the generated AGENTS.md reached the model request'),
    'hooks.escalate-live': LV('escalate-shell', 'an escalate rule, which the extension cannot ask, was answered deny by the runtime (SC3103); the command did not run'),
    "hooks.sees-mcp": docsRecord(`${R}:packages/coding-agent/README.md`, D, 'pi has no MCP, so there are no MCP calls to see'),
    "hooks.sees-web": docsRecord(`${R}:packages/coding-agent/README.md`, D, 'the default tools are read, write, edit and bash; pi has no web fetch tool'),
    "hooks.refuse": SRC('core/agent-session.ts', 'a tool_call handler result with block: true stops the call; seamc\'s extension runs the hook command under /bin/sh; a non-zero exit (the command\'s own refusal when node or the runtime is missing) makes it block with that line'),
    "packaging.skills": docsRecord(`${R}:packages/coding-agent/README.md`, D, 'skills (Agent Skills standard) are read from ~/.pi/agent/skills/, ~/.agents/skills/, .pi/skills/ and .agents/skills/ from the working folder up through its parents'),
    "packaging.prompt-templates": docsRecord(`${R}:packages/coding-agent/docs/prompt-templates.md`, D, 'project prompt templates are .pi/prompts/*.md; the file name is the slash command; front matter description is optional; $1, $@ and $ARGUMENTS take the arguments'),
    "packaging.no-mcp-no-subagents": docsRecord(`${R}:packages/coding-agent/README.md`, D, 'by design Pi has no MCP and no sub-agents; both are left to extensions or third-party packages'),
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "agents md native", "url": "https://github.com/badlogic/pi-mono", "carried": true},
    "instructions.no-scoping": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "no conditional rule mechanism; rulesync folds topic rules into the root file", "url": "https://github.com/badlogic/pi-mono", "carried": true},
    "permissions.enable-list-only": {"basis": "inherited", "date": "2026-12-02", "claim": "Pi row (rulesync; unverified): .pi/settings.json defaultTools enable-list only", "url": "https://github.com/dyoshikawa/rulesync"},
  },
} as const satisfies VendorFacts;
