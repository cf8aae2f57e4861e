/**
 * No dead rule (docs/matching.md): every field a rule names must be carried by the calls its event and tool
 * classes select, all its `match` fields by one kind of call together, and every regex and glob must compile
 * with the runtime's own code under its flags. Each failure is an error at the key, with what the class does carry.
 */
import type { ActionKind, CanonicalEvent, MatchField, ToolClass } from '../contract/index.js';
import { CANONICAL_EVENTS, FIELD_KINDS, TOOL_CLASSES } from '../contract/index.js';
import { fieldsOf, lowerMatcher, ruleKinds, selectedKinds } from '../model/matcher.js';
import { compileAll } from '../runtime/match.js';
import { backtrackingDegree, backtrackingRisk } from './redos.js';
import { pointerOf } from './pointer.js';
import type { Collector } from './semantic.js';
import { nearest } from './suggest.js';
import type { SpecMatcher } from './types.js';

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

const KIND_NAME: Readonly<Record<ActionKind, string>> = {
  line: 'shell', exec: 'shell', write: 'write/edit', read: 'read', mcp: 'MCP', web: 'web', prompt: 'prompt_submit', call: 'any',
};

function carried(kinds: readonly ActionKind[]): MatchField[] {
  return (Object.keys(FIELD_KINDS) as MatchField[]).filter((f) => (FIELD_KINDS[f] as readonly ActionKind[]).some((k) => kinds.includes(k)));
}

function toolsOf(v: unknown): ToolClass[] | undefined {
  const list = typeof v === 'string' ? [v] : Array.isArray(v) ? v : v === undefined ? [] : undefined;
  if (!list || !list.every((t) => t === 'any' || (TOOL_CLASSES as readonly unknown[]).includes(t))) return undefined;
  return list.includes('any') ? [] : (list as ToolClass[]);
}

function describe(on: CanonicalEvent, tools: readonly ToolClass[]): string {
  if (on === 'prompt_submit') return 'a prompt_submit rule';
  if (on !== 'pre_tool' && on !== 'post_tool' && on !== 'tool_failure') return `a ${on} rule`;
  if (tools.length === 0) return `a ${on} rule on every tool`;
  return `\`tool: ${tools.length === 1 ? tools[0] : `[${tools.join(', ')}]`}\``;
}

const REGEX_FIELDS = ['command', 'content', 'prompt', 'url'] as const;

function checkFlags(c: Collector, m: Obj, base: readonly (string | number)[]): void {
  if (typeof m['flags'] !== 'string') return;
  const hasRegex = REGEX_FIELDS.some((f) => typeof m[f] === 'string') || (isObj(m['mcp']) && typeof m['mcp']['args'] === 'string');
  if (!hasRegex) c.add('SC1022', pointerOf(...base, 'flags'), '`flags` apply only to regexes (command, content, prompt, url, mcp.args); this matcher has none', 'remove `flags`: globs (path, host, mcp server/tool, exec words) take no flags', true);
}

/** Lower the matcher and build every regex the runtime will build; report the first that throws. */
export function checkCompiles(c: Collector, m: Obj, base: readonly (string | number)[]): void {
  let failed: { field: string; error: string } | undefined;
  try {
    failed = compileAll(lowerMatcher(m as SpecMatcher));
  } catch (e) {
    failed = { field: '', error: e instanceof Error ? e.message : String(e) };
  }
  if (!failed) {
    checkBacktracking(c, m, base);
    return;
  }
  const path = failed.field === '' ? base : [...base, ...failed.field.split('.')];
  const why = failed.error.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '');
  const glob = ['path', 'host', 'mcp.server', 'mcp.tool'].includes(failed.field);
  c.add(glob ? 'SC1010' : 'SC1009', pointerOf(...path), `${glob ? 'glob' : 'regular expression'} would not compile in the hook runtime: ${why}`, glob ? 'check the glob for unbalanced [ ] or { }' : 'regexes are JavaScript; check it and its `flags`');
}

/**
 * Text a command, prompt or URL regex reads is short (a command line), and the runtime's deadline turns a crafted
 * long one into the timeout verdict: cubic backtracking is accepted there. File content can be megabytes: only
 * quadratic. Exponential never (docs/decisions/regex-safety.md).
 */
const SHORT_TEXT_DEGREE = 3;

