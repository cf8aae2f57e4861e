/** The orchestrator: model → each backend → collected artifacts and losses → rendered files. Knows no vendor. */
import type { Section } from './contract/index.js';
import { gateLosses, hookLosses, noHookLosses, sharedFileLosses, unadaptedHookLosses, usedSections } from './backend/capability.js';
import { emitContext } from './backend/hook-command.js';
import type { Artifact, Backend, JsonValue, Loss } from './backend/types.js';
import type { Diagnostic, Position } from './diagnostics/diagnostic.js';
import { mergeJson } from './emit/json.js';
import type { OutFile } from './emit/render.js';
import { renderArtifact, sha256, withSharedRuntime } from './emit/render.js';
import { manifestFile } from './emit/tree.js';
import { gradeFacts, type GradedFacts } from './evidence/grade.js';
import { withHolders } from './holders.js';
import { recordedLive } from './evidence/live.js';
import type { Model } from './model/types.js';
import type { PolicyTestSummary, TestAgent } from './policy-tests.js';
import { runPolicyTests, testsKey, type TestCache } from './policy-tests.js';
import { treeOfFiles } from './probe/tree.js';
import type { WaiverUse } from './waivers.js';
import { applyWaivers } from './waivers.js';
import { sandboxArtifacts, sandboxLosses } from './planes/sandbox.js';
import { softSecurityErrors, withSecurityLosses } from './planes/risk0.js';

export interface Target {
  readonly id: string;
  readonly displayName: string;
  /** absent: seamc knows the agent but has not adapted it */
  readonly backend?: Backend;
  readonly unadaptedReason?: string;
}

export interface LossReport {
  readonly agent: string;
  readonly section: Section;
  readonly code: Loss['code'];
  readonly at: string;
  readonly pos?: Position;
  readonly reason: string;
  /** the waiver's reason, when a waiver accepts this loss */
  readonly waived?: string;
  /** the pointer of that waiver (/waivers/<n>) */
  readonly waiver?: string;
}

export interface BuiltFile extends OutFile {
  readonly agents: readonly string[];
  readonly sha256: string;
}

export interface BuildReport {
  readonly spec: string;
  readonly agents: readonly string[];
  /** every output file, the manifest last */
  readonly files: readonly BuiltFile[];
  readonly losses: readonly LossReport[];
  /** errors that stop the build before anything is written (exit 2) */
  readonly errors: readonly Diagnostic[];
  /** failures that make the build fail after writing (exit 1): policy tests */
  readonly failures: readonly Diagnostic[];
  /** seamc's own guards: `wiring` = the hooks refuse writes to their own wiring; `optedOut` = the spec turned it off */
  readonly guard: Model['guard'];
  /** the policy tests' counts (absent when they were not run: build errors, or `policyTests: false`) */
  readonly policyTests?: PolicyTestSummary;
  /** every waiver of the spec with the number of losses it accepted */
  readonly waivers: readonly WaiverUse[];
  /** what the user must do before an emitted file takes effect, per agent */
  readonly notes: readonly { readonly agent: string; readonly text: string }[];
}

export interface CompileInput {
  readonly model: Model;
  readonly targets: readonly Target[];
  /** the spec's repo-relative path, for headers and the manifest */
  readonly spec: string;
  readonly locate: (pointer: string) => Position | undefined;
  /** absolute repository root of the spec (policy tests resolve their paths there) */
  readonly root: string;
  /** the agents the spec itself targets: a waiver without `agent` is judged stale only when all are built */
  readonly specAgents?: readonly string[];
  /** false: skip the in-process policy tests (`seamc test` runs them itself, through the real commands) */
  readonly policyTests?: boolean;
  /** a build's last policy-test run: reused when nothing that decides it changed (testsKey) */
  readonly testCache?: TestCache;
}

/** The targets whose hook runtime the policy tests run on: an emitted hooks section and a probe. */
export function testAgents(targets: readonly Target[]): TestAgent[] {
  return targets.flatMap((t) => (t.backend?.probe && t.backend.facts.sections.hooks.status === 'emitted' ? [{ id: t.id, probe: t.backend.probe }] : []));
}

