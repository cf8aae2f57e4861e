/**
 * Claude Code scenarios: `claude -p` against the fake Anthropic API, in an untrusted scratch project that
 * holds seamc's claude_code output (verified/claude_code.md: hooks and deny/ask rules apply without trust).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScriptedCall } from '../../../compiler/backend/types-live.js';
import { baseEnv, run } from '../../../compiler/live/proc.js';
import { live } from '../../../vendors/claude_code/live.js';
import { blockingLoss, lossText, fail, pass, skip, type Ctx, type Outcome, type Scenario } from '../harness.js';
import { called, describe, session, told, type Session } from '../session.js';
import { denyScenario, fileCodeScenarios, hookScenarios, instructionsScenario, type Driver } from './common.js';
import { pushScenarios } from './git-push.js';
import { packageManagerScenarios } from './package-managers.js';

const AGENT = live.agent;
const PLUGIN = 'plugins/live-suite';
const TIMEOUT = live.timeoutMs;

/** The client's environment for a run that reaches no model (mcp, plugin subcommands). */
const offlineEnv = (ctx: Ctx): NodeJS.ProcessEnv =>
  baseEnv(ctx.home, live.env({ repo: ctx.repo, home: ctx.home, url: 'http://127.0.0.1:9', prompt: 'go', calls: [], mcpServers: [] }));

/**
 * What Claude Code records in ~/.claude.json when the user accepts the folder's trust dialog and approves the
 * project's .mcp.json servers (the gate mcp-approval in vendors/claude_code/facts.ts), merged into what the client
 * wrote there already: the scenarios that use a project MCP server stand for a user who has done that once.
 */
function approveMcp(ctx: Ctx, servers: readonly string[]): void {
  const file = join(ctx.home, '.claude.json');
  let json: Record<string, unknown> = {};
  if (existsSync(file)) json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const projects = (json['projects'] ?? {}) as Record<string, unknown>;
  projects[ctx.repo] = { ...((projects[ctx.repo] ?? {}) as object), hasTrustDialogAccepted: true, enabledMcpjsonServers: [...servers] };
  json['projects'] = projects;
  writeFileSync(file, JSON.stringify(json, null, 2));
}

const bash = live.tools.shell;

function claude(ctx: Ctx, calls: readonly ScriptedCall[]): Promise<Session> {
  return session(ctx, live, calls);
}

/** Build the live spec; skip when seamc emitted nothing for the item the scenario is about. */
function build(ctx: Ctx, at: string): Outcome | undefined {
  const b = ctx.build(AGENT);
  const loss = blockingLoss(b, at);
  if (loss) return skip(`seamc emits nothing for ${at} on ${AGENT}: ${lossText(loss)}`);
  if (!b.files.includes('.claude/settings.json')) return skip('seamc wrote no .claude/settings.json');
  return undefined;
}

const driver: Driver = { live, prepare: build };

