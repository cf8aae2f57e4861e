/**
 * How Claude Code 2.1.332 matches a `Bash(...)` permission rule against a command, as observed (hand runs of
 * 2026-12-02 and 2026-12-04 with seamc's fake model, docs/decisions/native-grades.md), so that seamc can say which
 * forms walk past a native deny (the corpus in tests/corpus, docs/corpus.md#native-permissions). A simulation, not
 * Claude's code: it reproduces every observed row (tests/vendors/claude_code-native.test.ts) and is conservative
 * elsewhere (a wrapper Claude was not seen to look through counts as a way past).
 *
 * Observed: Claude splits chains, pipes, newlines and background jobs, looks into subshells, `$(...)` and backtick
 * arguments and shell functions, removes quotes and escapes, resolves `/usr/bin/x` to `x` and `X=x; $X`, and looks
 * through sudo, env, `VAR=` prefixes, nohup, timeout, nice, command, exec and xargs. It does not look into a command
 * string run by another shell (`bash -c`, `sh -c`, a shell fed by a pipe or heredoc), `eval`, `find -exec`, a sourced
 * script, or a program named by a command substitution (`$(echo git) push`), and its prefix is word for word, so
 * options before a subcommand (`git -C . push`, `git -c k=v push`, `git --no-pager push`) defeat `Bash(git push:*)`.
 */
import { analyzeShell } from '../../compiler/runtime/shell/index.js';

import { CLAUDE_LOOKS_THROUGH } from './native-misses.js';

export { CLAUDE_LOOKS_THROUGH, CLAUDE_SHELL_DENY_MISSES } from './native-misses.js';

/** A substitution in command position: the program word itself comes from `$(...)` or backticks. */
const SUBST_PROGRAM = /(?:^|[;&|({\n]\s*)(?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)*(?:\$\(|`)/;

/** The argv of every simple command Claude Code's own reading of `line` sees. */
export function claudeSees(line: string): string[][] {
  const a = analyzeShell(line);
  if (!a.ok) return [line.trim().split(/\s+/)];
  const programSubst = SUBST_PROGRAM.test(line);
  return a.commands
    .filter((c) => !c.dynamicProgram && c.wrappers.every((w) => CLAUDE_LOOKS_THROUGH.has(w)) && !(programSubst && c.depth === 0))
    .map((c) => [...c.argv]);
}

/** `Bash(npm test:*)` / `Bash(npm test *)` (prefix, word for word), `Bash(git push*)` (glob), `Bash(ls)` (exact), `Bash` (all). */
function matcher(rule: string): ((argv: readonly string[]) => boolean) | undefined {
  if (rule === 'Bash') return () => true;
  const m = /^Bash\((.*)\)$/s.exec(rule);
  if (!m) return undefined;
  const body = m[1]!.trim();
  const prefix = body.endsWith(':*') ? body.slice(0, -2) : body.endsWith(' *') ? body.slice(0, -2) : undefined;
  if (prefix !== undefined) {
    const words = prefix.trim().split(/\s+/);
    return (argv) => words.every((w, i) => argv[i] === w);
  }
  if (body.includes('*')) {
    const re = new RegExp(`^${body.split('*').map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 's');
    return (argv) => re.test(argv.join(' '));
  }
  return (argv) => argv.join(' ') === body;
}

/** The first of `rules` (Claude `Bash(...)` deny entries) that refuses `line`, or undefined when the command runs. */
export function claudeBashDeny(rules: readonly string[], line: string): string | undefined {
  const seen = claudeSees(line);
  for (const r of rules) {
    const m = matcher(r);
    if (m && seen.some(m)) return r;
  }
  return undefined;
}
