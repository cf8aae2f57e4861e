/** Install, uninstall and drift against a repository, without printing: the CLI and the tests call these. */
import type { BuildReport } from '../compile.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { unifiedDiff } from '../cli/diff.js';
import type { ApplyOptions } from './apply.js';
import { applyChanges, pruneDirs } from './apply.js';
import { InstallConflict } from './files.js';
import { LEDGER, LedgerError, readLedger } from './ledger.js';
import type { Plan } from './plan.js';
import { planInstall, planUninstall } from './plan.js';
import { UnsafePath } from './paths.js';
import type { InstallKnowledge } from './adopt.js';
import { findAdoptions } from './adopt.js';
import { UserView } from './user-view.js';
import { JOURNAL, LockHeld, recoverJournal, withRepoLock } from './journal.js';
import { join } from 'node:path';

export interface Outcome {
  readonly written: readonly string[];
  readonly removed: readonly string[];
  readonly notes: readonly string[];
}

/** A conflict, a damaged marker, an unsafe path or a bad ledger as a diagnostic (exit 2); anything else rethrown. */
export function asDiagnostic(e: unknown, repo: string): Diagnostic {
  if (e instanceof InstallConflict)
    return {
      code: e.code,
      severity: 'error',
      message: `${e.path}${e.line ? `:${e.line}` : ''}: ${e.detail}`,
      ...(e.line ? { pos: { file: join(repo, e.path), line: e.line, col: 1 } } : {}),
      hint: e.code === 'SC4010' ? 'restore the seamc begin/end pair, or delete both markers and the lines between them' : 'nothing was written',
    };
  if (e instanceof UnsafePath) return { code: 'SC4012', severity: 'error', message: e.message, hint: 'nothing was written' };
  if (e instanceof LedgerError) return { code: 'SC4011', severity: 'error', message: e.message };
  if (e instanceof LockHeld) return { code: 'SC4015', severity: 'error', message: e.message, hint: `nothing was written; if no seamc runs, delete ${join(repo, '.seam-install.lock')}` };
  throw e;
}

function outcome(plan: Plan): Outcome {
  return {
    written: plan.changes.filter((c) => c.after).map((c) => c.path),
    removed: plan.changes.filter((c) => !c.after).map((c) => c.path),
    notes: plan.notes,
  };
}

/** The install plan: with `k` (the importers and the spec's instructions), hand files the spec took over are adopted. */
export function installPlan(repo: string, report: BuildReport, k?: InstallKnowledge): Plan {
  const previous = readLedger(repo);
  const adopt = k ? findAdoptions(k, new UserView(repo, previous)) : [];
  return planInstall(repo, report.spec, report.files, previous, k, adopt);
}

export function installInto(repo: string, report: BuildReport, opts: ApplyOptions & { dryRun?: boolean; knowledge?: InstallKnowledge } = {}): Outcome {
  if (opts.dryRun) return outcome(installPlan(repo, report, opts.knowledge));
  return withRepoLock(repo, () => {
    const recovered = recoverJournal(repo);
    const plan = installPlan(repo, report, opts.knowledge);
    applyChanges(plan.changes, { journal: join(repo, JOURNAL), ...opts });
    pruneDirs(plan.prune);
    return withRecovered(outcome(plan), recovered);
  });
}

export function uninstallFrom(repo: string, opts: ApplyOptions & { dryRun?: boolean } = {}): Outcome | undefined {
  const run = (): Outcome | undefined => {
    const recovered = opts.dryRun ? [] : recoverJournal(repo);
    const ledger = readLedger(repo);
    if (!ledger) return recovered.length > 0 ? withRecovered({ written: [], removed: [], notes: [] }, recovered) : undefined;
    const plan = planUninstall(repo, ledger);
    if (!opts.dryRun) {
      applyChanges(plan.changes, { journal: join(repo, JOURNAL), ...opts });
      pruneDirs(plan.prune);
    }
    return withRecovered(outcome(plan), recovered);
  };
  return opts.dryRun ? run() : withRepoLock(repo, run);
}

function withRecovered(o: Outcome, recovered: readonly string[]): Outcome {
  if (recovered.length === 0) return o;
  return { ...o, notes: [`an earlier install or uninstall was interrupted; ${recovered.length} file(s) were put back as they were before it`, ...o.notes] };
}

/** Unified diffs between the repository and what install would leave (the ledger's own bookkeeping excluded). */
export function repoDrift(repo: string, report: BuildReport, k?: InstallKnowledge): string[] {
  const plan = installPlan(repo, report, k);
  return plan.changes
    .filter((c) => c.path !== LEDGER)
    .map((c) => {
      if (c.before?.text === c.after?.text && c.before && c.after) return `mode ${c.path}: ${c.before.mode.toString(8)} -> ${c.after.mode.toString(8)}\n`;
      return unifiedDiff(c.path, c.before?.text, c.after?.text);
    });
}
