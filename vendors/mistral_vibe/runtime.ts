/**
 * Mistral Vibe's hook runtime adapter: the flat_decision family engine bound to Vibe's record. The family writes a
 * rewrite as `{"hookSpecificOutput": {"tool_input": X}}` (Gemini's spelling); Vibe reads the same object under the
 * snake_case key `hook_specific_output`, so the reply is renamed here rather than in the family (keeping every other
 * member's runtime bytes unchanged).
 */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import { flatDecisionAdapter } from '../_families/flat-decision/engine.js';
import { mistralVibeRecord } from './runtime-data.js';

const base = flatDecisionAdapter(mistralVibeRecord);
const CAMEL = '{"hookSpecificOutput":';

export const adapter: RuntimeAdapter = {
  ...base,
  render: (decision, event) => {
    const r = base.render(decision, event);
    return r.stdout.startsWith(CAMEL) ? { ...r, stdout: `{"hook_specific_output":${r.stdout.slice(CAMEL.length)}` } : r;
  },
};
