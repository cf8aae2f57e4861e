/**
 * Kilo Code, live (docs/live-suite.md, `seamc test --live`): `kilo run <prompt>` (the 7.7.9 binary of
 * @kilocode/cli-linux-x64: the registry's @kilocode/cli 7.8.1 wants a platform package of its own version, which it
 * lacks) with its built-in Anthropic provider pointed at the fake model in the user config (~/.config/kilo/kilo.json).
 * Its hooks are seamc's plugin bridge, .kilo/plugins/seamc.js, as opencode's.
 */
import type { LiveDriver, LiveRun } from '../../compiler/backend/types-live.js';
import { anthropicUserConfig, opencodeFamilyTools } from '../_shared/live.js';

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
  setup: ['kilo run <prompt>, its anthropic provider pointed at the fake model in ~/.config/kilo/kilo.json'],
};
