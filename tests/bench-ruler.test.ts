// The bench's ruler comparison (bench/ruler.js) is not run by `npm test` as a timing, but what it feeds both tools
// is: the instructions-and-MCP spec must build with seamc and keep every instruction and server of the spec it came
// from, and ruler must apply the project made from it and write those instructions into an agent's file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { seamc } from './install/helpers.js';

interface RulerBench {
  RULER: string;
  rulerArgs: (dir: string) => string[];
  rulerProject: (spec: string, dir: string) => string;
  sharedSpec: (spec: string, dir: string) => string;
}

const root = resolve(__dirname, '..');
const tmp = mkdtempSync(join(tmpdir(), 'seamc-bench-ruler-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function load(): Promise<{ bench: RulerBench; writeSpec: (dir: string, n: number) => string }> {
  // @ts-expect-error bench/ruler.js is plain JavaScript
  const bench = (await import('../bench/ruler.js')) as RulerBench;
  // @ts-expect-error bench/gen-spec.js is plain JavaScript
  const { writeSpec } = (await import('../bench/gen-spec.js')) as { writeSpec: (dir: string, n: number) => string };
  return { bench, writeSpec };
}

const read = (file: string): Record<string, unknown> => parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

describe('bench: seamc and ruler get the same content', () => {
  for (const which of ['example', 100] as const) {
    it(`the ${which} spec's instructions and MCP servers, and nothing else, build with seamc and apply with ruler`, async () => {
      const { bench, writeSpec } = await load();
      const spec = which === 'example' ? join(root, 'specs/example.seam.yaml') : writeSpec(join(tmp, `spec-${which}`), which);
      const shared = bench.sharedSpec(spec, join(tmp, `shared-${which}`));
      const from = read(spec) as { instructions: { id: string }[]; plugin?: { mcp?: Record<string, unknown> } };
      const to = read(shared) as { instructions: { id: string; text: string }[]; plugin?: { mcp?: Record<string, unknown> }; rules?: unknown };
      expect(to.instructions.map((i) => i.id)).toEqual(from.instructions.map((i) => i.id));
      expect(to.instructions.every((i) => i.text.length > 0)).toBe(true);
      expect(Object.keys(to.plugin?.mcp ?? {})).toEqual(Object.keys(from.plugin?.mcp ?? {}));
      expect(to.rules).toBeUndefined();

      const out = join(tmp, `out-${which}`);
      const built = seamc(['build', shared, '--out', out, '--agents', 'all']);
      expect([0, 1], built.stderr).toContain(built.code);
      const written = (readdirSync(out, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
        .filter((d) => d.isFile())
        .map((d) => readFileSync(join(d.parentPath, d.name), 'utf8'))
        .join('\n');
      for (const i of to.instructions) expect(written).toContain(i.text.trim().split('\n')[0]);

      const project = bench.rulerProject(shared, join(tmp, `ruler-${which}`));
      expect(readdirSync(join(project, '.ruler')).sort()).toEqual([...to.instructions.map((i) => `${i.id}.md`), 'ruler.toml'].sort());
      const ran = spawnSync(process.execPath, bench.rulerArgs(project), { cwd: project, encoding: 'utf8' });
      expect(ran.status, ran.stderr).toBe(0);
      const claude = readFileSync(join(project, 'CLAUDE.md'), 'utf8');
      for (const i of to.instructions) expect(claude).toContain(i.text.trim().split('\n')[0]);
    });
  }
});
