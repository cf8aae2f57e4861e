/**
 * Continue (continuedev/continue: the VS Code and JetBrains extensions and the `cn` CLI; the repository is read-only
 * since its final 2.0.0 release), as data: every claim seamc makes about the agent, with the evidence records behind
 * it (docs/evidence.md). Read in the vendor's source at its final commit and in the last published CLI.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const src = (path: string, claim: string): Evidence => ({ basis: 'vendor-source', date: '2026-12-04', claim, repo: 'continuedev/continue', commit: 'd0a3c0b626b5bebc3bef4742eec05a0242be0bab', path });
const cli = (claim: string): Evidence => ({ basis: 'vendor-source', date: '2026-12-04', claim, repo: 'npm:@continuedev/cli', commit: '1.5.47', path: 'dist/index.js' });

export const facts = {
  id: 'continue_dev',
  displayName: 'Continue.dev',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: {
      status: 'none',
      reason: 'Continue has no working hook surface: the last published CLI (@continuedev/cli 1.5.47) loads no hook settings, and in the final source the hooks module (extensions/cli/src/hooks, reading .continue/settings.json) is fired by no code path, so a hook entry would never run',
    },
    packaging: { status: 'emitted' },
  },
  sandbox: {
    launcher: { program: 'cn', state: ['.continue/'] },
    noNative: 'Continue has no OS sandbox setting: permissions.yaml decides which tools run without a prompt, not what an allowed command touches',
    evidence: {
      launcher: src('docs/cli/tool-permissions.mdx', 'the CLI is cn; its user state (permissions.yaml, config, sessions) lives under ~/.continue'),
      native: src('extensions/cli/src/permissions/types.ts', 'tool policies are allow / ask / exclude per tool pattern; there is no sandbox setting'),
    },
  },
  gates: [
    { id: 'user-permissions-file', sections: ['permissions'], holds: 'Continue reads tool permissions only from the user\'s ~/.continue/permissions.yaml; the lists seamc writes to .seam/continue_dev/permissions.yaml are not read', clear: 'a user copies the lists into ~/.continue/permissions.yaml; they then apply in every project', evidence: [src('docs/cli/tool-permissions.mdx', 'persistent permissions are stored in ~/.continue/permissions.yaml; flags and modes take precedence')] },
  ],
  evidence: {
    'instructions.agents-md': src('core/config/markdown/loadMarkdownRules.ts', 'AGENTS.md at the workspace root is loaded as an always-applied rule, beside the .continue/rules files'),
    'instructions.rule-front-matter': src('docs/customize/deep-dives/rules.mdx', '.continue/rules/*.md front matter: name, globs (string or list), regex, description, alwaysApply (false: globs match or the agent pulls it in by description; unset: no globs or globs match)'),
    'permissions.file': src('docs/cli/tool-permissions.mdx', 'allow / ask / exclude lists of Tool or Tool(glob) patterns; Bash(cmd*) matches the command'),
    'permissions.order': src('extensions/cli/src/permissions/permissionsYamlLoader.ts', 'policies are built exclude, then ask, then allow, and checkToolPermission takes the first match'),
    'permissions.tool-names': src('extensions/cli/src/tools/allBuiltIns.ts', 'built-in tools Bash, Read, List, Search, Fetch, Edit, MultiEdit, Write, Diff, Checklist, ...'),
    'packaging.mcp-json': src('packages/config-yaml/src/schemas/mcp/convertJson.ts', 'Claude-format JSON files in .continue/mcpServers are converted; ${VAR} in env becomes ${{ secrets.VAR }}, other fields are copied'),
    'packaging.prompts': src('docs/customize/deep-dives/prompts.mdx', 'a Markdown file with invokable: true (name, description) is a slash command'),
    'packaging.skills': src('extensions/cli/src/util/loadMarkdownSkills.ts', 'skills are <cwd>/.continue/skills/<name>/SKILL.md (and .claude/skills)'),
    'packaging.subagents': src('extensions/cli/src/subagent/get-agents.ts', 'subagents are the configured models with a subagent role, not agent files'),
    'hooks.unwired': src('extensions/cli/src/hooks/fireHook.ts', 'firePreToolUse and the other fire functions are called by no module outside the hooks folder and its tests'),
    'hooks.unpublished': cli('the published bundle carries no hook settings loader: hook_event_name appears only in the git-ai integration'),
  },
} as const satisfies VendorFacts;
