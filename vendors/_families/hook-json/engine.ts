/**
 * The hook_json family engine: one RuntimeAdapter per data record (hooks.md §2). A vendor in this family
 * writes a record and calls `hookJsonAdapter(record)` from its runtime.ts.
 */
import type { RuntimeAdapter } from '../../../compiler/contract/adapter.js';
import { foreignOf } from '../recognize.js';
import { parseWith } from './parse.js';
import type { HookJsonRecord } from './record.js';
import { gateOf, renderWith } from './render.js';

export function hookJsonAdapter(record: HookJsonRecord): RuntimeAdapter {
  return {
    agent: record.agent,
    events: record.events,
    parse: (payload) => parseWith(record, payload),
    foreign: (payload) => foreignOf(record.claims.foreign, payload),
    canTransform: (event) => gateOf(record, event.wire)?.transform === true,
    canVouch: (event) => gateOf(record, event.wire)?.vouch === true,
    render: (decision, event) => renderWith(record, decision, event),
  };
}
