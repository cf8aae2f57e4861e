import { describe, expect, it } from 'vitest';
import { requiredLiteral } from '../../compiler/runtime/literal.js';

describe('requiredLiteral', () => {
  it.each([
    ['\\bgit\\s+push\\b.*\\s(--force|-f)\\b', '', 'push'],
    ['\\b(tool12|bin12)\\s+--(force|delete)-12\\b', '', '-12'],
    ['AKIA[0-9A-Z]{16}', '', 'AKIA'],
    ['^npm\\s+publish\\b', '', 'publish'],
    ['(?:^|[\\\\/])(?:[^\\\\/]*[\\\\/])*pnpm-lock\\.yaml$', '', 'pnpm-lock.yaml'],
    ['-----BEGIN [A-Z ]*PRIVATE KEY-----', '', 'PRIVATE KEY-----'],
    ['GHP_[a-z]{36}', 'i', 'ghp_'],
    ['colou?r scheme', '', 'r scheme'],
    ['ab{2,3}cd', '', 'cd'],
    ['a{x}b', '', 'a{x}b'],
  ])('%s /%s -> %s', (src, flags, lit) => {
    expect(requiredLiteral(src, flags)).toBe(lit);
  });

  it.each([
    ['git|svn', ''],
    ['x', ''],
    ['\\d+', ''],
    ['push', 'u'],
    ['(a|b)', ''],
    ['caf\u00e9', 'i'],
  ])('no literal for %s /%s', (src, flags) => {
    expect(requiredLiteral(src, flags)).toBeUndefined();
  });

  it('never rejects a string the regex matches (randomised check over the rule corpus)', () => {
    const cases: [string, string, string[]][] = [
      ['\\bgit\\s+push\\b.*\\s(--force|-f)\\b', '', ['git push --force', 'git  push x -f', 'GIT push -f']],
      ['AKIA[0-9A-Z]{16}', 'i', ['akiaABCDEFGHIJKLMNOP', 'xAKIA0000000000000000']],
      ['ab+c\\.d', '', ['abbbc.d', 'abc.d']],
      ['a\\/b', '', ['a/b']],
    ];
    for (const [src, flags, inputs] of cases) {
      const re = new RegExp(src, flags);
      const lit = requiredLiteral(src, flags);
      for (const s of inputs) if (re.test(s)) expect(lit === undefined || (flags.includes('i') ? s.toLowerCase() : s).includes(lit), `${src} on ${s}`).toBe(true);
    }
  });

  it('never rejects a match: 3000 random regexes over a small grammar, each against 200 random strings', () => {
    let seed = 0x9e3779b9;
    const rnd = (n: number) => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % n;
    };
    const atoms = ['a', 'b', 'c', 'a', 'b', '.', '\\.', '(a|bc)', '[ab]', '(?:ab)', 'a{2}', '\\d', '\\b', '}', '{'];
    const quants = ['', '', '', '', '', '*', '+', '?', '{1,2}', '*?'];
    let checked = 0;
    for (let k = 0; k < 3000; k++) {
      let src = '';
      for (let j = 1 + rnd(6); j > 0; j--) {
        const atom = atoms[rnd(atoms.length)]!;
        src += atom + (atom === '\\b' || atom === '{' || atom === '}' ? '' : quants[rnd(quants.length)]!);
      }
      let re: RegExp;
      try {
        re = new RegExp(src, k % 3 === 0 ? 'i' : '');
      } catch {
        continue;
      }
      const lit = requiredLiteral(src, re.flags);
      for (let t = 0; t < 200; t++) {
        let str = '';
        for (let j = rnd(12); j > 0; j--) str += 'abcabAB.{}1'[rnd(11)];
        if (re.test(str) && lit !== undefined) {
          checked++;
          expect((re.flags.includes('i') ? str.toLowerCase() : str).includes(lit), `/${src}/${re.flags} on ${str}`).toBe(true);
        }
      }
    }
    expect(checked, 'matches that had a literal to check').toBeGreaterThan(1000);
  });
});
