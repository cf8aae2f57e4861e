/**
 * The scenarios every client with a hook surface gets, written once against a Driver: how to build and run that client,
 * and how its model names the shell, write and edit tools. Each scenario uses its own marker (live.seam.yaml).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import type { LiveDriver, ScriptedCall } from '../../../compiler/backend/types-live.js';
import { writeFiles } from '../../../compiler/live/session.js';
import { blockingLoss, commitAll, fail, lossText, pass, skip, type Ctx, type Outcome, type Scenario } from '../harness.js';
import { called, describe, session, told, type Session } from '../session.js';
import { secretScenarios } from './secrets.js';

/** A client's scenarios: its vendor's live driver, and how a scenario builds seamc's output for it. */
export interface Driver {
  readonly live: LiveDriver;
  /** build the live spec into ctx.repo; an Outcome when the scenario cannot run */
  prepare(ctx: Ctx, at: string): Outcome | undefined;
}

/**
 * The usual `prepare`: build `spec` (the live spec by default) for the driver's agent, skip when seamc emits nothing for
 * `at`, and write the client's user config and trust into the scratch HOME.
 */
export function prepareFor(live: LiveDriver): (ctx: Ctx, at: string, spec?: string) => Outcome | undefined {
  return (ctx, at, spec) => {
    const loss = blockingLoss(ctx.build(live.agent, spec), at);
    if (loss) return skip(`seamc emits nothing for ${at} on ${live.agent}: ${lossText(loss)}`);
    writeFiles(live.files({ repo: ctx.repo, home: ctx.home, url: 'http://127.0.0.1:9', prompt: 'go', calls: [], mcpServers: [] }));
    return undefined;
  };
}

/** Run the client with a script (at most `limitMs`). */
export const sessionOf = (d: Driver, ctx: Ctx, calls: readonly ScriptedCall[], limitMs?: number): Promise<Session> =>
  session(ctx, d.live, calls, limitMs !== undefined ? { limitMs } : {});
const shell = (d: Driver, command: string): ScriptedCall => d.live.tools.shell(command);
const hookRan = (d: Driver, s: Session): boolean => d.live.hookRan?.(s.proc) ?? true;

const LOCKED = 'locked/config.txt';
// Marker commands are `touch <marker>.txt`: the marker is an argument the shell analyzer judges (the arguments of
// echo and printf are data, docs/matching.md), and the file is the side effect that must not appear.
const HELD_MS = 20_000;

function scenario(d: Driver, name: string, title: string, proves: Scenario['proves'], run: (ctx: Ctx) => Promise<Outcome>, timeoutMs = d.live.timeoutMs): Scenario {
  return { id: `${d.live.agent}/${name}`, client: d.live.client.id, title, proves, timeoutMs, run };
}

/** The call is stopped: its side effect is absent and the model got the rule's message back. */
function stopped(d: Driver, s: Session, last: number, effect: boolean, message: string): Outcome {
  if (!called(s, last)) return fail(`the client never took the scripted call: ${describe(s)}`);
  if (effect) return fail(`the side effect happened: the tool ran (${describe(s)})`);
  if (!hookRan(d, s)) return fail(`the client shows no run of the generated hook (${describe(s)})`);
  if (d.live.blockEndsRun === true) {
    // the client ends the run on a block: no tool result for the call reaches the model
    return s.model.result(last) === undefined ? pass(`blocked in ${(s.proc.ms / 1000).toFixed(1)}s; the run ended`) : fail(`the call got a tool result: the run went on (${describe(s)})`);
  }
  if (!told(s, last, message)) return fail(`the model was not told "${message}" (${describe(s)})`);
  return pass(`blocked in ${(s.proc.ms / 1000).toFixed(1)}s`);
}

