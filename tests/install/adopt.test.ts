/**
 * Adopting seamc in a realistic repository (docs/decisions/adoption.md): init → install → check → edit → check →
 * uninstall, and init twice. The path init suggests exits 0, no agent reads a text twice, no rule is lost, hand
 * entries are not respelled beside seamc's, and uninstall gives every byte back.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { REALISTIC } from './fixture-repo.js';
import { put, read, scratchRepo, seamc, snapshot } from './helpers.js';

const TEXTS = {
  claude: 'Use pnpm. The API lives in `src/api/`.',
  agents: 'Prefer small pull requests.',
  copilot: 'Use TypeScript strict mode. Write tests with vitest.',
  x: 'Handlers return typed results.',
};

const count = (hay: string, needle: string): number => hay.split(needle).length - 1;
const readIf = (repo: string, p: string): string => (existsSync(join(repo, p)) ? read(repo, p) : '');

/** What each agent loads as instructions in this repository (its always-on files and its scoped rule for x). */
function loaded(repo: string): Record<string, string> {
  const agents = readIf(repo, 'AGENTS.md');
  const claude = readIf(repo, 'CLAUDE.md');
  return {
    claude_code: claude + (claude.includes('@AGENTS.md') ? agents : '') + readIf(repo, '.claude/rules/x.md'),
    cursor: agents + readIf(repo, '.cursor/rules/x.mdc'),
    vscode_copilot: readIf(repo, '.github/copilot-instructions.md') + agents + readIf(repo, '.github/instructions/x.instructions.md'),
    gemini_cli: agents + readIf(repo, 'GEMINI.md'),
  };
}

function init(repo: string, ...more: string[]) {
  return seamc(['init', '--repo', repo, '--no-pre-commit', '--no-ci', ...more]);
}

/** "nothing to change", then at most the activation gates that remain for this repository (one note each) */
const noChange = (out: string): boolean => out.startsWith('seamc install: nothing to change\n') && out.split('\n').slice(1).every((l) => l === '' || l.startsWith('  note: gate '));

