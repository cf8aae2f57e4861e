/**
 * Lines whose meaning depends on the shell that runs them (bash, a POSIX sh such as dash, zsh: the agent's own shell
 * is not in the payload): the analyzer keeps every reading that runs something, or fails the line when it cannot.
 * Each zsh case was run in zsh 5.9 (Debian 12) and ran its command there.
 */
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';
import { findCommand } from './helpers.js';

const GPF = ['git', 'push', '-f'];
const RRF = ['rm', '-rf', '/'];

describe('analyzeShell: readings of other shells', () => {
  /** [line, argv of a command it runs in some shell] */
  const RUNS: readonly (readonly [string, readonly string[]])[] = [
    // trap ACTION runs ACTION at a signal or at exit, in every shell
    ["trap 'git push -f' EXIT", GPF],
    ["trap -- 'rm -rf /' INT TERM EXIT", RRF],
    ["trap 'rm -rf /' 0", RRF],
    // zsh's precommand modifiers and repeat run the command
    ['noglob git push -f', GPF],
    ['nocorrect rm -rf /', RRF],
    ['true; - git push -f', GPF],
    ['repeat 3 git push -f', GPF],
    // zsh: `always` blocks run, and `}` closes a group anywhere
    ['{ ls; } always { git push -f; }', GPF],
    ['{ ls } always { git push -f }', GPF],
    ['{ echo a } ; rm -rf /', RRF],
    // zsh: `=git` is git's path; emulate -c, zargs and (macOS) arch run a command
    ['=git push -f', GPF],
    // zsh: `=(...)` runs its commands into a temporary file (ripgrep's ci/test-complete diffs two); was unreadable
    ['diff =( print -rl - a ) =( git push -f )', GPF],
    ['cat =(rm -rf /)', RRF],
    ["emulate sh -c 'git push -f'", GPF],
    ["emulate -LRc 'rm -rf /'", RRF],
    ['zargs -- / -- rm -rf', RRF],
    ['zargs -n 2 -- / -- rm -rf', RRF],
    ['arch -x86_64 git push -f', GPF],
    ['arch -arm64e -e A=1 rm -rf /', RRF],
    // zip's test command; a prompt that xtrace expands (its command substitutions run)
    ["zip -T -TT 'git push -f' a.zip f", GPF],
    ["PS4='$(git push -f)' bash -xc true", GPF],
    // bash's mapfile/readarray run their -C callback as code
    ["mapfile -C 'git push -f' -c 1 < f", GPF],
    ["readarray -t -C 'rm -rf /' -c 1 a < f", RRF],
  ];

  it.each(RUNS)('%j runs %j', (line, argv) => {
    const r = analyzeShell(line);
    expect(r.ok, r.reason).toBe(true);
    expect(findCommand(r, argv), JSON.stringify(r.commands.map((c) => c.argv))).toBeDefined();
  });

  it.each([
    // zsh runs code the line does not show: the value's substitutions (`(e)`), glob qualifiers `e` and `+`
    ["x='$(rm -rf /)'; echo ${(e)x}", 'zsh runs code from a value (${(e)...})'],
    ['echo "${(e)x}"', 'zsh runs code from a value (${(e)...})'],
    ["ls *(e:'rm -rf /':)", 'zsh glob qualifiers that run code (e or +)'],
    ["ls *(Ne-'git push -f'-)", 'zsh glob qualifiers that run code (e or +)'],
    ["ls *(e{'git push -f'})", 'zsh glob qualifiers that run code (e or +)'],
    ['ls *(+cleanup)', 'zsh glob qualifiers that run code (e or +)'],
  ])('%j cannot be read (%s)', (line, reason) => {
    const r = analyzeShell(line);
    expect([r.ok, r.reason]).toEqual([false, reason]);
  });

  it.each(["x='git push -f'; ${=x}", "x='git push -f'; $=x", "x='git push -f'; ${~x}"])('%j runs a program made at run time (zsh splits the value)', (line) => {
    const r = analyzeShell(line);
    expect(r.ok).toBe(true);
    expect(r.commands.some((c) => c.dynamicProgram)).toBe(true);
  });

  it.each(["echo '\\0162m -rf /' | sh", "echo -n 'rm\\t-rf /' | bash"])('%j pipes on what dash and zsh echo decode: code not known here', (line) => {
    const r = analyzeShell(line);
    expect(r.commands.find((c) => c.program === 'sh' || c.program === 'bash')?.opaque).toBe('a line that feeds ' + (line.endsWith('bash') ? 'bash' : 'sh') + ' code made at run time');
  });

  it.each(["make --eval='$(shell rm -rf /)'", 'gmake -E "x:=$(shell git push -f)" all'])('%j gives make text to evaluate: code not read here', (line) => {
    expect(analyzeShell(line).commands.find((c) => /make$/.test(c.program))?.opaque).toMatch(/makefile text to evaluate/);
  });

  it.each(['hash -p /bin/rm ls; ls -rf /', 'hash ls=/bin/rm; ls -rf /'])('%j points a name at another program: not known here', (line) => {
    expect(analyzeShell(line).commands.find((c) => c.program === 'hash')?.opaque).toBe('a line that points a command name at another program (hash)');
  });

  it('an echo every shell prints alike still pipes its text on', () => {
    expect(analyzeShell("echo 'git push -f' | sh").commands.map((c) => c.argv.join(' '))).toContain('git push -f');
  });

  it.each(['hash -r', 'hash git', 'mapfile -t lines < f', 'zip -r a.zip src', 'make build', 'emulate -L zsh', "PS1='$ ' true", 'trap - EXIT', "trap '' INT", 'trap -p', 'ls *(.)', 'ls *(om[1])', 'rm -rf !(node_modules|*.log)', 'ls !(some-dir)', 'echo ${x:=y} ${#x} ${x}', 'echo always', "echo '${(e)x}'"])('%j stays readable and runs nothing more', (line) => {
    const r = analyzeShell(line);
    expect(r.ok, r.reason).toBe(true);
    expect(r.commands.map((c) => c.program)).not.toContain('git');
  });
});
