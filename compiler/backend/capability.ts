/**
 * Generic losses, decided from a vendor's facts before its emitters run (style.md §6.2): a section the
 * vendor does not have, a hook event it lacks, a decision its event cannot speak. Emitters report only
 * what needs vendor knowledge beyond these tables.
 */
import type { CanonicalEvent, DecisionVerb, Section } from '../contract/index.js';
import { cite } from '../evidence/cite.js';
import type { GradedFacts } from '../evidence/grade.js';
import type { Model } from '../model/types.js';
import type { ActivationGate, EventCapability, Loss, VendorFacts } from './types.js';

/** Which sections a model actually uses, with the pointer a section-wide loss is reported at. */
export function usedSections(model: Model): { section: Section; at: string }[] {
  const out: { section: Section; at: string }[] = [];
  if (model.instructions.length > 0) out.push({ section: 'instructions', at: '/instructions' });
  if (model.permissions.length > 0) out.push({ section: 'permissions', at: '/permissions' });
  if (model.sandbox) out.push({ section: 'permissions', at: '/sandbox' });
  if (model.rules.length > 0) out.push({ section: 'hooks', at: '/rules' });
  if (model.hooks.length > 0) out.push({ section: 'hooks', at: '/hooks' });
  if (model.plugin) out.push({ section: 'packaging', at: '/plugin' });
  return out;
}

function where(facts: VendorFacts, cap: EventCapability): string {
  return `${facts.displayName} ${cap.wire.join(' / ')}`;
}

/**
 * A loss reason of one agent that depends on the agent and `key` only, made once: every rule of a kind gets the same
 * text, so 2,000 rules over 51 agents share a few hundred strings instead of making ~100,000.
 */
const reasons = new WeakMap<VendorFacts, Map<string, string>>();
function said(facts: VendorFacts, key: string, make: () => string): string {
  const mine = reasons.get(facts) ?? reasons.set(facts, new Map()).get(facts)!;
  let text = mine.get(key);
  if (text === undefined) mine.set(key, (text = make()));
  return text;
}

/** The decision a vendor's runtime will actually take for `verb` at `event` (degradation, hooks.md §1.5). */
export function degradedVerb(cap: EventCapability | undefined, verb: DecisionVerb): DecisionVerb {
  if (!cap) return 'allow';
  let v = verb;
  if (v === 'transform' && !cap.transform) v = 'escalate';
  if (v === 'escalate' && !cap.escalate) v = 'deny';
  if (v === 'vouch' && !cap.vouch) v = 'allow';
  if (v === 'warn' && !cap.warn) v = 'allow';
  if ((v === 'deny' || v === 'escalate' || v === 'transform') && !cap.block) v = 'allow';
  return v;
}

function decisionLoss(facts: VendorFacts, cap: EventCapability, verb: DecisionVerb, at: string, on: CanonicalEvent): Loss | undefined {
  const w = (): string => where(facts, cap);
  const key = `${on}\0${verb}`;
  if ((verb === 'deny' || verb === 'escalate' || verb === 'transform') && !cap.block)
    return { code: 'SC3102', at, reason: said(facts, key, () => `${w()} fires after the fact and cannot block: a ${verb} there would stop nothing.`) };
  if (verb === 'transform' && !cap.transform)
    return { code: 'SC3104', at, reason: said(facts, key, () => `${w()} cannot replace the tool input; the runtime will ${cap.escalate ? 'ask the user' : 'deny the call'} instead.`) };
  if (verb === 'escalate' && !cap.escalate)
    return { code: 'SC3103', at, reason: said(facts, key, () => `${w()} has no ask answer; the runtime will deny instead of asking a human.`) };
  if (verb === 'vouch' && !cap.vouch)
    return { code: 'SC3106', at, reason: said(facts, key, () => `${w()} has no approval word that skips the user's confirmation; the runtime answers a plain allow.`) };
  if (verb === 'warn' && !cap.warn)
    return { code: 'SC3107', at, reason: said(facts, key, () => `${w()} has no warning channel that lets the call proceed; the concern would be lost.`) };
  return undefined;
}

function missingEvent(facts: VendorFacts, on: CanonicalEvent, at: string, what: string): Loss {
  const not = facts.hooks?.notInstalled?.[on];
  if (not)
    return {
      code: 'SC3111',
      at,
      reason: said(facts, `missing\0${on}\0${what}`, () => `${facts.displayName} has ${not.wire.join(' / ')} for ${on}, but seamc ${not.status === 'declined' ? 'does not install it' : 'has not adapted it yet'}: ${not.reason}. The ${what} would never run there.`),
    };
  return { code: 'SC3101', at, reason: said(facts, `missing\0${on}\0${what}`, () => `${facts.displayName} has no hook event for ${on}: the ${what} would never run there.`) };
}

