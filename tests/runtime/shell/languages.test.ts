/** Inline code in languages seamc has no table of calls for (shell/programs.ts INTERPRETERS): opaque to a security rule. */
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';

describe('languages seamc has no table of calls for', () => {
  it.each([
    [`elixir -e 'System.cmd("git", ["push", "-f"])'`, 'elixir'],
    [`erl -eval 'os:cmd("git push -f").'`, 'erl'],
    [`perl6 -e 'shell "git push -f"'`, 'raku'],
    [`clj -e '(clojure.java.shell/sh "git" "push" "-f")'`, 'clojure'],
    [`bb -e '(shell "git push -f")'`, 'bb'],
  ])('%s runs code seamc does not read', (line, fam) => {
    expect(analyzeShell(line).commands[0]?.opaque).toBe(`a line that runs ${fam} code, which seamc does not read`);
  });
});

it('R -e is read as Rscript -e: its system() line runs', () => {
  expect(analyzeShell(`R -e 'system("git push -f")'`).commands.map((c) => c.argv.join(' '))).toContain('git push -f');
});
