/** build and check: run the pipeline, write or compare, print, and return the exit code. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildReport, Target } from '../compile.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { readManifest, writeTree } from '../emit/tree.js';
import { UserError } from '../diagnostics/diagnostic.js';
import { buildPreflight } from './build-safety.js';
import { unifiedDiff } from './diff.js';
import { EXIT } from './exit.js';
import { buildCoverageText } from './coverage.js';
import { prepare } from './pipeline.js';
import { reportSarif } from './sarif.js';
import { buildTestCache } from './test-cache.js';
import { diagnosticsText, reportJson, summaryText, unwaived, wantsColor } from './report.js';

export interface BuildOptions {
  readonly out: string;
  readonly agents?: string;
  readonly format: 'text' | 'json' | 'sarif';
  /** replace files in --out that seamc did not write */
  readonly force?: boolean;
  /** how many open losses the text report lists one by one (0: all) */
  readonly maxLosses?: number;
  /** false (`--no-cache`): run the policy tests even when the last build's run matches */
  readonly cache?: boolean;
}

function outcome(report: BuildReport): number {
  return unwaived(report).length > 0 || report.failures.length > 0 ? EXIT.lossy : EXIT.ok;
}

function print(report: BuildReport, opts: BuildOptions, exit: number, extra: string, drift?: readonly string[]): void {
  const style = { color: wantsColor(process.stdout) };
  if (opts.format === 'json') {
    process.stdout.write(reportJson(report, opts.out, exit, [...report.errors, ...report.failures], drift));
    return;
  }
  if (opts.format === 'sarif') {
    process.stdout.write(reportSarif(report, exit, [...report.errors, ...report.failures], drift));
    return;
  }
  if (report.errors.length > 0) {
    process.stderr.write(diagnosticsText(report.errors, { color: wantsColor(process.stderr) }));
    return;
  }
  process.stdout.write(extra + summaryText(report, opts.out, style, opts.maxLosses));
  if (report.failures.length > 0) process.stdout.write(diagnosticsText(report.failures, style));
}

export function runBuild(spec: string, known: readonly Target[], opts: BuildOptions): number {
  const cache = opts.cache === false ? undefined : buildTestCache(opts.out);
  const { report, model, targets } = prepare(spec, known, opts.agents, cache ? { testCache: cache } : {});
  if (report.errors.length > 0) {
    print(report, opts, EXIT.invalid, '');
    return EXIT.invalid;
  }
  const unsafe = buildPreflight(opts.out, report.files, opts.force === true);
  if (unsafe.length > 0) throw new UserError(unsafe);
  writeTree(opts.out, report.files);
  cache?.flush();
  const exit = outcome(report);
  print(report, opts, exit, '');
  if (opts.format === 'text' && model.rules.some((r) => !r.builtin)) process.stdout.write(buildCoverageText(model, targets, report));
  return exit;
}

/** Compare the would-be output with what is on disk; every difference is drift. */
export function driftOf(report: BuildReport, out: string): string[] {
  const diffs: string[] = [];
  const produced = new Set(report.files.map((f) => f.path));
  for (const f of report.files) {
    const abs = join(out, f.path);
    const onDisk = existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
    if (onDisk !== f.text) diffs.push(unifiedDiff(f.path, onDisk, f.text));
    else if ((statSync(abs).mode & 0o777) !== f.mode)
      diffs.push(`mode ${f.path}: ${(statSync(abs).mode & 0o777).toString(8)} -> ${f.mode.toString(8)}\n`);
  }
  for (const old of readManifest(out)?.files ?? []) {
    const abs = join(out, old.path);
    if (!produced.has(old.path) && existsSync(abs)) diffs.push(unifiedDiff(old.path, readFileSync(abs, 'utf8'), undefined));
  }
  return diffs;
}

export function runCheck(spec: string, known: readonly Target[], opts: BuildOptions): number {
  const { report } = prepare(spec, known, opts.agents);
  if (report.errors.length > 0) {
    print(report, opts, EXIT.invalid, '');
    return EXIT.invalid;
  }
  const diffs = driftOf(report, opts.out);
  const exit = diffs.length > 0 ? EXIT.drift : outcome(report);
  const head = diffs.length > 0 ? `drift: ${diffs.length} file(s) differ from a fresh build of ${report.spec}; run \`seamc build\`\n` + diffs.join('') : `no drift: ${opts.out} holds exactly a fresh build of ${report.spec}\n`;
  print(report, opts, exit, head, diffs);
  return exit;
}

export type { Diagnostic };
