/**
 * Kilo Code, live (docs/live-suite.md, `seamc test --live`): `kilo run <prompt>` (the 7.7.9 binary of
 * @kilocode/cli-linux-x64: the registry's @kilocode/cli 7.8.1 wants a platform package of its own version, which it
 * lacks) with its built-in Anthropic provider pointed at the fake model in the user config (~/.config/kilo/kilo.json).
 * Its hooks are seamc's plugin bridge, .kilo/plugins/seamc.js, as opencode's.
 */
import type { LiveDriver, LiveRun } from '../../compiler/backend/types-live.js';
import { anthropicUserConfig, opencodeFamilyTools, UNJUDGED } from '../_shared/live.js';
import { BRIDGE_WIRE } from './runtime-data.js';

const userConfig = (r: LiveRun): { path: string; text: string }[] => anthropicUserConfig(r, '.config/kilo/kilo.json', 'https://app.kilo.ai/config.json');

export const live: LiveDriver = {
  agent: 'kilo_code',
  client: { id: 'kilo', displayName: 'Kilo CLI', pkg: '@kilocode/cli-linux-x64', version: '7.7.9', bin: 'kilo', binPath: '@kilocode/cli-linux-x64/bin/kilo' },
  // like opencode, Kilo first waits for its install of the plugin package into .kilo/, which offline fails only after
  // about 90-120 s (facts.ts hooks.hand-run-discovery; ~110 s in the live suite)
  timeoutMs: 240_000,
  args: (r) => ['run', r.prompt],
  env: () => ({ KILO_DISABLE_AUTOUPDATE: 'true', OPENCODE_DISABLE_AUTOUPDATE: 'true', KILO_TELEMETRY_DISABLED: 'true' }),
  files: userConfig,
  tools: opencodeFamilyTools,
  refusal: /rule which prevents you from using|auto-rejecting|user rejected permission|seamc: /i,
  // the plugin bridge cannot ask (the runtime answers deny, SC3103), refuses when the runtime crashes, and rewrites
  // args in place on transform (docs/decisions/kilo_code.md)
  escalate: 'degraded',
  crash: 'closed',
  rewrite: true,
  toolAudit: {
    judged: BRIDGE_WIRE.guarded,
    mcpPrefixes: ['live_'], // <server>_<tool>: the live spec's one server
    unjudged: {
      task: UNJUDGED.subagent,
      skill: UNJUDGED.skill,
      todowrite: UNJUDGED.todo,
      goal: UNJUDGED.goal,
      cron_create: UNJUDGED.schedule,
      schedule_wakeup: UNJUDGED.schedule,
      cron_delete: UNJUDGED.manage,
      cron_list: UNJUDGED.manage,
      cancel_wakeup: UNJUDGED.manage,
      board_post: 'posts a note to the board the session and its task children share',
      board_read: 'reads that board',
      kilo_local_recall: "searches and reads past sessions' transcripts from Kilo's own store",
      link_pr: 'links the session to a pull request URL (it creates nothing)',
    },
  },
  setup: ['kilo run <prompt>, its anthropic provider pointed at the fake model in ~/.config/kilo/kilo.json'],
};