const seen = (facts: VendorFacts, key: string): string => {
  const e = facts.evidence[key];
  return e ? cite(e) : 'no evidence';
};

/** A rule that needs MCP or web calls the agent's payload does not show (SC3109), or undefined. */
function visibilityLoss(facts: VendorFacts, r: Model['rules'][number]): Loss | undefined {
  const sees = facts.hooks?.sees;
  if (!sees) return undefined;
  const name = facts.displayName;
  const mcp = r.kinds.includes('mcp');
  if (mcp && sees.mcp === 'unseen') return { code: 'SC3109', at: r.at, reason: said(facts, 'sees 1', () => `${name}'s hooks are not known to fire for MCP tool calls: the rule would never see one (${seen(facts, 'hooks.sees-mcp')}).`) };
  const m = r.match.mcp ?? r.unless?.mcp;
  if (mcp && m && (m.server !== undefined || m.tool !== undefined) && sees.mcp === 'call')
    return { code: 'SC3109', at: r.at, reason: said(facts, 'sees 2', () => `${name}'s hook payload does not name the MCP server or tool reliably: a server or tool glob cannot be matched there (${seen(facts, 'hooks.sees-mcp')}).`) };
  if (mcp && m?.server !== undefined && sees.mcp === 'tool')
    return { code: 'SC3109', at: r.at, reason: said(facts, 'sees 3', () => `${name}'s hook payload names the MCP tool but not its server: \`mcp.server\` cannot be matched there (${seen(facts, 'hooks.sees-mcp')}).`) };
  const web = r.kinds.includes('web') && (r.tools.includes('web') || r.match.url !== undefined || r.match.host !== undefined);
  const needsUrl = r.match.url !== undefined || r.match.host !== undefined || r.unless?.url !== undefined || r.unless?.host !== undefined;
  if (web && sees.web === 'unseen' && r.tools.includes('web'))
    return { code: 'SC3109', at: r.at, reason: said(facts, 'sees 4', () => `${name}'s hooks are not known to fire for its web tools: only the shell's network commands (curl, wget...) are judged (${seen(facts, 'hooks.sees-web')}).`) };
  if (web && needsUrl && sees.web === 'call' && r.tools.includes('web'))
    return { code: 'SC3109', at: r.at, reason: said(facts, 'sees 5', () => `${name}'s web tool payload does not carry the URL: only the shell's network commands are judged by URL or host (${seen(facts, 'hooks.sees-web')}).`) };
  return undefined;
}

/** The generic hook losses of `model` on `facts`, from the graded cells (compiler/evidence/grade.ts). */
export function hookLosses(model: Model, facts: GradedFacts): Loss[] {
  const hooks = facts.hooks;
  if (!hooks) return [];
  const out: Loss[] = [];
  for (const r of model.rules) {
    if (r.builtin) continue;
    const seen = visibilityLoss(facts, r);
    if (seen) out.push(seen);
    const cap = hooks.events[r.on];
    if (!cap) {
      out.push(missingEvent(facts, r.on, r.at, 'rule'));
      continue;
    }
    const loss = decisionLoss(facts, cap, r.decision, r.at, r.on);
    if (loss) out.push(loss);
    // a security rule on a fail-open hook: planes/risk0.ts decides, once every plane of the agent is known
  }
  for (const h of model.hooks) if (!hooks.events[h.on]) out.push(missingEvent(facts, h.on, h.at, 'hook command'));
  return out;
}

/**
 * An agent with no hook surface (`none`): hygiene rules land as advisory text in its instructions (if it has
 * any) and are reported as advisory, never enforced; security rules never become text; user hooks cannot run.
 */
export function noHookLosses(model: Model, facts: VendorFacts, reason: string): Loss[] {
  const hasText = facts.sections.instructions.status === 'emitted';
  const out: Loss[] = [];
  // one text per fate, shared by every rule (not one string per rule)
  const security = `${facts.displayName} cannot stop a call (${reason}); a security rule is never downgraded to advisory text.`;
  const text = `${facts.displayName} cannot stop a call (${reason}); the rule lands only as advisory text in its instructions.`;
  for (const r of model.rules) {
    if (r.builtin) continue;
    if (r.intent === 'security') out.push({ code: 'SC3502', at: r.at, reason: security });
    else if (hasText) out.push({ code: 'SC3501', at: r.at, reason: text });
    else out.push({ code: 'SC3001', at: r.at, reason });
  }
  for (const h of model.hooks) out.push({ code: 'SC3108', at: h.at, reason: `${facts.displayName} cannot run commands on agent events (${reason}).` });
  return out;
}

