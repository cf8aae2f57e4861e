/**
 * Gemini CLI and its fork Qwen Code expand two forms in a custom command's prompt before it reaches the model: `!{...}`
 * runs a shell command and puts its output in its place, `@{...}` puts a file's content in its place. Every other agent
 * shows that text as written, so a command body holding either acts on these two (SC3403). Sources: SHELL_INJECTION_TRIGGER
 * and AT_FILE_INJECTION_TRIGGER in @google/gemini-cli 0.61.0 (bundle/chunk-4GP6HFBO.js); Qwen Code's commands page
 * (bundled/qc-helper/docs/features/commands.md in @qwen-code/qwen-code 0.24.4).
 */
import type { Loss } from '../../compiler/backend/types.js';
import type { Command } from '../../compiler/model/types.js';

const INJECTION = /[!@]\{/;

/** The SC3403 for a command whose body the agent would expand, or undefined. */
export function injectionLoss(agent: string, c: Command): Loss | undefined {
  const hit = INJECTION.exec(c.body);
  if (!hit) return undefined;
  const what = hit[0] === '!{' ? '!{...} in a command prompt as a shell command' : '@{...} in a command prompt by inlining that file';
  return { code: 'SC3403', at: c.at, reason: `${agent} runs ${what} before the prompt reaches the model, so "${c.name}" would act on ${agent} where other agents show the text.` };
}
