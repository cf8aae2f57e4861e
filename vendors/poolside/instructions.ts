/**
 * Instructions on Poolside: always-on text goes to the shared AGENTS.md, which Poolside reads natively. It has no
 * conditional instruction files seamc can write, so glob-scoped and agent-requested text is reported.
 * See docs/decisions/newagents2.md.
 */
import { agentsMdOnly, plainMarkdown } from '../_shared/scope-losses.js';

export const emitInstructions = agentsMdOnly(plainMarkdown('Poolside loads AGENTS.md files by directory, whole, with no path or description conditions'));
