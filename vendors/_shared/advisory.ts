/** Hygiene rules as one line of guidance each, for instruction files. */
import type { Model } from '../../compiler/model/types.js';

export interface AdvisoryRule {
  readonly id: string;
  readonly text: string;
}

const EVENT_WORDS: Readonly<Record<string, string>> = { pre_tool: 'before a tool call', prompt_submit: 'on a prompt', stop: 'when ending a turn' };

const made = new WeakMap<Model, readonly AdvisoryRule[]>();

/** One line per hygiene rule, made once per model (every agent of a build asks for them). */
export function advisoryRules(model: Model): readonly AdvisoryRule[] {
  let out = made.get(model);
  if (out === undefined) made.set(model, (out = advisoryLines(model)));
  return out;
}

function advisoryLines(model: Model): AdvisoryRule[] {
  return model.rules
    .filter((r) => r.intent !== 'security')
    .map((r) => {
      const verb = r.decision === 'deny' ? 'blocked' : r.decision === 'escalate' ? 'needs a human to confirm' : r.decision;
      const what = Object.entries(r.source.match).filter(([k]) => k !== 'flags').map(([k, v]) => `${k} matching \`${v}\``).join(' and ');
      const tools = r.tools.length > 0 ? ` (${r.tools.join(', ')})` : '';
      const text = r.message ?? `${verb} ${EVENT_WORDS[r.on] ?? `at ${r.on}`}${tools}${what ? ` when ${what}` : ''}`;
      return { id: r.id, text: text.replace(/\s+/g, ' ').trim() };
    });
}
