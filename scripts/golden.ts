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
import { SHARED_POLICY, SHARED_RUNTIME, STAMP_PREFIX } from '../compiler/bundle/placeholder.js';
import { entryLines } from '../compiler/bundle/entry.js';
import { HOOK_DIR } from '../compiler/backend/hook-command.js';
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

const ENTRY_FILE = /^\.seam\/hooks\/([a-z0-9_]+)\.cjs$/;
/** where golden/ keeps the runtime once: the shared body (the prebuilt file) and the entry's common lines */
export const RUNTIME_DIR = '_runtime';
const ENTRY_TEMPLATE = 'entry.cjs';
const CONSTANTS = '  // @@ the agent, the stamps of the shared files and the refusal: the line in each .seam/hooks/<agent>.cjs.golden @@';

/** `text` split at its first line equal to `line`: the lines before it and the text from it on (undefined: no such line). */
function splitAt(text: string, line: string): { head: string[]; rest: string } | undefined {
  const at = text.startsWith(`${line}\n`) ? 0 : text.indexOf(`\n${line}\n`) + 1;
  if (at <= 0 && !text.startsWith(`${line}\n`)) return undefined;
  return { head: text.slice(0, at).split('\n').slice(0, -1), rest: text.slice(at) };
}

/**
 * golden/ stores the runtime once (golden/_runtime/: the shared body, the entry's common lines) and, per spec and
 * agent, only what differs: each file's header, the entry's line of constants (agent, stamps, refusal) and the
 * policy as readable JSON, so a reviewer reads rule changes, not copies of the runtime. A file that is not what the
 * prebuilt runtime and the entry template make is kept whole (and so shows as drift).
 */
function goldenRuntime(f: OutFile, prebuilt: string): OutFile {
  const golden = (lines: string[]): OutFile => ({ ...f, path: `${f.path}.golden`, text: [...lines, ''].join('\n') });
  const entry = ENTRY_FILE.exec(f.path);
  if (entry) {
    const parts = splitAt(f.text, "'use strict';");
    const constants = parts?.rest.split('\n')[2];
    if (!parts || constants === undefined || parts.rest !== [...entryLines(constants), ''].join('\n')) return f;
    return golden([...parts.head, constants, `// the rest: golden/${RUNTIME_DIR}/${ENTRY_TEMPLATE}`]);
  }
  if (f.path === `${HOOK_DIR}/${SHARED_RUNTIME}`) {
    const head = f.text.slice(0, f.text.length - prebuilt.length);
    if (!f.text.endsWith(prebuilt) || !head.split('\n').slice(0, -1).every((l) => l.startsWith('//'))) return f;
    return golden([...head.split('\n').slice(0, -1), `// runtime body: golden/${RUNTIME_DIR}/${SHARED_RUNTIME}`]);
  }
  if (f.path === `${HOOK_DIR}/${SHARED_POLICY}`) {
    const lines = f.text.split('\n');
    const stamp = lines.length - 2;
    const intro = lines.findIndex((l) => l.startsWith('// the packed policy'));
    if (intro < 0 || !lines[stamp]?.startsWith(STAMP_PREFIX) || lines[stamp + 1] !== '') return f;
    const policy = unpackPolicy(lines.slice(intro + 1, stamp).join('\n'));
    return golden([...lines.slice(0, intro + 1), lines[stamp] as string, '// the policy it packs:', JSON.stringify(JSON.parse(stableJson(policy)), null, 2)]);
  }
  return f;
}

function runtimeBodies(root: string, prebuilt: string): GoldenCase {
  const files = [
    { path: SHARED_RUNTIME, text: prebuilt, mode: 0o644 },
    { path: ENTRY_TEMPLATE, text: [...entryLines(CONSTANTS), ''].join('\n'), mode: 0o644 },
  ];
  return { spec: RUNTIME_DIR, agent: '', dir: join(root, 'golden', RUNTIME_DIR), files };
}

export function specNames(root = packageRoot()): string[] {
  return readdirSync(join(root, 'specs')).filter((f) => f.endsWith('.seam.yaml')).sort().map((f) => f.slice(0, -'.seam.yaml'.length));
}

export function goldenCases(root = packageRoot()): GoldenCase[] {
  const cwd = process.cwd();
  const prebuilt = readFileSync(join(root, 'dist', 'runtime', SHARED_RUNTIME), 'utf8');
  process.chdir(root);
  try {
    const cases = specNames(root).flatMap((spec) =>
      targets.filter((t) => t.backend).map((t) => {
        const { report } = prepare(join('specs', `${spec}.seam.yaml`), targets, t.id);
        return { spec, agent: t.id, dir: join(root, 'golden', spec, t.id), files: [...report.files.map((f) => goldenRuntime(f, prebuilt)), lossesFile(report)] };
      }),
    );
    return [...cases, runtimeBodies(root, prebuilt)];
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
