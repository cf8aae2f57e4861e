/**
 * Amp as a hook_json family record. Amp has no hook config: a `delegate` entry of `amp.permissions` runs a program
 * with the tool's arguments as JSON on stdin and the tool's name only in AGENT_TOOL_NAME. seamc's wrapper
 * (hooks.ts) folds both into one object, `{"seamc_event":"delegate","tool_name":N,"tool_input":<stdin>}`, which is
 * what this record reads. Tool and argument names: npm:@sourcegraph/amp 0.0.1777897475-g2324e1 dist/main.js (the
 * tools' input schemas). Decisions: docs/decisions/amp.md.
 */
import type { HookJsonRecord } from '../_families/hook-json/record.js';

/** The key seamc's wrapper adds (Amp's stdin names no event) and the one wire event it names. */
export const EVENT_KEY = 'seamc_event';
export const AMP_GATE = 'delegate';

/**
 * The runtime's ask: an exit code node never exits with on its own, which the wrapper (hooks.ts) turns into Amp's ask
 * (1). Every other exit but 0 becomes Amp's reject there, so a node that crashes (exit 1) rejects instead of asking.
 */
export const ASK_EXIT = 3;

export const ampRecord: HookJsonRecord = {
  agent: 'amp',
  events: { [AMP_GATE]: 'pre_tool' },
  claims: { eventKey: [EVENT_KEY], foreign: [] },
  fields: {
    tool: ['tool_name'],
    toolInput: ['tool_input'],
    // Bash and chart: cmd; shell_command: command; apply_patch: patchText (a patch envelope, patchTools)
    command: ['tool_input.cmd', 'tool_input.command', 'tool_input.patchText'],
    // Read, Grep, create_file, edit_file, look_at, get_diagnostics: path; painter: savePath
    path: ['tool_input.path', 'tool_input.savePath'],
    content: ['tool_input.content', 'tool_input.new_str'],
    output: [],
    prompt: [],
    url: ['tool_input.url'],
    sessionId: ['session_id'],
    toolUseId: ['tool_use_id'],
    // Bash's cwd (Amp turns a leading `cd DIR &&` into it before asking), shell_command's workdir
    // (then the wrapper's `cwd`: Amp's own working directory, where a call without one runs)
    cwd: ['tool_input.cwd', 'tool_input.workdir', 'cwd'],
  },
  contentOnlyForWriteTools: true,
  tools: {
    Bash: 'shell',
    shell_command: 'shell',
    chart: 'shell',
    Read: 'read',
    Grep: 'read',
    glob: 'read',
    look_at: 'read',
    get_diagnostics: 'read',
    create_file: 'write',
    painter: 'write',
    edit_file: 'edit',
    apply_patch: 'edit',
    read_web_page: 'web',
    web_search: 'web',
  },
  mcp: { prefix: 'mcp__', separator: '__' },
  patchTools: ['apply_patch'],
  verdicts: {
    // the reply is an exit code (runtime.ts); the grammar and words below are the family's defaults, unused on the wire
    gates: { [AMP_GATE]: { grammar: 'G1', escalate: true, transform: false, vouch: false } },
    words: { deny: 'deny', block: 'deny', transform: 'allow' },
    notes: {
      escalate: 'Amp asks the user',
      transform: 'Amp cannot take a rewritten input from a delegate, so the user is asked instead',
      transformMissingInput: 'no replacement input was supplied, so the user is asked instead',
    },
    reasonDefaults: { deny: 'blocked by policy', escalate: 'confirmation required by policy' },
  },
};
