/**
 * `seamc init` for Gemini CLI: `GEMINI.md` (always-on text) and `.gemini/settings.json` (`mcpServers`; every other
 * key is reported). Gemini's `url` is SSE and `httpUrl` streamable HTTP; both map to the spec's `url` + `transport`.
 */
import type { ImportedInstruction, ImportedMcpServer, ImportSkip, Importer } from '../../compiler/backend/types-import.js';
import { isRecord, mcpEntry, sameMcpServer } from '../_shared/import-util.js';

const SETTINGS = '.gemini/settings.json';

/** Gemini's server shape in the common `mcpServers` form (`httpUrl` → http, `url` → sse). */
function common(v: unknown): unknown {
  if (!isRecord(v)) return v;
  const { httpUrl, url, timeout: _t, trust: _r, ...rest } = v;
  if (typeof httpUrl === 'string') return { ...rest, url: httpUrl, type: 'http' };
  if (typeof url === 'string') return { ...rest, url, type: 'sse' };
  return rest;
}

/** Gemini expands `$VAR` and `${VAR}` in settings; the spec spells it `${VAR}`. */
const envVar = (s: string): string => s.replace(/\$([A-Za-z_][A-Za-z0-9_]*)/g, '$${$1}');

function settings(text: string, skipped: ImportSkip[]): Record<string, ImportedMcpServer> {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    skipped.push({ path: SETTINGS, what: 'the file', reason: 'not valid JSON' });
    return {};
  }
  const mcp: Record<string, ImportedMcpServer> = {};
  for (const [k, v] of Object.entries(isRecord(doc) ? doc : {})) {
    if (k === 'mcpServers' && isRecord(v)) {
      for (const [name, s] of Object.entries(v)) {
        if (isRecord(s) && (s.timeout !== undefined || s.trust !== undefined))
          skipped.push({ path: SETTINGS, what: `MCP server "${name}" timeout/trust`, reason: 'seam.yaml MCP servers have no timeout or trust setting; the server is imported without it' });
        const e = mcpEntry(SETTINGS, name, common(s), skipped, envVar);
        if (e) mcp[name] = e;
      }
    } else if (k === 'hooks' || k === 'hooksConfig')
      skipped.push({ path: SETTINGS, what: k, reason: "a hook command reads Gemini CLI's own payload; it stays in this file as your entry (seamc leaves it alone)" });
    else if (k === 'contextFileName' || k === 'context')
      skipped.push({ path: SETTINGS, what: `key "${k}"`, reason: 'seamc sets context.fileName itself (AGENTS.md and GEMINI.md) so Gemini reads the instructions it writes; yours stays as it is' });
    else if (k !== '$schema') skipped.push({ path: SETTINGS, what: `key "${k}"`, reason: 'no vendor-neutral seam.yaml field' });
  }
  return mcp;
}

export const geminiCliImporter: Importer = {
  id: 'gemini_cli',
  // `$TOKEN` and `${TOKEN}` (and `"type"` spelled out) are one server to Gemini: the user's spelling stays
  same: (path, at, a, b) => (path === SETTINGS && /^\/mcpServers\/[^/]+$/.test(at) ? sameMcpServer(common(a), common(b), envVar) : undefined),
  run(repo) {
    const skipped: ImportSkip[] = [];
    const main = repo.read('GEMINI.md');
    if (main === undefined && !repo.isDir('.gemini')) return { agents: [], parts: {}, skipped };
    const instructions: ImportedInstruction[] = [];
    if (main !== undefined && main.trim() !== '') {
      instructions.push({ id: 'gemini-md', text: main.trim() + '\n', from: 'GEMINI.md' });
      for (const m of main.matchAll(/^@(\S+)/gm)) skipped.push({ path: 'GEMINI.md', what: `import @${m[1]}`, reason: 'kept as text: only Gemini CLI follows @-imports; move that file into instructions: to share it' });
    }
    const text = repo.read(SETTINGS);
    const mcp = text === undefined ? {} : settings(text, skipped);
    return { agents: ['gemini_cli'], parts: { instructions, mcp }, skipped };
  },
};
