/**
 * Agent Plugins 1.0 (the open plugin layout of agentplugins/agent-plugins-spec), as data: not one agent but a
 * package format every conforming client loads. A plugin is a folder with `plugin.json` at its root (a closed
 * manifest whose `$schema` names 1.0.0), Agent Skills under `skills/<name>/SKILL.md` and MCP servers in `mcp.json`.
 * Version 1.0 defines those two component types only, so instructions, permissions and hooks have no surface.
 * Every record was read in the standard's repository at one commit. Decisions: docs/decisions/agent-plugins.md.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';
import { docsRecord } from '../_shared/source-evidence.js';

const D = '2026-12-04';
const SPEC = 'agentplugins/agent-plugins-spec@bd383552095128f6effe895b9257cfd580a6d179:spec/1.0.0.md';
const PLUGIN_SCHEMA = 'agentplugins/agent-plugins-spec@bd383552095128f6effe895b9257cfd580a6d179:schemas/1.0.0/plugin.schema.json';
const MCP_SCHEMA = 'agentplugins/agent-plugins-spec@bd383552095128f6effe895b9257cfd580a6d179:schemas/1.0.0/mcp.schema.json';
const ONLY_TWO = 'Agent Plugins 1.0 defines exactly two component types, Agent Skills and MCP servers (spec/1.0.0.md §7); other types are outside the format';

export const facts = {
  id: 'agent_plugins',
  displayName: 'Agent Plugins 1.0',
  sections: {
    instructions: { status: 'none', reason: `${ONLY_TWO}: rules and instruction files are not one of them, and its design notes name rules among the types left out until clients converge` },
    permissions: { status: 'none', reason: `${ONLY_TWO}: the manifest is closed (name, version, description, author, homepage, repository, license, keywords, extensions) and has no permission field` },
    hooks: { status: 'none', reason: `${ONLY_TWO}: its design notes name hooks among the types left out; a client may keep hooks only in its own reverse-domain extension folder, which the standard gives no meaning` },
    packaging: { status: 'emitted' },
  },
  sandbox: {
    noLauncher: 'Agent Plugins is a package format that many clients load, not a program seamc could start under a launcher',
    noNative: 'plugin.json is closed and has no sandbox field, and the standard\'s path containment covers package files only: it does not sandbox a plugin subprocess',
    evidence: { native: docsRecord(SPEC, D, '§4.1: the containment rules govern files supplied by the package and do not sandbox a plugin subprocess; §5.2: the closed manifest has no sandbox field') },
  },
  evidence: {
    'instructions.none': docsRecord(SPEC, D, '§7 and the design note on v1 scope: skills and MCP servers are the only component types; commands, hooks, agents, rules and LSP servers are left out'),
    'permissions.none': docsRecord(SPEC, D, '§5.2: plugin.json allows only $schema, name, version, description, author, homepage, repository, license, keywords and extensions'),
    'hooks.none': docsRecord(SPEC, D, '§8: client-specific data lives under a reverse-domain key of extensions or a top-level folder of that name, with no portable meaning'),
    'packaging.layout': docsRecord(SPEC, D, '§4.1, §6.1: plugin.json at the plugin root; skills discovered from skills/<name>/SKILL.md, MCP servers from mcp.json, both fixed locations'),
    'packaging.manifest': docsRecord(PLUGIN_SCHEMA, D, 'closed object (additionalProperties false); $schema const https://agent-plugins.org/schemas/1.0.0/plugin.schema.json and name required; name 1-64 of a-z 0-9 . - with alphanumeric ends and no -- or ..; author holds name, email, url only'),
    'packaging.mcp': docsRecord(MCP_SCHEMA, D, 'mcp.json {$schema, mcpServers}; each server one closed variant: stdio {type, command, args, env, cwd}, streamable-http or sse {type, url, headers}'),
    'packaging.mcp-command': docsRecord(SPEC, D, '§7.2.1: command is one executable token, a bare name or a ./ path resolved against the plugin root, never placeholder-expanded'),
    'packaging.mcp-expansion': docsRecord(SPEC, D, '§9.2: only ${PLUGIN_ROOT} and ${PLUGIN_DATA} are expanded, in args, env values and cwd; any other placeholder stays literal and url and headers are never expanded'),
    'packaging.mcp-url': docsRecord(SPEC, D, '§7.2.1: url absolute http(s) without user info or fragment; plain http only for localhost or a loopback IP literal'),
    'packaging.no-commands': docsRecord(SPEC, D, 'design note on v1 scope: commands and agents are left out of the format until client formats converge'),
    'packaging.extensions': docsRecord(SPEC, D, '§8: extensions hold client-owned data keyed by reverse-domain namespace; the standard defines no namespace of its own'),
  },
} as const satisfies VendorFacts;
