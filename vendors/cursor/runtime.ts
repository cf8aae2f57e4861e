/** Cursor's hook runtime adapter (family F3 `cursor`: grammar G4, shape-inferred events). */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import { CURSOR_EVENTS, CURSOR_GATES } from './runtime-data.js';
import { foreignCursor, parseCursor } from './runtime-parse.js';
import { renderCursor } from './runtime-render.js';

export const adapter: RuntimeAdapter = {
  agent: 'cursor',
  events: CURSOR_EVENTS,
  parse: parseCursor,
  foreign: foreignCursor,
  canTransform: (event) => CURSOR_GATES[event.wire]?.rewrite === true,
  // no evidence that any Cursor approval word skips the user's own confirmation
  canVouch: () => false,
  render: renderCursor,
};
