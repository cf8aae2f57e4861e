/**
 * The OS plane, live: a shell call that writes outside the repository, made by the real client. `*-launcher`: the
 * client runs under `.seam/sandbox/<agent>` (bubblewrap) and its PreToolUse hook allows the call, so what refuses the
 * write is the sandbox, not a hook. `claude_code/sandbox-native`: Claude Code's own sandbox settings from the project's
 * .claude/settings.json refuse it with no launcher. Skipped, with the reason, when bwrap (and, for Claude Code's own
 * sandbox, socat) cannot run here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startFakeModel, type ScriptedCall } from '../fake-model.js';
import { fail, pass, skip, type Ctx, type Outcome, type Scenario } from '../harness.js';
import { baseEnv, run } from '../proc.js';

const SPEC = 'tests/live/specs/sandbox.seam.yaml';
const TIMEOUT = 120_000;

function missing(tools: readonly string[]): string | undefined {
  for (const t of tools) if (spawnSync('sh', ['-c', `command -v ${t}`]).status !== 0) return `${t} is not installed`;
  const r = spawnSync('bwrap', ['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--unshare-pid', 'true'], { encoding: 'utf8' });
  return r.status === 0 ? undefined : `bwrap cannot run here: ${(r.stderr ?? '').trim()}`;
}

interface Drive {
  readonly agent: string;
  readonly client: 'claude' | 'codex';
  readonly call: (cmd: string) => ScriptedCall;
  readonly args: readonly string[];
  readonly env: (ctx: Ctx, url: string) => NodeJS.ProcessEnv;
  readonly prepare?: (ctx: Ctx, url: string) => void;
}

const claude: Drive = {
  agent: 'claude_code',
  client: 'claude',
  call: (command) => ({ name: 'Bash', input: { command, description: 'live suite' } }),
  args: ['-p', 'go', '--output-format', 'stream-json', '--include-hook-events', '--verbose', '--allowedTools', 'Bash'],
  env: (ctx, url) => baseEnv(ctx.home, { ANTHROPIC_API_KEY: 'dummy', ANTHROPIC_BASE_URL: url, DISABLE_AUTOUPDATER: '1', DISABLE_TELEMETRY: '1', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1' }),
};

const codex: Drive = {
  agent: 'codex_cli',
  client: 'codex',
  call: (cmd) => ({ name: 'exec_command', input: { cmd } }),
  args: ['exec', '--dangerously-bypass-hook-trust', 'go'],
  env: (ctx) => baseEnv(ctx.home, { LIVE_API_KEY: 'dummy', CODEX_HOME: join(ctx.home, '.codex') }),
  prepare: (ctx, url) => {
    mkdirSync(join(ctx.home, '.codex'), { recursive: true });
    const toml = ['model = "gpt-5.5"', 'model_provider = "live"', 'approval_policy = "never"', 'sandbox_mode = "workspace-write"', '', '[model_providers.live]', 'name = "live"', `base_url = "${url}/v1"`, 'wire_api = "responses"', 'env_key = "LIVE_API_KEY"', '', `[projects."${ctx.repo}"]`, 'trust_level = "trusted"', ''];
    writeFileSync(join(ctx.home, '.codex', 'config.toml'), toml.join('\n'));
  },
};

/** One write outside the repository and one inside; the hook allows both (its one rule never matches). */
async function attempt(ctx: Ctx, d: Drive, launcher: boolean): Promise<Outcome> {
  const b = ctx.build(d.agent, SPEC);
  const script = join(ctx.repo, '.seam', 'sandbox', d.agent);
  if (launcher && !b.files.includes(`.seam/sandbox/${d.agent}`)) return skip(`seamc wrote no .seam/sandbox/${d.agent}`);
  const outside = join(ctx.repo, '..', 'outside');
  mkdirSync(outside, { recursive: true });
  const cmd = `echo x > ${outside}/escaped.txt; echo out=$?; echo x > inside.txt; echo in=$?`;
  const model = await startFakeModel({ calls: [d.call(cmd)], maxSeconds: Math.ceil(ctx.remainingMs() / 1000) + 5, maxRequests: 200 });
  try {
    d.prepare?.(ctx, model.url);
    const env = { ...d.env(ctx, model.url), PATH: `${dirname(ctx.client.bin)}:${process.env['PATH'] ?? '/usr/bin:/bin'}` };
    const p = await run(launcher ? script : ctx.client.bin, d.args, { cwd: ctx.repo, env, timeoutMs: ctx.remainingMs() });
    const result = model.afterCall(0).map((r) => JSON.stringify(r.body ?? null)).join('');
    if (result === '') return fail(`the client never sent the call's result (exit ${String(p.code)}): ${p.stderr.trim().slice(-300)}`);
    if (existsSync(join(outside, 'escaped.txt'))) return fail('the write outside the repository happened');
    if (!ctx.exists('inside.txt')) return fail(`the write inside the repository did not happen: ${result.slice(0, 300)}`);
    if (!/Read-only file system|Permission denied|Operation not permitted/.test(result)) return fail(`the tool result does not show an OS refusal: ${result.slice(0, 300)}`);
    const hookAllowed = d.client === 'claude' ? /"hook_event":"PreToolUse"[^}]*"outcome":"success"/.test(p.stdout) : /hook: PreToolUse/.test(p.stderr);
    return pass(`refused by the OS (Read-only file system)${hookAllowed ? '; the PreToolUse hook ran and allowed it' : ''}`);
  } finally {
    await model.close();
  }
}

const scenario = (d: Drive, name: string, title: string, launcher: boolean, needs: readonly string[]): Scenario => ({
  id: `${d.agent}/${name}`,
  client: d.client,
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
