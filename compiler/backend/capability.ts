/**
 * Generic losses, decided from a vendor's facts before its emitters run (style.md §6.2): a section the
 * vendor does not have, a hook event it lacks, a decision its event cannot speak. Emitters report only
 * what needs vendor knowledge beyond these tables.
 */
import type { CanonicalEvent, DecisionVerb, Section } from '../contract/index.js';
import type { Model } from '../model/types.js';
import type { EventCapability, Loss, VendorFacts } from './types.js';

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

function decisionLoss(facts: VendorFacts, cap: EventCapability, verb: DecisionVerb, at: string): Loss | undefined {
  const w = where(facts, cap);
  if ((verb === 'deny' || verb === 'escalate' || verb === 'transform') && !cap.block)
    return { code: 'SC3102', at, reason: `${w} fires after the fact and cannot block: a ${verb} there would stop nothing.` };
  if (verb === 'transform' && !cap.transform)
    return { code: 'SC3104', at, reason: `${w} cannot replace the tool input; the runtime will ${cap.escalate ? 'ask the user' : 'deny the call'} instead.` };
  if (verb === 'escalate' && !cap.escalate)
    return { code: 'SC3103', at, reason: `${w} has no ask answer; the runtime will deny instead of asking a human.` };
  if (verb === 'vouch' && !cap.vouch)
    return { code: 'SC3106', at, reason: `${w} has no approval word that skips the user's confirmation; the runtime answers a plain allow.` };
  if (verb === 'warn' && !cap.warn)
    return { code: 'SC3107', at, reason: `${w} has no warning channel that lets the call proceed; the concern would be lost.` };
  return undefined;
}

function missingEvent(facts: VendorFacts, on: CanonicalEvent, at: string, what: string): Loss {
  return { code: 'SC3101', at, reason: `${facts.displayName} has no hook event for ${on}: the ${what} would never run there.` };
}

/** A rule that needs MCP or web calls the agent's payload does not show (SC3109), or undefined. */
function visibilityLoss(facts: VendorFacts, r: Model['rules'][number]): Loss | undefined {
  const sees = facts.hooks?.sees;
  if (!sees) return undefined;
  const name = facts.displayName;
  const mcp = r.kinds.includes('mcp');
  if (mcp && sees.mcp === 'unseen') return { code: 'SC3109', at: r.at, reason: `${name}'s hooks are not known to fire for MCP tool calls: the rule would never see one (${facts.evidence['hooks.sees-mcp']?.source ?? 'no evidence'}).` };
  const m = r.match.mcp ?? r.unless?.mcp;
  if (mcp && m && (m.server !== undefined || m.tool !== undefined) && sees.mcp === 'call')
    return { code: 'SC3109', at: r.at, reason: `${name}'s hook payload does not name the MCP server or tool reliably: a server or tool glob cannot be matched there (${facts.evidence['hooks.sees-mcp']?.source ?? 'no evidence'}).` };
  if (mcp && m?.server !== undefined && sees.mcp === 'tool')
    return { code: 'SC3109', at: r.at, reason: `${name}'s hook payload names the MCP tool but not its server: \`mcp.server\` cannot be matched there (${facts.evidence['hooks.sees-mcp']?.source ?? 'no evidence'}).` };
  const web = r.kinds.includes('web') && (r.tools.includes('web') || r.match.url !== undefined || r.match.host !== undefined);
  const needsUrl = r.match.url !== undefined || r.match.host !== undefined || r.unless?.url !== undefined || r.unless?.host !== undefined;
  if (web && sees.web === 'unseen' && r.tools.includes('web'))
    return { code: 'SC3109', at: r.at, reason: `${name}'s hooks are not known to fire for its web tools: only the shell's network commands (curl, wget...) are judged (${facts.evidence['hooks.sees-web']?.source ?? 'no evidence'}).` };
  if (web && needsUrl && sees.web === 'call' && r.tools.includes('web'))
    return { code: 'SC3109', at: r.at, reason: `${name}'s web tool payload does not carry the URL: only the shell's network commands are judged by URL or host (${facts.evidence['hooks.sees-web']?.source ?? 'no evidence'}).` };
  return undefined;
}

export function hookLosses(model: Model, facts: VendorFacts): Loss[] {
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
    const loss = decisionLoss(facts, cap, r.decision, r.at);
    if (loss) out.push(loss);
    else if (r.intent === 'security' && cap.grade !== 'enforced' && cap.grade !== 'enforceable')
      out.push({
        code: 'SC3105',
        at: r.at,
        reason: `${where(facts, cap)} fails open (grade ${cap.grade}): when the hook crashes or times out the call runs anyway, and ${facts.displayName} cannot be told to fail closed.`,
      });
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
  for (const r of model.rules) {
    if (r.builtin) continue;
    if (r.intent === 'security')
      out.push({ code: 'SC3502', at: r.at, reason: `${facts.displayName} cannot stop a call (${reason}); a security rule is never downgraded to advisory text.` });
    else if (hasText)
      out.push({ code: 'SC3501', at: r.at, reason: `${facts.displayName} cannot stop a call (${reason}); the rule lands only as advisory text in its instructions.` });
    else out.push({ code: 'SC3001', at: r.at, reason });
  }
  for (const h of model.hooks) out.push({ code: 'SC3108', at: h.at, reason: `${facts.displayName} cannot run commands on agent events (${reason}).` });
  return out;
}
