// Helpers of bench/run.js: timing, medians, peak memory, and each hook agent's command and shell payload, taken
// the way tests/hook-helpers.ts takes them (the command from the agent's own generated config, the payload from
// its pre_tool shell fixture).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const node = process.execPath;

/** Wall milliseconds of one child run; the result is kept for checks. */
export function time(cmd, args, { input, cwd, env } = {}) {
  const t = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { input, cwd, env, encoding: 'utf8', maxBuffer: 1 << 28 });
  return { ms: Number(process.hrtime.bigint() - t) / 1e6, r };
}

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/**
 * Run every case `runs` times, interleaved: each round runs every case once, in a rotated order, and a floor run
 * before every `every` cases; each sample is also kept as a ratio to the floor run just before it, so that a
 * slow moment of the shared machine moves both sides of the ratio. Returns milliseconds and ratios by case name.
 */
export function interleave(cases, runs, floor, every = 4) {
  const samples = Object.fromEntries([['floor', []], ...cases.map((c) => [c.name, []])]);
  const ratios = Object.fromEntries(cases.map((c) => [c.name, []]));
  for (let i = 0; i < runs; i++) {
    const order = cases.map((_, k) => cases[(k + i) % cases.length]);
    let base = 0;
    for (let k = 0; k < order.length; k++) {
      if (k % every === 0) samples.floor.push((base = floor().ms));
      const c = order[k];
      const { ms, r } = c.run();
      if (c.check) c.check(r);
      samples[c.name].push(ms);
      ratios[c.name].push(ms / base);
    }
  }
  return { samples, ratios };
}

/** How peak memory is read: `/proc/self/status` VmHWM from inside the child (Linux), else GNU time's %M. */
export function peakMethod() {
  if (existsSync('/proc/self/status')) return 'VmHWM';
  if (existsSync('/usr/bin/time') && spawnSync('/usr/bin/time', ['-f', '%M', 'true']).status === 0) return 'time';
  return undefined;
}

const VMHWM = join(dirname(new URL(import.meta.url).pathname), 'vmhwm.cjs');

/** Peak resident set size (MiB) of one run of `node <args>`, or undefined when the platform cannot tell. */
export function peakRss(args, opts = {}) {
  const method = peakMethod();
  if (method === 'VmHWM') {
    const r = spawnSync(node, ['--require', VMHWM, ...args], { ...opts, encoding: 'utf8', maxBuffer: 1 << 28, env: { ...(opts.env ?? process.env), SEAM_BENCH_VMHWM: '1' } });
    const m = /seam-bench-vmhwm: (\d+) kB/.exec(r.stderr ?? '');
    return m ? Number(m[1]) / 1024 : undefined;
  }
  if (method === 'time') {
    const r = spawnSync('/usr/bin/time', ['-f', 'seam-bench-maxrss: %M', node, ...args], { ...opts, encoding: 'utf8', maxBuffer: 1 << 28 });
    const m = /seam-bench-maxrss: (\d+)/.exec(r.stderr ?? '');
    return m ? Number(m[1]) / 1024 : undefined;
  }
  return undefined;
}

function files(dir) {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? (n === '.git' || n === 'cache' ? [] : files(join(dir, n))) : [join(dir, n)]));
}

function strings(v) {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (v && typeof v === 'object') return Object.values(v).flatMap(strings);
  return [];
}

/**
 * The command string in the agent's generated config that runs its runtime, and that config file: JSON, TOML, a JS
 * plugin's data line (compiler/probe/tree.ts) or a hook script's line (`#!` first), as tests/hook-helpers.ts reads them.
 */
export async function configCommand(root, out, id) {
  const { parse: parseToml } = await import(pathToFileURL(join(root, 'node_modules/smol-toml/dist/index.js')).href);
  const { decodeModuleConfig } = await import(pathToFileURL(join(root, 'dist/compiler/probe/tree.js')).href);
  const marker = `.seam/hooks/${id}.cjs`;
  for (const f of files(out)) {
    const text = readFileSync(f, 'utf8');
    if (!text.includes(marker) || f.endsWith('.cjs') || f.endsWith(join('.seam', 'manifest.json'))) continue;
    const data = f.endsWith('.toml') ? parseToml(text) : f.endsWith('.json') ? JSON.parse(text) : f.endsWith('.js') ? decodeModuleConfig(text) : text.startsWith('#!') ? text.split('\n') : undefined;
    const command = strings(data).find((s) => s.includes(marker) && s.includes(`--agent ${id}`));
    if (command) return { command, config: f };
  }
  throw new Error(`no generated config of ${id} runs ${marker}`);
}

function withCommand(v, from, to) {
  if (v === from) return to;
  if (Array.isArray(v)) return v.map((x) => withCommand(x, from, to));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withCommand(x, from, to)]));
  return v;
}

/** The agent's pre_tool shell payload (from its fixtures) carrying `command`, as JSON text. */
export async function shellPayload(root, id, command) {
  const { adapter } = await import(pathToFileURL(join(root, 'dist/vendors', id, 'runtime.js')).href);
  const dir = join(root, 'tests/fixtures/payloads', id);
  for (const f of readdirSync(dir).sort()) {
    if (f.startsWith('foreign-')) continue;
    const payload = JSON.parse(readFileSync(join(dir, f), 'utf8')).payload;
    if (!payload || typeof payload !== 'object') continue;
    const ev = adapter.parse(structuredClone(payload));
    if (ev?.event !== 'pre_tool' || ev.toolClass !== 'shell' || !ev.command) continue;
    const made = withCommand(payload, ev.command, command);
    if (adapter.parse(structuredClone(made))?.command === command) return JSON.stringify(made);
  }
  throw new Error(`${id}: no pre_tool shell fixture whose command can be set`);
}

/** The environment a client gives its hook command: its project variables, PWD, and a plugin root. */
export function clientEnv(out, config) {
  const env = { ...process.env, PWD: out, PLUGIN_ROOT: dirname(dirname(config)) };
  for (const v of ['CLAUDE', 'CURSOR', 'GEMINI', 'COPILOT', 'OPENHANDS', 'DEVIN', 'JUNIE', 'TABNINE', 'GROK', 'KIMI', 'WINDSURF', 'ANTIGRAVITY']) env[`${v}_PROJECT_DIR`] = out;
  delete env.SEAM_CODE_CACHE;
  return env;
}

export const fmt = (ms) => `${ms.toFixed(1).padStart(7)} ms`;
export const ratio = (x) => `${x.toFixed(2)}x`;
