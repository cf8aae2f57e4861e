/**
 * OpenClaw's bridge payload as a hook_json record. OpenClaw has no command hooks; its tool gate is the in-process
 * plugin hook `before_tool_call`. seamc writes a plugin (`.seam/openclaw/index.js`, vendors/openclaw/bridge.ts) whose
 * handler sends each call to the runtime in a shape seamc defines:
 *
 *   {"hook_event_name": "before_tool_call", "tool_name": <event.toolName, already lower-cased, bash -> exec>,
 *    "tool_input": <event.params>, "tool_call_id", "run_id", "session_id", "agent_id", "cwd": <the repository>}
 *
 * and reads back the hook_json G2 reply (`hookSpecificOutput.permissionDecision` deny / allow + updatedInput). Tool
 * names and argument names are OpenClaw's (src/agents/tool-catalog.ts, pi-tools.params.ts, apply-patch.ts): exec
 * {command, workdir, ...}, read {path | file_path}, write {path | file_path, content}, edit {path | file_path,
 * oldText | old_string, newText | new_string}, apply_patch {input: a Codex patch envelope}, web_fetch {url},
 * memory_get {path}. Tools the runtime cannot judge by these fields are refused in runtime.ts. Data only.
 * Decisions: docs/decisions/openclaw.md.
 */
import type { HookJsonRecord } from '../_families/hook-json/record.js';

export const BEFORE = 'before_tool_call';

/** Built-in tool name (as the hook sees it) -> class. `bash` is listed too: OpenClaw renames it exec before the hook. */
export const OPENCLAW_TOOLS = {
  exec: 'shell',
  bash: 'shell',
  read: 'read',
  memory_get: 'read',
  write: 'write',
  edit: 'edit',
  apply_patch: 'edit',
  web_fetch: 'web',
  web_search: 'web',
} as const;

/** Tools whose calls act outside what a rule can read from their arguments: refused whole (runtime.ts). */
export const OPAQUE_TOOLS: Readonly<Record<string, string>> = {
  browser: 'the browser tool opens and drives web pages (navigation, clicks, uploads, script) that seamc\'s rules cannot judge from its arguments',
  canvas: 'the canvas tool presents pages and evaluates script that seamc\'s rules cannot judge from its arguments',
  nodes: 'the nodes tool runs commands and captures media on paired devices, outside the judged exec tool',
  gateway: 'the gateway tool can rewrite OpenClaw\'s configuration (including the plugin that enforces this policy) and restart it',
};

/** process actions that only look at or stop background exec sessions; the rest type input into a running shell. */
export const PROCESS_READ_ACTIONS: readonly string[] = ['list', 'poll', 'log', 'kill', 'clear', 'remove'];

export const openclawRecord: HookJsonRecord = {
  agent: 'openclaw',
  events: { [BEFORE]: 'pre_tool' },
  claims: { eventKey: ['hook_event_name'], foreign: [] },
  fields: {
    tool: ['tool_name'],
    toolInput: ['tool_input'],
    // apply_patch carries its whole patch in `input`: read as the patch envelope (patchTools)
    command: ['tool_input.command', 'tool_input.input'],
    path: ['tool_input.path', 'tool_input.file_path'],
    content: ['tool_input.content', 'tool_input.newText', 'tool_input.new_string'],
    output: ['tool_output'],
    prompt: ['prompt'],
    url: ['tool_input.url'],
    sessionId: ['session_id'],
    toolUseId: ['tool_call_id'],
    cwd: ['cwd'],
  },
  contentOnlyForWriteTools: true,
  tools: OPENCLAW_TOOLS,
  patchTools: ['apply_patch'],
  verdicts: {
    // the plugin returns {block, blockReason} on deny and {params} on allow + updatedInput; seamc does not use
    // requireApproval (the hook runner's merge of several plugins' results drops it), so an escalate is refused
    gates: { [BEFORE]: { grammar: 'G2', escalate: false, transform: true, vouch: false } },
    words: { deny: 'deny', block: 'deny', transform: 'allow' },
    notes: {
      escalate: 'OpenClaw cannot ask for confirmation through seamc\'s plugin, so it is refused',
      transform: 'OpenClaw cannot rewrite the input at {event}, so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
  },
};
