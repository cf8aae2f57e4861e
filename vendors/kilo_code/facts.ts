/**
 * Kilo Code, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/kilo_code.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

/** Kilo CLI as published (the compiled server is readable in the binary), its plugin package, and its docs in its own repository. */
const BIN = { basis: 'vendor-source', date: '2026-12-04', repo: 'npm:@kilocode/cli-linux-x64', commit: '7.7.9', path: 'bin/kilo' } as const;
const TYPES = { basis: 'vendor-source', date: '2026-12-04', repo: 'npm:@kilocode/plugin', commit: '7.3.1', path: 'dist/index.d.ts' } as const;
const DOCS = { basis: 'vendor-source', date: '2026-12-04', repo: 'Kilo-Org/kilocode' } as const;
const PLUGINS_DOC = { ...DOCS, commit: '1d0dd6970e83d692e61dcb84a09635baa5eb950e', path: 'packages/kilo-docs/pages/automate/extending/plugins.md' } as const;
/** A run of the live suite (tests/live/scenarios/kilo-code.ts) against the Kilo CLI 7.7.9 binary. */
const LV = (scenario: string, claim: string) => ({ basis: 'live-run' as const, date: '2026-12-05', claim, scenario: `kilo_code/${scenario}`, client: '@kilocode/cli-linux-x64', version: '7.7.9' });
const DENIED = 'the generated plugin bridge refused the call; its side effect never happened and the model got the rule message';

