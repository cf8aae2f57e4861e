/**
 * seamc rules → agentproto's `.agentproto/hooks.json` (version 1): one `plane: "semantic"` entry per rule the table can
 * hold, `tool: "*"` with a `command` regex (the raw command string agentproto tests, unanchored, without flags).
 * Decisions: escalate → hold (exact); deny → deny, which agentproto answers on its human-hold path today; allow and vouch
 * → allow; warn → log (a tag, nothing reaches the model). Entries are ordered deny, hold, allow, log, so its first match
 * gives seamc's most-restrictive-wins. What the table cannot say (file paths and content, MCP, web, prompts, other events,
 * exemptions, transforms, regex flags) is a loss and writes nothing; a security rule never lands here, because
 * agentproto's own RISK-0 guard would refuse it and with it the whole file (validate.ts). docs/decisions/agentproto.md.
 */
import type { EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { Model, Rule } from '../../compiler/model/types.js';
import { refusal, type TableRule } from './validate.js';

export const HOOKS_JSON = '.agentproto/hooks.json';
const ORDER: readonly TableRule['action'][] = ['deny', 'hold', 'allow', 'log'];
const NOT_FIELDS = ['flags', 'literals', 'pathWithin'];
const RAW = 'agentproto tests the raw command string the harness reports: wrappers (sudo, env, bash -c), quoting and quoted data are not normalized as seamc\'s runtime does, so the entry is weaker and looser than on agents that run seamc\'s hook';

const esc = (s: string) => s.replace(/[.+^${}()|[\]\\]/g, '\\$&');
function wordRegex(glob: string): string {
  return [...glob].map((c) => (c === '*' ? '\\S*' : c === '?' ? '\\S' : esc(c))).join('');
}

/** `exec:` as one regex over the raw command: the program (basename), its words in order, any of its flags. */
function execRegex(e: NonNullable<Rule['match']['exec']>): string {
  const prog = `(?:${e.program.map(wordRegex).join('|')})`;
  const args = (e.args ?? []).map((a) => `(?:\\s+\\S+)*?\\s+${wordRegex(a)}(?=\\s|$)`).join('');
  const flags = e.flags?.length ? `(?=.*\\s(?:${e.flags.map(esc).join('|')})(?:[\\s=]|$))` : '';
  return `(?:^|[;&|]\\s*)(?:\\S*/)?${prog}(?=\\s|$)${flags}${args}`;
}

type Said = { entry: TableRule; note?: string } | { loss: Loss };

function translate(r: Rule): Said {
  const no = (why: string): Said => ({ loss: { code: 'SC3112', at: r.at, reason: `agentproto's rule table ${why}; seamc writes no entry for "${r.id}".` } });
  if (r.intent === 'security')
    return no('would refuse it: its RISK-0 guard rejects a security rule on the semantic plane that holds or denies, and one refused rule empties the whole file. Hold it with sandbox: (.agentproto/command-sandbox.json) instead');
  if (r.on !== 'pre_tool') return no(`is consulted only at the pre-execution permission request, not at ${r.on}`);
  if (r.decision === 'transform') return no('cannot rewrite a tool input');
  if (r.unless) return no('has no exemptions (`unless`)');
  const fields = Object.keys(r.match).filter((k) => !NOT_FIELDS.includes(k));
  if (fields.length !== 1 || (fields[0] !== 'command' && fields[0] !== 'exec'))
    return no(`matches a tool name, a command regex and argv regexes only; ${fields.map((f) => (f === 'outsideRepo' ? 'outside_repo' : f)).join(' and ') || 'a rule with no field'} cannot be said${fields.includes('path') ? " (its path glob sees only a command_execute call's argv)" : ''}`);
  if (r.match.flags) return no(`compiles its regexes without flags, so flags "${r.match.flags}" cannot be said`);
  const command = r.match.command ?? execRegex(r.match.exec!);
  const action: TableRule['action'] = r.decision === 'deny' ? 'deny' : r.decision === 'escalate' ? 'hold' : r.decision === 'warn' ? 'log' : 'allow';
  const entry: TableRule = { id: r.id, plane: 'semantic', intent: 'workflow', match: { tool: '*', command }, action };
  const why = refusal(entry);
  if (why) return no(`would refuse the entry (${why})`);
  return { entry, note: r.decision === 'deny' ? `${RAW}; and agentproto answers a deny on its human-hold path today, so it asks rather than refuses` : RAW };
}

export function emitHooks(model: Model, _ctx: EmitContext): Emitted {
  const unrepresentable: Loss[] = [];
  const entries: TableRule[] = [];
  for (const r of model.rules) {
    if (r.builtin) continue;
    const out = translate(r);
    if ('loss' in out) {
      unrepresentable.push(out.loss);
      continue;
    }
    entries.push(out.entry);
    unrepresentable.push({ code: 'SC3113', at: r.at, reason: `written to ${HOOKS_JSON} as ${out.entry.action} on the command regex, approximately: ${out.note}.` });
    if (r.decision === 'warn') unrepresentable.push({ code: 'SC3107', at: r.at, reason: 'agentproto\'s log action only tags the call in its tool-call log; the model is never told, so the warning is lost.' });
    if (r.decision === 'vouch') unrepresentable.push({ code: 'SC3106', at: r.at, reason: 'agentproto\'s allow lets the call through without a hold; it has no word that also skips the harness\'s own confirmation.' });
  }
  for (const h of model.hooks) unrepresentable.push({ code: 'SC3108', at: h.at, reason: 'agentproto runs no command on agent events: its gate action runs a command only to decide one held request.' });
  entries.sort((a, b) => ORDER.indexOf(a.action) - ORDER.indexOf(b.action));
  if (entries.length === 0) return { fragment: [], unrepresentable };
  const body = { version: 1, rules: entries } as unknown as JsonObject;
  return { fragment: [{ path: HOOKS_JSON, format: 'json', body }], unrepresentable };
}
