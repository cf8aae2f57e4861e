/** Test helpers: a hand-built rule gets the `kinds` the build would compute from its event, tools and fields. */
import type { CompiledRule, MatchField } from '../compiler/contract/rules.js';
import { ruleKinds } from '../compiler/model/matcher.js';

const NOT_FIELDS = new Set(['flags', 'literals', 'pathWithin']);

export function withKinds<T extends Omit<CompiledRule, 'kinds'> & { kinds?: CompiledRule['kinds'] }>(r: T): T & { kinds: CompiledRule['kinds'] } {
  if (r.kinds !== undefined) return r as T & { kinds: CompiledRule['kinds'] };
  const fields = Object.keys(r.match ?? {}).filter((k) => !NOT_FIELDS.has(k)).map((k) => (k === 'outsideRepo' ? 'outside_repo' : k)) as MatchField[];
  return { ...r, kinds: ruleKinds(r.on, r.tools, fields) };
}
