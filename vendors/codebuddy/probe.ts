/**
 * CodeBuddy Code's probe (docs/policy-tests.md): Claude Code's payloads (`hook_event_name`, `tool_name`, `tool_input`,
 * `tool_use_id`; tests/fixtures/payloads/codebuddy/) with Bash / Write / Edit / Read and mcp__<server>__<tool>.
 * Replies are read the Claude way (vendors/_shared/claude-shape-probe.ts).
 */
import { claudeShapeProbe } from '../_shared/claude-shape-probe.js';
import { facts } from './facts.js';

export const probe = claudeShapeProbe({
  facts,
  tools: { shell: 'Bash', write: 'Write', edit: 'Edit', read: 'Read' },
  mcpName: (server, tool) => `mcp__${server}__${tool}`,
  envelope: () => ({}),
  gates: ['PreToolUse', 'UserPromptSubmit', 'Stop'],
  env: () => ({}),
  na: { web: "CodeBuddy Code's web tool is not documented (hooks.sees-web)" },
});
