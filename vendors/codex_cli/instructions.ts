/**
 * Instructions on OpenAI Codex CLI (instructions.md §2 row 2, §3.10, §4): Codex reads AGENTS.md natively, so it
 * shares the one file every AGENTS.md reader gets. It has no glob or description scope (only directory
 * AGENTS.md files, which cannot say a glob), and it stops reading project docs after project_doc_max_bytes
 * (32 KiB by default, confirmed on 0.171.0): a larger AGENTS.md is reported, never cut.
 */
import type { EmitContext, Emitted } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { advisoryRules } from '../_shared/advisory.js';
import { agentsMd, alwaysOn } from '../_shared/agents-md.js';
import { scopeLosses } from '../_shared/scope-losses.js';

export const PROJECT_DOC_MAX_BYTES = 32 * 1024;
/** room for the do-not-edit comment and the Policy heading the shared template adds */
const OVERHEAD = 400;

/** Bytes of AGENTS.md as the shared template renders it, plus a fixed allowance for its header lines. */
export function agentsMdBytes(model: Model): number {
  const parts = alwaysOn(model).map((i) => `${i.body.trimEnd()}\n\n`);
  for (const r of advisoryRules(model)) parts.push(`- \`${r.id}\`: ${r.text}\n`);
  return Buffer.byteLength(parts.join(''), 'utf8') + OVERHEAD;
}

export function emitInstructions(model: Model, _ctx: EmitContext): Emitted {
  const unrepresentable = scopeLosses(model, {
    glob: () =>
      'Codex loads AGENTS.md by directory only (one per directory from the project root down to the working directory); it has no glob-scoped instruction, and a directory file would also cover files the globs exclude.',
    requested: () => 'Codex has no instruction that loads when the model asks for it: AGENTS.md is always in context and has no front matter for a description.',
    requestedAt: 'instruction',
  });
  const shared = agentsMd(model);
  if (!shared) return { fragment: [], unrepresentable };
  const bytes = agentsMdBytes(model);
  if (bytes > PROJECT_DOC_MAX_BYTES)
    unrepresentable.push({
      code: 'SC3303',
      at: '/instructions',
      reason: `Codex reads at most ${PROJECT_DOC_MAX_BYTES} bytes of project instructions (project_doc_max_bytes) and silently drops the rest; AGENTS.md would be about ${bytes} bytes.`,
    });
  return { fragment: [shared], unrepresentable };
}
