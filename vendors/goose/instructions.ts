/**
 * Instructions on goose (instructions.md §2 row 20, §4): goose reads AGENTS.md (and .goosehints) natively, from the
 * working directory up to the repository root. Always-on text goes to the shared AGENTS.md only (a .goosehints copy
 * would load the same text twice). goose has no conditional rule files, so glob-scoped and agent-requested
 * instructions are reported.
 */
import { agentsMdOnly } from '../_shared/scope-losses.js';

export const emitInstructions = agentsMdOnly({
  glob: (i) => `goose has no glob-scoped instructions: AGENTS.md and .goosehints load whole, per directory, so "${i.paths.join(', ')}" cannot be said.`,
  requested: () => 'goose has no description-triggered instruction files: AGENTS.md and .goosehints are always loaded, so the model could not choose to pull this one in.',
});
