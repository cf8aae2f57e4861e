/** `seamc explain <rule-id|pointer> [--spec F]`: how one spec item lands on each agent of the build, and why. */
import { degradedVerb } from '../backend/capability.js';
import type { Target } from '../compile.js';
import { gradeFacts } from '../evidence/grade.js';
import { recordedLive } from '../evidence/live.js';
import { UserError } from '../diagnostics/diagnostic.js';
import { suggestId } from '../spec/suggest.js';
import { EXIT } from './exit.js';
import { prepare } from './pipeline.js';

export function runExplainItem(item: string, known: readonly Target[], o: { spec: string; agents?: string }): number {
  const { loaded, report } = prepare(o.spec, known, o.agents);
  const rules = loaded.spec.rules ?? [];
  const ruleIndex = rules.findIndex((r) => r.id === item);
  const pointer = ruleIndex >= 0 ? `/rules/${ruleIndex}` : item;
  const pos = loaded.locate(pointer);
  if (!pointer.startsWith('/') || !pos) {
    const ids = rules.map((r) => r.id);
    const near = item.startsWith('/') ? undefined : suggestId(item, ids);
    throw new UserError([{
      code: 'SC1030',
      severity: 'error',
      message: `"${item}" is neither a diagnostic code, a rule id nor a JSON pointer into ${loaded.file}${near ? `; did you mean "${near}"?` : ''}`,
      hint: ids.length > 0 ? `rule ids in this spec: ${ids.join(', ')}; or a pointer such as /permissions/deny/1` : 'this spec has no rules; give a pointer such as /permissions/deny/1',
    }]);
  }
  const out: string[] = [];
  const rule = ruleIndex >= 0 ? rules[ruleIndex] : undefined;
  const on = rule?.on ?? 'pre_tool';
  out.push(`${pointer} at ${pos.file}:${pos.line}:${pos.col}` + (rule ? `: rule ${rule.id}, ${rule.decision} on ${on}, intent ${rule.intent ?? 'hygiene'}` : ''));
  for (const agent of report.agents) {
    const t = known.find((k) => k.id === agent)!;
    const losses = report.losses.filter((l) => l.agent === agent && (l.at === pointer || l.at.startsWith(`${pointer}/`)));
    const head = `  ${agent.padEnd(16)}`;
    if (rule && t.backend?.facts.hooks) {
      const cap = gradeFacts(t.backend.facts, recordedLive()).hooks?.events[on];
      out.push(cap
        ? `${head}${cap.wire.join(' | ')}: ${cap.grade} (${cap.basis} ${cap.date}, fails ${cap.failMode}); the runtime answers ${degradedVerb(cap, rule.decision)}`
        : `${head}no ${on} event`);
    } else if (rule) out.push(`${head}no hook runtime (${t.backend?.facts.sections.hooks.status ?? 'unadapted'})`);
    else out.push(`${head}${losses.length === 0 ? 'lands natively (no loss reported)' : 'see below'}`);
    for (const l of losses) out.push(`      ${l.code} ${l.at}: ${l.reason}${l.waived !== undefined ? `\n      waived: ${l.waived}` : ''}`);
  }
  process.stdout.write(out.join('\n') + '\n');
  return EXIT.ok;
}
