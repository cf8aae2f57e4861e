/**
 * The literal pre-filter never rules out a string the full regex matches (issue: escapes such as `\x20` were read
 * as the literal text `20`). Property-tested with fast-check: regexes generated from a grammar that includes every
 * escape form, strings generated to match each regex (fc.stringMatching) and mutated around the match.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requiredLiteral } from '../../compiler/runtime/literal.js';

const ATOMS = [
  'a', 'b', 'c', 'git', ' ', '-', '.', '\\.', '\\-', '\\/', '\\x20', '\\x41', '\\u0041', '\\u00e9', '\\t', '\\n', '\\0',
  '\\cJ', '\\d', '\\w', '\\s', '\\b', '[ab]', '[^a]', '(a|bc)', '(?:ab)', '(?<n>ab)', '(?=a)', '(?!b)', 'a{2}', '{', '}', '\\{',
];
const QUANTS = ['', '', '', '', '*', '+', '?', '{1,2}', '{2}', '*?', '+?'];

const atom = fc.constantFrom(...ATOMS);
const piece = fc.tuple(atom, fc.constantFrom(...QUANTS)).map(([a, q]) => (a === '\\b' || a === '{' || a === '}' || a.startsWith('(?=') || a.startsWith('(?!') ? a : a + q));
const regexSource = fc.array(piece, { minLength: 1, maxLength: 7 }).map((ps) => ps.join(''));
const flags = fc.constantFrom('', 'i', 'm', 's', 'im');

function compiles(src: string, f: string): RegExp | undefined {
  try {
    return new RegExp(src, f);
  } catch {
    return undefined;
  }
}

const included = (lit: string, s: string, f: string) => (f.includes('i') ? s.toLowerCase() : s).includes(lit);

describe('requiredLiteral is sound', () => {
  it('regression: escapes with a meaning are never read as literal text', () => {
    expect(requiredLiteral('git\\x20push --force', '')).toBe('push --force');
    expect(requiredLiteral('\\u0020destroy', '')).toBe('destroy');
    expect(requiredLiteral('(?<q>x)\\k<q>name', '')).toBe('name');
    expect(requiredLiteral('a\\x2Fb', '')).toBeUndefined();
    for (const [src, s] of [['git\\x20push --force', 'git push --force'], ['\\u00e9t\\u00e9', 'été'], ['x\\cJy', 'x\ny'], ['a\\0b', 'a\0b']] as const) {
      const lit = requiredLiteral(src, '');
      expect(new RegExp(src).test(s)).toBe(true);
      expect(lit === undefined || s.includes(lit), `${src}: literal ${lit}`).toBe(true);
    }
  });

  it('never excludes a string the regex matches (generated regexes, strings generated to match them)', () => {
    let checked = 0;
    fc.assert(
      fc.property(regexSource, flags, fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), (src, f, pre, post) => {
        const re = compiles(src, f);
        if (!re) return true;
        const lit = requiredLiteral(src, f);
        if (lit === undefined) return true;
        let samples: string[];
        try {
          samples = fc.sample(fc.stringMatching(new RegExp(src.replace(/\(\?<\w+>/g, '(?:'), f.replace('m', ''))), { numRuns: 8, seed: src.length });
        } catch {
          samples = [];
        }
        for (const s of samples.map((x) => pre + x + post)) {
          if (!re.test(s)) continue;
          checked++;
          if (!included(lit, s, f)) return false;
        }
        return true;
      }),
      { numRuns: 4000, seed: 0x5eed },
    );
    expect(checked).toBeGreaterThan(1500);
  });

  it('never excludes a match found in random text', () => {
    fc.assert(
      fc.property(regexSource, flags, fc.array(fc.constantFrom('a', 'b', 'c', 'A', ' ', '-', '.', 'git', '\t', '\n', 'é', '{', '}', '0', '_'), { maxLength: 14 }), (src, f, parts) => {
        const re = compiles(src, f);
        if (!re) return true;
        const s = parts.join('');
        const lit = requiredLiteral(src, f);
        return lit === undefined || !re.test(s) || included(lit, s, f);
      }),
      { numRuns: 20000, seed: 0xfeed },
    );
  });
});
