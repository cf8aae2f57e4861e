/**
 * `seamc test --live` end to end (docs/policy-tests.md): a small spec in the scenario's scratch repository, with one
 * shell deny rule, one content rule and three cases: a denied command, an allowed file write, and a write the content
 * rule stops whose `expect: allow` is wrong on purpose. The CLI, pointed at the suite's client cache, must run each
 * case in this scenario's real client and answer pass, pass, FAIL (got deny), exit 1. Without a jail (no usable
 * bubblewrap) the shell case must be n/a, saying why; the other two still run. One scenario per client for which seamc
 * emits hooks.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LiveDriver } from '../../../compiler/backend/types-live.js';
import { run } from '../../../compiler/live/proc.js';
import { backends, liveDrivers } from '../../../vendors/index.js';
import { fail, pass, type Scenario } from '../harness.js';

const spec = (agent: string): string => `seam: 1
name: seamc-test-live
agents: [${agent}]
rules:
  - id: no-marker
    tool: shell
    match:
      command: 'seamc-test-live-deny'
    decision: deny
    message: TEST-LIVE-DENY stopped by seamc test --live
  - id: no-keys
    tool: [write, edit]
    match:
      content: 'AKIA[0-9A-Z]{16}'
    decision: deny
    message: TEST-LIVE-KEY no AWS keys in files
tests:
  - name: denied command
    command: touch seamc-test-live-deny.txt
    expect: deny
  - name: allowed write
    tool: write
    path: notes/hello.txt
    content: hello from seamc test --live
    expect: allow
  - name: wrong on purpose
    tool: write
    path: keys.txt
    content: 'aws = AKIAABCDEFGHIJKLMNOP'
    expect: allow
`;

interface Result {
  readonly status: string;
  readonly na?: string;
  readonly answer?: string;
  readonly error?: string;
}
interface Report {
  readonly exit: number;
  readonly live?: { readonly clients: Record<string, { version?: string; missing?: string }>; readonly containment: { kind: string; why?: string } };
  readonly tests: readonly { readonly name: string; readonly results: Record<string, Result | null> }[];
}

function scenario(d: LiveDriver): Scenario {
  return {
    id: `${d.agent}/seamc-test-live`,
    client: d.client.id,
    title: '`seamc test --live` runs a deny, an allow and a wrongly expected case in the real client: pass, pass, FAIL, exit 1',
    proves: { section: 'hooks', event: 'pre_tool', decision: 'deny' },
    timeoutMs: 2 * d.timeoutMs + 60_000,
    async run(ctx) {
      writeFileSync(join(ctx.repo, 'seam.yaml'), spec(d.agent));
      // <cache>/node_modules/...: the CLI looks in the same cache
      const cache = ctx.client.bin.slice(0, ctx.client.bin.lastIndexOf('/node_modules/'));
      const env = { ...process.env, SEAMC_LIVE_CACHE: cache, NO_COLOR: '1' };
      const r = await run(process.execPath, [join(ctx.root, 'bin', 'seamc.js'), 'test', 'seam.yaml', '--live', '--format', 'json'], { cwd: ctx.repo, env, timeoutMs: ctx.remainingMs() });
      let rep: Report;
      try {
        rep = JSON.parse(r.stdout) as Report;
      } catch {
        return fail(`no JSON report (exit ${r.timedOut ? 'timeout' : String(r.code)}): ${`${r.stdout}\n${r.stderr}`.trim().slice(-400)}`);
      }
      const client = rep.live?.clients[d.agent];
      if (client?.version !== ctx.client.version) return fail(`the CLI did not use the suite's client: ${JSON.stringify(client)}`);
      const cell = (name: string): Result | undefined => rep.tests.find((t) => t.name === name)?.results[d.agent] ?? undefined;
      const [deny, allow, wrong] = ['denied command', 'allowed write', 'wrong on purpose'].map(cell);
      const say = (c: Result | undefined): string => (c ? `${c.status}: ${c.answer ?? c.na ?? c.error ?? ''}` : 'missing');
      const jailed = rep.live?.containment.kind === 'bwrap';
      if (jailed ? deny?.status !== 'pass' || !/by rule no-marker/.test(deny.answer ?? '') : deny?.status !== 'n/a' || !/no jail/.test(deny.na ?? ''))
        return fail(`denied command: ${say(deny)}`);
      if (allow?.status !== 'pass') return fail(`allowed write: ${say(allow)}`);
      if (wrong?.status !== 'fail' || !/^deny by rule no-keys/.test(wrong.answer ?? '')) return fail(`wrong on purpose: expected FAIL (got deny by rule no-keys), saw ${say(wrong)}`);
      if (r.code !== 1 || rep.exit !== 1) return fail(`exit ${String(r.code)} (report ${rep.exit}); expected 1 for the wrongly expected case`);
      return pass(jailed ? 'pass, pass, FAIL (got deny), exit 1' : `no jail here (${rep.live?.containment.why ?? ''}): shell case n/a; pass, FAIL (got deny), exit 1`);
    },
  };
}

/** The clients for which seamc emits hooks (the rules of the spec are hook rules). */
export const testLiveScenarios: readonly Scenario[] = liveDrivers
  .filter((d) => backends.find((b) => b.facts.id === d.agent)?.facts.sections.hooks.status === 'emitted')
  .map(scenario);
