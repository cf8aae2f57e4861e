/**
 * IBM Bob (the Bob IDE and Bob Shell), as data: every claim seamc makes about the agent, with the evidence records
 * behind it (docs/evidence.md). Decisions: docs/decisions/bob.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const DAY = '2026-12-04';
const bob = (page: string, claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: `https://bob.ibm.com/docs/${page}` });

export const facts = {
  id: 'bob',
  displayName: 'IBM Bob',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'unadapted',
      reason: 'seamc found no IBM Bob page that documents a project file of allow / ask / deny rules: the IDE\'s auto-approve is a toolbar setting per action group (read, edit, execute, MCP, ...), MCP entries carry an alwaysAllow list of tool names, and the part of the Bob Shell configuring page seamc read names .bob/settings.json but no tool permission keys; rechecked 2026-12-04 (docs search for Bob settings.json hooks and permissions, the npm package lists, which hold no IBM Bob or Bob Shell package) without a new source; nothing is written until that surface is established',
    },
    hooks: {
      status: 'unadapted',
      reason: 'IBM Bob is reported to run lifecycle hooks from a hooks key of settings.json (a third-party write-up of Bob Premium Package for i: PreToolUse with a tool-name matcher, exit 2 blocks with stderr returned to Bob; a third-party generator writes .bob/settings.json), and Bob Shell reads a project .bob/settings.json, but no Bob page seamc could find documents the hook events, the payload, the tool names a hook sees or the reply; rechecked 2026-12-04 (docs search IBM Bob hooks settings.json PreToolUse payload returned the same Qiita write-up and Bob Shell bridge MCP servers only; no IBM Bob or Bob Shell package is in the npm package lists), so no runtime is written',
    },
    packaging: { status: 'emitted' },
  },
  sandbox: {
    noLauncher: 'IBM Bob runs as an IDE (and Bob Shell), and seamc has not recorded Bob Shell\'s program name and the state it keeps under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'IBM Bob has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: bob('ide/configuration/rules', 'the project .bob folder seamc read holds rules, modes and MCP servers; no sandbox setting'),
    },
  },
  gates: [
    { id: 'restart-for-mcp', sections: ['packaging'], holds: 'IBM Bob loads a changed .bob/mcp.json only after a restart', clear: 'restart IBM Bob after seamc writes .bob/mcp.json', evidence: [{ basis: 'vendor-docs', date: DAY, claim: 'after saving .bob/mcp.json, restart IBM Bob to load the new configuration', url: 'https://www.ibm.com/docs/en/SSZGQX/com.ibm.ads.develop/topics/tsk_connect_bob_mcp.html' }] },
  ],
  evidence: {
    'instructions.agents-md': { basis: 'vendor-docs', date: DAY, claim: 'Bob automatically loads and applies AGENTS.md at the start of every task', url: 'https://www.ibm.com/docs/en/bobz/3.0.0?topic=z-generating-agentsmd-file' },
    'instructions.rules': bob('ide/configuration/rules', 'workspace rules are .bobrules files or .bob/rules/ (and .bob/rules-<mode>/) Markdown files, loaded whole for every conversation; no path scoping'),
    'instructions.shell-rules': bob('shell/configuration/bobshell-custom-rules', 'Bob Shell uses the same custom rules system as the IDE'),
    'packaging.mcp': { basis: 'vendor-docs', date: DAY, claim: 'project MCP servers in .bob/mcp.json under mcpServers; a remote server is {type: "streamable-http", url, headers, alwaysAllow, disabled}', url: 'https://www.ibm.com/docs/en/SSZGQX/com.ibm.ads.develop/topics/tsk_connect_bob_mcp.html' },
    'permissions.auto-approve': bob('ide/features/auto-approving-actions', 'auto-approve is chosen in the Auto-Approve toolbar per action (read, edit, execute, MCP, skill, todo, subtask, subagent), with task-level overrides; no file is named'),
    'hooks.shell-settings': bob('shell/configuration/configuring', 'Bob Shell layers settings from the command line, environment, /etc/bobshell/settings.json, the project .bob/settings.json and ~/.bob/settings.json; the page read names no hooks'),
    'hooks.third-party': { basis: 'third-party', date: DAY, claim: 'a write-up of IBM Bob Premium Package for i configures lifecycle hooks in settings.json: PreToolUse entries with a matcher on the tool name and a command; exit 0 allows, exit 2 refuses with stderr passed to Bob', url: 'https://qiita.com/imao0610/items/9d302777b89ad5108976' },
    'packaging.mcp-stdio': { basis: 'third-party', date: DAY, claim: 'a stdio server in Bob\'s MCP settings is {command, args}', url: 'https://raw.githubusercontent.com/confluentinc/mcp-confluent/master/docs/configuring-ibm-bob.md' },
  },
} as const satisfies VendorFacts;
