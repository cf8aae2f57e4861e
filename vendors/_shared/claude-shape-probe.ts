/**
 * A probe for clients whose hook payloads copy Claude Code's (`hook_event_name`, `session_id`, `cwd`, `tool_name`,
 * `tool_input`) and whose config is matcher groups under `hooks.<Wire>`, or keyed by `<Wire>` at the top
 * (docs/policy-tests.md). Each client gives
 * its tool names and envelope extras; replies are read the Claude way: exit 2 blocks at a gate, any other non-zero
 * exit lets the call run, and on exit 0 `hookSpecificOutput.permissionDecision: "deny"` or `{"decision":"block"}`
 * blocks (`"ask"` escalates; `"allow"` is a vouch, or with `updatedInput` a transform, where the client reads it).
 */
import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, groupFiring, isObj, mcpArgs, OLD_TEXT, planWith, PROBE_ID, regexMatches, replyObject, verdict } from './probe-kit.js';

export interface ClaudeShapeClient {
  readonly facts: VendorFacts;
  /** the client's tool names; an absent kind is n/a with `na` */
  readonly tools: { readonly shell: string; readonly write: string; readonly edit: string; readonly read: string; readonly web?: string };
  /** MCP tool name for a server and tool */
  readonly mcpName: (server: string, tool: string) => string;
  /** fields every payload carries beside Claude's, e.g. a transcript path */
  readonly envelope: (root: string) => Readonly<Record<string, unknown>>;
  /** wire events whose reply can stop something */
  readonly gates: readonly string[];
  /** the client's environment for the hook command */
  readonly env: (root: string) => Record<string, string>;
  /** why a kind has no delivery on this client */
  readonly na: Readonly<Partial<Record<ProbeCall['kind'], string>>>;
  /** the client acts on `permissionDecision: "allow"`: with `updatedInput` the call runs rewritten, alone it skips the prompt */
  readonly readsAllow?: boolean;
  /** the hook file is keyed by event at its top level (no `hooks` wrapper) */
  readonly keyedByEvent?: boolean;
  /** an `"ask"` does not hold the call: the client's own approval setting runs it, so it reads as allow */
  readonly askRuns?: boolean;
}

export function claudeShapeProbe(c: ClaudeShapeClient): Probe {
  const config = c.facts.hooks?.config ?? '';
  const base = (wire: string, root: string): Record<string, unknown> => ({ session_id: PROBE_ID, transcript_path: `${root}/.seam-probe/${PROBE_ID}.jsonl`, cwd: root, ...c.envelope(root), hook_event_name: wire });
  const tool = (root: string, name: string, input: Record<string, unknown>): ProbePlan => ({
    deliveries: [{ wire: 'PreToolUse', tool: name, payload: { ...base('PreToolUse', root), tool_name: name, tool_input: input, tool_use_id: PROBE_ID } }],
  });
  const build = (call: ProbeCall, root: string): ProbePlan => {
    const na = c.na[call.kind];
    if (na !== undefined) return { na };
    switch (call.kind) {
      case 'shell':
        return tool(root, c.tools.shell, { command: call.command ?? '' });
      case 'write':
        return tool(root, c.tools.write, { file_path: absPath(root, call.path), content: call.content ?? '' });
      case 'edit':
        return tool(root, c.tools.edit, { file_path: absPath(root, call.path), old_string: OLD_TEXT, new_string: call.content ?? '' });
      case 'read':
        return tool(root, c.tools.read, { file_path: absPath(root, call.path) });
      case 'web':
        return c.tools.web === undefined ? { na: `${c.facts.displayName}'s web tool is not recorded` } : tool(root, c.tools.web, { url: call.url ?? '' });
      case 'mcp':
        return tool(root, c.mcpName(call.mcp?.server ?? '', call.mcp?.tool ?? ''), mcpArgs(call));
      case 'patch':
        return { na: `${c.facts.displayName} has no patch tool` };
      case 'prompt':
        return { deliveries: [{ wire: 'UserPromptSubmit', payload: { ...base('UserPromptSubmit', root), prompt: call.prompt ?? '' } }] };
      case 'stop':
        return { deliveries: [{ wire: 'Stop', payload: { ...base('Stop', root), stop_hook_active: false } }] };
    }
  };
  const read = (d: ProbeDelivery, r: ProbeReply): ReadVerdict => {
    if (!c.gates.includes(d.wire)) return verdict('allow'); // an event after the fact: nothing is stopped there
    if (r.exit === 2) return verdict('deny', r.stderr.trim());
    if (r.exit !== 0) return verdict('allow');
    const o = replyObject(r.stdout);
    if (o?.['decision'] === 'block') return verdict('deny', o['reason']);
    const hso = o?.['hookSpecificOutput'];
    if (isObj(hso) && hso['permissionDecision'] === 'deny') return verdict('deny', hso['permissionDecisionReason']);
    if (isObj(hso) && hso['permissionDecision'] === 'ask') return c.askRuns === true ? verdict('allow') : verdict('escalate', hso['permissionDecisionReason']);
    if (c.readsAllow === true && isObj(hso) && hso['permissionDecision'] === 'allow')
      return isObj(hso['updatedInput']) ? verdict('transform', hso['permissionDecisionReason'], hso['updatedInput']) : verdict('vouch', hso['permissionDecisionReason']);
    return verdict('allow');
  };
  return {
    agent: c.facts.id,
    env: c.env,
    plan: (call, root) => planWith(c.facts, call, () => build(call, root)),
    fires: (d, cfg) => {
      const top = c.keyedByEvent === true ? cfg(config) : at(cfg(config), 'hooks');
      return groupFiring(at(top, d.wire), c.facts.id, `${config} ${c.keyedByEvent === true ? '' : 'hooks.'}${d.wire}`, (m) => d.tool === undefined || regexMatches(m, d.tool));
    },
    read,
  };
}
