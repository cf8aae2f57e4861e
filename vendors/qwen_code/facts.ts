/**
 * Qwen Code, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/qwen_code.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const DAY = '2026-12-04';
const HOOKS = 'https://qwenlm.github.io/qwen-code-docs/en/users/features/hooks';
const hk = (claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: HOOKS });
const src = (path: string, commit: string, claim: string): Evidence => ({ basis: 'vendor-source', date: DAY, claim, repo: 'QwenLM/qwen-code', commit, path });
const PM = '060530667f7c58f64f1a19740a1fcf266639bf9f';
const npm = (path: string, claim: string): Evidence => ({ basis: 'vendor-source', date: DAY, claim, repo: 'npm:@qwen-code/qwen-code', commit: '0.24.4', path });
const OPEN = 'only exit 2 (or a JSON decision) blocks; any other exit is a non-blocking error and execution continues, and a hook past its timeout (60 s by default) does not stop the call';
/** A run of the live suite (tests/live/scenarios/qwen-code.ts) against @qwen-code/qwen-code 0.24.4. */
const lv = (scenario: string, claim: string): Evidence => ({ basis: 'live-run', date: '2026-12-05', claim, scenario: `qwen_code/${scenario}`, client: '@qwen-code/qwen-code', version: '0.24.4' });
interface Seen { readonly fires?: readonly Evidence[]; readonly block?: readonly Evidence[]; readonly ask?: readonly Evidence[]; readonly failMode?: readonly Evidence[] }
interface Abilities { readonly block?: string; readonly ask?: string; readonly rewrite?: string; readonly vouch?: boolean; readonly seen?: Seen }
const cell = (wire: string, fires: string, a: Abilities = {}) => ({
  wire: [wire], block: a.block !== undefined, escalate: a.ask !== undefined, transform: a.rewrite !== undefined, vouch: a.vouch === true, warn: false, failMode: 'open' as const,
  evidence: {
    fires: [...(a.seen?.fires ?? []), hk(fires)],
    ...(a.block !== undefined ? { block: [...(a.seen?.block ?? []), hk(a.block)] } : {}),
    ...(a.ask !== undefined ? { ask: [...(a.seen?.ask ?? []), hk(a.ask)] } : {}),
    ...(a.rewrite !== undefined ? { rewrite: [hk(a.rewrite)] } : {}),
    failMode: [...(a.seen?.failMode ?? []), hk(OPEN)],
  },
});
const DENIED = 'the generated PreToolUse hook denied the call; its side effect never happened';

