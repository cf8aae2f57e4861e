/**
 * The walk over parsed items: expands words, peels wrappers, renders each simple command, records its effects,
 * and analyzes what it launches (substitutions, -c strings, stdin fed to a shell, find -exec ...) one level deeper.
 */
import type { Assign, Budget, Item, Redir } from './ast.js';
import { fail, spend, TOO_DEEP } from './ast.js';
import { WRITERS } from './effects.js';
import type { RedirEffect, Sink } from './sink.js';
import { CD_KEY, changeDir, declare, DECLARE, LOOP_KEY, marksOf, putter, recordLinks, redirEffects, setVar, stdinFile, TAIL } from './sink.js';
import { echoDiffers, echoOutput, printfOutput } from './escapes.js';
import type { Field } from './expand.js';
import { expandOne, expandWord } from './expand.js';
import type { Launch } from './launch.js';
import { launch } from './launch.js';
import { codeUrls, proxyUrls, NETWORK, urlSink } from './net.js';
import { parseSource } from './parser.js';
import { interpreter, runsStdin } from './programs.js';
import { envFiles, READERS } from './reads.js';
import { isDataField, quote, renderField, TextBuilder } from './render.js';
import type { Roles } from './roles.js';
import { roles } from './roles.js';
import { importRuns, runsOf, scriptOnStdin, sqlRuns } from './runs.js';
import { catFile, knownOut, printsKnown, shapeOut } from './literal-out.js';
import { wrappedRuns } from './pm-runs.js';
import { planJobs } from './tf-plans.js';
import { umaskJobs } from './umask.js';
import type { ScriptRun, SimpleCommand, Text } from './types.js';
import type { PeelHost } from './wrappers.js';
import { peel, programName } from './wrappers.js';
import type { Inherited } from './unknown.js';
import { withUnknowns } from './unknown.js';

export interface Scope {
  readonly env: Map<string, string>;
  readonly depth: number;
  readonly wrappers: readonly string[];
  readonly out: Sink & { readonly commands: SimpleCommand[]; readonly lines: Text[]; readonly runs: ScriptRun[] };
  readonly maxDepth: number;
  readonly budget: Budget;
}

interface Result {
  readonly text: Text;
  /** what it writes to stdout, when that is literal */
  readonly out: string | undefined;
  /** emit(): how many words are left once the wrappers are peeled off */
  readonly peeled?: number;
}

interface XRedir extends RedirEffect {
  /** stdin it provides (heredoc, here-string) */
  readonly stdin: string | undefined;
  readonly words: readonly (readonly [string, boolean])[];
  /** the target word, when it names a file */
  readonly field?: Field;
}

const NO_LAUNCH: Launch = { jobs: [], data: [], reads: [] };
const NO_ROLES: Roles = { data: [], code: [], texts: [] };

function child(scope: Scope, wrappers: readonly string[], env?: ReadonlyMap<string, string>): Scope {
  const depth = scope.depth + 1;
  if (depth > scope.maxDepth) fail(TOO_DEEP);
  let e = scope.env;
  if (env) {
    e = new Map(scope.env);
    for (const [k, v] of env) e.set(k, v);
  }
  return { ...scope, depth, wrappers, env: e };
}

function hostOf(scope: Scope): PeelHost {
  const h: PeelHost = {
    env: scope.env,
    sub: (body) => analyzeItems(body, child(scope, scope.wrappers)).out,
    spend: (n) => spend(scope.budget, n),
    words: (text) => {
      const first = parseSource(text, scope.depth, scope.maxDepth, scope.budget)[0];
      return first?.k === 'cmd' ? first.words.flatMap((w) => expandWord(w, h)) : [];
    },
  };
  return h;
}

