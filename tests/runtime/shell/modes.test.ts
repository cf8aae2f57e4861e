/** File modes spelled another way (compiler/runtime/shell/modes.ts): judged as the numeric mode too. */
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';
import { octalMode } from '../../../compiler/runtime/shell/modes.js';

const lines = (line: string) => analyzeShell(line).commands.map((c) => c.argv.join(' '));

describe('the mode a chmod word sets for sure', () => {
  it.each([
    ['777', '0777'],
    ['00777', '0777'],
    ['u=rwx,go=rwx', '0777'],
    ['a+rwx', '0777'],
    ['ugo=rwx', '0777'],
    ['o+w', '0002'],
    ['=rwx', '0755'],
    ['+w', '0200'],
    ['u=rwx,g=rx,o=', '0750'],
    ['a=rwx,o-w', '0775'],
    ['u+s', '4000'],
    ['go-w', '0000'],
  ])('%s sets %s', (word, octal) => {
    expect(octalMode(word)).toBe(octal);
  });

  it('a word that is no mode has none', () => {
    for (const w of ['x.sh', '8', 'u=rwq', 'rwx', '']) expect(octalMode(w), w).toBeUndefined();
  });
});

describe('commands that set a mode are also chmod with the number', () => {
  it.each([
    ['chmod u=rwx,go=rwx x', 'chmod 0777 x'],
    ['chmod -R 00777 d', 'chmod -R 0777 d'],
    ['install -m 777 a /usr/local/bin/b', 'chmod 0777 /usr/local/bin/b'],
    ['install -d -m a=rwx d1 d2', 'chmod 0777 d1 d2'],
    ['mkdir -p -m 777 d', 'chmod 0777 d'],
  ])('%s is also %s', (line, also) => {
    expect(lines(line)).toContain(also);
  });

  it('a mode already a number, --reference and a mode-less install add nothing', () => {
    for (const line of ['chmod 0755 x', 'chmod --reference=r x', 'install a b', 'mkdir d']) expect(lines(line), line).toHaveLength(1);
  });
});
