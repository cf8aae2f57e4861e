/**
 * A secret split across an edit's edge (compiler/runtime/edit-windows.ts), in the real client: the file holds
 * `"AKIA` and the model's edit inserts the rest of the key, so the text the edit carries never spells a key. Only
 * the runtime's reading of the file around the change sees one.
 */
import type { Scenario } from '../harness.js';
import { denyScenario, type Driver } from './common.js';

const SPLIT_KEY = 'aws = "AKIA";\n';

export function secretScenarios(d: Driver): Scenario[] {
  return [
    denyScenario(d, 'deny-edit-split-secret', 'a content rule stops an edit that completes an AWS key with the text already in the file', '/rules/1', 'LIVE-DENY-CONTENT',
      (ctx) => d.live.tools.edit(ctx.repo, 'keys.txt', '";', 'ABCDEFGHIJKLMNOP";', ctx.read('keys.txt')), (ctx) => ctx.read('keys.txt') !== SPLIT_KEY, (ctx) => ctx.write('keys.txt', SPLIT_KEY)),
  ];
}
