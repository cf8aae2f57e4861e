/**
 * Codex CLI scenarios: `codex exec` for whole sessions against the fake OpenAI Responses API (a user
 * config.toml names it as the model provider and trusts the scratch project), and `codex execpolicy check`
 * on every generated .rules file. Codex runs project hooks only once a user has reviewed each one
 * (SC3109, verified/codex_cli.md H1-H5); the sessions pass --dangerously-bypass-hook-trust so the hooks'
 * behaviour itself can be checked, and say so.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { LiveRun } from '../../../compiler/backend/types-live.js';
import { baseEnv, run } from '../../../compiler/live/proc.js';
import { writeFiles } from '../../../compiler/live/session.js';
import { live } from '../../../vendors/codex_cli/live.js';
import { blockingLoss, lossText, fail, pass, skip, type Ctx, type Outcome, type Scenario } from '../harness.js';
import { called, describe } from '../session.js';
import { fileCodeScenarios, hookScenarios, instructionsScenario, sessionOf, type Driver } from './common.js';
import { pushScenarios } from './git-push.js';
import { packageManagerScenarios } from './package-managers.js';

const AGENT = live.agent;
const TIMEOUT = live.timeoutMs;

const runOf = (ctx: Ctx, url: string): LiveRun => ({ repo: ctx.repo, home: ctx.home, url, prompt: 'go', calls: [], mcpServers: [] });
/** The user config.toml (model provider, trusted project) of the driver, for subcommands that reach no model. */
const userConfig = (ctx: Ctx, url: string): void => writeFiles(live.files(runOf(ctx, url)));
const env = (ctx: Ctx): NodeJS.ProcessEnv => baseEnv(ctx.home, live.env(runOf(ctx, 'http://127.0.0.1:9')));

function prepare(ctx: Ctx, at: string): Outcome | undefined {
  const b = ctx.build(AGENT);
  const loss = blockingLoss(b, at);
  if (loss) return skip(`seamc emits nothing for ${at} on ${AGENT}: ${lossText(loss)}`);
  if (!b.files.includes('.codex/hooks.json')) return skip('seamc wrote no .codex/hooks.json');
  return undefined;
}

const driver: Driver = { live, prepare };

type Level = 'allow' | 'ask' | 'deny';
const EXPECT: Record<Level, string> = { allow: 'allow', ask: 'prompt', deny: 'forbidden' };

/** The shell permissions of a spec, with the command that must get each level's decision. */
function shellPermissions(root: string, spec: string): { at: string; level: Level; argv: string[] }[] {
  const doc = parseYaml(readFileSync(join(root, spec), 'utf8')) as { permissions?: Partial<Record<Level, { shell?: string }[]>> };
  return (['allow', 'ask', 'deny'] as const).flatMap((level) =>
    (doc.permissions?.[level] ?? []).flatMap((p, i) => {
      if (typeof p.shell !== 'string') return [];
      const words = p.shell.replace(/\s*\*$/, '').split(/\s+/).filter(Boolean);
      return [{ at: `/permissions/${level}/${i}`, level, argv: [...words, 'live-arg'] }];
    }),
  );
}

function execpolicyScenario(spec: string, name: string): Scenario {
  return {
    id: `${AGENT}/${name}`,
    client: live.client.id,
    title: `\`codex execpolicy check\` gives every shell permission of ${spec} its level's decision (allow / prompt / forbidden) from the generated .rules`,
    proves: { section: 'permissions', decision: 'valid' },
    timeoutMs: 60_000,
    async run(ctx) {
      const b = ctx.build(AGENT, spec);
      const rules = b.files.filter((f) => f.endsWith('.rules'));
      if (rules.length === 0) return skip(`seamc wrote no .rules file for ${spec}`);
      const ruleArgs = rules.flatMap((f) => ['--rules', join(ctx.repo, f)]);
      const checked: string[] = [];
      for (const p of shellPermissions(ctx.root, spec)) {
        if (blockingLoss(b, p.at)) continue;
        const r = await run(ctx.client.bin, ['execpolicy', 'check', ...ruleArgs, ...p.argv], { cwd: ctx.repo, env: env(ctx), timeoutMs: ctx.remainingMs() });
        if (r.code !== 0) return fail(`${p.at}: the rules do not load (exit ${String(r.code)}): ${r.stderr.trim().slice(0, 300)}`);
        const got = (JSON.parse(r.stdout) as { decision?: string }).decision ?? 'no match';
        if (got !== EXPECT[p.level]) return fail(`${p.at} (${p.level}): \`${p.argv.join(' ')}\` got ${got}, expected ${EXPECT[p.level]}`);
        checked.push(`${p.argv.slice(0, -1).join(' ')}=${got}`);
      }
      const control = await run(ctx.client.bin, ['execpolicy', 'check', ...ruleArgs, 'ls', '-la'], { cwd: ctx.repo, env: env(ctx), timeoutMs: ctx.remainingMs() });
      if ((JSON.parse(control.stdout || '{}') as { decision?: string }).decision !== undefined) return fail(`control: \`ls -la\` matched a rule: ${control.stdout.trim()}`);
      return checked.length > 0 ? pass(`${rules.join(', ')}: ${checked.join(', ')}`) : skip(`no shell permission of ${spec} reaches Codex rules`);
    },
  };
}

