/**
 * What a change makes of the text around it. A content rule tested only on the text an edit inserts misses a secret
 * split across the edit's edge: `"AKIA";` edited into `"AKIA" + "Z7Q2XW4RT8LM3NPK";` is not needed, replacing `";`
 * with `Z7Q2XW4RT8LM3NPK";` finishes the key in the file. So an edit of a file on disk, or a shell append to one, is
 * also a write whose content is the text around the change after it, with the same text before it as `prior`: a
 * content rule meets it when the change makes a match that was not there (match.ts). Vendor-free: file tools' edit
 * inputs are read by their key names (`old_string`/`new_string`, `oldString`/`newString` ...).
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import type { NormalizedEvent } from '../contract/events.js';
import type { Action } from './actions.js';
import { newBudget, readText } from './file-text.js';
import type { PathContext } from './paths.js';
import { viewPaths } from './paths.js';
import type { FileEffect } from './shell/index.js';
import { sedScript } from './shell/sed-script.js';

/** characters of context on each side: wider than any secret a content rule looks for */
const W = 256;

/** an edit's old and new text, as file tools name them */
const PAIRS: readonly (readonly [string, string])[] = [
  ['old_string', 'new_string'],
  ['old_str', 'new_str'],
  ['oldString', 'newString'],
  ['oldText', 'newText'],
  ['old_str_1', 'new_str_1'],
  ['TargetContent', 'ReplacementContent'],
];
const LISTS = ['edits', 'ReplacementChunks'];
const ALL = ['replace_all', 'replaceAll', 'AllowMultiple'];

interface Edit {
  readonly old: string;
  readonly new: string;
  readonly all: boolean;
}

function editOf(o: Record<string, unknown>): Edit | undefined {
  for (const [a, b] of PAIRS) if (typeof o[a] === 'string' && typeof o[b] === 'string') return { old: o[a] as string, new: o[b] as string, all: ALL.some((k) => o[k] === true) };
  return undefined;
}

/** The edits of a file tool's input, in order (a single edit, or a list of them). */
export function editsOf(input: Record<string, unknown> | undefined): Edit[] {
  if (input === undefined) return [];
  const one = editOf(input);
  if (one !== undefined) return [one];
  for (const k of LISTS) {
    const list = input[k];
    if (Array.isArray(list)) return list.flatMap((x) => (x !== null && typeof x === 'object' ? [editOf(x as Record<string, unknown>)].filter((e): e is Edit => e !== undefined) : []));
  }
  return [];
}

const window = (path: Action['path'], before: string, after: string): Action => ({ kind: 'write', op: 'edit', ...(path !== undefined ? { path } : {}), content: after, prior: before });

/** An edit tool's call on a file that exists: each change with the text around it, applied in turn. */
export function editWindows(e: NormalizedEvent, ctx: PathContext): Action[] {
  if (e.toolClass !== 'edit' || e.path === undefined) return [];
  const edits = editsOf(e.toolInput);
  if (edits.length === 0) return [];
  const view = viewPaths(e.path, ctx, false)[0];
  if (view === undefined) return [];
  const read = readText(view.abs, newBudget());
  if (!('text' in read)) return [];
  let text = read.text;
  const out: Action[] = [];
  for (const ed of edits) {
    const i = ed.old === '' ? -1 : text.indexOf(ed.old);
    // an old text the file does not hold fails the edit: nothing changes
    if (i < 0) continue;
    const left = text.slice(Math.max(0, i - W), i);
    const right = text.slice(i + ed.old.length, i + ed.old.length + W);
    out.push(window(view, left + ed.old + right, left + ed.new + right));
    text = ed.all ? text.split(ed.old).join(ed.new) : text.slice(0, i) + ed.new + text.slice(i + ed.old.length);
  }
  return out;
}

