/**
 * Reasonix (esengine/DeepSeek-Reasonix, the `reasonix` CLI, desktop app and ACP agent), as data: every claim seamc
 * makes about the agent, with the evidence records behind it (docs/evidence.md). Decisions: docs/decisions/newagents2.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const DAY = '2026-12-04';
const src = (commit: string, path: string, claim: string): Evidence => ({ basis: 'vendor-source', date: DAY, claim, repo: 'esengine/DeepSeek-Reasonix', commit, path });
const PATHS = '0b04b86d6d5d2cf5acf855df068e1b0c2d2a8a6d';
const HOOK = (claim: string): Evidence => src('47f76e6e359efa8e0dc48772748ce043a7bbb6c4', 'internal/hook/hook.go', claim);
const GATING = 'a native hook blocks only at PreToolUse and UserPromptSubmit: exit 2, or a timeout, blocks there; exit 0 passes and any other exit is a warning (the call runs); a JSON verdict on stdout is read only from imported Claude-format hooks';

export const facts = {
  id: 'reasonix',
  displayName: 'Reasonix',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: { status: 'emitted' },
    packaging: { status: 'emitted' },
  },
  sandbox: {
    noLauncher: 'Reasonix has an OS sandbox of its own, and seamc has not established whether it starts (or how to switch it off) inside the launcher\'s, where a nested sandbox may fail; no launcher is written',
    noNative: 'Reasonix\'s sandbox settings live in its TOML config, and seamc has not read their keys, so sandbox: is not written there',
    evidence: {
      native: src(PATHS, 'docs/CONFIG_PATHS.md', 'the config carries provider, plugin, UI, desktop, tool, skill, sandbox, bot and agent settings; project ./reasonix.toml overrides the global config.toml'),
    },
  },
  hooks: {
    config: '.reasonix/settings.json',
    roots: [],
    refuse: { exit: 2 },
    events: {
      prompt_submit: {
        wire: ['UserPromptSubmit'], block: true, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
        evidence: {
          fires: [HOOK('UserPromptSubmit fires before a turn with {event, sessionId, cwd, prompt} on stdin')],
          block: [HOOK(GATING)],
          failMode: [HOOK('a hook that crashes (any exit but 0 and 2) or cannot be spawned is a warning or an error and the turn goes on; only a timeout blocks')],
        },
      },
      pre_tool: {
        wire: ['PreToolUse'], block: true, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
        evidence: {
          fires: [HOOK('PreToolUse fires before each tool call with {event, sessionId, cwd, toolName, toolArgs, subject}; hooks whose anchored match regex fits the tool name run, project hooks first, stopping at the first block')],
          block: [HOOK(GATING)],
          failMode: [HOOK('a hook that crashes (any exit but 0 and 2) or cannot be spawned is a warning or an error and the call runs; only a timeout (default 5 s at PreToolUse) blocks')],
        },
      },
      post_tool: {
        wire: ['PostToolUse'], block: false, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
        evidence: {
          fires: [HOOK('PostToolUse fires after a tool call with its toolResult; it is not a gating event')],
          failMode: [HOOK('PostToolUse cannot block: a non-zero exit or a timeout is a warning')],
        },
      },
      stop: {
        wire: ['Stop'], block: false, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
        evidence: {
          fires: [HOOK('Stop fires after a turn with lastAssistantText; it is not a gating event')],
          failMode: [HOOK('Stop cannot block: a non-zero exit or a timeout is a warning')],
        },
      },
      session_start: {
        wire: ['SessionStart'], block: false, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
        evidence: {
          fires: [HOOK('SessionStart fires once when a session becomes active (fresh, resumed, or after /new)')],
          failMode: [HOOK('SessionStart is not a gating event: a non-zero exit or a timeout is a warning')],
        },
      },
      session_end: {
        wire: ['SessionEnd'], block: false, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
        evidence: {
          fires: [HOOK('SessionEnd fires when a session is closed or rotated')],
          failMode: [HOOK('SessionEnd is not a gating event: a non-zero exit or a timeout is a warning')],
        },
      },
      subagent_stop: {
        wire: ['SubagentStop'], block: false, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
        evidence: {
          fires: [HOOK('SubagentStop fires when a task sub-agent finishes')],
          failMode: [HOOK('SubagentStop is not a gating event: a non-zero exit or a timeout is a warning')],
        },
      },
      pre_compact: {
        wire: ['PreCompact'], block: false, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open',
        evidence: {
          fires: [HOOK('PreCompact fires just before a compaction pass; its stdout is added as summary guidance')],
          failMode: [HOOK('PreCompact does not block')],
        },
      },
    },
    sees: { mcp: 'server+tool', web: 'url' },
    failClosed: false,
    timeout: 30,
  },
  gates: [
    {
      id: 'trust-project',
      sections: ['hooks'],
      holds: 'Reasonix loads the hooks of a project\'s .reasonix/settings.json only once the user trusts that project',
      clear: 'trust this repository when Reasonix asks (it asks when the project\'s settings.json defines hooks)',
      evidence: [HOOK('project hooks load only when the project is trusted; ProjectDefinesHooks tells the frontends to prompt for trust')],
    },
  ],
  evidence: {
    'instructions.agents-md': src('8bbeb21e6b8e010e471d1c9392583c0179937296', 'docs/AGENTS_REFERENCE.md', 'the root AGENTS.md is the instruction file every agent working on the repository, Reasonix included, loads; AGENTS.local.md holds personal, uncommitted rules'),
    'permissions.rules': src('f7696658336f0a596552a67b7670598655a87d37', 'docs/PERMISSION_RULES.md', '[permissions] in the project reasonix.toml has allow / ask / deny rule lists (deny > ask > allow > the mode fallback); Bash(<prefix>:*) matches a command prefix at a word boundary per segment of a compound command; Edit covers the seven file writers; specifiers are globs over the whole raw path, * crossing /; read-only tools fall back to allow'),
    'permissions.config-priority': src(PATHS, 'docs/CONFIG_PATHS.md', 'runtime configuration resolves command-line flags, then the project ./reasonix.toml, then the global <Reasonix home>/config.toml'),
    'hooks.settings': src(PATHS, 'docs/CONFIG_PATHS.md', 'global hooks live in <Reasonix home>/settings.json and a hook trust store in trust.json'),
    'hooks.config': HOOK('settings.json hooks.<Event>: [{match (anchored regex on the tool name, "" or "*" = all), command (run through sh -c), timeout (ms), description, cwd, env}]; the project file is <root>/.reasonix/settings.json'),
    'hooks.payload': HOOK('the native payload is {event, sessionId, cwd, toolName, toolArgs, subject, toolResult, prompt, lastAssistantText, ...}; tool names are Reasonix\'s own (bash, read_file, write_file, edit_file, multi_edit, glob, grep, web_fetch, ...), file tools take path'),
    'hooks.sees-mcp': HOOK('MCP tool names follow the mcp__<server>__<tool> convention'),
    'hooks.sees-web': HOOK('web_fetch carries the URL under url'),
    'hooks.refuse': HOOK('exit 2 blocks at PreToolUse and UserPromptSubmit'),
    'packaging.skills': src('06d49ec3422051e1795b6310c15dc624b9099a35', 'internal/skill/skill.go', 'skills are <name>/SKILL.md under .reasonix/skills (then .agents, .agent, .claude) of the project, project scope winning; name and description front matter; only names and descriptions enter the system-prompt index, bodies load on demand through run_skill; files under .reasonix/agents run as subagents'),
    'packaging.plugin-tables': src('01f9081522917683ac2164902a77fc43837c8481', 'docs/SPEC.md', '§3.3: a [[plugins]] entry has name and type (stdio by default: command, args, env; http alias streamable-http: url, headers; sse: url, headers); ${VAR} and ${VAR:-default} expand in command, args, env, url and headers; project reasonix.toml entries override same-name global ones and are trusted without a launch confirmation'),
    'packaging.plugins': src(PATHS, 'docs/CONFIG_PATHS.md', 'MCP servers are [[plugins]] entries with name and command in the TOML config; global slash commands and skills live in commands/ and skills/ under Reasonix home'),
  },
} as const satisfies VendorFacts;
