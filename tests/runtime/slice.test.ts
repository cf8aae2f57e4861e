/**
 * One agent's part of the shared runtime body (compiler/bundle/slice.ts): a hook call compiles only the engine and
 * its own agent's adapter. For every agent with a runtime, the part cut from the prebuilt body gives the same reply,
 * byte for byte, as the whole body on every payload fixture of that agent; the parts are ordered, in bounds and leave
 * the other adapters out; a body the reader does not recognise is read whole.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { entryConstants } from '../../compiler/bundle/entry.js';
import { BODY_CLOSE, BODY_OPEN } from '../../compiler/bundle/placeholder.js';
import { agentParts } from '../../compiler/bundle/slice.js';
import { packageRoot } from '../../compiler/util/package-root.js';
import { backends } from '../../vendors/index.js';
import { prebuiltRuntime } from '../runtime-files.js';
import { EXAMPLE_POLICY } from './example-policy.js';

const POLICY = EXAMPLE_POLICY;
const text = prebuiltRuntime();
const body = text.slice(text.indexOf(BODY_OPEN) + BODY_OPEN.length, text.lastIndexOf(BODY_CLOSE));
const agents = backends.filter((b) => b.facts.hooks && readdirSync(join(packageRoot(), 'vendors')).includes(b.facts.id)).map((b) => b.facts.id);
const fixtures = join(packageRoot(), 'tests', 'fixtures', 'payloads');

const req = createRequire(import.meta.url);
type Run = { agent: string; dispatch: (input: string, o: { userHooks?: boolean }) => unknown };
const compile = (source: string, agent: string): Run =>
  (new Script(source).runInThisContext() as (r: NodeRequire, a: string, p: unknown, s: undefined) => Run)(req, agent, POLICY, undefined);
let whole: Map<string, Run> | undefined;
const wholeFor = (agent: string): Run => {
  whole ??= new Map();
  let r = whole.get(agent);
  if (r === undefined) whole.set(agent, (r = compile(body, agent)));
  return r;
};
const reply = (r: Run, input: string): string => {
  try {
    return JSON.stringify(r.dispatch(input, { userHooks: false }));
  } catch (e) {
    return `throws ${(e as Error).message}`;
  }
};

describe('the agent parts of the shared body', () => {
  const runtimeAgents = agents.filter((a) => body.includes(`"vendors/${a}/runtime": function`));

  it('cover the runtime agents', () => {
    expect(runtimeAgents.length).toBeGreaterThan(20);
  });

  it.each(runtimeAgents)('%s: ordered, in bounds, without the other adapters, same replies as the whole body', (agent) => {
    const parts = agentParts(body, agent);
    expect(parts.length % 2).toBe(0);
    let at = 0;
    let slice = '';
    for (let i = 0; i < parts.length; i += 2) {
      const [o, n] = [parts[i] as number, parts[i + 1] as number];
      expect(o).toBeGreaterThanOrEqual(at);
      expect(n).toBeGreaterThan(0);
      slice += body.slice(o, o + n);
      at = o + n;
    }
    expect(at).toBe(body.length);
    // the shared judging code is most of the body and grows with each reader; the other adapters must stay out (below)
    expect(slice.length).toBeLessThan(body.length * 0.85);
    expect(slice).toContain(`"vendors/${agent}/runtime": function`);
    expect(runtimeAgents.filter((o) => o !== agent && slice.includes(`"vendors/${o}/runtime": function`)).length).toBeLessThan(3);
    // the entry accepts them as the body's parts
    expect(entryConstants(agent, { id: 'hook-0123456789abcdef', length: body.length, parts }, { id: 'policy-0123456789abcdef', length: 1 }, { exit: 2 })).toContain(JSON.stringify(parts));
    const part = compile(slice, agent);
    expect(part.agent).toBe(agent);
    const dir = join(fixtures, agent);
    let judged = 0;
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')).sort()) {
      const fx = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { payload?: unknown };
      const input = typeof fx.payload === 'string' ? fx.payload : JSON.stringify(fx.payload ?? fx);
      const got = reply(part, input);
      expect(got, `${agent}/${f}`).toBe(reply(wholeFor(agent), input));
      if (got.includes('"decision":{"verb"')) judged++;
    }
    expect(judged).toBeGreaterThan(0);
  });

  it('a body that is no module table, or an agent it has no adapter for, is read whole', () => {
    expect(agentParts('(function () { return 1; })', 'claude_code')).toEqual([0, 27]);
    expect(agentParts(body, 'no_such_agent')).toEqual([0, body.length]);
  });

  it('the entry refuses parts out of order or out of bounds', () => {
    const stamp = (parts: number[]) => ({ id: 'hook-0123456789abcdef', length: 100, parts });
    const policy = { id: 'policy-0123456789abcdef', length: 1 };
    for (const bad of [[0, 101], [10, 5, 0, 5], [0, 0], [0]]) expect(() => entryConstants('claude_code', stamp(bad), policy, { exit: 2 })).toThrow(/not the parts of a body/);
    expect(entryConstants('claude_code', stamp([0, 10, 50, 50]), policy, { exit: 2 })).toContain('[0,10,50,50]');
  });
});
