/** Planning install and uninstall: the changes to make and the ledger to leave, computed before anything is written. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { OutFile } from '../emit/render.js';
import { sha256 } from '../emit/render.js';
import { MANIFEST } from '../emit/tree.js';
import type { Change, FileState } from './apply.js';
import { InstallConflict, beforeRecord, checkMarkers, installText, kindOf, strippedText } from './files.js';
import type { Ledger, LedgerFile } from './ledger.js';
import { LEDGER, ledgerText } from './ledger.js';
import { resolveInRepo, UnsafePath } from './paths.js';
import type { Adoption, InstallKnowledge } from './adopt.js';
import { twinTest } from './adopt.js';
import { adoptionNote, retirements } from './retire.js';
import { installedNotice } from '../emit/header.js';

export interface Plan {
  readonly changes: readonly Change[];
  /** the ledger after install; undefined after uninstall */
  readonly ledger?: Ledger;
  /** absolute folders to remove when empty, after the changes */
  readonly prune: readonly string[];
  /** files seamc left alone, with why */
  readonly notes: readonly string[];
}

function readState(abs: string): FileState | undefined {
  try {
    const st = statSync(abs);
    if (!st.isFile()) throw new InstallConflict(abs, 'not a regular file');
    return { text: readFileSync(abs, 'utf8'), mode: st.mode & 0o777 };
  } catch (e) {
    if (e instanceof InstallConflict) throw e;
    return undefined;
  }
}

/** Folders (repo-relative) on the way to `rel` that do not exist yet. */
function missingDirs(repo: string, rel: string): string[] {
  const parts = rel.split('/').slice(0, -1);
  const out: string[] = [];
  for (let i = 1; i <= parts.length; i++) {
    const d = parts.slice(0, i).join('/');
    if (!existsSync(join(repo, d))) out.push(d);
  }
  return out;
}

function absOf(repo: string, rel: string, seen: Map<string, string>): string {
  const abs = resolveInRepo(repo, rel);
  const other = seen.get(abs);
  if (other !== undefined && other !== rel) throw new UnsafePath(rel, `is the same file as ${other} (a symbolic link); seamc writes both`);
  seen.set(abs, rel);
  return abs;
}

/** What uninstall does with one recorded file. */
function removal(repo: string, f: LedgerFile, seen: Map<string, string>, notes: string[]): Change | undefined {
  const abs = absOf(repo, f.path, seen);
  const cur = readState(abs);
  if (f.retired) {
    if (!cur && f.before?.text !== undefined) return { path: f.path, abs, after: { text: f.before.text, mode: f.before.mode } };
    if (cur) notes.push(`${f.path}: retired by install and written again since; kept as it is (the original: git history or the spec)`);
    return undefined;
  }
  if (!cur) return undefined;
  checkMarkers(f.kind, f.path, cur.text);
  const untouched = sha256(cur.text) === f.sha256;
  if (f.kind === 'whole' && !untouched) {
    notes.push(`${f.path}: changed since install, kept as it is`);
    return undefined;
  }
  if (untouched && f.created) return { path: f.path, abs, before: cur };
  if (untouched && f.before?.text !== undefined) return { path: f.path, abs, before: cur, after: { text: f.before.text, mode: f.before.mode } };
  const s = strippedText(f, cur.text);
  if (f.created && s.empty) return { path: f.path, abs, before: cur };
  if (f.adopted && f.before?.text !== undefined) {
    notes.push(`${f.path}: changed since install; its original text is back, your later text follows it`);
    const text = s.text.trim() === '' ? f.before.text : `${f.before.text.replace(/\n*$/, '\n')}\n${s.text.replace(/^\n+/, '')}`;
    return { path: f.path, abs, before: cur, after: { text, mode: cur.mode } };
  }
  if (!untouched) notes.push(`${f.path}: changed since install; only seamc's part was removed`);
  const mode = untouched && f.before ? f.before.mode : cur.mode;
  return s.text === cur.text && mode === cur.mode ? undefined : { path: f.path, abs, before: cur, after: { text: s.text, mode } };
}

/**
 * Install: every produced file merged (JSON entries, a marker block) or owned whole; the files to adopt get seamc's
 * part instead of their hand text, the files to retire are deleted (docs/decisions/adoption.md); files an earlier
 * install wrote and this build no longer produces are taken back out.
 */
