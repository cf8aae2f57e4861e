/**
 * Gemini CLI scenarios: `gemini -p go --approval-mode yolo` against the fake Gemini API, in a scratch project
 * trusted through ~/.gemini/trustedFolders.json (project settings, and so seamc's hooks, load only in a
 * trusted folder: verified/gemini_cli.md Q1), holding seamc's gemini_cli output.
 */
import { dirname, join } from 'node:path';
import type { LiveRun } from '../../../compiler/backend/types-live.js';
import { baseEnv, run } from '../../../compiler/live/proc.js';
import { writeFiles } from '../../../compiler/live/session.js';
import { live } from '../../../vendors/gemini_cli/live.js';
import { blockingLoss, commitAll, lossText, fail, pass, skip, type Ctx, type Outcome, type Scenario } from '../harness.js';
import { describe } from '../session.js';
import { denyScenario, hookScenarios, instructionsScenario, sessionOf, type Driver } from './common.js';

const AGENT = live.agent;
const TIMEOUT = live.timeoutMs;

/** A run that reaches no model (mcp and extensions subcommands). */
const offline = (ctx: Ctx): LiveRun => ({ repo: ctx.repo, home: ctx.home, url: 'http://127.0.0.1:9', prompt: 'go', calls: [], mcpServers: [] });
/** User settings and folder trust in the scratch HOME (the driver's files). */
const userConfig = (ctx: Ctx): void => writeFiles(live.files(offline(ctx)));
const env = (ctx: Ctx): NodeJS.ProcessEnv => baseEnv(ctx.home, live.env(offline(ctx)));

function prepare(ctx: Ctx, at: string): Outcome | undefined {
  const b = ctx.build(AGENT);
  const loss = blockingLoss(b, at);
  if (loss) return skip(`seamc emits nothing for ${at} on ${AGENT}: ${lossText(loss)}`);
  if (!b.files.includes('.gemini/settings.json')) return skip('seamc wrote no .gemini/settings.json');
  userConfig(ctx);
  return undefined;
}

const driver: Driver = { live, prepare };

/** Every gemini-extension.json seamc wrote, as the folders that hold them. */
function extensionDirs(files: readonly string[]): string[] {
  return files.filter((f) => f === 'gemini-extension.json' || f.endsWith('/gemini-extension.json')).map((f) => dirname(f));
}

