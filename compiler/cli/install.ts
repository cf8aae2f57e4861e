/** `seamc install`, `seamc uninstall` and `seamc check --repo`: the build written into (or compared with) a repository. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { Importer } from '../backend/types-import.js';
import type { BuildReport, Target } from '../compile.js';
import type { InstallKnowledge } from '../install/adopt.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { gateNotes, gateStates } from '../install/gates.js';
import { asDiagnostic, installInto, repoDrift, uninstallFrom } from '../install/run.js';
import type { Outcome } from '../install/run.js';
import { EXIT } from './exit.js';
import { prepare } from './pipeline.js';
import { diagnosticsText, reportJson, summaryText, unwaived, wantsColor } from './report.js';
import { reportSarif } from './sarif.js';

export interface RepoOptions {
  readonly repo?: string;
  readonly agents?: string;
  readonly format: 'text' | 'json' | 'sarif';
  readonly dryRun?: boolean;
  /** git add what changed (pre-commit hooks) */
  readonly stage?: boolean;
}

/** `--repo DIR` with the default spec means DIR/seam.yaml. */
export function specIn(spec: string, repo: string | undefined): string {
  if (repo === undefined || isAbsolute(spec) || existsSync(spec)) return spec;
  return join(repo, spec);
}

function fail(diags: readonly Diagnostic[], report: BuildReport | undefined, opts: RepoOptions, repo: string, exit: number): number {
  if (opts.format === 'json' && report) process.stdout.write(reportJson(report, repo, exit, diags));
  else if (opts.format === 'sarif' && report) process.stdout.write(reportSarif(report, exit, diags));
  else process.stderr.write(diagnosticsText(diags, { color: wantsColor(process.stderr) }));
  return exit;
}

function outcomeText(verb: string, o: Outcome, dry: boolean): string {
  const lines = [
    ...o.written.map((p) => `  ${dry ? 'would write' : 'wrote'}   ${p}`),
    ...o.removed.map((p) => `  ${dry ? 'would remove' : 'removed'} ${p}`),
    ...o.notes.map((n) => `  note: ${n}`),
  ];
  if (o.written.length === 0 && o.removed.length === 0) lines.unshift(`seamc ${verb}: nothing to change`);
  else lines.unshift(`seamc ${verb}: ${o.written.length} written, ${o.removed.length} removed${dry ? ' (dry run)' : ''}`);
  return lines.join('\n') + '\n';
}

/** Load, build in memory, and pick the repository (the spec's own by default); `knowledge` lends install the importers. */
function load(spec: string, known: readonly Target[], opts: RepoOptions, importers: readonly Importer[]): { report: BuildReport; repo: string; knowledge: InstallKnowledge } {
  const { report, loaded, model } = prepare(specIn(spec, opts.repo), known, opts.agents);
  return { report, repo: resolve(opts.repo ?? loaded.repoRoot), knowledge: { importers, instructions: model.instructions, agents: report.agents } };
}

