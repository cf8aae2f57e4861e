/** `.codex/config.toml` (OpenAI Codex CLI project config): `[mcp_servers.<name>]` tables become plugin.mcp; other keys are reported. */
import type { ImportedMcpServer, ImportSkip, Importer } from '../../compiler/backend/types-import.js';
import { isRecord, mcpEntry } from './import-util.js';

const PATH = '.codex/config.toml';

export const codexImporter: Importer = {
  id: 'shared-codex-config',
  run(repo) {
    const text = repo.read(PATH);
    if (text === undefined) return { agents: repo.isDir('.codex') ? ['codex_cli'] : [], parts: {}, skipped: [] };
    const skipped: ImportSkip[] = [];
    let doc: unknown;
    try {
      doc = repo.parseToml(text);
    } catch (e) {
      return { agents: ['codex_cli'], parts: {}, skipped: [{ path: PATH, what: 'the file', reason: `not valid TOML (${e instanceof Error ? e.message.split('\n')[0] : String(e)})` }] };
    }
    const mcp: Record<string, ImportedMcpServer> = {};
    for (const [k, v] of Object.entries(isRecord(doc) ? doc : {})) {
      if (k !== 'mcp_servers') {
        skipped.push({ path: PATH, what: `key "${k}"`, reason: 'only MCP servers are imported from this file; model, approval and sandbox settings have no vendor-neutral seam.yaml field' });
        continue;
      }
      for (const [name, s] of Object.entries(isRecord(v) ? v : {})) {
        if (isRecord(s) && s.enabled === false) {
          skipped.push({ path: PATH, what: `MCP server "${name}"`, reason: 'disabled (enabled = false)' });
          continue;
        }
        const rest = isRecord(s) ? Object.fromEntries(Object.entries(s).filter(([x]) => x !== 'enabled' && x !== 'bearer_token_env_var')) : s;
        if (isRecord(s) && typeof s.bearer_token_env_var === 'string') {
          (rest as Record<string, unknown>).headers = { Authorization: `Bearer \${${s.bearer_token_env_var}}` };
        }
        const entry = mcpEntry(PATH, name, rest, skipped);
        if (entry) mcp[name] = entry;
      }
    }
    return { agents: ['codex_cli'], parts: { mcp }, skipped };
  },
};
