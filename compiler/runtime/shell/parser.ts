/**
 * The parser: lists, pipelines, subshells, and reserved words read as a flat sequence (a keyword is kept and
 * what follows it is parsed as a command), so `if git push -f; then` holds the command `git push -f`.
 * Lenient about keyword order; strict about quotes, parentheses and heredocs.
 */
import type { Assign, Budget, Item, Reader, Redir, Word } from './ast.js';
import { assignment, enter, fail, globQualifier, litWord, plain, posixReading, spend } from './ast.js';
import type { Token } from './tokenizer.js';
import { nextToken } from './tokenizer.js';
import { scanArith } from './words.js';

type Stop = (t: Token) => boolean;

const RESERVED = new Set(['!', 'if', 'then', 'elif', 'else', 'fi', 'do', 'done', 'while', 'until', 'case', 'esac', 'for', 'select', 'function', 'time', '{', '}', '[[', 'coproc', 'always']);
const CLOSERS = new Set(['fi', 'done', 'esac', '}']);
const CASE_END = new Set([';;', ';&', ';;&']);
const DECLARE = new Set(['declare', 'typeset', 'local', 'export', 'readonly']);
const ARRAY_NAME = /^[A-Za-z_][A-Za-z0-9_]*\+?=$/;

const isOp = (t: Token, op: string): boolean => t.t === 'op' && t.op === op;
const kwItem = (kw: string): Item => ({ k: 'kw', kw, redirs: [] });

/** Parses a whole string at nesting `depth`. Throws ShellError when it cannot be read. */
export function parseSource(src: string, depth: number, maxDepth: number, budget: Budget): Item[] {
  spend(budget, src.length + 1);
  const cur: Reader = { src, pos: 0, depth, braces: 0, maxDepth, pending: [], budget, parseSub, parseText: (s, d) => parseSource(s, d, maxDepth, budget) };
  return new Parser(cur).list(() => false);
}

/** After `$(` or `<(`: the list up to and including the closing `)`. */
function parseSub(cur: Reader): Item[] {
  const p = new Parser(cur);
  const items = p.list((t) => isOp(t, ')'));
  if (!isOp(p.next(), ')')) fail('unbalanced $( or <(');
  return items;
}

class Parser {
  private buf: Token | undefined;
  /** `{` groups open: zsh closes one at a `}` word anywhere (`{ ls } always { git push -f }`), bash only in command position */
  private open = 0;
  constructor(private readonly cur: Reader) {}

  peek(): Token {
    return (this.buf ??= nextToken(this.cur));
  }

  next(): Token {
    const t = this.peek();
    this.buf = undefined;
    return t;
  }

  private skipNewlines(): void {
    while (isOp(this.peek(), '\n')) this.next();
  }

  list(stop: Stop): Item[] {
    const items: Item[] = [];
    for (;;) {
      const t = this.peek();
      if (t.t === 'eof' || stop(t)) return items;
      if (t.t === 'op') {
        const op = t.op;
        if (op === ';' || op === '\n' || op === '&' || CASE_END.has(op)) {
          this.next();
          separator(items, op === '&' ? '&' : ';');
          continue;
        }
        if (op === '&&' || op === '||' || op === '|' || op === '|&') {
          this.next();
          items.push({ k: 'op', op });
          this.skipNewlines();
          continue;
        }
        if (op === ')') fail('unbalanced )');
      }
      this.command(items, stop);
    }
  }

  private command(items: Item[], stop: Stop): void {
    const t = this.peek();
    if (t.t === 'op') {
      this.next();
      if (t.op === '(') items.push({ k: 'sub', body: this.subshell(), redirs: this.redirs() });
      else if (t.op === '((') this.arithCommand(items);
      return;
    }
    if (t.t === 'word') {
      const kw = plain(t.w);
      if (kw !== undefined && RESERVED.has(kw)) return this.keyword(items, kw, t.w, stop);
    }
    this.simple(items, undefined);
  }

  private subshell(): Item[] {
    enter(this.cur);
    const body = this.list((t) => isOp(t, ')'));
    if (!isOp(this.next(), ')')) fail('unbalanced (');
    this.cur.depth--;
    return body;
  }

