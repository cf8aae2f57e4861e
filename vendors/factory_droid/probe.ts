/**
 * Factory Droid's probe (docs/policy-tests.md): Claude-shaped snake_case payloads (`hook_event_name`, `tool_name`,
 * `tool_input`, `permission_mode`; tests/fixtures/payloads/factory_droid/) with Droid's tool names Execute / Create /
 * Edit / Read / FetchUrl and mcp__<server>__<tool>. Replies are read the Claude way (vendors/_shared/claude-shape-probe.ts),
 * from .factory/hooks.json keyed by event, except that an "ask" reads as allow: Droid's autonomy level runs the call
 * (live factory_droid/ask-not-held).
 */
import { claudeShapeProbe } from '../_shared/claude-shape-probe.js';
import { facts } from './facts.js';

export const probe = claudeShapeProbe({
  facts,
  tools: { shell: 'Execute', write: 'Create', edit: 'Edit', read: 'Read', web: 'FetchUrl' },
  mcpName: (server, tool) => `mcp__${server}__${tool}`,
  envelope: () => ({ permission_mode: 'auto-low' }),
  gates: ['PreToolUse', 'UserPromptSubmit', 'Stop'],
  env: (root) => ({ FACTORY_PROJECT_DIR: root }),
  na: {},
  readsAllow: true,
  keyedByEvent: true,
  askRuns: true,
});
