/**
 * What `seamc build` checks before it writes a byte: `--out` is a folder (or does not exist yet), every output path
 * stays inside it (an existing symbolic link on the way must resolve inside `--out`), and no file it would replace is
 * one seamc did not write (absent from `--out`'s manifest and different from what the build would put there): a
 * build never overwrites a hand-written file unless `--force` says so. Any problem: exit 2, nothing written.
 */
import { existsSync, lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { MANIFEST, readManifest } from '../emit/tree.js';
import type { OutFile } from '../emit/render.js';
import { repoResolver, UnsafePath } from '../install/paths.js';

function differs(abs: string, f: OutFile): boolean {
  try {
    return readFileSync(abs, 'utf8') !== f.text;
  } catch {
    return true;
  }
}

export function buildPreflight(out: string, files: readonly OutFile[], force: boolean): Diagnostic[] {
  if (existsSync(out) && !statSync(out).isDirectory())
    return [{ code: 'SC1030', severity: 'error', message: `--out ${out} is a file; it must name a folder (created when missing)`, hint: 'pass a folder, e.g. --out out' }];
  if (!existsSync(out)) return [];
  // an empty folder has no file to replace and no link on the way
  if (readdirSync(out).length === 0) return [];
  const previous = readManifest(out);
  const ours = new Set([...(previous?.files.map((f) => f.path) ?? []), ...(previous ? [MANIFEST] : [])]);
  const problems: Diagnostic[] = [];
  const foreign: string[] = [];
  const resolveInRepo = repoResolver(out);
  for (const f of files) {
    let abs: string;
    try {
      abs = resolveInRepo(f.path);
    } catch (e) {
      if (!(e instanceof UnsafePath)) throw e;
      const why = e.message.slice(e.path.length + 2).replace('out of the repository', `out of ${out}`);
      if (!problems.some((p) => p.message.endsWith(why)))
        problems.push({ code: 'SC4014', severity: 'error', message: `${join(out, f.path)}: ${why}`, hint: 'remove the link, or build into another folder; nothing was written' });
      continue;
    }
    let present = false;
    try {
      const st = lstatSync(abs);
      present = st.isFile() || st.isSymbolicLink();
    } catch {
      present = false;
    }
    if (present && !ours.has(f.path) && differs(abs, f)) foreign.push(f.path);
  }
  if (foreign.length > 0 && !force) {
    const list = foreign.length > 5 ? `${foreign.slice(0, 5).join(', ')} and ${foreign.length - 5} more` : foreign.join(', ');
    problems.push({
      code: 'SC4003',
      severity: 'error',
      message: `${out} holds ${foreign.length} file(s) seamc did not write that this build would replace: ${list} (not in ${join(out, MANIFEST)})`,
      hint: 'to put seamc into a repository beside hand-written files, run `seamc install --repo <dir>` (it merges and can uninstall); build into an empty folder; or pass --force to replace them',
    });
  }
  return problems;
}
