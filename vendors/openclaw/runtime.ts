/**
 * OpenClaw's hook runtime adapter: the hook_json family engine bound to the record of seamc's plugin payload
 * (runtime-data.ts), plus the calls it refuses because their arguments do not show what they do:
 *
 * - browser, canvas, nodes and gateway (OPAQUE_TOOLS): page driving and script, commands on paired devices, and
 *   rewriting OpenClaw's own configuration (which could unload the plugin that enforces this policy);
 * - exec with an `env` object: the variables (PATH, BASH_ENV, LD_PRELOAD, ...) change what the judged command runs,
 *   and no rule sees them there; written as `VAR=value command` they are part of the judged command line;
 * - process with an action that types into a running exec session (write, send-keys, submit, paste, ...): what it
 *   types runs in a shell no rule saw;
 * - read / write / edit with a path or text that is not a string: OpenClaw flattens structured text blocks into a
 *   string before the tool runs, which the rules would not see. (Its aliases need nothing more: OpenClaw takes
 *   `file_path` only when `path` is empty and `new_string` only when `newText` is, and the field chains here skip
 *   empty values the same way.)
 *
 * Every refusal is a G2 deny with a `seamc:` reason; the plugin turns it into {block, blockReason}.
 * Decisions: docs/decisions/openclaw.md.
 */
import { resolve } from 'node:path';
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import type { Decision, Reply } from '../../compiler/contract/decisions.js';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import { hookJsonAdapter } from '../_families/hook-json/engine.js';
import { BEFORE, OPAQUE_TOOLS, openclawRecord, PROCESS_READ_ACTIONS } from './runtime-data.js';

const base = hookJsonAdapter(openclawRecord);

/** exec's `workdir` moves the command's working directory (relative to the workspace), so relative paths in it are judged there. */
function parse(payload: unknown): NormalizedEvent | null {
  const e = base.parse(payload);
  const workdir = e?.toolInput?.['workdir'];
  if (!e || e.toolClass !== 'shell' || typeof workdir !== 'string' || workdir === '') return e;
  return { ...e, cwd: resolve(e.cwd ?? process.cwd(), workdir) };
}

const FILE_TOOLS = ['read', 'write', 'edit'];

/** The reason seamc refuses a call its rules cannot see whole, or undefined. */
export function unjudgeable(event: NormalizedEvent): string | undefined {
  if (event.event !== 'pre_tool' || event.tool === undefined) return undefined;
  const tool = event.tool;
  const input = event.toolInput ?? {};
  const opaque = OPAQUE_TOOLS[tool];
  if (opaque !== undefined) return `seamc: ${opaque}; the call is blocked`;
  if (tool === 'process' && !PROCESS_READ_ACTIONS.includes(String(input['action'])))
    return `seamc: process ${JSON.stringify(String(input['action'])).slice(0, 40)} sends input to a running exec session, which no rule judged; run the command with exec instead; the call is blocked`;
  const env = input['env'];
  if (event.toolClass === 'shell' && env !== undefined && env !== null && (typeof env !== 'object' || Object.keys(env).length > 0))
    return 'seamc: this exec call sets environment variables (env) that no rule sees and that can change what the command runs; put them in the command (VAR=value command); the call is blocked';
  if (FILE_TOOLS.includes(tool))
    for (const k of ['path', 'file_path', 'content', 'newText', 'new_string'])
      if (k in input && input[k] !== undefined && typeof input[k] !== 'string') return `seamc: the ${k} of this ${tool} call is not plain text, which seamc cannot judge; the call is blocked`;
  return undefined;
}

function render(d: Decision, event: NormalizedEvent): Reply {
  const r = base.render(d, event);
  if (event.wire !== BEFORE || r.stdout.includes('"permissionDecision":"deny"')) return r;
  const why = unjudgeable(event);
  if (why === undefined) return r;
  return { stdout: JSON.stringify({ hookSpecificOutput: { hookEventName: BEFORE, permissionDecision: 'deny', permissionDecisionReason: why } }), exit: 0 };
}

export const adapter: RuntimeAdapter = { ...base, parse, render };
