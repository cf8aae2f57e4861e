/**
 * Golden files: every spec in specs/ × every registered backend, built in memory and compared with
 * golden/<spec>/<agent>/ (files + unrepresentable.json). `node dist/scripts/golden.js` regenerates;
 * `--check` fails on any difference, a missing directory, or an orphan one.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { prepare } from '../compiler/cli/pipeline.js';
import { unifiedDiff } from '../compiler/cli/diff.js';
import type { BuildReport } from '../compiler/compile.js';
import { renderJson } from '../compiler/emit/json.js';
import { writeTree } from '../compiler/emit/tree.js';
import type { OutFile } from '../compiler/emit/render.js';
import { POLICY_BLOCK_END, POLICY_BLOCK_START, POLICY_PLACEHOLDER_LINE, SHEBANG } from '../compiler/bundle/placeholder.js';
import { stableJson } from '../compiler/bundle/stable-json.js';
import { unpackPolicy } from '../compiler/runtime/packed.js';
import { packageRoot } from '../compiler/util/package-root.js';
import { targets } from '../vendors/index.js';

export const LOSSES_FILE = 'unrepresentable.json';

export interface GoldenCase {
  readonly spec: string;
  readonly agent: string;
  readonly dir: string;
  readonly files: readonly OutFile[];
}

function lossesFile(report: BuildReport): OutFile {
  const rows = report.losses.map((l) => ({
    code: l.code,
    at: l.at,
    line: l.pos?.line ?? null,
    col: l.pos?.col ?? null,
    section: l.section,
    reason: l.reason,
    waived: l.waived ?? null,
  }));
  return { path: LOSSES_FILE, text: renderJson(rows as never), mode: 0o644 };
}

const RUNTIME_FILE = /^\.seam\/hooks\/([a-z0-9_]+)\.cjs$/;
/** where golden/ keeps each agent's runtime body once (the prebuilt bundle, policy placeholder and all) */
export const RUNTIME_DIR = '_runtime';

/**
 * golden/ stores each runtime body once (golden/_runtime/<agent>.cjs) and, per spec, only what differs: the
 * header and the policy, as readable JSON, so a reviewer reads rule changes, not copies of the runtime.
 */
function goldenRuntime(f: OutFile, root: string): OutFile {
  const m = RUNTIME_FILE.exec(f.path);
  if (!m) return f;
  const prebuilt = readFileSync(join(root, 'dist', 'runtime', `${m[1]}.cjs`), 'utf8');
  const start = f.text.indexOf(`\n${POLICY_BLOCK_START}\n`);
  const end = start < 0 ? -1 : f.text.indexOf(`\n${POLICY_BLOCK_END}\n`, start);
  if (end < 0) return f;
  const policy = unpackPolicy(f.text.slice(start + POLICY_BLOCK_START.length + 2, end));
  const lines = `${f.text.slice(0, start)}\n${POLICY_PLACEHOLDER_LINE}${f.text.slice(end + POLICY_BLOCK_END.length + 1)}`.split('\n');
  const prebuiltLines = prebuilt.split('\n');
  const head = lines[0] === SHEBANG ? 1 : 0;
  const added = lines.length - prebuiltLines.length;
  if (added < 0) return f;
  const header = lines.slice(head, head + added);
  const rest = [...lines.slice(0, head), ...lines.slice(head + added)];
  if (rest.join('\n') !== prebuilt) return f; // not the prebuilt bundle: keep the whole file
  const text = [...lines.slice(0, head), ...header, `// runtime body: golden/${RUNTIME_DIR}/${m[1]}.cjs; the policy it carries:`, JSON.stringify(JSON.parse(stableJson(policy)), null, 2), ''].join('\n');
  return { ...f, path: `${f.path}.golden`, text };
}

function runtimeBodies(root: string, agents: readonly string[]): GoldenCase {
  const files = agents.map((a) => ({ path: `${a}.cjs`, text: readFileSync(join(root, 'dist', 'runtime', `${a}.cjs`), 'utf8'), mode: 0o755 }));
  return { spec: RUNTIME_DIR, agent: '', dir: join(root, 'golden', RUNTIME_DIR), files };
}

export function specNames(root = packageRoot()): string[] {
  return readdirSync(join(root, 'specs')).filter((f) => f.endsWith('.seam.yaml')).sort().map((f) => f.slice(0, -'.seam.yaml'.length));
}

export function goldenCases(root = packageRoot()): GoldenCase[] {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const cases = specNames(root).flatMap((spec) =>
      targets.filter((t) => t.backend).map((t) => {
        const { report } = prepare(join('specs', `${spec}.seam.yaml`), targets, t.id);
        return { spec, agent: t.id, dir: join(root, 'golden', spec, t.id), files: [...report.files.map((f) => goldenRuntime(f, root)), lossesFile(report)] };
      }),
    );
    const agents = targets.filter((t) => t.backend?.facts.hooks).map((t) => t.id);
    return [...cases, runtimeBodies(root, agents)];
  } finally {
    process.chdir(cwd);
  }
}

function walk(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const abs = join(dir, name);
    return statSync(abs).isDirectory() ? walk(abs, base) : [relative(base, abs).split(sep).join('/')];
  });
}

/** Every difference between the golden tree and a fresh build, as unified diffs or one-line notes. */
export function goldenDrift(root = packageRoot()): string[] {
  const cases = goldenCases(root);
  const out: string[] = [];
  for (const c of cases) {
    const expected = new Map(c.files.map((f) => [f.path, f]));
    for (const f of c.files) {
      const abs = join(c.dir, f.path);
      const have = existsSync(abs) ? readFileSync(abs, 'utf8') : undefined;
      if (have !== f.text) out.push(unifiedDiff(relative(root, abs), have, f.text));
      else if ((statSync(abs).mode & 0o777) !== f.mode) out.push(`mode of ${relative(root, abs)} should be ${f.mode.toString(8)}\n`);
    }
    for (const p of walk(c.dir)) if (!expected.has(p)) out.push(`orphan golden file ${relative(root, join(c.dir, p))}\n`);
  }
  const want = new Set(cases.map((c) => `${c.spec}/${c.agent}`));
  const specs = new Set(cases.map((c) => c.spec));
  const goldenRoot = join(root, 'golden');
  for (const spec of existsSync(goldenRoot) ? readdirSync(goldenRoot) : []) {
    if (spec === RUNTIME_DIR) continue;
    if (!specs.has(spec)) out.push(`orphan golden directory golden/${spec} (no specs/${spec}.seam.yaml)\n`);
    else for (const agent of readdirSync(join(goldenRoot, spec))) if (!want.has(`${spec}/${agent}`)) out.push(`orphan golden directory golden/${spec}/${agent}\n`);
  }
  return out;
}

export function regenerate(root = packageRoot()): number {
  const cases = goldenCases(root);
  rmSync(join(root, 'golden'), { recursive: true, force: true });
  for (const c of cases) writeTree(c.dir, c.files);
  return cases.length;
}

function main(argv: readonly string[]): number {
  if (argv.includes('--check')) {
    const drift = goldenDrift();
    if (drift.length === 0) {
      process.stdout.write('golden: up to date\n');
      return 0;
    }
    process.stdout.write(drift.join(''));
    process.stdout.write(`golden: ${drift.length} difference(s); run \`npm run golden\` and review the diff\n`);
    return 3;
  }
  process.stdout.write(`golden: wrote ${regenerate()} spec × agent trees\n`);
  return 0;
}

if (process.argv[1] && /golden\.(js|ts)$/.test(process.argv[1])) process.exitCode = main(process.argv.slice(2));
