/**
 * Qwen Code's probe (docs/policy-tests.md): Claude-shaped payloads with Qwen's runtime tool ids (run_shell_command,
 * write_file, edit, read_file, web_fetch) and mcp__<server>__<tool>, plus Qwen's `timestamp`
 * (tests/fixtures/payloads/qwen_code/). Replies are read the Claude way (vendors/_shared/claude-shape-probe.ts).
 */
import { claudeShapeProbe } from '../_shared/claude-shape-probe.js';
import { facts } from './facts.js';

export const probe = claudeShapeProbe({
  facts,
  tools: { shell: 'run_shell_command', write: 'write_file', edit: 'edit', read: 'read_file', web: 'web_fetch' },
  mcpName: (server, tool) => `mcp__${server}__${tool}`,
  envelope: () => ({ timestamp: '2026-12-04T05:00:00.000Z' }),
  gates: ['PreToolUse', 'UserPromptSubmit', 'Stop'],
  env: (root) => ({ QWEN_PROJECT_DIR: root }),
  na: {},
  readsAllow: true,
});
