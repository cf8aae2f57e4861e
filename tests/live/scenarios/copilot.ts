/**
 * GitHub Copilot CLI scenarios (seamc agent vscode_copilot): `copilot -p go --allow-all-tools` with its
 * Anthropic-style provider pointed at the fake model. Repo hooks load in -p mode only in a trusted folder
 * (verified/copilot.md T1-T7), so the scratch HOME lists the project in ~/.copilot/config.json.
 */
import type { LiveRun } from '../../../compiler/backend/types-live.js';
import { baseEnv, run } from '../../../compiler/live/proc.js';
import { writeFiles } from '../../../compiler/live/session.js';
import { live } from '../../../vendors/vscode_copilot/live.js';
import { blockingLoss, lossText, fail, pass, skip, type Ctx, type Outcome, type Scenario } from '../harness.js';
import { describe } from '../session.js';
import { hookScenarios, instructionsScenario, sessionOf, type Driver } from './common.js';

const AGENT = live.agent;
const TIMEOUT = live.timeoutMs;

/** A run that reaches no model (mcp and plugin subcommands). */
const offline = (ctx: Ctx): LiveRun => ({ repo: ctx.repo, home: ctx.home, url: 'http://127.0.0.1:9', prompt: 'go', calls: [], mcpServers: [] });
/** The project trusted in ~/.copilot/config.json (the driver's files). */
const userConfig = (ctx: Ctx): void => writeFiles(live.files(offline(ctx)));
const env = (ctx: Ctx): NodeJS.ProcessEnv => baseEnv(ctx.home, live.env(offline(ctx)));

function prepare(ctx: Ctx, at: string): Outcome | undefined {
  const b = ctx.build(AGENT);
  const loss = blockingLoss(b, at);
  if (loss) return skip(`seamc emits nothing for ${at} on ${AGENT}: ${lossText(loss)}`);
  if (!b.files.some((f) => f.startsWith('.github/hooks/'))) return skip('seamc wrote no .github/hooks/*.json');
  userConfig(ctx);
  return undefined;
}

const driver: Driver = { live, prepare };

export const copilotScenarios: readonly Scenario[] = [
  ...hookScenarios(driver),
  instructionsScenario(driver, 'AGENTS.md'),
  {
    id: `${AGENT}/settings-deny-shell`,
    client: live.client.id,
    title: 'permissions.deny (shell: git push) refuses the command in Copilot CLI',
    proves: { section: 'permissions', event: 'pre_tool', decision: 'deny' },
    timeoutMs: TIMEOUT,
    async run(ctx) {
      const b = ctx.build(AGENT);
      const loss = b.losses.find((l) => l.at === '/permissions/deny/0');
      if (loss) return skip(`seamc emits no native deny for /permissions/deny/0 on ${AGENT}: ${lossText(loss)}`);
      userConfig(ctx);
      const s = await sessionOf(driver, ctx, [live.tools.shell('git push origin main; touch pushed.txt')]);
      return ctx.exists('pushed.txt') ? fail(`pushed.txt exists: the deny did not apply (${describe(s)})`) : pass();
    },
  },
  {
    id: `${AGENT}/mcp-list`,
    client: live.client.id,
    title: '`copilot mcp list` loads the generated workspace MCP server',
    proves: { section: 'packaging', decision: 'loaded' },
    timeoutMs: 60_000,
    async run(ctx) {
      const b = ctx.build(AGENT);
      if (!b.files.includes('.github/mcp.json') && !b.files.includes('.mcp.json')) return skip('seamc wrote no .github/mcp.json or .mcp.json');
      userConfig(ctx);
      const r = await run(ctx.client.bin, ['mcp', 'list'], { cwd: ctx.repo, env: env(ctx), timeoutMs: ctx.remainingMs() });
      const out = `${r.stdout}\n${r.stderr}`;
      const section = out.split(/\n(?=\S)/).find((p) => p.startsWith('Workspace servers:')) ?? '';
      return /^\s+live\b/m.test(section) ? pass() : fail(`the workspace server "live" is not listed (exit ${String(r.code)}): ${out.trim().slice(0, 300)}`);
    },
  },
  {
    id: `${AGENT}/plugin-install`,
    client: live.client.id,
    title: '`copilot plugin install <repo>` accepts the generated plugin manifest and lists it',
    proves: { section: 'packaging', decision: 'valid' },
    timeoutMs: 60_000,
    async run(ctx) {
      const b = ctx.build(AGENT);
      const manifest = b.files.find((f) => f.endsWith('plugin.json'));
      if (!manifest) return skip('seamc wrote no plugin.json');
      userConfig(ctx);
      const e = env(ctx);
      const inst = await run(ctx.client.bin, ['plugin', 'install', ctx.repo], { cwd: ctx.repo, env: e, timeoutMs: ctx.remainingMs() });
      if (inst.code !== 0) return fail(`install exited ${String(inst.code)}: ${`${inst.stdout}\n${inst.stderr}`.trim().slice(-300)}`);
      const list = await run(ctx.client.bin, ['plugin', 'list'], { cwd: ctx.repo, env: e, timeoutMs: ctx.remainingMs() });
      return /live-suite \(v1\.0\.0\)/.test(list.stdout) ? pass(manifest) : fail(`not listed after install: ${list.stdout.trim().slice(0, 300)}`);
    },
  },
];
