/** Human and JSON renderings of a build report. */
import { readFileSync } from 'node:fs';
import type { BuildReport, LossReport } from '../compile.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { diagnosticToJson, renderDiagnostic } from '../diagnostics/render.js';

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

export function summaryText(report: BuildReport, out: string, style: Style): string {
  const red = paint(style.color, '31');
  const green = paint(style.color, '32');
  const dim = paint(style.color, '2');
  const rows = report.agents.map((agent) => {
    const files = report.files.filter((f) => f.agents.includes(agent)).length;
    const mine = report.losses.filter((l) => l.agent === agent);
    const open = mine.filter((l) => l.waived === undefined).length;
    return [agent, String(files), String(open), String(mine.length - open), open > 0 ? 'lossy' : 'ok'];
  });
  const head = ['agent', 'files', 'unwaived', 'waived', 'status'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (r: string[]) => r.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
  const lines = [`seamc: ${report.spec} -> ${out} (${report.agents.length} agents, ${report.files.length} files)`, dim(fmt(head))];
  for (const r of rows) lines.push(r[4] === 'ok' ? fmt(r) : red(fmt(r)));
  const open = unwaived(report);
  if (open.length > 0) {
    lines.push('', red(`${open.length} unrepresentable item(s) not waived (exit 1):`));
    for (const l of open) lines.push('  ' + lossLine(l, report.spec));
    lines.push(dim('  accept a reviewed loss with a waiver: { agent, at: <pointer>, reason }, or `seamc explain <code>`'));
  } else lines.push(green('no unwaived losses'));
  const waived = report.losses.filter((l) => l.waived !== undefined);
  if (waived.length > 0) {
    lines.push('', dim(`${waived.length} loss(es) waived, each with the waiver's reason:`));
    for (const l of waived) lines.push('  ' + lossLine(l, report.spec), dim(`      waived: ${l.waived}`));
  }
  if (report.guard.wiring) lines.push(dim("guard: the hooks refuse agents' writes to seamc's own wiring (hook configs, .seam/); `guard: {wiring: false}` turns it off"));
  else if (report.guard.optedOut) lines.push(red('guard: off (guard.wiring: false): an agent can edit or delete the hooks that guard it'));
  return lines.join('\n') + '\n';
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
  }));
  return (
    JSON.stringify(
      { spec: report.spec, out, exit, agents: report.agents, artifacts, unrepresentable, guard: { wiring: report.guard.wiring, optedOut: report.guard.optedOut === true }, diagnostics: diagnostics.map(diagnosticToJson), ...(drift ? { drift } : {}) },
      null,
      2,
    ) + '\n'
  );
}
