/**
 * The packed policy (compiler/bundle/pack.ts -> compiler/runtime/packed.ts) never changes a verdict: for random
 * policies built the way `seamc build` lowers them (every matcher form, unless clauses, broken regexes, kinds-less
 * rules, security rules) and random calls of every kind, the decision from the rules a packed policy selects equals
 * the decision from all rules; so do the rules a timeout or an unreadable payload answers for.
 */
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anyLiterals, packPolicy } from '../../compiler/bundle/pack.js';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import type { CompiledRule, RuntimePolicy } from '../../compiler/contract/rules.js';
import { lowerMatcher } from '../../compiler/model/matcher.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { rulesDecision } from '../../compiler/runtime/dispatch.js';
import { evaluate, securityAt } from '../../compiler/runtime/evaluate.js';
import { PackedPolicy, unpackPolicy } from '../../compiler/runtime/packed.js';
import type { SpecMatcher } from '../../compiler/spec/types.js';
import { withKinds } from '../rule-helpers.js';

const repo = mkdtempSync(join(tmpdir(), 'seam-packed-'));
mkdirSync(join(repo, 'src', 'gen'), { recursive: true });
mkdirSync(join(repo, '.github', 'workflows'), { recursive: true });
writeFileSync(join(repo, '.env'), 'X=1\n');

const WORDS = ['git', 'push', 'rm', 'npm', 'publish', 'curl', 'Deploy', 'kubectl', 'delete', '-rf', '--force', 'sudo', 'bash', 'src', 'gen', 'main', 'X'];
const word = fc.constantFrom(...WORDS);
const PATHS = ['src/gen/a.ts', 'src/App.TS', '.env', '.github/workflows/ci.yml', '.github', 'src', 'README.md', '/etc/passwd', '../out/x.json', '~/.ssh/id_rsa'];
const GLOBS = ['src/gen/**', '**/*.ts', '.env', '.github/workflows/**', '*.md', '**/.ssh/*', 'src/**/a.*', '/etc/*', '{a,b}/x'];

const regex = fc.oneof(
  word,
  word,
  fc.constantFrom('(', '[a-', 'x{2,1}'),
  word.map((w) => `\\b${w}`),
  fc.array(word, { minLength: 1, maxLength: 3 }).map((ws) => ws.join('\\s+')),
  fc.tuple(word, word).map(([a, b]) => `\\b(${a}|${b})\\b`),
  fc.tuple(word, word).map(([a, b]) => `^${a}.*${b}$`),
  fc.constantFrom('\\d+', '(', '[a-', 'x{2,}', 'AKIA[0-9A-Z]{4}', '(?i)bad', '.*'),
);
const FIELDS: Record<string, fc.Arbitrary<unknown>> = {
  command: regex,
  exec: fc.record({ program: fc.oneof(word, fc.array(fc.oneof(word, fc.constantFrom('g*t', '?m')), { minLength: 1, maxLength: 2 })), args: fc.array(fc.oneof(word, fc.constant('*')), { minLength: 1, maxLength: 2 }), flags: fc.array(fc.constantFrom('--force', '-f', '-r'), { minLength: 1, maxLength: 2 }) }, { requiredKeys: ['program'] }),
  path: fc.constantFrom(...GLOBS),
  content: regex,
  outside_repo: fc.boolean(),
  mcp: fc.record({ server: fc.constantFrom('gh', 'g*', 'docs'), tool: fc.constantFrom('delete_*', 'read', '*'), args: regex }, { requiredKeys: [] }),
  url: regex,
  host: fc.constantFrom('*.example.com', 'api.x.io', 'evil.*'),
  prompt: regex,
};
/** one or two fields (more rarely hold together), sometimes with flags */
const matcher: fc.Arbitrary<SpecMatcher> = fc
  .tuple(fc.oneof({ arbitrary: fc.constantFrom(...Object.keys(FIELDS)).map((k) => [k]), weight: 4 }, { arbitrary: fc.uniqueArray(fc.constantFrom(...Object.keys(FIELDS)), { minLength: 2, maxLength: 2 }), weight: 1 }), fc.constantFrom(undefined, 'i', ''))
  .chain(([keys, flags]) => fc.tuple(...(keys as string[]).map((k) => FIELDS[k] as fc.Arbitrary<unknown>)).map((vals) => ({ ...Object.fromEntries((keys as string[]).map((k, i) => [k, vals[i]])), ...(flags !== undefined ? { flags } : {}) }) as SpecMatcher));

