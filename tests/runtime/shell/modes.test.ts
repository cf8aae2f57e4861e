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
    // GNU chmod's operator with octal digits
    ['chmod =777 x', 'chmod 0777 x'],
    ['chmod +666 x', 'chmod 0666 x'],
    // ACL entries for the owner, owning group and others set those classes' bits
    ['setfacl -m o::rwx deploy.sh', 'chmod 0007 deploy.sh'],
    ['setfacl -R --modify=u::rwx,g::rx,other:rw dir', 'chmod 0756 dir'],
    ['setfacl -m d:o:rwx dir', 'chmod 0007 dir'],
    // a umask the line sets shapes what mkdir and touch then make
    ['umask 000 && mkdir shared', 'chmod 0777 shared'],
    ['umask 0; touch a b', 'chmod 0666 a b'],
    ['umask u=rwx,g=rwx,o=rwx && mkdir d', 'chmod 0777 d'],
  ])('%s is also %s', (line, also) => {
    expect(lines(line)).toContain(also);
  });

  it('a mode already a number, --reference and a mode-less install add nothing', () => {
    for (const line of ['chmod 0755 x', 'chmod --reference=r x', 'install a b', 'mkdir d']) expect(lines(line), line).toHaveLength(1);
  });

  it('named ACL users, and a umask that keeps others from writing, add no world-writable mode', () => {
    for (const line of ['setfacl -m u:deploy:rwx x', 'umask 022 && mkdir d', 'umask 002 && touch x', 'umask 0 && mkdir -m 755 d', 'umask 0 && umask 022 && mkdir d'])
      expect(lines(line).filter((l) => /^chmod 0..[2367]/.test(l)), line).toEqual([]);
  });
});