export function analyzeItems(items: readonly Item[], scope: Scope, inherited?: Inherited): Result {
  const tb = new TextBuilder();
  const h = hostOf(scope);
  let lastOut: string | undefined;
  let pipeIn = inherited?.in;
  /** the next command's stdin is a pipe whose content is known only at run time */
  let pipeUnknown = inherited?.unknown ?? false;
  let outs: string[] | undefined = [];
  /** for/select: 1 = the name comes next, 2 = have the name, 3 = after `in` */
  let loop = 0;
  let loopVar = '';
  for (let idx = 0; idx < items.length; idx++) {
    const it = items[idx] as Item;
    if (it.k !== 'op' && it.k !== 'cmd') outs = undefined;
    switch (it.k) {
      case 'op':
        if (it.op === '|' || it.op === '|&') [pipeIn, pipeUnknown] = [lastOut, lastOut === undefined];
        else [pipeIn, pipeUnknown] = [inherited?.in, inherited?.unknown ?? false];
        lastOut = undefined;
        if (it.op !== ';') outs = undefined;
        if (it.op !== ';' || idx < items.length - 1) tb.word(it.op);
        break;
      case 'cmd': {
        const r = runCmd(it, scope, h, pipeIn, pipeUnknown);
        lastOut = r.out;
        if (outs && r.out !== undefined) outs.push(r.out);
        else outs = undefined;
        tb.append(r.text);
        break;
      }
      case 'sub': {
        // the subshell's commands read the pipe into it, unless it redirects its own stdin
        const own = it.redirs.some((r) => r.op.startsWith('<') && (r.fd === '' || r.fd === '0'));
        const inner = analyzeItems(it.body, child(scope, scope.wrappers), own ? undefined : { in: pipeIn, unknown: pipeUnknown });
        tb.open('(').append(inner.text).close(')');
        renderRedirs(it.redirs, h, tb, scope.out);
        lastOut = it.redirs.length === 0 ? inner.out : undefined;
        break;
      }
      case 'kw':
        lastOut = undefined;
        if (it.kw) tb.word(it.kw);
        renderRedirs(it.redirs, h, tb, scope.out);
        loop = it.kw === 'for' || it.kw === 'select' ? 1 : it.kw === 'in' && loop === 2 ? 3 : 0;
        break;
      case 'words': {
        lastOut = undefined;
        const fields = it.words.flatMap((w) => expandWord(w, h));
        for (const f of fields) tb.word(renderField(f), isDataField(f));
        if (loop === 1) [loop, loopVar] = [2, fields[0]?.value ?? ''];
        else if (loop === 3) {
          const only = fields[0];
          if (fields.length === 1 && only !== undefined && !only.dynamic) scope.env.set(loopVar, only.value);
          else scope.env.delete(loopVar);
          // several known words: a path naming the variable is each of them in turn (sink.ts)
          if (fields.length > 1 && fields.length <= 64 && fields.every((f) => !f.dynamic)) scope.env.set(`${LOOP_KEY}${loopVar}`, fields.map((f) => f.value).join('\0'));
          else scope.env.delete(`${LOOP_KEY}${loopVar}`);
          loop = 0;
        }
        break;
      }
      case 'raw':
        lastOut = undefined;
        for (const s of it.subs) analyzeItems(s, child(scope, scope.wrappers));
        tb.word(it.raw);
        break;
    }
  }
  return { text: tb.build(), out: outs && outs.length > 0 ? outs.join('') : undefined };
}

function renderRedirs(redirs: readonly Redir[], h: PeelHost, tb: TextBuilder, sink: Sink): void {
  const x = redirs.map((r) => expandRedir(r, h));
  for (const r of x) for (const [w, d] of r.words) tb.word(w, d);
  redirEffects(x, undefined, putter(sink, h.env.get(CD_KEY), marksOf(x.map((r) => r.field), h.env), h.env));
}

function expandRedir(r: Redir, h: PeelHost): XRedir {
  const { op, fd } = r;
  if (r.heredoc) {
    const body = r.heredoc.word ? expandOne(r.heredoc.word, h).value : r.heredoc.body;
    return { op, fd, path: '', dup: false, stdin: body, words: [[`${fd}${op}${r.target.raw}`, false]] };
  }
  const f = expandOne(r.target, h);
  if (op === '<<<') return { op, fd, path: '', dup: false, stdin: `${f.value}\n`, words: [[`${fd}<<<`, false], [renderField(f), true]] };
  const dup = (op === '>&' || op === '<&') && /^(\d+-?|-)$/.test(f.value);
  const words: [string, boolean][] = dup ? [[`${fd}${op}${f.value}`, false]] : [[`${fd}${op}`, false], [renderField(f), isDataField(f)]];
  return { op, fd, path: f.value, dup, stdin: undefined, words, ...(dup ? {} : { field: f }) };
}

