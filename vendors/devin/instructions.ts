/**
 * Instructions on Devin CLI (instructions.md §2 row 8, §3.5, §5): always-on text in the shared AGENTS.md (read
 * natively); glob-scoped and agent-requested text as `.devin/rules/<id>.md` with Windsurf-style `trigger` front
 * matter (`glob` + `globs`, or `model_decision` + `description`). Front matter is written verbatim: globs are a
 * comma-separated, unquoted list, so a glob containing a comma cannot be said.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Instruction, Model } from '../../compiler/model/types.js';
import { agentsMd } from '../_shared/agents-md.js';

function rule(i: Instruction, frontmatter: Record<string, string>): Artifact {
  return {
    path: `.devin/rules/${i.id}.md`,
    format: 'markdown',
    body: { template: 'devin/body', data: { body: i.body.trimEnd() }, frontmatter, frontmatterStyle: 'verbatim' },
  };
}

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const shared = agentsMd(model);
  if (shared) fragment.push(shared);
  for (const i of model.instructions) {
    if (i.paths.length > 0) {
      const bad = i.paths.findIndex((p) => p.includes(',') || /[\r\n]/.test(p));
      if (bad >= 0) {
        unrepresentable.push({ code: 'SC3301', at: `${i.at}/paths/${bad}`, reason: `Devin reads \`globs\` as one comma-separated list, so "${i.paths[bad]}" would be split at its comma.` });
        continue;
      }
      fragment.push(rule(i, { trigger: 'glob', globs: i.paths.join(', ') }));
    } else if (i.description !== undefined) {
      fragment.push(rule(i, { trigger: 'model_decision', description: i.description.replace(/\s+/g, ' ').trim() }));
    }
  }
  return { fragment, unrepresentable };
}
