/**
 * Is a `` $` `` in JavaScript the start of a command literal (zx's and Bun's `` $`git push` ``), or the last `$` of a
 * template literal that ends there (`` new RegExp(`^${name}$`) ``, a pattern in vite's own build config), or text of a
 * comment or a string? Read as a command, the others run to the next backtick across the code, which no shell can
 * parse, and the call was refused. This scan of the text before `at` says "no code" only when it is sure: it reads strings, templates with
 * their `${...}` code, comments and regex literals, and gives up (so the literal is read as a command, as before)
 * wherever JavaScript's own reading is ambiguous to it: a `/` after `)`, `}`, `++` or a word that may be a keyword
 * (division or a regex), a string or regex that runs to the end of its line, HTML-like comments, JSX. A wrong "inside" would hide a command; a wrong "not inside" only
 * keeps the refusal. Vendor-free.
 */

/** reserved words after which a `/` starts a regex literal */
const REGEX_AFTER = new Set(['return', 'typeof', 'instanceof', 'in', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else']);
/** words that may be a keyword (a regex follows) or a name (a division follows) */
const EITHER = new Set(['of', 'yield', 'await', 'let', 'async', 'get', 'set', 'static']);
/** punctuators after which a `/` surely starts a regex literal (`+` and `-` may end `a++`: not here) */
const REGEX_PUNCT = new Set(['', '(', ',', '=', ':', '[', '!', '&', '|', '?', '{', ';', '~', '^', '%', '*', '<', '>']);

/** the index after a regex literal starting at `i` (a `/`), or -1 when it does not end on its line */
function regexEnd(code: string, i: number): number {
  let cls = false;
  for (let k = i + 1; k < code.length; k++) {
    const c = code[k] as string;
    if (c === '\n' || c === '\r') return -1;
    if (c === '\\') k++;
    else if (c === '[') cls = true;
    else if (c === ']') cls = false;
    else if (c === '/' && !cls) return k + 1;
  }
  return -1;
}

/**
 * true when position `at` of `code` is surely no code: in the text of a template literal (not in its `${...}` code), in
 * a comment (`` // use `$` in the URL ``, in vite's css plugin) or in a string
 */
export function notCode(code: string, at: number): boolean {
  // the stack of open templates: for each, -1 while in its text, else the brace depth of its `${...}` code
  const stack: number[] = [];
  let prev = '';
  let word = '';
  let i = code.startsWith('#!') ? code.indexOf('\n') : 0;
  if (i < 0) return false;
  while (i < at) {
    const c = code[i] as string;
    const top = stack.length > 0 ? (stack[stack.length - 1] as number) : undefined;
    if (top === -1) {
      // template text
      if (c === '\\') i += 2;
      else if (c === '`') {
        stack.pop();
        prev = '`';
        i++;
      } else if (c === '$' && code[i + 1] === '{') {
        stack[stack.length - 1] = 0;
        prev = '{';
        i += 2;
      } else i++;
      continue;
    }
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (/[\w$]/.test(c)) {
      const m = /^[\w$]+/.exec(code.slice(i, i + 64)) as RegExpExecArray;
      word = m[0];
      prev = 'w';
      i += word.length;
      continue;
    }
    if (c === '/' && code[i + 1] === '/') {
      const n = code.indexOf('\n', i);
      if (n < 0 || n >= at) return true;
      i = n;
      continue;
    }
    if (c === '/' && code[i + 1] === '*') {
      const n = code.indexOf('*/', i + 2);
      if (n < 0) return false;
      if (n + 2 > at) return true;
      i = n + 2;
      continue;
    }
    if ((c === '<' && code.startsWith('<!--', i)) || (c === '-' && code.startsWith('-->', i))) return false;
    // where an expression may start, `<div>` or `<>` is JSX, whose text is no JavaScript (a TypeScript `<T>x` too)
    if (c === '<' && /[A-Za-z>]/.test(code[i + 1] ?? '') && (REGEX_PUNCT.has(prev) || (prev === 'w' && REGEX_AFTER.has(word)))) return false;
    if (c === '/') {
      const division = prev === ']' || prev === 'q' || prev === '`' || (prev === 'w' && !REGEX_AFTER.has(word) && !EITHER.has(word));
      if (!division && !REGEX_PUNCT.has(prev) && !(prev === 'w' && REGEX_AFTER.has(word))) return false;
      if (division) i++;
      else {
        const end = regexEnd(code, i);
        if (end < 0 || end > at) return false;
        i = end;
        prev = 'q';
      }
      continue;
    }
    if (c === "'" || c === '"') {
      let k = i + 1;
      while (k < code.length && code[k] !== c && code[k] !== '\n') k += code[k] === '\\' ? 2 : 1;
      if (code[k] !== c) return false;
      if (k >= at) return true;
      i = k + 1;
      prev = 'q';
      continue;
    }
    if (c === '`') stack.push(-1);
    else if (c === '{' && top !== undefined) stack[stack.length - 1] = top + 1;
    else if (c === '}' && top !== undefined) {
      if (top === 0) {
        // the end of a `${...}`: back in the template's text
        stack[stack.length - 1] = -1;
        i++;
        continue;
      }
      stack[stack.length - 1] = top - 1;
    }
    prev = c;
    i++;
  }
  return i === at && stack.length > 0 && stack[stack.length - 1] === -1;
}
