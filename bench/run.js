#!/usr/bin/env node
// `npm run bench` (docs/performance.md): wall-time ratios to `node -e 0`, measured in the same run with the
// commands interleaved, medians of BENCH_RUNS (hooks, default 15) and BENCH_BUILD_RUNS (builds, default 7) runs:
//  - every hook agent's runtime at 25 / 500 / 2,000 rules (bench/gen-spec.js), run directly (`node <hook>`) and
//    through the hook command of its own generated config (`/bin/sh -c`, from the project), on its pre_tool
//    shell payload; the first call of a fresh project (it writes the code cache) is shown apart;
//  - `seamc build --agents all` of the example spec and of 100 / 500 / 2,000 rules, the cost per rule, and the
//    peak resident set size at 2,000 rules, and the floors under them: `seamc --version` (loading the CLI alone) and
//    the time a plain loop takes to write the same output (bench/write-floor.cjs);
//  - ruler (`ruler apply`, every agent it knows) on the content both tools write (each size's instructions and MCP
//    servers, bench/ruler.js), against `seamc build --agents all` of that same content (target below 1, faster),
//    interleaved with the builds; the whole spec's build over ruler's time is shown beside it.
// Exit 1 when a figure misses its target or regresses more than 20% from bench/baseline.json.
// `node bench/run.js --update-baseline` (after `npm run build`) writes the baseline from this run.
// BENCH_ROOT=<another seamc checkout, built> measures that tree with this bench (before/after), baseline unchecked.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeSpec } from './gen-spec.js';
import { freshCopy, RULER, rulerArgs, rulerProject, sharedSpec } from './ruler.js';
import { clientEnv, configCommand, fmt, interleave, median, node, peakMethod, peakRss, ratio, shellPayload, time } from './lib.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(process.env.BENCH_ROOT ?? join(here, '..'));
const other = process.env.BENCH_ROOT !== undefined;
const update = process.argv.includes('--update-baseline');
const HOOK_RUNS = Number(process.env.BENCH_RUNS ?? 15);
const BUILD_RUNS = Number(process.env.BENCH_BUILD_RUNS ?? 7);
const HOOK_SIZES = [25, 500, 2000];
const BUILD_SIZES = [100, 500, 2000];
const TARGET = { hook: 1.15, build2000: 4, buildExample: 1.5, perRuleGrowth: 0.1, rssMiB: 150, vsRuler: 1 };
/** an allowed call with a pipe and a file write: line, exec, write actions, so every index kind is consulted */
const COMMAND = 'git status --short && npm run lint -- --fix src/index.ts | tee lint.log';
const BASELINE = join(here, 'baseline.json');

const tmp = mkdtempSync(join(tmpdir(), 'seamc-bench-'));
const seamc = join(root, 'bin/seamc.js');
const floor = () => time(node, ['-e', '0']);
const fail = (msg) => {
  process.stderr.write(`bench: ${msg}\n`);
  rmSync(tmp, { recursive: true, force: true });
  process.exit(1);
};

function build(spec, out) {
  const r = time(node, [seamc, 'build', spec, '--out', out, '--agents', 'all'], { cwd: root });
  if (r.r.status !== 0 && r.r.status !== 1) fail(`seamc build ${spec} exited ${r.r.status}: ${r.r.stderr}`);
  return r;
}

// the specs and one build of each (the hook projects)
const specs = { example: join(root, 'specs/example.seam.yaml') };
for (const n of [...new Set([...HOOK_SIZES, ...BUILD_SIZES])]) specs[n] = writeSpec(join(tmp, `spec-${n}`), n);
const outs = {};
for (const n of HOOK_SIZES) build(specs[n], (outs[n] = join(tmp, `out-${n}`)));

