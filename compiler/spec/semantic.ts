/** Checks the schema cannot say. Defensive: runs on data that may also have schema errors, so every read is guarded. */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { Locator } from './schema-errors.js';
import { CANONICAL_EVENTS } from '../contract/index.js';
import { pointerOf } from './pointer.js';
import { checkCompiles, checkRule } from './rule-checks.js';
import { checkWaivers } from './waiver-checks.js';
import { checkSandbox } from './sandbox-checks.js';
import { didYouMean, didYouMeanId } from './suggest.js';

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const list = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);
const has = (o: Obj, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

export class Collector {
  readonly items: Diagnostic[] = [];
  constructor(private readonly loc: Locator) {}
  /** `onKey`: point at the key (the field's presence is the problem) rather than at its value. */
  add(code: DiagnosticCode, pointer: string, message: string, hint?: string, onKey = false): void {
    const pos = (onKey ? this.loc.locateKey(pointer) : this.loc.locate(pointer)) ?? { file: this.loc.file, line: 1, col: 1 };
    this.items.push({ code, severity: 'error', message, ...(hint ? { hint } : {}), pos, pointer });
  }
}

/** Why a repo-relative glob is unusable, or undefined. */
export function globProblem(g: string): string | undefined {
  if (g.trim() === '') return 'is empty';
  if (/^([/\\~]|[A-Za-z]:)/.test(g)) return 'is absolute; globs are repo-relative';
  if (g.split(/[/\\]/).includes('..')) return 'contains a `..` segment; globs stay inside the repository';
  return undefined;
}

function checkDuplicates(c: Collector, items: readonly unknown[], base: readonly (string | number)[], key: string, what: string): void {
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    if (!isObj(item) || typeof item[key] !== 'string') return;
    const v = item[key] as string;
    const first = seen.get(v);
    if (first === undefined) seen.set(v, i);
    else c.add('SC1007', pointerOf(...base, i, key), `duplicate ${what} \`${v}\` (already used by entry ${first})`, `give each ${what} a unique value`);
  });
}

function checkMatcher(c: Collector, m: unknown, base: readonly (string | number)[]): void {
  if (!isObj(m)) return;
  const rawFlags = typeof m['flags'] === 'string' ? m['flags'] : '';
  try {
    new RegExp('', /^[imsuv]*$/.test(rawFlags) ? rawFlags : '');
  } catch {
    c.add('SC1009', pointerOf(...base, 'flags'), `invalid regex flags ${JSON.stringify(rawFlags)}`, 'give each flag once; `u` and `v` exclude each other');
    return;
  }
  if (typeof m['path'] === 'string') {
    const why = globProblem(m['path']);
    if (why) {
      c.add('SC1010', pointerOf(...base, 'path'), `glob ${JSON.stringify(m['path'])} ${why}`);
      return;
    }
  }
  checkCompiles(c, m, base);
}

const NO_TOOL_EVENTS = ['prompt_submit'];
const TOOL_EVENTS = ['pre_tool', 'post_tool', 'tool_failure'];
const TEST_FIELDS = ['command', 'path', 'content', 'prompt', 'url', 'mcp'];

/** Fields that can never match the event: prompt off prompt_submit; tool, command, path, content on it. */
function checkApplicable(c: Collector, on: unknown, fields: readonly { obj: Obj; base: readonly (string | number)[] }[], tool: { obj: Obj; base: readonly (string | number)[] }, what: string): void {
  if (on !== undefined && !(CANONICAL_EVENTS as readonly unknown[]).includes(on)) return; // the schema reports it
  const event = typeof on === 'string' ? on : 'pre_tool';
  const isPrompt = NO_TOOL_EVENTS.includes(event);
  for (const { obj, base } of fields) {
    for (const f of TEST_FIELDS) {
      if (!has(obj, f)) continue;
      if (f === 'prompt' ? !isPrompt : isPrompt) {
        const msg = f === 'prompt' ? `\`prompt\` only exists on prompt_submit, but this ${what} is on ${event}` : `\`${f}\` does not exist on ${event} (there is no tool call)`;
        c.add('SC1022', pointerOf(...base, f), msg, `remove \`${f}\` or change \`on\``, true);
      }
    }
  }
  const t = tool.obj['tool'];
  const anyTool = t === undefined || t === 'any' || (Array.isArray(t) && t.includes('any'));
  if (!TOOL_EVENTS.includes(event) && !anyTool) c.add('SC1022', pointerOf(...tool.base, 'tool'), `\`tool\` does not apply on ${event} (there is no tool call)`, 'remove `tool` or change `on`', true);
}

