/**
 * Instructions on GitHub Copilot (instructions.md §2 rows 4-5, §3.2): always-on text in the shared AGENTS.md (read
 * natively by VS Code, the coding agent and the CLI); glob-scoped text in `.github/instructions/<id>.instructions.md`
 * with `applyTo` (one comma-separated glob string). Copilot has no documented description-triggered instruction, so an
 * agent-requested instruction is reported (SC3302), never folded into always-on text.
 * `.github/copilot-instructions.md` is not written: AGENTS.md already carries the text, and that file would also shadow
 * AGENTS.md in Zed's first-match list (instructions.md §5 trap 1).
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Instruction, Model } from '../../compiler/model/types.js';
import { agentsMd } from '../_shared/agents-md.js';

function scoped(i: Instruction): Artifact | Loss {
  const bad = i.paths.findIndex((g) => g.includes(',') || g.trim() !== g);
  if (bad >= 0)
    return {
      code: 'SC3301',
      at: `${i.at}/paths/${bad}`,
      reason: `Copilot's applyTo is one comma-separated glob string, so "${i.paths[bad] as string}" (a comma or surrounding whitespace) would be read as other patterns; list each alternative as its own path.`,
    };
  return {
    path: `.github/instructions/${i.id}.instructions.md`,
    format: 'markdown',
    body: { template: 'vscode_copilot/body', data: { body: i.body.trimEnd() }, frontmatter: { applyTo: i.paths.join(',') } },
  };
}

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const shared = agentsMd(model);
  if (shared) fragment.push(shared);
  for (const i of model.instructions) {
    if (i.paths.length > 0) {
      const out = scoped(i);
      if ('code' in out) unrepresentable.push(out);
      else fragment.push(out);
    } else if (i.description !== undefined) {
      unrepresentable.push({
        code: 'SC3302',
        at: i.at,
        reason:
          'GitHub Copilot loads .instructions.md files by applyTo glob (or always); neither VS Code nor the Copilot CLI documents loading one because the model judged its description relevant, so this text would either always load or never load.',
      });
    }
  }
  return { fragment, unrepresentable };
}
