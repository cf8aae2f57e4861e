/**
 * The apply_patch envelope some hook_json vendors send as a tool's `command` (hooks.md §4.3: Codex's file tool
 * carries the whole patch there, so path and content rules would see nothing without this):
 *   *** Begin Patch / *** Add File: p / *** Update File: p / *** Move to: p / *** Delete File: p / +line ... / *** End Patch
 */

export interface PatchView {
  /** every file the patch names (targets of moves included), in order */
  readonly paths: readonly string[];
  /** the added lines, without their `+`, joined by newlines */
  readonly content: string;
  /** true when every file operation is an Add File */
  readonly addsOnly: boolean;
}

const FILE_OP = /^\*\*\* (Add File|Update File|Delete File|Move to): (.+)$/;

export function readPatch(text: string): PatchView | undefined {
  if (!text.trimStart().startsWith('*** Begin Patch')) return undefined;
  const paths: string[] = [];
  const added: string[] = [];
  let addsOnly = true;
  for (const line of text.split(/\r?\n/)) {
    const op = FILE_OP.exec(line);
    if (op) {
      const p = (op[2] as string).trim();
      if (p !== '' && !paths.includes(p)) paths.push(p);
      if (op[1] !== 'Add File') addsOnly = false;
      continue;
    }
    if (line.startsWith('+')) added.push(line.slice(1));
  }
  if (paths.length === 0) return undefined;
  return { paths, content: added.join('\n'), addsOnly };
}