describe('adopting seamc in a realistic repository', () => {
  it('init → install → check → edit → check → uninstall: green, nothing doubled, byte-identical restore', () => {
    const repo = scratchRepo(REALISTIC);
    const pristine = snapshot(repo);
    const i = init(repo);
    expect(i.stderr).toBe('');
    expect(i.code).toBe(0);
    expect(i.stdout).toContain('found claude_code, cursor, gemini_cli, vscode_copilot');
    expect(i.stdout).toContain('.gemini/settings.json: key "theme": no vendor-neutral seam.yaml field');
    expect(i.stdout).toMatch(/wrote \d+ waiver\(s\) marked TODO\(review\)/);
    const spec = parse(read(repo, 'seam.yaml')) as { agents: string[]; waivers: { agent: string; at: string; code: string; reason: string }[] };
    expect(spec.agents).toEqual(['claude_code', 'cursor', 'gemini_cli', 'vscode_copilot']);
    expect(spec.waivers.length).toBeGreaterThan(0);
    expect(spec.waivers.every((w) => w.reason.startsWith('TODO(review):') && w.agent && w.at && w.code)).toBe(true);
    expect(read(repo, 'seam.yaml').split('\n')[0]).toMatch(/^# yaml-language-server: \$schema=(\.\.\/)+\S*compiler\/spec\/seam\.schema\.json$/);
    const initialized = snapshot(repo);

    const inst = seamc(['install', '--repo', repo]);
    expect(inst.stderr).toBe('');
    expect(inst.code).toBe(0);
    expect(inst.stdout).toContain('note: adopted CLAUDE.md');
    expect(inst.stdout).toContain('note: adopted AGENTS.md');
    expect(inst.stdout).toContain('note: retired .github/copilot-instructions.md');
    // every text once per agent; Gemini CLI has no path-scoped instructions, so x is a waived loss there (SC3301)
    for (const [agent, text] of Object.entries(loaded(repo)))
      for (const [what, t] of Object.entries(TEXTS)) expect([agent, what, count(text, t)]).toEqual([agent, what, agent === 'gemini_cli' && what === 'x' ? 0 : 1]);
    expect(spec.waivers).toContainEqual(expect.objectContaining({ agent: 'gemini_cli', at: '/instructions/1/paths', code: 'SC3301' }));
    expect(read(repo, 'CLAUDE.md')).not.toContain('Widget service');
    const settings = read(repo, '.claude/settings.json');
    expect(settings).toBe(REALISTIC['.claude/settings.json']);
    expect(read(repo, '.cursor/rules/x.mdc')).toContain('run `seamc install`');
    expect(read(repo, 'AGENTS.md')).toContain('the lines between the seamc markers. Do not edit them: change seam.yaml and run `seamc install`');

    const check = seamc(['check', '--repo', repo]);
    expect(check.code).toBe(0);
    expect(check.stdout).toContain('no drift:');
    const claudeMd = read(repo, 'CLAUDE.md');
    put(repo, 'CLAUDE.md', claudeMd + '\nA note of my own.\n');
    expect(seamc(['check', '--repo', repo]).code).toBe(0);
    put(repo, 'CLAUDE.md', claudeMd);
    put(repo, 'AGENTS.md', read(repo, 'AGENTS.md').replace('Prefer small pull requests.', 'Prefer big pull requests.'));
    const drift = seamc(['check', '--repo', repo]);
    expect(drift.code).toBe(3);
    expect(drift.stdout).toContain('-Prefer big pull requests.\n+Prefer small pull requests.\n');
    expect(seamc(['install', '--repo', repo]).code).toBe(0);
    expect(noChange(seamc(['install', '--repo', repo]).stdout)).toBe(true);

    expect(seamc(['uninstall', '--repo', repo]).code).toBe(0);
    expect(snapshot(repo)).toEqual(initialized);
    for (const [p, t] of Object.entries(REALISTIC)) expect([p, read(repo, p)]).toEqual([p, t]);
    expect(Object.keys(snapshot(repo)).filter((k) => !(k in pristine))).toEqual(['seam.yaml']);
  });

  it('init twice: the second init (before or after install) writes the same seam.yaml, and install stays a no-op', () => {
    const repo = scratchRepo(REALISTIC);
    expect(init(repo).code).toBe(0);
    const first = read(repo, 'seam.yaml');
    expect(init(repo, '--force').code).toBe(0);
    expect(read(repo, 'seam.yaml')).toBe(first);
    expect(seamc(['install', '--repo', repo]).code).toBe(0);
    const installed = snapshot(repo);
    const again = init(repo, '--force');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('imported 4 instruction(s)');
    expect(read(repo, 'seam.yaml')).toBe(first);
    expect(noChange(seamc(['install', '--repo', repo]).stdout)).toBe(true);
    expect(snapshot(repo)).toEqual(installed);
    expect(existsSync(join(repo, '.claude/rules/x.md'))).toBe(true);
    expect(existsSync(join(repo, '.github/instructions/x.instructions.md'))).toBe(true);
  });

  it('init --force keeps what the spec holds: an edited instruction, a rule, a reviewed waiver', () => {
    const repo = scratchRepo(REALISTIC);
    expect(init(repo).code).toBe(0);
    const spec = read(repo, 'seam.yaml')
      .replace('Prefer small pull requests.', 'Prefer small, reviewed pull requests.')
      .replace(/reason: "?TODO\(review\): permission pattern not expressible on cursor"?/, 'reason: Cursor prompts for pnpm; fine.')
      .replace('\nplugin:', '\nrules:\n  - id: no-force-push\n    tool: shell\n    match: { command: "git push --force" }\n    decision: deny\n    message: Open a pull request.\nplugin:');
    put(repo, 'seam.yaml', spec);
    const first = seamc(['install', '--repo', repo]);
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(init(repo, '--force').code).toBe(0);
    const again = read(repo, 'seam.yaml');
    expect(again).toContain('Prefer small, reviewed pull requests.');
    expect(again).not.toContain('Prefer small pull requests.');
    expect(again).toContain('id: no-force-push');
    expect(again).toContain('reason: Cursor prompts for pnpm; fine.');
    expect(seamc(['install', '--repo', repo]).code).toBe(0);
    expect(seamc(['check', '--repo', repo]).code).toBe(0);
  });

  it('init without seam.yaml on an installed repository reads the adopted and retired originals back from the ledger', () => {
    const repo = scratchRepo(REALISTIC);
    expect(init(repo).code).toBe(0);
    const first = read(repo, 'seam.yaml');
    expect(seamc(['install', '--repo', repo]).code).toBe(0);
    rmSync(join(repo, 'seam.yaml'));
    const again = init(repo);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('read: CLAUDE.md, .claude/settings.json, .cursor/rules/x.mdc, .gemini/settings.json, AGENTS.md, .mcp.json, .github/copilot-instructions.md\n');
    expect(read(repo, 'seam.yaml')).toBe(first);
  });

  it('dropping the agent a retired file was for brings the file back; uninstall after a spec change still restores every byte', () => {
    const repo = scratchRepo(REALISTIC);
    expect(init(repo).code).toBe(0);
    const initialized = snapshot(repo);
    expect(seamc(['install', '--repo', repo]).code).toBe(0);
    expect(existsSync(join(repo, '.github/copilot-instructions.md'))).toBe(false);
    const r = seamc(['install', '--repo', repo, '--agents', 'claude_code,cursor,gemini_cli']);
    expect(r.code).toBe(0);
    expect(read(repo, '.github/copilot-instructions.md')).toBe(REALISTIC['.github/copilot-instructions.md']);
    expect(seamc(['check', '--repo', repo, '--agents', 'claude_code,cursor,gemini_cli']).code).toBe(0);
    expect(seamc(['uninstall', '--repo', repo]).code).toBe(0);
    expect(snapshot(repo)).toEqual(initialized);
  });
});
