/**
 * goose's probe (docs/policy-tests.md): `event` names the event; every tool is an extension tool named
 * `<extension>__<tool>` (developer__shell, developer__write, developer__edit; MCP servers are extensions too), and
 * `matcher_context` repeats the name (tests/fixtures/payloads/goose/, block/goose crates/goose/src/hooks/mod.rs). The
 * entries live in the seam plugin's hooks/hooks.json, whose folder goose names in PLUGIN_ROOT. Replies (vendor
 * source): exit 2 or `{"decision":"block"}` blocks; a failing hook blocks only under `on_failure: "block"`.
 */
import type { Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import type { Obj } from '../_shared/probe-kit.js';
import { absPath, at, groupFiring, mcpArgs, OLD_TEXT, planWith, PROBE_ID, regexMatches, replyObject, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';

/** the events whose reply can stop something */
const GATES: readonly string[] = ['PreToolUse', 'Stop'];

/** the plugin folder: the hooks file sits in its hooks/ folder */
const PLUGIN_DIR = facts.hooks.config.replace(/\/hooks\/[^/]+$/, '');

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  const payload = { event: 'PreToolUse', session_id: PROBE_ID, matcher_context: name, tool_call_id: PROBE_ID, tool_name: name, tool_input: input, working_dir: root };
  return { deliveries: [{ wire: 'PreToolUse', tool: name, payload }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'developer__shell', { command: call.command ?? '' });
    case 'write':
      return tool(root, 'developer__write', { path: absPath(root, call.path), content: call.content ?? '' });
    case 'edit':
      return tool(root, 'developer__edit', { path: absPath(root, call.path), before: OLD_TEXT, after: call.content ?? '' });
    case 'mcp':
      return tool(root, `${call.mcp?.server ?? ''}__${call.mcp?.tool ?? ''}`, mcpArgs(call));
    case 'read':
      return { na: "goose's file-read tool in hook payloads is not established (it reads through developer__shell)" };
    case 'prompt': {
      const text = call.prompt ?? '';
      return { deliveries: [{ wire: 'UserPromptSubmit', payload: { event: 'UserPromptSubmit', session_id: PROBE_ID, matcher_context: text, message: text } }] };
    }
    case 'stop':
      return { deliveries: [{ wire: 'Stop', payload: { event: 'Stop', session_id: PROBE_ID, last_assistant_message: 'Done.' } }] };
    default:
      return { na: `goose has no hooked ${call.kind} tool` };
  }
}

function read(d: ProbeDelivery, r: ProbeReply, entry: Obj): ReadVerdict {
  if (!GATES.includes(d.wire)) return verdict('allow'); // an event after the fact: nothing is stopped there
  if (r.exit === 2) return verdict('deny', r.stderr.trim());
  const failBlocks = entry['on_failure'] === 'block';
  if (r.exit !== 0) return failBlocks ? verdict('deny', 'the hook failed and the entry blocks on failure') : verdict('allow');
  const o = replyObject(r.stdout);
  return o?.['decision'] === 'block' ? verdict('deny', o['reason']) : verdict('allow');
}

export const probe: Probe = {
  agent: facts.id,
  env: (root) => ({ PLUGIN_ROOT: `${root}/${PLUGIN_DIR}` }),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires: (d, config) =>
    groupFiring(at(at(config(facts.hooks.config), 'hooks'), d.wire), facts.id, `${facts.hooks.config} hooks.${d.wire}`, (m) => d.tool === undefined || regexMatches(m, d.tool)),
  read,
};