  /**
   * After `((`: an arithmetic command, or (when it does not close as `))`) two nested subshells; when it closes, also
   * the two subshells a POSIX sh (dash: no `((` command) runs, so `sh -c '((rm -rf ~))'` is judged either way.
   */
  private arithCommand(items: Item[]): void {
    const start = this.cur.pos - 2;
    const a = scanArith(this.cur, start, 2);
    if (a) {
      const posix = posixReading(a.raw, this.cur);
      const redirs = this.redirs();
      const arith: Item = { k: 'raw', raw: a.raw, subs: a.subs };
      if (posix === undefined) items.push(arith, ...(redirs.length > 0 ? [{ k: 'kw', kw: '', redirs } satisfies Item] : []));
      else items.push({ k: 'sub', body: [{ k: 'sub', body: posix, redirs: [] }, { k: 'op', op: ';' }, arith], redirs });
      return;
    }
    this.cur.pos = start + 2;
    enter(this.cur);
    const inner: Item = { k: 'sub', body: this.subshell(), redirs: this.redirs() };
    const rest = this.list((t) => isOp(t, ')'));
    if (!isOp(this.next(), ')')) fail('unbalanced (');
    this.cur.depth--;
    items.push({ k: 'sub', body: [inner, ...rest], redirs: this.redirs() });
  }

  private keyword(items: Item[], kw: string, w: Word, stop: Stop): void {
    this.next();
    if (kw === 'time') {
      const t = this.peek();
      if (isOp(t, '(') || isOp(t, '((') || (t.t === 'word' && RESERVED.has(plain(t.w) ?? ''))) items.push(kwItem('time'));
      else this.simple(items, w);
    } else if (kw === 'for' || kw === 'select') {
      items.push(kwItem(kw));
      this.forHead(items);
    } else if (kw === 'case') {
      items.push(kwItem(kw));
      this.caseBody(items, stop);
    } else if (kw === 'function') {
      items.push(kwItem(kw));
      const t = this.peek();
      if (t.t === 'word') items.push({ k: 'words', words: [(this.next(), t.w)] });
      if (isOp(this.peek(), '(')) {
        this.next();
        if (!isOp(this.next(), ')')) fail('syntax error near (');
      }
      this.skipNewlines();
    } else if (kw === '[[') this.test(items);
    else if (CLOSERS.has(kw)) items.push({ k: 'kw', kw, redirs: (kw === '}' && this.open > 0 && this.open--, this.redirs()) });
    else {
      if (kw === '{') this.open++;
      items.push(kwItem(kw));
      if (kw !== '!') this.skipNewlines();
    }
  }

  private forHead(items: Item[]): void {
    const t = this.peek();
    if (isOp(t, '((')) {
      this.next();
      const a = scanArith(this.cur, this.cur.pos - 2, 2);
      if (!a) fail('unbalanced ((');
      items.push({ k: 'raw', raw: a.raw, subs: a.subs });
      return;
    }
    if (t.t === 'word') items.push({ k: 'words', words: [(this.next(), t.w)] });
    this.skipNewlines();
    const n = this.peek();
    if (n.t !== 'word' || plain(n.w) !== 'in') return;
    this.next();
    items.push(kwItem('in'));
    const words: Word[] = [];
    for (let x = this.peek(); x.t === 'word'; x = this.peek()) words.push((this.next(), x.w));
    items.push({ k: 'words', words });
  }

  private caseBody(items: Item[], stop: Stop): void {
    const subject = this.peek();
    if (subject.t === 'word') items.push({ k: 'words', words: [(this.next(), subject.w)] });
    this.skipNewlines();
    const i = this.peek();
    if (i.t === 'word' && plain(i.w) === 'in') items.push((this.next(), kwItem('in')));
    const end: Stop = (x) => stop(x) || (x.t === 'op' && CASE_END.has(x.op)) || (x.t === 'word' && plain(x.w) === 'esac');
    for (;;) {
      while (isOp(this.peek(), '\n') || isOp(this.peek(), ';')) this.next();
      const t = this.peek();
      // `esac` where a pattern could start closes this case, even inside an outer case whose stop it also is
      if (t.t === 'word' && plain(t.w) === 'esac') {
        this.next();
        items.push({ k: 'kw', kw: 'esac', redirs: this.redirs() });
        return;
      }
      if (t.t === 'eof' || stop(t)) return;
      if (isOp(t, '(')) this.next();
      const patterns: Word[] = [];
      for (;;) {
        const p = this.next();
        if (p.t === 'word') patterns.push(p.w);
        else if (isOp(p, '|')) patterns.push(litWord('|'));
        else if (isOp(p, ')')) break;
        else if (p.t === 'eof') return;
        else fail('syntax error in a case pattern');
      }
      items.push({ k: 'words', words: patterns }, kwItem(')'));
      for (const x of this.list(end)) items.push(x);
      const e = this.peek();
      if (e.t === 'op' && CASE_END.has(e.op)) items.push((this.next(), kwItem(e.op)));
    }
  }

