/**
 * Security rules on files against shell paths a line does not show (docs/matching.md, "Files"): a write or read
 * whose path holds a word known only at run time (`tee "$F"`, `> "$(cat p)"`, what xargs passes on) is refused by a
 * security rule on that kind of file action, and judged as written by any other rule; a link made earlier on the
 * line leads to its target; `find` actions reach what find selects.
 */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import type { CompiledRule, RuntimePolicy } from '../../compiler/contract/rules.js';
import { lowerMatcher } from '../../compiler/model/matcher.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { evaluate } from '../../compiler/runtime/evaluate.js';
import type { SpecMatcher } from '../../compiler/spec/types.js';
import { withKinds } from '../rule-helpers.js';

const repo = mkdtempSync(join(tmpdir(), 'seam-unknown-paths-'));
mkdirSync(join(repo, '.github/workflows'), { recursive: true });
writeFileSync(join(repo, '.github/workflows/ci.yml'), 'on: push\n');
writeFileSync(join(repo, 'pnpm-lock.yaml'), 'lockfileVersion: 9\n');
writeFileSync(join(repo, '.env'), 'KEY=1\n');

const bash = (command: string): NormalizedEvent => ({ agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd: repo, tool: 'Bash', toolClass: 'shell', command, toolInput: { command } });
const rule = (id: string, tools: string[], match: SpecMatcher, over: Partial<CompiledRule> = {}): CompiledRule =>
  withKinds({ id, on: 'pre_tool', tools, decision: 'deny', intent: 'security', message: `${id} says no`, ...over, match: lowerMatcher(match) });
const decide = (rules: CompiledRule[], command: string, env: Record<string, string> = {}) => {
  const p: RuntimePolicy = { rules, hooks: [] };
  const e = bash(command);
  const ctx = evalContext(e, { root: repo });
  return evaluate(p, e, { ...ctx, env: { ...ctx.env, ...env } });
};

const workflows = rule('workflows', ['write', 'edit'], { path: '.github/workflows/**' });
const lock = rule('lock', ['write', 'edit'], { path: '**/pnpm-lock.yaml' });
const outside = rule('outside', ['write', 'edit'], { outside_repo: true });
const env = rule('env', ['read'], { path: '.env' });
const keys = rule('keys', ['write', 'edit'], { path: '.github/**', content: 'AKIA[0-9A-Z]{16}' });

describe('a file path known only at run time', () => {
  it.each([
    ['echo x > "$(cat target)"', 'seamc cannot tell which file `$(cat target)` names (written by `>`)'],
    ['echo x | tee "$F"', 'seamc cannot tell which file `$F` names (written by `tee`)'],
    ['cp build.yml "$DEST"', 'seamc cannot tell which file `$DEST` names (written by `cp`)'],
    ['cp build.yml $D/ci.yml', 'seamc cannot tell which file `$D/ci.yml` names (written by `cp`)'],
    ['git ls-files | xargs rm', 'seamc cannot tell which files `rm` writes: they are known only at run time'],
    ['git ls-files | xargs sed -i s/a/b/', 'which files `sed -i` writes'],
    ['git diff main | git apply -R', 'which files `git apply` writes'],
    ['curl -s https://x.example.com/p.diff | patch -p1', 'which files `patch` writes'],
    ['git apply /nonexistent/fix.diff', 'which files `git apply /nonexistent/fix.diff` writes'],
    ['ls | xargs -I{} cp x {}', 'seamc cannot tell which file `{}` names (written by `cp`)'],
  ])('%s is refused by a security rule on writes, with the reason', (line, why) => {
    for (const r of [workflows, lock, outside]) {
      const d = decide([r], line);
      expect(d.verb, `${r.id}: ${line}`).toBe('deny');
      expect(d.reason).toContain(why);
      expect(d.reason).toContain(`security rule ${r.id}`);
    }
  });

  it.each(['cat "$F"', 'cat $(git ls-files | head -1)', 'git ls-files | xargs cat', 'grep -r KEY "$DIR"'])('%s is refused by a security rule on reads', (line) => {
    expect(decide([env], line)).toMatchObject({ verb: 'deny' });
    expect(decide([workflows], line).verb).toBe('allow');
  });

  it('a variable the hook environment holds is read from it', () => {
    expect(decide([workflows], 'cp x "$OUT/y"', { OUT: '/elsewhere' }).verb).toBe('allow');
    expect(decide([workflows], 'cp x "$OUT/ci.yml"', { OUT: join(repo, '.github/workflows') })).toMatchObject({ verb: 'deny', reason: 'workflows says no' });
    expect(decide([workflows], 'echo x > "$HOME/notes.txt"').verb).toBe('allow');
  });

  it('an unset temporary-folder variable is the default folder, and mktemp names a fresh file in it', () => {
    expect(decide([workflows, lock], 'rm -rf "$TMPDIR/seamc"', { TMPDIR: '' }).verb).toBe('allow');
    expect(decide([workflows, lock], 'd=$(mktemp -d) && cp x "$d/y"').verb).toBe('allow');
    expect(decide([outside], 'd=$(mktemp -d) && cp x "$d/y"')).toMatchObject({ verb: 'deny', reason: 'outside says no' });
    // a template names where the file goes: not assumed
    expect(decide([workflows], 'cp x "$(mktemp -p .github/workflows)"').verb).toBe('deny');
  });

  it('the other fields of the rule must still hold: content known and matching, or the rule stands aside', () => {
    expect(decide([keys], 'echo AKIAABCDEFGHIJKLMNOP > "$F"').verb).toBe('deny');
    expect(decide([keys], 'echo hello > "$F"').verb).toBe('allow');
  });

  it('a rule without intent: security, or one that allows, sees only what is written', () => {
    const plain = rule('plain', ['write', 'edit'], { path: '.github/workflows/**' }, { intent: 'policy' } as Partial<CompiledRule>);
    expect(decide([plain], 'echo x | tee "$F"').verb).toBe('allow');
    const allow = rule('allow', ['write', 'edit'], { path: '.github/workflows/**' }, { decision: 'allow' });
    expect(decide([allow], 'echo x | tee "$F"').verb).toBe('allow');
  });

  it('a path of known words is judged as written', () => {
    for (const line of ['echo x > out.txt', 'cp a b', 'git ls-files | xargs grep -l TODO', 'for f in a.ts b.ts; do cp $f dist/; done']) expect(decide([workflows, lock, outside], line).verb, line).toBe('allow');
  });

  it('a for loop over known words tries each of them', () => {
    expect(decide([lock], 'for f in a.txt pnpm-lock.yaml; do echo x > $f; done')).toMatchObject({ verb: 'deny', reason: 'lock says no' });
    expect(decide([env], 'for f in README.md .env; do cat "$f"; done')).toMatchObject({ verb: 'deny', reason: 'env says no' });
    // reassigned from a substitution, it is unknown again
    expect(decide([lock], 'for f in a b; do f=$(cat x); echo x > $f; done').verb).toBe('deny');
  });
});

