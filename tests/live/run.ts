/**
 * The live conformance suite (`npm run test:live`, docs/live-suite.md): install or reuse the pinned agent
 * CLIs, run every scenario in its own scratch repository and HOME against the fake model (several at once,
 * each under its own timeout), print passed / failed / skipped with the reason, write evidence/live.json,
 * and exit 1 when a scenario that ran failed (0 when clients were missing: their scenarios are skipped).
 *
 * Options: --only claude,gemini (clients)  --grep TEXT (scenario ids)  --jobs N  --no-install  --no-evidence
 *          --budget MINUTES (scenarios not started by then fail; default 40)  --no-isolate (see isolate.ts)
 */
import { availableParallelism } from 'node:os';
import { CLIENTS, type ClientId, type InstalledClient, type MissingClient } from './clients.js';
import { writeEvidence, recordsOf, type ScenarioResult } from './evidence.js';
import { claimReport } from './claims.js';
import { fail, makeCtx, repoRoot, skip, type Outcome, type Scenario } from './harness.js';
import { ensureClients } from './install.js';
import { ISOLATED_ENV, isolationProblem, runIsolated } from './isolate.js';
import { allScenarios } from './scenarios/index.js';

interface Options {
  only?: Set<ClientId>;
  grep?: string;
  jobs: number;
  install: boolean;
  evidence: boolean;
  budgetMs: number;
  isolate: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const o: Options = { jobs: Math.max(2, Math.min(4, availableParallelism())), install: true, evidence: true, budgetMs: 40 * 60_000, isolate: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const val = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--only') {
      const ids = val().split(',').map((s) => s.trim()).filter(Boolean);
      const bad = ids.filter((id) => !CLIENTS.some((c) => c.id === id));
      if (bad.length > 0) throw new Error(`unknown client ${bad.join(', ')} (known: ${CLIENTS.map((c) => c.id).join(', ')})`);
      o.only = new Set(ids as ClientId[]);
    } else if (a === '--grep') o.grep = val();
    else if (a === '--jobs') o.jobs = Math.max(1, Number.parseInt(val(), 10) || 1);
    else if (a === '--no-install') o.install = false;
    else if (a === '--no-evidence') o.evidence = false;
    else if (a === '--no-isolate') o.isolate = false;
    else if (a === '--budget') o.budgetMs = Math.max(1, Number.parseFloat(val()) || 40) * 60_000;
    else throw new Error(`unknown option ${a}`);
  }
  return o;
}

async function runOne(s: Scenario, client: InstalledClient, root: string): Promise<Outcome> {
  const deadline = Date.now() + s.timeoutMs;
  const { ctx, cleanup } = makeCtx(client, root, deadline);
  let timer: NodeJS.Timeout | undefined;
  const watchdog = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve(fail(`timed out after ${s.timeoutMs / 1000}s`)), s.timeoutMs + 10_000);
  });
  try {
    return await Promise.race([s.run(ctx).catch((e: unknown) => fail(`error: ${e instanceof Error ? e.message : String(e)}`)), watchdog]);
  } finally {
    clearTimeout(timer);
    if (!process.env['SEAMC_LIVE_KEEP']) cleanup();
  }
}

async function pool<T, R>(items: readonly T[], jobs: number, work: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(jobs, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  });
  await Promise.all(lanes);
  return out;
}

const secs = (ms: number): string => `${(ms / 1000).toFixed(1)}s`;

function line(r: ScenarioResult): string {
  const o = r.outcome;
  const head = `${o.status.toUpperCase().padEnd(7)} ${r.scenario.id}`;
  if (o.status === 'passed') return `${head} (${secs(r.ms)})${o.detail ? `: ${o.detail}` : ''}`;
  return `${head}${o.status === 'failed' ? ` (${secs(r.ms)})` : ''}: ${o.reason}`;
}

