/**
 * What Claude Code's native Bash(...) deny looks through and what it misses, as observed (native-shell.ts simulates it;
 * docs/decisions/native-grades.md). Data only, so the permissions emitter can name it without loading the shell analyzer.
 */

/** Wrappers Claude Code was seen to look through (any other wrapper or launcher hides the command from the rule). */
export const CLAUDE_LOOKS_THROUGH: ReadonlySet<string> = new Set(['sudo', 'env', 'nohup', 'timeout', 'nice', 'command', 'exec', 'xargs']);

/** The classes of shell form a native `Bash(...)` deny does not see, in seamc's words (for build notes and docs). */
export const CLAUDE_SHELL_DENY_MISSES = [
  'a command string run by another shell (bash -c, sh -c, a shell fed by a pipe or heredoc) or by eval, find -exec or a sourced script',
  'a program named by a command substitution ($(echo git) push)',
  'options before the words the rule names (git -C dir push, git -c k=v push, terraform -chdir=x destroy)',
] as const;
