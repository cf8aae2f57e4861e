/**
 * Mistral Vibe's probe (docs/policy-tests.md): the invocation Vibe writes on the hook's stdin (vibe/core/hooks/
 * models.py: session_id, transcript_path, cwd, parent_session_id, hook_event_name, and for tool hooks tool_name,
 * tool_call_id, tool_input; tests/fixtures/payloads/mistral_vibe/), the `[[hooks]]` tables of `.vibe/hooks.toml`, and
 * how Vibe reads a reply (manager.py, _before_tool.py, _post_agent_turn.py): exit 0 with empty stdout passes; exit 0
 * with `{"decision": "deny"}` denies (before_tool) or retries the turn (post_agent_turn); `hook_specific_output.
 * tool_input` replaces the arguments; any other outcome (non-zero exit, timeout, unreadable stdout) is a failure,
 * a denial only on a `strict` tool hook.
 */
import type { Firing, Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import type { Obj } from '../_shared/probe-kit.js';
import { absPath, at, isObj, mcpArgs, OLD_TEXT, planWith, PROBE_ID, runsRuntime, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';

/** the events whose reply can stop something */
const GATES: readonly string[] = ['before_tool', 'post_agent_turn'];

function envelope(wire: string, root: string): Record<string, unknown> {
  return { session_id: PROBE_ID, transcript_path: `${root}/.vibe/logs/${PROBE_ID}.json`, cwd: root, parent_session_id: null, hook_event_name: wire };
}

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  return { deliveries: [{ wire: 'before_tool', tool: name, payload: { ...envelope('before_tool', root), tool_name: name, tool_call_id: PROBE_ID, tool_input: input } }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'bash', { command: call.command ?? '' });
    case 'write':
      return tool(root, 'write_file', { path: absPath(root, call.path), content: call.content ?? '' });
    case 'edit':
      return tool(root, 'edit', { file_path: absPath(root, call.path), old_string: OLD_TEXT, new_string: call.content ?? '' });
    case 'read':
      return tool(root, 'read', { file_path: absPath(root, call.path) });
    case 'mcp':
      return tool(root, `${call.mcp?.server ?? ''}_${call.mcp?.tool ?? ''}`, mcpArgs(call));
    case 'web':
      return tool(root, 'web_fetch', { url: call.url ?? '' });
    case 'patch':
      return { na: 'Mistral Vibe has no patch tool: file changes arrive as write_file and edit calls' };
    case 'prompt':
      return { na: 'Mistral Vibe has no hook before a prompt reaches the model (before_tool, after_tool and post_agent_turn only)' };
    case 'stop':
      return { deliveries: [{ wire: 'post_agent_turn', payload: envelope('post_agent_turn', root) }] };
  }
}

/** A failure (non-zero exit, timeout, stdout that is not one JSON object): a denial only on a strict before_tool hook. */
function failed(d: ProbeDelivery, entry: Obj, why: string): ReadVerdict {
  return d.wire === 'before_tool' && entry['strict'] === true ? verdict('deny', why) : verdict('allow');
}

function read(d: ProbeDelivery, r: ProbeReply, entry: Obj): ReadVerdict {
  if (!GATES.includes(d.wire)) return verdict('allow'); // an event after the fact: nothing is stopped there
  if (r.exit !== 0) return failed(d, entry, r.stderr.trim() || `exited with code ${r.exit}`);
  const text = r.stdout.trim();
  if (text === '') return verdict('allow');
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch {
    return failed(d, entry, 'stdout was not valid JSON');
  }
  if (!isObj(o)) return failed(d, entry, 'stdout was not a JSON object');
  if (o['decision'] === 'deny') return verdict('deny', o['reason']);
  const hso = o['hook_specific_output'];
  if (d.wire === 'before_tool' && isObj(hso) && isObj(hso['tool_input'])) return verdict('transform', o['system_message'], hso['tool_input']);
  return verdict('allow');
}

/** The first `[[hooks]]` table of the event's type that runs seamc's runtime and whose `match` (fnmatch or `re:`) takes the tool. */
function fires(d: ProbeDelivery, config: (path: string) => unknown): Firing {
  const tables = at(config(facts.hooks.config), 'hooks');
  if (!Array.isArray(tables)) return { fires: false, why: `${facts.hooks.config} is not in the generated config` };
  for (const t of tables) {
    if (!isObj(t) || t['type'] !== d.wire || !runsRuntime(t['command'], facts.id)) continue;
    const m = t['match'];
    if (typeof m === 'string' && m !== '*' && d.tool !== undefined) return { fires: false, why: `${facts.hooks.config} match "${m}" narrows the hook (seamc writes none)` };
    return { fires: true, command: t['command'] as string, entry: t };
  }
  return { fires: false, why: `${facts.hooks.config} has no [[hooks]] table of type ${d.wire} that runs .seam/hooks/${facts.id}.cjs` };
}

export const probe: Probe = {
  agent: facts.id,
  env: () => ({}),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires,
  read,
};