function emitTarget(model: Model, t: Target, built: readonly string[]): { artifacts: Artifact[]; losses: { section: Section; loss: Loss }[]; notes: string[] } {
  const artifacts: Artifact[] = [];
  const losses: { section: Section; loss: Loss }[] = [];
  const notes: string[] = [];
  const used = usedSections(model);
  if (!t.backend) {
    const reason = t.unadaptedReason ?? `seamc has no backend for ${t.displayName} yet`;
    for (const u of used) losses.push({ section: u.section, loss: { code: 'SC3002', at: u.at, reason } });
    return { artifacts, losses, notes };
  }
  const { facts, emit } = t.backend;
  const ctx = emitContext(facts);
  const sections = new Set(used.map((u) => u.section));
  // the OS plane: the launcher holds `sandbox:` for every agent with a local CLI, whatever its sections (planes/sandbox.ts)
  artifacts.push(...sandboxArtifacts(model, facts));
  for (const loss of sandboxLosses(model, facts)) losses.push({ section: 'permissions', loss });
  for (const section of sections) {
    const support = facts.sections[section];
    const emitter = emit[section];
    if (section === 'hooks' && support.status !== 'emitted') {
      const each = support.status === 'none' ? noHookLosses(model, facts, support.reason) : unadaptedHookLosses(model, facts, support.reason);
      for (const loss of each) losses.push({ section, loss });
      continue;
    }
    if (support.status !== 'emitted' || !emitter) {
      const code = support.status === 'none' ? 'SC3001' : 'SC3002';
      const reason = support.status === 'emitted' ? 'no emitter registered' : support.reason;
      for (const u of used.filter((x) => x.section === section && x.at !== '/sandbox')) losses.push({ section, loss: { code, at: u.at, reason } });
      continue;
    }
    if (section === 'hooks') {
      const shared = sharedFileLosses(model, facts, built);
      for (const loss of [...hookLosses(model, gradeFacts(facts, recordedLive())), ...shared.losses]) losses.push({ section, loss });
      notes.push(...shared.notes);
    }
    const out = emitter(model, ctx);
    artifacts.push(...withSharedRuntime(out.fragment, facts.hooks?.refuse));
    for (const loss of out.unrepresentable) losses.push({ section, loss });
    notes.push(...(out.notes ?? []));
  }
  losses.push(...gateLosses(model, facts));
  // RISK-0, once every plane of the agent is known (planes/risk0.ts)
  const input = losses.map((l) => l.loss);
  const checked = withSecurityLosses(model, gradeFacts(facts, recordedLive()), input);
  // the usual case: every loss kept, in order, and RISK-0's own after them (no two sets of ~2,000 losses per agent)
  if (checked.length >= input.length && input.every((l, i) => checked[i] === l))
    return { artifacts, losses: [...losses, ...checked.slice(input.length).map((loss) => ({ section: 'hooks' as const, loss }))], notes };
  const kept = new Set(checked);
  const had = new Set(input);
  const risk = [...kept].filter((l) => !had.has(l)).map((loss) => ({ section: 'hooks' as const, loss }));
  return { artifacts, losses: [...losses.filter((l) => kept.has(l.loss)), ...risk], notes };
}

/** One agent's artifacts for one path become one: JSON deep-merged, anything else must be unique. */
function mergeArtifacts(agent: string, list: readonly Artifact[], errors: Diagnostic[]): Artifact[] {
  const byPath = new Map<string, Artifact>();
  for (const a of list) {
    const prev = byPath.get(a.path);
    if (!prev) {
      byPath.set(a.path, a);
    } else if (prev.format === 'json' && a.format === 'json') {
      const body = mergeJson(prev.body, a.body, (p) =>
        errors.push({ code: 'SC9001', severity: 'error', message: `${agent}: two fragments set ${a.path}${p} differently` }),
      ) as { [k: string]: JsonValue };
      byPath.set(a.path, { ...a, body });
    } else if (JSON.stringify(prev) !== JSON.stringify(a)) {
      errors.push({ code: 'SC9001', severity: 'error', message: `${agent}: two artifacts for ${a.path}` });
    }
  }
  return [...byPath.values()];
}

/**
 * A second agent's artifact for a path another agent already fills: JSON settings files shared by several
 * agents (each owning its own keys) merge when no key holds two different values; anything else must be the
 * same artifact. Otherwise SC4001: never last-writer-wins.
 */
