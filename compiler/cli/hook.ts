/**
 * `seamc hook run --agent ID [--spec F]`: run the agent's compiled runtime (the very bytes `seamc build`
 * writes) on a payload from stdin and show the decision and the exact reply. `seamc hook events --agent ID`:
 * the agent's event map with capabilities and evidence.
 */
import { gradeFacts } from '../evidence/grade.js';
import { recordedLive } from '../evidence/live.js';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runtimeFiles } from '../bundle/inject.js';
import type { Target } from '../compile.js';
import { CANONICAL_EVENTS } from '../contract/index.js';
import { UserError } from '../diagnostics/diagnostic.js';
import { lower } from '../model/lower.js';
import { EXPLAIN_PREFIX } from '../runtime/main.js';
import { loadSpec } from '../spec/load.js';
import { EXIT } from './exit.js';
import { unknownAgent, wiringOf } from './pipeline.js';

function hookTarget(known: readonly Target[], agent: string): Target & { backend: NonNullable<Target['backend']> } {
  const t = known.find((k) => k.id === agent);
  if (!t) throw unknownAgent('--agent', agent, known.map((k) => k.id));
  if (!t?.backend?.facts.hooks)
    throw new UserError([{ code: 'SC1030', severity: 'error', message: `--agent ${agent}: seamc has no hook runtime for this agent`, hint: 'see `seamc matrix` for the agents with hooks' }]);
  return t as Target & { backend: NonNullable<Target['backend']> };
}

export interface HookRunResult {
  readonly stdout: string;
  readonly exit: number | null;
  readonly event: unknown;
  readonly decision: unknown;
  readonly log: string;
}

/** Runs the compiled runtime as a child process, exactly as the agent would. */
export function runCompiledHook(agent: string, specPath: string, known: readonly Target[], payload: Buffer): HookRunResult {
  const t = hookTarget(known, agent);
  const loaded = loadSpec(specPath, { knownAgents: known.map((t) => t.id) });
  const model = lower(loaded, [agent], { wiring: wiringOf(known.filter((t) => t.id === agent)) });
  const dir = mkdtempSync(join(tmpdir(), 'seamc-hook-'));
  try {
    const file = join(dir, `${agent}.cjs`);
    for (const f of runtimeFiles(agent, model.policy, '// seamc hook run', t.backend.facts.hooks?.refuse)) writeFileSync(join(dir, f.name), f.text, { mode: f.mode });
    const r = spawnSync(process.execPath, [file, '--agent', agent], { input: payload, env: { ...process.env, SEAM_EXPLAIN: '1' } });
    const stderr = r.stderr.toString('utf8');
    const line = stderr.split('\n').find((l) => l.startsWith(EXPLAIN_PREFIX));
    const explained = line ? (JSON.parse(line.slice(EXPLAIN_PREFIX.length)) as { event: unknown; decision: unknown }) : { event: null, decision: null };
    const log = stderr.split('\n').filter((l) => l && !l.startsWith(EXPLAIN_PREFIX)).join('\n');
    return { stdout: r.stdout.toString('utf8'), exit: r.status, ...explained, log };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function runHookRun(known: readonly Target[], o: { agent: string; spec: string; format: 'text' | 'json' }): number {
  const r = runCompiledHook(o.agent, o.spec, known, readFileSync(0));
  if (o.format === 'json') {
    process.stdout.write(JSON.stringify(r, null, 2) + '\n');
    return EXIT.ok;
  }
  const ev = r.event as { event?: string; wire?: string; tool?: string; toolClass?: string } | null;
  const d = r.decision as { verb?: string; reason?: string; ruleId?: string; degradedFrom?: string } | null;
  const lines = [
    `agent:    ${o.agent}`,
    `event:    ${ev ? `${ev.event} (${ev.wire})${ev.tool ? `, tool ${ev.tool} (${ev.toolClass})` : ''}` : 'not parsed: the payload is not this agent\'s, or not JSON (allowed silently)'}`,
    `decision: ${d ? `${d.verb}${d.degradedFrom ? ` (degraded from ${d.degradedFrom})` : ''}${d.ruleId ? ` by rule ${d.ruleId}` : ''}${d.reason ? `: ${d.reason}` : ''}` : 'none (nothing judged)'}`,
    `exit:     ${r.exit}`,
    `stdout:   ${r.stdout === '' ? '(empty)' : ''}`,
  ];
  process.stdout.write(lines.join('\n') + '\n' + (r.stdout ? r.stdout + (r.stdout.endsWith('\n') ? '' : '\n') : '') + (r.log ? `stderr:\n${r.log}\n` : ''));
  return EXIT.ok;
}

export function runHookEvents(known: readonly Target[], o: { agent: string; format: 'text' | 'json' }): number {
  const t = hookTarget(known, o.agent);
  const hooks = gradeFacts(t.backend.facts, recordedLive()).hooks!;
  const rows = CANONICAL_EVENTS.map((e) => ({ event: e, cap: hooks.events[e] }));
  if (o.format === 'json') {
    process.stdout.write(JSON.stringify({ agent: o.agent, config: hooks.config, events: Object.fromEntries(rows.map((r) => [r.event, r.cap ?? null])) }, null, 2) + '\n');
    return EXIT.ok;
  }
  const out = [`${t.displayName} (${o.agent}) hook config: ${hooks.config}`, ''];
  for (const { event, cap } of rows) {
    if (!cap) {
      const not = t.backend.facts.hooks?.notInstalled?.[event];
      out.push(`${event.padEnd(20)} ${not ? `${not.wire.join(' | ')}  ${not.status}: ${not.reason}` : '-  no such event'}`);
      continue;
    }
    const can = ['block', 'escalate', 'transform', 'vouch', 'warn'].filter((k) => cap[k as 'block']).join(',') || 'observe';
    out.push(`${event.padEnd(20)} ${cap.wire.join(' | ')}  ${cap.grade}  [${can}]  fails ${cap.failMode}  ${cap.basis} ${cap.date}`);
  }
  process.stdout.write(out.join('\n') + '\n');
  return EXIT.ok;
}
