/**
 * SARIF 2.1.0 for code-scanning upload: each loss (waived ones carry a suppression with the waiver's reason), each
 * diagnostic, and each drifted file (SC4013) becomes a result; rules are the catalogue entries used.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildReport } from '../compile.js';
import { CODES, isDiagnosticCode } from '../diagnostics/codes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { packageRoot } from '../util/package-root.js';

interface Result {
  ruleId: string;
  level: 'error' | 'warning' | 'note';
  message: { text: string };
  locations: { physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number; startColumn: number } } }[];
  suppressions?: { kind: 'external'; justification: string }[];
}

function location(file: string, line?: number | null, col?: number | null): Result['locations'] {
  const uri = file.split('\\').join('/').replace(/^\.\//, '');
  return [{ physicalLocation: { artifactLocation: { uri }, ...(line ? { region: { startLine: line, startColumn: col ?? 1 } } : {}) } }];
}

function driftPath(diff: string): string {
  const m = /^(?:mode (\S+):|--- (?:a\/(\S+)|\/dev\/null)\n\+\+\+ b\/(\S+))/.exec(diff);
  return m?.[1] ?? m?.[2] ?? m?.[3] ?? 'unknown';
}

function version(): string {
  try {
    return (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

export function reportSarif(report: BuildReport, _exit: number, diagnostics: readonly Diagnostic[], drift?: readonly string[]): string {
  const results: Result[] = [];
  for (const l of report.losses) {
    results.push({
      ruleId: l.code,
      level: l.waived === undefined ? 'error' : 'note',
      message: { text: `${l.agent} (${l.section}) ${l.at}: ${l.reason}` },
      locations: location(l.pos?.file ?? report.spec, l.pos?.line, l.pos?.col),
      ...(l.waived !== undefined ? { suppressions: [{ kind: 'external' as const, justification: l.waived }] } : {}),
    });
  }
  for (const d of diagnostics)
    results.push({
      ruleId: d.code,
      level: d.severity === 'error' ? 'error' : 'warning',
      message: { text: d.message + (d.hint ? ` (${d.hint})` : '') },
      locations: location(d.pos?.file ?? report.spec, d.pos?.line, d.pos?.col),
    });
  for (const diff of drift ?? [])
    results.push({
      ruleId: 'SC4013',
      level: 'error',
      message: { text: `${driftPath(diff)} differs from what seamc would write:\n${diff}` },
      locations: location(driftPath(diff)),
    });
  const used = [...new Set(results.map((r) => r.ruleId))].sort();
  const rules = used.map((id) => {
    const info = isDiagnosticCode(id) ? CODES[id] : undefined;
    return { id, name: id, shortDescription: { text: info?.title ?? id }, fullDescription: { text: info?.explain ?? id }, help: { text: `seamc explain ${id}` } };
  });
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{ tool: { driver: { name: 'seamc', version: version(), rules } }, results }],
  };
  return JSON.stringify(sarif, null, 2) + '\n';
}