function shareArtifact(prev: { artifact: Artifact; agents: readonly string[] }, a: Artifact, agent: string, errors: Diagnostic[]): Artifact {
  const conflict = (detail: string) =>
    errors.push({
      code: 'SC4001',
      severity: 'error',
      message: `${prev.agents.join(', ')} and ${agent} produce different contents for ${a.path}${detail}`,
      hint: 'build these agents into separate output folders (--agents), or report this as a seamc bug',
    });
  const p = prev.artifact;
  if (p.format === 'json' && a.format === 'json') {
    let clash: string | undefined;
    const body = mergeJson(p.body, a.body, (at) => (clash ??= at), '', true) as { [k: string]: JsonValue };
    if (clash !== undefined) conflict(` (at ${clash})`);
    return { ...p, body };
  }
  if (p !== a && sameText(p) !== JSON.stringify(a)) conflict('');
  return p;
}

/** An artifact as JSON, made once: a file shared by many agents (AGENTS.md) is compared with each of them. */
const texts = new WeakMap<Artifact, string>();
function sameText(a: Artifact): string {
  let t = texts.get(a);
  if (t === undefined) texts.set(a, (t = JSON.stringify(a)));
  return t;
}

export function compile(input: CompileInput): BuildReport {
  const { model, targets, spec } = input;
  const errors: Diagnostic[] = [];
  const files = new Map<string, BuiltFile>();
  const shared = new Map<string, { artifact: Artifact; agents: string[] }>();
  const losses: LossReport[] = [];
  const notes: { agent: string; text: string }[] = [];
  const renderCtx = { spec, policy: model.policy };
  const positions = new Map<string, Position | undefined>();
  const planes: { id: string; displayName: string; facts?: GradedFacts; losses: Loss[] }[] = [];
  for (const t of targets) {
    const { artifacts, losses: ls, notes: ns } = emitTarget(model, t, targets.map((x) => x.id));
    for (const text of ns) notes.push({ agent: t.id, text });
    planes.push({ id: t.id, displayName: t.displayName, ...(t.backend ? { facts: gradeFacts(t.backend.facts, recordedLive()) } : {}), losses: ls.map((l) => l.loss) });
    for (const { section, loss } of ls) {
      // one position per pointer, shared by every agent's loss there; one object shape for every loss (~100,000 at
      // 2,000 rules over 51 agents: a spread per loss gave them as many shapes as the emitters' literals, now two)
      let pos = positions.get(loss.at);
      if (pos === undefined && !positions.has(loss.at)) positions.set(loss.at, (pos = input.locate(loss.at)));
      losses.push(pos ? { agent: t.id, section, code: loss.code, at: loss.at, reason: loss.reason, pos } : { agent: t.id, section, code: loss.code, at: loss.at, reason: loss.reason });
    }
    for (const a of mergeArtifacts(t.id, artifacts, errors)) {
      const prev = shared.get(a.path);
      if (!prev) shared.set(a.path, { artifact: a, agents: [t.id] });
      else shared.set(a.path, { artifact: shareArtifact(prev, a, t.id, errors), agents: [...prev.agents, t.id] });
    }
  }
  errors.push(...softSecurityErrors(model, planes, input.locate));
  for (const { artifact, agents } of shared.values()) {
    const f = renderArtifact(withHolders(artifact, agents, targets, model), renderCtx);
    files.set(f.path, { ...f, agents, sha256: sha256(f.text) });
  }
  const waived = applyWaivers({ waivers: model.waivers, built: targets.map((t) => t.id), locate: input.locate, ...(input.specAgents ? { specAgents: input.specAgents } : {}) }, losses, errors);
  const sorted = [...files.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const manifest = manifestFile(spec, sorted);
  const all = [...sorted, { ...manifest, agents: [], sha256: sha256(manifest.text) }];
  const base = { spec, agents: targets.map((t) => t.id), files: all, losses: waived.losses, errors, guard: model.guard, waivers: waived.uses, notes };
  if (errors.length > 0 || input.policyTests === false) return { ...base, failures: [] };
  const agents = testAgents(targets);
  const cache = input.testCache;
  const key = cache && model.tests.length > 0 ? testsKey(cache.identity, input.root, agents, model, all) : undefined;
  const hit = key !== undefined ? cache?.get(key) : undefined;
  const tested = hit ? { ...hit, summary: { ...hit.summary, cached: true } } : runPolicyTests(model, agents, treeOfFiles(input.root, all));
  if (key !== undefined && !hit) cache?.set(key, tested);
  const failures = tested.failures.map((d) => {
    const pos = d.pointer !== undefined ? input.locate(d.pointer) : undefined;
    return pos ? { ...d, pos } : d;
  });
  return { ...base, failures, policyTests: tested.summary };
}
