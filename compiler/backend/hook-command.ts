/**
 * The hook command line written into every agent's hook config (docs/decisions/hook-commands.md). One POSIX sh
 * program, built from the vendor's facts only: it looks for `.seam/hooks/<agent>.cjs` in each folder named by the
 * client's own variables and every folder above it, then in the working directory and every folder above it, and
 * runs the first one found with node. When none is found, or node is not on PATH, it prints one `seamc: ...` line
 * on stderr and refuses in the client's blocking way (`facts.hooks.refuse`), never with a stack trace.
 *
 * Variables are read as `${NAME:-}`: some clients rewrite the literal `$NAME` or `${NAME}` in the command text
 * before the shell sees it (quoted or not), and that form matches neither. Every path stays inside double quotes,
 * so spaces, quotes, `$`, backticks and non-ASCII in the project path are data, never syntax.
 */
import type { EmitContext, VendorFacts } from './types.js';

/** Where every agent's runtime is written, repo-relative. */
export const HOOK_DIR = '.seam/hooks';

type Launch = Pick<NonNullable<VendorFacts['hooks']>, 'roots' | 'refuse' | 'userScope' | 'noShell'>;

const NAME = /^[A-Z_][A-Z0-9_]*$/;
const AGENT = /^[a-z][a-z0-9_]*$/;

/** The shell function that refuses: one `seamc:` line on stderr, the client's stdout reply if any, its exit code. */
function refusal(refuse: Launch['refuse']): string {
  const say = 'echo "seamc: $1; the call is blocked" >&2';
  if (refuse.stdout === undefined) return `block() { ${say}; exit ${refuse.exit}; }`;
  const body = refuse.stdout.endsWith('\n') ? refuse.stdout.slice(0, -1) : refuse.stdout;
  const parts = body.split('%s');
  if (parts.length !== 2 || /['%\\\n]/.test(parts.join(''))) throw new Error(`hooks.refuse.stdout must hold one %s and no ', %, \\ or inner newline: ${refuse.stdout}`);
  const format = body + (body === refuse.stdout ? '' : '\\n');
  return `block() { ${say}; printf '${format}' "seamc: $1; the call is blocked"; exit ${refuse.exit}; }`;
}

/**
 * The command line that runs `script` (repo-relative) for `agent`, from anywhere inside the project. For a client that
 * splits the command into words by POSIX shell rules and runs them without a shell (`noShell`), the program is one
 * single-quoted word given to `/bin/sh -c` (named by its path: the client looks the program up on its own PATH).
 */
export function hookCommand(agent: string, script: string, launch: Launch): string {
  const program = shProgram(agent, script, launch);
  return launch.noShell ? `/bin/sh -c '${program.split("'").join("'\\''")}'` : program;
}

function shProgram(agent: string, script: string, launch: Launch): string {
  if (!AGENT.test(agent) || !/^[A-Za-z0-9_./-]+$/.test(script)) throw new Error(`unsafe hook runtime name: ${agent} ${script}`);
  const bad = launch.roots.find((v) => !NAME.test(v));
  if (bad !== undefined) throw new Error(`hooks.roots: not an environment variable name: ${bad}`);
  if (!Number.isInteger(launch.refuse.exit) || launch.refuse.exit < 0 || launch.refuse.exit > 255) throw new Error(`hooks.refuse.exit out of range: ${launch.refuse.exit}`);
  const starts = [...launch.roots.map((v) => `"\${${v}:-}"`), '"$PWD"'].join(' ');
  const where = [...launch.roots, 'the working directory'].join(' or ');
  const run = `exec node "$d/$s" --agent ${agent}`;
  if (launch.userScope)
    return [
      refusal(launch.refuse),
      `s=${script}`,
      `for d in ${starts}; do while [ ! -f "$d/$s" ] && [ "$d" != "\${d%/*}" ]; do d=\${d%/*}; done; [ -f "$d/$s" ] && { command -v node >/dev/null || block 'node is not on PATH'; ${run}; }; done`,
      `echo "seamc: no $s in or above ${where}: not a seamc project, no verdict" >&2`,
    ].join('; ');
  return [
    refusal(launch.refuse),
    "command -v node >/dev/null || block 'node is not on PATH'",
    `s=${script}`,
    `for d in ${starts}; do while [ ! -f "$d/$s" ] && [ "$d" != "\${d%/*}" ]; do d=\${d%/*}; done; [ -f "$d/$s" ] && ${run}; done`,
    `block "no $s in or above ${where}"`,
  ].join('; ');
}

/** What every emitter of `facts` is given: the agent, its runtime's path and the command line that runs it. */
export function emitContext(facts: Pick<VendorFacts, 'id' | 'hooks'>): EmitContext {
  const hookScript = `${HOOK_DIR}/${facts.id}.cjs`;
  return { agent: facts.id, hookScript, hookCommand: facts.hooks ? hookCommand(facts.id, hookScript, facts.hooks) : '' };
}
