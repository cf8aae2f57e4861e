/** `seamc test --live`'s verdicts from observations (compiler/live/judge.ts), without any client. */
import { describe, expect, it } from 'vitest';
import { judge, ruleIn, type DriverTraits, type Observed, type RuleText } from '../../compiler/live/judge.js';

const rules: RuleText[] = [
  { id: 'no-push', decision: 'deny', reason: 'pushes are blocked' },
  { id: 'ask-rm', decision: 'escalate', reason: 'a human approves rm' },
  { id: 'note', decision: 'warn', reason: 'careful with config' },
  { id: 'short', decision: 'deny', reason: 'no' },
];
const refused: DriverTraits = { refusal: /denied by hook/i, escalate: 'refused' };
const base: Observed = { kind: 'shell', called: true, reachedModel: true, timedOut: false, exit: 0, output: '' };

describe('live verdicts', () => {
  it('a tool result carrying a deny rule\'s message is deny by that rule', () => {
    const v = judge({ ...base, result: 'Denied by hook: pushes are blocked' }, rules, refused);
    expect(v).toMatchObject({ verb: 'deny', ruleId: 'no-push' });
  });

  it('a shell result with no refusal is allow; a warn rule\'s message makes it warn', () => {
    expect(judge({ ...base, result: 'On branch main' }, rules, refused).verb).toBe('allow');
    expect(judge({ ...base, result: 'ok; careful with config' }, rules, refused)).toMatchObject({ verb: 'warn', ruleId: 'note' });
  });

  it('an escalate rule\'s message is escalate where the client asks, deny where it has no ask', () => {
    const o = { ...base, result: 'a human approves rm' };
    expect(judge(o, rules, refused).verb).toBe('escalate');
    expect(judge(o, rules, { ...refused, escalate: 'degraded' }).verb).toBe('deny');
  });

  it('a call with no result is held (escalate) only where the client holds asks and the runtime answers escalate', () => {
    const o: Observed = { ...base, timedOut: true, exit: null };
    const held = { ...refused, escalate: 'held' as const };
    expect(judge({ ...o, runtimeVerb: 'escalate' }, rules, held).verb).toBe('escalate');
    expect(judge({ ...o, timedOut: false, exit: 0, runtimeVerb: 'escalate' }, rules, held).verb).toBe('escalate');
    expect(judge({ ...o, runtimeVerb: 'allow' }, rules, held).error).toMatch(/without sending a result \(the generated runtime answers allow/);
    expect(judge({ ...o, runtimeVerb: 'escalate' }, rules, refused).error).toMatch(/without sending a result/);
    // a hook that let the call through, reported by the client, and a command still running when the client was killed
    expect(judge({ ...o, reports: [{ verb: 'transform' }] }, rules, refused).verb).toBe('transform');
  });

  it('an observable effect decides: present is allow (other text: transform), absent needs a refusal', () => {
    const w: Observed = { ...base, kind: 'write', result: 'File created' };
    expect(judge({ ...w, effect: true }, rules, refused).verb).toBe('allow');
    expect(judge({ ...w, effect: true, rewritten: true }, rules, refused).verb).toBe('transform');
    expect(judge({ ...w, effect: false, result: 'pushes are blocked' }, rules, refused).verb).toBe('deny');
    expect(judge({ ...w, effect: false, result: 'disk full' }, rules, refused).error).toMatch(/neither ran nor was refused/);
  });

  it('a call never made is an error, except an MCP tool withheld while its sibling is offered (deny)', () => {
    expect(judge({ ...base, called: false }, rules, refused).error).toMatch(/never offered/);
    expect(judge({ ...base, kind: 'mcp', called: false, offered: false, siblingOffered: true }, rules, refused).verb).toBe('deny');
    expect(judge({ ...base, kind: 'mcp', called: false, offered: false, siblingOffered: false }, rules, refused).error).toBeDefined();
  });

  it('the client\'s own report wins for the verb (ask, rewrite)', () => {
    expect(judge({ ...base, result: 'pushes are blocked', reports: [{ verb: 'escalate' }] }, rules, { ...refused, escalate: 'degraded' }).verb).toBe('escalate');
    expect(judge({ ...base, result: 'done', reports: [{ verb: 'transform' }] }, rules, refused).verb).toBe('transform');
  });

  it('a prompt is allow when it reached the model, deny when the client printed a rule\'s message instead', () => {
    const p: Observed = { ...base, kind: 'prompt', called: false };
    expect(judge({ ...p, promptSeen: true }, rules, refused).verb).toBe('allow');
    expect(judge({ ...p, promptSeen: false, output: '{"error":"pushes are blocked"}' }, rules, refused).verb).toBe('deny');
    expect(judge({ ...p, promptSeen: false, output: 'crashed' }, rules, refused).error).toBeDefined();
  });

  it('a stop is deny when the model is sent back with a rule\'s message', () => {
    const s: Observed = { ...base, kind: 'stop', called: false };
    expect(judge({ ...s, afterStop: '{"text":"pushes are blocked"}' }, rules, refused).verb).toBe('deny');
    expect(judge(s, rules, refused).verb).toBe('allow');
  });

  it('matches reasons JSON-escaped, longest first, and never a reason shorter than 4 characters', () => {
    const q: RuleText[] = [{ id: 'q', decision: 'deny', reason: 'say "no"' }];
    expect(ruleIn('{"m":"say \\"no\\""}', q)?.id).toBe('q');
    expect(ruleIn('no', rules)).toBeUndefined();
  });
});
