/** TEMPORARY stand-in (replaced on merge). */
export interface PatchFile { readonly path: string; readonly op: 'write' | 'edit' | 'delete'; readonly content: string }
export function readPatchEnvelope(text: string): { files: PatchFile[] } | undefined {
  if (!text.trimStart().startsWith('*** Begin Patch')) return undefined;
  const files: PatchFile[] = [];
  let cur: { path: string; op: PatchFile['op']; lines: string[] } | undefined;
  const flush = () => { if (cur) files.push({ path: cur.path, op: cur.op, content: cur.lines.join('\n') }); cur = undefined; };
  for (const line of text.split(/\r?\n/)) {
    const m = /^\*\*\* (Add File|Update File|Delete File|Move to): (.+)$/.exec(line);
    if (m) {
      if (m[1] === 'Move to') { if (cur) { files.push({ path: cur.path, op: 'delete', content: '' }); cur = { path: (m[2] as string).trim(), op: 'write', lines: cur.lines }; } continue; }
      flush();
      cur = { path: (m[2] as string).trim(), op: m[1] === 'Add File' ? 'write' : m[1] === 'Delete File' ? 'delete' : 'edit', lines: [] };
      continue;
    }
    if (cur && line.startsWith('+')) cur.lines.push(line.slice(1));
  }
  flush();
  return files.length > 0 ? { files } : undefined;
}
