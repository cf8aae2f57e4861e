/**
 * Auggie's probe (docs/policy-tests.md): the JSON the runtime reads, which is what Auggie writes on stdin
 * ({conversation_id, workspace_roots, tool_name, tool_input} at PreToolUse, user_prompt at PromptSubmit) with the
 * `seamc_event` key seamc's wrapper puts in front (hooks.ts; a payload that already has it gains a duplicate with the
 * same value, so a spawned run through the wrapper reads the same). Tool names are Auggie's (launch-process, save-file,
 * str-replace-editor, view, web-fetch; tests/fixtures/payloads/augment/). A delivery fires when the settings run the
 * event's wrapper and the wrapper runs seamc's runtime. Replies: at PreToolUse exit 2 blocks; at Stop
 * `{"decision": "block"}` does; any other exit or event lets the call run.
 */
import type { ConfigReader, Firing, Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, isObj, OLD_TEXT, planWith, PROBE_ID, replyObject, runsRuntime, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';
import { wrapperPath } from './hooks.js';
import { EVENT_KEY } from './runtime-data.js';

const base = (wire: string, root: string): Record<string, unknown> => ({ [EVENT_KEY]: wire, conversation_id: PROBE_ID, workspace_roots: [root] });

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  return { deliveries: [{ wire: 'PreToolUse', tool: name, payload: { ...base('PreToolUse', root), tool_name: name, tool_input: input } }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'launch-process', { command: call.command ?? '', wait: true, max_wait_seconds: 600 });
    case 'write':
      return tool(root, 'save-file', { path: absPath(root, call.path), file_content: call.content ?? '' });
    case 'edit':
      return tool(root, 'str-replace-editor', { command: 'str_replace', path: absPath(root, call.path), old_str_1: OLD_TEXT, new_str_1: call.content ?? '' });
    case 'read':
      return tool(root, 'view', { path: absPath(root, call.path), type: 'file' });
    case 'web':
      return tool(root, 'web-fetch', { url: call.url ?? '' });
    case 'mcp':
      return { na: 'the tool name an MCP call carries in an Auggie hook payload is not documented (matchers say mcp:<tool>_<server>), so no MCP delivery is modelled (hooks.sees-mcp)' };
    case 'patch':
      return { na: 'Auggie has no patch tool: file changes arrive as save-file and str-replace-editor calls' };
    case 'prompt':
      return { deliveries: [{ wire: 'PromptSubmit', payload: { ...base('PromptSubmit', root), user_prompt: call.prompt ?? '' } }] };
    case 'stop':
      return { deliveries: [{ wire: 'Stop', payload: base('Stop', root) }] };
  }
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (d.wire === 'PreToolUse') return r.exit === 2 ? verdict('deny', r.stderr.trim()) : verdict('allow');
  if (d.wire === 'Stop' && r.exit === 0) {
    const o = replyObject(r.stdout);
    if (o?.['decision'] === 'block') return verdict('deny', o['reason']);
  }
  return verdict('allow');
}

/** `hooks.<wire>` groups in the settings: one whose handler runs the event's wrapper, and a wrapper that runs the runtime. */
function fires(d: ProbeDelivery, config: ConfigReader): Firing {
  const where = `${facts.hooks.config} hooks.${d.wire}`;
  const groups = at(at(config(facts.hooks.config), 'hooks'), d.wire);
  if (!Array.isArray(groups)) return { fires: false, why: `${where} is not in the generated config` };
  const path = wrapperPath(d.wire);
  for (const g of groups) {
    if (!isObj(g) || !Array.isArray(g['hooks'])) continue;
    const handler = g['hooks'].find((h) => isObj(h) && h['command'] === path);
    if (!isObj(handler)) continue;
    const file = config(path);
    const script = isObj(file) && typeof file['script'] === 'string' ? file['script'] : '';
    if (!script.split('\n').some((l) => runsRuntime(l, facts.id))) return { fires: false, why: `${path} does not run seamc's augment runtime` };
    return { fires: true, command: path, entry: handler };
  }
  return { fires: false, why: `${where} has no entry running ${path}` };
}

export const probe: Probe = {
  agent: facts.id,
  env: () => ({}),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires,
  read,
};