export function runInstall(spec: string, known: readonly Target[], opts: RepoOptions, importers: readonly Importer[] = []): number {
  const { report, repo, knowledge } = load(spec, known, opts, importers);
  if (report.errors.length > 0) return fail(report.errors, report, opts, repo, EXIT.invalid);
  // activation gates (SC3110) are met after install, by the user: they are listed below, not a reason to write nothing
  if (unwaived(report).some((l) => l.code !== 'SC3110') || report.failures.length > 0) {
    process.stdout.write(summaryText(report, repo, { color: wantsColor(process.stdout) }));
    if (report.failures.length > 0) process.stdout.write(diagnosticsText(report.failures, { color: wantsColor(process.stdout) }));
    process.stdout.write('seamc install: nothing written; fix or waive the items above first\n');
    return EXIT.lossy;
  }
  let o: Outcome;
  try {
    o = installInto(repo, report, { dryRun: opts.dryRun === true, knowledge });
  } catch (e) {
    return fail([asDiagnostic(e, repo)], report, opts, repo, EXIT.invalid);
  }
  o = { ...o, notes: [...o.notes, ...ignoredNotes(repo, o.written), ...(o.written.length > 0 ? report.notes.map((n) => `${n.agent}: ${n.text}`) : []), ...gateNotes(gateStates(report, known, repo))] };
  if (opts.format === 'json') process.stdout.write(JSON.stringify({ repo, exit: 0, ...o }, null, 2) + '\n');
  else process.stdout.write(outcomeText('install', o, opts.dryRun === true));
  if (opts.stage && !opts.dryRun) {
    const steps = [...(o.written.length ? [['add', '--', ...o.written]] : []), ...(o.removed.length ? [['rm', '--cached', '--ignore-unmatch', '-q', '--', ...o.removed]] : [])];
    for (const args of steps) {
      const r = spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
      if (r.status !== 0) {
        process.stderr.write(`seamc install: git ${args[0]} failed: ${r.stderr || r.error?.message || ''}\n`);
        return EXIT.internal;
      }
    }
  }
  return EXIT.ok;
}

/** Agent configs are meant to be committed: say so when the repository's .gitignore hides one seamc wrote. */
function ignoredNotes(repo: string, paths: readonly string[]): string[] {
  if (paths.length === 0) return [];
  const r = spawnSync('git', ['check-ignore', '--stdin'], { cwd: repo, encoding: 'utf8', input: paths.join('\n') + '\n' });
  if (r.status !== 0 || typeof r.stdout !== 'string') return [];
  return r.stdout.split('\n').filter(Boolean).map((p) => `${p} is ignored by git here; commit it so everyone's agent reads it`);
}

export function runUninstall(opts: { repo?: string; dryRun?: boolean; format: 'text' | 'json' }): number {
  const repo = resolve(opts.repo ?? '.');
  let o: Outcome | undefined;
  try {
    o = uninstallFrom(repo, { dryRun: opts.dryRun === true });
  } catch (e) {
    process.stderr.write(diagnosticsText([asDiagnostic(e, repo)], { color: wantsColor(process.stderr) }));
    return EXIT.invalid;
  }
  const out = o ?? { written: [], removed: [], notes: ['no .seam/installed.json: seamc has not installed anything here'] };
  if (opts.format === 'json') process.stdout.write(JSON.stringify({ repo, exit: 0, ...out }, null, 2) + '\n');
  else process.stdout.write(outcomeText('uninstall', out, opts.dryRun === true));
  return EXIT.ok;
}

export function runCheckRepo(spec: string, known: readonly Target[], opts: RepoOptions, importers: readonly Importer[] = []): number {
  const { report, repo, knowledge } = load(spec, known, opts, importers);
  if (report.errors.length > 0) return fail(report.errors, report, opts, repo, EXIT.invalid);
  let diffs: string[];
  try {
    diffs = repoDrift(repo, report, knowledge);
  } catch (e) {
    return fail([asDiagnostic(e, repo)], report, opts, repo, EXIT.invalid);
  }
  const lossy = unwaived(report).some((l) => l.code !== 'SC3110') || report.failures.length > 0;
  const exit = diffs.length > 0 ? EXIT.drift : lossy ? EXIT.lossy : EXIT.ok;
  if (opts.format === 'json') process.stdout.write(reportJson(report, repo, exit, report.failures, diffs));
  else if (opts.format === 'sarif') process.stdout.write(reportSarif(report, exit, report.failures, diffs));
  else {
    const head = diffs.length > 0 ? `drift: ${diffs.length} file(s) in ${repo} differ from what \`seamc install\` would write; run \`seamc install\`\n${diffs.join('')}` : `no drift: every file seamc installed in ${repo} matches what \`seamc install\` would write\n`;
    process.stdout.write(head + summaryText(report, repo, { color: wantsColor(process.stdout) }));
    if (report.failures.length > 0) process.stdout.write(diagnosticsText(report.failures, { color: wantsColor(process.stdout) }));
  }
  return exit;
}
