/** `seamc test` output: the test × agent table (text or JSON) and the ad-hoc call's per-agent answers. */
import type { ProbeCall } from '../backend/types-probe.js';
import type { Target } from '../compile.js';
import type { PolicyTest } from '../model/types.js';
import type { CaseResult, TestAgent } from '../policy-tests.js';
import { answerOf } from '../policy-tests.js';
import type { ProbeOutcome } from '../probe/run.js';
import type { Style } from './report.js';

export interface Untestable {
  readonly agent: string;
  readonly reason: string;
}

/** The targets the tests cannot run on, with the reason (no hook runtime, no probe). */
export function untestable(targets: readonly Target[], testable: readonly TestAgent[]): Untestable[] {
  return targets.flatMap((t) => {
    if (testable.some((a) => a.id === t.id)) return [];
    const hooks = t.backend?.facts.sections.hooks;
    const reason = !t.backend
      ? (t.unadaptedReason ?? `seamc has no backend for ${t.displayName}`)
      : hooks && hooks.status !== 'emitted'
        ? `no hook runtime (hooks ${hooks.status}: ${hooks.reason})`
        : 'no probe for this agent';
    return [{ agent: t.id, reason }];
  });
}

export interface TableView {
  readonly spec: string;
  readonly tests: readonly PolicyTest[];
  readonly agents: readonly string[];
  readonly cases: readonly CaseResult[];
  readonly skipped: readonly Untestable[];
  /** `seamc test --live`: the first line, and the lines that say which client ran and how (before the summary) */
  readonly live?: { readonly title: string; readonly lines: readonly string[]; readonly json: Readonly<Record<string, unknown>> };
}

const paint = (on: boolean, code: string) => (s: string) => (on ? `\u001b[${code}m${s}\u001b[0m` : s);

function cellOf(c: CaseResult | undefined, notes: string[]): string {
  if (!c) return '';
  if (c.status === 'pass') return 'pass';
  if (c.status === 'fail') return `FAIL (got ${c.outcome?.verb ?? c.live?.verb ?? 'nothing'})`;
  const note = `${c.agent}: ${c.na ?? 'n/a'}`;
  let i = notes.indexOf(note);
  if (i < 0) i = notes.push(note) - 1;
  return `n/a [${i + 1}]`;
}

export function tableText(v: TableView, style: Style): string {
  const red = paint(style.color, '31');
  const dim = paint(style.color, '2');
  const lines = [v.live?.title ?? `seamc test: ${v.spec}, ${v.tests.length} test(s) on ${v.agents.length} agent(s), each through the agent's generated hook command`];
  if (v.tests.length === 0) lines.push('the spec has no `tests:`');
  if (v.agents.length === 0) lines.push(v.live ? 'no targeted agent has a live client driver: nothing to run' : 'no targeted agent has a hook runtime: nothing to run');
  const notes: string[] = [];
  const rows = v.tests.map((t) => [t.name, ...v.agents.map((a) => cellOf(v.cases.find((c) => c.test === t && c.agent === a), notes))]);
  if (v.tests.length > 0 && v.agents.length > 0) {
    const head = ['test', ...v.agents];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
    const fmt = (r: readonly string[]) => r.map((c, i) => c.padEnd(widths[i] as number)).join('  ').trimEnd();
    lines.push('', dim(fmt(head)));
    for (const r of rows) lines.push(r.some((c) => c.startsWith('FAIL')) ? red(fmt(r)) : fmt(r));
  }
  const failed = v.cases.filter((c) => c.status === 'fail');
  if (failed.length > 0) {
    lines.push('', red('failures:'));
    for (const t of v.tests) {
      const mine = failed.filter((c) => c.test === t);
      if (mine.length === 0) continue;
      lines.push(`  ${t.name} (expected ${t.expect}):`);
      const byAnswer = new Map<string, string[]>();
      for (const c of mine) {
        const a = c.live && c.error === undefined ? c.live.answer : c.outcome ? answerOf(c.outcome) : `could not be run (${c.error ?? 'unknown error'})`;
        byAnswer.set(a, [...(byAnswer.get(a) ?? []), c.agent]);
      }
      for (const [answer, agents] of byAnswer) lines.push(`    ${agents.join(', ')}: ${answer}`);
    }
  }
  if (notes.length > 0) lines.push('', 'n/a:', ...notes.map((n, i) => `  [${i + 1}] ${n}`));
  if (v.skipped.length > 0) lines.push('', 'not testable:', ...v.skipped.map((s) => `  ${s.agent}: ${s.reason}`));
  if (v.live && v.live.lines.length > 0) lines.push('', ...v.live.lines);
  const count = (s: CaseResult['status']) => v.cases.filter((c) => c.status === s).length;
  lines.push('', `${count('pass')} passed, ${count('fail')} failed, ${count('n/a')} n/a (${v.tests.length} test(s) × ${v.agents.length} agent(s))`);
  return lines.join('\n') + '\n';
}