function assign(a: Assign, h: PeelHost): [string, boolean] {
  if (a.array) {
    const fields = a.array.flatMap((w) => expandWord(w, h));
    h.env.delete(a.name);
    return [`${a.name}=(${fields.map(renderField).join(' ')})`, fields.some(isDataField)];
  }
  const f = expandOne(a.value, h);
  const before = h.env.get(a.name);
  setVar(h.env, a.name, f.dynamic || (a.append && before === undefined) ? undefined : a.append ? `${before ?? ''}${f.value}` : f.value, f);
  return [`${a.name}${a.append ? '+' : ''}=${f.segs.length > 0 ? renderField(f) : ''}`, isDataField(f)];
}

function runCmd(it: Extract<Item, { k: 'cmd' }>, scope: Scope, h: PeelHost, pipeIn: string | undefined, pipeUnknown: boolean): Result {
  const mark = scope.out.commands.length;
  const assigned = it.assigns.map((a) => assign(a, h));
  const fields = it.words.flatMap((w) => expandWord(w, h));
  const redirs = it.redirs.map((r) => expandRedir(r, h));
  let stdin = pipeIn;
  // a file on stdin is like a script file named on the line (docs/matching.md: what no form catches)
  let unknownIn = pipeUnknown;
  for (const r of redirs) {
    if (r.stdin !== undefined) stdin = r.stdin;
    else if (r.op === '<' || r.op === '<>') stdin = undefined;
    if (r.stdin !== undefined || r.op === '<' || r.op === '<>') unknownIn = false;
  }
  if (fields.length === 0 && redirs.length === 0) {
    const tb = new TextBuilder();
    for (const [w, d] of assigned) tb.word(w, d);
    return { text: tb.build(), out: undefined };
  }
  const r = emit(fields, redirs, stdin, scope, h, mark, unknownIn);
  // the whole line keeps the environment a command runs with (`HUSKY=0 git commit`, `env CI=1 npm publish`);
  // each simple command's own text starts at its program
  const env = [...assigned.map(([w]) => w), ...fields.slice(0, fields.length - (r.peeled ?? fields.length)).map((f) => f.value).filter((v) => ENV_WORD.test(v))];
  if (env.length === 0) return r;
  const tb = new TextBuilder();
  for (const w of env) tb.word(quote(w));
  return { text: tb.append(r.text).build(), out: r.out };
}

const ENV_WORD = /^[A-Za-z_][A-Za-z0-9_]*=/;

