/**
 * Pi instructions: always-on text and the advisory Policy list go to the shared AGENTS.md (vendors/_shared), which
 * Pi reads natively, so no second copy is written. A glob-scoped or agent-requested instruction has no home:
 * Pi has no front matter and no conditions (instructions.md §4), so it is reported, never folded in.
 */
import { agentsMdOnly, plainMarkdown } from '../_shared/scope-losses.js';

const WHY = 'Pi reads AGENTS.md (and the CLAUDE.md family) walking up from the working directory as plain Markdown with no front matter and no load conditions';

export const emitInstructions = agentsMdOnly(plainMarkdown(WHY));
