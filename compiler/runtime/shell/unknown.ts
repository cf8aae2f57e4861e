/** What the line leaves unknown of a simple command, recorded on it for rules that must not guess (evaluate.ts). */
import type { Field } from './expand.js';
import { classify } from './programs.js';
import type { SimpleCommand } from './types.js';

/** The stdin a subshell's commands share (`... | (sh)`): literal text, or a pipe known only at run time. */
export interface Inherited {
  readonly in: string | undefined;
  readonly unknown: boolean;
}

/**
 * Substitutions that print the current branch or commit: a ref name never starts with `-` (git check-ref-format),
 * so their output is never an option, though it may be a `+refspec`: `git push origin $(git branch --show-current)`.
 */
const REF_NAME = /^(?:\$\(|`)\s*git\s+(?:branch\s+--show-current|rev-parse\s+(?:--abbrev-ref\s+|--short\s+)?HEAD|symbolic-ref\s+--short\s+HEAD)\s*(?:\)|`)$/;

/** Is the command's first operand (after the program's global options) made wholly at run time? */
function lead(argv: readonly string[], fields: readonly Field[]): boolean {
  const at = classify(argv).pos[0];
  const f = at === undefined ? undefined : fields[at];
  return f !== undefined && f.dynamic && f.segs.every((s) => s.k === 'r' || s.s === '');
}

/** The command with what the line leaves unknown of it: unresolved words, words xargs adds, code it runs unseen. */
export function withUnknowns(cmd: SimpleCommand, fields: readonly Field[], tail: boolean, opaque: string | undefined): SimpleCommand {
  const dyn: number[] = [];
  const flagLike: number[] = [];
  for (let i = 1; i < fields.length; i++) {
    const f = fields[i] as Field;
    if (!f.dynamic) continue;
    dyn.push(i);
    const head = f.segs[0];
    if (f.value.startsWith('-') || (head?.k === 'r' && !REF_NAME.test(head.s))) flagLike.push(i);
  }
  if (dyn.length === 0 && !tail && opaque === undefined) return cmd;
  return { ...cmd, ...(dyn.length > 0 ? { dynamicArgs: dyn, dynamicFlags: flagLike, ...(lead(cmd.argv, fields) ? { dynamicLead: true as const } : {}) } : {}), ...(tail ? { dynamicTail: true } : {}), ...(opaque !== undefined ? { opaque } : {}) };
}


/** git configuration that can define an alias (or include a file that does): git then runs what its value says */
const GIT_ALIAS_KEY = /^(?:alias|include|includeif)\./i;
/** the same through git's environment, for every git on the line; tested on the raw line, quotes and nesting included */
export const GIT_CONFIG_ENV = /\bGIT_CONFIG(?:_GLOBAL|_SYSTEM|_PARAMETERS|_COUNT|_KEY_\d+)?=/;

/**
 * `git -c alias.p='push -f' p`, `git --config-env=alias.p=V p`, `git config alias.p 'push -f'`: a git command
 * that defines an alias, whose expansion the line does not show. undefined = none.
 */
export function gitAliasDefinition(argv: readonly string[]): string | undefined {
  if (argv[0] !== 'git') return undefined;
  const sub = classify(argv).pos[0] ?? argv.length;
  for (let i = 1; i < sub; i++) {
    const a = argv[i] as string;
    const v = a === '-c' || a === '--config-env' ? argv[i + 1] : a.startsWith('--config-env=') ? a.slice(13) : /^-c./.test(a) ? a.slice(2) : undefined;
    if (v !== undefined && GIT_ALIAS_KEY.test(v)) return 'a line that defines a git alias';
  }
  if (argv[sub] === 'config' && argv.slice(sub + 1).some((x) => GIT_ALIAS_KEY.test(x))) return 'a line that defines a git alias';
  return undefined;
}
