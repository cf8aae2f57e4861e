/**
 * Instructions on Firebender: always-on text goes to the shared AGENTS.md, which Firebender applies to every
 * conversation. Firebender's own situational rules (firebender.json `rules` with `filePathMatches`) are not written
 * yet: firebender.json also holds the user's other settings and its pages disagree on whether filePathMatches is a
 * string or an array, so glob-scoped and agent-requested text is reported. See docs/decisions/newagents2.md.
 */
import { agentsMdOnly, plainMarkdown } from '../_shared/scope-losses.js';

export const emitInstructions = agentsMdOnly(plainMarkdown('Firebender loads AGENTS.md whole, and seamc does not write its firebender.json situational rules yet'));
