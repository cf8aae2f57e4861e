/**
 * OpenHands' hook runtime adapter: the flat_decision family engine bound to OpenHands' record, plus one vendor-local
 * refinement the family record cannot express: OpenHands' file editor is ONE tool whose sub-command decides what it
 * does (`view` reads, `create` writes, `str_replace` / `insert` / `undo_edit` edit). The engine classes it as an edit
 * by name; here the class follows the sub-command, and a `view` carries no content (docs/decisions/openhands.md).
 */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import { flatDecisionAdapter } from '../_families/flat-decision/engine.js';
import { EDITOR_COMMANDS, EDITOR_TOOLS, openhandsRecord } from './runtime-data.js';

const base = flatDecisionAdapter(openhandsRecord);

export function refineEditor(e: NormalizedEvent): NormalizedEvent {
  if (e.tool === undefined || !EDITOR_TOOLS.includes(e.tool)) return e;
  const sub = e.toolInput?.['command'];
  const cls = typeof sub === 'string' && Object.prototype.hasOwnProperty.call(EDITOR_COMMANDS, sub) ? EDITOR_COMMANDS[sub] : undefined;
  if (cls === undefined || cls === e.toolClass) return e;
  if (cls === 'read') {
    const { content: _content, ...rest } = e;
    return { ...rest, toolClass: cls };
  }
  return { ...e, toolClass: cls };
}

export const adapter: RuntimeAdapter = {
  ...base,
  parse: (payload) => {
    const e = base.parse(payload);
    return e === null ? null : refineEditor(e);
  },
};
