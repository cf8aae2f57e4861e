/**
 * Pi scenarios: `pi -p` against the fake Anthropic API (a custom provider in the scratch HOME), in a scratch project
 * holding seamc's pi output: the shared hook scenarios through the generated extension `.pi/extensions/seamc.js`, and
 * AGENTS.md.
 */
import { live } from '../../../vendors/pi/live.js';
import { commitAll, fail, pass, type Scenario } from '../harness.js';
import { called, describe, told } from '../session.js';
import { hookScenarios, instructionsScenario, prepareFor, sessionOf, type Driver } from './common.js';

const prepare = prepareFor(live);
const driver: Driver = { live, prepare };

export const piScenarios: readonly Scenario[] = [
  ...hookScenarios(driver),
  instructionsScenario(driver, 'AGENTS.md'),
  // pi 0.73 edits in a list ({path, edits: [{oldText, newText}]}); the runtime read only the older top-level newText,
  // so a content rule never saw an edit (docs/decisions/pi.md)
  {
    id: 'pi/deny-edit-content',
    client: live.client.id,
    title: 'a content rule stops an edit whose second replacement (edits[1].newText) carries an AWS key; the file is unchanged',
    proves: { section: 'hooks', event: 'pre_tool', decision: 'deny' },
    timeoutMs: live.timeoutMs,
    async run(ctx) {
      const early = prepare(ctx, '/rules/1');
      if (early) return early;
      const before = 'a = 1\nkey = none\n';
      ctx.write('notes.txt', before);
      commitAll(ctx.repo);
      const call = { name: 'edit', input: { path: 'notes.txt', edits: [{ oldText: 'a = 1', newText: 'a = 2' }, { oldText: 'key = none', newText: 'key = "AKIAABCDEFGHIJKLMNOP"' }] } };
      const s = await sessionOf(driver, ctx, [call]);
      if (!called(s, 0)) return fail(`the client never took the scripted call: ${describe(s)}`);
      if (ctx.read('notes.txt') !== before) return fail(`notes.txt changed: the edit ran (${describe(s)})`);
      return told(s, 0, 'LIVE-DENY-CONTENT') ? pass() : fail(`the model was not told LIVE-DENY-CONTENT (${describe(s)})`);
    },
  },
];
