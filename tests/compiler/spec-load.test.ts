/** Good specs load cleanly; the LoadedSpec API (positions, repo root, references, skill folders) behaves. */
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../compiler/diagnostics/diagnostic.js';
import { locateKey, readSkillFolder, resolveRef } from '../../compiler/spec/load.js';
import { diagnosticsOf, load, tempDir, triples, writeTree } from './spec-helpers.js';
import { FULL_SPEC, FULL_TREE, MINIMAL_SPEC } from './spec-good-fixtures.js';

function thrown(fn: () => unknown): UserError {
  try {
    fn();
  } catch (e) {
    if (e instanceof UserError) return e;
    throw e;
  }
  throw new Error('expected a UserError');
}

describe('loadSpec on good specs', () => {
  it('loads a minimal spec', () => {
    const root = writeTree({ 'config/seam.yaml': MINIMAL_SPEC });
    const l = load(join(root, 'config/seam.yaml'));
    expect(l.spec).toEqual({ seam: 1, name: 'acme' });
    expect(l.dir).toBe(join(root, 'config'));
    expect(l.repoRoot).toBe(root);
    expect(l.text).toBe(MINIMAL_SPEC);
    expect(l.file).toBe(join(root, 'config/seam.yaml')); // outside the cwd: absolute
  });

  it('loads a spec using every section, extensions included', () => {
    const root = writeTree(FULL_TREE);
    expect(diagnosticsOf(join(root, 'seam.yaml'))).toEqual([]);
    const l = load(join(root, 'seam.yaml'));
    expect(l.spec.rules?.[1]?.update).toEqual({ command: 'terraform plan' });
    expect(l.spec.rules?.[0]?.match?.command).toBe('\\bgit\\s+push\\b.*\\s(--force|-f)\\b');
    expect(l.spec.hooks?.[1]).toEqual({ id: 'notify', on: 'stop', run: './scripts/notify.sh', timeout: 30 });
    expect(l.spec.plugin?.mcp?.['docs']).toEqual({ url: 'https://docs.example.com/mcp', transport: 'http', headers: { Authorization: 'Bearer ${DOCS_TOKEN}' } });
    expect(l.spec.waivers).toEqual([{ agent: 'vscode_copilot', at: '/permissions/deny/1', reason: 'Copilot cannot deny reads; the pre_tool hook covers it.' }]);
  });

  it('locates values and keys by JSON pointer', () => {
    const root = writeTree(FULL_TREE);
    const l = load(join(root, 'seam.yaml'));
    const line = (needle: string): number => FULL_SPEC.split('\n').findIndex((s) => s.includes(needle)) + 1;
    expect(l.locate('/rules/0/decision')).toEqual({ file: l.file, line: line('decision: deny'), col: 15 });
    expect(l.locateKey('/rules/0/decision')).toEqual({ file: l.file, line: line('decision: deny'), col: 5 });
    expect(locateKey(l, '/permissions/deny/1')).toEqual({ file: l.file, line: line('- read: ".env*"'), col: 7 });
    expect(l.locate('/permissions/deny/1/read')).toEqual({ file: l.file, line: line('- read: ".env*"'), col: 13 });
    expect(l.locate('/agents/2')).toEqual({ file: l.file, line: 4, col: 31 });
    expect(l.locate('')).toEqual({ file: l.file, line: 2, col: 1 });
    expect(l.locate('/rules/9')).toBeUndefined();
    expect(l.locate('nonsense')).toBeUndefined();
  });

  it('accepts `agents: all`, `..` references that stay inside the repository, and links inside it', () => {
    const root = writeTree({
      'docs/shared.md': '# shared\n',
      'config/seam.yaml': 'seam: 1\nname: acme\nagents: all\ninstructions:\n  - id: shared\n    file: ../docs/shared.md\n  - id: linked\n    file: link.md\n',
    });
    symlinkSync(join(root, 'docs/shared.md'), join(root, 'config/link.md'));
    const l = load(join(root, 'config/seam.yaml'));
    expect(l.spec.agents).toBe('all');
    expect(resolveRef(l, '../docs/shared.md', 'file')).toBe(join(root, 'docs/shared.md'));
  });

  it('takes the spec folder as repository root without .git, and opts.repoRoot over both', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'seam.yaml'), MINIMAL_SPEC);
    expect(load(join(dir, 'seam.yaml')).repoRoot).toBe(dir);
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'sub/seam.yaml'), MINIMAL_SPEC);
    expect(load(join(dir, 'sub/seam.yaml')).repoRoot).toBe(join(dir, 'sub'));
    expect(load(join(dir, 'sub/seam.yaml'), dir).repoRoot).toBe(dir);
  });

  it('shows the file relative to the cwd when inside it', () => {
    const abs = join(process.cwd(), 'tests/fixtures/bad-specs/seam-version/seam.yaml');
    const d = diagnosticsOf(abs, join(process.cwd(), 'tests/fixtures/bad-specs/seam-version'));
    expect(d.map((x) => x.pos)).toEqual([{ file: 'tests/fixtures/bad-specs/seam-version/seam.yaml', line: 1, col: 7 }]);
  });
});

