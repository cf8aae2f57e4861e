/**
 * Amp's probe (docs/policy-tests.md). Amp's delegate gets the tool's arguments as JSON on stdin and the tool's name in
 * AGENT_TOOL_NAME; the delivery's payload is what seamc's wrapper (hooks.ts) makes of the two, which is what the
 * runtime reads (tests/fixtures/payloads/amp/). Tool names and arguments are Amp's (Bash `cmd`, create_file
 * `path`/`content`, edit_file `path`/`old_str`/`new_str`, Read `path`, read_web_page `url`, apply_patch `patchText`,
 * MCP `mcp__<server>__<tool>`). Firing follows Amp's first-match order over `amp.permissions`: the first entry whose
 * tool and `matches` fit the call decides; a reject entry refuses without running the hook; the delegate entry runs
 * the wrapper, which runs the runtime and maps its exit for Amp: 0 allows, 3 asks (Amp's 1), any other exit rejects
 * (stderr is the message).
 */
import type { ConfigReader, Firing, Probe, ProbeCall, ProbeDelivery, ProbePlan, ProbeReply, ReadVerdict } from '../../compiler/backend/types-probe.js';
import { absPath, at, isObj, mcpArgs, OLD_TEXT, patchEnvelope, planWith, PROBE_ID, runsRuntime, verdict } from '../_shared/probe-kit.js';
import { facts } from './facts.js';
import { WRAPPER } from './hooks.js';
import { AMP_GATE, ASK_EXIT, EVENT_KEY } from './runtime-data.js';
import { SETTINGS } from './permissions.js';

function tool(root: string, name: string, input: Record<string, unknown>): ProbePlan {
  const payload = { [EVENT_KEY]: AMP_GATE, tool_name: name, session_id: `T-${PROBE_ID}`, tool_use_id: `toolu_${PROBE_ID}`, cwd: root, tool_input: input };
  return { deliveries: [{ wire: AMP_GATE, tool: name, payload }] };
}

function build(call: ProbeCall, root: string): ProbePlan {
  switch (call.kind) {
    case 'shell':
      return tool(root, 'Bash', { cmd: call.command ?? '' });
    case 'write':
      return tool(root, 'create_file', { path: absPath(root, call.path), content: call.content ?? '' });
    case 'edit':
      return tool(root, 'edit_file', { path: absPath(root, call.path), old_str: OLD_TEXT, new_str: call.content ?? '' });
    case 'read':
      return tool(root, 'Read', { path: absPath(root, call.path) });
    case 'web':
      return tool(root, 'read_web_page', { url: call.url ?? '' });
    case 'mcp':
      return tool(root, `mcp__${call.mcp?.server ?? ''}__${call.mcp?.tool ?? ''}`, mcpArgs(call));
    case 'patch':
      return tool(root, 'apply_patch', { patchText: patchEnvelope(call.files ?? []) });
    case 'prompt':
    case 'stop':
      return { na: 'Amp\'s only gate is the permissions delegate, which runs before tool calls' };
  }
}

/** Amp's pattern test: `*` anything, `/re/` a regex, other `*` globs anchored, else equality. */
function fits(subject: unknown, pattern: unknown): boolean {
  if (Array.isArray(pattern)) return pattern.some((p) => fits(subject, p));
  if (typeof pattern !== 'string' || typeof subject !== 'string') return subject === pattern;
  if (pattern.length >= 3 && pattern.startsWith('/') && pattern.endsWith('/')) {
    try {
      return new RegExp(pattern.slice(1, -1), 'm').test(subject);
    } catch {
      return false;
    }
  }
  if (pattern === '*') return true;
  if (!pattern.includes('*')) return subject === pattern;
  const re = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${re}$`, 'm').test(subject);
}

function entryFits(e: Readonly<Record<string, unknown>>, d: ProbeDelivery): boolean {
  const name = String(e['tool'] ?? '').toLowerCase();
  const t = (d.tool ?? '').toLowerCase();
  if (!(name === '*' || name === t || (name.includes('*') && fits(t, name)))) return false;
  const input = isObj(d.payload['tool_input']) ? d.payload['tool_input'] : {};
  const matches = isObj(e['matches']) ? e['matches'] : {};
  return Object.entries(matches).every(([k, p]) => fits(input[k], p));
}

function fires(d: ProbeDelivery, config: ConfigReader): Firing {
  const list = at(config(SETTINGS), 'amp.permissions');
  if (!Array.isArray(list)) return { fires: false, why: `${SETTINGS} has no amp.permissions list` };
  for (const e of list) {
    if (!isObj(e) || !entryFits(e, d)) continue;
    // a reject entry refuses before the hook: read() answers deny from the entry itself
    if (e['action'] === 'reject') return { fires: true, command: '', entry: e };
    if (e['action'] !== 'delegate') return { fires: false, why: `the first amp.permissions entry that matches is ${JSON.stringify(e)}, not seamc's delegate` };
    if (e['to'] !== WRAPPER) return { fires: false, why: `the delegate entry runs ${String(e['to'])}, not ${WRAPPER}` };
    const file = config(WRAPPER);
    const script = isObj(file) && typeof file['script'] === 'string' ? file['script'] : '';
    const line = script.split('\n').find((l) => runsRuntime(l, facts.id));
    return line === undefined ? { fires: false, why: `${WRAPPER} does not run seamc's amp runtime` } : { fires: true, command: line, entry: e };
  }
  return { fires: false, why: `no amp.permissions entry matches ${d.tool ?? 'the call'}` };
}

function read(_d: ProbeDelivery, r: ProbeReply, entry: Readonly<Record<string, unknown>>): ReadVerdict {
  if (entry['action'] === 'reject') return verdict('deny', entry['message'] ?? `rejected by ${SETTINGS}`);
  // the runtime's exit as the wrapper hands it to Amp: 0 allow, ASK_EXIT ask, anything else (node crashing too) reject
  if (r.exit === 0) return verdict('allow');
  if (r.exit === ASK_EXIT) return verdict('escalate', r.stderr.trim());
  return verdict('deny', r.stderr.trim());
}

export const probe: Probe = {
  agent: facts.id,
  env: () => ({}),
  plan: (call, root) => planWith(facts, call, () => build(call, root)),
  fires,
  read,
};
