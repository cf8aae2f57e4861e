/** `tests:` of the spec, run against the compiled rules and each agent's degradation table. */
import type { NormalizedEvent } from './contract/index.js';
import { degradedVerb } from './backend/capability.js';
import type { VendorFacts } from './backend/types.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';
import type { Model } from './model/types.js';
import { gradeFacts } from './evidence/grade.js';
import { recordedLive } from './evidence/live.js';
import { evalContext } from './runtime/context.js';
import { evaluate } from './runtime/evaluate.js';

export function runPolicyTests(model: Model, facts: readonly VendorFacts[], root: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const t of model.tests) {
    const event: NormalizedEvent = {
      agent: 'seam-test',
      event: t.on,
      wire: t.on,
      ...(t.tool !== undefined ? { toolClass: t.tool } : {}),
      ...(t.command !== undefined ? { command: t.command } : {}),
      ...(t.path !== undefined ? { path: t.path } : {}),
      ...(t.content !== undefined ? { content: t.content } : {}),
      ...(t.prompt !== undefined ? { prompt: t.prompt } : {}),
      ...(t.url !== undefined ? { url: t.url } : {}),
      ...(t.mcp !== undefined ? { tool: `${t.mcp.server}.${t.mcp.tool}`, mcpServer: t.mcp.server, mcpName: t.mcp.tool, mcpTool: `${t.mcp.server}.${t.mcp.tool}` } : {}),
      ...(t.tool !== undefined && t.mcp === undefined ? { tool: t.tool } : {}),
      cwd: root,
      toolInput: t.mcp?.args !== undefined ? { ...t.mcp.args } : {},
      raw: {},
    };
    const decision = evaluate(model.policy, event, evalContext(event, { root }));
    if (decision.verb !== t.expect) {
      out.push({
        code: 'SC2002',
        severity: 'error',
        pointer: t.at,
        message: `test "${t.name}" expected ${t.expect}, the rules decide ${decision.verb}${decision.ruleId ? ` (rule ${decision.ruleId})` : ''}`,
        hint: 'fix the rule or the test expectation',
      });
      continue;
    }
    for (const f of facts) {
      const g = gradeFacts(f, recordedLive());
      const got = g.hooks ? degradedVerb(g.hooks.events[t.on], decision.verb) : decision.verb;
      if (got !== t.expect)
        out.push({
          code: 'SC2002',
          severity: 'error',
          pointer: t.at,
          message: `test "${t.name}" expected ${t.expect}; on ${f.id} the runtime answers ${got} (degraded from ${decision.verb})`,
          hint: `${f.displayName} cannot say ${decision.verb} at ${t.on}; change the rule, or drop the agent`,
        });
    }
  }
  return out;
}
