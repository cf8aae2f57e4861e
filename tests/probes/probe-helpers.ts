/** Shared by the probe tests: the hook agents and one call of every kind. */
import type { ProbeCall } from '../../compiler/backend/types-probe.js';

/** Every hook agent, pinned (one per line, sorted) so a runtime that drops out of the registry fails a test. */
export const ALL = [
  'amazon_q_cli',
  'antigravity',
  'augment',
  'claude_code',
  'cline',
  'codebuddy',
  'codex_cli',
  'command_code',
  'crush',
  'cursor',
  'deepagents',
  'devin',
  'factory_droid',
  'gemini_cli',
  'goose',
  'grok',
  'hermes',
  'junie',
  'kilo_code',
  'kimi_code',
  'kiro',
  'mistral_vibe',
  'openclaw',
  'opencode',
  'openhands',
  'pi',
  'qwen_code',
  'reasonix',
  'tabnine',
  'vscode_copilot',
  'windsurf',
];

export const CALLS: readonly ProbeCall[] = [
  { kind: 'shell', command: 'git push --force origin main' },
  { kind: 'write', path: 'src/new.ts', content: 'export const k = 1;\n' },
  { kind: 'edit', path: 'src/old.ts', content: 'export const k = 2;\n' },
  { kind: 'read', path: 'config/.env' },
  { kind: 'mcp', mcp: { server: 'github', tool: 'delete_repository', args: { repo: 'acme/api' } } },
  { kind: 'web', url: 'https://wiki.internal.example.com/page' },
  { kind: 'prompt', prompt: 'please store ghp_secret' },
  { kind: 'stop' },
  { kind: 'patch', files: [{ path: 'a.ts', op: 'add', content: 'x' }, { path: 'b.ts', op: 'update', content: 'y' }] },
];
