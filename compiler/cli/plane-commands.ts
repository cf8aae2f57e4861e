/** Registration of the enforcement-plane commands, gate and coverage (main.ts calls this once). */
import type { Command } from 'commander';
import { Option } from 'commander';
import type { Target } from '../compile.js';
import { runCoverage, type CoverageOptions } from './coverage.js';
import { runGate, type GateOptions } from './gate.js';

export function registerPlaneCommands(program: Command, targets: readonly Target[], setExit: (code: number) => void): void {
  program
    .command('gate')
    .description("judge the spec's file rules (path, content) over staged files or a commit range; exit 1 with file:line on a blocking finding")
    .argument('[spec]', 'the spec file', 'seam.yaml')
    .option('--staged', 'the files staged for the next commit (pre-commit)')
    .option('--range <A..B>', 'the files changed between two commits (CI)')
    .addOption(new Option('--format <format>', 'report format').choices(['text', 'json', 'sarif']).default('text'))
    .action((spec: string, o: GateOptions) => setExit(runGate(spec, targets, o)));
  program
    .command('coverage')
    .description('per rule and agent, the strongest plane that holds it (sandbox, enforced, enforceable, best-effort, at-commit, advisory, none)')
    .argument('[spec]', 'the spec file', 'seam.yaml')
    .option('--agents <list>', "comma-separated agent ids, or `all` (default: the spec's `agents`)")
    .option('--check <file>', 'compare with a generated markdown file instead of printing; exit 3 when it differs')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json', 'html', 'md']).default('text'))
    .action((spec: string, o: CoverageOptions) => setExit(runCoverage(spec, targets, o)));
}
