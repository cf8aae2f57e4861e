/**
 * Aider instructions. Aider loads only what `read:` lists, so the backend writes the shared AGENTS.md (the same bytes
 * every AGENTS.md reader gets; it carries the advisory Policy list Aider needs, having no hooks) and a root
 * `.aider.conf.yml` whose `read:` names it. No CONVENTIONS.md: it would be a second copy of the same text.
 *
 * There is no YAML artifact format, so the config is a text artifact built here line by line; the only value is the
 * fixed path `AGENTS.md`, which needs no quoting. tests/vendors/aider.test.ts re-parses it with the `yaml` package.
 * See docs/decisions/aider.md.
 */
import type { Artifact, EmitContext, Emitted } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { agentsMd } from '../_shared/agents-md.js';
import { scopeLosses } from '../_shared/scope-losses.js';

export const AIDER_CONFIG = '.aider.conf.yml';

export function aiderConfig(files: readonly string[]): string {
  return [
    '# Written by seamc; do not edit: change the seam spec and run `seamc build`.',
    '# Aider reads no instruction file on its own: it loads the files listed under read: as read-only context.',
    'read:',
    ...files.map((f) => `  - ${f}`),
    '',
  ].join('\n');
}

const WHY = 'Aider loads every file listed under read: unconditionally and has no per-file conditions';

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const unrepresentable = scopeLosses(model, {
    glob: (i) => `${WHY}, so "${i.id}" would be in context for every file instead of only ${i.paths.join(', ')}.`,
    requested: (i) => `${WHY} and no description-triggered loading, so "${i.id}" would be in context in every session.`,
  });
  const shared = agentsMd(model);
  if (!shared) return { fragment: [], unrepresentable };
  const config: Artifact = { path: AIDER_CONFIG, format: 'text', body: aiderConfig([shared.path]) };
  return { fragment: [shared, config], unrepresentable };
}
