/**
 * Qwen Code scenarios: `qwen -p <prompt> --yolo` against the fake Anthropic API, in a scratch project trusted through
 * ~/.qwen/trustedFolders.json with folder trust on, holding seamc's qwen_code output: the shared hook scenarios, QWEN.md,
 * a permissions deny, and the packaging probes (tests/live/specs/packaging.seam.yaml): a command's prompt reaches the
 * model, a subagent runs with its prompt and only the tools seamc listed, a skill is offered to the model.
 */
import type { LiveRun } from '../../../compiler/backend/types-live.js';
import { baseEnv, run } from '../../../compiler/live/proc.js';
import { writeFiles } from '../../../compiler/live/session.js';
import { live } from '../../../vendors/qwen_code/live.js';
import { commitAll, fail, lossText, pass, skip, type Ctx, type Outcome, type Scenario } from '../harness.js';
import { describe, session, told } from '../session.js';
import { denyScenario, hookScenarios, instructionsScenario, prepareFor, sessionOf, type Driver } from './common.js';

const AGENT = live.agent;
const TIMEOUT = live.timeoutMs;
const PACKAGING = 'tests/live/specs/packaging.seam.yaml';

const offline = (ctx: Ctx): LiveRun => ({ repo: ctx.repo, home: ctx.home, url: 'http://127.0.0.1:9', prompt: 'go', calls: [], mcpServers: [] });

const prepare = prepareFor(live);

const driver: Driver = { live, prepare: (ctx, at) => prepare(ctx, at) };

/** The system prompt of each request, as text (Anthropic's `system`: a string or text blocks). */
function systemOf(body: unknown): string {
  const s = (body as Record<string, unknown> | null)?.['system'];
  return typeof s === 'string' ? s : Array.isArray(s) ? s.map((b) => String((b as Record<string, unknown>)['text'] ?? '')).join('\n') : '';
}
const toolsOf = (body: unknown): string[] => {
  const t = (body as Record<string, unknown> | null)?.['tools'];
  return Array.isArray(t) ? t.map((x) => String((x as Record<string, unknown>)['name'] ?? '')) : [];
};

/** A one-cell notebook, and Qwen's calls that insert a cell into it (notebook_edit wants the notebook read whole first). */
const NOTEBOOK = '{"cells":[{"cell_type":"code","id":"c1","metadata":{},"source":["x = 1"],"outputs":[],"execution_count":null}],"metadata":{},"nbformat":4,"nbformat_minor":5}';
const notebook = (rel: string) => (ctx: Ctx): void => {
  ctx.write(rel, NOTEBOOK);
  commitAll(ctx.repo);
};
const cellInsert = (rel: string, source: string) => (ctx: Ctx) => [
  { name: 'read_file', input: { file_path: `${ctx.repo}/${rel}` } },
  { name: 'notebook_edit', input: { notebook_path: `${ctx.repo}/${rel}`, cell_id: 'c1', new_source: source, cell_type: 'code', edit_mode: 'insert' } },
];

function scenario(name: string, title: string, proves: Scenario['proves'], run: (ctx: Ctx) => Promise<Outcome>): Scenario {
  return { id: `${AGENT}/${name}`, client: live.client.id, title, proves, timeoutMs: TIMEOUT, run };
}

