/**
 * A `` $` `` that ends a template literal is no zx command (compiler/runtime/shell/js-templates.ts). vite's own
 * rolldown.config.ts holds `` new RegExp(`(?:${Object.keys(deps).join('|')})$`) ``: read as a command running to the
 * next backtick, the file was unreadable and vite's `pnpm run build` was refused by every security rule. Each
 * attack below hides a real `` $`git push -f` `` behind something a simpler scan would take for a template; each is
 * still read as a command.
 */
import { describe, expect, it } from 'vitest';
import { inTemplateText } from '../../../compiler/runtime/shell/js-templates.js';
import { inlineCode } from '../../../compiler/runtime/shell/inline.js';

const ZX = "import { $ } from 'zx'\n";
const runs = (code: string, asWritten = true): readonly string[] => inlineCode('node', ZX + code, asWritten).lines;

describe('a $` that ends a template literal', () => {
  it.each([
    "const re = new RegExp(`(?:${Object.keys(deps).join('|')})$`)",
    'const line = (t) => `^${escape(t)}$`',
    "const A = new RegExp(`\\\\.(${TYPES.join('|')})$`)\nconst B = `//# ${URL}=data:([A-Za-z0-9+/=]+)$`",
    'const x = a / `b` + `c$`',
    'const n = `${`inner$`}`',
    'const r = /`/; const s = `t$`',
    "/* a ` in a comment */ const s = `ends$`",
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

describe('inTemplateText', () => {
  it('says inside only in template text, never in its ${...} code', () => {
    const code = 'const a = `x ${ y } z$` + b';
    expect(inTemplateText(code, code.indexOf('z$'))).toBe(true);
    expect(inTemplateText(code, code.indexOf('y'))).toBe(false);
    expect(inTemplateText(code, code.indexOf('b'))).toBe(false);
  });
});
