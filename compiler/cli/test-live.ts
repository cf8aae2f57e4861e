/**
 * `seamc test [spec] --live`: every `tests:` case in every targeted agent's real client, offline: for each case a
 * scratch copy of the repository with the build in it, the fake model scripted to make the case's one call, the
 * client run in a jail the way the live suite runs it, and the verdict from what happened (compiler/live/). Prints
 * the same test × agent table as `seamc test`, marked live; exit 1 when a case's result differs from `expect`.
 * docs/policy-tests.md, "`seamc test --live`".
 */
import type { LiveDriver } from '../backend/types-live.js';
import type { Target } from '../compile.js';
import { compile, testAgents } from '../compile.js';
import type { DecisionVerb } from '../contract/index.js';
import { UserError } from '../diagnostics/diagnostic.js';
import { runLiveCase, type CaseContext, type LiveCaseResult } from '../live/case.js';
import { findClient, liveScratch, type ClientLookup } from '../live/clients.js';
import { detectContainment } from '../live/contain.js';
import type { RuleText } from '../live/judge.js';
import { makeTemplate, type Template } from '../live/scratch.js';
import type { McpServer, Model, PolicyTest } from '../model/types.js';
import type { CaseResult } from '../policy-tests.js';
import { callOfTest } from '../probe/call.js';
import { inPool } from '../probe/spawn.js';
import { decisionOf } from '../runtime/evaluate.js';
import type { NormalizedEvent } from '../contract/events.js';
import { EXIT } from './exit.js';
import { prepare, type Prepared } from './pipeline.js';
import { diagnosticsText, wantsColor } from './report.js';
import { liveLines, liveTitle } from './test-live-render.js';
import { tableJson, tableText, type Untestable } from './test-render.js';
import type { TestOptions } from './test.js';

/** clients running at once (each is a whole agent CLI) */
const WIDTH = 2;

/** The reason the runtime gives for each rule: its message, or the default wording with its id. */
function ruleTexts(model: Model): RuleText[] {
  return model.rules.map((r) => ({ id: r.id, decision: r.decision, reason: decisionOf(r, {} as NormalizedEvent).reason ?? r.id }));
}

/** The spec's model with its MCP server `stub.name` replaced by (or, when absent, joined by) the stub. */
function withStub(model: Model, stub: McpServer): Model {
  const p = model.plugin ?? { at: '/plugin', name: model.name, version: '0.0.0', description: '', mcp: [], commands: [], agents: [], skills: [] };
  const old = p.mcp.find((m) => m.name === stub.name);
  const mcp = [...p.mcp.filter((m) => m.name !== stub.name), { ...stub, at: old?.at ?? stub.at }].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { ...model, plugin: { ...p, mcp } };
}

function builder(p: Prepared): CaseContext['build'] {
  return (stub) => {
    if (!stub) return p.report.files;
    const r = compile({ model: withStub(p.model, stub), targets: p.targets, spec: p.report.spec, locate: (x) => p.loaded.locate(x), root: p.loaded.repoRoot, policyTests: false });
    return r.errors.length > 0 ? { error: `the build with the MCP stub failed: ${r.errors.map((e) => e.message).join('; ')}` } : r.files;
  };
}

/** Expectations a headless run cannot show apart from allow where the client reports no hook replies. */
function unobservable(t: PolicyTest, r: LiveCaseResult, d: LiveDriver, kind: string): string | undefined {
  if (r.verb !== 'allow' || d.hookReport) return undefined;
  if (t.expect === 'vouch') return `${d.client.displayName} shows no hook replies, and a vouch (an allow that skips its own prompt) looks like allow in a headless run`;
  if (t.expect === 'transform' && (kind === 'shell' || kind === 'web' || kind === 'mcp')) return `${d.client.displayName} shows no hook replies, and a rewritten ${kind} call cannot be told from the original by its effect`;
  return undefined;
}

function caseResult(t: PolicyTest, agent: string, r: LiveCaseResult, d: LiveDriver, kind: string): CaseResult {
  if (r.na !== undefined) return { test: t, agent, status: 'n/a', na: r.na };
  const live = { ...(r.verb !== undefined ? { verb: r.verb } : {}), answer: `${r.verb ?? 'nothing'}${r.ruleId !== undefined ? ` by rule ${r.ruleId}` : ''} (${r.why || r.error})`, ms: r.ms };
  if (r.error !== undefined) return { test: t, agent, status: 'fail', error: r.error, live };
  const na = unobservable(t, r, d, kind);
  if (na !== undefined) return { test: t, agent, status: 'n/a', na, live };
  return { test: t, agent, status: r.verb === (t.expect as DecisionVerb) ? 'pass' : 'fail', live };
}

