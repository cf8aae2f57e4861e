/**
 * The patch envelope (`*** Begin Patch` ... `*** End Patch`) with Add / Update / Move to / Delete File
 * sections. Shared by the shell analyzer (apply_patch in a command) and patch-style file tools.
 */

export interface PatchFile {
  readonly path: string;
  readonly op: 'write' | 'edit' | 'delete';
  /** added lines without their `+`, joined with newlines ('' for a delete) */
  readonly content: string;
}

const HEADER = /^\*\*\* (Add File|Update File|Delete File|Move to): (.+)$/;

/** The files a patch envelope touches, in order; undefined when the text holds no `*** Begin Patch` line. */
export function readPatchEnvelope(text: string): { files: PatchFile[] } | undefined {
  const lines = text.split('\n');
  let i = lines.findIndex((l) => l.trim() === '*** Begin Patch');
  if (i < 0) return undefined;
  const files: { path: string; op: PatchFile['op']; added: string[] }[] = [];
  let current: (typeof files)[number] | undefined;
  for (i++; i < lines.length; i++) {
    const line = (lines[i] as string).replace(/\r$/, '');
    if (line.trim() === '*** End Patch') break;
    const m = HEADER.exec(line);
    if (m) {
      const kind = m[1] as string;
      const path = (m[2] as string).trim();
      if (kind === 'Move to' && current !== undefined) {
        const moved = { path, op: 'write' as const, added: current.added };
        current.op = 'delete';
        current.added = [];
        files.push(moved);
        current = moved;
        continue;
      }
      current = { path, op: kind === 'Add File' ? 'write' : kind === 'Delete File' ? 'delete' : 'edit', added: [] };
      files.push(current);
      continue;
    }
    if (current !== undefined && current.op !== 'delete' && line.startsWith('+')) current.added.push(line.slice(1));
  }
  return { files: files.map((f) => ({ path: f.path, op: f.op, content: f.added.join('\n') })) };
}