/**
 * An agent whose hook surface seamc has not adapted: one loss per rule, naming it, saying where it lands (advisory
 * text in the instructions for a hygiene rule when the agent has instructions; nowhere for a security rule).
 */
export function unadaptedHookLosses(model: Model, facts: VendorFacts, reason: string): Loss[] {
  const hasText = facts.sections.instructions.status === 'emitted';
  const out: Loss[] = [];
  // the text around the rule's id is the same for every rule of a fate: made once, two joins per rule
  const head = `${facts.displayName} hooks are not adapted (${reason}): rule \``;
  const security = '` is not held by a hook; it is not enforced there, and a security rule is never downgraded to advisory text.';
  const other = hasText
    ? '` is not held by a hook; it lands only as advisory text in its instructions, which the model may ignore.'
    : '` is not held by a hook; it reaches the agent in no form.';
  for (const r of model.rules) {
    if (r.builtin) continue;
    out.push({ code: 'SC3002', at: r.at, reason: head + r.id + (r.intent === 'security' ? security : other) });
  }
  for (const h of model.hooks) out.push({ code: 'SC3002', at: h.at, reason: `${facts.displayName} hooks are not adapted (${reason}): this hook command would never run.` });
  return out;
}

/** Where a section's items sit in the spec, for gate losses. */
function sectionPointers(model: Model, s: Section): string[] {
  return usedSections(model).filter((u) => u.section === s && (s !== 'permissions' || u.at === '/permissions')).map((u) => u.at);
}

/** The spec parts a gate keeps inert in section `s`: the section's pointers, or each item of the named plugin parts. */
function gatedPointers(model: Model, s: Section, g: ActivationGate): string[] {
  if (s !== 'packaging' || !g.components) return sectionPointers(model, s);
  const p = model.plugin;
  return p ? g.components.flatMap((c) => p[c].map((x) => x.at)) : [];
}

/** One loss per activation gate and spec part it keeps inert (SC3110), with how to clear it. */
export function gateLosses(model: Model, facts: VendorFacts): { section: Section; loss: Loss }[] {
  const out: { section: Section; loss: Loss }[] = [];
  for (const g of facts.gates ?? [])
    for (const s of g.sections)
      if (facts.sections[s].status === 'emitted')
        for (const at of gatedPointers(model, s, g))
          out.push({ section: s, loss: { code: 'SC3110', at, reason: `${g.holds}. To clear it: ${g.clear}. (gate ${g.id}; ${g.evidence[0] ? cite(g.evidence[0]) : 'no evidence'})` } });
  return out;
}

/**
 * A client that runs the hook files of two agents of this build: its hooks: commands run twice (SC3109 at /hooks, a
 * real difference: a formatter or a log runs twice); its calls are judged by both runtimes with the same policy and
 * the same verdict, which costs a second check but loses nothing (a note, not a loss).
 */
export function sharedFileLosses(model: Model, facts: VendorFacts, built: readonly string[]): { losses: Loss[]; notes: string[] } {
  const losses: Loss[] = [];
  const notes: string[] = [];
  for (const s of facts.hooks?.sharedWith ?? []) {
    if (s.judged !== 'twice' || !built.includes(s.agent)) continue;
    const why = `${s.client} also runs ${facts.displayName}'s hook file (${facts.hooks!.config}) besides its own, so with both built`;
    if (model.rules.some((r) => !r.builtin))
      notes.push(`${why} each of its calls is judged twice, by the ${facts.id} and ${s.agent} runtimes: the same policy gives the same verdict and a deny from either stops the call (${s.evidence[0] ? cite(s.evidence[0]) : 'no evidence'})`);
    if (model.hooks.length > 0)
      losses.push({ code: 'SC3109', at: '/hooks', reason: `${why} every hooks: command runs twice under ${s.client} (once per runtime); make them idempotent or build the agents into separate repositories (${s.evidence[0] ? cite(s.evidence[0]) : 'no evidence'}).` });
  }
  return { losses, notes };
}
