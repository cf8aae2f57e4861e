/**
 * Qwen Code custom commands and subagents (read in @qwen-code/qwen-code 0.24.4: its bundled docs
 * bundled/qc-helper/docs/features/commands.md and sub-agents.md, and the subagent loader and validator in
 * chunks/chunk-DPEB6S2R.js; witnessed by the live suite's qwen_code/command-reaches-model and
 * qwen_code/subagent-runs scenarios):
 * - a command is `.qwen/commands/<name>.md`, the file name the command (`/<name>`), optional `description` front
 *   matter, the body the prompt. Qwen runs `!{...}` in a prompt as a shell command and inlines `@{...}` as a file's
 *   content, so a body holding either is reported (SC3403): on Qwen it would act, where other agents show the text;
 * - a subagent is `.qwen/agents/<name>.md` with `name`, `description` and, when the spec restricts it, `tools` as
 *   Qwen tool names (an explicit list holds exact names: MCP tools cannot be named as a class, SC3404). Qwen fills
 *   `${name}` in a subagent prompt from its own variables and fails the run for any name it lacks; its validator
 *   skips a file whose name is under 2 or over 50 characters or reserved, or whose prompt is under 10 characters.
 *   Each of those is reported (SC3404) and the file is not written.
 * See docs/decisions/qwen_code.md.
 */
import type { Artifact, Loss } from '../../compiler/backend/types.js';
import type { ToolClass } from '../../compiler/contract/index.js';
import type { Command, Subagent } from '../../compiler/model/types.js';
import { injectionLoss } from '../_shared/prompt-injection.js';

/** Qwen tool names per tool class (ToolNames in the 0.24.4 bundle, chunks/chunk-RSWOFJBY.js). */
export const QWEN_TOOLS: Readonly<Record<Exclude<ToolClass, 'mcp'>, readonly string[]>> = {
  read: ['read_file', 'grep_search', 'glob', 'list_directory'],
  write: ['write_file'],
  edit: ['edit', 'notebook_edit'],
  shell: ['run_shell_command'],
  web: ['web_fetch', 'web_search'],
};

/** The subagent names Qwen's validator refuses (SubagentValidator.validateName). */
const RESERVED = new Set(['self', 'system', 'user', 'model', 'tool', 'config', 'default', 'main']);
/** `${name}`: what Qwen's templateString substitutes in a subagent prompt (and throws on when it has no value). */
const PLACEHOLDER = /\$\{[A-Za-z_]\w*\}/;

export interface ItemOut {
  readonly artifact?: Artifact;
  readonly losses: Loss[];
}

export function commandFile(c: Command): ItemOut {
  const injected = injectionLoss('Qwen Code', c);
  const losses: Loss[] = injected ? [injected] : [];
  const frontmatter = c.description !== undefined ? { description: c.description } : undefined;
  const artifact: Artifact = { path: `.qwen/commands/${c.name}.md`, format: 'markdown', body: { template: 'qwen_code/body', data: { body: c.body.trimEnd() }, ...(frontmatter ? { frontmatter } : {}) } };
  return { artifact, losses };
}

function refused(a: Subagent): string | undefined {
  if (a.name.length < 2 || a.name.length > 50) return `its name has ${a.name.length} characters, and Qwen loads a subagent name of 2 to 50`;
  if (RESERVED.has(a.name)) return `"${a.name}" is a name Qwen reserves`;
  if (a.body.trim().length < 10) return 'its prompt is under 10 characters, which Qwen refuses';
  const ph = PLACEHOLDER.exec(a.body);
  if (ph) return `its prompt holds ${ph[0]}, which Qwen fills from its own variables and fails the run without`;
  return undefined;
}

export function subagentFile(a: Subagent): ItemOut {
  const why = refused(a);
  if (why) return { losses: [{ code: 'SC3404', at: a.at, reason: `Qwen Code's subagent loader would skip or fail "${a.name}": ${why}; it is not written.` }] };
  const losses: Loss[] = [];
  const frontmatter: Record<string, string | string[]> = { name: a.name, description: a.description };
  if (a.tools.length > 0) {
    const tools: string[] = [];
    for (const c of a.tools) {
      if (c === 'mcp') {
        losses.push({
          code: 'SC3404',
          at: a.at,
          reason: `A Qwen Code subagent's tools list holds exact tool names (mcp__<server>__<tool>); it has no entry for "every MCP tool", so "${a.name}" would get none (or, with the list empty or dropped, every tool).`,
        });
        continue;
      }
      for (const t of QWEN_TOOLS[c]) if (!tools.includes(t)) tools.push(t);
    }
    // an MCP-only subagent would have an empty list, which Qwen reads as every tool: it is not written
    if (tools.length === 0) return { losses };
    frontmatter['tools'] = tools;
  }
  return { artifact: { path: `.qwen/agents/${a.name}.md`, format: 'markdown', body: { template: 'qwen_code/body', data: { body: a.body.trimEnd() }, frontmatter } }, losses };
}
