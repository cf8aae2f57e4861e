/**
 * A `` $` `` that ends a template literal is no zx command (compiler/runtime/shell/js-templates.ts). vite's own
 * rolldown.config.ts holds `` new RegExp(`(?:${Object.keys(deps).join('|')})$`) ``: read as a command running to the
 * next backtick, the file was unreadable and vite's `pnpm run build` was refused by every security rule. Each
 * attack below hides a real `` $`git push -f` `` behind something a simpler scan would take for a template; each is
 * still read as a command.
 */
import { describe, expect, it } from 'vitest';
import { notCode } from '../../../compiler/runtime/shell/js-templates.js';
import { inlineCode } from '../../../compiler/runtime/shell/inline.js';

const ZX = "import { $ } from 'zx'\n";
const runs = (code: string, asWritten = true): readonly string[] => inlineCode('node', ZX + code, asWritten).lines;

describe('a $` that ends a template literal, or stands in a comment or a string', () => {
  it.each([
    "const re = new RegExp(`(?:${Object.keys(deps).join('|')})$`)",
    'const line = (t) => `^${escape(t)}$`',
    "const A = new RegExp(`\\\\.(${TYPES.join('|')})$`)\nconst B = `//# ${URL}=data:([A-Za-z0-9+/=]+)$`",
    'const x = a / `b` + `c$`',
    'const n = `${`inner$`}`',
    'const r = /`/; const s = `t$`',
    "/* a ` in a comment */ const s = `ends$`",
    // vite's css plugin: a `$` in a comment
    '// use a function replacer so `$` sequences in the URL are inserted verbatim',
    "const s = 'a $`quoted` b'",
  ])('is no command: %s', (code) => {
    // code after it holds another backtick: read as a command, the text up to it was one
    expect(runs(`${code}\nconsole.log('built', 1)\nconst later = \`done\``)).toEqual([]);
  });
});

describe('a $`...` command hidden where a simpler scan would see a template', () => {
  it.each([
    'const s = `a`; $`git push -f`',
    'if (ok)$`git push -f`',
    'if (ok) {}$`git push -f`',
    "'`'; $`git push -f`",
    '"`"; $`git push -f`',
    'const r = /`/; $`git push -f`',
    'if (x) /`/.test(y); $`git push -f`',
    'x = `${a++ / 2}`; y = 1/1; if (1) { z = 0 } $`git push -f`',
    'let of = 1; x = of / 2; y = `${of /`/ 1}`; $`git push -f`',
    '<!-- `\n$`git push -f`',
    '/* ` */ $`git push -f`',
    '// `\n$`git push -f`',
    'const t = `${ $`git push -f` }`',
    'const j = <p>`</p>; $`git push -f`',
    'const u = "unterminated `\n$`git push -f`',
  ])('%s', (code) => {
    expect(runs(code)).toContain('git push -f');
  });

  it('is read on the line too', () => {
    expect(runs('const s = `a`; $`git push -f`', false)).toContain('git push -f');
  });
});

describe('notCode', () => {
  it('says so in template text, a comment or a string, never in code or a template\'s ${...} code', () => {
    const code = 'const a = `x ${ Y1 } Z1$` + B1; // `$` C1\n/* `$` D1 */ e = \'$` E1\'; F1';
    for (const [at, no] of [['Z1', true], ['Y1', false], ['B1', false], ['C1', true], ['D1', true], ['E1', true], ['F1', false]] as const) expect(notCode(code, code.indexOf(at)), at).toBe(no);
  });
});