export async function main(argv: readonly string[]): Promise<number> {
  const t0 = Date.now();
  const o = parseArgs(argv);
  const root = repoRoot();
  const log = (s: string): void => void process.stdout.write(s + '\n');
  const wanted = CLIENTS.filter((c) => !o.only || o.only.has(c.id));
  const scenarios = allScenarios.filter((s) => (!o.only || o.only.has(s.client)) && (!o.grep || s.id.includes(o.grep)));
  log(`seamc live suite: ${scenarios.length} scenarios, ${wanted.length} clients, ${o.jobs} at a time`);

  const tInstall = Date.now();
  const clients = await ensureClients(wanted.filter((c) => scenarios.some((s) => s.client === c.id)), { install: o.install, log });
  for (const c of clients) log('bin' in c ? `client  ${c.spec.id} ${c.spec.pkg}@${c.version}` : `client  ${c.spec.id} MISSING: ${c.reason}`);
  log(`clients ready in ${secs(Date.now() - tInstall)}`);
  if (process.env[ISOLATED_ENV] === '1') log('network: this run is inside a loopback-only network namespace');
  else if (o.isolate && clients.some((c) => 'bin' in c)) {
    const problem = isolationProblem();
    if (!problem) {
      log('network: re-running the scenarios inside a loopback-only network namespace (unshare -rn)');
      return runIsolated(process.argv[1]!, [...argv, '--no-install']);
    }
    log(`network: no isolation here (${problem}); clients run with telemetry and updates off and a dead loopback proxy`);
  }
  const byId = new Map<ClientId, InstalledClient | MissingClient>(clients.map((c) => [c.spec.id, c]));
  const budgetEnd = Date.now() + o.budgetMs;

  const results = await pool(scenarios, o.jobs, async (s): Promise<ScenarioResult> => {
    const c = byId.get(s.client);
    if (!c || !('bin' in c)) {
      const r: ScenarioResult = { scenario: s, outcome: skip(`client ${s.client} not installed: ${c ? c.reason : 'not requested'}`), ms: 0 };
      log(line(r));
      return r;
    }
    const t = Date.now();
    const outcome = t > budgetEnd ? fail(`not started: the suite's ${o.budgetMs / 60_000}-minute budget ran out`) : await runOne(s, c, root);
    const r: ScenarioResult = { scenario: s, outcome, ms: Date.now() - t, client: c };
    log(line(r));
    return r;
  });

  log('');
  log('summary (per client):');
  for (const c of wanted) {
    const mine = results.filter((r) => r.scenario.client === c.id);
    if (mine.length === 0) continue;
    const ver = byId.get(c.id);
    log(`  ${c.displayName} (${ver && 'bin' in ver ? `${c.pkg}@${ver.version}` : 'not installed'})`);
    for (const r of mine) log(`    ${line(r)}`);
  }
  const n = (s: Outcome['status']): number => results.filter((r) => r.outcome.status === s).length;
  const skipped = results.filter((r) => r.outcome.status === 'skipped');
  if (skipped.length > 0) log(`skipped: ${skipped.map((r) => r.scenario.id).join(', ')}`);
  if (o.evidence) {
    const date = new Date().toISOString().slice(0, 10);
    const covered = o.only || o.grep ? new Set(scenarios.map((s) => s.id)) : ('all' as const);
    log(`evidence: ${writeEvidence(root, recordsOf(results, date), covered)} (${date})`);
  }
  const claims = claimReport(root, results, scenarios, wanted.filter((c) => { const x = byId.get(c.id); return x !== undefined && 'bin' in x; }).map((c) => c.agent), new Date().toISOString().slice(0, 10));
  for (const l of claims.lines) log(l);
  log(`time: ${secs(Date.now() - t0)}`);
  log(`${n('passed')} passed, ${n('failed') + claims.unrun} failed, ${n('skipped')} skipped`);
  return n('failed') > 0 || claims.unrun > 0 ? 1 : 0;
}