function outcomeJson(o: ProbeOutcome): Record<string, unknown> {
  return {
    verb: o.verb ?? null,
    ...(o.na !== undefined ? { na: o.na } : {}),
    ...(o.ruleId !== undefined ? { ruleId: o.ruleId } : {}),
    ...(o.reason !== undefined ? { reason: o.reason } : {}),
    steps: o.steps.map((s) => ({
      wire: s.wire,
      fired: s.fired,
      ...(s.why !== undefined ? { why: s.why } : {}),
      ...(s.reply ? { exit: s.reply.exit, stdout: s.reply.stdout } : {}),
      ...(s.verdict ? { read: s.verdict.verb } : {}),
      ...(s.ruleId !== undefined ? { ruleId: s.ruleId } : {}),
    })),
  };
}

export function tableJson(v: TableView): string {
  const tests = v.tests.map((t) => ({
    name: t.name,
    at: t.at,
    expect: t.expect,
    results: Object.fromEntries(
      v.agents.map((a) => {
        const c = v.cases.find((x) => x.test === t && x.agent === a);
        const live = c?.live ? { verb: c.live.verb ?? null, answer: c.live.answer, ms: c.live.ms } : {};
        return [a, c ? { status: c.status, ...(c.na !== undefined ? { na: c.na } : {}), ...(c.error !== undefined ? { error: c.error } : {}), ...(c.outcome ? outcomeJson(c.outcome) : {}), ...live } : null];
      }),
    ),
  }));
  const count = (s: CaseResult['status']) => v.cases.filter((c) => c.status === s).length;
  const summary = { passed: count('pass'), failed: count('fail'), na: count('n/a') };
  return JSON.stringify({ spec: v.spec, ...(v.live ? { live: v.live.json } : {}), agents: v.agents, notTestable: v.skipped, tests, summary, exit: summary.failed > 0 ? 1 : 0 }, null, 2) + '\n';
}

function describeCall(c: ProbeCall): string {
  switch (c.kind) {
    case 'shell':
      return `shell \`${c.command ?? ''}\``;
    case 'mcp':
      return `mcp ${c.mcp?.server}.${c.mcp?.tool}`;
    case 'web':
      return `web ${c.url ?? ''}`;
    case 'prompt':
      return `prompt ${JSON.stringify(c.prompt ?? '')}`;
    case 'stop':
      return 'stop';
    default:
      return `${c.kind} ${c.path ?? ''}`;
  }
}

export function adhocText(spec: string, call: ProbeCall, results: readonly ProbeOutcome[], skipped: readonly Untestable[]): string {
  const lines = [`seamc test: ${describeCall(call)} on ${results.length} agent(s), built from ${spec}`];
  const width = Math.max(5, ...results.map((r) => r.agent.length));
  for (const r of results) {
    const words = r.na !== undefined ? `n/a: ${r.na}` : `${answerOf(r)}${r.reason ? `: ${r.reason}` : ''}`;
    lines.push(`${r.agent.padEnd(width)}  ${words}`);
  }
  for (const s of skipped) lines.push(`${s.agent.padEnd(width)}  not testable: ${s.reason}`);
  return lines.join('\n') + '\n';
}

export function adhocJson(spec: string, call: ProbeCall, results: readonly ProbeOutcome[], skipped: readonly Untestable[]): string {
  const out = { spec, call, results: results.map((r) => ({ agent: r.agent, ...outcomeJson(r) })), notTestable: skipped, exit: results.some((r) => r.verb === 'deny') ? 1 : 0 };
  return JSON.stringify(out, null, 2) + '\n';
}
