/** `seamc matrix`: agent × section × capability, each cell with its evidence basis and date, or its reason. */
import type { Target } from '../compile.js';
import type { Basis, Evidence, Section } from '../contract/index.js';
import { BASES, CANONICAL_EVENTS, SECTIONS } from '../contract/index.js';
import type { VendorFacts } from '../backend/types.js';
import type { LiveEvidence } from '../evidence/live.js';
import { loadLiveEvidence, overlayLiveEvidence } from '../evidence/live.js';
import { EXIT } from './exit.js';
import { parseAgentList, selectTargets } from './pipeline.js';

export interface SectionCell {
  readonly status: 'emitted' | 'none' | 'unadapted';
  /** why not emitted */
  readonly reason?: string;
  /** the weakest basis among the section's recorded facts, and the latest date */
  readonly basis?: Basis;
  readonly date?: string;
  readonly facts: number;
}

export interface MatrixRow {
  readonly agent: string;
  readonly displayName: string;
  readonly sections: Readonly<Record<Section, SectionCell>>;
  /** per canonical event: grade + basis + date + wire names; null = no such event; absent map = no hook surface */
  readonly events?: Readonly<Record<string, { grade: string; basis: Basis; date: string; source: string; wire: readonly string[] } | null>>;
}

function sectionCell(facts: VendorFacts, s: Section): SectionCell {
  const support = facts.sections[s];
  const ev: Evidence[] = Object.entries(facts.evidence).filter(([k]) => k.startsWith(`${s}.`)).map(([, e]) => e);
  if (s === 'hooks' && facts.hooks) ev.push(...Object.values(facts.hooks.events).map((c) => c!.evidence));
  if (support.status !== 'emitted') return { status: support.status, reason: support.reason, facts: ev.length };
  if (ev.length === 0) return { status: 'emitted', facts: 0 };
  const basis = ev.map((e) => e.basis).sort((a, b) => BASES.indexOf(b) - BASES.indexOf(a))[0]!;
  const date = ev.map((e) => e.date).sort().at(-1)!;
  return { status: 'emitted', basis, date, facts: ev.length };
}

/** Rows for `targets`; with live evidence, hook events a live scenario proved become `live-run` (compiler/evidence). */
export function matrixRows(targets: readonly Target[], live?: LiveEvidence): MatrixRow[] {
  return targets.flatMap((t) => {
    if (!t.backend) return [];
    const f = overlayLiveEvidence(t.backend.facts, live);
    const sections = Object.fromEntries(SECTIONS.map((s) => [s, sectionCell(f, s)])) as Record<Section, SectionCell>;
    const events = f.hooks
      ? Object.fromEntries(CANONICAL_EVENTS.map((e) => {
          const c = f.hooks!.events[e];
          return [e, c ? { grade: c.grade, basis: c.evidence.basis, date: c.evidence.date, source: c.evidence.source, wire: c.wire } : null];
        }))
      : undefined;
    return [{ agent: t.id, displayName: t.displayName, sections, ...(events ? { events } : {}) }];
  });
}

function cellText(c: SectionCell): string {
  if (c.status !== 'emitted') return c.status;
  return c.basis ? `emitted · ${c.basis} ${c.date}` : 'emitted · no evidence recorded';
}

function eventText(c: { grade: string; basis: Basis; date: string; source: string } | null): string {
  if (!c) return '–';
  const client = c.basis === 'live-run' && c.source.startsWith('live: ') ? `, ${c.source.slice(6).split(' ')[0]}` : '';
  return `${c.grade} (${c.basis} ${c.date}${client})`;
}

export function matrixMarkdown(rows: readonly MatrixRow[]): string {
  const out = ['| agent | ' + SECTIONS.join(' | ') + ' |', '|---|' + SECTIONS.map(() => '---').join('|') + '|'];
  for (const r of rows) out.push(`| \`${r.agent}\` | ${SECTIONS.map((s) => cellText(r.sections[s])).join(' | ')} |`);
  const hookRows = rows.filter((r) => r.events);
  if (hookRows.length > 0) {
    out.push('', '| agent | ' + CANONICAL_EVENTS.join(' | ') + ' |', '|---|' + CANONICAL_EVENTS.map(() => '---').join('|') + '|');
    for (const r of hookRows)
      out.push(`| \`${r.agent}\` | ${CANONICAL_EVENTS.map((e) => eventText(r.events![e] ?? null)).join(' | ')} |`);
  }
  const gaps = rows.flatMap((r) => SECTIONS.filter((s) => r.sections[s].status !== 'emitted').map((s) => `- \`${r.agent}\` ${s} (${r.sections[s].status}): ${r.sections[s].reason}`));
  if (gaps.length > 0) out.push('', 'Sections not emitted, with their reasons (`none`: the agent has no such surface; `unadapted`: seamc has not built it):', '', ...gaps);
  return out.join('\n') + '\n';
}

export function runMatrix(known: readonly Target[], o: { agents?: string; format: 'md' | 'json' }): number {
  const rows = matrixRows(selectTargets(known, parseAgentList(o.agents) ?? 'all', '--agents'), loadLiveEvidence());
  process.stdout.write(o.format === 'json' ? JSON.stringify(rows, null, 2) + '\n' : matrixMarkdown(rows));
  return EXIT.ok;
}