function emit(fields0: readonly Field[], redirs: readonly XRedir[], stdin0: string | undefined, scope: Scope, h: PeelHost, mark: number, unknownIn = false): Result {
  const p = peel(fields0, stdin0, h, unknownIn);
  const { fields, stdin, unknown } = p;
  const wrappers = [...scope.wrappers, ...p.wrappers];
  const first = fields[0];
  const name = first ? programName(first) : { name: '', dynamic: false };
  const argv = first ? [name.name, ...fields.slice(1).map((f) => f.value)] : [];
  const l = name.dynamic ? NO_LAUNCH : launch(name.name, fields, stdin, unknown, h.env);
  const r = name.dynamic ? NO_ROLES : roles(argv);
  const data = new Set([...l.data, ...r.data]);
  const code = new Set(r.code);
  const tb = new TextBuilder();
  if (first) tb.word(name.dynamic ? name.name : quote(name.name));
  for (let i = 1; i < fields.length; i++) {
    const f = fields[i] as Field;
    tb.word(renderField(f), !code.has(i) && (data.has(i) || isDataField(f)));
  }
  for (const x of redirs) for (const [w, d] of x.words) tb.word(w, d);
  // literal stdin an interpreter or database client runs is code, judged with the command (`psql <<SQL ...`)
  if (first && !name.dynamic && stdin !== undefined && runsStdin(name.name)) tb.word(stdin.replace(/\n$/, ''));
  const text = tb.build();
  scope.out.commands.splice(mark, 0, withUnknowns({ argv, program: argv[0] ?? '', dynamicProgram: name.dynamic, text, wrappers, depth: scope.depth }, fields, unknown.tail, l.opaque));
  if (DECLARE.has(argv[0] ?? '')) declare(fields, h.env);
  if (!name.dynamic && (argv[0] === 'cd' || argv[0] === 'pushd')) changeDir(argv, fields, h.env);
  const put = putter(scope.out, h.env.get(CD_KEY), marksOf([...fields.slice(1), ...redirs.map((x) => x.field)], h.env, unknown.tail), h.env);
  const out = literalOut(argv, fields, stdin, h);
  const content = out !== undefined && argv[0] === 'echo' ? out.replace(/\n$/, '') : (out ?? catFile(argv, fields, stdin));
  redirEffects(redirs, content, put, content === undefined ? shapeOut(argv, fields) : undefined);
  if (!name.dynamic && first) {
    const prog = name.name;
    // words xargs appends are files these programs may take: given as one unknown word
    const args = unknown.tail ? [...argv, TAIL] : argv;
    WRITERS.get(prog)?.(args, stdin, put, { ...stdinFile(redirs), unknown: unknown.stdin });
    READERS.get(prog)?.(args, put);
    const net = NETWORK.get(prog);
    const code = r.texts.length === 0 && stdin !== undefined && interpreter(prog) !== undefined ? [stdin] : r.texts;
    if (net || code.length > 0) {
      const url = urlSink(scope.out.urls);
      if (net) (net(args, url, put), proxyUrls(h.env, url));
      for (const t of code) codeUrls(t, url);
    }
    for (const s of l.reads) put(s, 'read', prog);
    for (const e of l.effects ?? []) put(e.path ?? TAIL, e.op, e.via, e.content, e.deep);
    for (const [s, via] of p.reads) put(s, 'read', via ?? prog);
    scope.out.runs.push(...runsOf(argv, fields, l.runs ?? scriptOnStdin(prog, l, redirs), h.env.get(CD_KEY), h.env), ...importRuns(interpreter(prog), code, h.env.get(CD_KEY), h.env), ...sqlRuns(prog, argv, redirs, h.env.get(CD_KEY)));
    scope.out.runs.push(...wrappedRuns(p.wrappers, argv[0] ?? '', name.dynamic, h.env, h.env.get(CD_KEY)));
    envFiles(argv, put);
    if (prog === 'ln') recordLinks(argv, h.env);
  }
  for (const job of [...l.jobs, ...(name.dynamic ? [] : [...planJobs(argv, h.env), ...umaskJobs(argv, h.env)])]) {
    const c = child(scope, [...wrappers, name.name], job.env);
    if (job.text !== undefined) c.out.lines.push(analyzeItems(parseSource(job.text, c.depth, c.maxDepth, c.budget), c).text);
    else if (job.fields) emit(job.fields, [], undefined, c, hostOf(c), c.out.commands.length);
  }
  const toFile = redirs.some((x) => !x.dup && x.path !== '' && x.op.includes('>') && (x.fd === '' || x.fd === '1' || x.op.startsWith('&')));
  // dash's and zsh's echo decode escapes bash's prints as written: what such an echo pipes on is not known here
  return { text, out: toFile || (argv[0] === 'echo' && echoDiffers(argv.slice(1))) ? undefined : out, peeled: fields.length };
}

/** stdout of echo / printf with literal arguments, and of `cat` passing literal stdin through. */
function literalOut(argv: readonly string[], fields: readonly Field[], stdin: string | undefined, h: PeelHost): string | undefined {
  if (fields.some((f) => f.dynamic)) return undefined;
  let out: string | undefined;
  if (argv[0] === 'echo') out = echoOutput(argv.slice(1));
  else if (argv[0] === 'printf') {
    const a = argv.slice(1);
    if (a[0] === '-v' && a[1] !== undefined && a[2] !== undefined) {
      h.env.set(a[1], printfOutput(a[2], a.slice(3)));
      return '';
    }
    if (a[0] === '--') a.shift();
    out = a[0] !== undefined ? printfOutput(a[0], a.slice(1)) : undefined;
  } else if (printsKnown(argv[0] ?? '')) out = knownOut(argv, stdin);
  // the folder a `cd` on the line moved to, when it is known
  else if (argv[0] === 'pwd' && h.env.has(CD_KEY) && h.env.get('PWD') !== undefined) out = `${h.env.get('PWD')}\n`;
  // a fresh name in the default temporary folder (docs/matching.md: a TMPDIR pointed elsewhere is the sandbox's to hold)
  else if (argv[0] === 'mktemp' && argv.slice(1).every((a) => /^-[dqu]+$/.test(a))) out = '/tmp/tmp.XXXXXXXXXX\n';
  // a program looked up on PATH: `$(which git)` names git (its basename is all a rule needs)
  else if (argv.length === 2 && (argv[0] === 'which' || argv[0] === 'whence')) out = `${argv[1]}\n`;
  else if (argv.length === 3 && (argv[0] === 'command' || argv[0] === 'type') && (argv[1] === '-v' || argv[1] === '-p' || argv[1] === '-P')) out = `${argv[2]}\n`;
  if (out !== undefined) h.spend(out.length);
  return out;
}
