/** The patch envelope reader shared with patch-style file tools. */
import { describe, expect, it } from 'vitest';
import { readPatchEnvelope } from '../../../compiler/runtime/shell/patch.js';

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
