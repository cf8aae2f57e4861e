/** Helpers the vendors' live drivers (vendors/<id>/live.ts) share: reading a client's JSON-lines output, paths, and the opencode family's user config and tool calls. */
import type { LiveTools } from '../../compiler/backend/types-live.js';

/** The lines of JSON-lines output (stream-json) that parse as objects. */
export function jsonLines(text: string): Record<string, unknown>[] {
  return text.split('\n').flatMap((l) => {
    const t = l.trim();
    if (!t.startsWith('{')) return [];
    try {
      const v = JSON.parse(t) as unknown;
      return v !== null && typeof v === 'object' && !Array.isArray(v) ? [v as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
}

/** `text` parsed as a JSON object, or an empty object. */
export function jsonObject(text: unknown): Record<string, unknown> {
  if (typeof text !== 'string') return {};
  try {
    const v = JSON.parse(text) as unknown;
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** An absolute path inside the project for a repo-relative one (no node:path in vendor folders). */
export function inRepo(repo: string, rel: string): string {
  return rel.startsWith('/') ? rel : `${repo.replace(/\/+$/, '')}/${rel.replace(/^\.\//, '')}`;
}

/**
 * The user config of an opencode-family client (opencode, Kilo CLI): its built-in anthropic provider pointed at the
 * fake model, no auto-update, no sharing; `file` is the config path under the scratch HOME.
 */
export function anthropicUserConfig(r: { readonly home: string; readonly url: string }, file: string, schema: string): { path: string; text: string }[] {
  const cfg = {
    $schema: schema,
    model: 'anthropic/claude-sonnet-4-5',
    autoupdate: false,
    share: 'disabled',
    provider: { anthropic: { options: { baseURL: `${r.url}/v1`, apiKey: 'dummy' } } },
  };
  return [{ path: `${r.home}/${file}`, text: JSON.stringify(cfg, null, 2) + '\n' }];
}

/**
 * The tool calls of an opencode-family client's model (opencode, and Kilo CLI, which keeps its tool ids and argument
 * names): bash, write, edit and read with `filePath`, MCP tools as <server>_<tool> (seen in the live suite's
 * requests), webfetch with `url`.
 */
export const opencodeFamilyTools: LiveTools = {
  shell: (command) => ({ name: 'bash', input: { command, description: 'seamc live' } }),
  write: (repo, rel, content) => ({ name: 'write', input: { filePath: inRepo(repo, rel), content } }),
  edit: (repo, rel, old, neu) => [{ name: 'edit', input: { filePath: inRepo(repo, rel), oldString: old, newString: neu } }],
  read: (repo, rel) => ({ name: 'read', input: { filePath: inRepo(repo, rel) } }),
  mcp: (server, tool, args) => ({ name: `${server}_${tool}`, input: { ...args } }),
  web: (url) => ({ name: 'webfetch', input: { url, format: 'text' } }),
  subagent: (task) => ({ name: 'task', input: { description: 'live subagent', prompt: task, subagent_type: 'general' } }),
};

/** Why the tools most clients share need no rule of their own (LiveToolAudit.unjudged). */
export const UNJUDGED = {
  subagent: "starts a subagent, whose own calls meet the same hooks (live deny-shell-in-subagent where the client runs one offline)",
  skill: "loads a skill's instructions into the conversation",
  todo: "keeps the session's own to-do list",
  schedule: 'schedules a prompt for this session (not a command); the calls it leads to meet the hooks',
  manage: 'lists or stops work the session started (tasks, agents, schedules)',
  goal: "keeps the session's own goal",
  ask: 'asks the user a question',
  search: "finds a deferred tool by name; the tool it finds is judged when it is called",
} as const;