export function denyScenario(d: Driver, name: string, title: string, at: string, message: string, calls: (ctx: Ctx) => ScriptedCall[], effect: (ctx: Ctx) => boolean, setup?: (ctx: Ctx) => void): Scenario {
  return scenario(d, name, title, { section: 'hooks', event: 'pre_tool', decision: 'deny' }, async (ctx) => {
    const early = d.prepare(ctx, at);
    if (early) return early;
    setup?.(ctx);
    const c = calls(ctx);
    const s = await sessionOf(d, ctx, c);
    return stopped(d, s, c.length - 1, effect(ctx), message);
  });
}

function lockedSetup(ctx: Ctx): void {
  ctx.write(LOCKED, 'mode = alpha\n');
  commitAll(ctx.repo);
}

/** Replace the built runtime with one that crashes: exit 1, a line on stderr, nothing on stdout. */
function crashRuntime(ctx: Ctx, agent: string): void {
  ctx.write(`.seam/hooks/${agent}.cjs`, "process.stderr.write('seamc live: simulated crash\\n'); process.exit(1);\n");
}

function crashScenario(d: Driver): Scenario {
  const crash = d.live.crash;
  const decision = crash === 'open' ? 'crash-open' : 'crash-closed';
  return scenario(d, 'crash-pre-tool', `a pre_tool hook that crashes (exit 1) ${crash === 'open' ? 'lets the call run: the client fails open' : 'stops the call: the client fails closed'}`, { section: 'hooks', event: 'pre_tool', decision }, async (ctx) => {
    const early = d.prepare(ctx, '/rules/0');
    if (early) return early;
    crashRuntime(ctx, d.live.agent);
    const s = await sessionOf(d, ctx, [shell(d, 'echo seamc-live-crash > crashed.txt')]);
    if (!called(s, 0)) return fail(`the client never took the scripted call: ${describe(s)}`);
    const ran = ctx.exists('crashed.txt');
    if (crash === 'open') return ran ? pass('the call ran despite the crashed hook') : fail(`the call did not run: the client did not fail open (${describe(s)})`);
    return ran ? fail(`the call ran: the client did not fail closed (${describe(s)})`) : pass('the call was refused after the hook crashed');
  });
}

/** The subagent's task: the fake model plays the subagent track for the conversation whose first user message holds it. */
const SUBAGENT_TASK = 'seamc-live-subagent-task: run the one command you are given.';

/**
 * A subagent's own tool call meets the same rule: the main conversation hands a task to a subagent (the client's
 * own subagent tool), the subagent's conversation asks for the denied command. A client whose hooks skip subagent
 * calls would let it run, and every rule would hold only in the main conversation.
 */
function subagentScenario(d: Driver): Scenario[] {
  const call = d.live.tools.subagent(SUBAGENT_TASK);
  if ('na' in call) return [];
  return [scenario(d, 'deny-shell-in-subagent', "a deny rule stops a shell command that a subagent runs; its file never appears", { section: 'hooks', event: 'pre_tool', decision: 'deny' }, async (ctx) => {
    const early = d.prepare(ctx, '/rules/0');
    if (early) return early;
    const s = await session(ctx, d.live, [call], { tracks: [{ marker: SUBAGENT_TASK, calls: [shell(d, 'touch seamc-live-deny.txt')] }] });
    if (!called(s, 0)) return fail(`the client never took the subagent call: ${describe(s)}`);
    const own = s.model.requests.filter((r) => r.track === SUBAGENT_TASK);
    if (own.length === 0) return fail(`no conversation started with the subagent's task (${describe(s)})`);
    if (!own.some((r) => r.answer.startsWith('call:'))) return fail(`the subagent's conversation was never offered the shell tool (${describe(s)})`);
    if (ctx.exists('seamc-live-deny.txt')) return fail(`the subagent's command ran: the hook did not stop it (${describe(s)})`);
    if (!hookRan(d, s)) return fail(`the client shows no run of the generated hook (${describe(s)})`);
    if (d.live.blockEndsRun === true) return pass(`blocked in ${(s.proc.ms / 1000).toFixed(1)}s`);
    const told = (s.model.result(0, SUBAGENT_TASK) ?? '').includes('LIVE-DENY-SHELL');
    return told ? pass(`blocked inside the subagent in ${(s.proc.ms / 1000).toFixed(1)}s`) : fail(`the subagent was not told "LIVE-DENY-SHELL" (${describe(s)})`);
  })];
}

