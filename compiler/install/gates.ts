/**
 * Activation gates that remain for a repository (`seamc install`): each gate of each built agent, met when its check
 * (a JSON file under the user's home that names the repository or a folder above it) says so, unknown when it has
 * no check. Vendor-free: the gates and their checks are the vendors' facts.
 */
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { ActivationGate } from '../backend/types.js';
import type { BuildReport, Target } from '../compile.js';

export interface GateState {
  readonly agent: string;
  readonly displayName: string;
  readonly gate: ActivationGate;
  /** true: met; false: the check says not met; undefined: seamc cannot tell from here */
  readonly met?: boolean;
}

/** The repository and every folder above it (a trusted parent trusts its children in these clients). */
function folders(repo: string): string[] {
  const out: string[] = [];
  for (let d = resolve(repo); ; d = dirname(d)) {
    out.push(d);
    if (dirname(d) === d) return out;
  }
}

function names(node: unknown, dirs: readonly string[], field?: string): boolean {
  if (Array.isArray(node)) return node.some((x) => typeof x === 'string' && dirs.includes(resolve(x)));
  if (node && typeof node === 'object')
    return Object.entries(node as Record<string, unknown>).some(([k, v]) => dirs.includes(resolve(k)) && (field === undefined || (v as Record<string, unknown> | null)?.[field] === true));
  return false;
}

export function checkGate(g: ActivationGate, repo: string, home: string = homedir()): boolean | undefined {
  if (!g.check) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(join(home, g.check.file.replace(/^~\//, '')), 'utf8'));
  } catch {
    return false;
  }
  const node = g.check.key === undefined ? json : (json as Record<string, unknown> | null)?.[g.check.key];
  return names(node, folders(repo), g.check.field);
}

/** Every gate of the agents built in `report`, with its state for `repo`. */
export function gateStates(report: BuildReport, targets: readonly Target[], repo: string, home?: string): GateState[] {
  return report.agents.flatMap((id) => {
    const t = targets.find((x) => x.id === id);
    const f = t?.backend?.facts;
    return (f?.gates ?? []).map((gate) => {
      const met = checkGate(gate, repo, home);
      return { agent: id, displayName: f!.displayName, gate, ...(met !== undefined ? { met } : {}) };
    });
  });
}

/** One note per gate that is not known to be met, saying how to clear it. */
export function gateNotes(states: readonly GateState[]): string[] {
  return states
    .filter((s) => s.met !== true)
    .map((s) => `gate ${s.agent}/${s.gate.id} ${s.met === false ? 'remains' : 'may remain (seamc cannot check it)'}: ${s.gate.holds}. To clear it: ${s.gate.clear}.`);
}
