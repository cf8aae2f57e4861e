/**
 * opencode scenarios: `opencode run` with its built-in Anthropic provider pointed at the fake model (user
 * config in the scratch XDG_CONFIG_HOME; the project's opencode.json is seamc's), plus `opencode debug config`
 * and `opencode debug agent build`. The hook scenarios run through seamc's plugin bridge (.opencode/plugins/seamc.js):
 * it throws on deny (opencode refuses the call and tells the model), rewrites args in place on transform, refuses
 * when the runtime crashes (fail closed), and refuses an escalate (a plugin hook cannot ask: SC3103).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { LiveRun } from '../../../compiler/backend/types-live.js';
import { baseEnv, run } from '../../../compiler/live/proc.js';
import { writeFiles } from '../../../compiler/live/session.js';
import { live } from '../../../vendors/opencode/live.js';
import { blockingLoss, lossText, fail, pass, skip, type Ctx, type Outcome, type Scenario } from '../harness.js';
import { called, describe } from '../session.js';
import { hookScenarios, instructionsScenario, sessionOf, type Driver } from './common.js';

const AGENT = live.agent;
// opencode waits at start for its install of @opencode-ai/plugin into .opencode/ (seamc's bridge is a project
// plugin); offline that install fails only after about 70-100 s (docs/decisions/opencode.md).
const CONFIG_TIMEOUT = 180_000;
const NO_MODEL = 'http://127.0.0.1:9';

const runOf = (ctx: Ctx, url: string): LiveRun => ({ repo: ctx.repo, home: ctx.home, url, prompt: 'go', calls: [], mcpServers: [] });
/** The driver's user config (its anthropic provider pointed at `url`), for subcommands that reach no model. */
const userConfig = (ctx: Ctx, url: string): void => writeFiles(live.files(runOf(ctx, url)));
const env = (ctx: Ctx): NodeJS.ProcessEnv => baseEnv(ctx.home, live.env(runOf(ctx, NO_MODEL)));

function prepare(ctx: Ctx, at: string): Outcome | undefined {
  const b = ctx.build(AGENT);
  const loss = blockingLoss(b, at);
  if (loss) return skip(`seamc emits nothing for ${at} on ${AGENT}: ${lossText(loss)}`);
  return undefined;
}

const driver: Driver = { live, prepare };

/** opencode's wildcard match (verified/opencode.md S1): `*` any run, `?` one char, a trailing " *" optional, full match. */
function wildcard(text: string, pattern: string): boolean {
  let src = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  if (src.endsWith(' .*')) src = `${src.slice(0, -3)}( .*)?`;
  return new RegExp(`^${src}$`, 's').test(text);
}

type Level = 'allow' | 'ask' | 'deny';

function shellPermissions(root: string, spec: string): { at: string; level: Level; command: string }[] {
  const doc = parseYaml(readFileSync(join(root, spec), 'utf8')) as { permissions?: Partial<Record<Level, { shell?: string }[]>> };
  return (['allow', 'ask', 'deny'] as const).flatMap((level) =>
    (doc.permissions?.[level] ?? []).flatMap((p, i) => (typeof p.shell === 'string' ? [{ at: `/permissions/${level}/${i}`, level, command: `${p.shell.replace(/\s*\*$/, '')} live-arg` }] : [])),
  );
}

