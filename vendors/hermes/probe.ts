/**
 * Hermes Agent's probe (docs/policy-tests.md): the shell-hook stdin of agent/shell_hooks.py,
 * `{hook_event_name, tool_name, tool_input, session_id, cwd, profile, extra}` (tests/fixtures/payloads/hermes/);
 * shell as `terminal {command}`, files as read_file / write_file / patch (replace mode for an edit, V4A patch mode
 * for several files, every path absolute), web as `web_extract {urls}`, MCP tools as `mcp_<server>_<tool>`. The entry
 * is the hooks.pre_tool_call list seamc writes to `.seam/hermes/hooks.json` for the user to merge into config.yaml.
 * Replies: exit 2, `{"decision"|"action": "block"}` refuse; `{"action": "modify", "args"}` rewrites.
 */
import type { Firing, Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, isObj, mcpArgs, OLD_TEXT, patchEnvelope, planWith, PROBE_ID, regexMatches, replyObject, runsRuntime, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';
import { HERMES_GATE } from './runtime-data.js';

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  const payload = { hook_event_name: HERMES_GATE, tool_name: name, tool_input: input, session_id: PROBE_ID, cwd: root, profile: 'default', extra: { task_id: PROBE_ID, tool_call_id: `call_${PROBE_ID}` } };
  return { deliveries: [{ wire: HERMES_GATE, tool: name, payload }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'terminal', { command: call.command ?? '' });
    case 'write':
      return tool(root, 'write_file', { path: absPath(root, call.path), content: call.content ?? '' });
    case 'edit':
      return tool(root, 'patch', { mode: 'replace', path: absPath(root, call.path), old_string: OLD_TEXT, new_string: call.content ?? '' });
    case 'patch':
      return tool(root, 'patch', { mode: 'patch', patch: patchEnvelope((call.files ?? []).map((f) => ({ ...f, path: absPath(root, f.path) }))) });
    case 'read':
      return tool(root, 'read_file', { path: absPath(root, call.path) });
    case 'mcp':
      return tool(root, `mcp_${call.mcp?.server ?? ''}_${call.mcp?.tool ?? ''}`, mcpArgs(call));
    case 'web':
      return tool(root, 'web_extract', { urls: [call.url ?? ''] });
    case 'prompt':
      return { na: 'Hermes Agent\'s shell hooks cannot stop a prompt: pre_tool_call is the only event whose block it honours' };
    case 'stop':
      return { na: 'Hermes Agent\'s shell hooks cannot hold the end of a turn: pre_tool_call is the only event whose block it honours' };
  }
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (d.wire !== HERMES_GATE) return verdict('allow');
  const o = replyObject(r.stdout);
  if (r.exit === 2) return verdict('deny', typeof o?.['reason'] === 'string' ? o['reason'] : r.stderr.trim());
  if (o?.['action'] === 'block') return verdict('deny', o['message']);
  if (o?.['decision'] === 'block') return verdict('deny', o['reason']);
  if (o?.['action'] === 'modify' && isObj(o['args'])) return verdict('transform', undefined, o['args']);
  if (o?.['decision'] === 'modify' && isObj(o['tool_input'])) return verdict('transform', undefined, o['tool_input']);
  return verdict('allow');
}

/** The first hooks.pre_tool_call entry that runs seamc's runtime and whose matcher (a regex, full match) accepts the tool. */
function fires(d: ProbeDelivery, config: (path: string) => unknown): Firing {
  const entries = at(at(config(facts.hooks.config), 'hooks'), d.wire);
  if (!Array.isArray(entries)) return { fires: false, why: `${facts.hooks.config} has no hooks.${d.wire} list` };
  for (const e of entries) {
    if (!isObj(e) || !runsRuntime(e['command'], facts.id)) continue;
    const m = e['matcher'];
    if (typeof m === 'string' && m.trim() !== '' && d.tool !== undefined && !regexMatches(`^(?:${m.trim()})$`, d.tool)) return { fires: false, why: `${facts.hooks.config} matcher "${m}" does not match ${d.tool}` };
    return { fires: true, command: e['command'] as string, entry: e };
  }
  return { fires: false, why: `${facts.hooks.config} has no hooks.${d.wire} entry that runs .seam/hooks/${facts.id}.cjs` };
}

export const probe: Probe = {
  agent: facts.id,
  env: () => ({}),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires,
  read,
};