export const geminiCliScenarios: readonly Scenario[] = [
  ...hookScenarios(driver),
  // run_shell_command's dir_path moves the command: before 2026-12-05 the runtime resolved config.txt at the project root
  denyScenario(driver, 'deny-shell-dir-path', 'a path rule stops a shell edit of config.txt run with dir_path: locked (the file it acts on is locked/config.txt); it is unchanged', '/rules/2', 'LIVE-DENY-PATH',
    () => [{ name: 'run_shell_command', input: { command: 'sed -i s/alpha/beta/ config.txt', description: 'seamc live', dir_path: 'locked' } }],
    (ctx) => ctx.read('locked/config.txt') !== 'mode = alpha\n',
    (ctx) => {
      ctx.write('locked/config.txt', 'mode = alpha\n');
      commitAll(ctx.repo);
    }),
  {
    id: `${AGENT}/stop-refire-capped`,
    client: live.client.id,
    title: 'a Stop (AfterAgent) deny re-prompts the model once; the re-fire cap lets the next stop through and the run ends by itself',
    proves: { section: 'hooks', event: 'stop', decision: 'refire-capped' },
    timeoutMs: TIMEOUT,
    async run(ctx) {
      const b = ctx.build(AGENT, 'tests/live/specs/stop.seam.yaml');
      const loss = blockingLoss(b, '/rules/0');
      if (loss) return skip(`seamc emits nothing for /rules/0 on ${AGENT}: ${lossText(loss)}`);
      userConfig(ctx);
      const s = await sessionOf(driver, ctx, [], 60_000);
      const told = s.model.requests.filter((r) => JSON.stringify(r.body ?? null).includes('LIVE-STOP-CONTINUE')).length;
      if (s.proc.timedOut) return fail(`the run did not end by itself (${describe(s)})`);
      if (told === 0) return fail(`the Stop deny never reached the model: no re-prompt (${describe(s)})`);
      const asked = s.model.requests.filter((r) => r.answer === 'text').length;
      return asked <= 3 ? pass(`re-prompted once, then the stop went through (${asked} text turns)`) : fail(`the model was re-prompted ${asked - 1} times (${describe(s)})`);
    },
  },
  instructionsScenario(driver, 'AGENTS.md'),
  {
    id: `${AGENT}/settings-deny-shell`,
    client: live.client.id,
    title: 'permissions.deny (shell: git push) from project settings refuses the command',
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
    title: '`gemini mcp list` loads the generated MCP server from project settings and connects to it',
    proves: { section: 'packaging', decision: 'loaded' },
    timeoutMs: 60_000,
    async run(ctx) {
      const early = prepare(ctx, '/plugin/mcp');
      if (early) return early;
      if (!ctx.read('.gemini/settings.json').includes('"mcpServers"')) return skip('seamc wrote no mcpServers into .gemini/settings.json');
      const r = await run(ctx.client.bin, ['mcp', 'list'], { cwd: ctx.repo, env: env(ctx), timeoutMs: ctx.remainingMs() });
      const out = `${r.stdout}\n${r.stderr}`;
      const line = out.split('\n').find((l) => /\blive\b/.test(l) && /node/.test(l));
      if (!line) return fail(`the server is not listed (exit ${String(r.code)}): ${out.trim().slice(0, 300)}`);
      return /Connected/i.test(line) && !/Disconnected/i.test(line) ? pass() : fail(`listed but not connected: ${line.trim().slice(0, 120)}`);
    },
  },
  {
    id: `${AGENT}/extensions-validate`,
    client: live.client.id,
    title: '`gemini extensions validate` accepts the generated extension; installed beside the project files, each MCP server loads once',
    proves: { section: 'packaging', decision: 'valid' },
    timeoutMs: 90_000,
    async run(ctx) {
      const b = ctx.build(AGENT);
      const dirs = extensionDirs(b.files);
      if (dirs.length === 0) {
        const loss = b.losses.find((l) => l.code === 'SC3406' && l.at === '/plugin');
        return loss ? skip(`seamc emits no Gemini extension: ${lossText(loss)}`) : fail('seamc wrote no gemini-extension.json for the plugin: section (expected extensions/<name>/)');
      }
      userConfig(ctx);
      const e = env(ctx);
      for (const d of dirs) {
        const r = await run(ctx.client.bin, ['extensions', 'validate', join(ctx.repo, d)], { cwd: ctx.repo, env: e, timeoutMs: ctx.remainingMs() });
        const out = `${r.stdout}\n${r.stderr}`;
        if (r.code !== 0 || !/successfully validated/.test(out)) return fail(`${d}: exit ${String(r.code)}: ${out.trim().slice(-300)}`);
      }
      // the project's .gemini/settings.json and the installed extension name the same servers: Gemini must keep one each
      const first = dirs[0] as string;
      const inst = await run(ctx.client.bin, ['extensions', 'install', join(ctx.repo, first), '--consent', '--skip-settings'], { cwd: ctx.repo, env: e, timeoutMs: ctx.remainingMs() });
      if (inst.code !== 0) return fail(`install ${first}: exit ${String(inst.code)}: ${`${inst.stdout}\n${inst.stderr}`.trim().slice(-300)}`);
      const r = await run(ctx.client.bin, ['mcp', 'list'], { cwd: ctx.repo, env: e, timeoutMs: ctx.remainingMs() });
      const lines = `${r.stdout}\n${r.stderr}`.split('\n').filter((l) => /\blive\b/.test(l) && /node/.test(l));
      if (lines.length !== 1) return fail(`with ${first} installed, \`gemini mcp list\` shows the live server ${String(lines.length)} times (want 1)`);
      return pass(`${dirs.join(', ')} validated; one live server with the extension installed`);
    },
  },
];
