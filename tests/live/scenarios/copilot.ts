/**
 * GitHub Copilot CLI scenarios (seamc agent vscode_copilot): `copilot -p go --allow-all-tools` with its
 * Anthropic-style provider pointed at the fake model. Repo hooks load in -p mode only in a trusted folder
 * (verified/copilot.md T1-T7), so the scratch HOME lists the project in ~/.copilot/config.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScriptedCall } from '../fake-model.js';
import { blockingLoss, lossText, fail, pass, skip, type Ctx, type Outcome, type Scenario } from '../harness.js';
import { baseEnv, run } from '../proc.js';
import { describe, session } from '../session.js';
import { hookScenarios, instructionsScenario, type Driver } from './common.js';

const AGENT = 'vscode_copilot';
const TIMEOUT = 150_000;

function userConfig(ctx: Ctx): void {
  const dir = join(ctx.home, '.copilot');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ trustedFolders: [ctx.repo] }, null, 2) + '\n');
}

function env(ctx: Ctx, url: string): NodeJS.ProcessEnv {
  return baseEnv(ctx.home, {
    COPILOT_PROVIDER_BASE_URL: url,
    COPILOT_PROVIDER_TYPE: 'anthropic',
    COPILOT_PROVIDER_API_KEY: 'dummy',
    COPILOT_MODEL: 'claude-sonnet-4',
  });
}

function prepare(ctx: Ctx, at: string): Outcome | undefined {
  const b = ctx.build(AGENT);
  const loss = blockingLoss(b, at);
  if (loss) return skip(`seamc emits nothing for ${at} on ${AGENT}: ${lossText(loss)}`);
  if (!b.files.some((f) => f.startsWith('.github/hooks/'))) return skip('seamc wrote no .github/hooks/*.json');
  userConfig(ctx);
  return undefined;
}

const driver: Driver = {
  agent: AGENT,
  client: 'copilot',
  timeoutMs: TIMEOUT,
  prepare,
  session: (ctx, calls, limitMs) =>
    session(ctx, {
      calls,
      args: () => ['-p', 'go', '--allow-all-tools', '--no-auto-update'],
      env: (url) => env(ctx, url),
      ...(limitMs !== undefined ? { limitMs } : {}),
    }),
  shell: (command): ScriptedCall => ({ name: 'bash', input: { command, description: 'live suite' } }),
  write: (ctx, rel, content) => ({ name: 'create', input: { path: join(ctx.repo, rel), file_text: content } }),
  edit: (ctx, rel, old, neu) => [{ name: 'edit', input: { path: join(ctx.repo, rel), old_str: old, new_str: neu } }],
  // a hook's ask becomes "Denied by preToolUse hook (unable to ask user for confirmation)" in -p (verified/copilot.md P6)
  escalate: 'refused',
  crash: 'closed',
  rewrite: true,
};

export const copilotScenarios: readonly Scenario[] = [
  ...hookScenarios(driver),
  instructionsScenario(driver, 'AGENTS.md'),
  {
    id: `${AGENT}/settings-deny-shell`,
    client: 'copilot',
    title: 'permissions.deny (shell: git push) refuses the command in Copilot CLI',
    proves: { section: 'permissions', event: 'pre_tool', decision: 'deny' },
    timeoutMs: TIMEOUT,
    async run(ctx) {
      const b = ctx.build(AGENT);
      const loss = b.losses.find((l) => l.at === '/permissions/deny/0');
      if (loss) return skip(`seamc emits no native deny for /permissions/deny/0 on ${AGENT}: ${lossText(loss)}`);
      userConfig(ctx);
      const s = await driver.session(ctx, [driver.shell('git push origin main; touch pushed.txt')]);
      return ctx.exists('pushed.txt') ? fail(`pushed.txt exists: the deny did not apply (${describe(s)})`) : pass();
    },
  },
  {
    id: `${AGENT}/mcp-list`,
    client: 'copilot',
    title: '`copilot mcp list` loads the generated workspace MCP server',
    proves: { section: 'packaging', decision: 'loaded' },
    timeoutMs: 60_000,
    async run(ctx) {
      const b = ctx.build(AGENT);
      if (!b.files.includes('.github/mcp.json') && !b.files.includes('.mcp.json')) return skip('seamc wrote no .github/mcp.json or .mcp.json');
      userConfig(ctx);
      const r = await run(ctx.client.bin, ['mcp', 'list'], { cwd: ctx.repo, env: env(ctx, 'http://127.0.0.1:9'), timeoutMs: ctx.remainingMs() });
      const out = `${r.stdout}\n${r.stderr}`;
      const section = out.split(/\n(?=\S)/).find((p) => p.startsWith('Workspace servers:')) ?? '';
      return /^\s+live\b/m.test(section) ? pass() : fail(`the workspace server "live" is not listed (exit ${String(r.code)}): ${out.trim().slice(0, 300)}`);
    },
  },
  {
    id: `${AGENT}/plugin-install`,
    client: 'copilot',
    title: '`copilot plugin install <repo>` accepts the generated plugin manifest and lists it',
    proves: { section: 'packaging', decision: 'valid' },
    timeoutMs: 60_000,
    async run(ctx) {
      const b = ctx.build(AGENT);
      const manifest = b.files.find((f) => f.endsWith('plugin.json'));
      if (!manifest) return skip('seamc wrote no plugin.json');
      userConfig(ctx);
      const e = env(ctx, 'http://127.0.0.1:9');
      const inst = await run(ctx.client.bin, ['plugin', 'install', ctx.repo], { cwd: ctx.repo, env: e, timeoutMs: ctx.remainingMs() });
      if (inst.code !== 0) return fail(`install exited ${String(inst.code)}: ${`${inst.stdout}\n${inst.stderr}`.trim().slice(-300)}`);
      const list = await run(ctx.client.bin, ['plugin', 'list'], { cwd: ctx.repo, env: e, timeoutMs: ctx.remainingMs() });
      return /live-suite \(v1\.0\.0\)/.test(list.stdout) ? pass(manifest) : fail(`not listed after install: ${list.stdout.trim().slice(0, 300)}`);
    },
  },
];
