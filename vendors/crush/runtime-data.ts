/**
 * Crush as a flat_decision family record. Source: charmbracelet/crush@37f36e93 docs/hooks/README.md and
 * internal/hooks/input.go (stdin {event, session_id, cwd, tool_name, tool_input}; stdout {"decision":"deny",
 * "reason":R}; no decision = no opinion). Tool names are Crush's own lowercase built-ins (internal/agent/tools).
 * Data only. Decisions: docs/decisions/crush.md.
 */
import type { FlatDecisionRecord } from '../_families/flat-decision/record.js';

export const crushRecord: FlatDecisionRecord = {
  agent: 'crush',
  events: {
    PreToolUse: 'pre_tool',
  },
  claims: {
    eventKey: ['event'],
    foreign: [],
  },
  fields: {
    tool: ['tool_name'],
    toolInput: ['tool_input'],
    command: ['tool_input.command'],
    path: ['tool_input.file_path', 'tool_input.path'],
    content: ['tool_input.content', 'tool_input.new_string', 'tool_input.edits[].new_string'],
    output: ['tool_output'],
    prompt: ['prompt'],
    url: ['tool_input.url'],
    sessionId: ['session_id'],
    toolUseId: ['tool_call_id'],
    cwd: ['cwd'],
  },
  contentOnlyForWriteTools: true,
  commandOnlyForShellTools: true,
  tools: {
    bash: 'shell',
    view: 'read',
    ls: 'read',
    grep: 'read',
    glob: 'read',
    write: 'write',
    edit: 'edit',
    multiedit: 'edit',
    fetch: 'web',
    web_fetch: 'web',
    download: 'web',
  },
  mcp: { prefix: 'mcp_', separator: '_' },
  verdicts: {
    bareAllow: 'silent',
    gates: { PreToolUse: { escalate: false, transform: false, vouch: false } },
    words: { deny: 'deny' },
    notes: {
      escalate: 'Crush cannot ask for confirmation from a hook at {event}, so it is refused',
      transform: 'Crush cannot take a whole replacement input at {event} (it merges a patch), so it is refused',
      transformMissingInput: 'no replacement input was supplied, so it is refused',
      escalateFromTransform: 'Crush cannot modify a tool call at {event}, so it is refused',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
  },
};
