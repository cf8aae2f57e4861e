/** "Quoted data is data": text a rule tests, and the spans a match may not lie wholly inside. */
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';
import { exposed, texts, wellFormed } from './helpers.js';

const DANGER = [/git\s+push\s+(--force|-f)\b/, /rm\s+-rf\s+\//];

/** must not expose a dangerous text outside data, in the line or any command */
const HIDDEN: readonly string[] = [
  'grep -r "rm -rf /" .',
  "git commit -m 'stop git push --force'",
  'git commit -am "x; git push -f"',
  'git commit --message="rm -rf / is bad"',
  "git tag -a v1 -m 'rm -rf /'",
  'echo "rm -rf /" > notes.txt',
  'echo rm -rf /',
  "cat > x.md <<'EOF'\nrm -rf /\nEOF",
  'cat <<EOF > x.md\ngit push -f\nEOF',
  "printf '%s\\n' 'git push -f'",
  '# git push -f',
  'ls # rm -rf /',
  "git log --grep='push --force'",
  "bash -c \"echo 'git push -f'\"",
  "X='rm -rf /'; echo \"$X\"",
  "rg -e 'git push --force' src",
  "jq '.cmd == \"rm -rf /\"' a.json",
  "awk '/rm -rf \\// {print}' log",
  "sed 's/git push -f/nope/' a.txt",
];

/** must expose it: the text a rule has to see */
const SEEN: readonly string[] = [
  "python3 -c \"import os; os.system('rm -rf /')\"",
  "node -e \"require('child_process').execSync('rm -rf /')\"",
  "perl -e 'system(\"rm -rf /\")'",
  "git push '--force'",
  'git push "-f"',
  'rm -rf "/"',
  'sudo rm -rf /',
  'bash -c "git push -f"',
  "X=/; rm -rf $X",
];

describe('analyzeShell: data spans', () => {
  it.each(HIDDEN)('%j hides the dangerous text in data', (line) => {
    const r = analyzeShell(line);
    expect(r.ok, r.reason).toBe(true);
    for (const t of texts(r)) for (const re of DANGER) expect(exposed(t, re), `${re} in ${JSON.stringify(t)}`).toBe(false);
  });

  it.each(SEEN)('%j exposes it', (line) => {
    const r = analyzeShell(line);
    expect(r.ok, r.reason).toBe(true);
    expect(texts(r).some((t) => DANGER.some((re) => exposed(t, re)))).toBe(true);
  });

  it('keeps a -c string as data in the outer command and analyzes its commands', () => {
    const r = analyzeShell('bash -c "git push -f"');
    expect(exposed(r.line, DANGER[0] as RegExp)).toBe(false);
    expect(r.commands[0]?.text).toEqual({ text: "bash -c 'git push -f'", data: [[8, 21]] });
    expect(r.commands[1]?.text).toEqual({ text: 'git push -f', data: [] });
  });

  /** [line, text, data spans] of the first command */
  const SPANS: readonly (readonly [string, string, readonly (readonly [number, number])[]])[] = [
    ['grep -r "rm -rf /" .', "grep -r 'rm -rf /' .", [[8, 18]]],
    ['echo a b > f', 'echo a b > f', [[5, 8]]],
    ["git push 'origin'", 'git push origin', []],
    ['rm -rf "$d"', 'rm -rf $d', []],
    ['grep "a;b" f', "grep 'a;b' f", [[5, 10]]],
    ['grep a\\ b f', "grep 'a b' f", [[5, 10]]],
    ['find . -name "*.js"', "find . -name '*.js'", [[13, 19]]],
    ['find . -name *.js', 'find . -name *.js', []],
    ['cat <<< "a b"', "cat <<< 'a b'", [[8, 13]]],
    ["python3 -c 'print(1); x()'", "python3 -c 'print(1); x()'", []],
  ];

  it.each(SPANS)('%j renders as %j with spans %j', (line, text, data) => {
    expect(analyzeShell(line).commands[0]?.text).toEqual({ text, data });
  });

  it('spans are sorted, inside the text and non-overlapping', () => {
    for (const line of [...HIDDEN, ...SEEN]) for (const t of texts(analyzeShell(line))) expect(wellFormed(t), JSON.stringify(t)).toBe(true);
  });
});

describe('a backtick substitution is rendered as $(...)', () => {
  it.each([
    ['rm -rf `pwd`', 'rm -rf $(pwd)'],
    ['echo "`date +%s`"', 'echo $(date +%s)'],
    ['git push origin `git branch --show-current`', 'git push origin $(git branch --show-current)'],
  ])('%s', (line, text) => {
    const a = analyzeShell(line);
    expect(a.ok).toBe(true);
    expect(a.line.text).toBe(text);
  });
});
