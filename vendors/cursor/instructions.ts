/**
 * Cursor instructions: always-on text goes to AGENTS.md (Cursor reads it natively, instructions.md §5); glob-scoped and
 * agent-requested instructions become `.cursor/rules/<id>.mdc`.
 *
 * The .mdc front matter is written verbatim (frontmatterStyle), not by the shared YAML writer: Cursor reads
 * `globs` with a line-splitting reader that keeps quote characters, so `globs: "**\/*.ts"` matches nothing, while a
 * YAML writer must quote a `*`-leading scalar. `globs` is therefore one unquoted, comma-joined line (no spaces).
 * See docs/decisions/cursor.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Instruction, Model } from '../../compiler/model/types.js';
import { agentsMd } from '../_shared/agents-md.js';

/** A description that YAML reads back unchanged without quotes; anything else is double-quoted (JSON is valid YAML). */
const PLAIN_SAFE = /^[A-Za-z0-9(][^\n]*$/;
const YAML_SPECIAL = /(: |\s#|:$|^(true|false|yes|no|on|off|null|~)$|^[-+.]?\d)/i;

export function yamlLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return PLAIN_SAFE.test(flat) && !YAML_SPECIAL.test(flat) ? flat : JSON.stringify(flat);
}

function globLosses(i: Instruction): Loss[] {
  const losses: Loss[] = [];
  i.paths.forEach((glob, n) => {
    if (glob.includes(',')) {
      losses.push({
        code: 'SC3301',
        at: `${i.at}/paths/${n}`,
        reason: `Cursor splits an .mdc rule's \`globs\` value at every comma, so "${glob}" would become several unrelated patterns (brace alternatives included); list each alternative as its own path instead.`,
      });
    } else if (/^\s|\s$/.test(glob)) {
      losses.push({
        code: 'SC3301',
        at: `${i.at}/paths/${n}`,
        reason: `Cursor keeps whitespace around an .mdc glob as part of the pattern, so "${glob}" would match no file.`,
      });
    }
  });
  return losses;
}

function ruleFile(i: Instruction): Artifact {
  const frontmatter: Record<string, string | boolean> = {};
  if (i.description !== undefined) frontmatter['description'] = yamlLine(i.description);
  if (i.paths.length > 0) frontmatter['globs'] = i.paths.join(',');
  frontmatter['alwaysApply'] = false;
  return {
    path: `.cursor/rules/${i.id}.mdc`,
    format: 'markdown',
    body: { template: 'cursor/rule', data: { body: i.body.trimEnd() }, frontmatter, frontmatterStyle: 'verbatim' },
  };
}

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const fragment: Artifact[] = [];
  const unrepresentable: Loss[] = [];
  const shared = agentsMd(model);
  if (shared) fragment.push(shared);
  for (const i of model.instructions) {
    if (i.paths.length === 0 && i.description === undefined) continue; // always-on: in AGENTS.md
    const losses = globLosses(i);
    if (losses.length > 0) {
      unrepresentable.push(...losses); // a half-scoped rule would load for the wrong files: write none
      continue;
    }
    fragment.push(ruleFile(i));
  }
  return { fragment, unrepresentable };
}
