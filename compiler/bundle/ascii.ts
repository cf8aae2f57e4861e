/**
 * Non-ASCII characters as `\uXXXX` escapes, so that a bundle is pure ASCII: V8 keeps an all-ASCII source as a
 * one-byte string, while a single `§` makes the whole megabyte a two-byte string (twice the memory to read,
 * hash for the code cache check and scan). Escaping is safe in string literals, untagged template literals,
 * regular expression literals and comments; a non-ASCII identifier or tagged template is left as it is.
 */
import ts from 'typescript';

const NON_ASCII = /[^\x00-\x7f]/;
/** white space and line terminators outside ASCII: between tokens they must stay as they are */
const WHITE_SPACE = /[\s\ufeff]/;

function escapeAt(text: string, start: number, end: number): string {
  let out = '';
  for (let i = start; i < end; i++) {
    const ch = text.charCodeAt(i);
    if (ch < 0x80 || WHITE_SPACE.test(text[i] as string)) {
      out += text[i];
      continue;
    }
    // `\§` is an identity escape of `§`: drop that backslash, `\u00a7` stands on its own
    let slashes = 0;
    for (let j = out.length - 1; j >= 0 && out[j] === '\\'; j--) slashes++;
    if (slashes % 2 === 1) out = out.slice(0, -1);
    out += `\\u${ch.toString(16).padStart(4, '0')}`;
  }
  return out;
}

/** True when the literal may be escaped (a tagged template would see the escapes in its raw strings). */
function escapable(node: ts.Node): boolean {
  if (ts.isStringLiteral(node) || ts.isRegularExpressionLiteral(node)) return true;
  if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
    let p: ts.Node = node.parent;
    if (ts.isTemplateSpan(p)) p = p.parent;
    if (ts.isTemplateExpression(p)) p = p.parent;
    return !ts.isTaggedTemplateExpression(p);
  }
  return false;
}

/** `code` (JavaScript) with every non-ASCII character of literals and comments escaped. */
export function asciiOnly(code: string, fileName: string): string {
  if (!NON_ASCII.test(code)) return code;
  const sf = ts.createSourceFile(fileName.replace(/\.[cm]?[jt]s$/, '.js'), code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  /** [start, end) of every token that must keep its characters */
  const keep: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    const literal = node.kind >= ts.SyntaxKind.FirstLiteralToken && node.kind <= ts.SyntaxKind.LastTemplateToken;
    if ((literal && !escapable(node)) || ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      const range: [number, number] = [node.getStart(sf), node.end];
      if (NON_ASCII.test(code.slice(...range))) keep.push(range);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  keep.sort((a, b) => a[0] - b[0]);
  // outside kept tokens a non-ASCII character lies in a literal or a comment (or is white space: kept)
  let out = '';
  let at = 0;
  for (const [start, end] of keep) {
    out += escapeAt(code, at, start) + code.slice(start, end);
    at = end;
  }
  return out + escapeAt(code, at, code.length);
}
