/**
 * opencode's own patch grammar (its apply_patch tool), restated so the runtime judges exactly the files the client
 * would touch: the text is trimmed, a `cat <<EOF ... EOF` wrapper is dropped, the envelope is the lines between the
 * first line that trims to `*** Begin Patch` and the first that trims to `*** End Patch` (anything before is
 * ignored), and file headers need no space after the colon (`*** Add File:p`). The runtime's envelope reader wants
 * the canonical form, so this rewrites the patch into it: `*** Add File: p` / `*** Update File: p` (`*** Move to: q`)
 * / `*** Delete File: p`, each with its `+` lines. When in doubt a line counts as added text (stricter, never looser).
 */

const HEREDOC = /^(?:cat\s+)?<<['"]?(\w+)['"]?\s*\n([\s\S]*?)\n\1\s*$/;
const HEAD = /^\*\*\* (Add File|Delete File|Update File):(.*)$/;
const MOVE = /^\*\*\* Move to:(.*)$/;

/** The canonical envelope for a patch text opencode would read, or undefined when it holds no envelope. */
export function canonicalPatch(text: string): string | undefined {
  const trimmed = text.trim();
  const body = HEREDOC.exec(trimmed)?.[2] ?? trimmed;
  const lines = body.split('\n').map((l) => l.replace(/\r$/, ''));
  const begin = lines.findIndex((l) => l.trim() === '*** Begin Patch');
  const end = lines.findIndex((l) => l.trim() === '*** End Patch');
  if (begin < 0 || end < 0 || begin >= end) return undefined;
  const out = ['*** Begin Patch'];
  let adding = false;
  for (let i = begin + 1; i < end; i++) {
    const line = lines[i] as string;
    const head = HEAD.exec(line);
    if (head) {
      const path = (head[2] as string).trim();
      if (path === '') return undefined;
      out.push(`*** ${head[1] as string}: ${path}`);
      adding = head[1] !== 'Delete File';
      continue;
    }
    const move = MOVE.exec(line);
    if (move) {
      const path = (move[1] as string).trim();
      if (path === '') return undefined;
      out.push(`*** Move to: ${path}`);
      continue;
    }
    if (!adding || line.startsWith('***') || line.startsWith('@@') || line.startsWith('-') || line.startsWith(' ')) continue;
    // `+text` is added text; any other line inside an added file's body is kept as text too (stricter)
    out.push(line.startsWith('+') ? line : `+${line}`);
  }
  out.push('*** End Patch');
  return out.join('\n');
}