// the hook cases: every agent of the registry whose build wrote a hook runtime that sees pre_tool calls (an agent
// whose hooks only fire at session start, like Junie's, has none), every size, direct and through its command
const { targets } = await import(pathToFileURL(join(root, 'dist/vendors/index.js')).href);
const agents = targets
  .filter((t) => t.backend?.facts.hooks?.events?.pre_tool && existsSync(join(outs[HOOK_SIZES[0]], '.seam/hooks', `${t.id}.cjs`)))
  .map((t) => t.id)
  .sort();
const hookCases = [];
for (const id of agents) {
  const input = await shellPayload(root, id, COMMAND);
  for (const n of HOOK_SIZES) {
    const out = outs[n];
    const hook = join(out, '.seam/hooks', `${id}.cjs`);
    const { command, config } = await configCommand(root, out, id);
    const env = clientEnv(out, config);
    const cold = time(node, [hook, '--agent', id], { input, env: { ...env, SEAM_CODE_CACHE: '0' } }).r;
    if (cold.status === null || cold.status > 2) fail(`${id} at ${n} rules crashed: ${cold.stderr}`);
    const same = (r) => {
      if (r.stdout !== cold.stdout || r.status !== cold.status) fail(`${id} at ${n} rules answered ${JSON.stringify([r.stdout, r.status, r.stderr])}, expected ${JSON.stringify([cold.stdout, cold.status])}`);
    };
    same(time(node, [hook, '--agent', id], { input, env }).r); // the first run writes the code cache
    hookCases.push({ name: `${id}/${n}/direct`, run: () => time(node, [hook, '--agent', id], { input, env }), check: same });
    hookCases.push({ name: `${id}/${n}/command`, run: () => time('/bin/sh', ['-c', command], { input, cwd: out, env }), check: same });
  }
}
const { samples: hooks, ratios: hookRatios } = interleave(hookCases, HOOK_RUNS, floor);
const hookFloor = median(hooks.floor);

// the first call of a fresh project: no code cache yet (it compiles the body, answers, then writes the cache)
const firstCall = {};
{
  const id = agents.includes('claude_code') ? 'claude_code' : agents[0];
  const input = await shellPayload(root, id, COMMAND);
  for (const n of HOOK_SIZES) {
    const hook = join(outs[n], '.seam/hooks', `${id}.cjs`);
    firstCall[n] = median(Array.from({ length: 5 }, () => {
      rmSync(join(outs[n], '.seam/cache'), { recursive: true, force: true });
      return time(node, [hook, '--agent', id], { input }).ms;
    }));
  }
  firstCall.agent = id;
}

