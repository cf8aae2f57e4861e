/**
 * The waivers `seamc init` writes (docs/decisions/adoption.md, "The path init suggests"): the spec it just wrote is
 * built in memory for the agents it found; every loss gets a stub `{agent, at, code, reason: TODO(review): ...}`
 * with the vendor's exact reason as a comment above it, so `seamc install` right after init exits 0 and each
 * accepted loss is in front of the reviewer. Waivers of a replaced seam.yaml that still match are kept first.
 */
import type { Target } from '../compile.js';
import { CODES, isDiagnosticCode } from '../diagnostics/codes.js';
import type { Waiver } from '../model/types.js';
import { waiverMatches } from '../waivers.js';
import { prepare } from './pipeline.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface InitWaivers {
  readonly waivers: readonly Obj[];
  /** a comment per waiver (the loss it accepts), undefined for kept ones */
  readonly notes: readonly (string | undefined)[];
  readonly stubs: number;
  readonly kept: number;
  /** waivers (kept or new) whose reason still starts with TODO(review) */
  readonly todo: number;
  /** old waivers that match nothing any more */
  readonly dropped: readonly string[];
}

export const TODO = 'TODO(review):';

export const WAIVER_INTRO = [
  ' Written by `seamc init`: one waiver per loss this spec has on the agents it found, so that `seamc install`',
  ' runs. Each loss is real (the comment above it says what is lost; `seamc explain <code>` says more): replace',
  ' TODO(review) with why it is acceptable here, or change the spec, or drop the agent from `agents:`.',
].join('\n');

function asWaiver(w: Obj, n: number, rules: readonly { id: string }[]): Waiver | undefined {
  if (typeof w.reason !== 'string') return undefined;
  const r = typeof w.rule === 'string' ? rules.findIndex((x) => x.id === w.rule) : -1;
  return {
    at: `/waivers/${n}`,
    reason: w.reason,
    ...(typeof w.agent === 'string' ? { agent: w.agent } : {}),
    ...(typeof w.at === 'string' ? { target: w.at } : {}),
    ...(typeof w.code === 'string' ? { code: w.code } : {}),
    ...(typeof w.rule === 'string' ? { rule: { id: w.rule, at: `/rules/${r}` } } : {}),
  };
}

/** `specPath`: the spec as written, without waivers; `old`: the waivers of the seam.yaml it replaces. */
export function initWaivers(specPath: string, known: readonly Target[], old: readonly unknown[]): InitWaivers {
  const { report, loaded } = prepare(specPath, known, undefined);
  const rules = loaded.spec.rules ?? [];
  const losses = report.losses;
  const kept: Obj[] = [];
  const keptW: Waiver[] = [];
  const dropped: string[] = [];
  old.forEach((raw, n) => {
    const w = isObj(raw) ? asWaiver(raw, n, rules) : undefined;
    if (w && losses.some((l) => waiverMatches(w, l))) {
      kept.push(raw as Obj);
      keptW.push(w);
    } else dropped.push(isObj(raw) ? JSON.stringify(raw) : String(raw));
  });
  const stubs: Obj[] = [];
  const note = (l: (typeof losses)[number]): string => ` ${l.agent} ${l.code}: ${l.reason.replace(/\s*\n\s*/g, ' ')}`;
  const notes: (string | undefined)[] = kept.map((raw, i) => {
    if (typeof raw.reason !== 'string' || !raw.reason.startsWith(TODO)) return undefined;
    const l = losses.find((x) => waiverMatches(keptW[i]!, x));
    return l ? note(l) : undefined;
  });
  const seen = new Set<string>();
  for (const l of losses) {
    if (keptW.some((w) => waiverMatches(w, l))) continue;
    const k = `${l.agent} ${l.at} ${l.code}`;
    if (seen.has(k)) continue;
    seen.add(k);
    const title = isDiagnosticCode(l.code) ? CODES[l.code].title : l.code;
    stubs.push({ agent: l.agent, at: l.at, code: l.code, reason: `${TODO} ${title} on ${l.agent}` });
    notes.push(note(l));
  }
  const todo = [...kept, ...stubs].filter((w) => typeof w.reason === 'string' && w.reason.startsWith(TODO)).length;
  return { waivers: [...kept, ...stubs], notes, stubs: stubs.length, kept: kept.length, todo, dropped };
}
