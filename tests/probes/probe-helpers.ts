/** Shared by the probe tests: the hook agents and one call of every kind. */
import type { ProbeCall } from '../../compiler/backend/types-probe.js';

export const ALL = ['claude_code', 'cursor', 'codex_cli', 'gemini_cli', 'vscode_copilot', 'windsurf', 'devin', 'grok', 'antigravity', 'kimi_code', 'junie', 'tabnine', 'goose', 'openhands', 'opencode', 'kilo_code', 'factory_droid', 'qwen_code', 'cline', 'kiro'];

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