export const facts = {
  id: "kilo_code",
  displayName: "Kilo Code",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Kilo Code\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Kilo Code has no OS sandbox setting: its `permission` rules gate tool calls, but nothing confines what an allowed command can touch on disk or the network',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Kilo Code (docs/vendors/kilo_code.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://kilo.ai/docs' },
    },
  },
  hooks: {
    config: '.kilo/plugins/seamc.js',
    // a plugin file in any of these folders (or one a config file lists) runs in-process, in the same hook chain
    wiring: ['.kilo/plugin/**', '.kilo/plugins/**', '.kilocode/plugin/**', '.kilocode/plugins/**', 'kilo.json', 'kilo.jsonc', '.kilo/kilo.json', '.kilo/kilo.jsonc', 'opencode.json', 'opencode.jsonc'],
    roots: ['SEAMC_PROJECT_DIR'],
    refuse: { exit: 2 },
    events: {
      pre_tool: {
        wire: ['tool.execute.before'], block: true, escalate: false, transform: true, vouch: false, warn: false, failMode: 'closed',
        evidence: {
          fires: [LV('allow-shell', 'the generated plugin bridge ran the runtime on the call and let an unmatched command run'), { ...BIN, claim: 'the session tool wrapper (built-in and custom tools, each MCP tool, the MCP resource tools, code-mode child calls, the task tool) runs Plugin.trigger("tool.execute.before", {tool, sessionID, callID}, {args}) before the tool executes, as opencode does' }],
          block: [LV('deny-shell', DENIED), LV('deny-edit-path', DENIED), LV('deny-write-content', DENIED), LV('deny-shell-in-subagent', "a bash call made by a task subagent (general) met the plugin hook and never ran"), { ...BIN, claim: 'Plugin.trigger awaits each plugin hook in load order; a hook that throws fails the tool execution, so the tool never runs' }, { ...PLUGINS_DOC, claim: 'plugins can block dangerous operations: the env-guard example throws in tool.execute.before to stop a read' }],
          rewrite: [LV('rewrite-shell', 'a transform rule rewrote the bash command in place: the rewritten command ran, the original did not'), { ...BIN, claim: 'the tool executes the object passed as output.args, so changing its properties changes the call' }, { ...PLUGINS_DOC, claim: 'tool.execute.before: you can mutate output.args' }],
          failMode: [LV('crash-pre-tool', 'with the runtime replaced by one that exits 1, the plugin bridge refused the call: it fails closed'), { ...BIN, claim: 'the hook is seamc\'s own plugin (vendors/_shared/plugin-bridge.ts), which throws when the runtime cannot answer; a plugin that fails to load is skipped and reported as a session error' }],
        },
      },
      post_tool: {
        wire: ['tool.execute.after'], block: false, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
        evidence: {
          fires: [LV('user-hook-post-tool', "the spec's hooks: command ran at tool.execute.after and got the normalized event"), { ...BIN, claim: 'Plugin.trigger("tool.execute.after", {tool, sessionID, callID, args}, output) runs after each tool call returns' }],
          failMode: [{ ...BIN, claim: 'the call has already run; seamc\'s plugin never throws in the after hook' }],
        },
      },
    },
    notInstalled: {
      prompt_submit: { wire: ['chat.message'], status: 'unadapted', reason: 'seamc\'s plugin does not install chat.message yet: what a throw there does to the prompt is not established', evidence: [{ ...PLUGINS_DOC, claim: 'chat.message fires when a new user message arrives; a plugin can inspect or modify its parts' }] },
      stop: { wire: ['session.idle'], status: 'unadapted', reason: 'session.idle reaches plugins only through the `event` hook, which cannot keep the turn going; seamc does not install it yet', evidence: [{ ...PLUGINS_DOC, claim: 'the event hook receives every bus event, session.idle when a session finishes responding' }] },
      pre_compact: { wire: ['experimental.session.compacting'], status: 'unadapted', reason: 'seamc\'s plugin does not install the experimental compaction hook yet', evidence: [{ ...PLUGINS_DOC, claim: 'experimental.session.compacting can add context to, or replace, the compaction prompt' }] },
    },
    sees: { mcp: 'server+tool', web: 'url' },
    failClosed: true,
    timeout: 30,
  },
  evidence: {
    'instructions.live-agents-md': LV('instructions-reach-model', 'the generated AGENTS.md reached the model request'),
    'hooks.escalate-live': LV('escalate-shell', 'an escalate rule, which the plugin bridge cannot ask, was answered deny by the runtime (SC3103); the command did not run'),
    "hooks.plugin-discovery": { ...BIN, claim: 'config directories are the global config folder, each .kilocode and .kilo folder from the working directory up to the worktree, ~/.kilocode and ~/.kilo, and KILO_CONFIG_DIR (not .opencode, whose presence only raises a notice); each is scanned for {plugin,plugins}/*.{ts,js}, every file loading with no config entry unless KILO_PURE skips external plugins' },
    "hooks.plugin-docs": { ...PLUGINS_DOC, claim: 'plugins load from plugin/ or plugins/ folders of config directories (the page also names .opencode/plugin/, which the 7.7.9 binary does not scan); load order internal, global config, global folder, project config, project folder; the default export {id, server} (id required for a local file), named function exports accepted as legacy' },
    "hooks.plugin-types": { ...TYPES, claim: 'the same Hooks as opencode\'s plugin package: tool.execute.before(input {tool, sessionID, callID}, output {args}), tool.execute.after(input {tool, sessionID, callID, args}, output {title, output, metadata})' },
    "hooks.tool-args": { ...BIN, claim: 'tool ids and argument names as opencode\'s: bash {command, timeout, workdir}, read {filePath}, write {content, filePath}, edit {filePath, oldString, newString}, apply_patch {patchText}, webfetch {url}; Kilo adds its own tools (clone, overview, suggest, context tools), which rules see as other tools (one that carries a command is judged as a shell call)' },
    'hooks.background-process': LV('deny-shell-background', 'background_process {action: start, command, workdir} runs its command as a tracked process; judged as a shell call, a command rule stopped it (before 2026-12-05 the runtime did not class it and the command ran past every rule, seen by hand)'),
    "hooks.sees-mcp": { ...BIN, claim: 'an MCP tool is named sanitize(server) + "_" + sanitize(tool) (characters outside [A-Za-z0-9_-] become _), as in opencode' },
    "hooks.sees-web": { ...BIN, claim: 'webfetch carries the URL in args.url' },
    "hooks.refuse": { ...BIN, claim: 'the plugin runs the hook command under /bin/sh; a non-zero exit (exit 2 with one seamc: line when node or the runtime is missing) makes it throw that line, which refuses the call' },
    "hooks.hand-run-discovery": { basis: 'hand-run', date: '2026-12-04', client: '@kilocode/cli-linux-x64', version: '7.7.9', claim: 'in a scratch HOME with no network, `kilo debug config` on a seamc build listed .kilo/plugins/seamc.js as a local plugin origin, the live MCP server from kilo.jsonc and the live-review command from .kilo/commands/; it took 93 s, waiting (as opencode does) for its install of the plugin package into .kilo/ before it went on' },
    "packaging.mcp": { ...DOCS, commit: '2c2ba4eb2a88e44278199f07a7ff0fd0e7d2d775', path: 'packages/kilo-docs/pages/automate/mcp/using-in-cli.md', claim: 'MCP servers under `mcp` in kilo.json(c): type local (command array, environment) or remote (url, headers), {env:NAME} interpolation' },
    "packaging.commands": { ...DOCS, commit: '419bfeed4a9b7a76a9a96d5a6ce6e5dd5deba8ed', path: 'packages/kilo-docs/pages/customize/workflows.md', claim: 'slash commands are markdown files in .kilo/commands/ (optional description front matter), invoked as /<file name>' },
    "packaging.subagents": { ...DOCS, commit: '16126059d77c65fe45ecef0786b732c5a63be29e', path: 'packages/kilo-docs/pages/customize/custom-subagents.md', claim: 'subagents are markdown files in .kilo/agents/ with description, mode: subagent and a permission map in front matter' },
    "packaging.skills": { ...DOCS, commit: '03132cbe897cf472aa079598e2c4db2d93502002', path: 'packages/kilo-docs/pages/customize/skills.md', claim: 'project skills live in .kilo/skills/<name>/SKILL.md (name and description front matter)' },
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "agents md native", "url": "https://kilo.ai/docs", "carried": true},
    "instructions.mode-scoped-only": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "mode scoped only", "url": "https://kilo.ai/docs", "carried": true},
    "permissions.kilo-jsonc-shape": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "kilo jsonc shape", "url": "https://kilo.ai/docs", "carried": true},
    "permissions.last-match-wins": {"basis": "hand-run", "date": "2026-12-02", "claim": "), (opencode, not Kilo", "client": "opencode-ai", "version": "1.18.33"},
    "permissions.pattern-dialect": {"basis": "hand-run", "date": "2026-12-02", "claim": "(opencode, not Kilo)", "client": "opencode-ai", "version": "1.18.33"},
  },
} as const satisfies VendorFacts;
