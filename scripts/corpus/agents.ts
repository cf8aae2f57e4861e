/**
 * The corpus through every hook agent's own runtime: each record becomes the call that agent's client would make
 * (its payload shape, tool names, envelope; vendors/<id>/probe.ts), answered by the bundled runtime with the corpus
 * policy injected, and read in the agent's reply dialect. A record the agent has no call for (no read tool, no
 * hooked web tool, MCP calls its hooks never see) is n/a for it, with the probe's reason.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runtimeFiles } from '../../compiler/bundle/inject.js';
import type { RuntimePolicy } from '../../compiler/contract/index.js';
import type { Probe, ProbeCall } from '../../compiler/probe/index.js';
import { probeDecision } from '../../compiler/probe/index.js';
import { withBatchDeadline } from '../../compiler/runtime/deadline.js';
import { readPatchEnvelope } from '../../compiler/runtime/shell/index.js';
import { packageRoot } from '../../compiler/util/package-root.js';
import { SHARED_RUNTIME } from '../../compiler/bundle/placeholder.js';
import { prepare } from '../../compiler/cli/pipeline.js';
import { probes, targets } from '../../vendors/index.js';
import type { Decided } from './decide.js';
import { loadPolicy, resolveRecord } from './decide.js';
import type { CorpusRecord } from './records.js';

export interface AgentOutcome {
  readonly id: string;
  readonly expect: CorpusRecord['expect'];
  readonly half: CorpusRecord['half'];
  readonly bypass: boolean;
  /** undefined = n/a for this agent */
  readonly got?: Decided;
  readonly na?: string;
}

/** The record as a probe call; undefined when it has no form the probes speak (a record with its own cwd). */
export function callOf(record: CorpusRecord, root: string): ProbeCall | undefined {
  const r = resolveRecord(record, root);
  if (r.cwd !== undefined) return r.tool === 'shell' && r.command !== undefined ? { kind: 'shell', command: `cd ${JSON.stringify(r.cwd)} && ${r.command}` } : undefined;
  switch (r.tool) {
    case 'shell':
      return { kind: 'shell', command: r.command ?? '' };
    case 'prompt':
      return { kind: 'prompt', prompt: r.prompt ?? '' };
    case 'mcp':
      return { kind: 'mcp', mcp: r.mcp ?? { server: '', tool: '' } };
    case 'web':
      return { kind: 'web', url: r.url ?? '' };
    case 'read':
      return { kind: 'read', path: r.path ?? '' };
    default: {
      const files = r.patch !== undefined ? readPatchEnvelope(r.patch)?.files : undefined;
      const op = { write: 'add', edit: 'update', delete: 'delete' } as const;
      if (files) return { kind: 'patch', files: files.map((f) => ({ path: f.path, op: op[f.op], ...(f.op === 'delete' ? {} : { content: f.content }) })) };
      return { kind: r.tool, path: r.path ?? '', content: r.content ?? '' };
    }
  }
}

/** Every hook agent's runtime for `policy` (its entry, and the shared body and policy files by name), by agent id. */
export function agentRuntimes(policy: RuntimePolicy, root = packageRoot()): Record<string, { probe: Probe; text: string; shared: Record<string, string> }> {
  const out: Record<string, { probe: Probe; text: string; shared: Record<string, string> }> = {};
  const prebuilt = readFileSync(join(root, 'dist', 'runtime', SHARED_RUNTIME), 'utf8');
  for (const [id, probe] of Object.entries(probes).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [entry, ...shared] = runtimeFiles(id, policy, '', undefined, prebuilt);
    out[id] = { probe, text: entry!.text, shared: Object.fromEntries(shared.map((f) => [f.name, f.text])) };
  }
  return out;
}

/** One agent's whole corpus run is bounded by one watchdog (compiler/runtime/deadline.ts); each call keeps its own deadline. */
const AGENT_RUN_MS = 300_000;

/**
 * `actions`: the shell lines' actions read so far, shared by the agents' runs over one scratch repository (no record
 * changes a file: each is only judged), so each line is read once (compiler/runtime/context.ts)
 */
export function runAgent(records: readonly CorpusRecord[], runtime: { probe: Probe; text: string; shared?: Record<string, string> }, root: string, actions?: Map<string, unknown>): AgentOutcome[] {
  const out = withBatchDeadline(AGENT_RUN_MS, () => judgeAll(records, runtime, root, actions));
  if (out === undefined) throw new Error(`the corpus run on ${runtime.probe.agent} did not finish within ${AGENT_RUN_MS / 1000} s`);
  return out;
}

