/**
 * `seamc matrix`: agent × section and agent × hook event, every cell computed from its evidence records
 * (compiler/evidence/grade.ts), with a legend that defines every grade and basis (docs/evidence.md).
 */
import type { Target } from '../compile.js';
import type { Basis, Evidence, Section } from '../contract/index.js';
import { BASES, CANONICAL_EVENTS, SECTIONS } from '../contract/index.js';
import type { VendorFacts } from '../backend/types.js';
import { gradeFacts, liveProblem, type GradedRuleTable } from '../evidence/grade.js';
import type { LiveEvidence } from '../evidence/live.js';
import { recordedLive } from '../evidence/live.js';
import { EXIT } from './exit.js';
import { COMPONENT_LEGEND, componentCells, componentCounts, componentsMarkdown, type ComponentCells } from './matrix-components.js';
import { parseAgentList, selectTargets } from './pipeline.js';

export interface SectionCell {
  readonly status: 'emitted' | 'none' | 'unadapted';
  /** why not emitted */
  readonly reason?: string;
  /** the weakest basis among the section's counting records, and the latest date */
  readonly basis?: Basis;
  readonly date?: string;
  readonly facts: number;
}

export interface EventCell {
  readonly status: 'graded';
  readonly grade: string;
  readonly basis: Basis;
  readonly date: string;
  readonly wire: readonly string[];
  readonly can: readonly string[];
  readonly failMode: string;
  /** claims the records did not back (printed by the live suite, shown on the vendor page) */
  readonly lowered: readonly string[];
}
export interface NotInstalledCell {
  readonly status: 'declined' | 'unadapted';
  readonly wire: readonly string[];
  readonly reason: string;
}

export interface MatrixRow {
  readonly agent: string;
  readonly displayName: string;
  readonly sections: Readonly<Record<Section, SectionCell>>;
  /** MCP servers, commands, subagents and skills: a probe plugin through the agent's packaging emitter (matrix-components.ts) */
  readonly components: ComponentCells;
  /** per canonical event: a graded cell, an event seamc does not install, or null (the vendor has no such event); absent map = no hook surface */
  readonly events?: Readonly<Record<string, EventCell | NotInstalledCell | null>>;
  /** a declarative rule table read instead of a hook runtime: its grade, evidence and reach per harness tier */
  readonly ruleTable?: GradedRuleTable;
  /** the OS plane: the CLI the launcher starts, or why there is none, and the agent's own sandbox setting */
  readonly sandbox?: { readonly launcher?: string; readonly native?: string; readonly note?: string };
}

function sectionCell(facts: VendorFacts, s: Section, live: LiveEvidence | undefined): SectionCell {
  const support = facts.sections[s];
  const ev: Evidence[] = Object.entries(facts.evidence).filter(([k, e]) => k.startsWith(`${s}.`) && !liveProblem(e, live)).map(([, e]) => e);
  if (s === 'hooks' && facts.hooks) ev.push(...Object.values(facts.hooks.events).flatMap((c) => c!.evidence.fires.filter((e) => !liveProblem(e, live))));
  if (support.status !== 'emitted') return { status: support.status, reason: support.reason, facts: ev.length };
  if (ev.length === 0) return { status: 'emitted', facts: 0 };
  const basis = ev.map((e) => e.basis).sort((a, b) => BASES.indexOf(b) - BASES.indexOf(a))[0]!;
  const date = ev.map((e) => e.date).sort().at(-1)!;
  return { status: 'emitted', basis, date, facts: ev.length };
}