/**
 * Every tool the client offers its model is judged by the generated runtime, or its driver says why no rule needs to
 * see it (LiveToolAudit). A release that adds a tool which runs commands or writes files fails here before a user
 * finds it walking past the rules (Kilo's background_process and Qwen's notebook_edit did, 2026-12-05).
 */
function toolsScenario(d: Driver): Scenario[] {
  const audit = d.live.toolAudit;
  if (audit === undefined) return [];
  const listed = (t: string): boolean => Object.prototype.hasOwnProperty.call(audit.unjudged, t);
  const judged = (t: string): boolean => audit.judged.includes(t) || audit.mcpPrefixes.some((p) => t.startsWith(p));
  return [scenario(d, 'tools-accounted', 'every tool the client offers its model is judged by the generated runtime or listed with why no rule needs it', { section: 'hooks', decision: 'valid' }, async (ctx) => {
    const early = d.prepare(ctx, '/rules');
    if (early) return early;
    const s = await sessionOf(d, ctx, []);
    const offered = [...s.model.offered()].filter((t) => t !== '').sort();
    if (offered.length === 0) return fail(`the client offered its model no tools (${describe(s)})`);
    const stray = offered.filter((t) => !judged(t) && !listed(t));
    if (stray.length > 0) return fail(`offered, neither judged nor accounted for: ${stray.join(', ')} (a tool that runs commands or writes files would pass every rule)`);
    const n = offered.filter(judged).length;
    return pass(`${offered.length} tools offered: ${n} judged, ${offered.length - n} listed with a reason`);
  })];
}

function rewriteScenario(d: Driver): Scenario {
  return scenario(d, 'rewrite-shell', 'a transform rule rewrites a shell command: the rewritten command runs, the original does not', { section: 'hooks', event: 'pre_tool', decision: 'transform' }, async (ctx) => {
    const early = d.prepare(ctx, '/rules/4');
    if (early) return early;
    const s = await sessionOf(d, ctx, [shell(d, 'touch seamc-live-rewrite.txt')]);
    if (!called(s, 0)) return fail(`the client never took the scripted call: ${describe(s)}`);
    if (ctx.exists('seamc-live-rewrite.txt')) return fail(`the original command ran (${describe(s)})`);
    return ctx.exists('rewritten.txt') ? pass() : fail(`the rewritten command did not run (${describe(s)})`);
  });
}

/**
 * A command kept in a file and run by an innocent-looking line. `write`: the model writes the file with its own write
 * tool first (the two-step way past a command rule: no shell rule sees a write); otherwise the file is in the
 * repository already (Gemini CLI refuses a model's write of package.json on its own). The runtime reads the file at
 * the call (docs/matching.md, "Code in files"); before, the command ran.
 */
/** `more`: files of the repository beside `file` (committed before the session), as the module a script imports */
export function fileCodeScenario(d: Driver, name: string, title: string, file: string, content: string, command: string, write: boolean, more: Record<string, string> = {}): Scenario {
  return scenario(d, name, title, { section: 'hooks', event: 'pre_tool', decision: 'deny' }, async (ctx) => {
    const early = d.prepare(ctx, '/rules/0');
    if (early) return early;
    for (const [f, text] of Object.entries(more)) ctx.write(f, text);
    if (file === '.git/config') spawnSync('git', ['config', 'alias.ship', content], { cwd: ctx.repo });
    else if (!write) {
      ctx.write(file, content);
      if (content.startsWith('#!')) chmodSync(join(ctx.repo, file), 0o755);
      commitAll(ctx.repo);
    }
    const s = await sessionOf(d, ctx, [...(write ? [d.live.tools.write(ctx.repo, file, content)] : []), shell(d, command)]);
    if (!ctx.exists(file)) return fail(`the model's write of ${file} never happened, so nothing was tested (${describe(s)})`);
    return stopped(d, s, write ? 1 : 0, ctx.exists('seamc-live-deny.txt'), 'LIVE-DENY-SHELL');
  });
}