function checkPermissions(c: Collector, perms: unknown): void {
  if (!isObj(perms)) return;
  for (const level of ['allow', 'ask', 'deny']) {
    list(perms[level]).forEach((e, i) => {
      if (!isObj(e)) return;
      for (const [kind, v] of Object.entries(e)) {
        if (typeof v !== 'string') continue;
        const ptr = pointerOf('permissions', level, i, kind);
        if (kind === 'read' || kind === 'edit') {
          const why = globProblem(v);
          if (why) c.add('SC1010', ptr, `glob ${JSON.stringify(v)} ${why}`);
        } else if (kind === 'shell') {
          if (v.trim() === '') c.add('SC1021', ptr, 'empty shell pattern', 'name the command prefix, e.g. `npm test`');
          else if (v.indexOf('*') !== -1 && v.indexOf('*') !== v.length - 1) c.add('SC1021', ptr, `shell pattern ${JSON.stringify(v)} has \`*\` before the end`, 'a shell pattern is a command prefix; `*` is allowed only as its last character');
        } else if (kind === 'mcp') {
          if (!/^[A-Za-z0-9]([A-Za-z0-9_-]*[A-Za-z0-9])?\.(\*|[A-Za-z0-9_-]+)$/.test(v)) c.add('SC1021', ptr, `MCP pattern ${JSON.stringify(v)} is not \`server.tool\` or \`server.*\``);
        } else if (kind === 'web') {
          if (!/^(\*|(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*)$/.test(v)) c.add('SC1021', ptr, `web pattern ${JSON.stringify(v)} is not a domain (optionally \`*.\`-prefixed)`, 'write a bare domain such as `example.com` or `*.example.com`');
        }
      }
    });
  }
}

export function checkSemantics(data: unknown, loc: Locator, knownAgents: readonly string[]): Diagnostic[] {
  const c = new Collector(loc);
  if (!isObj(data)) return c.items;
  const instructions = list(data['instructions']);
  checkDuplicates(c, instructions, ['instructions'], 'id', 'instruction id');
  instructions.forEach((ins, i) => {
    if (!isObj(ins)) return;
    if (has(ins, 'text') && has(ins, 'file')) c.add('SC1008', pointerOf('instructions', i, 'file'), 'an instruction has `text` or `file`, not both', 'keep one of them', true);
    else if (!has(ins, 'text') && !has(ins, 'file')) c.add('SC1008', pointerOf('instructions', i), 'an instruction needs `text` or `file`', 'add the markdown inline with `text:` or point at it with `file:`');
    list(ins['paths']).forEach((g, j) => {
      const why = typeof g === 'string' ? globProblem(g) : undefined;
      if (why) c.add('SC1010', pointerOf('instructions', i, 'paths', j), `glob ${JSON.stringify(g)} ${why}`);
    });
  });
  checkPermissions(c, data['permissions']);
  checkSandbox(c, data['sandbox']);
  const rules = list(data['rules']);
  checkDuplicates(c, rules, ['rules'], 'id', 'rule id');
  rules.forEach((r, i) => {
    if (!isObj(r)) return;
    for (const part of ['match', 'unless']) checkMatcher(c, r[part], ['rules', i, part]);
    checkApplicable(c, r['on'], [], { obj: r, base: ['rules', i] }, 'rule');
    checkRule(c, r, i);
    const u = r['update'];
    if (r['decision'] === 'transform' && (!isObj(u) || Object.keys(u).length === 0)) {
      c.add('SC1017', pointerOf('rules', i, 'decision'), 'a transform rule needs `update:` with the keys to change', 'add `update:` (keys merged over the tool input), or use another decision');
    } else if (has(r, 'update') && typeof r['decision'] === 'string' && r['decision'] !== 'transform') {
      c.add('SC1022', pointerOf('rules', i, 'update'), `\`update\` only applies to \`decision: transform\`, not ${r['decision']}`, 'remove `update` or use `decision: transform`', true);
    }
  });
  const hooks = list(data['hooks']);
  checkDuplicates(c, hooks, ['hooks'], 'id', 'hook id');
  hooks.forEach((h, i) => {
    if (isObj(h) && h['on'] !== undefined) checkApplicable(c, h['on'], [], { obj: h, base: ['hooks', i] }, 'hook');
  });
  const plugin = isObj(data['plugin']) ? data['plugin'] : {};
  checkDuplicates(c, list(plugin['commands']), ['plugin', 'commands'], 'name', 'command name');
  checkDuplicates(c, list(plugin['agents']), ['plugin', 'agents'], 'name', 'subagent name');
  list(data['tests']).forEach((t, i) => {
    if (!isObj(t)) return;
    checkApplicable(c, t['on'], [{ obj: t, base: ['tests', i] }], { obj: t, base: ['tests', i] }, 'test');
    if (has(t, 'url') && t['tool'] !== 'web') c.add('SC1022', pointerOf('tests', i, 'url'), '`url` belongs to a web call', 'add `tool: web`, or remove `url`', true);
    if (has(t, 'mcp') && t['tool'] !== 'mcp') c.add('SC1022', pointerOf('tests', i, 'mcp'), '`mcp` belongs to an MCP call', 'add `tool: mcp`, or remove `mcp`', true);
  });
  const agents = data['agents'];
  list(agents).forEach((a, i) => {
    if (typeof a !== 'string') return;
    if (a === 'all') c.add('SC1015', pointerOf('agents', i), '`all` cannot be mixed with agent ids', 'write `agents: all` on its own, or list the agents');
    else if (!knownAgents.includes(a)) c.add('SC1015', pointerOf('agents', i), `unknown agent \`${a}\`${didYouMeanId(a, knownAgents)}`, `known agents: ${knownAgents.join(', ')}`);
  });
  checkWaivers(c, data, knownAgents);
  return c.items;
}
