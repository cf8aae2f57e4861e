/**
 * agentproto's own load-time checks on `.agentproto/hooks.json`, reproduced (agentproto/ts@bd24703:
 * packages/runtime/src/hooks-config.ts, validateHookRule): the plane, intent and action words, `gate` only with the
 * gate action, match fields of the right type — and RISK-0: `intent: security` on `plane: semantic` with hold, deny or
 * gate is refused. Any refused rule makes agentproto drop every rule of the file, so seamc checks the table it emits
 * with this before writing it. Pure; also used by the tests.
 */
export interface TableRule {
  readonly id: string;
  readonly plane: 'semantic' | 'blast-radius';
  readonly intent?: 'workflow' | 'security';
  readonly match: { readonly tool?: string; readonly command?: string; readonly argv?: readonly string[]; readonly pathGlob?: string };
  readonly action: 'log' | 'allow' | 'hold' | 'deny' | 'gate';
}

/** Why agentproto would refuse this rule (and with it the whole file), or undefined. */
export function refusal(r: unknown): string | undefined {
  if (!r || typeof r !== 'object') return 'a rule must be an object';
  const x = r as Record<string, unknown>;
  if (x['plane'] !== 'semantic' && x['plane'] !== 'blast-radius') return 'plane must be "semantic" or "blast-radius"';
  if (x['intent'] !== undefined && x['intent'] !== 'workflow' && x['intent'] !== 'security') return 'intent must be "workflow" or "security"';
  if (!['log', 'allow', 'hold', 'deny', 'gate'].includes(String(x['action']))) return 'action must be log | allow | hold | deny | gate';
  if (x['intent'] === 'security' && x['plane'] === 'semantic' && ['hold', 'deny', 'gate'].includes(String(x['action'])))
    return 'RISK-0: a security rule on the semantic plane cannot hold, deny or gate';
  if (x['action'] !== 'gate' && x['gate'] !== undefined) return '"gate" is only valid with action "gate"';
  const m = x['match'];
  if (m !== undefined && (typeof m !== 'object' || m === null)) return 'match must be an object';
  const mm = (m ?? {}) as Record<string, unknown>;
  // agentproto silently drops a wrongly typed field, which widens the rule: refuse it here instead
  for (const k of ['tool', 'command', 'pathGlob']) if (mm[k] !== undefined && typeof mm[k] !== 'string') return `match.${k} must be a string`;
  if (mm['argv'] !== undefined && !(Array.isArray(mm['argv']) && mm['argv'].every((a) => typeof a === 'string'))) return 'match.argv must be a string array';
  for (const k of Object.keys(mm)) if (!['tool', 'command', 'argv', 'pathGlob'].includes(k)) return `match.${k} is not a field agentproto reads (it would be ignored)`;
  for (const k of ['command']) {
    const src = mm[k];
    if (typeof src === 'string') {
      try {
        new RegExp(src);
      } catch {
        return `match.${k} is not a regex agentproto can compile (it would never match)`;
      }
    }
  }
  return undefined;
}
