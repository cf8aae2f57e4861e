/**
 * The agent CLIs the live suite runs, pinned. Each installs from npm into a cache folder outside the
 * repository (never as a dependency of seamc); its native binary comes as a per-platform optional package.
 */

export type ClientId = 'claude' | 'gemini' | 'copilot' | 'codex' | 'opencode';

export interface ClientSpec {
  readonly id: ClientId;
  /** the seamc agent whose output this client reads */
  readonly agent: string;
  readonly displayName: string;
  readonly pkg: string;
  readonly version: string;
  /** the command name under node_modules/.bin */
  readonly bin: string;
  /** a postinstall script (relative to the package folder) that must have run for the binary to work */
  readonly postinstall?: string;
}

export const CLIENTS: readonly ClientSpec[] = [
  // 2.1.332 is the newest Claude Code that runs on Node 20 (later releases need Node 22).
  { id: 'claude', agent: 'claude_code', displayName: 'Claude Code', pkg: '@anthropic-ai/claude-code', version: '2.1.332', bin: 'claude', postinstall: 'install.cjs' },
  { id: 'gemini', agent: 'gemini_cli', displayName: 'Gemini CLI', pkg: '@google/gemini-cli', version: '0.61.0', bin: 'gemini' },
  { id: 'copilot', agent: 'vscode_copilot', displayName: 'GitHub Copilot CLI', pkg: '@github/copilot', version: '1.0.102', bin: 'copilot' },
  { id: 'codex', agent: 'codex_cli', displayName: 'Codex CLI', pkg: '@openai/codex', version: '0.171.0', bin: 'codex' },
  { id: 'opencode', agent: 'opencode', displayName: 'opencode', pkg: 'opencode-ai', version: '1.18.33', bin: 'opencode', postinstall: 'postinstall.mjs' },
];

export function clientSpec(id: ClientId): ClientSpec {
  const c = CLIENTS.find((x) => x.id === id);
  if (!c) throw new Error(`unknown client ${id}`);
  return c;
}

/** An installed client: where its command is, and the version it reports. */
export interface InstalledClient {
  readonly spec: ClientSpec;
  readonly bin: string;
  readonly version: string;
}

/** Why a client is not available (install failed, or it did not run). */
export interface MissingClient {
  readonly spec: ClientSpec;
  readonly reason: string;
}
