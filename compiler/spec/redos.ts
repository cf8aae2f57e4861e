/**
 * Build-time catastrophic-backtracking (ReDoS) check for rule regexes. A pure function of (source, flags):
 * parse once into a small AST, build a position automaton that counts the routes a backtracking matcher can
 * take, and look for exponential ambiguity (always reported) or polynomial ambiguity of degree >= 3 (counting
 * the retry at every start position that an unanchored `RegExp.test` performs). Policy and limits:
 * docs/decisions/regex-safety.md.
 */
import { analyze } from './redos-analysis.js';
import type { Analysis } from './redos-analysis.js';
import { explainExponential, explainPolynomial } from './redos-explain.js';
import type { RegexRisk } from './redos-explain.js';
import { BudgetError } from './redos-nfa.js';
import { parseRegex } from './redos-parse.js';
import { quickSafe } from './redos-quick.js';

export type { RegexRisk } from './redos-explain.js';

/** Highest accepted polynomial degree: quadratic (one loop plus the search, e.g. `git\s+push\b.*--force`). */
export const MAX_POLYNOMIAL_DEGREE = 2;

/** No `*`, `+` or `{`: no loop at all, so at most one pass per start position. */
const NO_REPETITION = /^[^*+{]*$/;

function run(source: string, flags: string, quick: boolean): Analysis | undefined {
  // The common rule is settled without parsing, and without asking the engine whether it is a regex at all:
  // the answer is "nothing found" either way. `quick` is off only for the exact degree.
  if (quick && (NO_REPETITION.test(source) || quickSafe(source, flags))) return { degree: 1, chain: [] };
  try {
    new RegExp(source, flags);
  } catch {
    return undefined; // not a regex under these flags: another check reports it
  }
  try {
    const parsed = parseRegex(source, flags);
    return analyze(parsed, parsed.root, flags.includes('y'), false);
  } catch (e) {
    // BudgetError: too large to analyse within the budget (a documented limit). Anything else would be a
    // checker bug, and a build must not crash on it: the pattern then goes unchecked, as without this check.
    void (e instanceof BudgetError);
    return undefined;
  }
}

/** undefined = no catastrophic backtracking found. `flags` are the JS flags the runtime compiles with (i, m, s, u, v). */
export function backtrackingRisk(source: string, flags: string): RegexRisk | undefined {
  const a = run(source, flags, true);
  if (!a) return undefined;
  if (a.exponential) return explainExponential(a.exponential);
  if (a.degree > MAX_POLYNOMIAL_DEGREE) return explainPolynomial(a.chain[0]?.aut.parsed ?? parseRegex(source, flags), a.chain, a.degree);
  return undefined;
}

/**
 * Worst-case matching time on a failing input as an exponent of its length under `RegExp.test` (0 bounded,
 * 1 linear, 2 quadratic, ..., Infinity exponential); undefined for an invalid or unanalysable source.
 */
export function backtrackingDegree(source: string, flags: string): number | undefined {
  return run(source, flags, false)?.degree;
}