export const claudeCodeScenarios: readonly Scenario[] = [
  ...hookScenarios(driver),
  ...fileCodeScenarios(driver),
  ...packageManagerScenarios(driver),
  ...pushScenarios(driver),
  // Monitor runs a shell command as a watch; Claude Code sends its PreToolUse as Bash, so the command rules judge it
  denyScenario(driver, 'deny-shell-monitor', 'a deny rule stops a command started with the Monitor tool (its PreToolUse arrives as Bash); its file never appears', '/rules/0', 'LIVE-DENY-SHELL',
    () => [{ name: 'Monitor', input: { description: 'seamc live', command: 'touch seamc-live-deny.txt', timeout_ms: 5000 } }], (ctx) => ctx.exists('seamc-live-deny.txt')),
  // an MCP tool that carries a command (a shell server's run_command) meets the shell rules too (unknown-tool.ts)
  denyScenario(driver, 'deny-mcp-shell-command', 'a deny rule on shell commands stops an MCP tool whose input carries the command; the tool never runs', '/rules/0', 'LIVE-DENY-SHELL',
    () => [{ name: 'mcp__live__run_command', input: { command: 'touch seamc-live-deny.txt' } }], (ctx) => ctx.exists('mcp-run_command.txt'), (ctx) => approveMcp(ctx, ['live'])),
  instructionsScenario(driver, 'CLAUDE.md'),
  {
    id: `${AGENT}/settings-deny-shell`,
    client: 'claude',
    title: 'permissions.deny (shell: git push) from .claude/settings.json refuses a compound command',
    proves: { section: 'permissions', event: 'pre_tool', decision: 'deny' },
    timeoutMs: TIMEOUT,
    async run(ctx) {
      const early = build(ctx, '/permissions/deny/0');
      if (early) return early;
      const s = await claude(ctx, [bash('git push origin main; touch pushed.txt')]);
      if (!called(s, 0)) return fail(`the client never took the call: ${describe(s)}`);
      if (ctx.exists('pushed.txt')) return fail('pushed.txt exists: the deny rule did not apply');
      if (!told(s, 0, 'has been denied')) return fail(`the model was not told the permission denial (${describe(s)})`);
      return pass();
    },
  },
  {
    id: `${AGENT}/settings-deny-mcp`,
    client: 'claude',
    title: 'permissions.deny (mcp: live.delete_thing) refuses the project .mcp.json tool; its sibling tool still runs',
    proves: { section: 'permissions', event: 'pre_tool', decision: 'deny' },
    timeoutMs: TIMEOUT,
    async run(ctx) {
      const early = build(ctx, '/permissions/deny/1');
      if (early) return early;
      if (!ctx.build(AGENT).files.includes('.mcp.json')) return skip('seamc wrote no .mcp.json');
      approveMcp(ctx, ['live']);
      const tool = (n: string): ScriptedCall => ({ name: `mcp__live__${n}`, input: {} });
      const s = await claude(ctx, [tool('ping_thing'), tool('delete_thing')]);
      if (!called(s, 0) || !ctx.exists('mcp-ping_thing.txt')) return fail(`control failed: the allowed MCP tool did not run (${describe(s)})`);
      if (ctx.exists('mcp-delete_thing.txt')) return fail('the denied MCP tool ran');
      // Claude Code either withholds a denied tool from the model or refuses the call; both stop it
      const offered = s.model.requests.some((r) => JSON.stringify(r.body ?? null).includes('"name":"mcp__live__delete_thing"'));
      if (offered && !told(s, 1, 'denied')) return fail(`delete_thing was offered but the model was not told it was denied (${describe(s)})`);
      return pass(offered ? 'refused' : 'withheld from the model');
    },
  },
  {
    id: `${AGENT}/mcp-list`,
    client: 'claude',
    title: '`claude mcp get` holds the generated project .mcp.json server until approved (gate mcp-approval), then connects to it',
    proves: { section: 'packaging', decision: 'loaded' },
    timeoutMs: 60_000,
    async run(ctx) {
      const b = ctx.build(AGENT);
      if (!b.files.includes('.mcp.json')) return skip('seamc wrote no .mcp.json');
      const status = async (): Promise<string> => {
        const r = await run(ctx.client.bin, ['mcp', 'get', 'live'], { cwd: ctx.repo, env: offlineEnv(ctx), timeoutMs: ctx.remainingMs() });
        return r.stdout.split('\n').find((l) => l.trim().startsWith('Status:'))?.trim() ?? `no status line (exit ${String(r.code)}): ${r.stdout.trim().slice(0, 200)}`;
      };
      const before = await status();
      if (!/Pending approval/.test(before)) return fail(`before approval the server was not pending (the mcp-approval gate would be wrong): ${before}`);
      approveMcp(ctx, ['live']);
      const after = await status();
      return /Connected/.test(after) ? pass('pending until approved, then connected') : fail(`approved but not connected: ${after}`);
    },
  },
  ...(['plugin', 'marketplace'] as const).map((kind): Scenario => ({
    id: `${AGENT}/${kind}-validate-strict`,
    client: 'claude',
    title: `\`claude plugin validate --strict\` accepts the generated ${kind} manifest`,
    proves: { section: 'packaging', decision: 'valid' },
    timeoutMs: 60_000,
    async run(ctx) {
      const b = ctx.build(AGENT);
      const manifest = kind === 'plugin' ? `${PLUGIN}/.claude-plugin/plugin.json` : '.claude-plugin/marketplace.json';
      if (!b.files.includes(manifest)) return skip(`seamc wrote no ${manifest}`);
      const dir = kind === 'plugin' ? join(ctx.repo, PLUGIN) : ctx.repo;
      const r = await run(ctx.client.bin, ['plugin', 'validate', '--strict', dir], { cwd: ctx.repo, env: offlineEnv(ctx), timeoutMs: ctx.remainingMs() });
      if (r.code === 0) return pass();
      const problems = r.stdout.split(/\n(?:Provides:|Plugin directory checks)/)[0]!.split('\n').filter((l) => l.trim().startsWith('❯')).map((l) => l.trim().slice(2)).join('; ');
      return fail(`exit ${String(r.code)}: ${problems.slice(0, 400) || r.stdout.trim().slice(-300)}`);
    },
  })),
];
