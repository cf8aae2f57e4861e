/** Spec file → loaded spec → model → build report. Shared by build, check and the golden generator. */
import { relative, sep } from 'node:path';
import type { BuildReport, Target } from '../compile.js';
import { compile } from '../compile.js';
import { UserError } from '../diagnostics/diagnostic.js';
import { lower } from '../model/lower.js';
import type { Model } from '../model/types.js';
import type { LoadedSpec } from '../spec/load.js';
import { loadSpec } from '../spec/load.js';
import { nearest } from '../spec/suggest.js';

export interface Prepared {
  readonly loaded: LoadedSpec;
  readonly model: Model;
  readonly report: BuildReport;
}

/** Resolve the target list: --agents beats the spec; `all` = every known agent; absent = every agent with at least one emitted section. */
export function selectTargets(known: readonly Target[], requested: readonly string[] | 'all' | undefined, origin: string): Target[] {
  if (requested === undefined) return known.filter((t) => t.backend && Object.values(t.backend.facts.sections).some((s) => s.status === 'emitted'));
  if (requested === 'all' || requested.includes('all')) return [...known];
  const byId = new Map(known.map((t) => [t.id, t]));
  const bad = requested.filter((id) => !byId.has(id));
  if (bad.length > 0)
    throw new UserError(
      bad.map((id) => {
        const near = nearest(id, [...byId.keys()]);
        return {
          code: 'SC1030' as const,
          severity: 'error' as const,
          message: `${origin}: unknown agent "${id}"${near ? `; did you mean "${near}"?` : ''}`,
          hint: `known agents: ${[...byId.keys()].join(', ')}`,
        };
      }),
    );
  return [...new Set(requested)].map((id) => byId.get(id)!);
}

export function parseAgentList(list: string | undefined): string[] | undefined {
  if (list === undefined) return undefined;
  return list.split(',').map((s) => s.trim()).filter(Boolean);
}

/** Every file through which a targeted agent with a hook runtime loads or switches off its hooks (the wiring guard's globs). */
export function wiringOf(targets: readonly Target[]): string[] {
  const out: string[] = [];
  for (const t of targets) {
    const f = t.backend?.facts;
    if (!f?.hooks || f.sections.hooks.status !== 'emitted') continue;
    for (const g of [f.hooks.config, ...(f.hooks.wiring ?? [])]) if (!out.includes(g)) out.push(g);
  }
  return out;
}

export function prepare(specPath: string, known: readonly Target[], agentsFlag: string | undefined, options: { readonly policyTests?: boolean } = {}): Prepared {
  const loaded = loadSpec(specPath, { knownAgents: known.map((t) => t.id) });
  const targets = selectTargets(known, parseAgentList(agentsFlag) ?? loaded.spec.agents, agentsFlag !== undefined ? '--agents' : 'agents');
  const model = lower(loaded, targets.map((t) => t.id), { wiring: wiringOf(targets) });
  const spec = relative(loaded.repoRoot, specPath.startsWith(sep) ? specPath : `${process.cwd()}${sep}${specPath}`).split(sep).join('/');
  const report = compile({ model, targets, spec, locate: (p) => loaded.locate(p), root: loaded.repoRoot, ...(options.policyTests === false ? { policyTests: false } : {}) });
  return { loaded, model, report };
}
