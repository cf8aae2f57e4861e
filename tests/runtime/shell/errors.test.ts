/** Lines that cannot be read: ok:false with a reason, the raw line, nothing else; never a throw. */
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';

/** ANSI-C quoting doubles the backslashes per level instead of tripling the quotes */
const nestC = (n: number): string => (n === 0 ? 'git push -f' : `bash -c $'${nestC(n - 1).replace(/[\\']/g, '\\$&')}'`);

/** [line, a fragment of the reason] */
const UNREADABLE: readonly (readonly [string, string])[] = [
  ["echo 'unterminated", 'single quote'],
  ['echo "unterminated', 'double quote'],
  ["echo $'x", "$' quote"],
  ['echo $(ls', 'unbalanced $('],
  ['echo `ls', 'backtick'],
  ['echo ${x', 'unterminated ${'],
  ['echo $((1+', 'unbalanced'],
  ['(cd x', 'unbalanced ('],
  ['echo x)', 'unbalanced )'],
  ['cat <<EOF\nno terminator', 'heredoc without terminator'],
  ['cat <<EOF', 'heredoc without terminator'],
  ['echo >', 'without a target'],
  ['echo x >|;', 'without a target'],
  ['echo (x)', 'syntax error'],
  ["bash -c 'echo \"x'", 'double quote'],
  [nestC(12), 'nesting deeper than maxDepth'],
  [`${'eval '.repeat(20)}git push -f`, 'nesting deeper than maxDepth'],
  [`${'echo $('.repeat(20)}x${')'.repeat(20)}`, 'nesting deeper than maxDepth'],
  [`${'( '.repeat(20)}x${' )'.repeat(20)}`, 'nesting deeper than maxDepth'],
  [`${'('.repeat(100_000)}`, 'nesting'],
];

describe('analyzeShell: unreadable lines', () => {
  it.each(UNREADABLE)('%j -> ok:false (%s)', (line, reason) => {
    const a = analyzeShell(line);
    expect(a.ok).toBe(false);
    expect(a.reason).toContain(reason);
    expect(a.line).toEqual({ text: line, data: [] });
    expect([a.commands, a.writes, a.reads, a.urls]).toEqual([[], [], [], []]);
  });

  it('refuses 20 nested bash -c levels', () => {
    const line = nestC(20);
    const a = analyzeShell(line, { maxLength: line.length });
    expect(a).toMatchObject({ ok: false, reason: 'nesting deeper than maxDepth' });
  });

  it('honours maxDepth and maxLength', () => {
    expect(analyzeShell(nestC(3)).ok).toBe(true);
    expect(analyzeShell(nestC(3), { maxDepth: 2 }).ok).toBe(false);
    expect(analyzeShell(nestC(2), { maxDepth: 2 }).ok).toBe(true);
    expect(analyzeShell('ls -la', { maxLength: 5 })).toMatchObject({ ok: false });
    expect(analyzeShell('ls -la', { maxLength: 6 }).ok).toBe(true);
  });

  it('gives up on expansion that doubles without bound', () => {
    const a = analyzeShell(`X=ab; ${'X=$X$X; '.repeat(40)}echo $X`);
    expect(a).toMatchObject({ ok: false, reason: expect.stringContaining('too much work') });
  });

  it('reads an empty or blank line as no command', () => {
    for (const line of ['', '   ', '\n\n', ';', '# only a comment']) expect(analyzeShell(line)).toMatchObject({ ok: true, commands: [] });
  });
});
