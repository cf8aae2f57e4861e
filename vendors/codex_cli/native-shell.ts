/**
 * How Codex CLI 0.171.0 applies a `prefix_rule` to the command a model runs, as observed (validator and live runs
 * of 2026-12-02, docs/decisions/native-grades.md), so that seamc can say which forms walk past a native
 * `forbidden` rule (the corpus in tests/corpus, docs/corpus.md#native-permissions). A simulation, not Codex's code;
 * tests/vendors/codex_cli-native.test.ts holds it to every observed row.
 *
 * Observed: Codex runs a command as `bash -lc '<cmd>'` and, when the script is plain commands joined by `&&`, `;`,
 * `|` (and `||`), checks each part; a redirection, a command substitution, a subshell or a `VAR=` prefix anywhere
 * makes the rules not apply at all. Tokens are compared whole and case-sensitively from the first word: no basename
 * (`/usr/bin/git`), no wrapper (`env`, `sudo`), no nested shell (`bash -c`), and an option between the words
 * (`git -C . push`) defeats the prefix.
 */

/** The classes of shell form a native `prefix_rule` does not see, in seamc's words (for build notes and docs). */
export const CODEX_PREFIX_RULE_MISSES = [
  'any redirection, command substitution, subshell or VAR= prefix on the line (the rules then do not apply at all)',
  'a wrapper or a path before the program (sudo, env, nohup, /usr/bin/git) or a nested shell (bash -c)',
  'options before the words the rule names (git -C dir push, terraform -chdir=x destroy)',
] as const;

/** Lines Codex does not split into plain commands: the rules do not apply to them. */
const NOT_PLAIN = /[<>`]|\$\(|(^|[\s;&|])\(|(^|[;&|]\s*|^\s*)[A-Za-z_][A-Za-z0-9_]*=/;

/** Shell words of one plain command: quotes removed, backslash escapes taken literally. */
function words(part: string): string[] {
  const out: string[] = [];
  let cur = '';
  let has = false;
  for (let i = 0; i < part.length; i++) {
    const ch = part[i]!;
    if (/\s/.test(ch)) {
      if (has) out.push(cur);
      cur = '';
      has = false;
    } else if (ch === "'") {
      const end = part.indexOf("'", i + 1);
      cur += part.slice(i + 1, end < 0 ? part.length : end);
      i = end < 0 ? part.length : end;
      has = true;
    } else if (ch === '"') {
      let j = i + 1;
      for (; j < part.length && part[j] !== '"'; j++) cur += part[j] === '\\' && j + 1 < part.length ? part[++j] : part[j];
      i = j;
      has = true;
    } else if (ch === '\\' && i + 1 < part.length) {
      cur += part[++i];
      has = true;
    } else {
      cur += ch;
      has = true;
    }
  }
  if (has) out.push(cur);
  return out;
}

/** The token lists Codex checks for `line`, or [] when the line is not plain (no rule applies). */
export function codexSees(line: string): string[][] {
  if (NOT_PLAIN.test(line)) return [];
  return line.split(/&&|\|\||;|\||\n/).map(words).filter((w) => w.length > 0);
}

/** The first `forbidden` pattern of `patterns` (token lists; a nested list is alternatives) that refuses `line`. */
export function codexForbids(patterns: readonly (readonly (string | readonly string[])[])[], line: string): number | undefined {
  const seen = codexSees(line);
  const at = patterns.findIndex((p) => seen.some((argv) => p.every((t, i) => (typeof t === 'string' ? argv[i] === t : argv[i] !== undefined && t.includes(argv[i]!)))));
  return at < 0 ? undefined : at;
}