// the builds, of each spec and of the content both seamc and ruler write (its instructions and MCP servers), and
// ruler applying that content: a fresh output folder, or a fresh copy of ruler's project, for every run (made and
// removed outside the timing)
if (!existsSync(RULER)) fail(`no ruler at ${RULER}: run npm ci (it is a pinned dev dependency)`);
const SIZES = ['example', ...BUILD_SIZES];
for (const n of SIZES) specs[`shared-${n}`] = sharedSpec(specs[n], join(tmp, `shared-${n}`));
const buildCase = (name, spec) => ({
  name,
  run: () => {
    const out = mkdtempSync(join(tmp, 'b-'));
    const r = build(spec, out);
    rmSync(out, { recursive: true, force: true });
    return r;
  },
});
const buildCases = SIZES.map((n) => buildCase(`build/${n}`, specs[n]));
// the CLI's own floor: loading the bundle and its code cache, no spec read (what every build pays before its work)
buildCases.push({ name: 'build/cli-load', run: () => time(node, [seamc, '--version'], { cwd: root }) });
const sharedCases = SIZES.map((n) => buildCase(`shared/${n}`, specs[`shared-${n}`]));
const rulerCases = SIZES.map((n) => {
  const project = rulerProject(specs[`shared-${n}`], join(tmp, `ruler-${n}`));
  return {
    name: `ruler/${n}`,
    run: () => {
      const dir = freshCopy(project, mkdtempSync(join(tmp, 'r-')));
      const r = time(node, rulerArgs(dir), { cwd: dir });
      if (r.r.status !== 0) fail(`ruler apply (${n}) exited ${r.r.status}: ${r.r.stderr}`);
      rmSync(dir, { recursive: true, force: true });
      return r;
    },
  };
});
const { samples: builds, ratios: buildRatios } = interleave([...buildCases, ...sharedCases, ...rulerCases], BUILD_RUNS, floor, 1);
/** seamc's time over ruler's: `what` is `shared` (the same content, the target) or `build` (the whole spec) */
const vsRuler = (n, what = 'shared') => median(buildRatios[`${what}/${n}`]) / median(buildRatios[`ruler/${n}`]);
const buildFloor = median(builds.floor);
const buildRatio = (n) => median(buildRatios[`build/${n}`]);
const buildMs = (n) => median(builds[`build/${n}`]);
const perRule = (a, b) => (buildMs(b) - buildMs(a)) / (b - a);
const rss = {};
for (const n of [2000, 'example']) {
  const xs = Array.from({ length: 3 }, () => {
    const out = mkdtempSync(join(tmp, 'm-'));
    const v = peakRss([seamc, 'build', specs[n], '--out', out, '--agents', 'all'], { cwd: root });
    rmSync(out, { recursive: true, force: true });
    return v;
  }).filter((v) => v !== undefined);
  rss[n] = xs.length > 0 ? median(xs) : undefined;
}
// the write floor: an output written again by a plain loop (bench/write-floor.cjs), each run over its floor run; the
// 2,000-rule output and the example's (built here once, all agents)
build(specs.example, (outs.example = join(tmp, 'out-example')));
const writeFloorOf = (n) => {
  const wf = { ratios: [], ms: [], files: 0, bytes: 0 };
  for (let i = 0; i < BUILD_RUNS; i++) {
    const base = floor().ms;
    const dst = join(tmp, `w-${n}-${i}`);
    const r = spawnSync(node, [join(here, 'write-floor.cjs'), outs[n], dst], { encoding: 'utf8' });
    rmSync(dst, { recursive: true, force: true });
    const [ms, files, bytes] = r.stdout.trim().split(' ').map(Number);
    if (r.status !== 0 || !(ms >= 0)) fail(`write-floor exited ${r.status}: ${r.stderr}`);
    wf.ms.push(ms);
    wf.ratios.push(ms / base);
    wf.files = files;
    wf.bytes = bytes;
  }
  return wf;
};
const writeFloor = writeFloorOf(2000);
const exampleWriteFloor = writeFloorOf('example');
rmSync(tmp, { recursive: true, force: true });

// the figures, each with its target; `better` is always lower
const figures = [];
const hookRatio = (id, n, mode) => median(hookRatios[`${id}/${n}/${mode}`]);
for (const id of agents) for (const n of HOOK_SIZES) for (const mode of ['direct', 'command']) figures.push({ key: `hook/${id}/${n}/${mode}`, value: hookRatio(id, n, mode), target: TARGET.hook });
figures.push({ key: 'build/example', value: buildRatio('example'), target: TARGET.buildExample });
for (const n of BUILD_SIZES) figures.push({ key: `build/${n}`, value: buildRatio(n), ...(n === 2000 ? { target: TARGET.build2000 } : {}) });
figures.push({ key: 'build/cli-load', value: buildRatio('cli-load') });
const growth = perRule(500, 2000) / perRule(100, 500) - 1;
figures.push({ key: 'build/per-rule-growth', value: growth, target: TARGET.perRuleGrowth, absolute: true });
if (rss[2000] !== undefined) figures.push({ key: 'build/2000/peak-rss-mib', value: rss[2000], target: TARGET.rssMiB });
for (const n of SIZES) figures.push({ key: `vs-ruler/${n}`, value: vsRuler(n), target: TARGET.vsRuler });

