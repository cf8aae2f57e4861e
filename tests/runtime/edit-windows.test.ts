/**
 * A secret split across an edit's edge (compiler/runtime/edit-windows.ts): a content rule tested only on the text an
 * edit inserts let `"AKIA";` -> `"AKIA` + `Z7Q2XW4RT8LM3NPK";` through, and `echo -n AKIA > f; echo Z7Q... >> f`.
 * The change is also judged with the text around it, before and after: a rule meets it when it makes a new match.
 */
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import type { CompiledRule, RuntimePolicy } from '../../compiler/contract/rules.js';
import { lowerMatcher } from '../../compiler/model/matcher.js';
import { evalContext } from '../../compiler/runtime/context.js';
import { editsOf } from '../../compiler/runtime/edit-windows.js';
import { evaluate } from '../../compiler/runtime/evaluate.js';
import { withKinds } from '../rule-helpers.js';

const repo = realpathSync(mkdtempSync(join(tmpdir(), 'seam-edit-windows-')));
const KEY_TAIL = 'Z7Q2XW4RT8LM3NPK';
const rule: CompiledRule = withKinds({ id: 'no-keys', on: 'pre_tool', tools: ['write', 'edit', 'shell'], decision: 'deny', intent: 'security', message: 'a key', match: lowerMatcher({ content: 'AKIA[0-9A-Z]{16}' }) });
const policy: RuntimePolicy = { rules: [rule], hooks: [] };
const put = (rel: string, text: string) => {
  mkdirSync(join(repo, rel, '..'), { recursive: true });
  writeFileSync(join(repo, rel), text);
};
const judge = (e: Omit<NormalizedEvent, 'agent' | 'event' | 'wire' | 'raw' | 'cwd'>) => {
  const ev: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd: repo, ...e };
  return evaluate(policy, ev, evalContext(ev, { root: repo })).verb;
};
const edit = (input: Record<string, unknown>, content: string) => judge({ tool: 'Edit', toolClass: 'edit', path: join(repo, 'src/k.ts'), content, toolInput: { file_path: join(repo, 'src/k.ts'), ...input } });
const bash = (command: string) => judge({ tool: 'Bash', toolClass: 'shell', command, toolInput: { command } });

beforeAll(() => {
  put('src/k.ts', 'const k = "AKIA";\nconst other = 1;\n');
  put('src/old.ts', 'const k = "AKIAZ7Q2XW4RT8LM3NPK";\nconst other = 1;\n');
  put('src/tail.ts', 'const k = "AKIA');
});

describe('an edit that completes a secret with the text beside it', () => {
  it.each([
    ['old_string / new_string', { old_string: '";', new_string: `${KEY_TAIL}";` }],
    ['oldString / newString', { oldString: '";', newString: `${KEY_TAIL}";` }],
    ['old_str / new_str', { old_str: '";', new_str: `${KEY_TAIL}";` }],
    ['TargetContent / ReplacementContent', { TargetContent: '";', ReplacementContent: `${KEY_TAIL}";` }],
    ['a list of edits, applied in turn', { edits: [{ old_string: '";', new_string: 'Z7Q2XW";' }, { old_string: 'W";', new_string: 'W4RT8LM3NPK";' }] }],
  ])('%s is denied', (_name, input) => {
    expect(edit(input, KEY_TAIL)).toBe('deny');
  });

  it('an edit that adds no match is allowed, even in a file that already holds one', () => {
    expect(edit({ old_string: 'other = 1', new_string: 'other = 2' }, 'other = 2')).toBe('allow');
    const old = judge({ tool: 'Edit', toolClass: 'edit', path: join(repo, 'src/old.ts'), content: 'other = 2', toolInput: { file_path: join(repo, 'src/old.ts'), old_string: 'other = 1', new_string: 'other = 2' } });
    expect(old).toBe('allow');
  });

  it('an old text the file does not hold changes nothing', () => {
    expect(edit({ old_string: 'not in the file', new_string: `${KEY_TAIL}";` }, `${KEY_TAIL}";`)).toBe('allow');
  });

  it('reads each spelling of an edit', () => {
    expect(editsOf({ old_string: 'a', new_string: 'b', replace_all: true })).toEqual([{ old: 'a', new: 'b', all: true }]);
    expect(editsOf({ ReplacementChunks: [{ TargetContent: 'a', ReplacementContent: 'b', AllowMultiple: false }] })).toEqual([{ old: 'a', new: 'b', all: false }]);
    expect(editsOf({ content: 'x' })).toEqual([]);
  });
});

