/**
 * `seamc init`: detect the agents a repository configures, import what is there into seam.yaml, tell what could not
 * be imported and why, and offer a pre-commit hook and a CI check (flags; prompts on a TTY).
 */
import { existsSync, readFileSync, readSync, statSync } from 'node:fs';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Importer } from '../backend/types-import.js';
import type { Target } from '../compile.js';
import { UserError } from '../diagnostics/diagnostic.js';
import type { Change } from '../install/apply.js';
import { applyChanges } from '../install/apply.js';
import { WORKFLOW, preCommitPlan, workflowText } from '../install/git-hooks.js';
import { renderSpec, runImporters, skippedText } from '../install/import.js';
import { specText } from '../install/reimport.js';
import { readLedger } from '../install/ledger.js';
import { RepoReader, resolveInRepo } from '../install/paths.js';
import { UserView } from '../install/user-view.js';
import { packageRoot } from '../util/package-root.js';
import { asDiagnostic } from '../install/run.js';
import { EXIT } from './exit.js';
import { diagnosticsText, wantsColor } from './report.js';
import { WAIVER_INTRO, initWaivers } from './init-waivers.js';

export interface InitOptions {
  readonly repo?: string;
  readonly force?: boolean;
  /** undefined: ask on a TTY, otherwise no */
  readonly preCommit?: boolean;
  readonly ci?: boolean;
  readonly yes?: boolean;
  readonly dryRun?: boolean;
}

