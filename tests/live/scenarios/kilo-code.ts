/**
 * Kilo Code scenarios: `kilo run go` against the fake Anthropic API, in a scratch project holding seamc's kilo_code
 * output: the shared hook scenarios through the generated plugin bridge `.kilo/plugins/seamc.js`, and AGENTS.md.
 */
import type { LiveRun } from '../../../compiler/backend/types-live.js';
import { writeFiles } from '../../../compiler/live/session.js';
import { live } from '../../../vendors/kilo_code/live.js';
import { blockingLoss, lossText, skip, type Ctx, type Outcome, type Scenario } from '../harness.js';
import { hookScenarios, instructionsScenario, type Driver } from './common.js';

const offline = (ctx: Ctx): LiveRun => ({ repo: ctx.repo, home: ctx.home, url: 'http://127.0.0.1:9', prompt: 'go', calls: [], mcpServers: [] });

function prepare(ctx: Ctx, at: string): Outcome | undefined {
  const b = ctx.build(live.agent);
  const loss = blockingLoss(b, at);
  if (loss) return skip(`seamc emits nothing for ${at} on ${live.agent}: ${lossText(loss)}`);
  writeFiles(live.files(offline(ctx)));
  return undefined;
}

const driver: Driver = { live, prepare };

export const kiloCodeScenarios: readonly Scenario[] = [...hookScenarios(driver), instructionsScenario(driver, 'AGENTS.md')];