export async function runTestLive(spec: string, known: readonly Target[], o: TestOptions, drivers: readonly LiveDriver[]): Promise<number> {
  try {
    if (o.command !== undefined || o.path !== undefined || o.url !== undefined || o.mcp !== undefined || o.prompt !== undefined || o.tool !== undefined || o.agent !== undefined)
      throw new UserError([{ code: 'SC1030', severity: 'error', message: '--live runs the spec\'s `tests:`; it takes no ad-hoc call (--command, --path, --url, --mcp, --prompt, --tool, --agent)', hint: 'add the call to `tests:` with its `expect`, or drop --live' }]);
    const p = prepare(spec, known, o.agents, { policyTests: false });
    if (p.report.errors.length > 0) {
      process.stderr.write(diagnosticsText(p.report.errors, { color: wantsColor(process.stderr) }));
      return EXIT.invalid;
    }
    const targets = p.report.agents.map((id) => known.find((t) => t.id === id) as Target);
    const live = targets.flatMap((t) => drivers.filter((d) => d.agent === t.id));
    const skipped: Untestable[] = targets
      .filter((t) => !drivers.some((d) => d.agent === t.id))
      .map((t) => ({ agent: t.id, reason: `no live driver: seamc runs ${drivers.map((d) => d.client.displayName).join(', ')} live` }));
    const clients = new Map<string, ClientLookup>(await Promise.all(live.map(async (d) => [d.agent, await findClient(d.client)] as const)));
    const contain = detectContainment();
    const tests = p.model.tests;
    const anyClient = [...clients.values()].some((c) => !('missing' in c));
    let template: Template | undefined;
    const scratch = anyClient && tests.length > 0 ? liveScratch() : '';
    try {
      if (scratch !== '') template = makeTemplate(p.loaded.repoRoot, scratch);
      const build = builder(p);
      const rules = ruleTexts(p.model);
      const progress = o.format === 'text' ? (s: string) => void process.stderr.write(`${s}\n`) : () => undefined;
      const tasks: (() => Promise<CaseResult>)[] = [];
      for (const t of tests) {
        const c = callOfTest(t);
        for (const d of live) {
          const found = clients.get(d.agent) as ClientLookup;
          if ('na' in c) tasks.push(async () => ({ test: t, agent: d.agent, status: 'n/a', na: c.na }));
          else if ('missing' in found) tasks.push(async () => ({ test: t, agent: d.agent, status: 'n/a', na: found.missing }));
          else
            tasks.push(async () => {
              const probe = testAgents(targets).find((a) => a.id === d.agent)?.probe;
              const ctx: CaseContext = { driver: d, client: found, template: template as Template, scratch, contain, rules, build, ...(probe ? { probe } : {}) };
              const r = await runLiveCase(ctx, c.call).catch((e: unknown): LiveCaseResult => ({ why: '', error: e instanceof Error ? e.message : String(e), ms: 0 }));
              const res = caseResult(t, d.agent, r, d, c.call.kind);
              progress(`live: ${t.name} on ${d.agent}: ${res.status}${res.live ? ` (${(res.live.ms / 1000).toFixed(1)}s)` : ''}`);
              return res;
            });
        }
      }
      const cases = await inPool(tasks, WIDTH);
      const view = {
        spec: p.report.spec,
        tests,
        agents: live.map((d) => d.agent),
        cases,
        skipped,
        live: { title: liveTitle(p.report.spec, tests.length, live.length), lines: liveLines(live, clients, contain), json: { clients: Object.fromEntries(clients), containment: contain } },
      };
      process.stdout.write(o.format === 'json' ? tableJson(view) : tableText(view, { color: wantsColor(process.stdout) }));
      return cases.some((c) => c.status === 'fail') ? EXIT.lossy : EXIT.ok;
    } finally {
      if (!process.env['SEAMC_LIVE_KEEP']) template?.dispose();
    }
  } catch (e) {
    if (e instanceof UserError) {
      process.stderr.write(diagnosticsText(e.diagnostics, { color: wantsColor(process.stderr) }));
      return EXIT.invalid;
    }
    throw e;
  }
}