function version(): string {
  return (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The schema for the modeline: a path relative to the repository, so the editor finds it where seamc is installed
 * (the repository's node_modules/seamc, else the package or clone this seamc runs from). Never a registry URL: the
 * package is not published (README, "Install").
 */
export function schemaRef(repo: string): string {
  const local = join(repo, 'node_modules', 'seamc', 'compiler', 'spec', 'seam.schema.json');
  const target = existsSync(local) ? local : join(packageRoot(), 'compiler', 'spec', 'seam.schema.json');
  const rel = relative(resolve(repo), target).split('\\').join('/');
  return isAbsolute(rel) ? target : rel;
}

export function projectName(repo: string): string {
  const n = basename(resolve(repo)).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^[^a-z]+|-+$/g, '');
  return n === '' ? 'project' : n.slice(0, 64).replace(/-+$/, '');
}

function ask(question: string): boolean {
  process.stdout.write(`${question} [y/N] `);
  const buf = Buffer.alloc(256);
  let answer = '';
  try {
    for (;;) {
      const n = readSync(0, buf, 0, buf.length, null);
      if (n <= 0) break;
      answer += buf.subarray(0, n).toString('utf8');
      if (answer.includes('\n')) break;
    }
  } catch {
    return false;
  }
  return /^\s*y(es)?\s*$/i.test(answer.split('\n')[0] ?? '');
}

function decide(flag: boolean | undefined, yes: boolean | undefined, question: string): boolean {
  if (flag !== undefined) return flag;
  if (yes) return true;
  return Boolean(process.stdin.isTTY && process.stdout.isTTY) && ask(question);
}

function change(repo: string, path: string, text: string, mode: number): Change {
  const abs = resolveInRepo(repo, path);
  const before = existsSync(abs) ? { text: readFileSync(abs, 'utf8'), mode: statSync(abs).mode & 0o777 } : undefined;
  return { path, abs, ...(before ? { before } : {}), after: { text, mode } };
}

class InitError extends Error {}

/** The seam.yaml `--force` imports into, parsed (its keys are kept: reimport.ts); exit 2 when it is not a YAML mapping. */
function oldSpec(path: string): Record<string, unknown> | undefined {
  if (!existsSync(path)) return undefined;
  let v: unknown;
  try {
    v = parseYaml(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new InitError(`${path} is not valid YAML (${e instanceof Error ? e.message.split('\n')[0] : String(e)}); fix it, or delete it to import from scratch`);
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new InitError(`${path} is not a YAML mapping; fix it, or delete it to import from scratch`);
  return v as Record<string, unknown>;
}

export function runInit(importers: readonly Importer[], known: readonly Target[], opts: InitOptions): number {
  const repo = resolve(opts.repo ?? '.');
  const specPath = join(repo, 'seam.yaml');
  const out: string[] = [];
  try {
    if (existsSync(specPath) && !opts.force) {
      process.stderr.write(`seamc init: ${specPath} exists; pass --force to import into it again (what it holds is kept; the import adds what it lacks)\n`);
      return EXIT.invalid;
    }
    const old = opts.force ? oldSpec(specPath) : undefined;
    const view = new UserView(repo, readLedger(repo), { originals: true });
    const imported = runImporters(importers, view, known.map((t) => t.id));
    const { waivers: oldWaivers, ...base } = old ?? {};
    const seen = [...new Set(view.seen)];
    const spec = renderSpec(imported, projectName(repo), schemaRef(repo), seen, old ? base : undefined);
    const changes: Change[] = [...spec.files].map(([p, t]) => change(repo, p, t, 0o644));
    const reader = new RepoReader(repo);
    for (const c of spec.copies)
      for (const file of reader.walk(c.from)) {
        const rel = file.slice(c.from.length + 1);
        changes.push(change(repo, `${c.to}/${rel}`, readFileSync(resolveInRepo(repo, file), 'utf8'), reader.mode(file)));
      }
    const p = imported.parts;
    const agents = Array.isArray(spec.spec.agents) ? (spec.spec.agents as string[]) : [];
    out.push(
      `seamc init: ${imported.agents.length > 0 ? `found ${imported.agents.join(', ')}` : 'found no agent configuration'}${old ? ' (importing into the existing seam.yaml: what it holds is kept)' : ''}`,
      `  imported ${p.instructions.length} instruction(s), ${Object.values(p.permissions).reduce((n, l) => n + (l?.length ?? 0), 0)} permission(s), ${Object.keys(p.mcp).length} MCP server(s), ${p.commands.length} command(s), ${p.agents.length} subagent(s), ${p.skills.length} skill(s)`,
      `  read: ${seen.join(', ') || '(nothing)'}`,
    );
    if (agents.length === 0) out.push('  no agent detected: `agents` is left out; name the agents you use there (`seamc matrix` lists them) before `seamc install`');
    if (decide(opts.preCommit, opts.yes, 'Add a pre-commit hook that regenerates and stages the agent configs?')) {
      const hook = preCommitPlan(repo, 'seam.yaml');
      if (hook.file) changes.push(change(repo, hook.file.path, hook.file.text, hook.file.mode));
      out.push(`  ${hook.message}`);
    }
    if (decide(opts.ci, opts.yes, `Add a CI workflow (${WORKFLOW}) running \`seamc check\`?`)) {
      if (existsSync(join(repo, WORKFLOW))) out.push(`  ${WORKFLOW} exists; left alone`);
      else {
        changes.push(change(repo, WORKFLOW, workflowText('seam.yaml', version(), existsSync(join(repo, 'package.json'))), 0o644));
        out.push(`  CI: ${WORKFLOW}`);
      }
    }
    if (!opts.dryRun) applyChanges(changes);
    out.push(...changes.map((c) => `  ${opts.dryRun ? 'would write' : 'wrote'} ${c.path}`));
    if (opts.dryRun) out.push("  (dry run: the waivers for this spec's losses are computed when seam.yaml is written)");
    else if (agents.length > 0 || Array.isArray(oldWaivers)) out.push(...waiverStep(repo, specPath, known, spec, Array.isArray(oldWaivers) ? oldWaivers : []));
    else out.push('next: name your agents under `agents:` in seam.yaml, then `seamc install` (its report lists what to review or waive)');
    process.stdout.write(out.join('\n') + '\n' + skippedText(imported.skipped));
    return EXIT.ok;
  } catch (e) {
    if (e instanceof InitError) process.stderr.write(`seamc init: ${e.message}\n`);
    else process.stderr.write(diagnosticsText(e instanceof UserError ? e.diagnostics : [asDiagnostic(e, repo)], { color: wantsColor(process.stderr) }));
    return EXIT.invalid;
  }
}

/** Build what was just written; add a waiver per loss (second write of seam.yaml); say what install will need. */
function waiverStep(repo: string, specPath: string, known: readonly Target[], spec: { spec: Record<string, unknown>; head: string }, oldWaivers: readonly unknown[]): string[] {
  let w: ReturnType<typeof initWaivers>;
  try {
    w = initWaivers(specPath, known, oldWaivers);
  } catch (e) {
    if (!(e instanceof UserError)) throw e;
    const d = e.diagnostics[0]!;
    return [`  seam.yaml does not build yet (${d.code} ${d.message}); \`seamc build\` shows every problem`, 'next: fix seam.yaml, then `seamc install`'];
  }
  const lines: string[] = [];
  if (w.waivers.length > 0) {
    const text = specText({ ...spec.spec, waivers: w.waivers }, spec.head, w.notes, w.todo > 0 ? WAIVER_INTRO : undefined);
    applyChanges([change(repo, 'seam.yaml', text, 0o644)]);
  }
  if (w.stubs > 0) lines.push(`  wrote ${w.stubs} waiver(s) marked TODO(review) for the losses this spec has on its agents; the comment above each says what is lost`);
  if (w.kept > 0) lines.push(`  kept ${w.kept} waiver(s) of the replaced seam.yaml that still match`);
  for (const d of w.dropped) lines.push(`  dropped a waiver that matches nothing any more: ${d}`);
  lines.push(`next: review seam.yaml${w.todo > 0 ? ` (${w.todo} TODO(review) waivers)` : ''}, then \`seamc install\` (and \`seamc check --repo .\` in CI)`);
  return lines;
}