// the report
const load = loadavg().map((x) => x.toFixed(1)).join(' ');
console.log(`seamc bench: node ${process.version}, ${cpus().length} CPUs, load ${load}; tree ${root}`);
console.log(`medians of interleaved runs (hooks ${HOOK_RUNS}, builds ${BUILD_RUNS}), each run's ratio to the floor run just before it; floor node -e 0: ${hookFloor.toFixed(1)} ms (hook runs), ${buildFloor.toFixed(1)} ms (build runs)`);
console.log('');
console.log(`hook per call at 25 / 500 / 2,000 rules, ${agents.length} agents with a hook runtime, ratio to node -e 0 (target <= ${TARGET.hook}x); payload: ${JSON.stringify(COMMAND)}`);
console.log(`${'agent'.padEnd(16)}${'direct'.padEnd(27)}via its hook command (sh)`);
for (const id of agents) {
  const cells = (mode) => HOOK_SIZES.map((n) => ratio(hookRatio(id, n, mode)).padStart(7)).join('  ');
  console.log(`${id.padEnd(16)}${cells('direct').padEnd(27)}${cells('command')}`);
}
const ms = (mode, n) => median(agents.map((id) => median(hooks[`${id}/${n}/${mode}`])));
console.log(`${'(median ms)'.padEnd(16)}${HOOK_SIZES.map((n) => ms('direct', n).toFixed(1).padStart(7)).join('  ').padEnd(27)}${HOOK_SIZES.map((n) => ms('command', n).toFixed(1).padStart(7)).join('  ')}`);
console.log(`first call of a fresh project (${firstCall.agent}, no code cache yet, writes it): ${HOOK_SIZES.map((n) => `${n} rules ${firstCall[n].toFixed(1)} ms (${ratio(firstCall[n] / hookFloor)})`).join(', ')}`);
console.log('');
console.log(`seamc build --agents all (${targets.length} agents), each run into a fresh folder (so the example's policy tests run every time)`);
for (const n of ['example', ...BUILD_SIZES]) {
  const t = n === 'example' ? TARGET.buildExample : n === 2000 ? TARGET.build2000 : undefined;
  console.log(`  ${(n === 'example' ? 'example (small spec)' : `${n} rules`).padEnd(22)}${fmt(buildMs(n))}  ${ratio(buildRatio(n))}${t ? `  (target <= ${t}x)` : ''}`);
}
console.log(`  floors under every build: loading the CLI alone (seamc --version) ${fmt(buildMs('cli-load'))}  ${ratio(buildRatio('cli-load'))}; writing the example's output alone (${exampleWriteFloor.files} files) ${fmt(median(exampleWriteFloor.ms))}  ${ratio(median(exampleWriteFloor.ratios))}`);
console.log(`  of which writing the 2,000-rule output alone (${writeFloor.files} files, ${(writeFloor.bytes / 2 ** 20).toFixed(1)} MiB, by a plain mkdir + writeFileSync loop, bench/write-floor.cjs): ${fmt(median(writeFloor.ms))}  ${ratio(median(writeFloor.ratios))}`);
console.log(`  against ruler 0.3.44 (\`ruler apply\`, every agent it knows) on each spec's instructions and MCP servers, the content both write:`);
console.log(`  ${'spec'.padEnd(22)}${'ruler'.padStart(10)}${'seamc, same content'.padStart(21)}${'seamc / ruler'.padStart(15)}${'whole spec / ruler'.padStart(20)}`);
for (const n of SIZES) {
  const label = n === 'example' ? 'example (small spec)' : `${n} rules`;
  console.log(`  ${label.padEnd(22)}${fmt(median(builds[`ruler/${n}`])).padStart(10)}${fmt(median(builds[`shared/${n}`])).padStart(21)}${`${vsRuler(n).toFixed(2)}`.padStart(15)}${`${vsRuler(n, 'build').toFixed(2)}`.padStart(20)}`);
}
console.log(`  (target: seamc / ruler < ${TARGET.vsRuler} at every size; the last column adds rules, permissions, commands and the hook runtimes, which ruler does not write)`);
console.log(`  cost per rule: ${perRule(100, 500).toFixed(3)} ms (100->500), ${perRule(500, 2000).toFixed(3)} ms (500->2,000): ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(0)}% (target within 10%)`);
const method = peakMethod();
console.log(`  peak RSS (${method === 'VmHWM' ? 'VmHWM of /proc/self/status, read in the child at exit' : method === 'time' ? 'GNU time %M' : 'not measurable here'}): ${[2000, 'example'].map((n) => `${n === 'example' ? 'example' : `${n} rules`} ${rss[n] === undefined ? '?' : `${rss[n].toFixed(0)} MiB`}`).join(', ')} (target <= ${TARGET.rssMiB} MiB at 2,000 rules)`);