/** Rows for `targets`, graded against `live` (the recorded live run by default). */
export function matrixRows(targets: readonly Target[], live: LiveEvidence | undefined = recordedLive()): MatrixRow[] {
  return targets.flatMap((t) => {
    if (!t.backend) return [];
    const f = t.backend.facts;
    const g = gradeFacts(f, live);
    const sections = Object.fromEntries(SECTIONS.map((s) => [s, sectionCell(f, s, live)])) as Record<Section, SectionCell>;
    const events = g.hooks
      ? Object.fromEntries(CANONICAL_EVENTS.map((e): [string, EventCell | NotInstalledCell | null] => {
          const c = g.hooks!.events[e];
          const n = f.hooks!.notInstalled?.[e];
          if (c) {
            const can = (['block', 'escalate', 'transform', 'vouch', 'warn'] as const).filter((k) => c[k]);
            return [e, { status: 'graded', grade: c.grade, basis: c.basis, date: c.date, wire: c.wire, can, failMode: c.failMode, lowered: c.lowered }];
          }
          return [e, n ? { status: n.status, wire: n.wire, reason: n.reason } : null];
        }))
      : undefined;
    const sb = f.sandbox;
    const sandbox = sb
      ? { ...(sb.launcher ? { launcher: sb.launcher.program } : {}), ...(sb.native ? { native: `${sb.native.file} (${sb.native.reaches})` } : {}), ...(sb.noLauncher ? { note: sb.noLauncher } : {}) }
      : undefined;
    return [{ agent: t.id, displayName: t.displayName, sections, components: componentCells(t.backend), ...(events ? { events } : {}), ...(g.ruleTable ? { ruleTable: g.ruleTable } : {}), ...(sandbox ? { sandbox } : {}) }];
  });
}

function cellText(c: SectionCell): string {
  if (c.status !== 'emitted') return c.status;
  return c.basis ? `emitted · ${c.basis} ${c.date}` : 'emitted · no evidence recorded';
}

function eventText(c: EventCell | NotInstalledCell | null): string {
  if (!c) return '–';
  if (c.status !== 'graded') return c.status;
  return `${c.grade} (${c.basis}${c.lowered.length ? ', lowered' : ''})`;
}

/** The legend every rendering of the matrix carries: each grade and each basis defined. */
export const LEGEND = [
  'Grades (computed from the evidence records, never typed; docs/evidence.md):',
  '',
  '- `enforced`: the event can block and the client fails closed when the hook dies (needs a live-suite crash scenario).',
  '- `enforceable`: can block and can be told to fail closed per entry (needs vendor source or a live crash scenario).',
  '- `best-effort`: can block, but the client runs the call when the hook crashes or times out (fails open), or no stronger record shows otherwise.',
  '- `detect`: fires after the fact, or no record shows it can block: it can observe, not prevent.',
  '- `declined` / `unadapted` (event cells): the vendor has the event, but seamc chose not to install it (declined, with its reason) or has not built it yet.',
  '- `none` / `–`: the vendor has no such surface or event. `unadapted` (section cells): seamc has not built that section.',
  '- `lowered`: a claim of the cell is not backed by a record that counts (a live scenario absent, failing, or on another client version); the grade shown is what the rest proves.',
  '',
  'Bases (strongest first):',
  '',
  '- `live-run`: a scenario of seamc\'s live suite (tests/live, run on every CI run) saw the real client do it with seamc\'s output; counts only while evidence/live.json has it passing on the recorded client version.',
  '- `hand-run`: a real client was observed doing it once, by hand, at the recorded version; not re-run, so it backs no more than `best-effort`.',
  '- `vendor-source`: read in the vendor\'s source at a recorded commit; backs up to `enforceable`.',
  '- `vendor-docs`: read on the vendor\'s page, on the recorded date; backs up to `best-effort`.',
  '- `third-party`: someone else\'s page or working setup; backs up to `best-effort`.',
  '- `inherited`: copied from another project without a first-hand look; a hint to verify, backs up to `best-effort`.',
  '',
  'A cell shows the strongest basis behind its grade; every record, with what a reader can open, is on docs/vendors/<agent>.md.',
].join('\n');