describe('references after loading', () => {
  it('resolveRef refuses what loadSpec refuses', () => {
    const root = writeTree(FULL_TREE);
    const l = load(join(root, 'seam.yaml'));
    expect(resolveRef(l, 'rules/api-style.md', 'file')).toBe(join(root, 'rules/api-style.md'));
    expect(resolveRef(l, 'skills/db-migrations', 'dir')).toBe(join(root, 'skills/db-migrations'));
    expect(thrown(() => resolveRef(l, '../x.md', 'file')).diagnostics.map((d) => d.code)).toEqual(['SC1011']);
    expect(thrown(() => resolveRef(l, '/etc/hostname', 'file')).diagnostics.map((d) => d.code)).toEqual(['SC1011']);
    expect(thrown(() => resolveRef(l, 'rules', 'file')).diagnostics.map((d) => d.code)).toEqual(['SC1013']);
  });

  it('readSkillFolder lists every regular file, sorted, with POSIX paths and modes', () => {
    const root = writeTree(FULL_TREE);
    const skill = join(root, 'skills/db-migrations');
    chmodSync(join(skill, 'scripts/check.sh'), 0o755);
    chmodSync(join(skill, 'SKILL.md'), 0o644);
    chmodSync(join(skill, 'references/guide.md'), 0o644);
    expect(readSkillFolder(skill)).toEqual([
      { path: 'SKILL.md', text: FULL_TREE['skills/db-migrations/SKILL.md'], mode: 0o644 },
      { path: 'references/guide.md', text: '# Guide\n', mode: 0o644 },
      { path: 'scripts/check.sh', text: '#!/bin/sh\necho ok\n', mode: 0o755 },
    ]);
  });

  it('readSkillFolder refuses a link leaving the repository', () => {
    const root = writeTree(FULL_TREE);
    const outside = tempDir('seam-outside-');
    writeFileSync(join(outside, 'secret.txt'), 'secret\n');
    symlinkSync(join(outside, 'secret.txt'), join(root, 'skills/db-migrations/secret.txt'));
    const e = thrown(() => readSkillFolder(join(root, 'skills/db-migrations')));
    expect(e.diagnostics.map((d) => d.code)).toEqual(['SC1012']);
    expect(triples(diagnosticsOf(join(root, 'seam.yaml')))).toEqual([
      { code: 'SC1012', line: FULL_SPEC.split('\n').findIndex((s) => s.includes('- dir: skills/db-migrations')) + 1, col: 12 },
    ]);
  });
});

describe('unreadable spec', () => {
  it('reports SC1020 for a missing file and for a folder', () => {
    const dir = tempDir();
    for (const f of [join(dir, 'nope.yaml'), dir]) {
      const d = diagnosticsOf(f);
      expect(d.map((x) => x.code)).toEqual(['SC1020']);
      expect(d[0]?.pos).toBeUndefined();
    }
    expect(relative(dir, dir)).toBe('');
  });
});