// the adversarial corpus on every hook agent's real path (docs/corpus.md): what the hooks buy, beside what they cost
{
  const { loadCorpus } = await import('../dist/scripts/corpus/records.js');
  const { inProcess, loadPolicy } = await import('../dist/scripts/corpus/decide.js');
  const { makeScratchRepo } = await import('../dist/scripts/corpus/repo.js');
  const { allAgentRates } = await import('../dist/scripts/corpus/agents.js');
  const dir = join(root, 'tests/corpus');
  const records = loadCorpus(dir);
  const repo = makeScratchRepo();
  try {
    const judge = inProcess(loadPolicy(join(dir, 'policy.seam.yaml')));
    const decidedBy = new Map(records.map((r) => [r.id, judge.decide(r, repo.root).ruleId]));
    console.log('');
    console.log(`adversarial corpus (${records.length} records) on each hook agent's real path: catch rate, false-positive rate`);
    for (const [id, r] of allAgentRates(records, join(dir, 'policy.seam.yaml'), repo.root, decidedBy)) {
      if (r.attack + r.safe === 0) {
        console.log(`  ${id.padEnd(16)}no record applies (n/a ${r.na})`);
        continue;
      }
      console.log(`  ${id.padEnd(16)}caught ${((100 * r.caught) / r.attack).toFixed(1)}% (${r.caught}/${r.attack}), false positives ${((100 * r.fp) / Math.max(1, r.safe)).toFixed(1)}% (${r.fp}/${r.safe}), silent misses ${r.misses.length}, n/a ${r.na}`);
    }
  } finally {
    repo.dispose();
  }
}

// targets and the baseline
const problems = [];
for (const f of figures) {
  if (f.target === undefined) continue;
  if (f.absolute ? Math.abs(f.value) > f.target : f.value > f.target) problems.push(`${f.key} = ${f.value.toFixed(3)} misses its target ${f.target}`);
}
if (update) {
  writeFileSync(BASELINE, `${JSON.stringify({ node: process.version, written: new Date().toISOString().slice(0, 10), figures: Object.fromEntries(figures.map((f) => [f.key, Number(f.value.toFixed(3))])) }, null, 2)}\n`);
  console.log(`\nwrote ${BASELINE}`);
} else if (!other) {
  let base;
  try {
    base = JSON.parse(readFileSync(BASELINE, 'utf8')).figures;
  } catch {
    problems.push(`no readable ${BASELINE}: run \`node bench/run.js --update-baseline\``);
  }
  for (const f of figures) {
    const b = base?.[f.key];
    if (typeof b !== 'number' || f.key === 'build/per-rule-growth') continue;
    if (f.value > b * 1.2) problems.push(`${f.key} = ${f.value.toFixed(3)} regressed more than 20% from the baseline ${b}`);
  }
}
if (problems.length > 0) {
  console.log(`\nFAIL\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nok: every figure meets its target${update || other ? '' : ' and is within 20% of bench/baseline.json'}`);