/** The totals line: per section and per component, how many agents have it emitted. */
export function matrixTotals(rows: readonly MatrixRow[]): string {
  const n = componentCounts(rows);
  const sections = SECTIONS.map((s) => `${s} ${rows.filter((r) => r.sections[s].status === 'emitted').length}`);
  const comps = [`MCP ${n.mcp} (stdio ${n.mcpParts.stdio}, http ${n.mcpParts.http})`, `commands ${n.commands}`, `subagents ${n.subagents}`, `skills ${n.skills}`];
  return `Emitted, of ${rows.length} agents: ${[...sections, ...comps].join(' · ')}.`;
}

export function matrixMarkdown(rows: readonly MatrixRow[]): string {
  const out = [matrixTotals(rows), '', '| agent | ' + SECTIONS.join(' | ') + ' |', '|---|' + SECTIONS.map(() => '---').join('|') + '|'];
  for (const r of rows) out.push(`| \`${r.agent}\` | ${SECTIONS.map((s) => cellText(r.sections[s])).join(' | ')} |`);
  out.push('', ...componentsMarkdown(rows.map((r) => ({ agent: r.agent, components: r.components, packaging: r.sections.packaging.status }))));
  const hookRows = rows.filter((r) => r.events);
  if (hookRows.length > 0) {
    out.push('', '| agent | ' + CANONICAL_EVENTS.join(' | ') + ' |', '|---|' + CANONICAL_EVENTS.map(() => '---').join('|') + '|');
    for (const r of hookRows) out.push(`| \`${r.agent}\` | ${CANONICAL_EVENTS.map((e) => eventText(r.events![e] ?? null)).join(' | ')} |`);
    const not = hookRows.flatMap((r) =>
      CANONICAL_EVENTS.flatMap((e) => {
        const c = r.events![e];
        return c && c.status !== 'graded' ? [`- \`${r.agent}\` ${e} (${c.status}, ${c.wire.map((w) => `\`${w}\``).join(', ')}): ${c.reason}`] : [];
      }),
    );
    if (not.length > 0) out.push('', 'Events the vendor has that seamc does not install:', '', ...not);
  }
  const tables = rows.filter((r) => r.ruleTable);
  if (tables.length > 0) {
    out.push('', 'Rule tables read instead of a hook runtime, with their reach per harness tier:', '');
    for (const r of tables) {
      const t = r.ruleTable!;
      out.push(`- \`${r.agent}\` \`${t.config}\`: ${t.grade} (${t.evidence.basis} ${t.evidence.date})`);
      for (const tier of t.tiers ?? []) out.push(`  - tier ${tier.tier} (${tier.harnesses.join(', ')}): ${tier.reach}`);
    }
  }
  const sbRows = rows.filter((r) => r.sandbox);
  if (sbRows.length > 0) {
    out.push('', '| agent | sandbox launcher (program) | own sandbox setting |', '|---|---|---|');
    for (const r of sbRows) out.push(`| \`${r.agent}\` | ${r.sandbox!.launcher ? `\`${r.sandbox!.launcher}\`` : `none: ${r.sandbox!.note ?? ''}`} | ${r.sandbox!.native ?? 'none'} |`);
  }
  const gaps = rows.flatMap((r) => SECTIONS.filter((s) => r.sections[s].status !== 'emitted').map((s) => `- \`${r.agent}\` ${s} (${r.sections[s].status}): ${r.sections[s].reason}`));
  if (gaps.length > 0) out.push('', 'Sections not emitted, with their reasons (`none`: the agent has no such surface; `unadapted`: seamc has not built it):', '', ...gaps);
  out.push('', LEGEND, '', COMPONENT_LEGEND);
  return out.join('\n') + '\n';
}

export function runMatrix(known: readonly Target[], o: { agents?: string; format: 'md' | 'json' }): number {
  const rows = matrixRows(selectTargets(known, parseAgentList(o.agents) ?? 'all', '--agents'));
  process.stdout.write(o.format === 'json' ? JSON.stringify(rows, null, 2) + '\n' : matrixMarkdown(rows));
  return EXIT.ok;
}