const TOOLSETS = [[], ['shell'], ['write', 'edit'], ['read'], ['mcp'], ['web'], ['shell', 'write']] as const;
const rule: fc.Arbitrary<CompiledRule> = fc
  .record({
    on: fc.constantFrom('pre_tool', 'pre_tool', 'post_tool', 'prompt_submit', 'stop'),
    tools: fc.constantFrom(...TOOLSETS),
    match: fc.option(matcher, { nil: undefined }),
    unless: fc.option(matcher, { nil: undefined }),
    decision: fc.constantFrom('allow', 'deny', 'escalate', 'transform', 'warn', 'vouch'),
    intent: fc.constantFrom('security', 'hygiene'),
  })
  .chain((r) => fc.nat(1_000_000).map((n) => withKinds({ id: `r${n}`, on: r.on, tools: [...r.tools], decision: r.decision, intent: r.intent, match: lowerMatcher(r.match), ...(r.unless ? { unless: lowerMatcher(r.unless) } : {}) }) as CompiledRule));
const policy: fc.Arbitrary<RuntimePolicy> = fc.array(rule, { maxLength: 20 }).map((rules) => ({ rules, hooks: [] }));

const base = { agent: 't', wire: 'W', raw: {}, cwd: repo } as const;
const event: fc.Arbitrary<NormalizedEvent> = fc.oneof(
  fc.array(fc.oneof(word, fc.constantFrom('&&', '|', ';', '>', 'out.txt', '"a b"', 'g"i"t', '$(rm -rf /)')), { minLength: 1, maxLength: 6 }).map((ws) => ({ ...base, event: 'pre_tool', tool: 'Bash', toolClass: 'shell', command: ws.join(' '), toolInput: { command: ws.join(' ') } }) as NormalizedEvent),
  fc.array(fc.oneof(word, fc.constantFrom('&&', '|', ';', '>', 'out.txt', '"a b"', "'$(x)'", 'g"i"t', '$(rm -rf /)', '"unterminated')), { minLength: 1, maxLength: 8 }).map((ws) => ({ ...base, event: 'pre_tool', tool: 'Bash', toolClass: 'shell', command: ws.join(' '), toolInput: { command: ws.join(' ') } }) as NormalizedEvent),
  fc.tuple(fc.constantFrom(...PATHS), fc.constantFrom('', 'AKIAABCD', 'git push')).map(([path, content]) => ({ ...base, event: 'pre_tool', tool: 'Write', toolClass: 'write', path, content, toolInput: {} }) as NormalizedEvent),
  fc.constantFrom(...PATHS).map((path) => ({ ...base, event: 'pre_tool', tool: 'Read', toolClass: 'read', path, toolInput: {} }) as NormalizedEvent),
  fc.tuple(fc.constantFrom('gh', 'GH', 'docs', 'other'), fc.constantFrom('delete_repo', 'read', 'x')).map(([s, t]) => ({ ...base, event: 'pre_tool', tool: `mcp__${s}__${t}`, toolClass: 'mcp', mcpServer: s, mcpName: t, toolInput: { q: 'git push' } }) as NormalizedEvent),
  fc.constantFrom('https://API.x.io/a', 'http://evil.com/x', 'see https://a.example.com/deploy and more', 'nothing').map((url) => ({ ...base, event: 'pre_tool', tool: 'WebFetch', toolClass: 'web', url, toolInput: {} }) as NormalizedEvent),
  fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ({ ...base, event: 'prompt_submit', prompt: ws.join(' ') }) as NormalizedEvent),
  fc.constant({ ...base, event: 'stop' } as NormalizedEvent),
  fc.constant({ ...base, event: 'post_tool', tool: 'Bash', toolClass: 'shell', command: 'git push --force', toolInput: {} } as NormalizedEvent),
);

/** A decision or the class of what it threw: a throw is a verdict too (deny, could not evaluate). */
function outcome(f: () => unknown): unknown {
  try {
    return f();
  } catch (e) {
    return { threw: e instanceof Error ? e.name : typeof e };
  }
}

