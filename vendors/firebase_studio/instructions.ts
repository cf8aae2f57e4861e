/**
 * Instructions on Firebase Studio: Gemini in Firebase reads the workspace's AI rules file `.idx/airules.md` (the path
 * Google's own firebase-tools and genkit-cli write for Firebase Studio), so always-on text is written there, rendered
 * from the shared AGENTS.md template. The file has no load conditions, so scoped text is reported.
 * See docs/decisions/newagents2.md.
 */
import { agentsMdOnly, plainMarkdown } from '../_shared/scope-losses.js';

export const emitInstructions = agentsMdOnly(plainMarkdown('Firebase Studio reads one AI rules file, .idx/airules.md, with no path or description conditions'), '.idx/airules.md');
