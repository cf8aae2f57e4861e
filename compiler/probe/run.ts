/**
 * One call through one agent's real path (docs/policy-tests.md): the probe's deliveries in the client's order, each
 * checked against the generated hook config, answered by the runtime (in-process from its exact text, or spawned
 * through the config's own command) and read as the client reads it. A deny or an ask ends the call; a rewrite
 * is carried into the later deliveries. Vendor-free.
 */
import type { Firing, Probe, ProbeCall, ProbeDelivery, ProbeReply, ReadVerdict } from '../backend/types-probe.js';
import { HOOK_DIR } from '../backend/hook-command.js';
import type { DecisionVerb } from '../contract/index.js';
import { loadRuntime } from './load.js';
import { runHook } from './spawn.js';
import type { BuiltTree } from './tree.js';
import { configOf, runtimeTree, treeOfDir } from './tree.js';

/**
 * Where a call is judged: a built tree (files in memory or a folder), a built folder, or one runtime's text alone
 * (then no config is read and every delivery counts as fired).
 */
export type ProbeSource = BuiltTree | { readonly dir: string } | { readonly runtimeText: string; readonly root: string; readonly shared?: Readonly<Record<string, string>> };

function treeOf(agent: string, source: ProbeSource): BuiltTree {
  if ('read' in source) return source;
  if ('dir' in source) return treeOfDir(source.dir);
  return runtimeTree(`${HOOK_DIR}/${agent}.cjs`, source.runtimeText, source.root, source.shared);
}

export interface ProbeStep {
  readonly wire: string;
  readonly fired: boolean;
  /** why the generated config did not run the runtime for this delivery */
  readonly why?: string;
  readonly reply?: ProbeReply;
  readonly verdict?: ReadVerdict;
  readonly ruleId?: string;
  /** the decision the runtime itself took (before the client read its reply) */
  readonly runtime?: RuntimeDecision;
}

export interface RuntimeDecision {
  readonly verb: DecisionVerb;
  readonly ruleId?: string;
}

/** What the client does with the call: its verdict, or n/a with the reason. */
export interface ProbeOutcome {
  readonly agent: string;
  /** undefined exactly when `na` is set */
  readonly verb?: DecisionVerb;
  readonly na?: string;
  /** the rule that decided, as the runtime reports it */
  readonly ruleId?: string;
  readonly reason?: string;
  readonly steps: readonly ProbeStep[];
}

interface Ask {
  readonly delivery: ProbeDelivery;
  readonly firing: Extract<Firing, { fires: true }>;
}
interface Answer {
  readonly reply: ProbeReply;
  readonly decision?: RuntimeDecision;
}

/** The client's side of one call; yields every delivery the config fires for and takes the runtime's answer. */
function* walk(probe: Probe, first: ProbeCall, tree: BuiltTree): Generator<Ask, ProbeOutcome, Answer> {
  const agent = probe.agent;
  const config = configOf(tree);
  let call = first;
  let plan = probe.plan(call, tree.root);
  if ('na' in plan) return { agent, na: plan.na, steps: [] };
  const steps: ProbeStep[] = [];
  let verb: DecisionVerb = 'allow';
  let ruleId: string | undefined;
  let reason: string | undefined;
  for (let i = 0; i < plan.deliveries.length; i++) {
    const d = plan.deliveries[i] as ProbeDelivery;
    const firing: Firing = tree.runtimeOnly ? { fires: true, command: '', entry: {} } : probe.fires(d, config);
    if (!firing.fires) {
      steps.push({ wire: d.wire, fired: false, why: firing.why });
      continue;
    }
    const answer = yield { delivery: d, firing };
    const v = probe.read(d, answer.reply, firing.entry);
    const rule = answer.decision?.ruleId;
    steps.push({ wire: d.wire, fired: true, reply: answer.reply, verdict: v, ...(rule !== undefined ? { ruleId: rule } : {}), ...(answer.decision ? { runtime: answer.decision } : {}) });
    const decided = { ...(rule !== undefined ? { ruleId: rule } : {}), ...(v.reason !== undefined ? { reason: v.reason } : {}) };
    if (v.verb === 'deny' || v.verb === 'escalate') return { agent, verb: v.verb, ...decided, steps };
    if (v.verb === 'transform') {
      verb = 'transform';
      ({ ruleId, reason } = decided);
      if (v.updatedInput && probe.rewrite) {
        call = probe.rewrite(call, v.updatedInput);
        const next = probe.plan(call, tree.root);
        if (!('na' in next) && next.deliveries.length === plan.deliveries.length) plan = next;
      }
    } else if (v.verb === 'vouch' && verb === 'allow') {
      verb = 'vouch';
      ({ ruleId, reason } = decided);
    }
  }
  return { agent, verb, ...(ruleId !== undefined ? { ruleId } : {}), ...(reason !== undefined ? { reason } : {}), steps };
}

