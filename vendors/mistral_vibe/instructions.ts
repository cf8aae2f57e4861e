/**
 * Mistral Vibe instructions: always-on text and the advisory Policy list go to the shared AGENTS.md (vendors/_shared), which
 * Mistral Vibe reads natively, so no second copy is written. A glob-scoped or agent-requested instruction has no home:
 * Mistral Vibe has no front matter and no conditions (instructions.md §4), so it is reported, never folded in.
 */
import { agentsMdOnly, plainMarkdown } from '../_shared/scope-losses.js';

const WHY = 'Mistral Vibe reads AGENTS.md as plain Markdown with no front matter and no load conditions';

export const emitInstructions = agentsMdOnly(plainMarkdown(WHY));