/**
 * The other files a line runs code from: a package.json script, a git alias, a git hook; and interpreter code on the
 * line. Which file the runtime reads, and what it finds in code, does not depend on the client (the corpus runs them through every agent's runtime in `npm test`), so these
 * run on the two quickest clients; `deny-shell-script-file` runs on every client.
 */
export function fileCodeScenarios(d: Driver): Scenario[] {
  return [
    fileCodeScenario(d, 'deny-shell-package-script', 'a deny rule stops a command kept in a package.json script and run with npm run', 'package.json',
      '{"name": "live", "private": true, "scripts": {"ship": "touch seamc-live-deny.txt"}}\n', 'npm run ship', false),
    fileCodeScenario(d, 'deny-shell-git-alias', "a deny rule stops a command kept in a git alias of the repository's configuration and run as git ship", '.git/config',
      '!touch seamc-live-deny.txt', 'git ship', false),
    // run.js itself only requires ./shiplib: the command is in the module (code-imports.ts)
    fileCodeScenario(d, 'deny-shell-local-import', 'a deny rule stops a command in a local module that the node script the model runs requires', 'run.js',
      "require('./shiplib').ship();\n", 'node run.js', false, { 'shiplib.js': "exports.ship = () => require('child_process').execSync('touch seamc-live-deny.txt');\n" }),
    fileCodeScenario(d, 'deny-shell-git-hook', 'a deny rule stops a git command whose hook (post-checkout) runs the denied command', '.git/hooks/post-checkout',
      '#!/bin/sh\ntouch seamc-live-deny.txt\n', 'git checkout -q -b seamc-live-branch', false),
    // git runs diff.external for git diff; the quoted value is data on the line, so only the runtime's reading of the
    // setting as a command (sessions.ts) can see the marker
    fileCodeScenario(d, 'deny-shell-git-setting', 'a deny rule stops a command git runs from a -c setting (diff.external) of the line', 'notes.txt', 'a\n',
      "echo b >> notes.txt && git -c diff.external='touch seamc-live-deny.txt' diff", false),
    // GIT_EXTERNAL_DIFF is a command git diff runs (env-starts.ts). The marker is split by an empty pair of quotes
    // inside the value ('...de""ny...'), so the line's own text never spells it: only the command git runs, as the
    // shell git starts reads it (and as the runtime reads the variable), names the file
    fileCodeScenario(d, 'deny-shell-git-env', 'a deny rule stops a command git runs from a variable the line sets (GIT_EXTERNAL_DIFF)', 'notes.txt', 'a\n',
      `echo b >> notes.txt && GIT_EXTERNAL_DIFF='touch seamc-live-de""ny.txt' git diff`, false),
    // a command setting already in the repository's configuration (an earlier write, by any tool): only the runtime's
    // reading of .git/config (git-config.ts) sees what git diff will run
    scenario(d, 'deny-shell-git-config-setting', "a deny rule stops a command git diff runs from diff.external in the repository's configuration", { section: 'hooks', event: 'pre_tool', decision: 'deny' }, async (ctx) => {
      const early = d.prepare(ctx, '/rules/0');
      if (early) return early;
      ctx.write('notes.txt', 'a\n');
      commitAll(ctx.repo);
      spawnSync('git', ['config', 'diff.external', 'touch seamc-live-deny.txt'], { cwd: ctx.repo });
      const s = await sessionOf(d, ctx, [shell(d, 'echo b >> notes.txt && git diff')]);
      return stopped(d, s, 0, ctx.exists('seamc-live-deny.txt'), 'LIVE-DENY-SHELL');
    }),
    fileCodeScenario(d, 'deny-shell-interpreter-file', 'a deny rule stops a command the model wrote into a node script and then ran with node', 'ship.js',
      "require('child_process').execSync('touch seamc-live-deny.txt');\n", 'node ship.js', true),
    // interpreter code that starts the denied command (compiler/runtime/shell/inline.ts): also client-independent. The
    // marker is spelled with a JavaScript escape (\x64 is d), so the rule's regex cannot fire on the line's own text:
    // only the command the code starts, as the runtime reads it, carries the marker
    denyScenario(d, 'deny-shell-interpreter', 'a deny rule stops a command that node -e code starts through child_process (the line itself never spells it)', '/rules/0', 'LIVE-DENY-SHELL',
      () => [d.live.tools.shell(`node -e "require('child_process').execSync('touch seamc-live-\\x64eny.txt')"`)], (ctx) => ctx.exists('seamc-live-deny.txt')),
    // a file the code writes (compiler/runtime/shell/code-files.ts): the path rule is on write and edit, and nothing
    // on the line but the code's own fs call names the locked file as written
    denyScenario(d, 'deny-shell-interpreter-write', 'a path rule stops a shell call whose node -e code writes a locked file with fs.writeFileSync', '/rules/2', 'LIVE-DENY-PATH',
      () => [d.live.tools.shell(`node -e "require('fs').writeFileSync('${LOCKED}', 'mode = beta\\n')"`)], (ctx) => ctx.read(LOCKED) !== 'mode = alpha\n', lockedSetup),
    // the line names no path: only git's own answer to which files the reset rewrites (git-writes.ts) names the locked file
    denyScenario(d, 'deny-shell-git-reset', 'a path rule stops git reset --hard HEAD~1, which would remove the locked file the last commit added', '/rules/2', 'LIVE-DENY-PATH',
      () => [d.live.tools.shell('git reset -q --hard HEAD~1')], (ctx) => !ctx.exists(LOCKED), (ctx) => (commitAll(ctx.repo), lockedSetup(ctx))),
  ];
}

