/**
 * Claude Code tool names per seamc tool class. Hook matchers may over-include (the runtime filters
 * precisely), so they list every name a class has had in any build; subagent `tools` lists only names the
 * current build offers (verified/claude_code.md §2: no MultiEdit, Glob, Grep or LS in 2.1.332).
 */
import type { ToolClass } from '../../compiler/contract/index.js';

/** Names a hook matcher must cover for the class. write and edit share one set: whichever class the runtime gives a file tool, the hook still fires. */
export const MATCHER_NAMES: { readonly [C in Exclude<ToolClass, 'mcp'>]: readonly string[] } = {
  shell: ['Bash'],
  read: ['Read', 'Glob', 'Grep', 'LS', 'NotebookRead'],
  write: ['Write', 'Edit', 'MultiEdit', 'NotebookEdit'],
  edit: ['Write', 'Edit', 'MultiEdit', 'NotebookEdit'],
  web: ['WebFetch', 'WebSearch'],
};

/** MCP tools are named `mcp__<server>__<tool>`; as a matcher this is a regex (verified §4: unanchored). */
export const MCP_MATCHER = 'mcp__.*';

/** Subagent `tools:` names per class; mcp has no class-wide name (see packaging.ts). */
export const SUBAGENT_NAMES: { readonly [C in Exclude<ToolClass, 'mcp'>]: readonly string[] } = {
  shell: ['Bash'],
  read: ['Read'],
  write: ['Write'],
  edit: ['Edit', 'NotebookEdit'],
  web: ['WebFetch', 'WebSearch'],
};

/** A hook matcher covering every class given; undefined = match every tool. Names-only matchers are exact lists (verified §4). */
export function hookMatcher(classes: readonly ToolClass[]): string | undefined {
  if (classes.length === 0) return undefined;
  const names: string[] = [];
  for (const c of classes) {
    if (c === 'mcp') continue;
    for (const n of MATCHER_NAMES[c]) if (!names.includes(n)) names.push(n);
  }
  const order = ['Bash', 'Read', 'Glob', 'Grep', 'LS', 'NotebookRead', 'Write', 'Edit', 'MultiEdit', 'NotebookEdit', 'WebFetch', 'WebSearch'];
  names.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const mcp = classes.includes('mcp');
  if (!mcp) return names.join('|');
  if (names.length === 0) return MCP_MATCHER;
  // a regex, so anchor the names: unanchored `Read` would also match `ReadMcpResource`-style names (harmless, but imprecise)
  return `^(${names.join('|')})$|^${MCP_MATCHER}`;
}