export const opencodeScenarios: readonly Scenario[] = [
  ...hookScenarios(driver),
  instructionsScenario(driver, 'AGENTS.md'),
  {
    id: `${AGENT}/settings-deny-shell`,
    client: live.client.id,
    title: 'permission.bash from the generated opencode.json refuses `git push` in a chain; an unmatched command still runs',
    proves: { section: 'permissions', event: 'pre_tool', decision: 'deny' },
    timeoutMs: live.timeoutMs,
    async run(ctx) {
      const early = prepare(ctx, '/permissions/deny/0');
      if (early) return early;
      const s = await sessionOf(driver, ctx, [live.tools.shell('echo live-allowed > allowed.txt'), live.tools.shell('git push origin main; touch pushed.txt')]);
      if (!called(s, 1)) return fail(`the client never took both calls: ${describe(s)}`);
      if (!ctx.exists('allowed.txt')) return fail(`control failed: the unmatched command did not run (${describe(s)})`);
      return ctx.exists('pushed.txt') ? fail(`pushed.txt exists: the deny did not apply (${describe(s)})`) : pass();
    },
  },
  {
    id: `${AGENT}/debug-config`,
    client: live.client.id,
    title: '`opencode debug config` accepts the generated opencode.json (permission actions, mcp shape)',
    proves: { section: 'packaging', decision: 'valid' },
    timeoutMs: CONFIG_TIMEOUT,
    async run(ctx) {
      const early = prepare(ctx, '/plugin/mcp');
      if (early) return early;
      if (!ctx.exists('opencode.json')) return skip('seamc wrote no opencode.json');
      userConfig(ctx, NO_MODEL);
      const r = await run(ctx.client.bin, ['debug', 'config'], { cwd: ctx.repo, env: env(ctx), timeoutMs: ctx.remainingMs() });
      if (r.code !== 0) return fail(`exit ${String(r.code)}: ${`${r.stdout}\n${r.stderr}`.trim().slice(-300)}`);
      const cfg = JSON.parse(r.stdout) as { mcp?: Record<string, unknown> };
      return cfg.mcp && 'live' in cfg.mcp ? pass() : fail('the resolved config has no mcp.live');
    },
  },
  {
    id: `${AGENT}/agent-permissions`,
    client: live.client.id,
    title: '`opencode debug agent build`: every shell permission of permissions.seam.yaml evaluates (last match wins) to its level',
    proves: { section: 'permissions', decision: 'valid' },
    timeoutMs: 60_000,
    async run(ctx) {
      const spec = 'tests/live/specs/permissions.seam.yaml';
      const b = ctx.build(AGENT, spec);
      if (!b.files.includes('opencode.json')) return skip('seamc wrote no opencode.json');
      userConfig(ctx, NO_MODEL);
      const r = await run(ctx.client.bin, ['debug', 'agent', 'build'], { cwd: ctx.repo, env: env(ctx), timeoutMs: ctx.remainingMs() });
      if (r.code !== 0) return fail(`exit ${String(r.code)}: ${r.stderr.trim().slice(-300)}`);
      const rules = (JSON.parse(r.stdout) as { permission: { permission: string; pattern: string; action: string }[] }).permission;
      const checked: string[] = [];
      for (const p of shellPermissions(ctx.root, spec)) {
        if (blockingLoss(b, p.at)) continue;
        const hit = [...rules].reverse().find((x) => wildcard('bash', x.permission) && wildcard(p.command, x.pattern));
        if (hit?.action !== p.level) return fail(`${p.at}: \`${p.command}\` evaluates to ${hit?.action ?? 'ask (no rule)'}, expected ${p.level}`);
        checked.push(`${p.command.replace(/ live-arg$/, '')}=${hit.action}`);
      }
      return checked.length > 0 ? pass(checked.join(', ')) : skip('no shell permission reaches opencode');
    },
  },
  {
    id: `${AGENT}/mcp-list`,
    client: live.client.id,
    title: '`opencode mcp list` loads the generated MCP server and connects to it',
    proves: { section: 'packaging', decision: 'loaded' },
    timeoutMs: CONFIG_TIMEOUT,
    async run(ctx) {
      const early = prepare(ctx, '/plugin/mcp');
      if (early) return early;
      userConfig(ctx, NO_MODEL);
      const r = await run(ctx.client.bin, ['mcp', 'list'], { cwd: ctx.repo, env: env(ctx), timeoutMs: ctx.remainingMs() });
      const out = `${r.stdout}\n${r.stderr}`;
      const line = out.split('\n').find((l) => /\blive\b/.test(l));
      if (!line) return fail(`"live" not listed (exit ${String(r.code)}): ${out.trim().slice(0, 300)}`);
      return /connected/i.test(line) && !/fail|disconnected/i.test(line) ? pass() : fail(`listed but not connected: ${line.trim().slice(0, 160)}`);
    },
  },
];
