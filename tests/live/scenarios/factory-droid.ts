/**
 * Factory Droid scenarios: `droid exec --auto high` against the fake Anthropic API (a BYOK custom model in the scratch
 * HOME), in a scratch project holding seamc's factory_droid output: the shared hook scenarios through
 * `.factory/hooks.json`, AGENTS.md, the command blocklist of `.factory/settings.json` against wrapped forms of a
 * blocked program, and two witnesses of what Droid 0.225 does with hand-written hooks (the `hooks` wrapper is ignored
 * in hooks.json; a hook's `ask` does not hold a call), the records behind docs/decisions/factory_droid.md.
 */
import type { ScriptedCall } from '../../../compiler/backend/types-live.js';
import { writeFiles } from '../../../compiler/live/session.js';
import { live } from '../../../vendors/factory_droid/live.js';
import { fail, pass, type Ctx, type Outcome, type Scenario } from '../harness.js';
import { called, describe, told } from '../session.js';
import { hookScenarios, instructionsScenario, prepareFor, sessionOf, type Driver } from './common.js';

const AGENT = live.agent;
const prepare = prepareFor(live);
const driver: Driver = { live, prepare };
const shell = (command: string): ScriptedCall => live.tools.shell(command);

function scenario(name: string, title: string, proves: Scenario['proves'], run: (ctx: Ctx) => Promise<Outcome>): Scenario {
  return { id: `${AGENT}/${name}`, client: live.client.id, title, proves, timeoutMs: live.timeoutMs, run };
}

/** A hand-written hooks.json (no seamc output in the project), and the client's user config. */
function handHook(ctx: Ctx, body: unknown): void {
  writeFiles(live.files({ repo: ctx.repo, home: ctx.home, url: 'http://127.0.0.1:9', prompt: 'go', calls: [], mcpServers: [] }));
  ctx.write('.factory/hooks.json', JSON.stringify(body, null, 2) + '\n');
}
const group = (command: string): unknown => [{ hooks: [{ type: 'command', command }] }];

// The forms of one blocked program: a wrapper shell, an absolute path, a command substitution, `env`, quoting.
const WRAPPED = ['curl --version', 'sh -c "curl --version"', '/usr/bin/curl --version', 'x=$(curl --version)', 'env curl --version', 'c""url --version'];

export const factoryDroidScenarios: readonly Scenario[] = [
  ...hookScenarios(driver),
  instructionsScenario(driver, 'AGENTS.md'),
  scenario('hooks-wrapper-ignored', 'a deny hook under a `hooks` key in .factory/hooks.json never runs (Droid reads that file keyed by event); the same hook keyed by event stops the call', { section: 'hooks', event: 'pre_tool', decision: 'deny' }, async (ctx) => {
    const deny = 'echo HAND-DENY >&2; exit 2';
    handHook(ctx, { hooks: { PreToolUse: group(deny) } });
    const wrapped = await sessionOf(driver, ctx, [shell('touch wrapped.txt')]);
    if (!called(wrapped, 0)) return fail(`the client never took the scripted call: ${describe(wrapped)}`);
    if (!ctx.exists('wrapped.txt')) return fail(`the wrapped hook stopped the call: Droid reads the hooks key after all (${describe(wrapped)})`);
    handHook(ctx, { PreToolUse: group(deny) });
    const keyed = await sessionOf(driver, ctx, [shell('touch keyed.txt')]);
    if (ctx.exists('keyed.txt')) return fail(`the hook keyed by event did not stop the call (${describe(keyed)})`);
    return told(keyed, 0, 'HAND-DENY') ? pass('wrapped: ran; keyed by event: blocked') : fail(`the model was not told HAND-DENY (${describe(keyed)})`);
  }),
  scenario('ask-not-held', 'a hook answering permissionDecision "ask" does not hold the call: under --auto high Droid runs it with no one asked', { section: 'hooks', event: 'pre_tool', decision: 'allow' }, async (ctx) => {
    const ask = 'printf \'{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"HAND-ASK"}}\'';
    handHook(ctx, { PreToolUse: group(ask) });
    const s = await sessionOf(driver, ctx, [shell('touch asked.txt')]);
    if (!called(s, 0)) return fail(`the client never took the scripted call: ${describe(s)}`);
    return ctx.exists('asked.txt') ? pass('the asked call ran') : fail(`the asked call did not run: Droid held or refused it (${describe(s)})`);
  }),
  scenario('blocklist-wrapped', 'commandBlocklist ["curl"] (permissions.seam.yaml `curl *`) refuses curl run plainly, through sh -c, by absolute path, in $(...), through env and quoted apart', { section: 'permissions', event: 'pre_tool', decision: 'deny' }, async (ctx) => {
    const early = prepare(ctx, '/permissions/deny/2', 'tests/live/specs/permissions.seam.yaml');
    if (early) return early;
    if (!ctx.read('.factory/settings.json').includes('"curl"')) return fail('seamc wrote no curl entry into .factory/settings.json');
    const calls = WRAPPED.map((c, i) => shell(`${c} > /dev/null; touch ran-${i}.txt`));
    const s = await sessionOf(driver, ctx, calls);
    if (!called(s, calls.length - 1)) return fail(`the client did not take every scripted call: ${describe(s)}`);
    const ran = WRAPPED.filter((_, i) => ctx.exists(`ran-${i}.txt`));
    if (ran.length > 0) return fail(`these forms ran: ${ran.join(' | ')}`);
    const untold = WRAPPED.filter((_, i) => !told(s, i, 'blocked'));
    return untold.length === 0 ? pass(`${WRAPPED.length} forms refused`) : fail(`the model was not told of a block for: ${untold.join(' | ')}`);
  }),
];
