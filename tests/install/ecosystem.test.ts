/** SARIF output, the ecosystem files (.pre-commit-hooks.yaml, action.yml), .gitignore handling. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { put, read, scratchRepo, seamc, SPEC } from './helpers.js';

const root = resolve(__dirname, '..', '..');

interface Sarif {
  version: string;
  runs: { tool: { driver: { name: string; rules: { id: string }[] } }; results: { ruleId: string; level: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } } }[]; suppressions?: { justification: string }[] }[] }[];
}

describe('--format sarif', () => {
  it('build: each loss is a result at its spec line; a waived one carries the waiver as a suppression', () => {
    const repo = scratchRepo({ 'seam.yaml': SPEC.replace(/waivers:[\s\S]*$/, '') + "  - id: no-rm\n    tool: shell\n    match: { command: 'rm -rf' }\n    decision: deny\n    intent: security\n" + 'waivers:\n  - agent: cursor\n    at: /permissions/deny/0\n    reason: covered by the hook rule\n' });
    const r = seamc(['build', join(repo, 'seam.yaml'), '--out', join(repo, 'out'), '--format', 'sarif']);
    expect(r.code).toBe(1);
    const s = JSON.parse(r.stdout) as Sarif;
    expect(s.version).toBe('2.1.0');
    const results = s.runs[0]!.results;
    const waived = results.find((x) => x.suppressions);
    expect(waived).toMatchObject({ ruleId: 'SC3201', level: 'note', suppressions: [{ justification: 'covered by the hook rule' }] });
    const open = results.filter((x) => x.level === 'error');
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((x) => x.locations[0]!.physicalLocation.artifactLocation.uri.endsWith('seam.yaml') && x.locations[0]!.physicalLocation.region!.startLine > 0)).toBe(true);
    expect(s.runs[0]!.tool.driver.rules.map((x) => x.id)).toEqual([...new Set(results.map((x) => x.ruleId))].sort());
  });

  it('check --repo: a drifted file is an SC4013 result on that file', () => {
    const repo = scratchRepo({ 'seam.yaml': SPEC });
    seamc(['install', '--repo', repo]);
    put(repo, 'AGENTS.md', read(repo, 'AGENTS.md').replace('# Demo', '# Changed'));
    const r = seamc(['check', '--repo', repo, '--format', 'sarif']);
    expect(r.code).toBe(3);
    const drift = (JSON.parse(r.stdout) as Sarif).runs[0]!.results.filter((x) => x.ruleId === 'SC4013');
    expect(drift.map((x) => x.locations[0]!.physicalLocation.artifactLocation.uri)).toEqual(['AGENTS.md']);
  });
});

describe('ecosystem files', () => {
  it('.pre-commit-hooks.yaml offers install and check as node hooks', () => {
    const hooks = parse(readFileSync(join(root, '.pre-commit-hooks.yaml'), 'utf8')) as { id: string; entry: string; language: string; pass_filenames: boolean }[];
    expect(hooks.map((h) => [h.id, h.entry, h.language, h.pass_filenames])).toEqual([
      ['seamc-install', 'seamc install', 'node', false],
      ['seamc-check', 'seamc check --repo .', 'node', false],
      ['seamc-gate', 'seamc gate --staged', 'node', false],
    ]);
  });

  it('action.yml runs seamc check --repo and annotates from the JSON report', () => {
    const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as { runs: { using: string; steps: { run: string }[] }; inputs: Record<string, unknown> };
    expect(action.runs.using).toBe('composite');
    expect(Object.keys(action.inputs)).toEqual(['spec', 'repo', 'agents', 'version', 'sarif', 'gate']);
    expect(action.runs.steps[1]!.run).toContain('gate "$SEAMC_SPEC" --range "$SEAMC_BASE..$SEAMC_HEAD" --format json');
    const script = action.runs.steps[0]!.run;
    expect(script).toContain('args=(check --repo "$SEAMC_REPO" "$SEAMC_SPEC")');
    expect(script).toContain('--format json');
    expect(script).toContain('--format sarif');
    expect(script).not.toMatch(/npx (--yes )?"?seamc@/);
  });

  it('a v* tag becomes a GitHub release with the npm pack tarball attached', () => {
    const wf = parse(readFileSync(join(root, '.github/workflows/release.yml'), 'utf8')) as { on: { push: { tags: string[] } }; jobs: { release: { steps: { run?: string }[] } } };
    expect(wf.on.push.tags).toEqual(['v*']);
    const runs = wf.jobs.release.steps.map((x) => x.run ?? '').join('\n');
    expect(runs).toContain('npm test');
    expect(runs).toContain('npm pack --ignore-scripts');
    expect(runs).toMatch(/gh release create "\$GITHUB_REF_NAME" seamc-\*\.tgz/);
  });

  it('.gitignore ignores out/ and nothing install writes; install says when the repository ignores one', () => {
    const ignore = readFileSync(join(root, '.gitignore'), 'utf8').split('\n');
    expect(ignore).toContain('out/');
    for (const p of ['.seam', '.seam/', '.claude/', '.cursor/', 'AGENTS.md', 'CLAUDE.md']) expect(ignore).not.toContain(p);
    const repo = scratchRepo({ 'seam.yaml': SPEC, '.gitignore': '.cursor/\n' });
    const r = seamc(['install', '--repo', repo]);
    expect(r.stdout).toContain("note: .cursor/hooks.json is ignored by git here; commit it so everyone's agent reads it");
  });
});
