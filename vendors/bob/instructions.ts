/**
 * Instructions on IBM Bob: always-on text goes to the shared AGENTS.md, which Bob loads at the start of every task.
 * Bob's rule files (.bobrules, .bob/rules/) load whole for every conversation, with no path or description
 * conditions, so glob-scoped and agent-requested instructions are reported. See docs/decisions/bob.md.
 */
import { agentsMdOnly, plainMarkdown } from '../_shared/scope-losses.js';

export const emitInstructions = agentsMdOnly(plainMarkdown('IBM Bob loads AGENTS.md and its .bob/rules files whole, with no path or description conditions'));
