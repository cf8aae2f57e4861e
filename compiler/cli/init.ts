/**
 * `seamc init`: detect the agents a repository configures, import what is there into seam.yaml, tell what could not
 * be imported and why, and offer a pre-commit hook and a CI check (flags; prompts on a TTY).
 */
import { existsSync, readFileSync, readSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import type { Importer } from '../backend/types-import.js';
import type { Change } from '../install/apply.js';
import { applyChanges } from '../install/apply.js';
import { WORKFLOW, preCommitPlan, workflowText } from '../install/git-hooks.js';
import { renderSpec, runImporters, skippedText } from '../install/import.js';
import { readLedger } from '../install/ledger.js';
import { RepoReader, resolveInRepo } from '../install/paths.js';
import { UserView } from '../install/user-view.js';
import { packageRoot } from '../util/package-root.js';
import { asDiagnostic } from '../install/run.js';
import { EXIT } from './exit.js';
import { diagnosticsText, wantsColor } from './report.js';

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

/** The schema for the modeline: the installed package's copy when it sits in the repository, else the published one. */
export function schemaRef(repo: string): string {
  const local = join(repo, 'node_modules', 'seamc', 'compiler', 'spec', 'seam.schema.json');
  if (existsSync(local)) return relative(repo, local).split('\\').join('/');
  return `https://unpkg.com/seamc@${version()}/compiler/spec/seam.schema.json`;
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

export function runInit(importers: readonly Importer[], knownAgents: readonly string[], opts: InitOptions): number {
  const repo = resolve(opts.repo ?? '.');
  const out: string[] = [];
  try {
    if (existsSync(join(repo, 'seam.yaml')) && !opts.force) {
      process.stderr.write(`seamc init: ${join(repo, 'seam.yaml')} exists; pass --force to replace it\n`);
      return EXIT.invalid;
    }
    const view = new UserView(repo, readLedger(repo));
    const imported = runImporters(importers, view, knownAgents);
    const spec = renderSpec(imported, projectName(repo), schemaRef(repo), [...new Set(view.seen)]);
    const changes: Change[] = [...spec.files].map(([p, t]) => change(repo, p, t, 0o644));
    const reader = new RepoReader(repo);
    for (const c of spec.copies)
      for (const file of reader.walk(c.from)) {
        const rel = file.slice(c.from.length + 1);
        changes.push(change(repo, `${c.to}/${rel}`, readFileSync(resolveInRepo(repo, file), 'utf8'), reader.mode(file)));
      }
    const p = imported.parts;
    out.push(
      `seamc init: ${imported.agents.length > 0 ? `found ${imported.agents.join(', ')}` : 'found no agent configuration'}`,
      `  imported ${p.instructions.length} instruction(s), ${Object.values(p.permissions).reduce((n, l) => n + (l?.length ?? 0), 0)} permission(s), ${Object.keys(p.mcp).length} MCP server(s), ${p.commands.length} command(s), ${p.agents.length} subagent(s), ${p.skills.length} skill(s)`,
      `  read: ${[...new Set(view.seen)].join(', ') || '(nothing)'}`,
    );
    if (imported.agents.length === 0) out.push('  no agent detected: `agents` is left out, so every agent seamc builds is targeted; list yours in seam.yaml');
    if (decide(opts.preCommit, opts.yes, 'Add a pre-commit hook that regenerates and stages the agent configs?')) {
      const hook = preCommitPlan(repo, 'seam.yaml');
      if (hook.file) changes.push(change(repo, hook.file.path, hook.file.text, hook.file.mode));
      out.push(`  ${hook.message}`);
    }
    if (decide(opts.ci, opts.yes, `Add a CI workflow (${WORKFLOW}) running \`seamc check\`?`)) {
      if (existsSync(join(repo, WORKFLOW))) out.push(`  ${WORKFLOW} exists; left alone`);
      else {
        changes.push(change(repo, WORKFLOW, workflowText('seam.yaml', version()), 0o644));
        out.push(`  CI: ${WORKFLOW}`);
      }
    }
    if (!opts.dryRun) applyChanges(changes);
    out.push(...changes.map((c) => `  ${opts.dryRun ? 'would write' : 'wrote'} ${c.path}`));
    out.push('next: review seam.yaml, then `seamc install` (and `seamc check --repo .` in CI)');
    process.stdout.write(out.join('\n') + '\n' + skippedText(imported.skipped));
    return EXIT.ok;
  } catch (e) {
    process.stderr.write(diagnosticsText([asDiagnostic(e, repo)], { color: wantsColor(process.stderr) }));
    return EXIT.invalid;
  }
}
