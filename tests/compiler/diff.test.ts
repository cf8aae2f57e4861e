import { describe, expect, it } from 'vitest';
import { unifiedDiff } from '../../compiler/cli/diff.js';

describe('unifiedDiff', () => {
  it('is empty for equal texts', () => {
    expect(unifiedDiff('p', 'a\n', 'a\n')).toBe('');
  });
  it('shows one changed line with context and an added line at the end', () => {
    const before = 'a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n';
    const after = 'a\nb\nX\nd\ne\nf\ng\nh\ni\nj\nk\n';
    expect(unifiedDiff('f.txt', before, after)).toBe(
      ['--- a/f.txt', '+++ b/f.txt', '@@ -1,6 +1,6 @@', ' a', ' b', '-c', '+X', ' d', ' e', ' f', '@@ -8,3 +8,4 @@', ' h', ' i', ' j', '+k', ''].join('\n'),
    );
  });
  it('handles a new and a removed file', () => {
    expect(unifiedDiff('n', undefined, 'new\n')).toBe('--- /dev/null\n+++ b/n\n@@ -0,0 +1,1 @@\n+new\n');
    expect(unifiedDiff('r', 'one\ntwo\n', undefined)).toBe('--- a/r\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-one\n-two\n');
  });
});