export const qwenCodeScenarios: readonly Scenario[] = [
  ...hookScenarios(driver),
  // notebook_edit writes a cell into a notebook: before 2026-12-05 the runtime did not class it, and both of these ran
  denyScenario(driver, 'deny-notebook-content', 'a content rule stops a notebook_edit whose new cell carries an AWS key; the notebook is unchanged', '/rules/1', 'LIVE-DENY-CONTENT',
    cellInsert('nb.ipynb', "aws = 'AKIAABCDEFGHIJKLMNOP'"), (ctx) => ctx.read('nb.ipynb') !== NOTEBOOK, notebook('nb.ipynb')),
  denyScenario(driver, 'deny-notebook-path', 'a path rule stops a notebook_edit of a notebook under locked/; it is unchanged', '/rules/2', 'LIVE-DENY-PATH',
    cellInsert('locked/nb.ipynb', 'y = 2'), (ctx) => ctx.read('locked/nb.ipynb') !== NOTEBOOK, notebook('locked/nb.ipynb')),
  instructionsScenario(driver, 'QWEN.md'),
  // 0.24.4 ignores a PreToolUse updatedInput (the original command ran when seamc answered one), so seamc degrades a
  // transform to an ask (SC3104), which headless mode refuses: neither command runs
  scenario('rewrite-degraded', 'a transform rule, which Qwen cannot apply at PreToolUse, is asked instead: headless, neither the original nor a rewritten command runs', { section: 'hooks', event: 'pre_tool', decision: 'escalate' }, async (ctx) => {
    const b = ctx.build(AGENT);
    if (!b.losses.some((l) => l.code === 'SC3104' && l.at.startsWith('/rules/4'))) return fail('seamc reported no SC3104 for the transform rule /rules/4 on qwen_code');
    writeFiles(live.files(offline(ctx)));
    const s = await sessionOf(driver, ctx, [live.tools.shell('touch seamc-live-rewrite.txt')]);
    if (ctx.exists('seamc-live-rewrite.txt')) return fail(`the original command ran (${describe(s)})`);
    if (ctx.exists('rewritten.txt')) return fail(`a rewritten command ran (${describe(s)})`);
    return told(s, 0, 'LIVE-REWRITE-SHELL') ? pass('asked, refused headless: nothing ran') : fail(`the model was not told the rule's message (${describe(s)})`);
  }),
  scenario('settings-deny-shell', 'permissions.deny (shell: git push) in .qwen/settings.json refuses the command', { section: 'permissions', event: 'pre_tool', decision: 'deny' }, async (ctx) => {
    const b = ctx.build(AGENT);
    const loss = b.losses.find((l) => l.at === '/permissions/deny/0');
    if (loss) return skip(`seamc emits no native deny for /permissions/deny/0 on ${AGENT}: ${lossText(loss)}`);
    writeFiles(live.files(offline(ctx)));
    const s = await sessionOf(driver, ctx, [live.tools.shell('git push origin main; touch pushed.txt')]);
    return ctx.exists('pushed.txt') ? fail(`pushed.txt exists: the deny did not apply (${describe(s)})`) : pass();
  }),
  // `qwen mcp list` runs in the default approval mode, where a project server waits for the user's approval (gate
  // mcp-approval in facts.ts): listed from .qwen/settings.json, pending until approved
  scenario('mcp-list', '`qwen mcp list` loads the generated MCP server from .qwen/settings.json; it waits for the user to approve it', { section: 'packaging', decision: 'loaded' }, async (ctx) => {
    const early = prepare(ctx, '/plugin/mcp');
    if (early) return early;
    if (!ctx.read('.qwen/settings.json').includes('"mcpServers"')) return skip('seamc wrote no mcpServers into .qwen/settings.json');
    const r = await run(ctx.client.bin, ['mcp', 'list'], { cwd: ctx.repo, env: baseEnv(ctx.home, live.env(offline(ctx))), timeoutMs: ctx.remainingMs() });
    const out = `${r.stdout}\n${r.stderr}`;
    const line = out.split('\n').find((l) => /\blive\b/.test(l) && /node/.test(l));
    if (!line) return fail(`the server is not listed (exit ${String(r.code)}): ${out.trim().slice(0, 300)}`);
    const state = /- ([A-Za-z ]+)\s*$/.exec(line.replace(/\x1b\[[0-9;]*m/g, ''))?.[1]?.trim() ?? '';
    return /^(Pending approval|Connected)$/.test(state) ? pass(`listed: ${state}`) : fail(`listed in state "${state}"`);
  }),
  scenario('settings-deny-mcp', 'permissions.deny (mcp: live.delete_thing) refuses that MCP tool of the generated server; its sibling tool runs', { section: 'permissions', event: 'pre_tool', decision: 'deny' }, async (ctx) => {
    const b = ctx.build(AGENT);
    const loss = b.losses.find((l) => l.at === '/permissions/deny/1');
    if (loss) return skip(`seamc emits no native deny for /permissions/deny/1 on ${AGENT}: ${lossText(loss)}`);
    writeFiles(live.files(offline(ctx)));
    // --yolo skips the approval of project MCP servers (a user who approved it once)
    const tool = (n: string) => live.tools.mcp('live', n, {});
    const [ping, del] = [tool('ping_thing'), tool('delete_thing')];
    if ('na' in ping || 'na' in del) return skip(`no MCP call on ${AGENT}`);
    const s = await sessionOf(driver, ctx, [ping, del]);
    if (!ctx.exists('mcp-ping_thing.txt')) return fail(`control failed: the allowed MCP tool did not run (${describe(s)})`);
    if (ctx.exists('mcp-delete_thing.txt')) return fail('the denied MCP tool ran');
    return s.model.result(1) !== undefined ? pass(`refused: ${(s.model.result(1) ?? '').slice(0, 80)}`) : fail(`the denied call got no answer (${describe(s)})`);
  }),
  scenario('command-reaches-model', 'a command in .qwen/commands/ runs as /<name>: its prompt reaches the model', { section: 'packaging', decision: 'loaded' }, async (ctx) => {
    const early = prepare(ctx, '/plugin/commands/0', PACKAGING);
    if (early) return early;
    if (!ctx.exists('.qwen/commands/live-probe-command.md')) return fail('seamc wrote no .qwen/commands/live-probe-command.md');
    const s = await session(ctx, { ...live, args: (r) => live.args({ ...r, prompt: '/live-probe-command' }) }, []);
    return s.model.seen('LIVE-MARKER-COMMAND') ? pass() : fail(`the command's prompt never reached the model (${describe(s)})`);
  }),
  scenario('subagent-runs', 'a subagent in .qwen/agents/ runs with its prompt as the system prompt and only the tools seamc listed', { section: 'packaging', decision: 'loaded' }, async (ctx) => {
    const early = prepare(ctx, '/plugin/agents/0', PACKAGING);
    if (early) return early;
    const call = { name: 'agent', input: { description: 'live probe', prompt: 'Run the live probe.', subagent_type: 'live-probe-agent' } };
    const s = await sessionOf(driver, ctx, [call]);
    const own = s.model.requests.filter((r) => systemOf(r.body).includes('LIVE-MARKER-SUBAGENT'));
    if (own.length === 0) return fail(`no request carried the subagent's prompt as its system prompt (${describe(s)})`);
    const offered = [...new Set(own.flatMap((r) => toolsOf(r.body)))].sort();
    const allowed = new Set(['read_file', 'grep_search', 'glob', 'list_directory']);
    const extra = offered.filter((t) => !allowed.has(t));
    if (extra.length > 0) return fail(`the subagent was offered ${extra.join(', ')} beyond its read tools`);
    return pass(`system prompt from .qwen/agents/live-probe-agent.md; tools offered: ${offered.join(', ') || 'none'}`);
  }),
  scenario('skill-offered', 'a skill in .qwen/skills/ is offered to the model by its description', { section: 'packaging', decision: 'loaded' }, async (ctx) => {
    const early = prepare(ctx, '/plugin/skills/0', PACKAGING);
    if (early) return early;
    const s = await sessionOf(driver, ctx, []);
    return s.model.seen('LIVE-MARKER-SKILL') ? pass() : fail(`the skill's description never reached the model (${describe(s)})`);
  }),
];
