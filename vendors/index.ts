/** The vendor registry: one sorted line per vendor. VendorId is derived from it. */
import type { Backend } from '../compiler/backend/types.js';
import type { Target } from '../compiler/compile.js';
import { backend as agentPlugins } from './agent_plugins/backend.js';
import { backend as agentm } from './agentm/backend.js';
import { backend as agentproto } from './agentproto/backend.js';
import { backend as aider } from './aider/backend.js';
import { backend as amazonQCli } from './amazon_q_cli/backend.js';
import { backend as amp } from './amp/backend.js';
import { backend as antigravity } from './antigravity/backend.js';
import { backend as augment } from './augment/backend.js';
import { backend as bob } from './bob/backend.js';
import { backend as claudeCode } from './claude_code/backend.js';
import { backend as cline } from './cline/backend.js';
import { backend as codebuddy } from './codebuddy/backend.js';
import { backend as codexCli } from './codex_cli/backend.js';
import { backend as commandCode } from './command_code/backend.js';
import { backend as continueAgent } from './continue_dev/backend.js';
import { backend as cortexCode } from './cortex_code/backend.js';
import { backend as crush } from './crush/backend.js';
import { backend as cursor } from './cursor/backend.js';
import { backend as deepagents } from './deepagents/backend.js';
import { backend as deepseekHarness } from './deepseek_harness/backend.js';
import { backend as devin } from './devin/backend.js';
import { backend as factoryDroid } from './factory_droid/backend.js';
import { backend as firebaseStudio } from './firebase_studio/backend.js';
import { backend as firebender } from './firebender/backend.js';
import { backend as geminiCli } from './gemini_cli/backend.js';
import { backend as goose } from './goose/backend.js';
import { backend as grok } from './grok/backend.js';
import { backend as hermes } from './hermes/backend.js';
import { backend as jetbrainsAi } from './jetbrains_ai/backend.js';
import { backend as jules } from './jules/backend.js';
import { backend as junie } from './junie/backend.js';
import { backend as kiloCode } from './kilo_code/backend.js';
import { backend as kimiCode } from './kimi_code/backend.js';
import { backend as kiro } from './kiro/backend.js';
import { backend as mistralVibe } from './mistral_vibe/backend.js';
import { backend as openclaw } from './openclaw/backend.js';
import { backend as opencode } from './opencode/backend.js';
import { backend as openhands } from './openhands/backend.js';
import { backend as pi } from './pi/backend.js';
import { backend as poolside } from './poolside/backend.js';
import { backend as qwenCode } from './qwen_code/backend.js';
import { backend as reasonix } from './reasonix/backend.js';
import { backend as replit } from './replit/backend.js';
import { backend as roo } from './roo/backend.js';
import { backend as rovoDev } from './rovo_dev/backend.js';
import { backend as tabnine } from './tabnine/backend.js';
import { backend as trae } from './trae/backend.js';
import { backend as vscodeCopilot } from './vscode_copilot/backend.js';
import { backend as warp } from './warp/backend.js';
import { backend as windsurf } from './windsurf/backend.js';
import { backend as zed } from './zed/backend.js';
import type { Probe } from '../compiler/backend/types-probe.js';
import type { LiveDriver } from '../compiler/backend/types-live.js';
import { live as claudeCodeLive } from './claude_code/live.js';
import { live as codexCliLive } from './codex_cli/live.js';
import { live as geminiCliLive } from './gemini_cli/live.js';
import { live as clineLive } from './cline/live.js';
import { live as factoryDroidLive } from './factory_droid/live.js';
import { live as kiloCodeLive } from './kilo_code/live.js';
import { live as opencodeLive } from './opencode/live.js';
import { live as piLive } from './pi/live.js';
import { live as qwenCodeLive } from './qwen_code/live.js';
import { live as vscodeCopilotLive } from './vscode_copilot/live.js';

export const backends = [
  agentPlugins,
  agentm,
  agentproto,
  aider,
  amazonQCli,
  amp,
  antigravity,
  augment,
  bob,
  claudeCode,
  cline,
  codebuddy,
  codexCli,
  commandCode,
  continueAgent,
  cortexCode,
  crush,
  cursor,
  deepagents,
  deepseekHarness,
  devin,
  factoryDroid,
  firebaseStudio,
  firebender,
  geminiCli,
  goose,
  grok,
  hermes,
  jetbrainsAi,
  jules,
  junie,
  kiloCode,
  kimiCode,
  kiro,
  mistralVibe,
  openclaw,
  opencode,
  openhands,
  pi,
  poolside,
  qwenCode,
  reasonix,
  replit,
  roo,
  rovoDev,
  tabnine,
  trae,
  vscodeCopilot,
  warp,
  windsurf,
  zed,
] as const satisfies readonly Backend[];

export type VendorId = (typeof backends)[number]['facts']['id'];

/** Every hook vendor's probe by agent id (docs/policy-tests.md): what its client sends to the runtime and how it reads the reply. */
export const probes: Readonly<Record<string, Probe>> = Object.fromEntries(backends.flatMap((b) => ('probe' in b ? [[b.facts.id, b.probe] as const] : [])));

/** Every agent seamc knows, as build targets (those with no emitter at all are reported, never skipped). */
export const targets: readonly Target[] = backends.map((b) => ({ id: b.facts.id, displayName: b.facts.displayName, backend: b }));

/** The agents whose real client seamc runs offline against its fake model (docs/live-suite.md, `seamc test --live`), in the live suite's order. */
export const liveDrivers: readonly LiveDriver[] = [claudeCodeLive, geminiCliLive, vscodeCopilotLive, codexCliLive, opencodeLive, qwenCodeLive, piLive, kiloCodeLive, factoryDroidLive, clineLive];
