/**
 * The ReDoS checker (compiler/spec/redos.ts): a corpus of patterns that really backtrack catastrophically
 * (each one shown slow in V8 under a 200 ms budget, not just asserted), a corpus of real policy patterns that
 * must pass (each one shown fast on adversarial input), and property tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adversarial, allTimeOut, safe, timesOut, unsafe } from './redos-helpers.js';
import type { Safe } from './redos-helpers.js';
import { quickSafe } from '../../compiler/spec/redos-quick.js';
import { backtrackingDegree, backtrackingRisk, MAX_POLYNOMIAL_DEGREE } from '../../compiler/spec/redos.js';

describe('backtrackingRisk: corpus of catastrophic patterns', () => {
  it('holds at least 40 patterns, both kinds', () => {
    expect(unsafe.length).toBeGreaterThanOrEqual(40);
    expect(new Set(unsafe.map((u) => u.kind))).toEqual(new Set(['exponential', 'polynomial']));
  });

  it.each(unsafe.map((u) => [u.pattern, u.flags, u] as const))('reports /%s/%s at the dangerous construct', (_p, _f, u) => {
    const risk = backtrackingRisk(u.pattern, u.flags);
    expect(risk).toMatchObject({ kind: u.kind, index: u.index, fragment: u.fragment });
    expect(u.pattern.slice(u.index, u.index + u.fragment.length)).toBe(u.fragment);
    expect(risk?.why).toMatch(/^`.+\.$/s);
    expect(risk?.why).not.toMatch(/\.\s+[A-Z]/); // one sentence
  });

  it('is not just asserted: every pattern times out in V8 on its crafted input', async () => {
    const cases = unsafe.map((u) => ({ pattern: u.pattern, flags: u.flags, input: (u.attack.prefix ?? '') + u.attack.pump.repeat(u.attack.repeat) + (u.attack.suffix ?? '') }));
    const slow = await allTimeOut(cases);
    expect(unsafe.filter((_, k) => !slow[k]).map((u) => u.pattern)).toEqual([]);
  });
});

describe('backtrackingRisk: corpus of real policy patterns', () => {
  it('holds at least 60 patterns', () => expect(safe.length).toBeGreaterThanOrEqual(60));

  it.each(safe.map((s) => [s.pattern, s.flags] as const))('accepts /%s/%s', (pattern, flags) => {
    expect(backtrackingRisk(pattern, flags)).toBeUndefined();
    expect(backtrackingDegree(pattern, flags)).toBeLessThanOrEqual(MAX_POLYNOMIAL_DEGREE);
  });

  // Linear patterns get 50,000-character inputs. Quadratic ones (accepted by policy) get 4,000: at 50,000 a
  // quadratic pattern such as `[\s\S]*secret` takes seconds in V8, while any degree-3 pattern already takes
  // seconds at 4,000, so this size still separates what the checker accepts from what it rejects.
  it('is not just asserted: no accepted pattern times out on adversarial input', () => {
    const slow: string[] = [];
    for (const s of safe) {
      const length = (backtrackingDegree(s.pattern, s.flags) ?? 0) <= 1 ? 50_000 : 4_000;
      for (const input of adversarial(s, length)) if (timesOut(s.pattern, s.flags, input)) slow.push(`${s.pattern} on ${JSON.stringify(input.slice(0, 40))}...`);
    }
    expect(slow).toEqual([]);
  });
});

describe('backtrackingRisk: policy details', () => {
  const risk = (p: string, f = '') => backtrackingRisk(p, f);

  it('words the classic case as the user should fix it', () => {
    expect(risk('(a+)+$')?.why).toBe('`(a+)+` nests two unbounded quantifiers over the same characters ("a"), so a failing input is tried in exponentially many ways; use `a+`.');
    expect(risk('(\\w+\\s?)+$')?.why).toContain('use `\\w+(?:\\s\\w+)*\\s?`');
    expect(risk('curl.*\\|.*sh')?.why).toContain('`[^\\|]*` instead of `.*`');
  });

  it('returns undefined for sources that are not regexes under their flags', () => {
    expect(risk('(a+)+$(', '')).toBeUndefined();
    expect(risk('(a+)+$', 'uv')).toBeUndefined();
    expect(risk('(a+)+$', 'ii')).toBeUndefined();
    expect(risk('\\p{L}', 'x')).toBeUndefined();
  });

  it('computes overlap for ., newline and the s flag', () => {
    expect(risk('(.|\\n)*x')).toBeUndefined();
    expect(risk('(.|\\n)*x', 's')?.kind).toBe('exponential');
    expect(risk('([^\\n]|\\r)*x')?.kind).toBe('exponential');
    expect(risk('(\\S|\\s)*x')).toBeUndefined();
    expect(risk('(\\D|\\d)*x')).toBeUndefined();
    expect(risk('(\\W|[a-z])*x')).toBeUndefined();
    expect(risk('(\\W|[a-z!])*x')?.kind).toBe('exponential');
  });

  it('computes overlap under i, u and v like the engine', () => {
    expect(risk('(a|A)*x')).toBeUndefined();
    expect(risk('(a|A)*x', 'i')?.kind).toBe('exponential');
    expect(risk('([^a]|A)*x', 'i')).toBeUndefined();
    expect(risk('(k|\\u212a)*x', 'i')).toBeUndefined(); // Annex B canonicalisation never maps K (U+212A) to k
    expect(risk('(k|\\u212a)*x', 'iu')?.kind).toBe('exponential');
    expect(risk('(\\u{1F600}|\\uD83D\\uDE00)*x', 'u')?.kind).toBe('exponential');
    expect(risk('(\\p{Lu}|[a-z])*x', 'u')).toBeUndefined();
    expect(risk('(\\p{Lu}|[a-z])*x', 'iu')?.kind).toBe('exponential');
    expect(risk('(\\p{L}|\\d)*x', 'u')).toBeUndefined();
    expect(risk('(\\p{L}|\\u{10400})*x', 'u')?.kind).toBe('exponential'); // U+10400 is a letter
    // documented limit: beyond the BMP every code point is assumed to have every property
    expect(risk('(\\p{Lu}|\\p{Ll})*x', 'u')?.kind).toBe('exponential');
    expect(risk('([\\p{L}--[a-z]]|[a-c])*x', 'v')).toBeUndefined();
    expect(risk('([\\p{L}&&[a-z]]|[a-c])*x', 'v')?.kind).toBe('exponential');
  });

  it('is not fooled by lazy quantifiers or lookarounds', () => {
    expect(risk('(a+?)+?$')?.kind).toBe('exponential');
    expect(risk('(?=(a|a)*$)')?.fragment).toBe('(a|a)*');
    expect(risk('(?!.*.*x)')?.kind).toBe('polynomial');
  });

  it('only counts ambiguity a failing match can reach', () => {
    expect(risk('(a+)+')).toBeUndefined(); // nothing after it can fail: the first attempt succeeds
    expect(risk('(a+)+\\b')?.kind).toBe('exponential');
    expect(risk('(?:(a|a)*b)?')?.kind).toBe('exponential'); // the optional part is tried first
    expect(risk('(a|ab)*c')).toBeUndefined(); // unambiguous: b never starts an iteration
    expect(risk('(a?)*c')).toBeUndefined(); // JS rejects empty iterations: one way per a
    expect(risk('(a?a?)*c')?.kind).toBe('exponential');
  });

  it('counts the search loop of an unanchored test, and stops at degree 2', () => {
    expect(backtrackingDegree('--no-verify', '')).toBe(1);
    expect(backtrackingDegree('^git\\s+push', '')).toBe(1);
    expect(backtrackingDegree('x.*y', '')).toBe(2);
    expect(backtrackingDegree('^x.*y.*z', '')).toBe(2);
    expect(backtrackingDegree('x.*y.*z', '')).toBe(3);
    expect(backtrackingDegree('^x.*y.*z', 'm')).toBe(3); // ^ matches after every newline with m
    expect(risk('x.*y.*z')?.kind).toBe('polynomial');
    expect(risk('^x.*y.*z')).toBeUndefined();
    expect(risk('x[^y]*y.*z')).toBeUndefined();
  });

  it('treats large finite bounds as loops and small ones exactly', () => {
    expect(risk('(a|a){2,16}x')).toBeUndefined();
    expect(risk('(a|a){2,17}x')?.kind).toBe('exponential');
    expect(risk('(?:\\d{1,3}\\.){3}\\d{1,3}x')).toBeUndefined();
    expect(risk('[a-z]{1,200}[a-z]{1,200}x')).toBeUndefined(); // bounded: a constant factor, not a degree
    expect(risk('.*[a-z]{1,300}x')?.kind).toBe('polynomial');
    // nested small bounds multiply: 16 x 16 ways is a loop; an optional group holding a loop is not
    expect(risk('(?:(?:a{1,16}){1,16}){1,16}x')?.fragment).toBe('(?:(?:a{1,16}){1,16}){1,16}');
    expect(risk('^(?:\\d{1,3}\\.){3}\\d{1,3}x')).toBeUndefined();
    expect(risk('^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+$')).toBeUndefined();
  });

  it('analyses a loop over a large alternation within its budget', () => {
    const words = Array.from({ length: 60 }, (_, i) => `cmd${i.toString(36)}x`).join('|');
    expect(backtrackingDegree(`(?:${words})+$`, '')).toBe(2);
    expect(backtrackingRisk(`(?:${words}|cmd1x)+$`, '')?.kind).toBe('exponential');
  });

  it('handles backreferences and named groups', () => {
    expect(risk('(\\w+)\\s+\\1')).toBeUndefined();
    expect(risk('^(?<w>a+)\\k<w>*$')).toBeUndefined();
    expect(risk('^(?:(?<w>a+)\\k<w>)+$')?.kind).toBe('exponential');
    expect(risk('(a+)\\1$')?.kind).toBe('polynomial');
  });
});

describe('backtrackingRisk: properties', () => {
  const params = { seed: 20260101, numRuns: 1000 };

  it('never throws on arbitrary sources and flags', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: fc.constantFrom(...'gimsuvyd'), maxLength: 3 }), (s, f) => {
        backtrackingRisk(s, f);
        backtrackingDegree(s, f);
      }),
      params,
    );
  });

  const flagsArb = fc.constantFrom('', 'i', 's', 'm', 'u', 'iu', 'v', 'is', 'imsu');
  const atomArb = (flags: string) =>
    fc.constantFrom(
      'a', 'Z', '7', ' ', '\\.', '\\*', '\\(', '\\|', '\\/', '[a-c]', '[^a-c]', '[0-9a-f]', '\\d', '\\w', '\\s', '\\D', '\\W', '\\S', '.', '\\u0041', '\\x41', '\\t', '\\n', '[\\s\\S]', '[^\\n]',
      ...(/[uv]/.test(flags) ? ['\\p{L}', '\\p{Nd}', '\\P{L}', '\\u{1F600}', 'é'] : ['\\cJ', '\\0']),
    );

  it('never throws on generated regex syntax, and reads every valid one', () => {
    const regexArb = (flags: string) =>
      fc.letrec<{ alt: string; seq: string; term: string }>((tie) => ({
        alt: fc.array(tie('seq'), { minLength: 1, maxLength: 3 }).map((xs) => xs.join('|')),
        seq: fc.array(tie('term'), { minLength: 0, maxLength: 4 }).map((xs) => xs.join('')),
        term: fc.oneof(
          { depthSize: 'small', withCrossShrink: true },
          fc.tuple(atomArb(flags), fc.constantFrom('', '*', '+', '?', '{2}', '{1,3}', '{2,}', '{0,40}', '*?', '+?')).map(([a, q]) => a + q),
          fc.constantFrom('^', '$', '\\b', '\\B', '\\1'),
          fc.tuple(fc.constantFrom('(', '(?:', '(?=', '(?!', '(?<=', '(?<!'), tie('alt'), fc.constantFrom('', '*', '+', '?', '{3,}')).map(([o, b, q]) => `${o}${b})${o.startsWith('(?<') || o.startsWith('(?=') || o.startsWith('(?!') ? '' : q}`),
        ),
      })).alt;
    fc.assert(
      fc.property(
        flagsArb.chain((f) => fc.tuple(fc.constant(f), regexArb(f))),
        ([flags, source]) => {
          let valid = true;
          try {
            new RegExp(source, flags);
          } catch {
            valid = false;
          }
          backtrackingRisk(source, flags);
          const degree = backtrackingDegree(source, flags);
          expect(degree !== undefined).toBe(valid);
          // the one-pass pre-screen only ever clears what the full analysis clears
          if (valid && quickSafe(source, flags)) expect(degree).toBeLessThanOrEqual(MAX_POLYNOMIAL_DEGREE);
        },
      ),
      params,
    );
  });

  it('always reports (X+)+Y and (X|X)*Y at the repeated group', () => {
    const caseArb = flagsArb.chain((f) => fc.tuple(fc.constant(f), atomArb(f), atomArb(f), fc.boolean()));
    fc.assert(
      fc.property(caseArb, ([flags, x, y, nested]) => {
        const group = nested ? `(${x}+)+` : `(${x}|${x})*`;
        expect(backtrackingRisk(group + y, flags)).toMatchObject({ kind: 'exponential', index: 0, fragment: group });
      }),
      params,
    );
  });
});

describe('backtrackingRisk: the one-pass pre-screen', () => {
  it('clears no catastrophic pattern, and most real ones', () => {
    expect(unsafe.filter((u) => quickSafe(u.pattern, u.flags)).map((u) => u.pattern)).toEqual([]);
    expect(safe.filter((s) => quickSafe(s.pattern, s.flags)).length).toBeGreaterThan(safe.length * 0.8);
  });

  it('agrees with the full analysis on what it clears', () => {
    for (const s of safe) if (quickSafe(s.pattern, s.flags)) expect(backtrackingDegree(s.pattern, s.flags), s.pattern).toBeLessThanOrEqual(MAX_POLYNOMIAL_DEGREE);
  });
});

describe('backtrackingRisk: cost', () => {
  it('checks 2,000 typical patterns quickly', () => {
    const patterns = Array.from({ length: 2000 }, (_, i) => {
      const s = safe[i % safe.length] as Safe;
      return [i < safe.length ? s.pattern : `${s.pattern}|x${i}`, s.flags] as const;
    });
    const t = performance.now();
    for (const [p, f] of patterns) backtrackingRisk(p, f);
    expect(performance.now() - t).toBeLessThan(1000); // measured: tens of ms; generous for slow CI
  });
});
