/**
 * The probe API (docs/policy-tests.md): one canonical call through one agent's real path, in-process
 * (`probeDecision`: the runtime text loaded as a module) or spawned (`probeSpawn`: the generated config's own
 * command). Probes come from the backends (`backend.probe`; vendors/index.ts `probes` by agent id).
 */
export type { Firing, PatchFile, Probe, ProbeCall, ProbeDelivery, ProbeKind, ProbePlan, ProbeReply, ReadVerdict } from '../backend/types-probe.js';
export { PROBE_KINDS } from '../backend/types-probe.js';
export { callOfTest } from './call.js';
export type { TestCall } from './call.js';
export { loadRuntime } from './load.js';
export type { RuntimeModule } from './load.js';
export { probeDecision, probeSpawn } from './run.js';
export type { InProcessOptions, ProbeOutcome, ProbeSource, ProbeStep, RuntimeDecision, SpawnOptions } from './run.js';
export { inPool, runHook } from './spawn.js';
export { configOf, runtimeTree, treeOfDir, treeOfFiles } from './tree.js';
export type { BuiltTree } from './tree.js';
