/**
 * Instructions on DeepSeek Harness: always-on text goes to the shared AGENTS.md, which DeepSeek Harness reads natively. It has no
 * conditional instruction files seamc can write, so glob-scoped and agent-requested text is reported.
 * See docs/decisions/newagents2.md.
 */
import { agentsMdOnly, plainMarkdown } from '../_shared/scope-losses.js';

export const emitInstructions = agentsMdOnly(plainMarkdown('DeepSeek Harness loads AGENTS.md files by directory, whole, with no path or description conditions'));
