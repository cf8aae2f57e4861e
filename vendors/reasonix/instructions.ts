/**
 * Instructions on Reasonix: always-on text goes to the shared AGENTS.md, which Reasonix reads natively. It has no
 * conditional instruction files seamc can write, so glob-scoped and agent-requested text is reported.
 * See docs/decisions/newagents2.md.
 */
import { agentsMdOnly, plainMarkdown } from '../_shared/scope-losses.js';

export const emitInstructions = agentsMdOnly(plainMarkdown('Reasonix loads AGENTS.md (and REASONIX.md, CLAUDE.md) whole by directory, with no path or description conditions'));
