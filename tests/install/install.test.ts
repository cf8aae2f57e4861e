/** seamc install / uninstall / check --repo on scratch repositories (in-process CLI, sources). */
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { put, read, scratchRepo, seamc, snapshot, SPEC } from './helpers.js';

const USER_SETTINGS = '{\n    "hooks": {\n        "PreToolUse": [\n            { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./own.sh" } ] }\n        ]\n    },\n    "model": "opus"\n}\n';

function repoWithUserFiles(): string {
  return scratchRepo({ 'seam.yaml': SPEC, 'CLAUDE.md': '# Mine\n\nHand-written.\n', '.claude/settings.json': USER_SETTINGS, 'notes.txt': 'untouched\n' });
}

describe('seamc install', () => {
  it('merges into existing files, keeps every user byte, and uninstall restores the repository byte for byte', () => {
    const repo = repoWithUserFiles();
    const before = snapshot(repo);
    const r = seamc(['install', '--repo', repo]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const claude = read(repo, 'CLAUDE.md');
    expect(claude.startsWith('# Mine\n\nHand-written.\n\n<!-- >>> seamc >>> -->\n')).toBe(true);
    expect(claude.endsWith('@AGENTS.md\n<!-- <<< seamc <<< -->\n')).toBe(true);
    const settings = read(repo, '.claude/settings.json');
    expect(settings.startsWith('{\n    "hooks": {\n        "PreToolUse": [\n            { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./own.sh" } ] },\n            {\n                "matcher": ')).toBe(true);
    const parsed = JSON.parse(settings) as { model: string; permissions: { deny: string[] }; hooks: { PreToolUse: unknown[] } };
    expect(parsed.model).toBe('opus');
    expect(parsed.permissions.deny).toEqual(['Read(/.env*)']);
    expect(parsed.hooks.PreToolUse).toHaveLength(2);
    expect(existsSync(join(repo, '.seam/installed.json'))).toBe(true);
    expect(seamc(['uninstall', '--repo', repo]).code).toBe(0);
    expect(snapshot(repo)).toEqual(before);
  });

  it('is a no-op the second time', () => {
    const repo = repoWithUserFiles();
    expect(seamc(['install', '--repo', repo]).code).toBe(0);
    const once = snapshot(repo);
    const again = seamc(['install', '--repo', repo]);
    // the activation gates that remain are listed every time (compiler/install/gates.ts)
    expect(again.stdout).toMatch(/^  note: gate claude_code\/launch-dir may remain \(seamc cannot check it\)/m);
    expect(again.stdout.replace(/^  note: gate .*\n/gm, '')).toBe('seamc install: nothing to change\n');
    expect(snapshot(repo)).toEqual(once);
  });

  it('check --repo: a hand edit inside a seamc block is drift (exit 3), one outside is not', () => {
    const repo = repoWithUserFiles();
    seamc(['install', '--repo', repo]);
    expect(seamc(['check', '--repo', repo]).code).toBe(0);
    put(repo, 'CLAUDE.md', read(repo, 'CLAUDE.md').replace('Hand-written.', 'Hand-written, and edited later.') + '\nA user note after the block.\n');
    const settings = JSON.parse(read(repo, '.claude/settings.json')) as Record<string, unknown>;
    put(repo, '.claude/settings.json', read(repo, '.claude/settings.json').replace('"model": "opus"', '"model": "sonnet"'));
    expect(settings.model).toBe('opus');
    expect(seamc(['check', '--repo', repo]).code).toBe(0);
    put(repo, 'AGENTS.md', read(repo, 'AGENTS.md').replace('Run the tests before you push.', 'Push whenever.'));
    const drift = seamc(['check', '--repo', repo]);
    expect(drift.code).toBe(3);
    expect(drift.stdout).toContain('--- a/AGENTS.md\n+++ b/AGENTS.md\n');
    expect(drift.stdout).toContain('-Push whenever.\n+Run the tests before you push.\n');
  });

  it('check --repo: a removed or edited seamc JSON entry is drift; install puts it back', () => {
    const repo = repoWithUserFiles();
    seamc(['install', '--repo', repo]);
    put(repo, '.claude/settings.json', read(repo, '.claude/settings.json').replace('"Read(/.env*)"', '"Read(/.env)"'));
    const r = seamc(['check', '--repo', repo]);
    expect(r.code).toBe(3);
    expect(r.stdout).toContain('+            "Read(/.env*)"');
    expect(seamc(['install', '--repo', repo]).code).toBe(0);
    expect(seamc(['check', '--repo', repo]).code).toBe(0);
  });

  it('rejects damaged markers with file:line (exit 2) and writes nothing', () => {
    const repo = repoWithUserFiles();
    seamc(['install', '--repo', repo]);
    put(repo, 'CLAUDE.md', read(repo, 'CLAUDE.md').replace('<!-- <<< seamc <<< -->\n', ''));
    const snap = snapshot(repo);
    for (const cmd of [['check', '--repo', repo], ['install', '--repo', repo], ['uninstall', '--repo', repo]]) {
      const r = seamc(cmd);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/CLAUDE\.md:5:1 +SC4010 +CLAUDE\.md:5: a seamc begin marker without an end marker/);
    }
    put(repo, 'CLAUDE.md', read(repo, 'CLAUDE.md') + '<!-- <<< seamc <<< -->\n<!-- <<< seamc <<< -->\n');
    expect(seamc(['check', '--repo', repo]).stderr).toContain('a second seamc end marker (the first is on line');
    expect(snapshot(repo)).not.toEqual({});
    put(repo, 'CLAUDE.md', snap['CLAUDE.md']!.slice(4));
    expect(snapshot(repo)).toEqual(snap);
  });

  it('refuses a conflicting user value (exit 2, SC4011) and leaves the repository as it was', () => {
    const repo = scratchRepo({ 'seam.yaml': SPEC, '.cursor/hooks.json': '{ "version": 2, "hooks": {} }\n' });
    const snap = snapshot(repo);
    const r = seamc(['install', '--repo', repo]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('SC4011');
    expect(r.stderr).toContain('.cursor/hooks.json: at /version: the repository already sets it to 2, seamc would set 1');
    expect(snapshot(repo)).toEqual(snap);
  });

  it('replaces a file it owns whole, keeps the user\'s original for uninstall, and removes stale files after a spec change', () => {
    const mdc = '---\nglobs: src/api/**/*.ts\n---\nMy own rule.\n';
    const repo = scratchRepo({ 'seam.yaml': SPEC, '.cursor/rules/api-style.mdc': mdc });
    const before = snapshot(repo);
    seamc(['install', '--repo', repo]);
    expect(read(repo, '.cursor/rules/api-style.mdc')).toContain('Handlers return typed results.');
    put(repo, 'seam.yaml', SPEC.replace(/ {2}- id: api-style\n.*\n.*\n/, ''));
    expect(seamc(['install', '--repo', repo]).code).toBe(0);
    expect(read(repo, '.cursor/rules/api-style.mdc')).toBe(mdc);
    expect(existsSync(join(repo, '.claude/rules'))).toBe(false);
    put(repo, 'seam.yaml', SPEC);
    seamc(['install', '--repo', repo]);
    seamc(['uninstall', '--repo', repo]);
    expect(snapshot(repo)).toEqual(before);
  });

  it('keeps user edits made after install when uninstalling (structural removal)', () => {
    const repo = repoWithUserFiles();
    seamc(['install', '--repo', repo]);
    put(repo, 'CLAUDE.md', read(repo, 'CLAUDE.md') + '\nLater note.\n');
    put(repo, '.claude/settings.json', read(repo, '.claude/settings.json').replace('"model": "opus"', '"model": "sonnet"'));
    const r = seamc(['uninstall', '--repo', repo]);
    expect(r.stdout).toContain("note: CLAUDE.md: changed since install; only seamc's part was removed");
    expect(read(repo, 'CLAUDE.md')).toBe('# Mine\n\nHand-written.\n\nLater note.\n');
    expect(read(repo, '.claude/settings.json')).toBe(USER_SETTINGS.replace('"model": "opus"', '"model": "sonnet"'));
    expect(existsSync(join(repo, '.seam'))).toBe(false);
  });

  it('never writes through a symbolic link that leads out of the repository (SC4012)', () => {
    const outside = mkdtempSync(join(tmpdir(), 'seamc-outside-'));
    const repo = scratchRepo({ 'seam.yaml': SPEC });
    symlinkSync(outside, join(repo, '.cursor'));
    const r = seamc(['install', '--repo', repo]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('SC4012');
    expect(r.stderr).toContain('a symbolic link that leads out of the repository');
    expect(snapshot(outside)).toEqual({});
    expect(existsSync(join(repo, 'AGENTS.md'))).toBe(false);
  });

  it('writes through a symbolic link inside the repository into its target', () => {
    const repo = scratchRepo({ 'seam.yaml': SPEC, 'docs/claude.md': '# Shared\n' });
    symlinkSync('docs/claude.md', join(repo, 'CLAUDE.md'));
    expect(seamc(['install', '--repo', repo]).code).toBe(0);
    expect(read(repo, 'docs/claude.md')).toContain('<!-- >>> seamc >>> -->');
    seamc(['uninstall', '--repo', repo]);
    expect(read(repo, 'docs/claude.md')).toBe('# Shared\n');
  });

  it('install --dry-run writes nothing; uninstall without a ledger is a no-op', () => {
    const repo = repoWithUserFiles();
    const snap = snapshot(repo);
    const r = seamc(['install', '--repo', repo, '--dry-run']);
    expect(r.stdout).toContain('would write   CLAUDE.md');
    expect(snapshot(repo)).toEqual(snap);
    expect(seamc(['uninstall', '--repo', repo]).stdout).toContain('seamc has not installed anything here');
  });
});