export interface InProcessOptions {
  /** spawn the spec's own hook commands (`hooks:`) too; default false (a build never runs user commands) */
  readonly userHooks?: boolean;
  /**
   * the shell lines' actions read so far, shared by a batch of calls over files that do not change meanwhile (one
   * test on many agents): the runtime reads each line once (context.ts ContextOptions.actions)
   */
  readonly actions?: Map<string, unknown>;
}

const lastBytes = new Map<string, { text: string; bytes: Buffer }>();
/** `text` (the shared file `name`) as UTF-8 bytes; every agent's entry of one build reads the same two files, so the last of each is kept. */
function bytesOf(name: string, text: string): Buffer {
  const hit = lastBytes.get(name);
  if (hit?.text === text) return hit.bytes;
  const bytes = Buffer.from(text, 'utf8');
  if (lastBytes.size > 8) lastBytes.clear();
  lastBytes.set(name, { text, bytes });
  return bytes;
}

/** The runtime text the tree holds for `agent`. */
function runtimeText(tree: BuiltTree, agent: string): string {
  const text = tree.read(`${HOOK_DIR}/${agent}.cjs`);
  if (text === undefined) throw new Error(`the hook config runs ${HOOK_DIR}/${agent}.cjs, but the build holds no such file`);
  return text;
}

/**
 * The call through `probe`'s client, in-process: the tree's own runtime text loaded as a module and fed each
 * delivery the generated config fires for. Fast (no process per call): `seamc build` and corpus runs use it.
 */
export function probeDecision(probe: Probe, source: ProbeSource, call: ProbeCall, options: InProcessOptions = {}): ProbeOutcome {
  const tree = treeOf(probe.agent, source);
  const g = walk(probe, call, tree);
  let n = g.next();
  while (!n.done) {
    const file = `${tree.root}/${HOOK_DIR}/${probe.agent}.cjs`;
    const runtime = loadRuntime(runtimeText(tree, probe.agent), file, (name) => {
      const text = tree.read(`${HOOK_DIR}/${name}`);
      if (text === undefined) throw Object.assign(new Error(`no ${HOOK_DIR}/${name} in the build`), { code: 'ENOENT' });
      return bytesOf(name, text);
    });
    const lines: string[] = [];
    const r = runtime.dispatch(JSON.stringify(n.value.delivery.payload), { context: { root: tree.root, ...(options.actions ? { actions: options.actions } : {}) }, log: (m) => lines.push(m), userHooks: options.userHooks ?? false });
    if (r.reply.stderr) lines.push(r.reply.stderr.replace(/\n$/, ''));
    const reply: ProbeReply = { stdout: r.reply.stdout, exit: r.reply.exit, stderr: lines.join('\n') };
    const decision = r.decision ? { verb: r.decision.verb, ...(r.decision.ruleId !== undefined ? { ruleId: r.decision.ruleId } : {}) } : undefined;
    n = g.next(decision ? { reply, decision } : { reply });
  }
  return n.value;
}

export interface SpawnOptions {
  /** milliseconds before a hook process is killed (its exit then reads as null); default 20000 */
  readonly timeoutMs?: number;
}

/**
 * The call through `probe`'s client as the client runs it: for each delivery the config fires for, the config's own
 * command under `/bin/sh -c` in the built folder `dir`, with the client's variables, the payload on stdin.
 */
export async function probeSpawn(probe: Probe, dir: string, call: ProbeCall, options: SpawnOptions = {}): Promise<ProbeOutcome> {
  const tree = treeOfDir(dir);
  const g = walk(probe, call, tree);
  let n = g.next();
  while (!n.done) {
    const ran = await runHook(n.value.firing.command, JSON.stringify(n.value.delivery.payload), dir, probe.env(dir), options.timeoutMs ?? 20000);
    n = g.next(ran.decision ? { reply: ran.reply, decision: ran.decision } : { reply: ran.reply });
  }
  return n.value;
}
