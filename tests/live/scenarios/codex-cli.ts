/**
 * Codex CLI scenarios: `codex exec` for whole sessions against the fake OpenAI Responses API (a user
 * config.toml names it as the model provider and trusts the scratch project), and `codex execpolicy check`
 * on every generated .rules file. Codex runs project hooks only once a user has reviewed each one
 * (SC3109, verified/codex_cli.md H1-H5); the sessions pass --dangerously-bypass-hook-trust so the hooks'
 * behaviour itself can be checked, and say so.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { ScriptedCall } from '../fake-model.js';
import { blockingLoss, lossText, fail, pass, skip, type Ctx, type Outcome, type Scenario } from '../harness.js';
import { baseEnv, run } from '../proc.js';
import { describe, session } from '../session.js';
import { hookScenarios, instructionsScenario, type Driver } from './common.js';

const AGENT = 'codex_cli';
const TIMEOUT = 90_000;
/** a model in Codex's bundled catalogue, so that it offers apply_patch (an unknown slug gets no patch tool) */
const MODEL = 'gpt-5.5';

function userConfig(ctx: Ctx, url: string): void {
  const dir = join(ctx.home, '.codex');
  mkdirSync(dir, { recursive: true });
  const toml = [
    `model = "${MODEL}"`,
    'model_provider = "live"',
    'approval_policy = "never"',
    'sandbox_mode = "workspace-write"',
    '',
    '[model_providers.live]',
    'name = "live"',
    `base_url = "${url}/v1"`,
    'wire_api = "responses"',
    'env_key = "LIVE_API_KEY"',
    '',
    `[projects."${ctx.repo}"]`,
    'trust_level = "trusted"',
    '',
  ];
  writeFileSync(join(dir, 'config.toml'), toml.join('\n'));
}

const env = (ctx: Ctx): NodeJS.ProcessEnv => baseEnv(ctx.home, { LIVE_API_KEY: 'dummy', CODEX_HOME: join(ctx.home, '.codex') });

function prepare(ctx: Ctx, at: string): Outcome | undefined {
  const b = ctx.build(AGENT);
  const loss = blockingLoss(b, at);
  if (loss) return skip(`seamc emits nothing for ${at} on ${AGENT}: ${lossText(loss)}`);
  if (!b.files.includes('.codex/hooks.json')) return skip('seamc wrote no .codex/hooks.json');
  return undefined;
}

const patch = (body: string): ScriptedCall => ({ name: 'apply_patch', input: {}, raw: `*** Begin Patch\n${body}*** End Patch\n` });

const driver: Driver = {
  agent: AGENT,
  client: 'codex',
  timeoutMs: TIMEOUT,
  prepare,
  session: (ctx, calls, limitMs) =>
    session(ctx, {
      calls,
      args: () => ['exec', '--dangerously-bypass-hook-trust', 'go'],
      env: () => env(ctx),
      prepare: (url) => userConfig(ctx, url),
      ...(limitMs !== undefined ? { limitMs } : {}),
    }),
  shell: (cmd) => ({ name: 'exec_command', input: { cmd } }),
  write: (_ctx, rel, content) => patch(`*** Add File: ${rel}\n${content.split('\n').filter((l, i, a) => l !== '' || i < a.length - 1).map((l) => `+${l}`).join('\n')}\n`),
  edit: (ctx, rel, old, neu) => {
    const before = readFileSync(join(ctx.repo, rel), 'utf8').replace(/\n$/, '');
    return [patch(`*** Update File: ${rel}\n@@\n-${before}\n+${before.replace(old, neu)}\n`)];
  },
  escalate: 'degraded',
  crash: 'open',
  rewrite: false,
  hookRan: (s) => /hook: PreToolUse/.test(s.proc.stderr),
};

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
    client: 'codex',
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

export const codexCliScenarios: readonly Scenario[] = [
  ...hookScenarios(driver),
  instructionsScenario(driver, 'AGENTS.md'),
  execpolicyScenario('tests/live/specs/permissions.seam.yaml', 'execpolicy-permissions'),
  execpolicyScenario('tests/live/specs/live.seam.yaml', 'execpolicy-live'),
  {
    id: `${AGENT}/settings-deny-shell`,
    client: 'codex',
    title: 'the generated .codex/rules forbid `git push` in a chained command in a real session',
    proves: { section: 'permissions', event: 'pre_tool', decision: 'deny' },
    timeoutMs: TIMEOUT,
    async run(ctx) {
      const b = ctx.build(AGENT);
      if (!b.files.some((f) => f.endsWith('.rules'))) return skip('seamc wrote no .rules file');
      const s = await driver.session(ctx, [driver.shell('git push origin main; touch pushed.txt')]);
      if (ctx.exists('pushed.txt')) return fail(`pushed.txt exists: the forbidden rule did not apply (${describe(s)})`);
      return /rejected|forbidden|blocked by project policy/i.test(`${s.proc.stderr}${JSON.stringify(s.model.afterCall(0).map((r) => r.body))}`)
        ? pass()
        : fail(`no rejection seen (${describe(s)})`);
    },
  },
  {
    id: `${AGENT}/mcp-list`,
    client: 'codex',
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
