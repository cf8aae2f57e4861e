import { describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import type { CompiledRule, RuntimePolicy } from '../../compiler/contract/rules.js';
import { globToRegExpSource } from '../../compiler/model/glob.js';
import { evaluate, ruleMatches } from '../../compiler/runtime/evaluate.js';

const ev = (over: Partial<NormalizedEvent>): NormalizedEvent => ({ agent: 't', event: 'pre_tool', wire: 'W', raw: {}, ...over });
const bash = (command: string): NormalizedEvent => ev({ tool: 'Bash', toolClass: 'shell', command, toolInput: { command, description: 'd' } });
const rule = (over: Partial<CompiledRule> & Pick<CompiledRule, 'id'>): CompiledRule => ({
  on: 'pre_tool',
  tools: [],
  match: {},
  decision: 'deny',
  intent: 'security',
  ...over,
});
const policy = (...rules: CompiledRule[]): RuntimePolicy => ({ rules, hooks: [] });

describe('evaluate', () => {
  it('no rule -> bare allow', () => {
    expect(evaluate(policy(), bash('ls'))).toEqual({ verb: 'allow' });
  });

  it('every given field must match (AND)', () => {
    const r = rule({ id: 'r', match: { command: 'rm', path: 'x' } });
    expect(ruleMatches(r, ev({ toolClass: 'shell', command: 'rm -rf', path: '/x' }))).toBe(true);
    expect(ruleMatches(r, ev({ toolClass: 'shell', command: 'rm -rf', path: '/y' }))).toBe(false);
  });

  it('a field given but absent on the event is no match', () => {
    expect(ruleMatches(rule({ id: 'r', match: { path: '.*' } }), bash('cat a'))).toBe(false);
  });

  it('event and tool class filter; empty tools = any tool', () => {
    expect(ruleMatches(rule({ id: 'r', on: 'post_tool', match: { command: 'ls' } }), bash('ls'))).toBe(false);
    expect(ruleMatches(rule({ id: 'r', tools: ['write'], match: { command: 'ls' } }), bash('ls'))).toBe(false);
    expect(ruleMatches(rule({ id: 'r', tools: ['write', 'shell'], match: { command: 'ls' } }), bash('ls'))).toBe(true);
    expect(ruleMatches(rule({ id: 'r', match: { command: 'ls' } }), bash('ls'))).toBe(true);
    expect(ruleMatches(rule({ id: 'r', tools: ['shell'], on: 'prompt_submit' }), ev({ event: 'prompt_submit', prompt: 'p' }))).toBe(false);
  });

  it('unless exempts only when every given field matches', () => {
    const r = rule({ id: 'r', match: { command: 'push' }, unless: { command: 'lease', path: 'x' } });
    expect(ruleMatches(r, bash('git push --force-with-lease'))).toBe(true); // path absent: not exempt
    expect(ruleMatches(rule({ id: 'r2', match: { command: 'push' }, unless: { command: 'lease' } }), bash('git push --force-with-lease'))).toBe(false);
    expect(ruleMatches(rule({ id: 'r3', match: { command: 'push' }, unless: {} }), bash('git push'))).toBe(true);
  });

  it('flags apply; g and y are dropped so repeated tests stay stable', () => {
    const r = rule({ id: 'r', match: { command: 'GIT PUSH', flags: 'gi' } });
    expect(ruleMatches(r, bash('git push'))).toBe(true);
    expect(ruleMatches(r, bash('git push'))).toBe(true);
    expect(ruleMatches(rule({ id: 'r2', match: { command: 'GIT PUSH' } }), bash('git push'))).toBe(false);
  });

  it('most restrictive wins whatever the order; ties go to the first rule', () => {
    const p = policy(
      rule({ id: 'a', decision: 'allow', match: { command: 'x' } }),
      rule({ id: 'w1', decision: 'warn', match: { command: 'x' }, message: 'first' }),
      rule({ id: 'e', decision: 'escalate', match: { command: 'x' } }),
      rule({ id: 'w2', decision: 'warn', match: { command: 'x' }, message: 'second' }),
    );
    expect(evaluate(p, bash('x'))).toEqual({ verb: 'escalate', reason: 'confirmation required by seam rule e', ruleId: 'e' });
    const ties = policy(rule({ id: 'w1', decision: 'warn', match: { command: 'x' }, message: 'first' }), rule({ id: 'w2', decision: 'warn', match: { command: 'x' }, message: 'second' }));
    expect(evaluate(ties, bash('x'))).toEqual({ verb: 'warn', reason: 'first', ruleId: 'w1' });
    const withDeny = policy(rule({ id: 'v', decision: 'vouch', match: { command: 'x' } }), rule({ id: 'd', match: { command: 'x' }, message: 'no' }));
    expect(evaluate(withDeny, bash('x'))).toEqual({ verb: 'deny', reason: 'no', ruleId: 'd' });
  });

  it('transform merges the update over the tool input', () => {
    const p = policy(rule({ id: 't', decision: 'transform', match: { command: '^npm i$' }, update: { command: 'npm ci', timeout: 5 } }));
    expect(evaluate(p, bash('npm i'))).toEqual({
      verb: 'transform',
      reason: 'input rewritten by seam rule t',
      updatedInput: { command: 'npm ci', description: 'd', timeout: 5 },
      ruleId: 't',
    });
  });

  it('transform on an event without tool input carries no updatedInput', () => {
    const p = policy(rule({ id: 't', on: 'prompt_submit', decision: 'transform', match: { prompt: 'x' }, update: { a: 1 } }));
    expect(evaluate(p, ev({ event: 'prompt_submit', prompt: 'x' }))).toEqual({ verb: 'transform', reason: 'input rewritten by seam rule t', ruleId: 't' });
  });

  it('an invalid regex throws (the dispatcher turns that into a deny)', () => {
    expect(() => evaluate(policy(rule({ id: 'bad', match: { command: '(' } })), bash('x'))).toThrow(SyntaxError);
  });

  it('does not throw for a bad rule that an earlier deny already settled', () => {
    const p = policy(rule({ id: 'd', match: { command: 'x' } }), rule({ id: 'bad', match: { command: '(' } }));
    expect(evaluate(p, bash('x')).ruleId).toBe('d');
  });
});

describe('globToRegExpSource', () => {
  const m = (glob: string, path: string): boolean => new RegExp(globToRegExpSource(glob)).test(path);

  it('a name without a slash matches at any depth', () => {
    expect(globToRegExpSource('.env')).toBe('(?:^|[\\\\/])\\.env$');
    expect(m('.env', '/repo/.env')).toBe(true);
    expect(m('.env', '/repo/sub/.env')).toBe(true);
    expect(m('.env', '/repo/x.env')).toBe(false);
    expect(m('.env', '/repo/.env.local')).toBe(false);
    expect(m('.env*', '/repo/.env.local')).toBe(true);
    expect(m('*.pem', 'C:\\repo\\k.pem')).toBe(true);
  });

  it('** spans segments, * and ? stay inside one', () => {
    expect(m('src/**/*.ts', '/repo/src/a.ts')).toBe(true);
    expect(m('src/**/*.ts', '/repo/src/a/b/c.ts')).toBe(true);
    expect(m('src/**/*.ts', '/repo/src/a/b/c.js')).toBe(false);
    expect(m('src/*.ts', '/repo/src/a/b.ts')).toBe(false);
    expect(m('.github/workflows/**', '/repo/.github/workflows/ci.yml')).toBe(true);
    expect(m('.github/workflows/**', '/repo/.github/workflowsX/ci.yml')).toBe(false);
    expect(m('a?.md', '/r/ab.md')).toBe(true);
    expect(m('a?.md', '/r/a/.md')).toBe(false);
  });

  it('braces, classes, leading ./ and /, and regex specials', () => {
    expect(m('*.{ts,tsx}', '/r/a.tsx')).toBe(true);
    expect(m('*.{ts,tsx}', '/r/a.js')).toBe(false);
    expect(m('[!a]b', '/r/cb')).toBe(true);
    expect(m('[!a]b', '/r/ab')).toBe(false);
    expect(m('./CLAUDE.md', '/r/CLAUDE.md')).toBe(true);
    expect(m('/CLAUDE.md', '/r/CLAUDE.md')).toBe(true);
    expect(m('a+b(1).txt', '/r/a+b(1).txt')).toBe(true);
    expect(m('**', '/anything')).toBe(true);
  });
});
