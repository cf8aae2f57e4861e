/** Registration of install, uninstall and init (main.ts calls this once; check --repo is wired in main.ts). */
import type { Command } from 'commander';
import { Option } from 'commander';
import type { Importer } from '../backend/types-import.js';
import type { Target } from '../compile.js';
import { runInit } from './init.js';
import { runInstall, runUninstall } from './install.js';
import { AGENTS_HELP } from './pipeline.js';

type Format = 'text' | 'json' | 'sarif';

export function registerRepoCommands(program: Command, targets: readonly Target[], importers: readonly Importer[], setExit: (code: number) => void): void {
  program
    .command('install')
    .description('write the build into the repository, merging into existing files (seamc\'s entries only); exit 1 on any unwaived loss')
    .argument('[spec]', 'the spec file', 'seam.yaml')
    .option('--repo <dir>', 'the repository (default: the spec\'s)')
    .option('--agents <list>', AGENTS_HELP)
    .option('--dry-run', 'print what would change, write nothing')
    .option('--stage', 'git add what install changed (for pre-commit hooks)')
    .addOption(new Option('--format <format>', 'report format').choices(['text', 'json']).default('text'))
    .action((spec: string, o: { repo?: string; agents?: string; dryRun?: boolean; stage?: boolean; format: Format }) => setExit(runInstall(spec, targets, o, importers)));
  program
    .command('uninstall')
    .description('remove exactly what `seamc install` wrote (restoring files it changed)')
    .option('--repo <dir>', 'the repository', '.')
    .option('--dry-run', 'print what would change, write nothing')
    .addOption(new Option('--format <format>', 'report format').choices(['text', 'json']).default('text'))
    .action((o: { repo: string; dryRun?: boolean; format: 'text' | 'json' }) => setExit(runUninstall(o)));
  program
    .command('init')
    .description('write seam.yaml from the agent configurations the repository already has')
    .option('--repo <dir>', 'the repository', '.')
    .option('--force', 'import into an existing seam.yaml again: what it holds is kept, the import adds what it lacks')
    .option('--pre-commit', 'add a pre-commit hook that regenerates and stages (husky, lefthook, pre-commit or git)')
    .option('--no-pre-commit', 'do not add (and do not ask about) a pre-commit hook')
    .option('--ci', 'add a GitHub Actions workflow running `seamc check --repo .`')
    .option('--no-ci', 'do not add (and do not ask about) a CI workflow')
    .option('-y, --yes', 'answer yes to every question')
    .option('--dry-run', 'print what would be written, write nothing')
    .action((o: { repo: string; force?: boolean; preCommit?: boolean; ci?: boolean; yes?: boolean; dryRun?: boolean }) =>
      setExit(runInit(importers, targets, o)),
    );
}
