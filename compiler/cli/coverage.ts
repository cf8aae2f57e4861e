/**
 * `seamc coverage [spec]`: per rule × agent, the strongest plane that holds the rule (planes/coverage.ts), and a
 * one-line total per rule. Text, JSON (the same table), markdown (docs/coverage.md; `--check FILE` exits 3 when it
 * differs) and one self-contained HTML page.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { BuildReport, Target } from '../compile.js';
import type { Model } from '../model/types.js';
import type { CoverageRow, SandboxCell } from '../planes/coverage.js';
import { PLANES, coverageRows, coverageTotals, sandboxCells } from '../planes/coverage.js';
import { coverageHtml } from './coverage-html.js';
import { EXIT } from './exit.js';
import { prepare } from './pipeline.js';

export interface CoverageOptions {
  readonly agents?: string;
  readonly check?: string;
  readonly format: 'text' | 'json' | 'html' | 'md';
}

export interface Coverage {
  readonly spec: string;
  readonly rows: readonly CoverageRow[];
  readonly sandbox: readonly SandboxCell[];
}

export function coverageOf(spec: string, known: readonly Target[], agents: string | undefined): Coverage {
  const { report, model, targets } = prepare(spec, known, agents);
  return { spec: report.spec, rows: coverageRows(model, targets, report), sandbox: sandboxCells(model, targets) };
}

/** The per-rule totals and the sandbox reach, for `seamc build` and the text report. */
export function coverageSummary(c: Coverage): string[] {
  return summaryLines(c.rows.map((r) => r.total), c.sandbox);
}

function summaryLines(totals: readonly string[], sandbox: readonly SandboxCell[]): string[] {
  const lines = [...totals];
  const n = sandbox.length;
  const launcher = sandbox.filter((s) => s.via === 'launcher').length;
  const native = sandbox.filter((s) => s.via === 'native').length;
  if (sandbox.some((s) => s.via !== 'none' || s.note !== 'no sandbox in the spec'))
    lines.push(`sandbox: through .seam/sandbox/<agent> on ${launcher}/${n}${native > 0 ? `, the agent's own setting only on ${native}` : ''}, none on ${n - launcher - native}`);
  return lines;
}

/** The coverage section of `seamc build`'s text output. */
export function buildCoverageText(model: Model, targets: readonly Target[], report: BuildReport): string {
  const lines = summaryLines(coverageTotals(model, targets, report), sandboxCells(model, targets));
  return ['coverage (the strongest plane per rule; `seamc coverage` shows every cell):', ...lines.map((l) => `  ${l}`), ''].join('\n');
}

function textReport(c: Coverage): string {
  const width = Math.max(5, ...c.sandbox.map((s) => s.agent.length));
  const out = [`seamc coverage: ${c.spec}, ${c.rows.length} rule(s) × ${c.sandbox.length} agent(s)`];
  for (const r of c.rows) {
    out.push('', r.total);
    for (const cell of r.cells) out.push(`  ${cell.agent.padEnd(width)}  ${cell.plane.padEnd(11)}  ${cell.reason}`);
  }
  out.push('', ...coverageSummary(c).slice(c.rows.length));
  return out.join('\n') + '\n';
}

const SHORT: Readonly<Record<string, string>> = { sandbox: 'sandbox', enforced: 'enforced', enforceable: 'enforceable', 'best-effort': 'best-effort', 'at-commit': 'at-commit', advisory: 'advisory', none: '**none**' };

export function coverageMarkdown(c: Coverage): string {
  const out = [`Rules of \`${c.spec}\` × every agent seamc knows: the strongest plane that holds each rule (\`seamc coverage ${c.spec} --agents all\`).`, ''];
  out.push(`Planes, strongest first: ${PLANES.map((p) => `\`${p}\``).join(', ')}. Grades come from the vendor facts (each hook event's grade, what its payload shows) and the build's own losses.`, '');
  out.push(...c.rows.map((r) => `- ${r.total}`), '');
  out.push(`| agent | ${c.rows.map((r) => `\`${r.rule}\``).join(' | ')} | sandbox |`, `|---|${c.rows.map(() => '---').join('|')}|---|`);
  c.sandbox.forEach((s, i) => out.push(`| \`${s.agent}\` | ${c.rows.map((r) => SHORT[r.cells[i]!.plane]).join(' | ')} | ${s.via} |`));
  out.push('', '## Why each cell holds', '');
  for (const r of c.rows) {
    out.push(`### \`${r.rule}\` (${r.intent}, ${r.decision})`, '');
    for (const cell of r.cells) out.push(`- \`${cell.agent}\` ${cell.plane}: ${cell.reason.replace(/\|/g, '\\|')}${cell.evidence ? ` (evidence: ${cell.evidence.replace(/\|/g, '\\|')})` : ''}`);
    out.push('');
  }
  out.push('## Sandbox reach', '', ...c.sandbox.map((s) => `- \`${s.agent}\` ${s.via}: ${s.note}`), '');
  return out.join('\n');
}

export function runCoverage(spec: string, known: readonly Target[], o: CoverageOptions): number {
  const c = coverageOf(spec, known, o.agents);
  if (o.check !== undefined) {
    const want = coverageMarkdown(c);
    const have = existsSync(o.check) ? readFileSync(o.check, 'utf8') : undefined;
    const same = have !== undefined && have.endsWith(want);
    process.stdout.write(same ? `coverage: ${o.check} up to date\n` : `coverage: ${o.check} differs from \`seamc coverage ${spec} --format md\`\n`);
    return same ? EXIT.ok : EXIT.drift;
  }
  if (o.format === 'json') process.stdout.write(JSON.stringify(c, null, 2) + '\n');
  else if (o.format === 'html') process.stdout.write(coverageHtml(c.spec, c.rows, c.sandbox));
  else if (o.format === 'md') process.stdout.write(coverageMarkdown(c));
  else process.stdout.write(textReport(c));
  return EXIT.ok;
}
