/**
 * Tabnine CLI instructions: always-on text (plus the advisory Policy list) goes to `TABNINE.md`, the persistent,
 * hierarchical context file its docs name (https://docs.tabnine.com/main/getting-started/tabnine-cli/features/cli-commands,
 * read 2026-12-03), rendered from the shared AGENTS.md template. No conditional or agent-requested rule form is
 * documented, so scoped instructions are reported. See docs/decisions/tabnine.md.
 */
import { agentsMdOnly, plainMarkdown } from '../_shared/scope-losses.js';

export const emitInstructions = agentsMdOnly(plainMarkdown('Tabnine CLI documents TABNINE.md context files with no load conditions'), 'TABNINE.md');
