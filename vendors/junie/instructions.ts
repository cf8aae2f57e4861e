/**
 * Junie instructions: Junie loads only the FIRST file of `.junie/AGENTS.md` → `AGENTS.md` → `.junie/guidelines.md`
 * (instructions.md §2 row 16, §5 trap 2). seamc writes the shared root AGENTS.md and nothing under `.junie/`, so the
 * file it writes is the one that loads (a guidelines file beside it would be dead). One plain file, no conditions:
 * glob-scoped and agent-requested instructions are losses. See docs/decisions/junie.md.
 */
import { agentsMdOnly } from '../_shared/scope-losses.js';

export const emitInstructions = agentsMdOnly({
  glob: (i) => `Junie loads one guideline file, the first it finds, with no front matter or conditions, so "${i.id}" cannot be limited to ${i.paths.join(', ')}.`,
  requested: (i) => `Junie loads its one guideline file whole at start-up; "${i.id}" cannot wait until the model asks for it.`,
});
