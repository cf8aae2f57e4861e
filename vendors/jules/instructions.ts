/**
 * Jules instructions: always-on text and the advisory Policy list go to the shared AGENTS.md (vendors/_shared), which
 * Jules reads natively, so no second copy is written. A glob-scoped or agent-requested instruction has no home:
 * Jules has no front matter and no conditions (instructions.md §4), so it is reported, never folded in.
 */
import { agentsMdOnly, plainMarkdown } from '../_shared/scope-losses.js';

const WHY = 'Jules reads AGENTS.md at the repository root as plain Markdown with no front matter and no load conditions';

export const emitInstructions = agentsMdOnly(plainMarkdown(WHY));
