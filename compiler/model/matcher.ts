/**
 * Lowering of one `match:` / `unless:` block into the runtime's CompiledMatcher: globs become regex sources,
 * every regex field gets its build-time literal, and the action kinds a rule is tested against are computed
 * from its tool classes and the fields it names (docs/matching.md).
 */
import type { ActionKind, CanonicalEvent, CompiledMatcher, MatchField, ToolClass } from '../contract/index.js';
import { CLASS_KINDS, FIELD_KINDS } from '../contract/index.js';
import { requiredLiteral } from '../runtime/literal.js';
import type { SpecMatcher } from '../spec/types.js';
import { globToRegExpSource, pathWithin } from './glob.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export const TOOL_EVENTS: readonly CanonicalEvent[] = ['pre_tool', 'post_tool', 'tool_failure'];
const TOOL_KINDS: readonly ActionKind[] = ['line', 'exec', 'write', 'read', 'mcp', 'web', 'call'];

/** A word glob (`*` any run, `?` one character), anchored, as a regex source. */
export function wordGlobSource(g: string): string {
  let out = '';
  for (const c of g) out += c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  return `^${out}$`;
}

/** A domain glob: `*` any run (dots included); a leading `*.` also matches the bare domain. */
export function hostGlobSource(g: string): string {
  const h = g.trim().toLowerCase().replace(/\.$/, '');
  if (h.startsWith('*.')) return `^(?:.*\\.)?${wordGlobSource(h.slice(2)).slice(1)}`;
  return wordGlobSource(h);
}

/** The fields a matcher names, in FIELD_KINDS order (`flags` is not a field). */
export function fieldsOf(m: SpecMatcher | undefined): MatchField[] {
  if (!m) return [];
  return (Object.keys(FIELD_KINDS) as MatchField[]).filter((f) => m[f] !== undefined);
}

/** Kinds the rule's event and tool classes select, before its fields narrow them. */
export function selectedKinds(on: CanonicalEvent, tools: readonly ToolClass[]): ActionKind[] {
  if (on === 'prompt_submit') return ['prompt'];
  if (!TOOL_EVENTS.includes(on)) return [];
  if (tools.length === 0) return [...TOOL_KINDS];
  const out: ActionKind[] = [];
  for (const t of tools) for (const k of CLASS_KINDS[t]) if (!out.includes(k)) out.push(k);
  return out;
}

/**
 * The kinds a rule is tested against: those its event and tools select that carry every field of `match`.
 * No field: a tool rule on every tool (`call`) or on its classes; a non-tool event's rule on the event itself ([]).
 */
export function ruleKinds(on: CanonicalEvent, tools: readonly ToolClass[], match: readonly MatchField[]): ActionKind[] {
  const base = selectedKinds(on, tools);
  if (match.length === 0) return tools.length === 0 && TOOL_EVENTS.includes(on) ? ['call'] : base.filter((k) => k !== 'call');
  return base.filter((k) => match.every((f) => (FIELD_KINDS[f] as readonly ActionKind[]).includes(k)));
}

function withLiterals(out: Mutable<CompiledMatcher>, flags: string): CompiledMatcher {
  const literals: Record<string, string> = {};
  for (const f of ['command', 'content', 'prompt', 'url'] as const) {
    const src = out[f];
    const lit = src === undefined ? undefined : requiredLiteral(src, flags);
    if (lit !== undefined) literals[f] = lit;
  }
  if (Object.keys(literals).length > 0) out.literals = literals;
  return out;
}

const list = (v: string | readonly string[]): string[] => (typeof v === 'string' ? [v] : [...v]);

/**
 * Lowered once per spec matcher object: the semantic checks (spec/rule-checks.ts) lower every matcher to compile its
 * regexes, and lower.ts lowers the same objects again for the model. Nothing mutates either side afterwards.
 */
const lowered = new WeakMap<SpecMatcher, CompiledMatcher>();

export function lowerMatcher(m: SpecMatcher | undefined): CompiledMatcher {
  if (!m) return {};
  let out = lowered.get(m);
  if (out === undefined) lowered.set(m, (out = lowerFresh(m)));
  return out;
}

function lowerFresh(m: SpecMatcher): CompiledMatcher {
  const out: Mutable<CompiledMatcher> = {};
  if (m.command !== undefined) out.command = m.command;
  if (m.exec !== undefined) {
    out.exec = { program: list(m.exec.program), ...(m.exec.args ? { args: [...m.exec.args] } : {}), ...(m.exec.flags ? { flags: [...m.exec.flags] } : {}) };
  }
  if (m.path !== undefined) {
    out.path = globToRegExpSource(m.path);
    const within = pathWithin(m.path);
    if (within.dirs.length > 0 || within.names.length > 0) out.pathWithin = within;
  }
  if (m.content !== undefined) out.content = m.content;
  if (m.outside_repo !== undefined) out.outsideRepo = m.outside_repo;
  if (m.mcp !== undefined) {
    const x = m.mcp;
    out.mcp = {
      ...(x.server !== undefined ? { server: wordGlobSource(x.server) } : {}),
      ...(x.tool !== undefined ? { tool: wordGlobSource(x.tool) } : {}),
      ...(x.args !== undefined ? { args: x.args } : {}),
    };
  }
  if (m.url !== undefined) out.url = m.url;
  if (m.host !== undefined) out.host = hostGlobSource(m.host);
  if (m.prompt !== undefined) out.prompt = m.prompt;
  if (m.flags !== undefined) out.flags = m.flags;
  return withLiterals(out, (m.flags ?? '').replace(/[gy]/g, ''));
}

/** The spec's own strings of a matcher (globs not lowered), for backends that lower rules natively. */
export function sourceOf(m: SpecMatcher): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of ['command', 'path', 'content', 'prompt', 'url', 'host', 'flags'] as const) if (m[k] !== undefined) out[k] = m[k];
  return out;
}
