/**
 * A `tests:` case as the calls the fake model makes in a real client (docs/policy-tests.md, "`seamc test --live`"),
 * the files the scratch repository needs first, and how to see whether the call took effect. Uses the vendor's
 * live driver for tool names and inputs; n/a when the client has no such tool or the case cannot run safely.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { LiveDriver, ScriptedCall } from '../backend/types-live.js';
import type { ProbeCall } from '../backend/types-probe.js';
import type { McpServer } from '../model/types.js';
import type { Containment } from './contain.js';

/** The text an edited file holds before the edit; the edit replaces it with the test's content. */
export const BEFORE = 'seamc live: the text before the edit';
/** The MCP stub's second tool: offered beside the test's tool, so a client withholding that one shows. */
export const SIBLING = 'seamc_live_other';

export interface Plan {
  readonly calls: readonly ScriptedCall[];
  readonly prompt: string;
  /** files the case writes into the scratch repository first (repo-relative; no text: removed, its folder made, for a new file) */
  readonly setup: readonly { readonly rel: string; readonly text?: string }[];
  /** an MCP case: the server the stub stands in for, the tool, and the stub's other tool as the client names it */
  readonly mcp?: { readonly server: string; readonly tool: string; readonly sibling: string };
  /** did the call take effect, and with other text than asked (a rewrite); undefined where nothing can be seen */
  effect(repo: string, result: string | undefined): { effect?: boolean; rewritten?: boolean };
}

/** A repo-relative path that stays inside the repository, or undefined. */
function safeRel(p: string | undefined): string | undefined {
  if (p === undefined || p === '' || p.startsWith('/') || p.startsWith('~')) return undefined;
  const n = normalize(p).replace(/\\/g, '/');
  return n === '.' || n === '..' || n.startsWith('../') ? undefined : n;
}

const PATHS = 'a live run reads and writes only inside its scratch copy of the repository: give the test a repo-relative path';

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

const na = (why: string): { na: string } => ({ na: why });

export function planCall(d: LiveDriver, call: ProbeCall, repo: string, base: string, contain: Containment, nonce: string): Plan | { na: string } {
  const nothing = (): { effect?: boolean } => ({});
  const t = d.tools;
  switch (call.kind) {
    case 'shell':
      if (contain.kind !== 'bwrap') return na(`a shell call runs for real when the policy lets it through, and there is no jail here: ${contain.why}`);
      return { calls: [t.shell(call.command ?? '')], prompt: 'go', setup: [], effect: nothing };
    case 'write': {
      const rel = safeRel(call.path);
      if (rel === undefined) return na(PATHS);
      const content = call.content ?? '';
      return {
        calls: [t.write(repo, rel, content)],
        prompt: 'go',
        setup: [{ rel }],
        effect: (r) => {
          const text = read(join(r, rel));
          return text === undefined ? { effect: false } : { effect: true, rewritten: !text.includes(content.trim()) };
        },
      };
    }
    case 'edit': {
      const rel = safeRel(call.path);
      if (rel === undefined) return na(PATHS);
      const content = call.content ?? '';
      const before = `${BEFORE}\n`;
      return {
        calls: t.edit(repo, rel, BEFORE, content, before),
        prompt: 'go',
        setup: [{ rel, text: before }],
        effect: (r) => {
          const text = read(join(r, rel)) ?? before;
          return text === before ? { effect: false } : { effect: true, rewritten: !text.includes(content.trim()) };
        },
      };
    }
    case 'read': {
      const rel = safeRel(call.path);
      if (rel === undefined) return na(PATHS);
      const c = t.read(repo, rel);
      if ('na' in c) return c;
      const marker = `seamc-live-read-${nonce}`;
      return { calls: [c], prompt: 'go', setup: [{ rel, text: `${marker}\n` }], effect: (_r, result) => ({ effect: result?.includes(marker) ?? false }) };
    }
    case 'mcp': {
      if (!call.mcp) return na('an mcp test needs `mcp: {server, tool}`');
      const c = t.mcp(call.mcp.server, call.mcp.tool, call.mcp.args ?? {});
      if ('na' in c) return c;
      const other = t.mcp(call.mcp.server, SIBLING, {});
      const marker = join(base, 'mcp-called');
      return {
        calls: [c],
        prompt: 'go',
        setup: [],
        mcp: { server: call.mcp.server, tool: call.mcp.tool, sibling: 'na' in other ? '' : other.name },
        effect: () => ({ effect: existsSync(marker) }),
      };
    }
    case 'web': {
      const c = t.web(call.url ?? '');
      return 'na' in c ? c : { calls: [c], prompt: 'go', setup: [], effect: nothing };
    }
    case 'prompt': {
      const prompt = call.prompt ?? '';
      if (prompt.trim() === '' || prompt.startsWith('-')) return na('the prompt is empty or starts with "-" (a client would read it as an option)');
      return { calls: [], prompt, setup: [], effect: nothing };
    }
    case 'stop':
      return { calls: [], prompt: 'go', setup: [], effect: nothing };
    default:
      return na(`a ${call.kind} call is not made in live runs`);
  }
}

/**
 * The stdio MCP server that stands in for the test's server: it offers the test's tool and SIBLING, and a call of the
 * test's tool writes `marker` (the call's effect). Started by the client as `node -e <script> <tool> <sibling> <marker>`.
 */
const STUB = [
  "const [tool, other, marker] = process.argv.slice(1);",
  "const t = (n) => ({ name: n, description: 'seamc live stub tool ' + n, inputSchema: { type: 'object', properties: {}, additionalProperties: true } });",
  "require('readline').createInterface({ input: process.stdin }).on('line', (l) => {",
  '  let m; try { m = JSON.parse(l); } catch { return; }',
  '  if (m.id === undefined) return;',
  "  const r = m.method === 'initialize' ? { protocolVersion: (m.params && m.params.protocolVersion) || '2025-03-26', capabilities: { tools: {} }, serverInfo: { name: 'seamc-live-stub', version: '1.0.0' } }",
  "    : m.method === 'tools/list' ? { tools: [t(tool), t(other)] }",
  "    : m.method === 'tools/call' ? (m.params.name === tool && require('fs').writeFileSync(marker, 'called'), { content: [{ type: 'text', text: 'seamc live stub: done ' + m.params.name }] })",
  '    : {};',
  "  process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: m.id, result: r }) + '\\n');",
  '});',
].join('\n');

export function mcpStub(server: string, tool: string, base: string, at: string): McpServer {
  return { name: server, at, transport: 'stdio', command: process.execPath, args: ['-e', STUB, tool, SIBLING, join(base, 'mcp-called')], env: {}, headers: {} };
}
