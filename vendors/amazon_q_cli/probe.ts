/**
 * Amazon Q Developer CLI's probe (docs/policy-tests.md): stdin `{hook_event_name, cwd, tool_name, tool_input}` with
 * the built-in names execute_bash, fs_write (command create / str_replace), fs_read (operations[].path), and MCP
 * tools as `@server/tool` (tests/fixtures/payloads/amazon_q_cli/, aws/amazon-q-developer-cli hooks.rs). A delivery
 * fires when `.amazonq/cli-agents/seamc.json` has a hook for its trigger whose matcher fits the tool. Replies: exit 2
 * at preToolUse blocks (stderr = reason); every other exit, and every other trigger, lets the call run.
 */
import type { ConfigReader, Firing, Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, isObj, mcpArgs, OLD_TEXT, planWith, runsRuntime, verdict } from '../_shared/probe-kit.js';
import { AGENT_FILE, facts } from './facts.js';
import { AMAZON_Q_GATES } from './runtime-data.js';

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  return { deliveries: [{ wire: 'preToolUse', tool: name, payload: { hook_event_name: 'preToolUse', cwd: root, tool_name: name, tool_input: input } }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'execute_bash', { command: call.command ?? '', summary: 'seamc probe' });
    case 'write':
      return tool(root, 'fs_write', { command: 'create', path: absPath(root, call.path), file_text: call.content ?? '' });
    case 'edit':
      return tool(root, 'fs_write', { command: 'str_replace', path: absPath(root, call.path), old_str: OLD_TEXT, new_str: call.content ?? '' });
    case 'read':
      return tool(root, 'fs_read', { operations: [{ mode: 'Line', path: absPath(root, call.path) }] });
    case 'mcp':
      return tool(root, `@${call.mcp?.server ?? ''}/${call.mcp?.tool ?? ''}`, mcpArgs(call));
    case 'web':
      return { na: 'Amazon Q Developer CLI has no built-in web tool (hooks.sees-web)' };
    case 'patch':
      return { na: 'Amazon Q Developer CLI has no patch tool: file changes arrive as fs_write calls' };
    case 'prompt':
      return { deliveries: [{ wire: 'userPromptSubmit', payload: { hook_event_name: 'userPromptSubmit', cwd: root, prompt: call.prompt ?? '' } }] };
    case 'stop':
      return { deliveries: [{ wire: 'stop', payload: { hook_event_name: 'stop', cwd: root } }] };
  }
}

/** The matcher as hooks.rs reads it: absent or "*" = every tool, "@builtin" = not MCP, "@server" = that server, else exact or a * / ? glob. */
function matcherFits(m: string, name: string): boolean {
  if (m === '*') return true;
  if (m === '@builtin') return !name.startsWith('@');
  if (name.startsWith('@') && m === `@${name.slice(1).split('/')[0] ?? ''}`) return true;
  if (m === name) return true;
  if (!/[*?]/.test(m)) return false;
  const re = m.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${re}$`).test(name);
}

function fires(d: ProbeDelivery, config: ConfigReader): Firing {
  const where = `${AGENT_FILE} hooks.${d.wire}`;
  const entries = at(at(config(AGENT_FILE), 'hooks'), d.wire);
  if (!Array.isArray(entries)) return { fires: false, why: `${where} is not in the generated config` };
  for (const e of entries) {
    if (!isObj(e) || !runsRuntime(e['command'], facts.id)) continue;
    const m = e['matcher'];
    if (typeof m === 'string' && d.tool !== undefined && !matcherFits(m, d.tool)) return { fires: false, why: `${where} matcher "${m}" does not match this call` };
    return { fires: true, command: e['command'] as string, entry: e };
  }
  return { fires: false, why: `${where} has no hook running seamc's ${facts.id} runtime` };
}

function read(d: ProbeDelivery, r: ProbeReply): ReadVerdict {
  if (!AMAZON_Q_GATES.includes(d.wire)) return verdict('allow');
  return r.exit === 2 ? verdict('deny', r.stderr.trim()) : verdict('allow');
}

export const probe: Probe = {
  agent: facts.id,
  env: () => ({}),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires,
  read,
};
