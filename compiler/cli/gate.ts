/**
 * `seamc gate [spec] --staged | --range A..B`: the commit plane. The spec's file rules (path, content) judged over the
 * staged files or a range of commits with the hook runtime's own matchers; blocking findings exit 1 with file:line,
 * as text, JSON or SARIF. Wired by `seamc init --pre-commit` and by the Action (`gate: true`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Target } from '../compile.js';
import { UserError } from '../diagnostics/diagnostic.js';
import { changedFiles, repoTop, type DiffSource } from '../gate/diff.js';
import { gateApplies, judge, type Finding } from '../gate/judge.js';
import { lower } from '../model/lower.js';
import { loadSpec } from '../spec/load.js';
import { packageRoot } from '../util/package-root.js';
import { EXIT } from './exit.js';

export interface GateOptions {
  readonly staged?: boolean;
  readonly range?: string;
  readonly format: 'text' | 'json' | 'sarif';
}

function usage(message: string, hint: string): never {
  throw new UserError([{ code: 'SC1030', severity: 'error', message, hint }]);
}

function where(f: Finding): string {
  return f.line !== undefined ? `${f.path}:${f.line}:${f.col ?? 1}` : f.path;
}

function text(found: readonly Finding[], files: number, label: string, rules: number): string {
  const blocking = found.filter((f) => f.blocking);
  const head = `seamc gate: ${files} file(s) ${label}, ${rules} file rule(s): ${found.length === 0 ? 'no findings' : `${found.length} finding(s)`}${blocking.length > 0 ? ' — blocked' : ''}`;
  const lines = found.map((f) => `${where(f)}  ${f.decision}  ${f.rule}: ${f.message}${f.status === 'deleted' ? ' (deleted)' : ''}`);
  const tail = blocking.length > 0 ? ['fix the files, or change the rule in the spec; `git commit --no-verify` skips the gate (and the record of it)'] : [];
  return [head, ...lines, ...tail].join('\n') + '\n';
}

function version(): string {
  return (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}

function sarif(found: readonly Finding[]): string {
  const ids = [...new Set(found.map((f) => f.rule))].sort();
  const results = found.map((f) => ({
    ruleId: f.rule,
    level: f.blocking ? 'error' : 'warning',
    message: { text: `${f.decision}: ${f.message}` },
    locations: [{ physicalLocation: { artifactLocation: { uri: f.path }, ...(f.line !== undefined ? { region: { startLine: f.line, startColumn: f.col ?? 1 } } : {}) } }],
  }));
  const rules = ids.map((id) => ({ id, name: id, shortDescription: { text: `seam rule ${id}` } }));
  return JSON.stringify({ $schema: 'https://json.schemastore.org/sarif-2.1.0.json', version: '2.1.0', runs: [{ tool: { driver: { name: 'seamc gate', version: version(), rules } }, results }] }, null, 2) + '\n';
}

export function runGate(spec: string, known: readonly Target[], o: GateOptions): number {
  if (Boolean(o.staged) === (o.range !== undefined)) usage('seamc gate needs exactly one of --staged and --range A..B', '`--staged` in a pre-commit hook, `--range origin/main..HEAD` in CI');
  const loaded = loadSpec(spec, { knownAgents: known.map((t) => t.id) });
  const model = lower(loaded, []);
  const top = repoTop(loaded.repoRoot);
  if ('error' in top) usage(`seamc gate: ${top.error}`, 'run it inside the git repository that holds the spec');
  const src: DiffSource = o.staged ? { staged: true } : { range: o.range as string };
  const diff = changedFiles(top.top, src);
  if ('error' in diff) usage(`seamc gate: ${diff.error}`, 'check the range (both commits must exist here; fetch with enough depth in CI)');
  const found = judge(model, diff.files, top.top);
  const exit = found.some((f) => f.blocking) ? EXIT.lossy : EXIT.ok;
  const label = o.staged ? 'staged' : `in ${o.range}`;
  if (o.format === 'json')
    process.stdout.write(JSON.stringify({ spec: loaded.file, source: o.staged ? 'staged' : o.range, files: diff.files.length, rules: model.rules.filter(gateApplies).map((r) => r.id), findings: found, exit }, null, 2) + '\n');
  else if (o.format === 'sarif') process.stdout.write(sarif(found));
  else (exit === EXIT.ok ? process.stdout : process.stderr).write(text(found, diff.files.length, label, model.rules.filter(gateApplies).length));
  return exit;
}
