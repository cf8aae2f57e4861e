/**
 * The composition root: the one place that joins the vendor-free compiler (compiler/) with the vendor registry
 * (vendors/index.ts). It sits above both, so compiler/ names no vendor at all (docs/architecture.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { liveDrivers, targets } from '../vendors/index.js';
import { importers } from '../vendors/importers.js';
import { UserError } from '../compiler/diagnostics/diagnostic.js';
import { packageRoot } from '../compiler/util/package-root.js';
import { runBuild, runCheck } from '../compiler/cli/commands.js';
import { EXIT } from '../compiler/cli/exit.js';
import { MAX_LISTED } from '../compiler/cli/loss-summary.js';
import { runExplain } from '../compiler/cli/explain.js';
import { runExplainItem } from '../compiler/cli/explain-item.js';
import { runHookEvents, runHookRun } from '../compiler/cli/hook.js';
import { runMatrix } from '../compiler/cli/matrix.js';
import { AGENTS_HELP } from '../compiler/cli/pipeline.js';
import { runCheckRepo } from '../compiler/cli/install.js';
import { registerPlaneCommands } from '../compiler/cli/plane-commands.js';
import { registerRepoCommands } from '../compiler/cli/repo-commands.js';
import { diagnosticsText, wantsColor } from '../compiler/cli/report.js';
import type { TestOptions } from '../compiler/cli/test.js';
import { runTest } from '../compiler/cli/test.js';
import { runTestLive } from '../compiler/cli/test-live.js';

function version(): string {
  return (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}

function buildOptions(cmd: Command): Command {
  return cmd
    .argument('[spec]', 'the spec file', 'seam.yaml')
    .option('--out <dir>', 'output folder (mirrors the repository root)', 'out')
    .option('--agents <list>', AGENTS_HELP)
    .addOption(new Option('--format <format>', 'report format').choices(['text', 'json', 'sarif']).default('text'))
    .option('--max-losses <n>', 'list at most n unwaived losses one by one in the text report (0: all)', count, MAX_LISTED);
}

function count(value: string): number {
  if (!/^\d+$/.test(value)) throw new UserError([{ code: 'SC1030', severity: 'error', message: `--max-losses takes a whole number, not "${value}"`, hint: 'for example --max-losses 0 to list every loss' }]);
  return Number(value);
}

/** An async command's result (`seamc test` runs its hook processes in parallel); see runAsync. */
let pending: Promise<number> | undefined;

