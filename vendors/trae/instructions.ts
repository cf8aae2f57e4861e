/**
 * Instructions on Trae: project rules are Markdown files in `.trae/rules/`; always-on text is written as
 * `.trae/rules/project_rules.md` (the file Trae's own "create project rules" button makes), rendered from the shared
 * AGENTS.md template. Trae's newer rule files take alwaysApply / globs / description front matter, but seamc read that
 * only in third-party copies of Trae's pages, so scoped text is reported rather than written in a shape that may be
 * read differently. See docs/decisions/newagents2.md.
 */
import { agentsMdOnly, plainMarkdown } from '../_shared/scope-losses.js';

export const emitInstructions = agentsMdOnly(
  plainMarkdown('seamc writes Trae\'s project_rules.md, which applies to the whole project (the scoping front matter of Trae rule files is not established from a Trae page)'),
  '.trae/rules/project_rules.md',
);
