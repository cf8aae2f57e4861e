/**
 * Adoption (docs/decisions/adoption.md): a hand-written file whose text `seamc init` moved into the spec is taken
 * over on install instead of kept beside seamc's copy, so no agent reads the same text twice. The importers that
 * init ran find it again: each imported instruction whose text and scope equal a spec instruction names its file.
 * Produced by this build → adopted (its hand text replaced by seamc's part); not produced but read by an agent
 * this build targets → retired (deleted). Either way the original bytes go into the ledger and `uninstall` puts
 * them back. Also here: the importers' respelled-twin test for JSON entries.
 */
import type { Importer, RepoView } from '../backend/types-import.js';
import type { Instruction } from '../model/types.js';

export interface Adoption {
  readonly path: string;
  /** the spec instruction that holds its text now */
  readonly id: string;
  /** agents that read the file (its importer's) */
  readonly agents: readonly string[];
}

/** What install needs to know beyond the build: vendor knowledge, lent by the composition root. */
export interface InstallKnowledge {
  readonly importers: readonly Importer[];
  readonly instructions: readonly Instruction[];
  /** agent ids this build targets */
  readonly agents: readonly string[];
}

const norm = (s: string): string => s.replace(/\r\n/g, '\n').trim();
const sameScope = (a: readonly string[], b: readonly string[] | undefined): boolean =>
  a.length === (b?.length ?? 0) && a.every((g) => b!.includes(g));

/** Every hand-written file (seamc's own parts already cut by the view) whose whole imported text is a spec instruction. */
export function findAdoptions(k: InstallKnowledge, view: RepoView): Adoption[] {
  const out: Adoption[] = [];
  for (const imp of k.importers) {
    const r = imp.run(view);
    for (const i of r.parts.instructions ?? []) {
      const spec = k.instructions.find((s) => norm(s.body) === norm(i.text) && sameScope(s.paths, i.paths));
      if (spec && !out.some((a) => a.path === i.from)) out.push({ path: i.from, id: spec.id, agents: r.agents });
    }
  }
  return out;
}

export type Twin = (at: string, a: unknown, b: unknown) => boolean;

/** Two entries of `path` that an importer reads as the same spec entry (`Read(src/**)` and `Read(/src/**)`). */
export function twinTest(k: InstallKnowledge | undefined, path: string): Twin | undefined {
  const mine = k?.importers.filter((i) => i.same !== undefined) ?? [];
  if (mine.length === 0) return undefined;
  return (at, a, b) => mine.some((i) => i.same!(path, at, a, b) === true);
}
