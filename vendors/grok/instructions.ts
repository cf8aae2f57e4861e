/**
 * Instructions on Grok CLI (instructions.md §2 row 25, §4): Grok reads AGENTS.md natively, so always-on text goes to
 * the shared AGENTS.md only. `.grok/rules/*.md` files are loaded into every session with no condition, so a glob-scoped
 * or agent-requested instruction has no exact home: it is reported, never loaded everywhere.
 */
import { agentsMdOnly } from '../_shared/scope-losses.js';

export const emitInstructions = agentsMdOnly({
  glob: (i) =>
    `Grok CLI has no glob-scoped instructions: AGENTS.md and every .grok/rules/*.md load into every session, and nested AGENTS.md files scope by directory only, so "${i.paths.join(', ')}" cannot be said.`,
  requested: () => 'Grok CLI has no description-triggered instructions: .grok/rules/*.md files load into every session, so the model could not choose to pull this one in.',
});
