/**
 * Factory Droid, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/factory_droid.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';
import { docsRecord } from '../_shared/source-evidence.js';

const DAY = '2026-12-04';
const REF = 'https://docs.factory.ai/reference/hooks-reference';
const ref = (claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: REF });
const FAC = 'Factory-AI/factory@a80aa7c5ed560a737f313b1379c015837c99090f:docs/';
const doc = (path: string, claim: string): Evidence => docsRecord(FAC + path, DAY, claim);
const lv = (scenario: string, claim: string): Evidence => ({ basis: 'live-run', date: '2026-12-05', claim, scenario: `factory_droid/${scenario}`, client: '@factory/cli-linux-x64', version: '0.225.2' });
const HARNESS = 'https://docs.factory.ai/harness/hooks';
const OPEN = 'only exit 2 (or a JSON decision) blocks; any other non-zero exit is a non-blocking error and a hook past its timeout (60 s by default) is cancelled, so the call goes on';
interface Abilities { readonly block?: string; readonly ask?: string; readonly rewrite?: string; readonly vouch?: boolean }
const cell = (wire: string, fires: string, a: Abilities = {}) => ({
  wire: [wire], block: a.block !== undefined, escalate: a.ask !== undefined, transform: a.rewrite !== undefined, vouch: a.vouch === true, warn: false, failMode: 'open' as const,
  evidence: {
    fires: [ref(fires)],
    ...(a.block !== undefined ? { block: [ref(a.block)] } : {}),
    ...(a.ask !== undefined ? { ask: [ref(a.ask)] } : {}),
    ...(a.rewrite !== undefined ? { rewrite: [ref(a.rewrite)] } : {}),
    failMode: [ref(OPEN)],
  },
});

export const facts = {
  id: "factory_droid",
  displayName: "Factory Droid",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "emitted"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    launcher: { program: 'droid', state: ['.factory/'] },
    noNative: 'Factory Droid\'s autonomy levels decide which commands run without approval; no project setting confines a command\'s files or network',
    evidence: {
      launcher: { basis: 'vendor-docs', date: '2026-12-03', claim: 'https://docs.factory.ai/droid-cli/cli-reference (read 2026-12-03): the `droid` command; user settings and hooks in ~/.factory', url: 'https://docs.factory.ai/droid-cli/cli-reference' },
      native: { basis: 'vendor-docs', date: '2026-12-03', claim: 'https://docs.factory.ai/droid-cli/cli-reference (read 2026-12-03): --auto levels, no sandbox setting', url: 'https://docs.factory.ai/droid-cli/cli-reference' },
    },
  },
  hooks: {
    config: '.factory/hooks.json',
    wiring: ['.factory/settings.json', '.factory/settings.local.json', '.factory/hooks/hooks.json'],
    roots: ['FACTORY_PROJECT_DIR'],
    refuse: { exit: 2 },
    events: {
      session_start: cell('SessionStart', 'SessionStart runs when a session starts or resumes; its stdout becomes context'),
      session_end: cell('SessionEnd', 'SessionEnd runs when a session ends and cannot stop it'),
      prompt_submit: cell('UserPromptSubmit', 'UserPromptSubmit runs on each submitted prompt before Droid handles it', { block: 'exit 2 or {"decision":"block"} at UserPromptSubmit stops the prompt and erases it' }),
      // Droid's hook "ask" is documented but does not hold a call: its autonomy level runs it (live ask-not-held), so
      // the cell has no escalate and the runtime answers deny (SC3103)
      pre_tool: {
        wire: ['PreToolUse'], block: true, escalate: false, transform: true, vouch: true, warn: false, failMode: 'open' as const,
        evidence: {
          fires: [lv('deny-shell', 'PreToolUse runs seamc\'s hook from .factory/hooks.json before an Execute call in droid exec'), ref('PreToolUse runs after Droid builds a tool call and before it runs; matchers are case-sensitive regexes on the tool name (Execute, Create, Edit, Read, ...)')],
          block: [lv('deny-shell', 'hookSpecificOutput.permissionDecision "deny" stops the Execute call; the model gets "Error: <reason>"'), lv('deny-edit-path', 'a deny stops an Edit call; the file is unchanged')],
          rewrite: [lv('rewrite-shell', 'permissionDecision "allow" with updatedInput runs the rewritten command instead of the original')],
          failMode: [lv('crash-pre-tool', 'a hook that exits 1 with nothing on stdout lets the call run'), ref(OPEN)],
        },
      },
      post_tool: cell('PostToolUse', 'PostToolUse runs right after a tool succeeds (the call has already run)'),
      pre_compact: cell('PreCompact', 'PreCompact runs before a manual or automatic compaction'),
      stop: cell('Stop', 'Stop runs when Droid finishes responding (not on a user interrupt)', { block: 'exit 2 or {"decision":"block","reason":R} at Stop keeps Droid working with R' }),
      subagent_stop: cell('SubagentStop', 'SubagentStop runs when a sub-droid (Task) finishes', { block: 'exit 2 or {"decision":"block"} at SubagentStop keeps the sub-droid working' }),
    },
    sees: { mcp: 'server+tool', web: 'url' },
    failClosed: false,
    timeout: 30,
  },
  gates: [
    { id: 'session-snapshot', sections: ['hooks'], holds: 'a Droid session keeps the hooks it started with: hooks written while it runs apply only after a review in its /hooks menu', clear: 'start a new droid session in this repository, or review the seamc entries in /hooks', evidence: [ref('Droid captures a snapshot of hooks at startup, warns when they change on disk and needs a review in /hooks before changed hooks apply')] },
  ],
  evidence: {
    'hooks.config': { basis: 'vendor-docs', date: '2026-12-05', claim: 'project hooks live in .factory/hooks.json keyed by event name ({Event: [{matcher, hooks: [{type: "command", command, timeout}]}]}); the hooks key of settings.json is read only when hooks.json is absent; the legacy .factory/hooks/hooks.json still loads', url: HARNESS },
    'hooks.config-keyed-by-event': lv('hooks-wrapper-ignored', 'Droid 0.225.2 ignores a `hooks` wrapper inside .factory/hooks.json (its log: "Ignoring unknown hook event keys"); the same hook keyed by event runs and blocks'),
    'hooks.ask-not-held': lv('ask-not-held', 'a PreToolUse hook answering permissionDecision "ask" does not hold the call: under --auto high Droid runs it'),
    'permissions.blocklist-live': lv('blocklist-wrapped', 'commandBlocklist ["curl"] refuses curl run plainly, through sh -c, by absolute path, in $(...), through env and quoted apart'),
    'hooks.refuse': ref('exit 2 blocks at PreToolUse, UserPromptSubmit, Stop and SubagentStop with stderr as the reason'),
    'hooks.roots': ref('FACTORY_PROJECT_DIR holds the absolute project root for every hook command Droid spawns'),
    'hooks.sees-mcp': ref('MCP tools reach hooks named mcp__<server>__<tool>'),
    'hooks.sees-web': ref('FetchUrl and WebSearch are hook matchers for web operations; the URL field name of FetchUrl is not documented (the runtime reads tool_input.url)'),
    'hooks.payload-live': lv('user-hook-post-tool', 'a PostToolUse hook gets the Execute call with tool_input.command; Edit takes file_path, old_str and new_str (the tool schema Droid offers the model)'),
    'hooks.payload': ref('hook input is snake_case (session_id, transcript_path, cwd, permission_mode, hook_event_name, tool_name, tool_input; Create carries file_path and content, Execute command)'),
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "native list: docs.factory.ai cli settings page points repository instructions at AGENTS.md", "url": "https://docs.factory.ai/cli/configuration/settings"},
    "instructions.no-scoping": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "no conditional rule mechanism; rulesync folds topic rules into the root file", "url": "https://docs.factory.ai/cli/configuration/settings", "carried": true},
    'packaging.mcp': doc('cli/configuration/mcp.mdx', 'project servers live in .factory/mcp.json in the project root, {mcpServers: {name: entry}}; type stdio (may be omitted), http or sse; stdio command, args, env; http / sse url, headers; ${VAR} and ${VAR:-default} expand in stdio command, args and env and in http url and headers'),
    'packaging.droids': doc('cli/configuration/custom-droids.mdx', 'custom droids are <repo>/.factory/droids/<name>.md with YAML front matter: name (required; lowercase, digits, - and _), description, model, tools (omitted = every tool, a category, or an array of tool IDs: Read, LS, Grep, Glob, Create, Edit, ApplyPatch, Execute, WebSearch, FetchUrl), mcpServers (when set, only the listed servers\' tools are exposed); the body is the prompt'),
    'packaging.commands': doc('cli/configuration/custom-slash-commands.mdx', 'workspace commands are top-level <repo>/.factory/commands/*.md files; front matter description (and argument-hint); $ARGUMENTS expands to the text after the command'),
    'packaging.skills': doc('cli/configuration/skills.mdx', 'workspace skills are <repo>/.factory/skills/<skill-name>/SKILL.md with name and description front matter, plus supporting files in the folder'),
    'permissions.lists': doc('cli/configuration/settings.mdx', 'settings.json holds commandAllowlist (runs without confirmation), commandDenylist (always asks; an explicit approval still runs it) and commandBlocklist (never runs: no prompt, even under full autonomy or --skip-permissions-unsafe); the blocklist wins over both, the denylist over the allowlist; an unlisted command falls back to the autonomy level. Settings live in each .factory/ folder'),
    'permissions.blocklist-program': doc('enterprise/hierarchical-settings-and-org-control.mdx', 'for commandBlocklist Droid resolves the program actually invoked before matching, so a wrapper shell, an absolute path, quoting or command substitution does not get past it; the three lists are "shell command patterns" accumulated across org, project, folder and user levels (union, a lower level cannot remove an entry); no page states how an entry with arguments or a "*" matches'),
    'permissions.project-scope': doc('cli/user-guides/auto-run.mdx', 'the three command lists can be set for the user profile, a project, a local project override or a nested folder; a project cannot weaken organization command policy'),
    "hooks.exists": {"basis": "vendor-docs", "date": "2026-12-02", "claim": "docs.factory.ai enterprise/hierarchical-settings-and-org-control: each .factory/ folder may hold hooks/, commands/, droids/, skills/, mcp.json", "url": "https://docs.factory.ai/enterprise/hierarchical-settings-and-org-control"},
  },
} as const satisfies VendorFacts;
