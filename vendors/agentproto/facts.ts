/**
 * agentproto, as data: a daemon that runs other agents' CLIs (claude-code, codex, opencode, pi, ...) through ACP and
 * holds two planes of its own. Plane 1, `.agentproto/hooks.json`: a rule table consulted at the pre-execution
 * permission request (tool name, command regex, positional argv regexes, path glob; log | allow | hold | deny | gate;
 * first match wins), soft: skipped in bypass posture, blind to in-process tools and to harnesses with no ACP permission
 * surface. Plane 2, `.agentproto/command-sandbox.json`: bubblewrap / Seatbelt confinement of one command_execute call
 * (top-level `mode`) and of the whole adapter process (`adapterSpawn`). Sources are its public repository (commits
 * below). Decisions: docs/decisions/agentproto.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';
import { docsRecord, sourceRecord } from '../_shared/source-evidence.js';

const D = '2026-12-03';
const HOOKS = 'agentproto/ts@bd2470300dd480504a8a303cda3fe94c8454dfe6:packages/runtime/src/hooks-config.ts';
const SANDBOX = 'agentproto/ts@8c7ed4bda63fffcd2d2d866599cf586926db70d3:packages/command-sandbox/src/index.ts';
const PLANES = 'agentproto/ts@48d38774f6eb2567d4aaf32812fb6b3fa5673669:docs/cli/concepts/hooks-and-sandbox.md';

export const facts = {
  id: 'agentproto',
  displayName: 'agentproto',
  sections: {
    instructions: { status: 'none', reason: 'agentproto hands each session to an agent CLI, which reads its own instruction files; the daemon has none of its own' },
    permissions: { status: 'emitted' },
    hooks: { status: 'emitted' },
    packaging: { status: 'none', reason: 'agentproto has no plugin, command or skill layout of its own: the agent CLIs it runs load theirs' },
  },
  sandbox: {
    noLauncher: 'agentproto confines the agent CLIs it spawns itself (adapterSpawn in .agentproto/command-sandbox.json), so seamc writes that file instead of a launcher',
    native: { file: '.agentproto/command-sandbox.json', reaches: 'process', writable: true, denyRead: true, network: 'switch' },
    noNative: "agentproto's command-sandbox.json has modes off | workspace | strict, extra read and write paths and an allow | deny network switch; it cannot filter by domain or hide a path inside the workspace",
    evidence: {
      native: sourceRecord(SANDBOX, D, `loadSandboxConfig, loadAdapterSpawnSandboxConfig (mode, extraReadPaths, extraWritePaths, network; strict forces deny; fails closed without a backend)`),
    },
  },
  ruleTable: {
    config: '.agentproto/hooks.json',
    failMode: 'open',
    evidence: sourceRecord(HOOKS, D, `decideRule (first semantic non-log match wins), validateHookRule (RISK-0); ${PLANES}: skipped in bypass posture`),
    tiers: [
      { tier: '1, blockable', harnesses: ['claude-code', 'codex', 'hermes', 'opencode', 'openclaw'], reach: 'the table logs and holds / denies / gates; skipped in bypass posture' },
      { tier: '2, observable', harnesses: ['claude-sdk', 'mastra-agent'], reach: 'in-process tools with permissions bypassed: log only, after the fact' },
      { tier: '3, opaque', harnesses: ['pi', 'mastracode', 'mastracode-inprocess'], reach: 'no ACP permission surface: the table never runs' },
    ],
  },
  evidence: {
    'hooks.rule-table': sourceRecord(HOOKS, D, `version 1, rules[] {id, plane, intent, match {tool, command, argv, pathGlob}, action, gate}`),
    'hooks.risk-0': sourceRecord(HOOKS, D, `intent security + plane semantic + hold | deny | gate is refused, and any refused rule empties the whole file`),
    'hooks.deny-is-hold': sourceRecord(HOOKS, D, `module comment: hold and deny end on the same human-hold path today`),
    'hooks.three-tiers': docsRecord(PLANES, D, `the tier table (5 of 10 adapters gateable, 7 loggable, 3 opaque)`),
    'permissions.sandbox-file': sourceRecord(SANDBOX, D, `.agentproto/command-sandbox.json, top-level axis and adapterSpawn axis`),
    'permissions.allowed-commands': docsRecord(PLANES, D, `command_execute is gated by allowed-commands.json, whose format seamc has not recorded`),
  },
} as const satisfies VendorFacts;
