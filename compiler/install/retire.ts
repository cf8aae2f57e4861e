/**
 * Retiring hand-written files (docs/decisions/adoption.md): a file seamc does not produce, whose whole text is a
 * spec instruction that an agent of this build now reads from seamc's files, is deleted so that agent does not
 * read the text twice; its bytes stay in the ledger for `uninstall`. A retirement lasts while one of the agents
 * that read the file is still targeted; otherwise the next install puts the original back (plan.ts, `removal`).
 */
import { readFileSync, statSync } from 'node:fs';
import { sha256 } from '../emit/render.js';
import type { Change } from './apply.js';
import type { Adoption, InstallKnowledge } from './adopt.js';
import type { FileKind, Ledger, LedgerFile } from './ledger.js';
import { resolveInRepo } from './paths.js';

export interface Retirement {
  readonly record: LedgerFile;
  readonly change?: Change;
  readonly note?: string;
}

function current(abs: string): { text: string; mode: number } | undefined {
  try {
    const st = statSync(abs);
    return st.isFile() ? { text: readFileSync(abs, 'utf8'), mode: st.mode & 0o777 } : undefined;
  } catch {
    return undefined;
  }
}

export function adoptionNote(path: string, adopt: readonly Adoption[], kind: FileKind): string {
  const a = adopt.find((x) => x.path === path);
  const what = a ? `its text is instruction ${a.id} in the spec now` : 'seamc writes this file from the spec now';
  const how = kind === 'whole' ? 'seamc owns the file' : "seamc's block replaced the hand text";
  return `adopted ${path}: ${what}, so ${how} (\`seamc uninstall\` puts the original back)`;
}

export function retirements(
  repo: string,
  previous: Ledger | undefined,
  k: InstallKnowledge | undefined,
  adopt: readonly Adoption[],
  produced: ReadonlySet<string>,
  seen: Map<string, string>,
  notes: string[],
): Retirement[] {
  const targets = k?.agents ?? [];
  const reads = (agents: readonly string[]): boolean => agents.some((a) => targets.includes(a));
  const out: Retirement[] = [];
  const candidate = (path: string) => adopt.find((a) => a.path === path);
  const absOf = (path: string): string => {
    const abs = resolveInRepo(repo, path);
    seen.set(abs, path);
    return abs;
  };
  for (const old of previous?.files ?? []) {
    if (!old.retired || produced.has(old.path) || !reads(old.retired.agents)) continue;
    const abs = absOf(old.path);
    const cur = current(abs);
    if (cur && candidate(old.path)) out.push({ record: old, change: { path: old.path, abs, before: cur }, note: `retired ${old.path} again: its text is in the spec` });
    else {
      if (cur) notes.push(`${old.path}: retired by an earlier install and written again since; left as it is`);
      out.push({ record: old });
    }
  }
  for (const a of adopt) {
    if (produced.has(a.path) || previous?.files.some((f) => f.path === a.path) || !reads(a.agents)) continue;
    const abs = absOf(a.path);
    const cur = current(abs);
    if (!cur) continue;
    const agents = a.agents.filter((x) => targets.includes(x));
    out.push({
      record: { path: a.path, kind: 'whole', sha256: sha256(''), created: false, before: { sha256: sha256(cur.text), mode: cur.mode, text: cur.text }, retired: { agents: a.agents } },
      change: { path: a.path, abs, before: cur },
      note: `retired ${a.path}: its text is instruction ${a.id} in the spec and reaches ${agents.join(', ')} through seamc's files, so it was deleted to be read once (\`seamc uninstall\` puts it back)`,
    });
  }
  return out;
}