export function planInstall(repo: string, spec: string, files: readonly OutFile[], previous: Ledger | undefined, k?: InstallKnowledge, adopt: readonly Adoption[] = []): Plan {
  const seen = new Map<string, string>();
  const changes: Change[] = [];
  const records: LedgerFile[] = [];
  const dirs = new Set<string>((previous?.dirs ?? []).filter((d) => existsSync(join(repo, d))));
  const notes: string[] = [];
  const adopted: string[] = [];
  const produced = new Set<string>();
  for (const f of files) {
    if (f.path === MANIFEST || f.path === LEDGER) continue;
    produced.add(f.path);
    const abs = absOf(repo, f.path, seen);
    const cur = readState(abs);
    const prev = previous?.files.find((p) => p.path === f.path);
    const kind = kindOf(f.path, f.text);
    if (prev && cur) checkMarkers(prev.kind, f.path, cur.text);
    const prevUnits = prev?.kind === kind ? (prev.units ?? []) : [];
    const created = prev ? prev.created : cur === undefined;
    const adoptNow = !prev?.adopted && !created && cur !== undefined && (kind === 'whole' ? !prev : kind !== 'json' && adopt.some((a) => a.path === f.path));
    const generated = installedNotice(f.text, kind === 'markdown' || kind === 'toml');
    const base = adoptNow && kind !== 'whole' ? undefined : cur?.text;
    const out = installText(kind, f.path, generated, base, prevUnits, twinTest(k, f.path));
    const mode = kind === 'whole' || !cur ? f.mode : cur.mode;
    let before = prev?.before;
    if (cur && !created && !(prev && (kind === 'whole' || prev.adopted || sha256(cur.text) === prev.sha256) && before)) {
      const orig = prev ? strippedText(prev, cur.text).text : cur.text;
      before = beforeRecord({ path: f.path, kind, ...(out.units ? { units: out.units } : {}) }, orig, cur.mode, out.text);
    }
    if (adoptNow && before && before.text === undefined) before = { ...before, text: prev ? strippedText(prev, cur.text).text : cur.text };
    const isAdopted = prev?.adopted === true || adoptNow || (kind === 'whole' && !created);
    if (adoptNow) adopted.push(adoptionNote(f.path, adopt, kind));
    records.push({ path: f.path, kind, sha256: sha256(out.text), created, ...(before && !created ? { before } : {}), ...(out.units ? { units: out.units } : {}), ...(isAdopted ? { adopted: true as const } : {}) });
    if (!cur) for (const d of missingDirs(repo, f.path)) dirs.add(d);
    if (!cur || cur.text !== out.text || cur.mode !== mode) changes.push({ path: f.path, abs, ...(cur ? { before: cur } : {}), after: { text: out.text, mode } });
  }
  for (const r of retirements(repo, previous, k, adopt, produced, seen, notes)) {
    produced.add(r.record.path);
    records.push(r.record);
    if (r.change) changes.push(r.change);
    if (r.note) adopted.push(r.note);
  }
  for (const old of previous?.files ?? []) {
    if (produced.has(old.path)) continue;
    const c = removal(repo, old, seen, notes);
    if (c) changes.push(c);
  }
  const ledger: Ledger = { generator: 'seamc', version: 1, spec, dirs: [...dirs], files: records };
  const ledgerAbs = absOf(repo, LEDGER, seen);
  const curLedger = readState(ledgerAbs);
  for (const d of curLedger ? [] : missingDirs(repo, LEDGER)) dirs.add(d);
  const finalLedger: Ledger = { ...ledger, dirs: [...dirs] };
  const text = ledgerText(finalLedger);
  if (curLedger?.text !== text) changes.push({ path: LEDGER, abs: ledgerAbs, ...(curLedger ? { before: curLedger } : {}), after: { text, mode: 0o644 } });
  return { changes, ledger: finalLedger, prune: (previous?.dirs ?? []).map((d) => join(repo, d)), notes: [...adopted, ...notes] };
}

export function planUninstall(repo: string, ledger: Ledger): Plan {
  const seen = new Map<string, string>();
  const notes: string[] = [];
  const changes: Change[] = [];
  for (const f of ledger.files) {
    const c = removal(repo, f, seen, notes);
    if (c) changes.push(c);
  }
  const ledgerAbs = absOf(repo, LEDGER, seen);
  const cur = readState(ledgerAbs);
  if (cur) changes.push({ path: LEDGER, abs: ledgerAbs, before: cur });
  return { changes, prune: ledger.dirs.map((d) => join(repo, d)), notes };
}