/** Every regex of a matcher that compiles: catastrophic backtracking is a build error at the field (SC1024). */
function checkBacktracking(c: Collector, m: Obj, base: readonly (string | number)[]): void {
  const flags = typeof m['flags'] === 'string' ? m['flags'] : '';
  const fields: [readonly string[], unknown][] = REGEX_FIELDS.map((f) => [[f], m[f]]);
  if (isObj(m['mcp'])) fields.push([['mcp', 'args'], m['mcp']['args']]);
  for (const [path, src] of fields) {
    if (typeof src !== 'string') continue;
    const risk = backtrackingRisk(src, flags);
    if (risk?.kind === 'polynomial' && path[0] !== 'content' && (backtrackingDegree(src, flags) ?? Infinity) <= SHORT_TEXT_DEGREE) continue;
    if (risk) c.add('SC1024', pointerOf(...base, ...path), `regex can backtrack ${risk.kind === 'exponential' ? 'exponentially' : 'polynomially'} at \`${risk.fragment}\` (index ${risk.index}): a crafted call would run the hook past its deadline`, risk.why);
  }
}

export function checkRule(c: Collector, r: Obj, i: number): void {
  const on = r['on'] === undefined ? 'pre_tool' : r['on'];
  const tools = toolsOf(r['tool']);
  if (!(CANONICAL_EVENTS as readonly unknown[]).includes(on) || tools === undefined) return; // the schema reports it
  const event = on as CanonicalEvent;
  const base = selectedKinds(event, tools);
  const have = carried(base);
  const who = describe(event, tools);
  const match = isObj(r['match']) ? (r['match'] as SpecMatcher) : undefined;
  const unless = isObj(r['unless']) ? (r['unless'] as SpecMatcher) : undefined;
  let dead = false;
  for (const [part, m] of [['match', match], ['unless', unless]] as const) {
    for (const f of fieldsOf(m)) {
      if (have.includes(f)) continue;
      dead ||= part === 'match';
      const carriers = TOOL_CLASSES.filter((t) => (FIELD_KINDS[f] as readonly ActionKind[]).some((k) => selectedKinds('pre_tool', [t]).includes(k)));
      const near = nearest(f, have);
      const hint = have.length === 0 ? `${event} has no tool call or prompt: remove \`${f}\`, or change \`on\`` : `${who} carries ${have.map((x) => `\`${x}\``).join(', ')}${near ? ` (did you mean \`${near}\`?)` : ''}; \`${f}\` is carried by ${carriers.length > 0 ? carriers.join(', ') : 'prompt_submit'} calls`;
      c.add('SC1022', pointerOf('rules', i, part, f), `\`${f}\` can never match ${who}: the rule would never fire`, hint, true);
    }
  }
  const kinds = ruleKinds(event, tools, fieldsOf(match));
  if (!dead && kinds.length > 0 && tools.length > 1) {
    for (const t of tools) {
      if (ruleKinds(event, [t], fieldsOf(match)).length > 0) continue;
      const own = carried(selectedKinds(event, [t]));
      c.add('SC1022', pointerOf('rules', i, 'tool'), `\`tool\` lists ${t}, but ${t} calls carry none of ${fieldsOf(match).map((f) => `\`${f}\``).join(', ')}: the rule can never fire on them`, `${t} calls carry ${own.map((x) => `\`${x}\``).join(', ')}; drop ${t} from \`tool\`, or give it a rule of its own`, true);
    }
  }
  if (!dead && match && fieldsOf(match).length > 0 && kinds.length === 0) {
    const names = fieldsOf(match).map((f) => `\`${f}\``).join(' and ');
    c.add('SC1022', pointerOf('rules', i, 'match'), `no single call carries ${names} together: the rule would never fire`, 'split it into one rule per kind of call (shell, write/edit, read, mcp, web)');
  }
  if (!dead && unless && kinds.length > 0) {
    for (const f of fieldsOf(unless)) {
      const on = FIELD_KINDS[f] as readonly ActionKind[];
      if (!kinds.some((k) => on.includes(k))) continue; // reported above when not carried at all
      if (kinds.includes('line') && !on.includes('line'))
        c.add('SC1022', pointerOf('rules', i, 'unless', f), `\`unless.${f}\` is judged per simple command, but \`match.command\` also tests the whole line, where \`${f}\` does not exist: the exemption would never apply there`, `write the match as \`exec\` too, or the exemption as \`command\``, true);
      else if (!kinds.every((k) => on.includes(k)))
        c.add('SC1022', pointerOf('rules', i, 'unless', f), `\`unless.${f}\` exists only on ${on.map((k) => KIND_NAME[k]).join('/')} calls, but the rule also matches ${kinds.filter((k) => !on.includes(k)).map((k) => KIND_NAME[k]).join('/')} calls, which it could never exempt`, 'narrow `tool:` to the calls the exemption applies to, or split the rule', true);
    }
  }
  for (const [part, m] of [['match', match], ['unless', unless]] as const) {
    if (!m) continue;
    checkFlags(c, m as Obj, ['rules', i, part]);
  }
}