/** The last `W` characters of a file on disk ('' when it is missing or unreadable). */
function tail(abs: string): string {
  let fd: number | undefined;
  try {
    fd = openSync(abs, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    const st = fstatSync(fd);
    if (!st.isFile()) return '';
    const n = Math.min(st.size, W * 4);
    const buf = Buffer.alloc(n);
    const got = readSync(fd, buf, 0, n, st.size - n);
    return buf.subarray(0, got).toString('utf8').slice(-W);
  } catch {
    return '';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** A sed (basic) or perl pattern as a JavaScript regex; undefined when it does not compile. */
function jsPattern(p: string, delim: string, perl: boolean, flags: string): RegExp | undefined {
  // a pattern that backtracks for long (the agent writes it, not the policy) meets the runtime's deadline, whose
  // verdict a security rule sets to deny (deadline.ts)
  let src = '';
  for (let i = 0; i < p.length; i++) {
    const c = p[i] as string;
    if (c === '\\' && i + 1 < p.length) {
      const n = p[++i] as string;
      if (n === delim) src += n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      // GNU basic regexes: \( \) \{ \} \+ \? \| are the operators, \< \> word edges
      else if (!perl && '(){}+?|'.includes(n)) src += n;
      else if (!perl && (n === '<' || n === '>')) src += '\\b';
      else src += `\\${n}`;
    } else if (!perl && '(){}+?|'.includes(c)) src += `\\${c}`;
    else src += c;
  }
  try {
    return new RegExp(src, `${flags.includes('g') ? 'g' : ''}${/[iI]/.test(flags) ? 'i' : ''}`);
  } catch {
    return undefined;
  }
}

/** The text a replacement makes of one match: `&` or `$&` the match, `\1` or `$1` a group, `\n` a newline. */
function replacer(repl: string, perl: boolean): (m: string, ...g: unknown[]) => string {
  return (m, ...g) => {
    let out = '';
    for (let i = 0; i < repl.length; i++) {
      const c = repl[i] as string;
      const n = repl[i + 1] ?? '';
      if (c === '\\' && n !== '') {
        i++;
        out += /[1-9]/.test(n) ? String(g[Number(n) - 1] ?? '') : n === 'n' ? '\n' : n === 't' ? '\t' : n;
      } else if (!perl && c === '&') out += m;
      else if (perl && c === '$' && /[1-9&]/.test(n)) {
        i++;
        out += n === '&' ? m : String(g[Number(n) - 1] ?? '');
      } else out += c;
    }
    return out;
  };
}

/**
 * `sed -i 's/a/b/' f`, `perl -p -i -e 's/a/b/g' f`: the file (as the line left it, else on disk) before and after its
 * substitutions, line by line, pushed to `out`; the text after, or undefined when the file could not be read.
 */
function substituted(path: string, script: string, perl: boolean, ctx: PathContext, base: string | undefined, out: Action[]): string | undefined {
  const subs = sedScript(script).subs;
  const views = viewPaths(path, ctx, true);
  const read = base !== undefined ? { text: base } : views[0] === undefined ? undefined : readText(views[0].abs, newBudget(), 256 * 1024);
  if (read === undefined || !('text' in read)) return undefined;
  let text = read.text;
  for (const sub of subs) {
    const re = jsPattern(sub.pattern, sub.delim, perl, sub.flags);
    if (re !== undefined) text = text.split('\n').map((line) => line.replace(re, replacer(sub.replacement, perl))).join('\n');
  }
  if (text !== read.text) for (const v of views) out.push(window(v, read.text, text));
  return text;
}

/**
 * A shell line's changes with the text they change, in order: an append after what an earlier write of the same
 * line left there (`echo -n AKIA > f; echo Z7Q... >> f`), else after the file's end on disk; a `sed -i` or `perl -p
 * -i` substitution on the file as the line left it, else as on disk.
 */
export function shellWindows(list: readonly FileEffect[], ctx: PathContext): Action[] {
  const known = new Map<string, string>();
  const out: Action[] = [];
  for (const e of list) {
    if (e.op === 'write' && e.content !== undefined && e.unknown === undefined) known.set(e.path, e.content);
    else if (e.op === 'edit' && e.content !== undefined && e.unknown === undefined && (e.via === 'sed -i' || e.via === 'perl -i')) {
      const after = substituted(e.path, e.content, e.via === 'perl -i', ctx, known.get(e.path), out);
      if (after === undefined) known.delete(e.path);
      else known.set(e.path, after);
    } else if (e.op !== 'append' || e.content === undefined || e.unknown !== undefined) known.delete(e.path);
    else {
      const views = viewPaths(e.path, ctx, true);
      const base = known.get(e.path) ?? (views[0] !== undefined ? tail(views[0].abs) : '');
      if (base !== '') for (const v of views) out.push(window(v, base.slice(-W), base.slice(-W) + e.content));
      known.set(e.path, base + e.content);
    }
  }
  return out;
}
