/**
 * Cline's hook runtime adapter: the hook_json family engine bound to Cline's record, with two vendor steps.
 * In: the hook's own object (`preToolUse`, `postToolUse`, `userPromptSubmit`, ...) is lifted over the envelope (its keys win), and an
 * MCP call (`use_mcp_tool` with `server_name`, `tool_name`) is named `mcp__<server>__<tool>` with `mcpServer` set.
 * The Cline CLI's payloads (its own event names, `tool_call: {name, input}`, run_commands / read_files) are lifted the
 * same way (runtime-data.ts says what differs).
 * Out: a refusal is `{"cancel": true, "errorMessage": R}` (the CLI ends the run); a read_files call naming several
 * files that is otherwise allowed is cut to its first file (`overrideInput`, with a note to the model), since the
 * rules judge one path per call; anything else is silence (no JSON = proceed).
 */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import { hookJsonAdapter } from '../_families/hook-json/engine.js';
import { clineRecord } from './runtime-data.js';

const base = hookJsonAdapter(clineRecord);
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function decoded(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}

/** The Cline CLI's event names -> the object its payload also carries under the extension's name. */
const LEGACY: Readonly<Record<string, string>> = { tool_call: 'preToolUse', tool_result: 'postToolUse', prompt_submit: 'userPromptSubmit', agent_start: 'taskStart' };

/** A shell word holding `s` as it is (single quotes; a quote inside closes, escapes and reopens). */
const quoted = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * The Cline CLI's run_commands runs each command of its list in a shell of its own. One command is judged as it is;
 * several are judged as `sh -c '<command>'` lines, so that each is read alone (joined bare, an unclosed quote in one
 * would hide the next from every rule).
 */
export function commandLine(commands: readonly string[]): string {
  return commands.length === 1 ? (commands[0] as string) : commands.map((c) => `sh -c ${quoted(c)}`).join('\n');
}

/**
 * A list-valued input as the CLI may run it: a list as it is; a string as one item (the CLI ran `commands: "touch x"`
 * as a command, live), plus the items it would hold read as JSON, so that either reading is judged.
 */
function items(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (typeof v !== 'string') return [];
  const parsed = decoded(v);
  return [v, ...(Array.isArray(parsed) ? parsed : [])];
}

/** The distinct paths of a read_files call (`files: [{path}]`; a bare string path counts too). */
export function readFilePaths(input: unknown): string[] {
  const files = isObj(input) ? items(input['files']) : [];
  const path = (f: unknown): string => (typeof f === 'string' ? f : isObj(f) && typeof f['path'] === 'string' ? f['path'] : '');
  return [...new Set(files.map(path).filter((p) => p !== '' && !p.trimStart().startsWith('[')))];
}

/** The CLI's tools, as the record's chains read them: one command line, one path. */
function cliTool(name: unknown, params: Obj): Obj {
  if (name === 'run_commands') {
    const list = items(params['commands']).filter((c): c is string => typeof c === 'string');
    return list.length > 0 ? { ...params, command: commandLine(list) } : params;
  }
  if (name !== 'read_files') return params;
  const paths = readFilePaths(params);
  return paths.length > 0 ? { ...params, path: paths[0] } : params;
}

/**
 * Lift the object named after the hook (`PreToolUse` -> `preToolUse`; the CLI's `tool_call` -> `preToolUse`) over the
 * envelope, and where the CLI sends the call itself (`tool_call: {name, input}`), take its name and input as they are.
 */
export function lift(payload: unknown): unknown {
  if (!isObj(payload) || typeof payload['hookName'] !== 'string') return payload;
  const name = payload['hookName'];
  const inner = payload[LEGACY[name] ?? name.charAt(0).toLowerCase() + name.slice(1)];
  const flat: Obj = { ...payload, ...(isObj(inner) ? inner : {}) };
  const call = payload[name];
  if ((name === 'tool_call' || name === 'tool_result') && isObj(call) && typeof call['name'] === 'string') {
    flat['toolName'] = call['name'];
    if (call['input'] !== undefined) flat['parameters'] = call['input'];
  }
  const params = decoded(flat['parameters']);
  if (isObj(params)) flat['parameters'] = cliTool(flat['toolName'], params);
  if (flat['toolName'] === 'use_mcp_tool' && isObj(params) && typeof params['server_name'] === 'string' && typeof params['tool_name'] === 'string') {
    flat['toolName'] = `mcp__${params['server_name']}__${params['tool_name']}`;
    flat['mcpServer'] = params['server_name'];
    flat['parameters'] = decoded(params['arguments']) ?? {};
  }
  return flat;
}

/** What the model is told when a read_files call naming several files is cut to its first (the others were not judged). */
const ONE_FILE = (first: string): string => `seamc judges one file per read_files call: only ${first} was read; read the others one call at a time`;

export const adapter: RuntimeAdapter = {
  ...base,
  // the Cline CLI blocks only on a JSON cancel (an exit 2 lets the call run); the extension blocks on both
  fault: { stdout: JSON.stringify({ cancel: true, errorMessage: 'seamc: the hook runtime could not judge this call; refused' }), exit: 0 },
  parse: (payload) => base.parse(lift(payload)),
  foreign: (payload) => base.foreign(lift(payload)),
  render: (decision, event) => {
    const r = base.render(decision, event);
    const files = event.event === 'pre_tool' && event.tool === 'read_files' ? readFilePaths(event.toolInput) : [];
    if (r.stdout === '' && files.length > 1) return { stdout: JSON.stringify({ overrideInput: { files: [{ path: files[0] }] }, context: ONE_FILE(files[0] as string) }), exit: 0 };
    if (r.stdout === '') return r;
    const o = JSON.parse(r.stdout) as Obj;
    if (o['decision'] !== 'deny') return { stdout: '', exit: r.exit };
    return { stdout: JSON.stringify({ cancel: true, errorMessage: o['reason'] }), exit: 0 };
  },
};
