/** `.mcp.json` at the repository root (the project MCP file Claude Code reads): its servers become plugin.mcp. */
import type { ImportSkip, Importer } from '../../compiler/backend/types-import.js';
import { mcpServersOf, sameMcpServer } from './import-util.js';

export const mcpJsonImporter: Importer = {
  id: 'shared-mcp-json',
  same: (path, at, a, b) => (path === '.mcp.json' && /^\/mcpServers\/[^/]+$/.test(at) ? sameMcpServer(a, b) : undefined),
  run(repo) {
    const skipped: ImportSkip[] = [];
    const mcp = mcpServersOf(repo, '.mcp.json', skipped);
    if (mcp === undefined) return { agents: [], parts: {}, skipped };
    return { agents: ['claude_code'], parts: { mcp }, skipped };
  },
};
