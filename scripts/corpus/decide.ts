/**
 * Deciding one corpus record: the record becomes a call, the call a decision. `Decider` is the one replaceable
 * step; `inProcess` runs the call through the vendor-free evaluator (compiler/runtime). A decider that runs the
 * call through an agent's own hook runtime, in its own payload shape, plugs in beside it (see `Judge`).
 */
import { join } from 'node:path';
import type { DecisionVerb, NormalizedEvent, RuntimePolicy } from '../../compiler/contract/index.js';
import { lower } from '../../compiler/model/lower.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { evaluate } from '../../compiler/runtime/evaluate.js';
import { loadSpec } from '../../compiler/spec/load.js';
import { targets } from '../../vendors/index.js';
import type { CorpusRecord } from './records.js';
import { ROOT_TOKEN } from './records.js';

export interface Decided {
  readonly verb: DecisionVerb;
  readonly ruleId?: string;
  readonly reason?: string;
}

/** Decides one record inside the scratch repository `root`. */
export type Decider = (record: CorpusRecord, root: string) => Decided;

/** A named decider: what runs the corpus (the in-process evaluator, or one agent's hook runtime). */
export interface Judge {
  readonly name: string;
  readonly decide: Decider;
}

/** The corpus policy, lowered to what the hook runtime evaluates. */
export function loadPolicy(file: string): RuntimePolicy {
  return lower(loadSpec(file, { knownAgents: targets.map((t) => t.id) }), []).policy;
}

/** The record with `{{root}}` replaced by the scratch repository's path. */
export function resolveRecord(r: CorpusRecord, root: string): CorpusRecord {
  const sub = (s: string | undefined): string | undefined => (s === undefined ? undefined : s.split(ROOT_TOKEN).join(root));
  const out: Record<string, unknown> = { ...r };
  for (const k of ['command', 'path', 'content', 'patch', 'url', 'prompt'] as const) if (r[k] !== undefined) out[k] = sub(r[k]);
  return out as unknown as CorpusRecord;
}

/** The record as the normalized event every adapter produces; `root` is the scratch repository. */
export function eventOf(record: CorpusRecord, root: string): NormalizedEvent {
  const r = resolveRecord(record, root);
  const cwd = r.cwd !== undefined ? join(root, r.cwd) : root;
  const base = { agent: 'seam-corpus', raw: {}, cwd };
  if (r.tool === 'prompt') return { ...base, event: 'prompt_submit', wire: 'prompt_submit', ...(r.prompt !== undefined ? { prompt: r.prompt } : {}) };
  const call = { ...base, event: 'pre_tool' as const, wire: 'pre_tool' };
  switch (r.tool) {
    case 'shell':
      return { ...call, tool: 'shell', toolClass: 'shell', command: r.command ?? '', toolInput: { command: r.command } };
    case 'mcp': {
      const m = r.mcp ?? { server: '', tool: '' };
      const name = `${m.server}.${m.tool}`;
      return { ...call, tool: name, toolClass: 'mcp', mcpTool: name, mcpServer: m.server, mcpName: m.tool, toolInput: { ...(m.args ?? {}) } };
    }
    case 'web':
      return { ...call, tool: 'web', toolClass: 'web', url: r.url ?? '', toolInput: { url: r.url } };
    case 'read':
      return { ...call, tool: 'read', toolClass: 'read', path: r.path ?? '', toolInput: { file_path: r.path } };
    default:
      return {
        ...call,
        tool: r.tool,
        toolClass: r.tool,
        ...(r.path !== undefined ? { path: r.path } : {}),
        ...(r.content !== undefined ? { content: r.content } : {}),
        ...(r.patch !== undefined ? { patch: r.patch } : {}),
        toolInput: { ...(r.path !== undefined ? { file_path: r.path } : {}), ...(r.content !== undefined ? { content: r.content } : {}), ...(r.patch !== undefined ? { patch: r.patch } : {}) },
      };
  }
}

/** The in-process evaluator: `evaluate(policy, event, evalContext(event, { root }))`. */
export function inProcess(policy: RuntimePolicy): Judge {
  return {
    name: 'in-process evaluator',
    decide: (record, root) => {
      const event = eventOf(record, root);
      const d = evaluate(policy, event, evalContext(event, { root }));
      return { verb: d.verb, ...(d.ruleId !== undefined ? { ruleId: d.ruleId } : {}), ...(d.reason !== undefined ? { reason: d.reason } : {}) };
    },
  };
}
