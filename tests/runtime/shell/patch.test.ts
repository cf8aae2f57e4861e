/** The patch envelope reader shared with patch-style file tools. */
import { describe, expect, it } from 'vitest';
import { readPatchEnvelope, readUnifiedDiff } from '../../../compiler/runtime/shell/patch.js';

describe('readPatchEnvelope', () => {
  it('reads add, update, move and delete sections', () => {
    const text = [
      'preamble',
      '*** Begin Patch',
      '*** Add File: src/new.ts',
      '+export const a = 1;',
      '+',
      '*** Update File: src/old.ts',
      '*** Move to: src/moved.ts',
      '@@ fn',
      '-x',
      '+y',
      ' context',
      '*** Delete File: src/gone.ts',
      '*** End Patch',
      '+after the end',
    ].join('\n');
    expect(readPatchEnvelope(text)).toEqual({
      files: [
        { path: 'src/new.ts', op: 'write', content: 'export const a = 1;\n' },
        { path: 'src/old.ts', op: 'delete', content: '' },
        { path: 'src/moved.ts', op: 'write', content: 'y' },
        { path: 'src/gone.ts', op: 'delete', content: '' },
      ],
    });
  });

  it('edits in place without a move, tolerates CRLF and a missing end', () => {
    expect(readPatchEnvelope('*** Begin Patch\r\n*** Update File: a\r\n+b\r\n')).toEqual({ files: [{ path: 'a', op: 'edit', content: 'b' }] });
  });

  it('is undefined without a Begin Patch line', () => {
    expect(readPatchEnvelope('*** Add File: a\n+b')).toBeUndefined();
    expect(readPatchEnvelope('')).toBeUndefined();
  });
});

describe('readUnifiedDiff', () => {
  const gitDiff = [
    'diff --git a/.github/workflows/ci.yml b/.github/workflows/ci.yml',
    'index 1..2 100644',
    '--- a/.github/workflows/ci.yml',
    '+++ b/.github/workflows/ci.yml',
    '@@ -1 +1,2 @@',
    '-on: push',
    '+on: pull_request_target',
    '+# +++ b/not-a-header',
    'diff --git a/old.txt b/new.txt',
    'similarity index 100%',
    'rename from old.txt',
    'rename to new.txt',
    'diff --git a/gone.ts b/gone.ts',
    'deleted file mode 100644',
    '--- a/gone.ts',
    '+++ /dev/null',
    '@@ -1 +0,0 @@',
    '-x',
  ].join('\n');

  it('names every file of a git diff, stripped like git apply -p1, with the added lines', () => {
    expect(readUnifiedDiff(gitDiff, 1)).toEqual([
      { path: '.github/workflows/ci.yml', op: 'edit', content: 'on: pull_request_target\n# +++ b/not-a-header' },
      { path: 'old.txt', op: 'edit', content: '' },
      { path: 'new.txt', op: 'edit', content: '' },
      { path: 'gone.ts', op: 'delete', content: '' },
    ]);
  });

  it('a plain diff -u, and GNU patch without -p: as written, less one component, and the basename', () => {
    const d = '--- src/a.ts\t2026-01-01 00:00:00\n+++ src/a.ts\t2026-01-02 00:00:00\n@@ -1 +1 @@\n-a\n+b\n--- /dev/null\n+++ b/new/file.md\n@@ -0,0 +1 @@\n+hi\n';
    expect(readUnifiedDiff(d, undefined)?.map((f) => [f.path, f.op])).toEqual([
      ['src/a.ts', 'edit'],
      ['a.ts', 'edit'],
      ['b/new/file.md', 'write'],
      ['new/file.md', 'write'],
      ['file.md', 'write'],
    ]);
    expect(readUnifiedDiff(d, 0)?.map((f) => f.path)).toEqual(['src/a.ts', 'b/new/file.md']);
  });

  it('text with no file header is no diff', () => {
    expect(readUnifiedDiff('hello\n+world\n', 1)).toBeUndefined();
  });
});
