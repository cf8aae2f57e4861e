/** End to end through bin/seamc.js (built dist/): the "done when" list. */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, scratch, scratchRepo, seamc, tree } from './cli-helpers.js';

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

describe('seamc CLI', () => {
  it('prints --version and --help', () => {
    expect(seamc(['--version'])).toMatchObject({ status: 0, stdout: `${pkg.version}\n` });
    const help = seamc(['--help']);
    expect(help.status).toBe(0);
    for (const c of ['build', 'check', 'explain']) expect(help.stdout).toContain(c);
  });

  it('builds the example cleanly, byte-identical on a second run, and check is clean', () => {
    const a = scratch();
    const b = scratch();
    const r1 = seamc(['build', 'specs/example.seam.yaml', '--out', a]);
    expect(r1.stderr).toBe('');
    expect(r1.status).toBe(0);
    expect(seamc(['build', 'specs/example.seam.yaml', '--out', b]).status).toBe(0);
    expect(tree(a)).toEqual(tree(b));
    expect(Object.keys(tree(a))).toEqual(expect.arrayContaining(['.claude/settings.json', 'CLAUDE.md', 'AGENTS.md', '.cursor/hooks.json', '.seam/manifest.json']));
    const rebuilt = seamc(['build', 'specs/example.seam.yaml', '--out', a]);
    expect(rebuilt.status).toBe(0);
    expect(tree(a)).toEqual(tree(b));
    expect(seamc(['check', 'specs/example.seam.yaml', '--out', a]).status).toBe(0);
  });

  it('check exits 3 with a unified diff on a hand edit, a missing file and a stale file', () => {
    const out = scratch();
    seamc(['build', 'specs/example.seam.yaml', '--out', out]);
    writeFileSync(join(out, 'AGENTS.md'), readFileSync(join(out, 'AGENTS.md'), 'utf8') + 'hand edit\n');
    const r = seamc(['check', 'specs/example.seam.yaml', '--out', out]);
    expect(r.status).toBe(3);
    expect(r.stdout).toContain('--- a/AGENTS.md\n+++ b/AGENTS.md\n');
    expect(r.stdout).toContain('-hand edit\n');
  });

  it('fails with exit 1 naming the loss and its line when a waiver is removed', () => {
    const repo = scratchRepo();
    const spec = join(repo, 'specs', 'example.seam.yaml');
    const text = readFileSync(spec, 'utf8');
    const m = /\n {2}- agent: (\S+)\n {4}at: (\S+)\n {4}reason: [^\n]*\n/.exec(text);
    expect(m, 'the example waives at least one loss').not.toBeNull();
    writeFileSync(spec, text.replace(m![0], '\n'));
    const r = seamc(['build', 'specs/example.seam.yaml', '--out', join(repo, 'out')], repo);
    expect(r.status).toBe(1);
    const line = new RegExp(`specs/example\\.seam\\.yaml:\\d+:\\d+  SC3\\d{3}  ${m![1]} \\(\\w+\\) ${m![2]!.replace(/\//g, '\\/')}:`);
    expect(r.stdout).toMatch(line);
  });

  it('rejects a bad spec with exit 2, file:line:col and code, and writes nothing', () => {
    const repo = scratchRepo();
    writeFileSync(join(repo, 'seam.yaml'), 'seam: 1\nname: demo\ninstructons: []\n');
    const out = join(repo, 'out');
    const r = seamc(['build', '--out', out], repo);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('seam.yaml:3:1  SC1002');
    expect(r.stderr).toContain('instructions');
    expect(existsSync(out)).toBe(false);
    expect(seamc(['build', 'specs/example.seam.yaml', '--agents', 'claude_cod'], repo).stderr).toContain('SC1030');
  });

  it('prints one JSON report whose artifacts match the files written', () => {
    const out = scratch();
    const r = seamc(['build', 'specs/example.seam.yaml', '--out', out, '--format', 'json']);
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as { exit: number; artifacts: { agent: string; path: string; bytes: number; sha256: string }[]; unrepresentable: { waived: string | null }[] };
    expect(report.exit).toBe(0);
    const files = tree(out);
    for (const a of report.artifacts) expect(files[a.path]?.split(' ')[0], a.path).toBe(a.sha256);
    expect(new Set(report.artifacts.map((a) => a.agent))).toEqual(new Set(['claude_code', 'cursor', 'seamc']));
    expect(report.unrepresentable.every((u) => u.waived !== null)).toBe(true);
  });

  it('removes files it wrote before and no longer produces, and nothing else', () => {
    const repo = scratchRepo();
    const out = join(repo, 'out');
    expect(seamc(['build', 'specs/example.seam.yaml', '--out', out], repo).status).toBe(0);
    mkdirSync(join(out, '.claude'), { recursive: true });
    writeFileSync(join(out, 'mine.txt'), 'a file seamc did not write\n');
    expect(existsSync(join(out, '.cursor', 'hooks.json'))).toBe(true);
    const r = seamc(['build', 'specs/example.seam.yaml', '--out', out, '--agents', 'claude_code'], repo);
    expect(r.status).toBe(0);
    expect(existsSync(join(out, '.cursor', 'hooks.json'))).toBe(false);
    expect(readFileSync(join(out, 'mine.txt'), 'utf8')).toBe('a file seamc did not write\n');
    expect(existsSync(join(out, 'CLAUDE.md'))).toBe(true);
  });

  it('explains a code', () => {
    const r = seamc(['explain', 'SC3105']);
    expect(r.status).toBe(0);
    expect(r.stdout.startsWith('SC3105  ')).toBe(true);
    expect(seamc(['explain', 'SC9999']).status).toBe(2);
  });
});
