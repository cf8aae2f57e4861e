/**
 * opencode, live (docs/live-suite.md, `seamc test --live`): `opencode run <prompt>` with its built-in Anthropic
 * provider pointed at the fake model (user config in the scratch XDG_CONFIG_HOME; the project's opencode.json is
 * seamc's).
 */
import type { LiveDriver, LiveRun } from '../../compiler/backend/types-live.js';
import { anthropicUserConfig, opencodeFamilyTools, UNJUDGED } from '../_shared/live.js';
import { BRIDGE_WIRE } from './runtime-data.js';

const userConfig = (r: LiveRun): { path: string; text: string }[] => anthropicUserConfig(r, '.config/opencode/opencode.json', 'https://opencode.ai/config.json');

export const live: LiveDriver = {
  agent: 'opencode',
  client: { id: 'opencode', displayName: 'opencode', pkg: 'opencode-ai', version: '1.18.33', bin: 'opencode', postinstall: 'postinstall.mjs' },
  // with a project plugin (seamc's bridge) opencode first waits for its install of @opencode-ai/plugin into .opencode/;
  // offline that install fails only after about 70-100 s (docs/decisions/opencode.md)
  timeoutMs: 240_000,
  args: (r) => ['run', r.prompt],
  env: () => ({ OPENCODE_DISABLE_AUTOUPDATE: 'true', OPENCODE_DISABLE_SHARE: 'true' }),
  files: userConfig,
  tools: opencodeFamilyTools,
  // a permission deny: `The user has specified a rule which prevents you from using this specific tool call`; an ask in
  // `opencode run`: `permission requested: ...; auto-rejecting` (seen in `seamc test --live` runs)
  refusal: /rule which prevents you from using|auto-rejecting|user rejected permission/i,
  // the plugin bridge cannot ask (the runtime answers deny, SC3103), refuses when the runtime crashes, and rewrites
  // args in place on transform (docs/decisions/opencode.md)
  escalate: 'degraded',
  crash: 'closed',
  rewrite: true,
  toolAudit: { judged: BRIDGE_WIRE.guarded, mcpPrefixes: ['live_'], unjudged: { task: UNJUDGED.subagent, skill: UNJUDGED.skill, todowrite: UNJUDGED.todo } },
  setup: ['opencode run <prompt>, its anthropic provider pointed at the fake model in the user config'],
};
