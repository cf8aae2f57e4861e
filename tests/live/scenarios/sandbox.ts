/**
 * The OS plane, live: a shell call that writes outside the repository, made by the real client. `*-launcher`: the
 * client runs under `.seam/sandbox/<agent>` (bubblewrap) and its PreToolUse hook allows the call, so what refuses the
 * write is the sandbox, not a hook. `claude_code/sandbox-native`: Claude Code's own sandbox settings from the project's
 * .claude/settings.json refuse it with no launcher. Skipped, with the reason, when bwrap (and, for Claude Code's own
 * sandbox, socat) cannot run here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LiveDriver } from '../../../compiler/backend/types-live.js';
import { live as claude } from '../../../vendors/claude_code/live.js';
import { live as codex } from '../../../vendors/codex_cli/live.js';
import { fail, pass, skip, type Ctx, type Outcome, type Scenario } from '../harness.js';
import { session } from '../session.js';

const SPEC = 'tests/live/specs/sandbox.seam.yaml';
const TIMEOUT = 120_000;

function missing(tools: readonly string[]): string | undefined {
  for (const t of tools) if (spawnSync('sh', ['-c', `command -v ${t}`]).status !== 0) return `${t} is not installed`;
  const r = spawnSync('bwrap', ['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--unshare-pid', 'true'], { encoding: 'utf8' });
  return r.status === 0 ? undefined : `bwrap cannot run here: ${(r.stderr ?? '').trim()}`;
}

/** One write outside the repository and one inside; the hook allows both (its one rule never matches). */
async function attempt(ctx: Ctx, d: LiveDriver, launcher: boolean): Promise<Outcome> {
  const b = ctx.build(d.agent, SPEC);
  const script = join(ctx.repo, '.seam', 'sandbox', d.agent);
  if (launcher && !b.files.includes(`.seam/sandbox/${d.agent}`)) return skip(`seamc wrote no .seam/sandbox/${d.agent}`);
  const outside = join(ctx.repo, '..', 'outside');
  mkdirSync(outside, { recursive: true });
  const cmd = `echo x > ${outside}/escaped.txt; echo out=$?; echo x > inside.txt; echo in=$?`;
  // the launcher finds the client on PATH
  const env = { PATH: `${dirname(ctx.client.bin)}:${process.env['PATH'] ?? '/usr/bin:/bin'}` };
  const { proc: p, model } = await session(ctx, d, [d.tools.shell(cmd)], { env, ...(launcher ? { command: script } : {}) });
  const result = model.afterCall(0).map((r) => JSON.stringify(r.body ?? null)).join('');
  if (result === '') return fail(`the client never sent the call's result (exit ${String(p.code)}): ${p.stderr.trim().slice(-300)}`);
  if (existsSync(join(outside, 'escaped.txt'))) return fail('the write outside the repository happened');
  if (!ctx.exists('inside.txt')) return fail(`the write inside the repository did not happen: ${result.slice(0, 300)}`);
  // bash says "Read-only file system"; zsh, which Claude Code runs where it is installed, says it in lower case
  if (!/Read-only file system|Permission denied|Operation not permitted/i.test(result)) return fail(`the tool result does not show an OS refusal: ${result.slice(0, 300)}`);
  const hookAllowed = d.hookRan?.(p) ?? false;
  return pass(`refused by the OS (Read-only file system)${hookAllowed ? '; the PreToolUse hook ran and allowed it' : ''}`);
}

const scenario = (d: LiveDriver, name: string, title: string, launcher: boolean, needs: readonly string[]): Scenario => ({
  id: `${d.agent}/${name}`,
  client: d.client.id,
  title,
  proves: { section: 'permissions', event: 'pre_tool', decision: 'sandbox' },
  timeoutMs: TIMEOUT,
  async run(ctx) {
    const why = missing(needs);
    if (why) return skip(why);
    return attempt(ctx, d, launcher);
  },
});

export const sandboxScenarios: readonly Scenario[] = [
  scenario(claude, 'sandbox-launcher', 'under .seam/sandbox/claude_code a Bash write outside the repository is refused by the OS while the hook allows it', true, ['bwrap']),
  scenario(claude, 'sandbox-native', "Claude Code's own sandbox from the project's .claude/settings.json refuses a Bash write outside the repository", false, ['bwrap', 'socat']),
  scenario(codex, 'sandbox-launcher', 'under .seam/sandbox/codex_cli a shell write outside the repository is refused by the OS while the hook allows it', true, ['bwrap']),
];
