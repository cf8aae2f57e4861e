/** Brace expansion as bash does it (shell/brace.ts), and what it changes for rules: `{main,-f}` is two words. */
import { describe, expect, it } from 'vitest';
import type { ExecForm } from '../../../compiler/runtime/shell/index.js';
import { analyzeShell, matchExec } from '../../../compiler/runtime/shell/index.js';
import { braceExpand, MAX_BRACE_WORDS } from '../../../compiler/runtime/shell/brace.js';

describe('braceExpand', () => {
  it.each([
    ['.e{n,}v', ['.env', '.ev']],
    ['{main,-f}', ['main', '-f']],
    ['a{b,c}d{e,f}', ['abde', 'abdf', 'acde', 'acdf']],
    ['{a,{b,c}}', ['a', 'b', 'c']],
    ['x{1..3}', ['x1', 'x2', 'x3']],
    ['{3..1}', ['3', '2', '1']],
    ['{a..c}', ['a', 'b', 'c']],
    ['{0..10..5}', ['0', '5', '10']],
    ['{}', ['{}']],
    ['{a}', ['{a}']],
    ['${x}', ['${x}']],
    ['{a,b', ['{a,b']],
    ['plain', ['plain']],
  ])('%s', (text, words) => expect(braceExpand(text)).toEqual(words));

  it('a word of too many results is not expanded', () => {
    expect(braceExpand('{1..1000}')).toEqual(['{1..1000}']);
    expect(braceExpand('{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}{o,p}{q,r}')).toBeUndefined();
    expect(MAX_BRACE_WORDS).toBeGreaterThanOrEqual(256);
  });
});

const FORCE: ExecForm = { program: ['git'], args: ['push'], flags: ['--force', '-f'] };

describe('words of a command', () => {
  it('an unquoted group becomes several words', () => {
    expect(analyzeShell('git push origin {main,-f}').commands[0]?.argv).toEqual(['git', 'push', 'origin', 'main', '-f']);
    expect(matchExec(analyzeShell('git push origin {main,-f}').commands[0]!, FORCE)).toBe(true);
    expect(matchExec(analyzeShell('{git,push} -f').commands[0]!, FORCE)).toBe(true);
  });
  it('quoted or escaped braces stay as written', () => {
    expect(analyzeShell("echo '{a,b}' \"{c,d}\" \\{e,f\\}").commands[0]?.argv).toEqual(['echo', '{a,b}', '{c,d}', '{e,f}']);
  });
  it('assignments are not brace-expanded, arrays are', () => {
    expect(analyzeShell('X={a,b}; echo $X').commands.at(-1)?.argv).toEqual(['echo', '{a,b}']);
  });
  it('a group across quotes or an expansion makes the word unknown', () => {
    const c = analyzeShell('git push origin {main,"-f"}').commands[0]!;
    expect(c.dynamicArgs?.length).toBeGreaterThan(0);
  });
  it('groups whose product explodes spend the work budget: the line is unreadable (a security rule refuses it)', () => {
    for (const line of ['echo ' + '{1..255}"x"'.repeat(3), 'echo ' + '{a,b}"x"'.repeat(24)]) {
      const a = analyzeShell(line);
      expect(a.ok).toBe(false);
      expect(a.reason).toMatch(/too much work/);
    }
  });
  it('reads through a group name the file', () => {
    const a = analyzeShell('cat .e{n,}v');
    expect(a.reads.map((r) => r.path)).toContain('.env');
  });
});
