/**
 * The permissions section on Grok CLI: the `[permission]` lists (permission-rules.ts) in the project
 * `.grok/config.toml`, written as the whole file it shares with the MCP servers (config-toml.ts).
 */
import type { EmitContext, Emitted } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { configToml } from './config-toml.js';
import { permissionLists } from './permission-rules.js';

const CLAUDE_SETTINGS_NOTE =
  "Grok also applies the permissions Claude Code's .claude/settings.json holds, in its own matching: a Claude allow Bash(x:*) is a plain prefix there (it also approves \"xy ...\"), and Claude's /-anchored Read(/...) and Edit(/...) rules name absolute paths, which match nothing; seamc's .grok/config.toml rules say the spec in Grok's terms, and deny still beats allow across both files";

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const { lists, losses } = permissionLists(model);
  const config = Object.keys(lists).length > 0 ? configToml(model) : undefined;
  // Grok also reads the project .claude/settings.json, which a Claude Code build beside it fills with Claude's spelling
  const notes = model.agents.includes('claude_code') && model.permissions.length > 0 ? [CLAUDE_SETTINGS_NOTE] : [];
  return { fragment: config ? [config] : [], unrepresentable: losses, ...(notes.length > 0 ? { notes } : {}) };
}