describe('a shell append that completes a secret', () => {
  it.each([
    `echo -n AKIA > src/a.ts; echo ${KEY_TAIL} >> src/a.ts`,
    `printf AKIA > src/a.ts && printf ${KEY_TAIL} >> src/a.ts`,
    `echo ${KEY_TAIL} >> src/tail.ts`,
  ])('%s is denied', (line) => {
    expect(bash(line)).toBe('deny');
  });

  it.each(['echo 1234 >> src/tail.ts', 'echo more >> src/old.ts', `echo -n AKIA > src/a.ts; echo ${KEY_TAIL} >> src/b.ts`])('%s is allowed', (line) => {
    expect(bash(line)).toBe('allow');
  });
});

describe('an in-place substitution that completes a secret', () => {
  it.each([
    `sed -i 's/";/${KEY_TAIL}";/' src/k.ts`,
    `sed -i '' -e 's|";|${KEY_TAIL}";|' src/k.ts`,
    `sed -i 's/\\(AKIA\\)";/\\1${KEY_TAIL}";/' src/k.ts`,
    `perl -pi -e 's/(AKIA)"/$1${KEY_TAIL}"/' src/k.ts`,
    `sed -i 's/\\(";\\)\\{1\\}/${KEY_TAIL}";/' src/k.ts`,
  ])('%s is denied', (line) => {
    expect(bash(line)).toBe('deny');
  });

  it.each([`sed -i 's/other = 1/other = 2/' src/k.ts`, `sed -i 's/other/more/' src/old.ts`, `sed -i 's/\\(a*\\)*b/${KEY_TAIL}/' src/k.ts`])('%s is allowed', (line) => {
    expect(bash(line)).toBe('allow');
  });
});

describe("content copied from a file is that file's", () => {
  const outside = realpathSync(mkdtempSync(join(tmpdir(), 'seam-copied-')));
  beforeAll(() => {
    writeFileSync(join(outside, 'credentials'), '[default]\naws_access_key_id = AKIAZ7Q2XW4RT8LM3NPK\n');
    writeFileSync(join(outside, 'plain.txt'), 'hello\n');
    writeFileSync(join(outside, 'head'), 'k = "AKIA');
    writeFileSync(join(outside, 'tail'), 'Z7Q2XW4RT8LM3NPK";\n');
  });

  it.each([
    (d: string) => `cp ${d}/credentials src/creds.ini`,
    (d: string) => `cp ${d}/credentials src/`,
    (d: string) => `install -m 600 ${d}/credentials src/c`,
    (d: string) => `cat ${d}/credentials > src/c.txt`,
    (d: string) => `cat ${d}/credentials >> src/notes.md`,
    // a key split across two files is whole in what cat writes of both; dd copies its if= file
    (d: string) => `cat ${d}/head ${d}/tail > src/k.ts`,
    (d: string) => `dd if=${d}/credentials of=src/c.ini`,
  ])('%s is denied: it writes the key the source holds', (line) => {
    expect(bash(line(outside))).toBe('deny');
  });

  it('a copy of a file without a key, or of one that cannot be read, is allowed', () => {
    expect(bash(`cp ${outside}/plain.txt src/p.txt`)).toBe('allow');
    expect(bash(`cat ${outside}/plain.txt > src/p.txt`)).toBe('allow');
    expect(bash(`cp ${outside}/missing src/m.txt`)).toBe('allow');
    expect(bash(`cat ${outside}/head ${outside}/plain.txt > src/p.txt`)).toBe('allow');
    expect(bash(`cat ${outside}/head ${outside}/missing > src/p.txt`)).toBe('allow');
  });

  it('a script copied into place and run is judged by what it copies', () => {
    writeFileSync(join(outside, 'push.sh'), 'git push --force origin main\n');
    const force: CompiledRule = withKinds({ id: 'no-force', on: 'pre_tool', tools: ['shell'], decision: 'deny', message: 'no force', match: lowerMatcher({ exec: { program: 'git', args: ['push'], flags: ['--force', '-f'] } }) });
    const ev: NormalizedEvent = { agent: 't', event: 'pre_tool', wire: 'W', raw: {}, cwd: repo, tool: 'Bash', toolClass: 'shell', command: `cp ${outside}/push.sh x.sh && sh x.sh`, toolInput: {} };
    expect(evaluate({ rules: [force], hooks: [] }, ev, evalContext(ev, { root: repo }))).toMatchObject({ verb: 'deny', ruleId: 'no-force' });
  });
});
