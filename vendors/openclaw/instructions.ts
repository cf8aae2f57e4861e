/**
 * Instructions on OpenClaw: always-on text goes to the shared AGENTS.md, which OpenClaw reads natively. It has no
 * conditional instruction files seamc can write, so glob-scoped and agent-requested text is reported.
 * See docs/decisions/newagents2.md.
 */
import { agentsMdOnly, plainMarkdown } from '../_shared/scope-losses.js';

export const emitInstructions = agentsMdOnly(plainMarkdown('OpenClaw injects its workspace AGENTS.md whole into every new session, with no path or description conditions'));