describe('a link made earlier on the line', () => {
  it.each([
    ['ln -s pnpm-lock.yaml x && echo hi > x', 'lock'],
    ['ln -sf ../pnpm-lock.yaml sub/x; echo hi >> sub/x', 'lock'],
    ['ln pnpm-lock.yaml hard && sed -i s/9/8/ hard', 'lock'],
    ['ln -s .github/workflows wf && cp evil.yml wf/ci.yml', 'workflows'],
    ['ln -s /etc e && echo hi > e/passwd', 'outside'],
    ['ln -s .env notes && cat notes', 'env'],
  ])('%s reaches its target', (line, id) => {
    expect(decide([workflows, lock, outside, env], line)).toMatchObject({ verb: 'deny', reason: `${id} says no` });
  });

  it('making the link alone writes only the link', () => {
    expect(decide([lock, env, workflows], 'ln -s pnpm-lock.yaml lock-link').verb).toBe('allow');
  });
});

describe('find reaches what it selects', () => {
  it.each([
    'find . -name "pnpm-lock*" -delete',
    'find . -name pnpm-lock.yaml -exec rm {} \\;',
    'find . -iname "PNPM-LOCK.*" -delete',
    'find . -name "pnpm-lock*" -exec sh -c "echo > {}" \\;',
    'find . -type f -name "*.yaml" -execdir truncate -s0 {} +',
    'find . -name "*.json" -o -name "*.yaml" -exec rm {} +',
  ])('%s', (line) => {
    expect(decide([lock], line)).toMatchObject({ verb: 'deny', reason: 'lock says no' });
  });

  it('a selection that cannot hold the file is allowed', () => {
    expect(decide([lock, workflows], 'find . -name "*.pyc" -delete').verb).toBe('allow');
    expect(decide([lock, workflows], 'find src -name "*.tmp" -exec rm {} +').verb).toBe('allow');
  });

  it('a workflow deep below the start is found', () => {
    expect(decide([workflows], 'find . -name "*.yml" -exec rm {} +')).toMatchObject({ verb: 'deny', reason: 'workflows says no' });
  });
});

