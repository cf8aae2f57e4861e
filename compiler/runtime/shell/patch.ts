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

/** A file name of a unified diff header: quotes and a trailing timestamp removed; undefined for /dev/null. */
function diffName(raw: string): string | undefined {
  let n = raw.replace(/\t.*$/, '').trim();
  if (n.startsWith('"') && n.endsWith('"') && n.length > 1) n = n.slice(1, -1).replace(/\\(.)/g, '$1');
  return n === '/dev/null' || n === '' ? undefined : n;
}

/** `name` with `strip` leading components removed; undefined strip (GNU patch's default): as written, less one, and the basename. */
function stripped(name: string, strip: number | undefined): string[] {
  const parts = name.split('/').filter((p, i) => p !== '' || i === 0);
  if (strip !== undefined) return strip < parts.length ? [parts.slice(strip).join('/')] : [];
  return [...new Set([name, parts.slice(1).join('/') || name, parts[parts.length - 1] as string])];
}

/**
 * The files a unified diff touches (`git diff`, `diff -u`, `git format-patch` output), with the added lines as
 * content; undefined when the text holds no file header. `strip`: leading components removed (`-p`).
 */
export function readUnifiedDiff(text: string, strip: number | undefined): PatchFile[] | undefined {
  const lines = text.split('\n');
  const files: { names: string[]; op: PatchFile['op']; added: string[]; hunks: boolean }[] = [];
  let cur: (typeof files)[number] | undefined;
  const open = () => files.push((cur = { names: [], op: 'edit', added: [], hunks: false }));
  for (let i = 0; i < lines.length; i++) {
    const l = (lines[i] as string).replace(/\r$/, '');
    const git = /^diff --git (\S+) (\S+)/.exec(l);
    const meta = /^(?:rename|copy) (?:from|to) (.+)$/.exec(l);
    if (git) {
      open();
      // git's own names carry a/ and b/: they are stripped like the --- and +++ names
      cur?.names.push(git[1] as string, git[2] as string);
    } else if (l.startsWith('--- ') && (lines[i + 1] ?? '').startsWith('+++ ')) {
      if (cur === undefined || cur.hunks) open();
      const from = diffName(l.slice(4));
      const to = diffName((lines[++i] as string).replace(/\r$/, '').slice(4));
      const c = cur as (typeof files)[number];
      for (const n of [from, to]) if (n !== undefined) c.names.push(n);
      if (to === undefined) c.op = 'delete';
      else if (from === undefined) c.op = 'write';
    } else if (meta && cur !== undefined && !cur.hunks) cur.names.push(`x/${meta[1] as string}`);
    else if (cur !== undefined && l.startsWith('@@')) cur.hunks = true;
    else if (cur !== undefined && cur.hunks && l.startsWith('+')) cur.added.push(l.slice(1));
  }
  if (files.length === 0) return undefined;
  const out: PatchFile[] = [];
  for (const f of files) {
    const seen = new Set<string>();
    for (const n of f.names) for (const p of stripped(n, strip)) if (!seen.has(p)) seen.add(p), out.push({ path: p, op: f.op, content: f.op === 'delete' ? '' : f.added.join('\n') });
  }
  return out;
}
