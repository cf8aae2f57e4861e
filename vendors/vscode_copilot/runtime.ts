/** GitHub Copilot (VS Code agent mode and Copilot CLI) hook runtime adapter: hook_json-like, four reply shapes. */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import { COPILOT_EVENTS } from './runtime-data.js';
import { parseCopilot } from './runtime-parse.js';
import { renderCopilot } from './runtime-render.js';

const GATES: ReadonlySet<string> = new Set(['PreToolUse', 'preToolUse']);

export const adapter: RuntimeAdapter = {
  agent: 'vscode_copilot',
  events: COPILOT_EVENTS,
  parse: parseCopilot,
  // only VS Code and Copilot CLI read .github/hooks/*.json: no other client's payload reaches this runtime
  foreign: () => undefined,
  // VS Code PreToolUse updatedInput (vendor source), CLI modifiedArgs (verified P7)
  canTransform: (event) => GATES.has(event.wire),
  // VS Code marks the call auto-confirmed (vendor source); CLI explicit allow skips approval (verified P9)
  canVouch: (event) => GATES.has(event.wire),
  render: renderCopilot,
};