describe('a folder read whole', () => {
  const deepRepo = mkdtempSync(join(tmpdir(), 'seam-deep-'));
  mkdirSync(join(deepRepo, 'src/nested'), { recursive: true });
  mkdirSync(join(deepRepo, 'config'), { recursive: true });
  writeFileSync(join(deepRepo, '.env'), 'KEY=1\n');
  writeFileSync(join(deepRepo, 'config/.env.local'), 'KEY=2\n');
  writeFileSync(join(deepRepo, 'src/nested/a.ts'), 'x\n');
  symlinkSync('../.env', join(deepRepo, 'src/settings'));
  const envAll = rule('env', ['read'], { path: '.env{,.*}' });
  const at = (command: string) => {
    const e: NormalizedEvent = { ...bash(command), cwd: deepRepo };
    return evaluate({ rules: [envAll], hooks: [] }, e, evalContext(e, { root: deepRepo }));
  };

  it.each([
    'grep -r KEY .',
    'grep -rn KEY',
    'grep -r KEY config',
    'grep -R KEY src',
    'rg --hidden KEY',
    'rg -uu KEY config',
    'rg -L KEY src',
    'tar czf /tmp/all.tgz .',
    'zip -r /tmp/src.zip src',
    'cp -r config /tmp/x',
    'cp -rL src /tmp/x',
  ])('%s reads an .env file below the folder', (line) => {
    expect(at(line)).toMatchObject({ verb: 'deny', reason: 'env says no' });
  });

  it.each([
    'grep -r KEY src',
    'grep KEY .',
    'rg KEY',
    'rg --hidden -g "*.ts" KEY',
    'grep -rn --exclude=".env*" KEY .',
    'grep -rn --include="*.ts" KEY .',
    'cp -r src /tmp/x',
    'ls -la config',
    'tar czf /tmp/src.tgz src',
  ])('%s reaches no .env file', (line) => {
    expect(at(line).verb).toBe('allow');
  });

  it('removing a folder reaches a protected file at any depth', () => {
    const w = rule('envw', ['write', 'edit'], { path: '.env{,.*}' });
    const e: NormalizedEvent = { ...bash('rm -rf config'), cwd: deepRepo };
    expect(evaluate({ rules: [w], hooks: [] }, e, evalContext(e, { root: deepRepo })).verb).toBe('deny');
  });
});

describe('a diff applied from the shell', () => {
  const wfDiff = 'diff --git a/.github/workflows/ci.yml b/.github/workflows/ci.yml\n--- a/.github/workflows/ci.yml\n+++ b/.github/workflows/ci.yml\n@@ -1 +1 @@\n-on: push\n+on: x\n';
  writeFileSync(join(repo, 'wf.diff'), wfDiff);
  writeFileSync(join(repo, 'ok.diff'), '--- a/src/a.ts\n+++ b/src/a.ts\n@@ -1 +1 @@\n-x\n+y\n');

  it.each([
    `git apply <<'EOF'\n${wfDiff}EOF`,
    'git apply wf.diff',
    'git apply -p1 --index wf.diff',
    'git am < wf.diff',
    'patch -p1 < wf.diff',
    'patch -p1 -i wf.diff',
    'patch < wf.diff',
    'git apply --directory=.github/workflows ok.diff',
    `printf '%s' '${wfDiff}' > ok.diff && git apply ok.diff`,
  ])('%s edits the workflow', (line) => {
    expect(decide([workflows], line)).toMatchObject({ verb: 'deny', reason: 'workflows says no' });
  });

  it.each(['git apply ok.diff', 'patch -p1 < ok.diff', 'git apply --check wf.diff', 'git apply --stat wf.diff', 'patch --dry-run -p1 < wf.diff'])('%s does not', (line) => {
    expect(decide([workflows], line).verb).toBe('allow');
  });

  it('a diff the call cannot read is unknown', () => {
    for (const line of ['git apply /nonexistent.diff', 'curl -s https://x.example.com/p.diff | git apply', 'curl -so ok.diff https://x.example.com/p && git apply ok.diff']) {
      expect(decide([workflows], line), line).toMatchObject({ verb: 'deny' });
      expect(decide([workflows], line).reason).toContain('seamc cannot tell which files `git apply');
    }
  });
});

describe('the working folder after a cd on the line', () => {
  it.each([
    'cd .github/workflows && cp evil.yml $PWD/ci.yml',
    'cd .github/workflows && cp evil.yml "$(pwd)/ci.yml"',
    'cd .github/workflows && cp evil.yml "`pwd`/ci.yml"',
    'cd src; cd ..; cp evil.yml ${PWD}/.github/workflows/ci.yml',
  ])('%s is the folder cd moved to', (line) => {
    expect(decide([workflows], line)).toMatchObject({ verb: 'deny', reason: 'workflows says no' });
  });

  it('after a cd to a folder the line does not show, $PWD is unknown', () => {
    expect(decide([workflows], 'cd "$D" && cp evil.yml $PWD/ci.yml').reason).toContain('seamc cannot tell which file `$PWD/ci.yml` names');
  });

  it('without a cd, $PWD and $(pwd) are the call\'s own folder', () => {
    expect(decide([workflows, outside], 'cp evil.yml "$PWD/notes.yml" && cp evil.yml "$(pwd)/b.yml"').verb).toBe('allow');
    expect(decide([workflows], 'cp evil.yml "$(pwd)/.github/workflows/ci.yml"')).toMatchObject({ verb: 'deny', reason: 'workflows says no' });
  });
});
