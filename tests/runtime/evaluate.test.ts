import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import type { CompiledRule, RuntimePolicy } from '../../compiler/contract/rules.js';
import { globToRegExpSource } from '../../compiler/model/glob.js';
import { lowerMatcher } from '../../compiler/model/matcher.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { evaluate } from '../../compiler/runtime/evaluate.js';
import type { SpecMatcher } from '../../compiler/spec/types.js';
import { withKinds } from '../rule-helpers.js';

const repo = mkdtempSync(join(tmpdir(), 'seam-eval-'));
mkdirSync(join(repo, 'src'));
writeFileSync(join(repo, '.env'), 'TOKEN=1\n');
symlinkSync(join(repo, '.env'), join(repo, 'src', 'settings'));

const ev = (over: Partial<NormalizedEvent>): NormalizedEvent => ({ agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd: repo, ...over });
const bash = (command: string): NormalizedEvent => ev({ tool: 'Bash', toolClass: 'shell', command, toolInput: { command, description: 'd' } });
const write = (path: string, content = ''): NormalizedEvent => ev({ tool: 'Write', toolClass: 'write', path, content, toolInput: { file_path: path, content } });
type R = Omit<Partial<CompiledRule>, 'match' | 'unless'> & Pick<CompiledRule, 'id'> & { match?: SpecMatcher; unless?: SpecMatcher };
const rule = ({ match, unless, ...over }: R): CompiledRule =>
  withKinds({ on: 'pre_tool', tools: [], decision: 'deny', intent: 'security', ...over, match: lowerMatcher(match ?? {}), ...(unless ? { unless: lowerMatcher(unless) } : {}) });
const policy = (...rules: CompiledRule[]): RuntimePolicy => ({ rules, hooks: [] });
const decide = (p: RuntimePolicy, e: NormalizedEvent) => evaluate(p, e, evalContext(e, { root: repo }));
const verb = (r: CompiledRule, e: NormalizedEvent) => decide(policy(r), e).verb;

