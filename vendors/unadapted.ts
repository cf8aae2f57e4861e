/**
 * Agents seamc knows by id but has no backend for yet. `agents: all` includes them, and every section
 * the spec uses is reported for them as SC3002 (unadapted: a fact about seamc, not the vendor).
 */
export const unadapted = [
  { id: 'aider', displayName: 'Aider' },
  { id: 'amp', displayName: 'Amp' },
  { id: 'antigravity', displayName: 'Antigravity' },
  { id: 'augment', displayName: 'Augment' },
  { id: 'cline', displayName: 'Cline' },
  { id: 'codex_cli', displayName: 'OpenAI Codex CLI' },
  { id: 'devin', displayName: 'Devin CLI' },
  { id: 'gemini_cli', displayName: 'Gemini CLI' },
  { id: 'goose', displayName: 'goose' },
  { id: 'grok', displayName: 'Grok CLI' },
  { id: 'junie', displayName: 'JetBrains Junie' },
  { id: 'kilo_code', displayName: 'Kilo Code' },
  { id: 'kimi_code', displayName: 'Kimi Code CLI' },
  { id: 'kiro', displayName: 'Kiro' },
  { id: 'opencode', displayName: 'opencode' },
  { id: 'openhands', displayName: 'OpenHands' },
  { id: 'roo', displayName: 'Roo Code' },
  { id: 'tabnine', displayName: 'Tabnine CLI' },
  { id: 'vscode_copilot', displayName: 'GitHub Copilot (VS Code and Copilot CLI)' },
  { id: 'windsurf', displayName: 'Windsurf' },
  { id: 'zed', displayName: 'Zed' },
] as const;
