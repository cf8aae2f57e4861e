#!/usr/bin/env node
// Benchmark: median wall time of `seamc build` on the example spec, of `seamc --version` (start-up alone) and
// of the bundled Claude Code hook on a matching payload, each as a ratio to `node -e 0`, measured in one run
// with the commands interleaved. docs/performance.md explains the figures.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runs = Number(process.env.BENCH_RUNS ?? 25);
const out = mkdtempSync(join(tmpdir(), 'seamc-bench-'));
const node = process.execPath;
const payload = JSON.stringify({
  session_id: 'bench', transcript_path: '/tmp/t.jsonl', cwd: process.cwd(), permission_mode: 'default',
  hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'git push --force origin main' }, tool_use_id: 'toolu_bench',
});

function time(args, input) {
  const t = process.hrtime.bigint();
  const r = spawnSync(node, args, { input, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  return { ms, r };
}

const build = ['bin/seamc.js', 'build', 'specs/example.seam.yaml', '--out', out];
const first = time(build);
if (first.r.status !== 0) {
  process.stderr.write(first.r.stdout + first.r.stderr);
  process.exit(1);
}
const hook = [join(out, '.seam/hooks/claude_code.cjs'), '--agent', 'claude_code'];
const probe = time(hook, payload);
if (!probe.r.stdout.includes('"deny"')) {
  process.stderr.write(`the hook did not deny the bench payload: ${probe.r.stdout}${probe.r.stderr}\n`);
  process.exit(1);
}
const version = ['bin/seamc.js', '--version'];

// 500 compiled rules: the same bundled runtime with a policy of 500 shell rules, none of which matches the
// payload, so every rule is evaluated (the worst case of a call that is allowed).
const { injectPolicy } = await import('../dist/compiler/bundle/inject.js');
const { evaluate } = await import('../dist/compiler/runtime/evaluate.js');
const { requiredLiteral } = await import('../dist/compiler/runtime/literal.js');
/** a shell matcher with its build-time literal, as compiler/model/lower.ts writes it */
const withLiteral = (command) => {
  const lit = requiredLiteral(command, '');
  return lit === undefined ? { command } : { command, literals: { command: lit } };
};
const manyRules = (n) => ({
  hooks: [],
  rules: Array.from({ length: n }, (_, i) => ({
    id: `rule-${i}`, on: 'pre_tool', tools: ['shell'], intent: 'hygiene', decision: 'deny',
    match: withLiteral(`\\b(tool${i}|bin${i})\\s+--(force|delete)-${i}\\b`), unless: { command: `--dry-run-${i}` },
  })),
});
const hook500File = join(out, 'hook500.cjs');
writeFileSync(hook500File, injectPolicy(readFileSync('dist/runtime/claude_code.cjs', 'utf8'), manyRules(500), '// bench'));
const hook500 = [hook500File, '--agent', 'claude_code'];
if (time(hook500, payload).r.stdout !== '') {
  process.stderr.write('the 500-rule hook did not allow the bench payload\n');
  process.exit(1);
}

const samples = { floor: [], build: [], version: [], hook: [], hook500: [] };
for (let i = 0; i < runs; i++) {
  samples.floor.push(time(['-e', '0']).ms);
  samples.build.push(time(build).ms);
  samples.version.push(time(version).ms);
  samples.hook.push(time(hook, payload).ms);
  samples.hook500.push(time(hook500, payload).ms);
}

// Linearity of rule matching, in process: microseconds per evaluation of one event against N rules, fresh
// policy objects each time (so regex compilation, which a hook process pays once per call, is included).
const event = { agent: 'claude_code', event: 'pre_tool', wire: 'PreToolUse', tool: 'Bash', toolClass: 'shell', command: 'git push --force origin main', toolInput: {}, raw: {} };
function perCall(n, reps) {
  const policies = Array.from({ length: reps }, () => manyRules(n));
  const t = process.hrtime.bigint();
  for (const p of policies) evaluate(p, event);
  return Number(process.hrtime.bigint() - t) / 1e3 / reps;
}
perCall(500, 20);
const scaling = [125, 250, 500, 1000, 2000].map((n) => ({ n, us: Math.min(perCall(n, 20), perCall(n, 20)) }));
rmSync(out, { recursive: true, force: true });
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const floor = median(samples.floor);
const row = (name, xs, target) => {
  const m = median(xs);
  return `${name.padEnd(22)} ${m.toFixed(1).padStart(7)} ms  ${(m / floor).toFixed(2)}x${target ? `  (target <= ${target}x)` : ''}`;
};
const cli = existsSync('dist/seamc.cjs')
  ? `dist/seamc.cjs${existsSync('dist/seamc.cjs.cache') ? ' + code cache' : ' (no code cache)'}`
  : 'ES modules under dist/ (no dist/seamc.cjs)';
console.log(`seamc bench: ${runs} runs each, interleaved, median wall time (node ${process.version}; CLI: ${cli})`);
console.log(row('node -e 0', samples.floor));
console.log(row('seamc build (example)', samples.build, 1.8));
console.log(row('seamc --version', samples.version));
console.log(row('claude_code hook (deny)', samples.hook, 1.15));
console.log(row('hook, 500 rules (allow)', samples.hook500, 1.15));
console.log(`rule matching, in process (regex compilation included): ${scaling.map((s) => `${s.n} rules ${s.us.toFixed(0)} us (${(s.us / s.n).toFixed(2)} us/rule)`).join(', ')}`);