function judgeAll(records: readonly CorpusRecord[], runtime: { probe: Probe; text: string; shared?: Record<string, string> }, root: string, actions?: Map<string, unknown>): AgentOutcome[] {
  return records.map((rec) => {
    const base = { id: rec.id, expect: rec.expect, half: rec.half, bypass: rec.known_bypass !== undefined };
    const call = callOf(rec, root);
    if (!call) return { ...base, na: 'a record with its own working directory' };
    const o = probeDecision(runtime.probe, { runtimeText: runtime.text, root, ...(runtime.shared ? { shared: runtime.shared } : {}) }, call, actions ? { actions } : {});
    if (o.na !== undefined || o.verb === undefined) return { ...base, na: o.na ?? 'no answer' };
    return { ...base, got: { verb: o.verb, ...(o.ruleId !== undefined ? { ruleId: o.ruleId } : {}), ...(o.reason !== undefined ? { reason: o.reason } : {}) } };
  });
}

/**
 * The rules each agent's build reports a loss for (SC31xx/SC35xx: an event that cannot block, MCP or web calls its
 * hooks never see, a payload that does not name the MCP server...): an attack such a rule misses on that agent is a
 * reported loss, not a silent one.
 */
/** losses that say the rule cannot see or stop the call there (not SC3105 fail-open, not a degraded verb) */
const REACH: readonly string[] = ['SC3001', 'SC3002', 'SC3101', 'SC3102', 'SC3109', 'SC3501', 'SC3502'];

export function lostRules(spec: string): Map<string, Set<string>> {
  const { report, model } = prepare(spec, targets, Object.keys(probes).join(','), { policyTests: false });
  const byPointer = new Map(model.rules.map((r) => [r.at, r.id]));
  const out = new Map<string, Set<string>>();
  for (const l of report.losses) {
    if (!REACH.includes(l.code)) continue;
    const id = byPointer.get(l.at);
    if (id === undefined) continue;
    if (!out.has(l.agent)) out.set(l.agent, new Set());
    out.get(l.agent)?.add(id);
  }
  return out;
}

/**
 * caught = an attack not allowed; a false positive = a safe record not allowed (an agent that cannot ask denies).
 * A miss of an attack whose deciding rule (`decidedBy`, from the in-process evaluator) the agent's build reports as
 * a loss is counted apart, as `reported`.
 */
export function agentRates(
  out: readonly AgentOutcome[],
  decidedBy: ReadonlyMap<string, string | undefined> = new Map(),
  lost: ReadonlySet<string> = new Set(),
): { attack: number; caught: number; safe: number; fp: number; na: number; misses: string[]; reported: string[]; falsePositives: string[] } {
  const judged = out.filter((o) => o.got !== undefined);
  const attacks = judged.filter((o) => o.half === 'attack');
  const safe = judged.filter((o) => o.half === 'safe');
  const missed = attacks.filter((o) => o.got?.verb === 'allow' && !o.bypass);
  const isReported = (o: AgentOutcome) => lost.has(decidedBy.get(o.id) ?? '');
  const misses = missed.filter((o) => !isReported(o)).map((o) => o.id);
  const reported = missed.filter(isReported).map((o) => o.id);
  const falsePositives = safe.filter((o) => o.got?.verb !== 'allow').map((o) => o.id);
  return { attack: attacks.length, caught: attacks.filter((o) => o.got?.verb !== 'allow').length, safe: safe.length, fp: falsePositives.length, na: out.length - judged.length, misses, reported, falsePositives };
}

export type AgentRates = ReturnType<typeof agentRates>;

/** The per-agent section of docs/corpus.md: every hook agent's real path, computed from a run. */
export function agentMarkdown(rows: readonly (readonly [string, AgentRates])[]): string[] {
  const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}% (${n}/${d})`);
  const out = [
    '## On every hook agent\'s real path',
    '',
    "Each record as that agent's client sends it (its payload shape and tool names; vendors/<id>/probe.ts), answered by",
    "its bundled runtime with the corpus policy, read in its reply dialect (tests/corpus-agents.test.ts). An attack the",
    "agent's build reports as lost for the deciding rule (an event that cannot block, MCP or web calls its hooks never",
    'see, a payload that does not name the MCP server) counts as reported, never as a silent miss; a record the agent',
    'has no call for (no read tool, no hooked web tool) is n/a.',
    '',
    '| agent | judged | catch rate | missed, reported as lost at build | silent misses | false-positive rate | n/a |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [id, r] of rows) out.push(`| ${id} | ${r.attack + r.safe} | ${pct(r.caught, r.attack)} | ${r.reported.length} | ${r.misses.length} | ${pct(r.fp, r.safe)} | ${r.na} |`);
  out.push('');
  return out;
}

/** Every hook agent's rates on the corpus in `dir`, judged in the scratch repository `root`. */
export function allAgentRates(records: readonly CorpusRecord[], spec: string, root: string, decidedBy: ReadonlyMap<string, string | undefined>): [string, AgentRates][] {
  const runtimes = agentRuntimes(loadPolicy(spec));
  const lost = lostRules(spec);
  const actions = new Map<string, unknown>();
  return Object.entries(runtimes).map(([id, rt]) => [id, agentRates(runAgent(records, rt, root, actions), decidedBy, lost.get(id))]);
}
