/**
 * Agent configuration `seamc init` finds but has no importer for: each file or folder is listed under "not imported"
 * with the agent it belongs to, so nothing in the repository goes unmentioned. These agents are not enabled: seamc
 * cannot take their text over, and would write their files beside yours (add the id to `agents:` to do that).
 * Locations: shared/reference/instructions.md §2 (project files per agent).
 */
import type { ImportSkip, Importer, RepoView } from '../../compiler/backend/types-import.js';

/** [agent id, repo-relative file, or folder ending in `/`] */
const LOCATIONS: readonly (readonly [string, string])[] = [
  ['claude_code', 'CLAUDE.local.md'],
  ['claude_code', '.claude/CLAUDE.md'],
  ['windsurf', '.windsurfrules'],
  ['windsurf', '.windsurf/rules/'],
  ['devin', '.devin/rules/'],
  ['cline', '.clinerules'],
  ['cline', '.clinerules/'],
  ['roo', '.roo/rules/'],
  ['roo', '.roorules'],
  ['kilo_code', '.kilocode/rules/'],
  ['kilo_code', '.kilo/rules/'],
  ['opencode', 'opencode.json'],
  ['aider', '.aider.conf.yml'],
  ['aider', 'CONVENTIONS.md'],
  ['zed', '.rules'],
  ['junie', '.junie/guidelines.md'],
  ['junie', '.junie/AGENTS.md'],
  ['jetbrains_ai', '.aiassistant/rules/'],
  ['kiro', '.kiro/steering/'],
  ['qwen_code', 'QWEN.md'],
  ['qwen_code', '.qwen/'],
  ['goose', '.goosehints'],
  ['warp', 'WARP.md'],
  ['antigravity', '.agents/rules/'],
  ['augment', '.augment/rules/'],
  ['augment', '.augment-guidelines'],
  ['grok', '.grok/rules/'],
  ['kimi_code', '.kimi-code/AGENTS.md'],
  ['replit', 'replit.md'],
  ['rovo_dev', '.rovodev/AGENTS.md'],
  ['deepagents', '.deepagents/AGENTS.md'],
];

function exists(repo: RepoView, path: string): boolean {
  if (path.endsWith('/')) return repo.isDir(path.slice(0, -1));
  const cut = path.lastIndexOf('/');
  const names = repo.list(cut < 0 ? '' : path.slice(0, cut));
  return names.includes(path.slice(cut + 1)) && !repo.isDir(path);
}

export const leftoversImporter: Importer = {
  id: 'shared-leftovers',
  run(repo) {
    const skipped: ImportSkip[] = [];
    for (const [agent, path] of LOCATIONS) {
      if (!exists(repo, path)) continue;
      const reason =
        agent === 'claude_code'
          ? 'a personal or alternative Claude Code memory file; seamc imports CLAUDE.md only and leaves this one as it is'
          : `${agent} configuration: seamc has no importer for it yet, so it stays as it is and ${agent} is not enabled (add it to \`agents:\` to have seamc write its files too)`;
      skipped.push({ path: path.replace(/\/$/, ''), what: path.endsWith('/') ? 'the folder' : 'the file', reason });
    }
    return { agents: [], parts: {}, skipped };
  },
};
