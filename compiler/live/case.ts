/**
 * One `seamc test --live` case: a fresh copy of the repository with the build written into it, the client's user
 * config and trust in a scratch HOME, the fake model scripted to make the test's one call, the real client run in
 * the jail (contain.ts) under its timeout, and the verdict from what happened (judge.ts). The scratch folder is
 * removed afterwards (kept with SEAMC_LIVE_KEEP=1).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LiveDriver } from '../backend/types-live.js';
import type { Probe, ProbeCall } from '../backend/types-probe.js';
import type { OutFile } from '../emit/render.js';
import { writeTree } from '../emit/tree.js';
import type { McpServer } from '../model/types.js';
import { probeDecision } from '../probe/run.js';
import { treeOfFiles } from '../probe/tree.js';
import type { FoundClient } from './clients.js';
import { makeJail, type Containment } from './contain.js';
import { judge, type LiveVerdict, type Observed, type RuleText } from './judge.js';
import { mcpStub, planCall, type Plan } from './plan.js';
import { caseDirs, type CaseDirs, type Template } from './scratch.js';
import { called, liveSession, type Session } from './session.js';

/** how long a client that holds a call for a human's answer is given before it is killed */
const HELD_MS = 45_000;

export interface CaseContext {
  readonly driver: LiveDriver;
  readonly client: FoundClient;
  readonly template: Template;
  readonly scratch: string;
  readonly contain: Containment;
  readonly rules: readonly RuleText[];
  /** the build's files; with a stub, the build of the spec whose MCP server of that name is the stub */
  build(stub?: McpServer): readonly OutFile[] | { readonly error: string };
  /** the agent's probe, where it has a hook runtime (judge.ts: Observed.runtimeVerb) */
  readonly probe?: Probe;
}

export interface LiveCaseResult extends LiveVerdict {
  readonly na?: string;
  readonly ms: number;
}

function setUp(dirs: CaseDirs, plan: Plan, files: readonly OutFile[]): void {
  writeTree(dirs.repo, files);
  for (const f of plan.setup) {
    const abs = join(dirs.repo, f.rel);
    if (f.text === undefined) {
      // a new file: none there, its folder there (a client's create tool may not make folders)
      rmSync(abs, { recursive: true, force: true });
      mkdirSync(dirname(abs), { recursive: true });
      continue;
    }
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, f.text);
  }
}

const escaped = (text: string): string => JSON.stringify(text).slice(1, -1);

/** What the generated runtime answers for the call in this build, in-process; undefined when it cannot say. */
/** What the generated runtime answers for the call, in process: its verb and the rule that decided. */
function runtimeAnswer(probe: Probe | undefined, repo: string, files: readonly OutFile[], call: ProbeCall): Pick<Observed, 'runtimeVerb' | 'runtimeRule'> {
  if (!probe) return {};
  try {
    const o = probeDecision(probe, treeOfFiles(repo, files), call);
    return { ...(o.verb !== undefined ? { runtimeVerb: o.verb } : {}), ...(o.ruleId !== undefined ? { runtimeRule: o.ruleId } : {}) };
  } catch {
    return {};
  }
}

function observe(s: Session, plan: Plan, call: ProbeCall, repo: string, d: LiveDriver): Observed {
  const last = plan.calls.length - 1;
  const result = last >= 0 ? s.model.result(last) : undefined;
  const offered = s.model.offered();
  const reqs = s.model.requests.filter((r) => r.api !== 'other');
  const firstText = s.model.requests.findIndex((r) => r.answer === 'text');
  const afterStop = firstText >= 0 ? s.model.requests.slice(firstText + 1).map((r) => JSON.stringify(r.body ?? null)).join('\n') : undefined;
  return {
    kind: call.kind,
    called: last >= 0 && called(s, last),
    ...(plan.mcp ? { offered: offered.has(plan.calls[last]?.name ?? ''), siblingOffered: offered.has(plan.mcp.sibling) } : {}),
    ...(result !== undefined ? { result } : {}),
    ...plan.effect(repo, result),
    ...(call.kind === 'prompt' ? { promptSeen: s.model.seen(escaped(plan.prompt)) } : {}),
    ...(afterStop !== undefined ? { afterStop } : {}),
    reachedModel: reqs.length > 0,
    timedOut: s.proc.timedOut,
    exit: s.proc.code,
    output: `${s.proc.stdout}\n${s.proc.stderr}`,
    ...(d.hookReport ? { reports: d.hookReport(s.proc) } : {}),
  };
}

/**
 * For a prompt or stop case (judged on the whole conversation and output), a rule whose reason the model saw in its
 * first request (instruction text, say) cannot tell a refusal. A tool call is judged on its own tool result.
 */
function telling(rules: readonly RuleText[], s: Session, call: ProbeCall): readonly RuleText[] {
  if (call.kind !== 'prompt' && call.kind !== 'stop') return rules;
  const first = s.model.requests.find((r) => r.api !== 'other');
  const seen = first ? JSON.stringify(first.body ?? null) : '';
  return rules.filter((r) => !seen.includes(escaped(r.reason)));
}

/** With SEAMC_LIVE_KEEP=1 the case folder stays, with what the client printed and what the model was asked. */
function keepLog(dirs: CaseDirs, plan: Plan, s: Session, verdict: LiveVerdict): void {
  const log = { verdict, calls: plan.calls, exit: s.proc.code, timedOut: s.proc.timedOut, stdout: s.proc.stdout, stderr: s.proc.stderr, requests: s.model.requests };
  writeFileSync(join(dirs.base, 'live-session.json'), JSON.stringify(log, null, 2));
  process.stderr.write(`seamc test --live: kept ${dirs.base}\n`);
}

export async function runLiveCase(c: CaseContext, call: ProbeCall): Promise<LiveCaseResult> {
  const t0 = Date.now();
  const dirs = caseDirs(c.template, c.scratch, c.driver.agent);
  const jail = c.contain.kind === 'bwrap' ? makeJail([dirs.base], dirs.repo) : undefined;
  try {
    const plan = planCall(c.driver, call, dirs.repo, dirs.base, c.contain, randomBytes(6).toString('hex'));
    if ('na' in plan) return { why: '', na: plan.na, ms: Date.now() - t0 };
    const files = c.build(plan.mcp ? mcpStub(plan.mcp.server, plan.mcp.tool, dirs.base, `/plugin/mcp/${plan.mcp.server}`) : undefined);
    if ('error' in files) return { why: '', error: files.error, ms: Date.now() - t0 };
    setUp(dirs, plan, files);
    const held = c.driver.escalate === 'held' && plan.calls.length > 0;
    const s = await liveSession(c.driver, { bin: c.client.bin, repo: dirs.repo, home: dirs.home }, {
      calls: plan.calls,
      prompt: plan.prompt,
      mcpServers: plan.mcp ? [plan.mcp.server] : [],
      timeoutMs: held ? Math.min(c.driver.timeoutMs, HELD_MS) : c.driver.timeoutMs,
      ...(jail ? { jail } : {}),
    });
    const verdict = judge({ ...observe(s, plan, call, dirs.repo, c.driver), ...runtimeAnswer(c.probe, dirs.repo, files, call) }, telling(c.rules, s, call), c.driver);
    if (process.env['SEAMC_LIVE_KEEP']) keepLog(dirs, plan, s, verdict);
    return { ...verdict, ms: Date.now() - t0 };
  } finally {
    jail?.dispose();
    if (!process.env['SEAMC_LIVE_KEEP']) dirs.dispose();
  }
}