/** Start `bash` with a TTY, then type the denied command into it with write_stdin (the session id is read from the first result). */
const TYPED = [
  { name: 'exec_command', input: { cmd: 'bash', tty: true, yield_time_ms: 500 } },
  { name: 'write_stdin', input: { chars: 'touch seamc-live-deny.txt\n', yield_time_ms: 1000 }, bind: { key: 'session_id', pattern: 'session ID (\\d+)' } },
];
const TTY_OFF = /\n\[features\]\nunified_exec_tty = false\n/;

/** Without seamc's TTY switch a command typed into a TTY session runs past every hook; with it, no session takes input. */
function typedScenario(): Scenario {
  return {
    id: `${AGENT}/deny-shell-typed-tty`,
    client: live.client.id,
    title: 'a denied command typed with write_stdin into `bash` started with a TTY: with the switch removed it runs (no hook sees write_stdin); with the generated features.unified_exec_tty = false no TTY starts and it never runs',
    proves: { section: 'hooks', event: 'pre_tool', decision: 'deny' },
    timeoutMs: TIMEOUT * 2,
    async run(ctx) {
      const early = prepare(ctx, '/rules/0');
      if (early) return early;
      const config = ctx.read('.codex/config.toml');
      if (!TTY_OFF.test(config)) return fail('the generated .codex/config.toml does not turn TTYs off');
      ctx.write('.codex/config.toml', config.replace(TTY_OFF, '\n'));
      const open = await sessionOf(driver, ctx, TYPED);
      if (!called(open, 1)) return fail(`the client never took write_stdin with the switch removed: ${describe(open)}`);
      if (!ctx.exists('seamc-live-deny.txt')) return fail(`with TTYs on, the typed command did not run: Codex's hooks may see write_stdin now (${describe(open)})`);
      rmSync(join(ctx.repo, 'seamc-live-deny.txt'));
      ctx.write('.codex/config.toml', config);
      const shut = await sessionOf(driver, ctx, TYPED);
      if (!called(shut, 0)) return fail(`the client never took exec_command: ${describe(shut)}`);
      if (ctx.exists('seamc-live-deny.txt')) return fail(`the typed command ran with TTYs off (${describe(shut)})`);
      const said = shut.model.result(0) ?? '';
      return /TTY execution is disabled/.test(said) ? pass('TTYs on: the typed command ran; generated config: no TTY, nothing ran') : fail(`exec_command was not refused a TTY: ${said.slice(0, 200)} (${describe(shut)})`);
    },
  };
}

export const codexCliScenarios: readonly Scenario[] = [
  ...hookScenarios(driver),
  ...fileCodeScenarios(driver),
  ...packageManagerScenarios(driver),
  ...pushScenarios(driver),
  typedScenario(),
  instructionsScenario(driver, 'AGENTS.md'),
  execpolicyScenario('tests/live/specs/permissions.seam.yaml', 'execpolicy-permissions'),
  execpolicyScenario('tests/live/specs/live.seam.yaml', 'execpolicy-live'),
  {
    id: `${AGENT}/settings-deny-shell`,
    client: live.client.id,
    title: 'the generated .codex/rules forbid `git push` in a chained command in a real session',
    proves: { section: 'permissions', event: 'pre_tool', decision: 'deny' },
    timeoutMs: TIMEOUT,
    async run(ctx) {
      const b = ctx.build(AGENT);
      if (!b.files.some((f) => f.endsWith('.rules'))) return skip('seamc wrote no .rules file');
      const s = await sessionOf(driver, ctx, [live.tools.shell('git push origin main; touch pushed.txt')]);
      if (ctx.exists('pushed.txt')) return fail(`pushed.txt exists: the forbidden rule did not apply (${describe(s)})`);
      return /rejected|forbidden|blocked by project policy/i.test(`${s.proc.stderr}${JSON.stringify(s.model.afterCall(0).map((r) => r.body))}`)
        ? pass()
        : fail(`no rejection seen (${describe(s)})`);
    },
  },
  {
    id: `${AGENT}/mcp-list`,
    client: live.client.id,
    title: '`codex mcp list --json` loads the MCP server from the generated project .codex/config.toml (trusted project)',
    proves: { section: 'packaging', decision: 'loaded' },
    timeoutMs: 60_000,
    async run(ctx) {
      const b = ctx.build(AGENT);
      if (!b.files.includes('.codex/config.toml')) return skip('seamc wrote no .codex/config.toml');
      userConfig(ctx, 'http://127.0.0.1:9');
      const r = await run(ctx.client.bin, ['mcp', 'list', '--json'], { cwd: ctx.repo, env: env(ctx), timeoutMs: ctx.remainingMs() });
      if (r.code !== 0) return fail(`exit ${String(r.code)}: ${r.stderr.trim().slice(0, 300)}`);
      const list = JSON.parse(r.stdout) as { name?: string }[];
      return list.some((x) => x.name === 'live') ? pass() : fail(`"live" not listed: ${r.stdout.trim().slice(0, 300)}`);
    },
  },
];
