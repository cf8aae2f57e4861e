/**
 * `tests:` of the spec, run on every targeted agent's real path, in-process (docs/policy-tests.md): the agent's
 * probe builds the payload its client sends, the emitted hook config must fire for it, the emitted runtime text
 * (the bytes the build is about to write, loaded as a module) answers, and the probe reads the reply as the client
 * does. `seamc test` runs the same cases by spawning the configs' own commands.
 */
import { createHash } from 'node:crypto';
import type { Probe } from './backend/types-probe.js';
import type { DecisionVerb } from './contract/index.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';
import type { Model, PolicyTest } from './model/types.js';
import { callOfTest } from './probe/call.js';
import { withBatchDeadline } from './runtime/deadline.js';
import type { ProbeOutcome } from './probe/run.js';
import { probeDecision } from './probe/run.js';
import type { BuiltTree } from './probe/tree.js';

/** An agent whose hook runtime the tests run on. */
export interface TestAgent {
  readonly id: string;
  readonly probe: Probe;
}

export type CaseStatus = 'pass' | 'fail' | 'n/a';

export interface CaseResult {
  readonly test: PolicyTest;
  readonly agent: string;
  readonly status: CaseStatus;
  /** absent when the test itself is n/a (no probe can send it) */
  readonly outcome?: ProbeOutcome;
  readonly na?: string;
  /** the case could not be run at all (a runtime that does not load, a config that cannot be read) */
  readonly error?: string;
  /** a live run (`seamc test --live`): the decision seen in the real client, and what was seen, in words */
  readonly live?: { readonly verb?: DecisionVerb; readonly answer: string; readonly ms: number };
}

export interface PolicyTestSummary {
  readonly tests: number;
  readonly agents: readonly string[];
  /** test × agent cases */
  readonly passed: number;
  readonly failed: number;
  readonly na: number;
  /** tests failing on at least one agent */
  readonly failedTests: number;
  /** the counts are a previous build's run, whose key (testsKey) this build matches */
  readonly cached?: boolean;
}

export function statusOf(t: PolicyTest, o: ProbeOutcome): CaseStatus {
  if (o.na !== undefined) return 'n/a';
  return o.verb === t.expect ? 'pass' : 'fail';
}

/** What the agent answered, in words: `allow (no hook ran: ...)`, `deny by rule x`. */
export function answerOf(o: ProbeOutcome): string {
  if (o.na !== undefined) return `n/a (${o.na})`;
  const fired = o.steps.some((s) => s.fired);
  if (!fired) {
    const why = o.steps.map((s) => s.why).filter((w): w is string => w !== undefined);
    return `${o.verb} (no hook ran${why.length > 0 ? `: ${[...new Set(why)].join('; ')}` : ''})`;
  }
  if (o.ruleId !== undefined) return `${o.verb} by rule ${o.ruleId}`;
  // the runtime judged the call, but the client does not act on that reply
  const unheard = o.steps.find((s) => s.runtime !== undefined && s.runtime.verb !== 'allow' && s.runtime.verb !== o.verb);
  if (unheard?.runtime) return `${o.verb} (the runtime answered ${unheard.runtime.verb}${unheard.runtime.ruleId !== undefined ? ` by rule ${unheard.runtime.ruleId}` : ''} at ${unheard.wire}, which ${o.agent} does not act on)`;
  return `${o.verb} (no rule decided)`;
}

/** The whole in-process run's bound (compiler/runtime/deadline.ts): each call keeps its own deadline inside it. */
export const BATCH_DEADLINE_MS = 60_000;

