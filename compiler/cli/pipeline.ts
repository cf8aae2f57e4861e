/** Spec file → loaded spec → model → build report. Shared by build, check and the golden generator. */
import { relative, sep } from 'node:path';
import type { BuildReport, Target } from '../compile.js';
import { compile } from '../compile.js';
import { UserError } from '../diagnostics/diagnostic.js';
import { lower } from '../model/lower.js';
import type { Model } from '../model/types.js';
import type { TestCache } from '../policy-tests.js';
import type { LoadedSpec } from '../spec/load.js';
import { loadSpec } from '../spec/load.js';
import { suggestId } from '../spec/suggest.js';

export interface Prepared {
  readonly loaded: LoadedSpec;
  readonly model: Model;
  readonly report: BuildReport;
  readonly targets: readonly Target[];
}

/** Agents with a backend and at least one emitted section: the default when neither --agents nor the spec names any. */
export function adaptedTargets(known: readonly Target[]): Target[] {
  return known.filter((t) => t.backend && Object.values(t.backend.facts.sections).some((s) => s.status === 'emitted'));
}

/** SC1030 for an id seamc does not know, with a did-you-mean by distance or by prefix (`foo` → `foo_bar`). */
export function unknownAgent(origin: string, id: string, known: readonly string[], keywords = ''): UserError {
  const near = suggestId(id, known);
  return new UserError([
    { code: 'SC1030', severity: 'error', message: `${origin}: unknown agent "${id}"${near ? `; did you mean "${near}"?` : ''}`, hint: `known agents: ${known.join(', ')}${keywords}` },
  ]);
}

/** The --agents help text, one for every command that takes the list. */
export const AGENTS_HELP = 'comma-separated agent ids, `spec` (the spec\'s own `agents`), `adapted` (every agent seamc builds a section for) or `all` (default: the spec\'s `agents`, else `adapted`)';

const KEYWORDS = '; or `spec` (the spec\'s own `agents`), `adapted` (every agent seamc has built a section for), `all`';

/**
 * Resolve the target list: --agents beats the spec. Words: an agent id, `spec` (the spec's own list), `adapted`
 * (every agent with at least one emitted section) and `all`; absent = the spec's list, else `adapted`.
 */
export function selectTargets(known: readonly Target[], requested: readonly string[] | 'all' | undefined, origin: string, specList?: readonly string[] | 'all'): Target[] {
  if (requested === undefined) return adaptedTargets(known);
  if (requested === 'all') return [...known];
  if (requested.length === 0)
    throw new UserError([{ code: 'SC1030', severity: 'error', message: `${origin}: no agents selected`, hint: `name agent ids separated by commas${KEYWORDS}` }]);
  const byId = new Map(known.map((t) => [t.id, t]));
  const bad = requested.filter((id) => !byId.has(id) && id !== 'all' && id !== 'adapted' && id !== 'spec');
  if (bad.length > 0) throw new UserError(bad.flatMap((id) => unknownAgent(origin, id, [...byId.keys()], KEYWORDS).diagnostics));
  const out: Target[] = [];
  const add = (ts: readonly Target[]) => ts.forEach((t) => !out.includes(t) && out.push(t));
  for (const id of requested) {
    if (id === 'all') add(known);
    else if (id === 'adapted') add(adaptedTargets(known));
    else if (id === 'spec') add(selectTargets(known, specList, 'agents'));
    else add([byId.get(id)!]);
  }
  return out;
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

export function prepare(specPath: string, known: readonly Target[], agentsFlag: string | undefined, options: { readonly policyTests?: boolean; readonly testCache?: TestCache } = {}): Prepared {
  const loaded = loadSpec(specPath, { knownAgents: known.map((t) => t.id) });
  const targets = selectTargets(known, parseAgentList(agentsFlag) ?? loaded.spec.agents, agentsFlag !== undefined ? '--agents' : 'agents', loaded.spec.agents);
  const specAgents = selectTargets(known, loaded.spec.agents, 'agents').map((t) => t.id);
  const model = lower(loaded, targets.map((t) => t.id), { wiring: wiringOf(targets) });
  const spec = relative(loaded.repoRoot, specPath.startsWith(sep) ? specPath : `${process.cwd()}${sep}${specPath}`).split(sep).join('/');
  const report = compile({ model, targets, spec, locate: (p) => loaded.locate(p), root: loaded.repoRoot, specAgents, ...(options.policyTests === false ? { policyTests: false } : {}), ...(options.testCache ? { testCache: options.testCache } : {}) });
  return { loaded, model, report, targets };
}