export const facts = {
  id: "qwen_code",
  displayName: "Qwen Code",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    launcher: { program: 'qwen', state: ['.qwen/'] },
    noNative: 'Qwen Code\'s sandbox (a fork of Gemini CLI\'s) is a container or a named Seatbelt profile chosen by flag, environment or tools.sandbox, with no writable paths, hidden paths or domains',
    evidence: {
      launcher: { basis: 'vendor-docs', date: '2026-12-03', claim: 'https://qwenlm.github.io/qwen-code-docs/en/users/configuration/settings (read 2026-12-03): user settings in ~/.qwen/settings.json', url: 'https://qwenlm.github.io/qwen-code-docs/en/users/configuration/settings' },
      native: { basis: 'vendor-docs', date: '2026-12-03', claim: 'https://qwenlm.github.io/qwen-code-docs/en/users/configuration/settings (read 2026-12-03): tools.sandbox', url: 'https://qwenlm.github.io/qwen-code-docs/en/users/configuration/settings' },
    },
  },
  hooks: {
    config: '.qwen/settings.json',
    roots: ['QWEN_PROJECT_DIR'],
    refuse: { exit: 2 },
    events: {
      session_start: cell('SessionStart', 'SessionStart fires when a session starts or resumes'),
      session_end: cell('SessionEnd', 'SessionEnd fires when a session ends (not for blocking)'),
      prompt_submit: cell('UserPromptSubmit', 'UserPromptSubmit fires before supported model invocations (user queries, tool-result and hook sends) with the model-bound prompt', { block: 'UserPromptSubmit answers decision "block" (or exit 2) to stop the prompt' }),
      pre_tool: cell('PreToolUse', 'PreToolUse fires before a tool runs; tool_name is the runtime tool id (run_shell_command, write_file, edit, read_file, ...)', {
        block: 'permissionDecision "deny" (or exit 2) blocks the tool and returns an error to the model',
        ask: 'permissionDecision "ask" asks the user in the TUI; where nobody can be asked (headless -p, background subagents) it falls back to deny',
        vouch: true,
        seen: {
          fires: [lv('allow-shell', 'the generated PreToolUse hook ran and let an unmatched command run')],
          block: [lv('deny-shell', DENIED), lv('deny-edit-path', DENIED), lv('deny-write-content', DENIED), lv('deny-shell-in-subagent', "a shell call made by an agent subagent (general-purpose) met the generated PreToolUse hook and was denied; its file never appeared")],
          ask: [lv('escalate-shell', 'the generated PreToolUse hook asked; headless, the call did not run')],
          failMode: [lv('crash-pre-tool', 'with the generated hook replaced by one that exits 1, the shell call ran: the client failed open')],
        },
      }),
      post_tool: cell('PostToolUse', 'PostToolUse fires after a tool succeeds (the call has run)', {
        seen: { fires: [lv('user-hook-post-tool', "the spec's hooks: command ran at PostToolUse and got the normalized event")] },
      }),
      tool_failure: cell('PostToolUseFailure', 'PostToolUseFailure fires after a tool fails, with its error'),
      pre_compact: cell('PreCompact', 'PreCompact fires before a manual or automatic compaction'),
      stop: cell('Stop', 'Stop fires before Qwen concludes its response, with stop_hook_active', { block: 'Stop answers {"decision":"block","reason":R} and Qwen keeps working with R' }),
      subagent_start: cell('SubagentStart', 'SubagentStart fires when a subagent starts'),
      subagent_stop: cell('SubagentStop', 'SubagentStop fires when a subagent finishes', { block: 'SubagentStop answers decision "block" to keep the subagent working' }),
    },
    sees: { mcp: 'server+tool', web: 'url' },
    // the user's trust file: with folder trust on, a folder marked untrusted there ignores its workspace settings.
    // Basis: https://qwenlm.github.io/qwen-code-docs/en/cli/trusted-folders (read 2026-12-06: ~/.qwen/trustedFolders.json)
    wiring: ['.qwen/trustedFolders.json'],
    failClosed: false,
    timeout: 30,
  },
  gates: [
    { id: 'trusted-folder', sections: ['hooks', 'permissions', 'packaging'], holds: 'Qwen Code runs project-level hooks, merges the project settings file (its permission rules and MCP servers), and shares project skills only in a trusted folder', clear: 'trust the repository folder in Qwen Code', evidence: [hk('project-level hooks require trusted folder status (Security Model)'), npm('chunks/chunk-LYEINKJD.js', 'mergeSettings (packages/cli/src/config/settings.ts) drops the workspace settings file entirely unless the folder is trusted'), { basis: 'vendor-docs', date: DAY, claim: 'the skills locations table lists .qwen/skills/<name>/SKILL.md as skills shared with a trusted project', url: 'https://qwenlm.github.io/qwen-code-docs/1.x/en/users/skills/' }] },
    { id: 'mcp-approval', sections: ['packaging'], holds: 'Qwen Code starts a project MCP server from .qwen/settings.json only once the user has approved it, and the approval is bound to a hash of the server\'s entry: an entry seamc changes waits for approval again (yolo mode skips the wait)', clear: 'approve each project MCP server once in Qwen Code (its startup dialog), and again after a change to its entry', evidence: [lv('mcp-list', 'qwen mcp list (default approval mode) listed the generated server from .qwen/settings.json as Pending approval'), npm('chunks/chunk-OQMLQJEX.js', 'getPendingGatedMcpServers (packages/cli/src/config/mcpApprovals.ts): a project or workspace server is pending until ~/.qwen/mcpApprovals.json records it approved for the project root with the hash of its current entry'), npm('chunks/chunk-WH7PDTZL.js', 'loadCliConfig gates no MCP server in bare, safe or yolo mode')] },
  ],
  evidence: {
    'hooks.config': hk('hooks are matcher groups under hooks in .qwen/settings.json: {hooks: {Event: [{matcher, hooks: [{type: "command", command, timeout}]}]}}; a command hook\'s timeout is in milliseconds, default 60000'),
    'hooks.pre-tool-no-rewrite': npm('chunks/chunk-DPEB6S2R.js', 'the hooks page says a PreToolUse updatedInput replaces the tool input, but firePreToolUseHook returns only a deny, an ask, a stop or additional context: updatedInput is applied only for a PermissionRequest hook, in the confirmation path that a call needing no confirmation never takes; the live scenario of a rewrite saw the original command run (0.24.4, 2026-12-05)'),
    'hooks.pre-tool-no-rewrite-live': lv('rewrite-degraded', 'a transform rule, degraded to an ask because Qwen ignores updatedInput at PreToolUse, stopped the call headless: neither the original nor a rewritten command ran'),
    'hooks.refuse': hk('exit 2 is a blocking error: stdout is ignored and stderr goes to the model as error feedback'),
    'hooks.roots': hk('the documented hook commands reach project scripts through $QWEN_PROJECT_DIR'),
    'hooks.payload': hk('common fields session_id, transcript_path, cwd, hook_event_name, timestamp; PreToolUse adds permission_mode, tool_name, tool_input, tool_use_id and an optional tool_call_id; the input contract may grow new optional fields'),
    'hooks.tool-names': src('packages/core/src/tools/tool-names.ts', '00ac46feb0417e9c0c79877040af0404e82d31fe', 'tool ids edit, write_file, read_file, grep_search, glob, run_shell_command, web_fetch, web_search, list_directory; legacy ids replace and search_file_content'),
    'hooks.notebook-edit': lv('deny-notebook-content', 'notebook_edit {notebook_path, cell_id, new_source, cell_type, edit_mode} inserts a cell into a notebook (0.24.4 offers it by name); judged as an edit of notebook_path carrying new_source, a content rule stopped it and a path rule did too (deny-notebook-path); before 2026-12-05 both let the cell be written'),
    'hooks.sees-mcp': src('packages/core/src/utils/tool-name-utils.ts', '1af67c6ec75bdb5b20238d250a80eb5c2e10cb13', 'MCP tool names start with mcp__ (mcp__<server>__<tool>)'),
    'hooks.sees-web': src('packages/core/src/tools/tool-names.ts', '00ac46feb0417e9c0c79877040af0404e82d31fe', 'web_fetch is a hook-visible tool id; the runtime reads its url (or, failing that, its prompt)'),
    'permissions.settings': npm('chunks/chunk-WH7PDTZL.js', 'loadCliConfig (packages/cli/src/config/config.ts) feeds settings.permissions.allow / ask / deny (plus the legacy tools.allowed and tools.exclude) to the PermissionManager; the settings schema merges the three lists by union across system, user and workspace files'),
    'permissions.order': src('packages/core/src/permissions/permission-manager.ts', PM, 'every deny rule is tried before any ask rule and every ask rule before any allow rule; a compound command is split and the most restrictive sub-command verdict wins; shell reads, writes and fetches found in the command are also judged against Read / Edit / WebFetch rules and can only make the verdict stricter'),
    'permissions.bash': src('packages/core/src/permissions/rule-parser.ts', PM, 'Bash(p) without * matches a sub-command (split at unquoted && || ;; |& | ; & and newlines) whose words, leading NAME=value dropped and re-joined by one space after shell-quote parsing, equal p or start with "p "; "p *" also matches bare p; "p*" is a raw prefix; Bash alone is every command'),
    'permissions.allow-substitution': npm('chunks/chunk-DPEB6S2R.js', 'evaluatePermissionRules (packages/core/src/core/permission-helpers.ts) takes a matching allow rule over the shell tool\'s own ask for a command holding $(...) or backticks'),
    'permissions.paths': src('packages/core/src/permissions/rule-parser.ts', PM, 'Read(...) and Edit(...) take a picomatch glob (dot: true, case-sensitive); a leading / is the project root, // the filesystem root, ~/ the home folder, anything else the working folder; Read also covers grep_search, glob and list_directory, Edit also write_file and notebook_edit; deny and ask also match the real path'),
    'permissions.web': src('packages/core/src/permissions/rule-parser.ts', PM, 'WebFetch(domain:d) matches host d and every subdomain of d, compared in lower case'),
    'permissions.mcp': src('packages/core/src/permissions/rule-parser.ts', PM, 'mcp__server matches every tool of the server, mcp__server__tool one tool, a trailing * a name prefix; an MCP rule with (...) never matches'),
    "instructions.qwen-md": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "QwenLM/qwen-code-docs website/content/en/users/features/rules.md (context file QWEN.md)", "url": "https://github.com/QwenLM/qwen-code-docs/blob/main/website/content/en/users/features/rules.md"},
    "instructions.not-agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "only names in context.fileName are read; key spelling unverified", "url": "https://github.com/QwenLM/qwen-code-docs/blob/main/website/content/en/users/features/rules.md", "carried": true},
    "instructions.rules-paths": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "QwenLM/qwen-code-docs website/content/en/users/features/rules.md: paths = conditional (project-relative globs, dotfiles match), no paths = baseline", "url": "https://github.com/QwenLM/qwen-code-docs/blob/main/website/content/en/users/features/rules.md"},
    "instructions.description-is-label": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "QwenLM/qwen-code-docs website/content/en/users/features/rules.md: a rule without paths is part of the system prompt; description gates nothing", "url": "https://github.com/QwenLM/qwen-code-docs/blob/main/website/content/en/users/features/rules.md"},
    "instructions.project-rules-need-trust": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "QwenLM/qwen-code-docs website/content/en/users/features/rules.md: <project>/.qwen/rules/ loads when the workspace is trusted", "url": "https://github.com/QwenLM/qwen-code-docs/blob/main/website/content/en/users/features/rules.md"},
    "hooks.exists": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "QwenLM/qwen-code-docs website/content/en/users/features/", "url": "https://github.com/QwenLM/qwen-code-docs/blob/main/website/content/en/users/features/hooks.md"},
    "packaging.mcp-servers": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "QwenLM/qwen-code-docs website/content/en/users/features/mcp.md: .qwen/settings.json mcpServers; command/args/env/cwd, httpUrl (HTTP), url (SSE), headers", "url": "https://github.com/QwenLM/qwen-code-docs/blob/main/website/content/en/users/features/mcp.md"},
    'packaging.skills': { basis: 'vendor-docs', date: DAY, claim: 'project skills are folders .qwen/skills/<name>/ holding SKILL.md (YAML front matter name + description, then instructions) with supporting files beside it; personal skills live in ~/.qwen/skills/; the model picks a skill from its description, or the user runs it as a slash command', url: 'https://qwenlm.github.io/qwen-code-docs/en/users/features/skills/' },
    'permissions.live-deny': lv('settings-deny-shell', 'a permissions.deny rule (Bash(git push)) in the generated .qwen/settings.json refused the command in a trusted folder'),
    'permissions.live-deny-mcp': lv('settings-deny-mcp', 'a permissions.deny rule for one MCP tool in the generated .qwen/settings.json refused that tool (called through tool_call, the hook and the rules seeing mcp__live__delete_thing) while its sibling ran'),
    'instructions.live-qwen-md': lv('instructions-reach-model', 'the generated QWEN.md reached the model request'),
    'packaging.commands-live': lv('command-reaches-model', 'qwen -p /live-probe-command sent the prompt of the generated .qwen/commands/live-probe-command.md to the model'),
    'packaging.subagents-live': lv('subagent-runs', 'the agent tool ran the generated .qwen/agents/live-probe-agent.md: its body was the system prompt and only read_file, grep_search and glob were offered'),
    'packaging.skills-live': lv('skill-offered', "the generated .qwen/skills/live-probe/SKILL.md's description reached the model request"),
    'packaging.commands': npm('bundled/qc-helper/docs/features/commands.md', 'project commands are Markdown files in .qwen/commands/, named after the file (a subfolder gives a:b), with optional description front matter and the body as the prompt; !{...} in a prompt runs a shell command and @{...} inlines a file before the prompt is sent; TOML commands are deprecated'),
    'packaging.subagents': npm('bundled/qc-helper/docs/features/sub-agents.md', 'project subagents are Markdown files in .qwen/agents/ with name, description and an optional tools list in YAML front matter; the body is the system prompt, with ${variable} templating'),
    'packaging.subagent-loader': npm('chunks/chunk-DPEB6S2R.js', 'parseSubagentContent and SubagentValidator: name and description are required, the name is 2-50 letters, digits, - or _ and not reserved (self, system, user, model, tool, config, default, main), the prompt at least 10 characters, else the file is skipped; tools is a list of exact tool names (empty means every tool); templateString throws for a ${name} it has no value for'),
    "packaging.env-interpolation": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "QwenLM/qwen-code-docs website/content/en/users/features/mcp.md: env values may reference $VAR_NAME or ${VAR_NAME}; no other field is documented to expand", "url": "https://github.com/QwenLM/qwen-code-docs/blob/main/website/content/en/users/features/mcp.md"},
  },
} as const satisfies VendorFacts;
