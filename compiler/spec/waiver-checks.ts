/**
 * Waiver checks the schema cannot say (docs/decisions/adoption.md, "Waivers"): every selector names something
 * that exists (a known agent, a spec node, a loss code, a rule id of this spec), and a waiver has at least one
 * selector, so `reason` alone can never accept every loss.
 */
import { CODES } from '../diagnostics/codes.js';
import type { Collector } from './semantic.js';
import { parsePointer, pointerOf, resolvePointer } from './pointer.js';
import { didYouMean, didYouMeanId } from './suggest.js';

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const list = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);

/** The codes a loss can carry (SC3xxx): what `code:` may name. */
export const LOSS_CODES: readonly string[] = Object.keys(CODES).filter((c) => c.startsWith('SC3'));

export const SELECTORS = ['agent', 'at', 'code', 'rule'] as const;

export function checkWaivers(c: Collector, data: Obj, knownAgents: readonly string[]): void {
  const ruleIds = list(data['rules']).flatMap((r) => (isObj(r) && typeof r['id'] === 'string' ? [r['id']] : []));
  list(data['waivers']).forEach((w, i) => {
    if (!isObj(w)) return;
    const a = w['agent'];
    if (typeof a === 'string' && !knownAgents.includes(a))
      c.add('SC1015', pointerOf('waivers', i, 'agent'), `unknown agent \`${a}\`${didYouMeanId(a, knownAgents)}`, `known agents: ${knownAgents.join(', ')}`);
    const at = w['at'];
    if (typeof at === 'string' && parsePointer(at) !== undefined && !resolvePointer(data, at).found)
      c.add('SC1016', pointerOf('waivers', i, 'at'), `\`${at}\` points at nothing in this spec`, 'point at the spec node the loss is reported for, e.g. /permissions/deny/1 (indexes start at 0)');
    const code = w['code'];
    if (typeof code === 'string' && /^SC3\d{3}$/.test(code) && !LOSS_CODES.includes(code))
      c.add('SC1005', pointerOf('waivers', i, 'code'), `\`${code}\` is not a loss code${didYouMean(code, LOSS_CODES)}`, 'a waiver accepts unrepresentable items: SC3xxx codes (`seamc explain <code>`)');
    const rule = w['rule'];
    if (typeof rule === 'string' && !ruleIds.includes(rule))
      c.add('SC1016', pointerOf('waivers', i, 'rule'), `no rule has the id \`${rule}\`${didYouMeanId(rule, ruleIds)}`, `rule ids in this spec: ${ruleIds.join(', ') || '(none)'}`);
    if (!SELECTORS.some((k) => w[k] !== undefined))
      c.add('SC1003', pointerOf('waivers', i), `waiver ${i} names no loss: give \`agent\`, \`at\`, \`code\` or \`rule\` (or several)`, 'e.g. `{ agent: <id>, code: SC3203, reason: ... }`; a reason alone would accept every loss');
  });
}