describe('evaluate', () => {
  it('no rule -> bare allow', () => {
    expect(decide(policy(), bash('ls'))).toEqual({ verb: 'allow' });
  });

  it('a field is tested only on the calls that carry it', () => {
    expect(verb(rule({ id: 'r', match: { path: '**' } }), bash('ls'))).toBe('allow');
    expect(verb(rule({ id: 'r', on: 'post_tool', match: { command: 'ls' } }), bash('ls'))).toBe('allow');
    expect(verb(rule({ id: 'r', tools: ['write'], match: { command: 'ls' } }), bash('ls'))).toBe('allow');
    expect(verb(rule({ id: 'r', tools: ['write', 'shell'], match: { command: 'ls' } }), bash('ls'))).toBe('deny');
    expect(verb(rule({ id: 'r', match: { command: 'ls' } }), bash('ls'))).toBe('deny');
  });

  it('judges every simple command, unwrapped, and `unless` per command', () => {
    const r = rule({ id: 'fp', tools: ['shell'], match: { command: '^git\\s+push\\b.*\\s(--force|-f)\\b' }, unless: { command: '--force-with-lease' } });
    expect(verb(r, bash('git push --force-with-lease origin a'))).toBe('allow');
    expect(verb(r, bash('git push --force-with-lease origin a && git push --force origin main'))).toBe('deny');
    expect(verb(r, bash('true && git push -f'))).toBe('deny');
  });

  it('a shell write is a write, a shell read is a read', () => {
    const w = rule({ id: 'w', tools: ['write', 'edit'], match: { path: '.env' } });
    expect(verb(w, write('.env'))).toBe('deny');
    expect(verb(w, write(join(repo, 'src', '..', '.env')))).toBe('deny');
    expect(verb(w, write('./src/../.env'))).toBe('deny');
    expect(verb(w, write('src/settings'))).toBe('deny'); // a symlink to .env is .env
    expect(verb(w, write('src/a.ts'))).toBe('allow');
  });

  it('outside_repo is its own field', () => {
    const o = rule({ id: 'o', tools: ['write'], match: { outside_repo: true } });
    expect(verb(o, write('/etc/hosts'))).toBe('deny');
    expect(verb(o, write('src/a.ts'))).toBe('allow');
    expect(verb(o, write('../elsewhere/x'))).toBe('deny');
  });

  it('MCP calls by server and tool, web calls by host', () => {
    const m = rule({ id: 'm', tools: ['mcp'], match: { mcp: { server: 'github', tool: 'delete_*' } } });
    const mcp = (server: string, tool: string) => ev({ tool: `mcp__${server}__${tool}`, toolClass: 'mcp', mcpServer: server, mcpName: tool, toolInput: { repo: 'a/b' } });
    expect(verb(m, mcp('github', 'delete_repository'))).toBe('deny');
    expect(verb(m, mcp('GitHub', 'DELETE_repository'))).toBe('deny');
    expect(verb(m, mcp('github', 'create_issue'))).toBe('allow');
    const h = rule({ id: 'h', tools: ['web'], match: { host: '*.internal.example.com' } });
    const web = (url: string) => ev({ tool: 'WebFetch', toolClass: 'web', url, toolInput: { url } });
    expect(verb(h, web('https://wiki.internal.example.com/x'))).toBe('deny');
    expect(verb(h, web('https://internal.example.com/x'))).toBe('deny');
    expect(verb(h, web('https://user@WIKI.Internal.Example.com./x'))).toBe('deny');
    expect(verb(h, web('https://example.com/internal.example.com'))).toBe('allow');
    const meta = rule({ id: 'meta', tools: ['web'], match: { host: '169.254.169.254' } });
    expect(verb(meta, web('http://2852039166/latest/meta-data'))).toBe('deny'); // decimal IPv4 is the same host
  });

  it('flags apply to regexes; g and y are dropped so repeated tests stay stable', () => {
    const r = rule({ id: 'r', match: { command: 'GIT PUSH', flags: 'gi' } });
    expect(verb(r, bash('git push'))).toBe('deny');
    expect(verb(r, bash('git push'))).toBe('deny');
    expect(verb(rule({ id: 'r2', match: { command: 'GIT PUSH' } }), bash('git push'))).toBe('allow');
  });

  it('most restrictive wins whatever the order; ties go to the first rule', () => {
    const p = policy(
      rule({ id: 'a', decision: 'allow', match: { command: 'x' } }),
      rule({ id: 'w1', decision: 'warn', match: { command: 'x' }, message: 'first' }),
      rule({ id: 'e', decision: 'escalate', match: { command: 'x' } }),
      rule({ id: 'w2', decision: 'warn', match: { command: 'x' }, message: 'second' }),
    );
    expect(decide(p, bash('x'))).toEqual({ verb: 'escalate', reason: 'confirmation required by seam rule e', ruleId: 'e' });
    const ties = policy(rule({ id: 'w1', decision: 'warn', match: { command: 'x' }, message: 'first' }), rule({ id: 'w2', decision: 'warn', match: { command: 'x' }, message: 'second' }));
    expect(decide(ties, bash('x'))).toEqual({ verb: 'warn', reason: 'first', ruleId: 'w1' });
    const withDeny = policy(rule({ id: 'v', decision: 'vouch', match: { command: 'x' } }), rule({ id: 'd', match: { command: 'x' }, message: 'no' }));
    expect(decide(withDeny, bash('x'))).toEqual({ verb: 'deny', reason: 'no', ruleId: 'd' });
  });

  it('transform merges the update over the tool input', () => {
    const p = policy(rule({ id: 't', decision: 'transform', match: { command: '^npm i$' }, update: { command: 'npm ci', timeout: 5 } }));
    expect(decide(p, bash('npm i'))).toEqual({
      verb: 'transform',
      reason: 'input rewritten by seam rule t',
      updatedInput: { command: 'npm ci', description: 'd', timeout: 5 },
      ruleId: 't',
    });
  });

  it('transform on an event without tool input carries no updatedInput', () => {
    const p = policy(rule({ id: 't', on: 'prompt_submit', decision: 'transform', match: { prompt: 'x' }, update: { a: 1 } }));
    expect(decide(p, ev({ event: 'prompt_submit', prompt: 'x' }))).toEqual({ verb: 'transform', reason: 'input rewritten by seam rule t', ruleId: 't' });
  });

  it('an invalid regex throws (the dispatcher turns that into a deny)', () => {
    expect(() => decide(policy(rule({ id: 'bad', match: { command: '(' } })), bash('x'))).toThrow(SyntaxError);
  });

  it('does not throw for a bad rule that an earlier deny already settled', () => {
    const p = policy(rule({ id: 'd', match: { command: 'x' } }), rule({ id: 'bad', match: { command: '(' } }));
    expect(decide(p, bash('x')).ruleId).toBe('d');
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
