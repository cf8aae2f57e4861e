/**
 * `seamc test [spec]`: build into a scratch folder, then run every `tests:` case through every targeted agent with a
 * hook runtime as that agent would (the probe's payload, the generated config's matcher, the config's own command
 * under /bin/sh, the client's variables, the reply read in its dialect). With `--command` / `--path` / `--url` /
 * `--mcp` / `--prompt`: one ad-hoc call instead. docs/policy-tests.md.
 */
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProbeCall, ProbeKind } from '../backend/types-probe.js';
import type { Target } from '../compile.js';
import { testAgents } from '../compile.js';
import { UserError } from '../diagnostics/diagnostic.js';
import { writeTree } from '../emit/tree.js';
import type { CaseResult, TestAgent } from '../policy-tests.js';
import { statusOf } from '../policy-tests.js';
import { callOfTest } from '../probe/call.js';
import { probeSpawn } from '../probe/run.js';
import { inPool } from '../probe/spawn.js';
import { EXIT } from './exit.js';
import { prepare } from './pipeline.js';
import { diagnosticsText, wantsColor } from './report.js';
import { adhocText, adhocJson, tableJson, tableText, untestable } from './test-render.js';

export interface TestOptions {
  readonly agents?: string;
  readonly agent?: string;
  readonly format: 'text' | 'json';
  readonly command?: string;
  readonly tool?: string;
  readonly path?: string;
  readonly content?: string;
  readonly url?: string;
  readonly mcp?: string;
  readonly prompt?: string;
  /** run the tests in the real clients (test-live.ts) */
  readonly live?: boolean;
}

/** hook processes running at once */
const WIDTH = 4;

function bad(message: string): UserError {
  return new UserError([{ code: 'SC1030', severity: 'error', message }]);
}

/** The ad-hoc call the flags describe, or undefined when they name none (the table mode). */
export function adhocCall(o: TestOptions): ProbeCall | undefined {
  const named = o.command !== undefined || o.path !== undefined || o.url !== undefined || o.mcp !== undefined || o.prompt !== undefined || o.tool !== undefined;
  if (!named) return undefined;
  const kind = (o.tool ??
    (o.mcp !== undefined ? 'mcp' : o.url !== undefined ? 'web' : o.command !== undefined ? 'shell' : o.prompt !== undefined ? 'prompt' : o.content !== undefined ? 'write' : 'read')) as ProbeKind;
  switch (kind) {
    case 'shell':
      if (o.command === undefined) throw bad('--tool shell needs --command');
      return { kind, command: o.command };
    case 'write':
    case 'edit':
    case 'read':
      if (o.path === undefined) throw bad(`--tool ${kind} needs --path`);
      return { kind, path: o.path, ...(kind !== 'read' ? { content: o.content ?? '' } : {}) };
    case 'web':
      if (o.url === undefined) throw bad('--tool web needs --url');
      return { kind, url: o.url };
    case 'mcp': {
      const dot = o.mcp?.indexOf('.') ?? -1;
      if (o.mcp === undefined || dot <= 0 || dot === o.mcp.length - 1) throw bad('--tool mcp needs --mcp <server>.<tool>');
      return { kind, mcp: { server: o.mcp.slice(0, dot), tool: o.mcp.slice(dot + 1) } };
    }
    case 'prompt':
      return { kind, prompt: o.prompt ?? o.content ?? o.command ?? '' };
    case 'stop':
      return { kind };
    default:
      throw bad(`--tool ${String(o.tool)}: expected shell, write, edit, read, mcp, web, prompt or stop`);
  }
}

/** A scratch folder holding the build; removed afterwards. */
async function inScratch<T>(files: Parameters<typeof writeTree>[1], fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'seamc-test-')));
  try {
    writeTree(dir, files);
    return await fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runTest(spec: string, known: readonly Target[], o: TestOptions): Promise<number> {
  try {
    const call = adhocCall(o);
    const agents = o.agent !== undefined ? o.agent : o.agents;
    const { report, model } = prepare(spec, known, agents, { policyTests: false });
    if (report.errors.length > 0) {
      process.stderr.write(diagnosticsText(report.errors, { color: wantsColor(process.stderr) }));
      return EXIT.invalid;
    }
    const targets = report.agents.map((id) => known.find((t) => t.id === id) as Target);
    const testable: TestAgent[] = testAgents(targets);
    const skipped = untestable(targets, testable);
    return await inScratch(report.files, async (dir) => {
      if (call !== undefined) {
        const results = await inPool(testable.map((a) => () => probeSpawn(a.probe, dir, call)), WIDTH);
        process.stdout.write(o.format === 'json' ? adhocJson(report.spec, call, results, skipped) : adhocText(report.spec, call, results, skipped));
        return results.some((r) => r.verb === 'deny') ? EXIT.lossy : EXIT.ok;
      }
      const tasks: (() => Promise<CaseResult>)[] = [];
      for (const t of model.tests) {
        const c = callOfTest(t);
        for (const a of testable) {
          if ('na' in c) tasks.push(async () => ({ test: t, agent: a.id, status: 'n/a', na: c.na }));
          else
            tasks.push(async () => {
              const outcome = await probeSpawn(a.probe, dir, c.call);
              return { test: t, agent: a.id, status: statusOf(t, outcome), outcome, ...(outcome.na !== undefined ? { na: outcome.na } : {}) };
            });
        }
      }
      const cases = await inPool(tasks, WIDTH);
      const view = { spec: report.spec, tests: model.tests, agents: testable.map((a) => a.id), cases, skipped };
      process.stdout.write(o.format === 'json' ? tableJson(view) : tableText(view, { color: wantsColor(process.stdout) }));
      return cases.some((c) => c.status === 'fail') ? EXIT.lossy : EXIT.ok;
    });
  } catch (e) {
    if (e instanceof UserError) {
      process.stderr.write(diagnosticsText(e.diagnostics, { color: wantsColor(process.stderr) }));
      return EXIT.invalid;
    }
    throw e;
  }
}
