/**
 * Gemini CLI instructions: the shared AGENTS.md, made visible to Gemini by `context.fileName` in
 * `.gemini/settings.json` (Gemini reads only GEMINI.md by default; instructions.md §2 row 3, §5 trap 5). GEMINI.md
 * stays in the list so a user's own file keeps loading. Gemini has no per-file conditions, so glob-scoped and
 * agent-requested instructions are losses. See docs/decisions/gemini_cli.md.
 */
import type { Artifact, EmitContext, Emitted } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { agentsMd } from '../_shared/agents-md.js';
import { scopeLosses, type Unscoped } from '../_shared/scope-losses.js';

export const CONTEXT_FILES = ['AGENTS.md', 'GEMINI.md'] as const;

const unscoped: Unscoped = {
  glob: (i) =>
    `Gemini CLI loads context files by directory only (GEMINI.md hierarchy and the files named in context.fileName); it has no per-file condition, so "${i.id}" cannot be limited to ${i.paths.join(', ')}.`,
  requested: (i) => `Gemini CLI loads every context file it finds at start-up; there is no description-triggered file, so "${i.id}" cannot wait until the model asks for it.`,
};

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const fragment: Artifact[] = [];
  const shared = agentsMd(model);
  if (shared) {
    fragment.push(shared);
    fragment.push({ path: '.gemini/settings.json', format: 'json', body: { context: { fileName: [...CONTEXT_FILES] } } });
  }
  return { fragment, unrepresentable: scopeLosses(model, unscoped) };
}