export function run(argv: readonly string[]): number {
  let exit: number = EXIT.ok;
  pending = undefined;
  const program = new Command('seamc')
    .description('Compile one seam.yaml into every AI coding agent\'s hooks, permissions, instructions and plugins.')
    .version(version(), '-V, --version')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });
  buildOptions(program.command('build').description('compile the spec into --out; exit 1 on any unwaived loss'))
    .option('--force', 'replace files in --out that seamc did not write (build refuses otherwise)')
    .option('--no-cache', "run the policy tests even when the last build's run in --out matches (same seamc, cases and output)")
    .action((spec: string, o: { out: string; agents?: string; format: 'text' | 'json' | 'sarif'; force?: boolean; maxLosses: number; cache: boolean }) => {
      exit = runBuild(spec, targets, o);
    });
  buildOptions(program.command('check').description('compare --out (or, with --repo, the installed repository) with a fresh build; exit 3 with a diff on drift'))
    .option('--repo <dir>', 'check what `seamc install` wrote into this repository instead of --out')
    .action((spec: string, o: { out: string; repo?: string; agents?: string; format: 'text' | 'json' | 'sarif'; maxLosses: number }) => {
      exit = o.repo !== undefined ? runCheckRepo(spec, targets, { ...o, repo: o.repo }, importers) : runCheck(spec, targets, o);
    });
  registerRepoCommands(program, targets, importers, (code) => (exit = code));
  registerPlaneCommands(program, targets, (code) => (exit = code));
  program
    .command('explain')
    .description('explain a diagnostic code (SC3105), or how a rule id / JSON pointer of the spec lands on each agent')
    .argument('<item>', 'a diagnostic code, a rule id, or a JSON pointer such as /permissions/deny/1')
    .option('--spec <file>', 'the spec, for rule ids and pointers', 'seam.yaml')
    .option('--agents <list>', AGENTS_HELP)
    .action((item: string, o: { spec: string; agents?: string }) => {
      exit = /^sc\d+$/i.test(item) ? runExplain(item) : runExplainItem(item, targets, o);
    });
  program
    .command('matrix')
    .description('agent × section × capability, with the evidence basis and date of each cell')
    .option('--agents <list>', 'comma-separated agent ids, `adapted` or `all` (default: all)')
    .addOption(new Option('--format <format>', 'output format').choices(['md', 'json']).default('md'))
    .action((o: { agents?: string; format: 'md' | 'json' }) => {
      exit = runMatrix(targets, o);
    });
  program
    .command('test')
    .description("run the spec's tests through every targeted agent's generated hook command, as that agent would; exit 1 on a failing case")
    .argument('[spec]', 'the spec file', 'seam.yaml')
    .option('--agents <list>', 'comma-separated agent ids, or `all` (default: the spec\'s `agents`)')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--command <cmd>', 'ask about one shell command instead of running the tests')
    .option('--agent <id>', 'with an ad-hoc call: only this agent')
    .addOption(new Option('--tool <class>', 'the ad-hoc call\'s tool (default: from the other flags)').choices(['shell', 'write', 'edit', 'read', 'mcp', 'web', 'prompt', 'stop']))
    .option('--path <path>', 'the ad-hoc call\'s file (write, edit, read)')
    .option('--content <text>', 'the ad-hoc call\'s new text (write, edit)')
    .option('--url <url>', 'the ad-hoc call\'s URL (web)')
    .option('--mcp <server.tool>', 'the ad-hoc call\'s MCP tool')
    .option('--prompt <text>', 'the ad-hoc prompt (prompt)')
    .option('--live', "run each test in the targeted agents' real clients (installed ones), offline against a fake model")
    .action((spec: string, o: TestOptions) => {
      pending = o.live ? runTestLive(spec, targets, o, liveDrivers) : runTest(spec, targets, o);
    });
  const hook = program.command('hook').description('debug the hook runtime');
  hook
    .command('run')
    .description('run the compiled runtime of --agent on a payload from stdin; print the decision and the exact reply')
    .requiredOption('--agent <id>', 'agent id')
    .option('--spec <file>', 'the spec', 'seam.yaml')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action((o: { agent: string; spec: string; format: 'text' | 'json' }) => {
      exit = runHookRun(targets, o);
    });
  hook
    .command('events')
    .description('the event map of --agent: canonical event, wire names, grade, abilities, evidence')
    .requiredOption('--agent <id>', 'agent id')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action((o: { agent: string; format: 'text' | 'json' }) => {
      exit = runHookEvents(targets, o);
    });
  try {
    program.parse(argv, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT.ok : EXIT.invalid;
    if (e instanceof UserError) {
      process.stderr.write(diagnosticsText(e.diagnostics, { color: wantsColor(process.stderr) }));
      return EXIT.invalid;
    }
    process.stderr.write(`seamc: internal error SC9001: ${e instanceof Error ? e.message : String(e)}\n`);
    if (process.env.SEAMC_DEBUG && e instanceof Error) process.stderr.write(`${e.stack}\n`);
    return EXIT.internal;
  }
  return exit;
}

/** `run`, waiting for an async command: the exit code bin/seamc.js sets. */
export async function runAsync(argv: readonly string[]): Promise<number> {
  const code = run(argv);
  const later = pending;
  pending = undefined;
  if (later === undefined) return code;
  try {
    return await later;
  } catch (e) {
    process.stderr.write(`seamc: internal error SC9001: ${e instanceof Error ? e.message : String(e)}\n`);
    if (process.env.SEAMC_DEBUG && e instanceof Error) process.stderr.write(`${e.stack}\n`);
    return EXIT.internal;
  }
}
