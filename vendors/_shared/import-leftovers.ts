/**
 * Agent configuration `seamc init` finds but has no importer for: each file or folder is listed under "not imported"
 * with the agent it belongs to, so nothing in the repository goes unmentioned. These agents are not enabled: seamc
 * cannot take their text over, and would write their files beside yours (add the id to `agents:` to do that).
 * `repo.has` sees the user's content only, so a folder holding nothing but seamc's own output is not listed.
 * Locations: the project instruction files each agent documents (vendors/<id>/facts.ts evidence).
 */
import type { ImportSkip, Importer } from '../../compiler/backend/types-import.js';

const HOOKS = "hook commands read this agent's own payload; they stay as your entries (seamc leaves them alone)";

/** Files of agents that have an importer, which that importer does not read: why they stay. */
const NOT_READ: readonly (readonly [string, string])[] = [
  ['CLAUDE.local.md', 'a personal Claude Code memory file (not committed); left as it is'],
  ['.claude/CLAUDE.md', 'an alternative Claude Code memory location; seamc imports CLAUDE.md only and leaves this one as it is'],
  ['.vscode/mcp.json', 'VS Code MCP servers are not imported yet; copy them under plugin.mcp in seam.yaml to share them'],
  ['.github/hooks/', HOOKS],
  ['.codex/hooks.json', HOOKS],
  ['.windsurf/hooks.json', HOOKS],
  ['.gemini/commands/', 'Gemini CLI commands (TOML) are not imported yet; add them under plugin.commands to share them'],
];

/** [agent id, repo-relative file, or folder ending in `/`] of agents without an importer */
const LOCATIONS: readonly (readonly [string, string])[] = [
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

export const leftoversImporter: Importer = {
  id: 'shared-leftovers',
  run(repo) {
    const skipped: ImportSkip[] = [];
    const found = (path: string, reason: string) =>
      repo.has(path) && skipped.push({ path: path.replace(/\/$/, ''), what: path.endsWith('/') ? 'the folder' : 'the file', reason });
    for (const [path, reason] of NOT_READ) found(path, reason);
    for (const [agent, path] of LOCATIONS)
      found(path, `${agent} configuration: seamc has no importer for it yet, so it stays as it is and ${agent} is not enabled (add it to \`agents:\` to have seamc write its files too)`);
    return { agents: [], parts: {}, skipped };
  },
};
