/** Human and JSON renderings of a build report. */
import { readFileSync } from 'node:fs';
import type { BuildReport, LossReport } from '../compile.js';
import type { PolicyTestSummary } from '../policy-tests.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { diagnosticToJson, renderDiagnostic } from '../diagnostics/render.js';
import { MAX_LISTED, WAIVER_HINT, listed, lossGroups, waivedLines } from './loss-summary.js';

export interface Style {
  readonly color: boolean;
}

const paint = (on: boolean, code: string) => (s: string) => (on ? `\u001b[${code}m${s}\u001b[0m` : s);

export function wantsColor(stream: NodeJS.WriteStream): boolean {
  return Boolean(stream.isTTY) && process.env.NO_COLOR === undefined && process.env.TERM !== 'dumb';
}

function lossLine(l: LossReport, spec: string): string {
  const where = l.pos ? `${l.pos.file}:${l.pos.line}:${l.pos.col}` : spec;
  return `${where}  ${l.code}  ${l.agent} (${l.section}) ${l.at}: ${l.reason}`;
}

export function unwaived(report: BuildReport): LossReport[] {
  return report.losses.filter((l) => l.waived === undefined);
}

export function summaryText(report: BuildReport, out: string, style: Style, maxListed = MAX_LISTED): string {
  const red = paint(style.color, '31');
  const green = paint(style.color, '32');
  const dim = paint(style.color, '2');
  const count = new Map(report.agents.map((a) => [a, { files: 0, open: 0, waived: 0 }]));
  for (const f of report.files) for (const a of f.agents) count.get(a)!.files++;
  for (const l of report.losses) {
    const c = count.get(l.agent);
    if (c) c[l.waived === undefined ? 'open' : 'waived']++;
  }
  const rows = report.agents.map((agent) => {
    const c = count.get(agent)!;
    return [agent, String(c.files), String(c.open), String(c.waived), c.open > 0 ? 'lossy' : 'ok'];
  });
  const head = ['agent', 'files', 'unwaived', 'waived', 'status'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (r: string[]) => r.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  const lines = [`seamc: ${report.spec} -> ${out} (${report.agents.length} agents, ${report.files.length} files)`, dim(fmt(head))];
  for (const r of rows) lines.push(r[4] === 'ok' ? fmt(r) : red(fmt(r)));
  const tests = report.policyTests ? testsLine(report.policyTests) : undefined;
  if (tests !== undefined) lines.push(report.policyTests!.failed > 0 ? red(tests) : tests);
  const open = unwaived(report);
  if (open.length > 0) {
    lines.push('', red(`${open.length} unrepresentable item(s) not waived (exit 1), by code and agent:`), ...lossGroups(open), '');
    const shown = listed(open, maxListed);
    for (const l of shown) lines.push('  ' + lossLine(l, report.spec));
    if (shown.length < open.length)
      lines.push(dim(`  ... ${open.length - shown.length} more not listed (those above are taken in turn from each code and agent): \`--max-losses 0\` lists every one, \`--format json\` gives them as data`));
    lines.push(dim(WAIVER_HINT));
  } else lines.push(green('no unwaived losses'));
  lines.push(...waivedLines(report).map(dim));
  for (const n of report.notes) lines.push(dim(`note: ${n.agent}: ${n.text}`));
  if (report.guard.wiring) lines.push(dim("guard: the hooks refuse agents' writes to seamc's own wiring (hook configs, .seam/); `guard: {wiring: false}` turns it off"));
  else if (report.guard.optedOut) lines.push(red('guard: off (guard.wiring: false): an agent can edit or delete the hooks that guard it'));
  return lines.join('\n') + '\n';
}

/** `policy tests: 9 passed on 2 agents`, or how many failed; undefined when the spec has no tests. */
export function testsLine(t: PolicyTestSummary): string | undefined {
  if (t.tests === 0) return undefined;
  const on = `${t.agents.length} agent${t.agents.length === 1 ? '' : 's'}`;
  if (t.agents.length === 0) return `policy tests: ${t.tests} not run (no targeted agent has a hook runtime)`;
  const na = t.na > 0 ? `, ${t.na} case${t.na === 1 ? '' : 's'} n/a` : '';
  const kept = t.cached ? " (kept from the last build: same seamc, cases and output; --no-cache reruns)" : '';
  if (t.failed === 0) return `policy tests: ${t.tests} passed on ${on}${na}${kept}`;
  return `policy tests: ${t.failedTests} of ${t.tests} failed on ${on} (${t.failed} failing case${t.failed === 1 ? '' : 's'}${na}; SC2002 below, \`seamc test\` for the table)${kept}`;
}

/** Renders diagnostics with code frames, reading each file a diagnostic points into (once). */
export function diagnosticsText(list: readonly Diagnostic[], style: Style): string {
  const sources = new Map<string, string | undefined>();
  const source = (file: string | undefined): string | undefined => {
    if (file === undefined) return undefined;
    if (!sources.has(file)) {
      try {
        sources.set(file, readFileSync(file, 'utf8'));
      } catch {
        sources.set(file, undefined);
      }
    }
    return sources.get(file);
  };
  return list.map((d) => renderDiagnostic(d, source(d.pos?.file), style)).join('\n') + '\n';
}

export function reportJson(report: BuildReport, out: string, exit: number, diagnostics: readonly Diagnostic[], drift?: readonly string[]): string {
  const artifacts = report.files.flatMap((f) =>
    (f.agents.length > 0 ? f.agents : ['seamc']).map((agent) => ({ agent, path: f.path, bytes: Buffer.byteLength(f.text), sha256: f.sha256 })),
  );
  const unrepresentable = report.losses.map((l) => ({
    agent: l.agent,
    section: l.section,
    code: l.code,
    at: l.at,
    file: l.pos?.file ?? report.spec,
    line: l.pos?.line ?? null,
    col: l.pos?.col ?? null,
    reason: l.reason,
    waived: l.waived ?? null,
    waiver: l.waiver ?? null,
  }));
  return (
    JSON.stringify(
      {
        spec: report.spec,
        out,
        exit,
        agents: report.agents,
        artifacts,
        unrepresentable,
        guard: { wiring: report.guard.wiring, optedOut: report.guard.optedOut === true },
        diagnostics: diagnostics.map(diagnosticToJson),
        ...(report.policyTests ? { policyTests: report.policyTests } : {}),
        ...(drift ? { drift } : {}),
      },
      null,
      2,
    ) + '\n'
  );
}
