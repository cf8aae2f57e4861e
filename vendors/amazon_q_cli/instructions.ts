/**
 * Instructions on Amazon Q Developer CLI: its built-in default agent loads `.amazonq/rules/**\/*.md` (with AmazonQ.md
 * and README.md) as context, whole and unconditioned, so always-on text is written as one rule file
 * `.amazonq/rules/seamc.md`, rendered from the shared AGENTS.md template. Glob-scoped and agent-requested text is
 * reported. See docs/decisions/newagents2.md.
 */
import { agentsMdOnly, plainMarkdown } from '../_shared/scope-losses.js';

export const emitInstructions = agentsMdOnly(
  plainMarkdown('Amazon Q Developer CLI loads every .amazonq/rules Markdown file whole as context, with no path or description conditions'),
  '.amazonq/rules/seamc.md',
);