/** Every test on every agent, in-process, under one watchdog (a case it interrupts, and every case after, fails). */
export function runCases(model: Model, agents: readonly TestAgent[], tree: BuiltTree, batchMs = BATCH_DEADLINE_MS): CaseResult[] {
  const out: CaseResult[] = [];
  // one test's line is read once for all agents: the built tree's files do not change during the run
  const actions = new Map<string, unknown>();
  const done = withBatchDeadline(batchMs, () => {
    for (const t of model.tests) {
      const c = callOfTest(t);
      for (const a of agents) {
        if ('na' in c) {
          out.push({ test: t, agent: a.id, status: 'n/a', na: c.na });
          continue;
        }
        let outcome: ProbeOutcome;
        try {
          outcome = probeDecision(a.probe, tree, c.call, { actions });
        } catch (e) {
          out.push({ test: t, agent: a.id, status: 'fail', error: e instanceof Error ? e.message : String(e) });
          continue;
        }
        out.push({ test: t, agent: a.id, status: statusOf(t, outcome), outcome, ...(outcome.na !== undefined ? { na: outcome.na } : {}) });
      }
    }
    return true;
  });
  if (done) return out;
  const error = `the policy tests did not finish within ${batchMs / 1000} s (a rule's regex may backtrack on this case); run \`seamc test\` to see each answer`;
  for (const t of model.tests.slice(Math.floor(out.length / Math.max(1, agents.length))))
    for (const a of agents) if (!out.some((r) => r.test === t && r.agent === a.id)) out.push({ test: t, agent: a.id, status: 'fail', error });
  return out;
}

export function summarize(model: Model, agents: readonly TestAgent[], cases: readonly CaseResult[]): PolicyTestSummary {
  const count = (s: CaseStatus) => cases.filter((c) => c.status === s).length;
  return {
    tests: model.tests.length,
    agents: agents.map((a) => a.id),
    passed: count('pass'),
    failed: count('fail'),
    na: count('n/a'),
    failedTests: new Set(cases.filter((c) => c.status === 'fail').map((c) => c.test)).size,
  };
}

/** SC2002 per failing test, at the test's position: each distinct answer with the agents that gave it. */
export function failureDiagnostics(cases: readonly CaseResult[]): Diagnostic[] {
  const byTest = new Map<PolicyTest, Map<string, string[]>>();
  for (const c of cases) {
    if (c.status !== 'fail') continue;
    const answers = byTest.get(c.test) ?? new Map<string, string[]>();
    byTest.set(c.test, answers);
    const answer = c.outcome ? answerOf(c.outcome) : `nothing: the case could not be run (${c.error ?? 'unknown error'})`;
    answers.set(answer, [...(answers.get(answer) ?? []), c.agent]);
  }
  return [...byTest].map(([t, answers]) => ({
    code: 'SC2002' as const,
    severity: 'error' as const,
    pointer: t.at,
    message: `test "${t.name}" expected ${t.expect}; ${[...answers].map(([answer, agents]) => `${agents.join(', ')} answered ${answer}`).join('; ')}`,
    hint: 'fix the rule or the test expectation, or drop the agent; `seamc test` shows every agent\'s answer',
  }));
}

/** The build's policy tests: the failures as diagnostics and the counts for the summary. */
export function runPolicyTests(model: Model, agents: readonly TestAgent[], tree: BuiltTree): { failures: Diagnostic[]; summary: PolicyTestSummary } {
  const cases = model.tests.length > 0 ? runCases(model, agents, tree) : [];
  return { failures: failureDiagnostics(cases), summary: summarize(model, agents, cases) };
}

/** A finished run of the build's policy tests, kept under a key of everything that decides it (testsKey). */
export interface CachedTests {
  readonly failures: Diagnostic[];
  readonly summary: PolicyTestSummary;
}

/** Where a build keeps its last policy-test run (the CLI's `<out>/.seam/cache/`); compile only asks and tells. */
export interface TestCache {
  /** seamc itself (its version and the files of its code): a rebuilt or upgraded seamc never reuses a run */
  readonly identity: string;
  get(key: string): CachedTests | undefined;
  set(key: string, value: CachedTests): void;
}

/**
 * The key of a policy-test run: seamc's identity, the repository root the cases resolve paths against, the agents
 * tested, the cases, and every byte the build produced (each file's path and hash: the runtimes with their policy,
 * the hook configs the probes read). Any change to any of them is a new key.
 */
export function testsKey(identity: string, root: string, agents: readonly TestAgent[], model: Model, files: readonly { readonly path: string; readonly sha256: string }[]): string {
  const h = createHash('sha256');
  h.update(`${identity}\0${root}\0${agents.map((a) => a.id).join(',')}\0${JSON.stringify(model.tests)}\0`);
  for (const f of files) h.update(`${f.path}\0${f.sha256}\n`);
  return h.digest('hex');
}
