/** Tokens: words, operators, redirections (with their target word), comments skipped, heredoc bodies read after a newline. */
import type { Reader, Heredoc, Redir, Word } from './ast.js';
import { fail, literalText, spend } from './ast.js';
import { readWord } from './words.js';

export type Token =
  | { readonly t: 'word'; readonly w: Word }
  | { readonly t: 'op'; readonly op: string }
  | { readonly t: 'redir'; readonly r: Redir }
  | { readonly t: 'eof' };

const EOF: Token = { t: 'eof' };
const OPS = ['&&', '||', '|&', ';;&', ';;', ';&', '((', '|', '&', ';', '(', ')'];
const REDIR_OPS = ['&>>', '&>', '<<<', '<<-', '<<', '<&', '<>', '>>', '>&', '>|', '<', '>'];
const FD = /^(\d+|\{[A-Za-z_][A-Za-z0-9_]*\})(?=[<>])/;

export function nextToken(cur: Reader): Token {
  const { src } = cur;
  for (;;) {
    const c = src[cur.pos];
    if (c === ' ' || c === '\t' || c === '\r') cur.pos++;
    else if (c === '\\' && src[cur.pos + 1] === '\n') cur.pos += 2;
    else if (c === '#') {
      const nl = src.indexOf('\n', cur.pos);
      cur.pos = nl < 0 ? src.length : nl;
    } else break;
  }
  const c = src[cur.pos];
  if (c === undefined) {
    if (cur.pending.length > 0) fail('heredoc without terminator');
    return EOF;
  }
  if (c === '\n') {
    cur.pos++;
    if (cur.pending.length > 0) readBodies(cur);
    return { t: 'op', op: '\n' };
  }
  if ((c === '<' || c === '>') && src[cur.pos + 1] === '(') return { t: 'word', w: readWord(cur, 0) };
  const fd = c >= '0' && c <= '9' || c === '{' ? FD.exec(src.slice(cur.pos, cur.pos + 40)) : null;
  if (fd) {
    cur.pos += fd[0].length;
    return redirection(cur, fd[1] as string);
  }
  if (c === '<' || c === '>' || (c === '&' && src[cur.pos + 1] === '>')) return redirection(cur, '');
  for (const op of OPS) {
    if (src.startsWith(op, cur.pos)) {
      cur.pos += op.length;
      return { t: 'op', op };
    }
  }
  return { t: 'word', w: readWord(cur, 0) };
}

function redirection(cur: Reader, fd: string): Token {
  const { src } = cur;
  const op = REDIR_OPS.find((o) => src.startsWith(o, cur.pos)) as string;
  cur.pos += op.length;
  while (src[cur.pos] === ' ' || src[cur.pos] === '\t') cur.pos++;
  const n = src[cur.pos];
  const procsub = (n === '<' || n === '>') && src[cur.pos + 1] === '(';
  if (n === undefined || (!procsub && '\n;&|()<>'.includes(n))) fail(`redirection ${op} without a target`);
  const target = readWord(cur, 0);
  if (target.raw === '') fail(`redirection ${op} without a target`);
  let heredoc: Heredoc | undefined;
  if (op === '<<' || op === '<<-') {
    heredoc = { delim: literalText(target), strip: op === '<<-', quoted: target.parts.some((p) => p.k === 'lit' && p.q), body: '', word: undefined };
    cur.pending.push(heredoc);
  }
  return { t: 'redir', r: { op, fd, target, heredoc } };
}

/** Right after a newline: the bodies of the heredocs opened on the line just ended, in order. */
function readBodies(cur: Reader): void {
  const { src } = cur;
  const docs = cur.pending.splice(0);
  for (const h of docs) {
    let body = '';
    for (;;) {
      let end = src.indexOf('\n', cur.pos);
      if (end < 0) end = src.length;
      let line = src.slice(cur.pos, end);
      if (line.endsWith('\r')) line = line.slice(0, -1);
      if (h.strip) line = line.replace(/^\t+/, '');
      if (line === h.delim) {
        cur.pos = Math.min(end + 1, src.length);
        break;
      }
      if (end >= src.length) fail(`heredoc without terminator (${h.delim})`);
      body += `${line}\n`;
      cur.pos = end + 1;
    }
    h.body = body;
    if (!h.quoted) {
      spend(cur.budget, body.length);
      const sub: Reader = { ...cur, src: body, pos: 0, pending: [] };
      h.word = readWord(sub, 2);
    }
  }
}
