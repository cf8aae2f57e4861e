/**
 * The flat_decision family engine (hooks.md §2.2 F2): one RuntimeAdapter per data record. A vendor in this
 * family writes a `FlatDecisionRecord` and exports `adapter = flatDecisionAdapter(record)` from its runtime.ts.
 */
import type { RuntimeAdapter } from '../../../compiler/contract/adapter.js';
import { foreignOf } from '../recognize.js';
import { parseWith } from './parse.js';
import type { FlatDecisionRecord } from './record.js';
import { gateOf, gateTransforms, renderWith } from './render.js';

export type { FlatDecisionRecord } from './record.js';

export function flatDecisionAdapter(record: FlatDecisionRecord): RuntimeAdapter {
  return {
    agent: record.agent,
    events: record.events,
    parse: (payload) => parseWith(record, payload),
    foreign: (payload) => foreignOf(record.claims.foreign, payload),
    canTransform: (event) => gateTransforms(record, event.wire),
    canVouch: (event) => gateOf(record, event.wire)?.vouch === true && record.verdicts.words.vouch !== undefined,
    render: (decision, event) => renderWith(record, decision, event),
  };
}