export function hookScenarios(d: Driver): Scenario[] {
  const t = d.live.tools;
  const escalate = d.live.escalate;
  return [
    crashScenario(d),
    ...subagentScenario(d),
    ...toolsScenario(d),
    ...(d.live.rewrite ? [rewriteScenario(d)] : []),
    fileCodeScenario(d, 'deny-shell-script-file', 'a deny rule stops a command the model wrote into a script and then ran with sh', 'ship.sh', 'touch seamc-live-deny.txt\n', 'sh ship.sh', true),
    denyScenario(d, 'deny-shell', 'a deny rule stops a shell command; its file never appears', '/rules/0', 'LIVE-DENY-SHELL',
      () => [t.shell('touch seamc-live-deny.txt')], (ctx) => ctx.exists('seamc-live-deny.txt')),
    denyScenario(d, 'deny-write-content', 'a content rule stops a file write carrying an AWS key', '/rules/1', 'LIVE-DENY-CONTENT',
      (ctx) => [t.write(ctx.repo, 'secret.txt', 'aws = "AKIAABCDEFGHIJKLMNOP"\n')], (ctx) => ctx.exists('secret.txt')),
    denyScenario(d, 'deny-edit-path', 'a path rule stops an edit under locked/', '/rules/2', 'LIVE-DENY-PATH',
      (ctx) => t.edit(ctx.repo, LOCKED, 'alpha', 'beta', ctx.read(LOCKED)), (ctx) => ctx.read(LOCKED) !== 'mode = alpha\n', lockedSetup),
    ...secretScenarios(d),
    escalate !== 'held'
      ? scenario(d, 'escalate-shell', escalate === 'refused' ? 'an escalate rule lands as ask, which headless mode refuses (no human to answer)' : 'an escalate rule the client cannot ask is answered deny by the runtime (SC3103)', { section: 'hooks', event: 'pre_tool', decision: escalate === 'refused' ? 'escalate' : 'deny' }, async (ctx) => {
          const early = d.prepare(ctx, '/rules/3');
          if (early) return early;
          const s = await sessionOf(d, ctx, [t.shell('touch seamc-live-ask.txt')]);
          return stopped(d, s, 0, ctx.exists('seamc-live-ask.txt'), 'LIVE-ASK-SHELL');
        })
      : scenario(d, 'escalate-shell', 'an escalate rule lands as ask: the client holds the call for a human (headless mode has none, so it waits until killed)', { section: 'hooks', event: 'pre_tool', decision: 'escalate' }, async (ctx) => {
          const early = d.prepare(ctx, '/rules/3');
          if (early) return early;
          const s = await sessionOf(d, ctx, [t.shell('touch seamc-live-ask.txt')], HELD_MS);
          if (!called(s, 0)) return fail(`the client never took the scripted call: ${describe(s)}`);
          if (ctx.exists('seamc-live-ask.txt')) return fail(`the command ran (${describe(s)})`);
          if (s.model.afterCall(0).length > 0) return fail(`the call was answered without a human (${describe(s)})`);
          return s.proc.timedOut ? pass(`held for ${HELD_MS / 1000}s, then killed`) : fail(`the client ended without running or refusing the call (${describe(s)})`);
        }, HELD_MS + 30_000),
    scenario(d, 'allow-shell', 'a command no rule matches passes the generated hook and runs', { section: 'hooks', event: 'pre_tool', decision: 'allow' }, async (ctx) => {
      const early = d.prepare(ctx, '/rules');
      if (early) return early;
      const s = await sessionOf(d, ctx, [t.shell('echo live-allowed > allowed.txt')]);
      if (!hookRan(d, s)) return fail(`the client shows no run of the generated hook (${describe(s)})`);
      return ctx.exists('allowed.txt') ? pass() : fail(`allowed.txt is missing: the command did not run (${describe(s)})`);
    }),
    scenario(d, 'user-hook-post-tool', 'a hooks: command runs after a shell call and receives the normalized event on stdin', { section: 'hooks', event: 'post_tool', decision: 'allow' }, async (ctx) => {
      const early = d.prepare(ctx, '/hooks/0');
      if (early) return early;
      const command = 'echo live-hook > hooked.txt';
      const s = await sessionOf(d, ctx, [t.shell(command)]);
      if (!ctx.exists('live-hook-event.json')) return fail(`the hooks: command never wrote live-hook-event.json (${describe(s)})`);
      const ev = JSON.parse(ctx.read('live-hook-event.json')) as Record<string, unknown>;
      const want = { agent: d.live.agent, event: 'post_tool', toolClass: 'shell', command };
      for (const [k, v] of Object.entries(want)) if (ev[k] !== v) return fail(`normalized event has ${k}=${JSON.stringify(ev[k])}, expected ${JSON.stringify(v)}`);
      return pass();
    }),
  ];
}

/** The instruction marker reaches the model's request. `file` = the instruction file the client reads. */
export function instructionsScenario(d: Driver, file: string): Scenario {
  return scenario(d, 'instructions-reach-model', `${file} reaches the model request`, { section: 'instructions', decision: 'loaded' }, async (ctx) => {
    const early = d.prepare(ctx, '/instructions/0');
    if (early) return early;
    if (!ctx.exists(file)) return skip(`seamc wrote no ${file}`);
    const s = await sessionOf(d, ctx, []);
    if (s.model.requests.length === 0) return fail(`the model got no request (${describe(s)})`);
    return s.model.seen('LIVE-MARKER-INSTRUCTIONS') ? pass() : fail(`the instruction marker never reached the model (${describe(s)})`);
  });
}