describe('packed policy', () => {
  it('round-trips: the packed text holds every rule, hook and deadline as given', () => {
    const p: RuntimePolicy = { rules: [withKinds({ id: 'a', on: 'pre_tool', tools: ['shell'], match: { command: 'x*/y', literals: { command: 'x' } }, decision: 'deny', intent: 'security', message: 'caf\u00e9 \u2028 */' })], hooks: [{ id: 'h', on: 'stop', tools: [], run: 'echo */', timeout: 5 }], deadlineMs: 900 };
    const text = packPolicy(p);
    expect(text).not.toContain('*/');
    expect(text).toMatch(/^[\x00-\x7f]*$/);
    expect(unpackPolicy(text)).toEqual(JSON.parse(JSON.stringify(p)));
    expect(unpackPolicy(`\n${text}\n`)).toEqual(unpackPolicy(text));
    expect(() => new PackedPolicy('{"rules":[]}')).toThrow(SyntaxError);
  });

  it('literals for alternations: one per alternative, or none when an alternative has none', () => {
    expect(anyLiterals('(?:(?:^|[\\\\/])\\.seam$)|(?:(?:^|[\\\\/])\\.claude[\\\\/]settings\\.json$)')).toEqual(['.seam', 'settings.json']);
    expect(anyLiterals('abc|\\d+')).toBeUndefined();
    expect(anyLiterals('(foo|bar)x')).toBeUndefined();
    expect(anyLiterals('(?=ab)cd')).toEqual(['cd']);
    expect(anyLiterals('A.B')).toBeUndefined();
    expect(anyLiterals('GitHub')).toEqual(['github']);
  });

  it('selection never changes a verdict (random policies and calls, both path-case modes)', () => {
    const seen = { rule: 0, threw: 0, runs: 0 };
    fc.assert(
      fc.property(policy, event, fc.boolean(), (p, e, fold) => {
        const ctx = evalContext(e, { root: repo, platform: fold ? 'darwin' : 'linux' });
        const text = packPolicy(p);
        // a hook process reads the pack through a reader over the file's bytes (compiler/bundle/entry.ts): half the runs
        const packed = new PackedPolicy(fold ? text : { length: text.length, slice: (s, end) => text.slice(s, end) });
        // the same entry point unpacked (it also judges an unclassed tool carrying a command as a shell call)
        const want = outcome(() => rulesDecision(p, e, ctx));
        seen.runs++;
        if ((want as { ruleId?: string }).ruleId !== undefined) seen.rule++;
        if ((want as { threw?: string }).threw !== undefined) seen.threw++;
        expect(outcome(() => rulesDecision(packed, e, ctx))).toEqual(want);
        expect(packed.securityAt(e.event)?.id).toBe(securityAt(p, e.event)?.id);
        expect(packed.firstSecurity()?.id).toBe(p.rules.find((r) => r.intent === 'security')?.id);
      }),
      // seeded like every property run here: unseeded, the fault count below (about 6 in 1,000, measured over 12 seeds:
      // 2 to 11) fell to 2 on one CI run and failed a build that changed nothing here
      { numRuns: 2000, seed: 20261205 },
    );
    // the generator must reach real verdicts and real faults, or the property says little
    expect(seen.rule / seen.runs).toBeGreaterThan(0.1);
    expect(seen.threw).toBeGreaterThan(4);
  });

  it('a malformed rule is evaluated on every call, as it would be unpacked', () => {
    const bad = { id: 'bad', on: 'pre_tool', tools: [], kinds: ['line'], match: { command: '(' }, decision: 'deny', intent: 'hygiene' } as CompiledRule;
    const odd = { id: 'odd', on: 'pre_tool', tools: [], kinds: ['line'], match: { command: 'x' }, decision: 'maybe', intent: 'hygiene' } as unknown as CompiledRule;
    const e = { ...base, event: 'pre_tool', tool: 'Bash', toolClass: 'shell', command: 'ls', toolInput: {} } as NormalizedEvent;
    for (const r of [bad, odd]) {
      const p: RuntimePolicy = { rules: [r], hooks: [] };
      const ctx = evalContext(e, { root: repo });
      expect(outcome(() => rulesDecision(new PackedPolicy(packPolicy(p)), e, ctx))).toEqual(outcome(() => evaluate(p, e, ctx)));
      expect(outcome(() => evaluate(p, e, ctx))).toHaveProperty('threw');
    }
  });

  it('a call reads only the rules it could match', () => {
    const many: RuntimePolicy = { hooks: [], rules: Array.from({ length: 300 }, (_, i) => withKinds({ id: `r${i}`, on: 'pre_tool', tools: ['shell'], match: lowerMatcher({ command: `\\bzz-tool-${i}\\b` }), decision: 'deny', intent: 'hygiene' })) };
    const text = packPolicy(many);
    let read = 0;
    const packed = new PackedPolicy({ length: text.length, slice: (s, end) => ((read += Math.min(end, text.length) - s), text.slice(s, end)) });
    const e = { ...base, event: 'pre_tool', tool: 'Bash', toolClass: 'shell', command: 'zz-tool-7 --force', toolInput: {} } as NormalizedEvent;
    const ctx = evalContext(e, { root: repo });
    const { rules } = packed.select(e, () => ({ list: [{ kind: 'line', text: { text: 'zz-tool-7 --force', data: [] } }] }));
    expect(rules.map((r) => r.id)).toEqual(['r7']);
    expect(rulesDecision(packed, e, ctx)).toMatchObject({ verb: 'deny', ruleId: 'r7' });
    // through a reader: the head, the one index line (its 300 literals) and one rule, not the other 299 rules
    expect(read).toBeLessThan(text.length / 2);
    expect(packed.rules).toHaveLength(300);
  });
});
