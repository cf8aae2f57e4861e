/**
 * Cline CLI scenarios: `cline --json` against the fake OpenAI Chat Completions API (the openai-compatible provider in
 * the scratch HOME), in a scratch project holding seamc's cline output: the shared hook scenarios through
 * `.clinerules/hooks/PreToolUse` (run by the CLI as `tool_call`; a block ends the run), AGENTS.md, and the CLI's own
 * batch shapes: a run_commands list whose second command would be hidden by the first's open quote, and a read_files
 * call naming several files, cut to its first; and a teammate's own command (the CLI's agent teams).
 */
import { live } from '../../../vendors/cline/live.js';
import { fail, pass, type Ctx, type Outcome, type Scenario } from '../harness.js';
import { called, describe, session } from '../session.js';
import { hookScenarios, instructionsScenario, prepareFor, sessionOf, type Driver } from './common.js';

const AGENT = live.agent;
const prepare = prepareFor(live);
const driver: Driver = { live, prepare };

function scenario(name: string, title: string, proves: Scenario['proves'], run: (ctx: Ctx) => Promise<Outcome>): Scenario {
  return { id: `${AGENT}/${name}`, client: live.client.id, title, proves, timeoutMs: live.timeoutMs, run };
}

/** The deny rule /rules/0 stops a run_commands call given `commands`: the marker file never appears and the run ends. */
function endsRun(name: string, title: string, commands: string | readonly string[]): Scenario {
  return scenario(name, title, { section: 'hooks', event: 'pre_tool', decision: 'deny' }, async (ctx) => {
    const early = prepare(ctx, '/rules/0');
    if (early) return early;
    const s = await sessionOf(driver, ctx, [{ name: 'run_commands', input: { commands } }]);
    if (!called(s, 0)) return fail(`the client never took the scripted call: ${describe(s)}`);
    if (ctx.exists('seamc-live-deny.txt')) return fail(`the marker command ran (${describe(s)})`);
    return s.model.result(0) === undefined ? pass('blocked; the run ended') : fail(`the call got a tool result (${describe(s)})`);
  });
}

const TEAM_TASK = 'seamc-live-team-task: run the one command you are given.';

export const clineScenarios: readonly Scenario[] = [
  ...hookScenarios(driver),
  instructionsScenario(driver, 'AGENTS.md'),
  endsRun('deny-shell-in-list', 'a deny rule stops a run_commands list whose marker command sits between two open quotes (joined, the quotes would hide it)', ['echo "', 'touch seamc-live-deny.txt', 'echo "']),
  // the CLI runs a string where its schema asks for a list (seen in this suite): the runtime read only lists until then
  endsRun('deny-shell-string', 'a deny rule stops run_commands given one string instead of a list (the CLI runs it as a command)', 'touch seamc-live-deny.txt'),
  scenario('deny-shell-in-teammate', "a deny rule stops a command that a teammate runs (team_spawn_teammate, then team_run_task in sync mode): the teammate's run_commands meets the same hook", { section: 'hooks', event: 'pre_tool', decision: 'deny' }, async (ctx) => {
    const early = prepare(ctx, '/rules/0');
    if (early) return early;
    const calls = [
      { name: 'team_spawn_teammate', input: { agentId: 'helper', rolePrompt: 'You run the commands you are given.' } },
      { name: 'team_run_task', input: { agentId: 'helper', task: TEAM_TASK, runMode: 'sync' } },
    ];
    const s = await session(ctx, live, calls, { tracks: [{ marker: TEAM_TASK, calls: [live.tools.shell('touch seamc-live-deny.txt')] }] });
    if (!s.model.requests.some((r) => r.track === TEAM_TASK && r.answer === 'call:run_commands')) return fail(`the teammate never asked for the command (${describe(s)})`);
    if (ctx.exists('seamc-live-deny.txt')) return fail(`the teammate's command ran (${describe(s)})`);
    return s.model.result(0, TEAM_TASK) === undefined ? pass("blocked; the teammate's run ended, the lead's went on") : fail(`the teammate's call got a tool result (${describe(s)})`);
  }),
  scenario('read-files-cut', 'a read_files call naming two files reads only the first (each read is judged alone), and the model is told why', { section: 'hooks', event: 'pre_tool', decision: 'transform' }, async (ctx) => {
    const early = prepare(ctx, '/rules');
    if (early) return early;
    ctx.write('one.txt', 'FIRST-FILE-TEXT\n');
    ctx.write('two.txt', 'SECOND-FILE-TEXT\n');
    const s = await sessionOf(driver, ctx, [{ name: 'read_files', input: { files: [{ path: `${ctx.repo}/one.txt` }, { path: `${ctx.repo}/two.txt` }] } }]);
    if (!called(s, 0)) return fail(`the client never took the scripted call: ${describe(s)}`);
    const result = s.model.result(0) ?? '';
    if (!result.includes('FIRST-FILE-TEXT')) return fail(`the first file was not read (${describe(s)})`);
    if (s.model.seen('SECOND-FILE-TEXT')) return fail('the second file reached the model');
    return s.model.seen('one file per read_files call') ? pass('first file read; the model was told to read the other alone') : fail(`the model was not told why (${describe(s)})`);
  }),
];
