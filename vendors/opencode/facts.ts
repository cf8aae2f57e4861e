/**
 * opencode, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/opencode.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

/** opencode 1.18.33 as published: the compiled server (the JS of its plugin service, tool registry and session tools is readable in the binary) and the plugin package's types. */
const BIN = { basis: 'vendor-source', date: '2026-12-04', repo: 'npm:opencode-linux-x64', commit: '1.18.33', path: 'bin/opencode' } as const;
const LIVE = { basis: 'live-run', date: '2026-12-04', client: 'opencode-ai', version: '1.18.33' } as const;
const TYPES = { basis: 'vendor-source', date: '2026-12-04', repo: 'npm:@opencode-ai/plugin', commit: '1.18.33', path: 'dist/index.d.ts' } as const;

export const facts = {
  id: "opencode",
  displayName: "opencode",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    launcher: { program: 'opencode', state: ['.config/opencode/', '.local/share/opencode/', '.local/state/opencode/', '.cache/opencode/'] },
    noNative: 'opencode has no OS sandbox setting: its `permission` rules in opencode.json gate tool calls, but nothing confines what an allowed command touches on disk or the network',
    evidence: {
      launcher: { basis: 'hand-run', date: '2026-12-03', claim: 'opencode 1.18.33 --version in a scratch HOME (docs/decisions/planes.md): it writes ~/.config/opencode, ~/.local/share/opencode, ~/.local/state/opencode and ~/.cache/opencode', client: 'opencode-ai', version: '1.18.33' },
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox key in the permission sources recorded for opencode (docs/vendors/opencode.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://opencode.ai/docs/rules/' },
    },
  },
  hooks: {
    config: '.opencode/plugins/seamc.js',
    // a plugin file there (or one a config file lists) runs in-process, in the same hook chain as the bridge
    wiring: ['.opencode/plugin/**', '.opencode/plugins/**', 'opencode.json', 'opencode.jsonc', '.opencode/opencode.json', '.opencode/opencode.jsonc'],
    roots: ['SEAMC_PROJECT_DIR'],
    refuse: { exit: 2 },
    events: {
      pre_tool: {
        wire: ['tool.execute.before'], block: true, escalate: false, transform: true, vouch: false, warn: false, failMode: 'closed',
        evidence: {
          fires: [{ ...BIN, claim: 'SessionTools.resolve wraps every built-in and plugin tool, each MCP tool, the MCP resource tools and code-mode child calls: Plugin.trigger("tool.execute.before", {tool, sessionID, callID}, {args}) runs before the tool executes (and before its permission ask); the task tool triggers it too' }, { ...LIVE, scenario: 'opencode/allow-shell', claim: 'opencode run took a bash call through the generated plugin, the runtime passed it and the command ran' }],
          block: [{ ...BIN, claim: 'Plugin.trigger awaits each plugin hook in load order; a hook that throws fails the tool execution, so the tool never runs and the call ends as a tool error carrying the message' }, { ...LIVE, scenario: 'opencode/deny-shell', claim: 'a bash call a command rule denies never ran (its file is absent) and the model was told the rule\'s message' }, { ...LIVE, scenario: 'opencode/deny-write-content', claim: 'a write carrying an AWS key never happened; the model got the message' }, { ...LIVE, scenario: 'opencode/deny-edit-path', claim: 'an edit under locked/ left the file unchanged; the model got the message' }, { ...LIVE, date: '2026-12-05', scenario: 'opencode/deny-shell-in-subagent', claim: 'a bash call made by a task subagent (general) met the plugin hook and never ran; the subagent got the message' }],
          rewrite: [{ ...BIN, claim: 'the tool executes the very object passed as output.args, so a hook that changes its properties changes the call (assigning a new output.args changes nothing; seamc\'s plugin rewrites in place)' }, { ...LIVE, scenario: 'opencode/rewrite-shell', claim: 'a transform rule\'s new command ran instead of the model\'s' }],
          failMode: [{ ...BIN, claim: 'the hook is seamc\'s own plugin: it throws (the call is refused) when the runtime cannot be started, fails, times out or answers anything it cannot apply (vendors/_shared/plugin-bridge.ts); a plugin file that fails to load is skipped with a session error, so the bridge holds only while it loads' }, { ...LIVE, scenario: 'opencode/crash-pre-tool', claim: 'with the runtime replaced by one that exits 1, the plugin refused the call: the command never ran' }],
        },
      },
      post_tool: {
        wire: ['tool.execute.after'], block: false, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
        evidence: {
          fires: [{ ...BIN, claim: 'Plugin.trigger("tool.execute.after", {tool, sessionID, callID, args}, {title, output, metadata}) runs after each tool call returns' }, { ...LIVE, scenario: 'opencode/user-hook-post-tool', claim: 'the spec\'s hooks: command ran after a bash call and got the normalized post_tool event' }],
          failMode: [{ ...BIN, claim: 'the call has already run; seamc\'s plugin never throws in the after hook' }],
        },
      },
    },
    notInstalled: {
      prompt_submit: { wire: ['chat.message'], status: 'unadapted', reason: 'seamc\'s plugin does not install chat.message yet: what a throw there does to the prompt is not established', evidence: [{ ...BIN, claim: 'Plugin.trigger("chat.message", {sessionID, agent, model, messageID, variant}, {message, parts}) runs when a user message is created, before the model sees it' }] },
      session_start: { wire: ['session.created'], status: 'unadapted', reason: 'session events reach plugins only through the `event` hook, which opencode calls without awaiting it; seamc does not install it yet', evidence: [{ ...BIN, claim: 'every bus event of the instance (session.created, session.idle, ...) is passed to each plugin\'s event hook, not awaited' }] },
      stop: { wire: ['session.idle'], status: 'unadapted', reason: 'session.idle arrives only through the unawaited `event` hook, which cannot keep the turn going; seamc does not install it yet', evidence: [{ ...BIN, claim: 'session.idle is published on the bus when a session finishes responding; plugins see it through the event hook' }] },
      pre_compact: { wire: ['experimental.session.compacting'], status: 'unadapted', reason: 'seamc\'s plugin does not install the experimental compaction hook yet', evidence: [{ ...BIN, claim: 'Plugin.trigger("experimental.session.compacting", {sessionID}, {context, prompt}) runs before a compaction' }] },
    },
    sees: { mcp: 'server+tool', web: 'url' },
    failClosed: true,
    timeout: 30,
  },
  evidence: {
    "hooks.plugin-discovery": { ...BIN, claim: 'ConfigPlugin.load scans every config directory (the global config folder, each .opencode folder from the working directory up to the worktree, OPENCODE_CONFIG_DIR) for {plugin,plugins}/*.{ts,js}; each file loads with no config entry unless OPENCODE_PURE (--pure) skips external plugins' },
    "hooks.plugin-module": { ...BIN, claim: 'a module whose default export is {id, server} gets server(input, options) called (a file plugin must export id); otherwise every export must be a plugin function. input: client, project, directory, worktree, serverUrl, $ (Bun shell), experimental_workspace' },
    "hooks.plugin-types": { ...TYPES, claim: 'Hooks: tool.execute.before(input {tool, sessionID, callID}, output {args}), tool.execute.after(input {tool, sessionID, callID, args}, output {title, output, metadata}), chat.message, permission.ask, shell.env, event, config, experimental.session.compacting' },
    "hooks.permission-ask-unused": { ...BIN, claim: 'the permission.ask hook is typed but the 1.18.33 server never triggers it, so a plugin cannot answer a permission prompt; an escalate is refused by the runtime instead' },
    "hooks.tool-args": { ...BIN, claim: 'tool ids and argument names: bash {command, timeout, workdir (relative to the instance directory)}, read {filePath, offset, limit}, write {content, filePath}, edit {filePath, oldString, newString, replaceAll}, apply_patch {patchText} (offered instead of edit/write to gpt- models), webfetch {url, format, timeout}, glob {pattern, path}, grep {pattern, path, include}, task, todowrite, skill, question, websearch' },
    "hooks.patch-grammar": { ...BIN, claim: 'apply_patch trims the text, drops a cat <<EOF wrapper, takes the lines between the first that trims to *** Begin Patch and the first that trims to *** End Patch, and reads headers with no space needed after the colon' },
    "hooks.sees-mcp": { ...BIN, claim: 'an MCP tool is named sanitize(server) + "_" + sanitize(tool), every character outside [A-Za-z0-9_-] replaced by _; the plugin passes the configured server names (config hook) so the runtime splits the name on a known server' },
    "hooks.sees-web": { ...BIN, claim: 'webfetch carries the URL in args.url' },
    "hooks.dependency-wait": { basis: 'hand-run', date: '2026-12-04', client: 'opencode-ai', version: '1.18.33', claim: 'with .opencode/plugins/seamc.js present and no network, `opencode debug config` took 78 s (6.7 s without the plugin): opencode waits at start for its install of @opencode-ai/plugin into .opencode/ (node_modules, package.json, lock files, a .gitignore), which only a present plugin makes it await; with network the install happens once' },
    "hooks.escalate-refused": { ...LIVE, scenario: 'opencode/escalate-shell', claim: 'an escalate rule on a bash call is refused by the runtime (a plugin hook cannot ask): the command never ran and the model got the message' },
    "hooks.refuse": { ...BIN, claim: 'the plugin runs the hook command under /bin/sh; a non-zero exit (the command\'s own refusal when node or the runtime is missing, exit 2 with one seamc: line) makes the plugin throw that line, which refuses the call' },
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "agents md native", "url": "https://opencode.ai/docs/rules/", "carried": true},
    "instructions.no-conditional-rules": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "opencode row", "url": "https://opencode.ai/docs/rules/", "carried": true},
    "instructions.agent-requested-as-skill": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "agent requested as skill", "url": "https://opencode.ai/docs/rules/", "carried": true},
    "permissions.last-match-wins": {"basis": "hand-run", "date": "2026-12-02", "claim": "last match wins", "client": "opencode-ai", "version": "1.18.33"},
    "permissions.project-file-no-trust": {"basis": "hand-run", "date": "2026-12-02", "claim": "how it was run", "client": "opencode-ai", "version": "1.18.33"},
    "permissions.full-match-patterns": {"basis": "hand-run", "date": "2026-12-02", "claim": "full match patterns", "client": "opencode-ai", "version": "1.18.33"},
    "permissions.star-crosses-slash": {"basis": "hand-run", "date": "2026-12-02", "claim": "star crosses slash", "client": "opencode-ai", "version": "1.18.33"},
    "permissions.chains-split": {"basis": "hand-run", "date": "2026-12-02", "claim": "chains split", "client": "opencode-ai", "version": "1.18.33"},
    "permissions.edit-covers-write": {"basis": "hand-run", "date": "2026-12-02", "claim": "edit covers write", "client": "opencode-ai", "version": "1.18.33"},
    "permissions.webfetch-single-action": {"basis": "hand-run", "date": "2026-12-02", "claim": "webfetch single action", "client": "opencode-ai", "version": "1.18.33"},
    "permissions.mcp-key-unverified": {"basis": "hand-run", "date": "2026-12-02", "claim": "mcp key unverified", "client": "opencode-ai", "version": "1.18.33"},
    "packaging.mcp-schema": {"basis": "hand-run", "date": "2026-12-02", "claim": "mcp schema", "client": "opencode-ai", "version": "1.18.33"},
    "packaging.env-interpolation": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "{env:VAR}", "url": "https://opencode.ai/docs/mcp-servers/", "carried": true},
    "packaging.commands-agents-skills-dirs": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "commands agents skills dirs", "url": "https://opencode.ai/docs/mcp-servers/", "carried": true},
  },
} as const satisfies VendorFacts;
