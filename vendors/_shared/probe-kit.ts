/**
 * Helpers the vendors' probes share (vendors/<id>/probe.ts, docs/policy-tests.md): paths, reply decoding, the
 * n/a reasons a vendor's facts already give, and the two hook-config layouts most clients use. No vendor knowledge.
 */
import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Firing, PatchFile, ProbeCall, ProbePlan, ReadVerdict } from '../../compiler/backend/types-probe.js';
import type { CanonicalEvent, DecisionVerb } from '../../compiler/contract/index.js';

export type Obj = Readonly<Record<string, unknown>>;

/** Session and call ids the probes put where a client puts its own. */
export const PROBE_ID = 'seamc-probe';
export const PROBE_TIME = '2026-12-01T12:00:00.000Z';
/** the text an edit replaces (a spec test names only the new text) */
export const OLD_TEXT = 'previous text';

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `path` resolved against the project root (POSIX; absolute paths are kept, `./` dropped). */
export function absPath(root: string, path: string | undefined): string {
  const p = path ?? 'seam-probe.txt';
  if (p.startsWith('/')) return p;
  return `${root.replace(/\/+$/, '')}/${p.replace(/^(\.\/)+/, '')}`;
}

/** The JSON object a reply's stdout holds, or undefined (empty, not JSON, not an object). */
export function replyObject(stdout: string): Obj | undefined {
  const t = stdout.trim();
  if (!t.startsWith('{')) return undefined;
  try {
    const v: unknown = JSON.parse(t);
    return isObj(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

export function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

export function verdict(verb: DecisionVerb, reason?: unknown, updatedInput?: unknown): ReadVerdict {
  return { verb, ...(typeof reason === 'string' ? { reason } : {}), ...(isObj(updatedInput) ? { updatedInput } : {}) };
}

const CALL_EVENT: Readonly<Record<ProbeCall['kind'], CanonicalEvent>> = {
  shell: 'pre_tool',
  write: 'pre_tool',
  edit: 'pre_tool',
  patch: 'pre_tool',
  read: 'pre_tool',
  mcp: 'pre_tool',
  web: 'pre_tool',
  prompt: 'prompt_submit',
  stop: 'stop',
};

export function eventOf(call: ProbeCall): CanonicalEvent {
  return CALL_EVENT[call.kind];
}

/** The n/a a vendor's facts give for a call: no hook event for it, or no hook fires for its MCP or web tools. */
export function factsNa(facts: VendorFacts, call: ProbeCall): string | undefined {
  const hooks = facts.hooks;
  if (!hooks) return `${facts.displayName} has no hooks`;
  const event = eventOf(call);
  if (!hooks.events[event]) return `${facts.displayName} has no hook event for ${event}`;
  const source = (fact: string) => { const e = facts.evidence[fact]; return e ? [e.claim, e.url ?? (e.repo ? `${e.repo}@${e.commit ?? ''}:${e.path ?? ''}` : undefined)].filter(Boolean).join(': ') : 'no evidence'; };
  if (call.kind === 'mcp' && hooks.sees.mcp === 'unseen') return `${facts.displayName}'s hooks are not known to fire for MCP calls (${source('hooks.sees-mcp')})`;
  if (call.kind === 'web' && hooks.sees.web === 'unseen') return `${facts.displayName}'s hooks are not known to fire for its web tools (${source('hooks.sees-web')})`;
  return undefined;
}

/** A plan from a vendor's builders: the facts' n/a first, then the builder's deliveries or its own n/a. */
export function planWith(facts: VendorFacts, call: ProbeCall, build: () => ProbePlan): ProbePlan {
  const na = factsNa(facts, call);
  return na !== undefined ? { na } : build();
}

/** Is `command` a hook command that runs this agent's seamc runtime? */
export function runsRuntime(command: unknown, agent: string): command is string {
  return typeof command === 'string' && command.includes(`.seam/hooks/${agent}.cjs`) && command.includes(`--agent ${agent}`);
}

/** A matcher as a regex tested against `subject`; an invalid regex never matches (the client would reject it). */
export function regexMatches(matcher: string, subject: string): boolean {
  try {
    return new RegExp(matcher).test(subject);
  } catch {
    return false;
  }
}

const NOT_FIRED = (where: string, agent: string): Firing => ({ fires: false, why: `${where} has no entry that runs .seam/hooks/${agent}.cjs` });

/**
 * Claude-lineage matcher groups, `[{matcher?, hooks: [{type: "command", command}]}]`: the first seamc handler of
 * a group whose matcher (absent = every call) `matches` says fires. `where` names the config and wire for the why.
 */
export function groupFiring(groups: unknown, agent: string, where: string, matches: (matcher: string) => boolean): Firing {
  if (!Array.isArray(groups)) return { fires: false, why: `${where} is not in the generated config` };
  let unmatched: string | undefined;
  for (const g of groups) {
    if (!isObj(g) || !Array.isArray(g['hooks'])) continue;
    const handler = g['hooks'].find((h) => isObj(h) && runsRuntime(h['command'], agent)) as Obj | undefined;
    if (!handler) continue;
    const m = g['matcher'];
    if (typeof m === 'string' && m !== '' && !matches(m)) {
      unmatched = m;
      continue;
    }
    return { fires: true, command: handler['command'] as string, entry: handler };
  }
  return unmatched !== undefined ? { fires: false, why: `${where} matcher "${unmatched}" does not match this call` } : NOT_FIRED(where, agent);
}

/** Flat entries, `[{command, ...}]`: the first that runs seamc's runtime (a `matcher`, where given, must match). */
export function flatFiring(entries: unknown, agent: string, where: string, matches: (matcher: string) => boolean = () => true): Firing {
  if (!Array.isArray(entries)) return { fires: false, why: `${where} is not in the generated config` };
  for (const e of entries) {
    if (!isObj(e) || !runsRuntime(e['command'], agent)) continue;
    const m = e['matcher'];
    if (typeof m === 'string' && m !== '' && !matches(m)) return { fires: false, why: `${where} matcher "${m}" does not match this call` };
    return { fires: true, command: e['command'] as string, entry: e };
  }
  return NOT_FIRED(where, agent);
}

/** `table[wire]` when `table` is an object. */
export function at(table: unknown, key: string): unknown {
  return isObj(table) ? table[key] : undefined;
}

/** An apply_patch envelope (`*** Begin Patch` ... `*** End Patch`) for the files of a patch call. */
export function patchEnvelope(files: readonly PatchFile[]): string {
  const lines = ['*** Begin Patch'];
  for (const f of files) {
    const body = (f.content ?? '').split('\n');
    if (f.op === 'add') lines.push(`*** Add File: ${f.path}`, ...body.map((l) => `+${l}`));
    else if (f.op === 'delete') lines.push(`*** Delete File: ${f.path}`);
    else lines.push(`*** Update File: ${f.path}`, '@@', `-${OLD_TEXT}`, ...body.map((l) => `+${l}`));
  }
  lines.push('*** End Patch', '');
  return lines.join('\n');
}

/** The MCP arguments of a call (an empty object when it names none). */
export function mcpArgs(call: ProbeCall): Record<string, unknown> {
  return { ...(call.mcp?.args ?? {}) };
}