  /** After `[[`: words up to `]]`; operators inside are plain text. */
  private test(items: Item[]): void {
    items.push(kwItem('[['));
    const words: Word[] = [];
    for (;;) {
      const t = this.peek();
      if (t.t === 'eof' || isOp(t, '\n')) break;
      this.next();
      if (t.t === 'word' && plain(t.w) === ']]') {
        items.push({ k: 'words', words }, { k: 'kw', kw: ']]', redirs: this.redirs() });
        return;
      }
      if (t.t === 'word') words.push(t.w);
      else if (t.t === 'op') words.push(litWord(t.op));
      else if (t.t === 'redir') words.push(litWord(t.r.fd + t.r.op), t.r.target);
    }
    items.push({ k: 'words', words });
  }

  private simple(items: Item[], first: Word | undefined): void {
    const assigns: Assign[] = [];
    const words: Word[] = first ? [first] : [];
    const redirs: Redir[] = [];
    for (;;) {
      const t = this.peek();
      if (t.t === 'redir') {
        redirs.push((this.next(), t.r));
        continue;
      }
      if (t.t !== 'word') {
        if (isOp(t, '(') && words.length > 0) globQualifier(this.cur.src, this.cur.pos - 1);
        if (isOp(t, '(') && words.length === 1 && assigns.length === 0 && redirs.length === 0) return this.functionDef(items, words[0] as Word);
        const last = assigns[assigns.length - 1];
        if (isOp(t, '(') && words.length === 0 && last !== undefined && last.value.raw === '') {
          assigns[assigns.length - 1] = { ...last, array: this.arrayWords() };
          continue;
        }
        // `declare -a a=(x y)`, `local a=(x)`: an array value, not a subshell
        if (isOp(t, '(') && words.length > 1 && DECLARE.has(plain(words[0] as Word) ?? '') && ARRAY_NAME.test(words[words.length - 1]?.raw ?? '')) {
          for (const w of this.arrayWords()) words.push(w);
          continue;
        }
        break;
      }
      if (this.open > 0 && words.length > 0 && t.w.raw === '}') break;
      this.next();
      const a = words.length === 0 ? assignment(t.w) : undefined;
      if (a) assigns.push(a);
      else words.push(t.w);
    }
    items.push({ k: 'cmd', assigns, words, redirs });
  }

  private functionDef(items: Item[], name: Word): void {
    this.next();
    if (!isOp(this.next(), ')')) fail('syntax error near (');
    items.push(kwItem(`${name.raw}()`));
    this.skipNewlines();
  }

  private arrayWords(): Word[] {
    this.next();
    const words: Word[] = [];
    for (;;) {
      const t = this.next();
      if (t.t === 'word') words.push(t.w);
      else if (isOp(t, ')')) return words;
      else if (!isOp(t, '\n')) fail('unbalanced ( in an array assignment');
    }
  }

  private redirs(): Redir[] {
    const out: Redir[] = [];
    for (let t = this.peek(); t.t === 'redir'; t = this.peek()) out.push((this.next(), t.r));
    return out;
  }
}

function separator(items: Item[], op: ';' | '&'): void {
  const last = items[items.length - 1];
  if (last === undefined || (last.k === 'op' && op === ';')) return;
  if (last.k === 'op' && last.op !== ';') return;
  if (last.k === 'op') items[items.length - 1] = { k: 'op', op };
  else items.push({ k: 'op', op });
}
