/**
 * One normalized call → the actions rules are tested against (docs/matching.md): a shell command becomes its
 * whole line, each simple command it runs, and the files it writes and reads and the URLs it fetches; a file
 * tool or a patch becomes one write per file; an MCP call, a fetch, a prompt become one action each.
 * Vendor-free; bundled into every hook runtime.
 */
import type { NormalizedEvent } from '../contract/events.js';
import type { ActionKind } from '../contract/rules.js';
import type { PathContext, PathView } from './paths.js';
import { expandPath, viewPaths } from './paths.js';
import type { FileEffect, SimpleCommand, Text, Walk } from './shell/index.js';
import { analyzeShell } from './shell/index.js';
import { positionalEnv } from './shell/expand.js';
import { diffFiles } from './patch-files.js';
import { editWindows, shellWindows } from './edit-windows.js';
import { resolveContent } from './file-text.js';
import { FILE_REF } from './shell/literal-out.js';
import { aliasesOf } from './host-aliases.js';
import type { CodeEffect } from './shell/code-files.js';
import { readPatchEnvelope } from './shell/patch.js';
import { GIT_CONFIG_ENV, gitAliasDefinition } from './shell/unknown.js';
import type { Budget, Seen } from './scripts.js';
import { newBudget, scriptRuns } from './scripts.js';

export type FileOp = FileEffect['op'];

export interface Action {
  readonly kind: ActionKind;
  /** line, exec, prompt: the text regexes are tested against, with its data spans */
  readonly text?: Text;
  /** exec */
  readonly cmd?: SimpleCommand;
  /** write, read: undefined when the call names no file (content-only) */
  readonly path?: PathView;
  readonly op?: FileOp;
  readonly content?: string;
  /** write: the text around a change before it, when `content` is the text around it after (edit-windows.ts) */
  readonly prior?: string;
  /** mcp */
  readonly server?: string;
  readonly tool?: string;
  readonly args?: string;
  /** web */
  readonly url?: string;
  readonly host?: string;
  /** write, read: a shell path the line does not show (`$F`, `$(cat p)`, what xargs adds), as written */
  readonly unknown?: string;
  /** with `unknown`: the program or operator that writes or reads it */
  readonly via?: string;
  /** read: a folder read whole, the files below it as the program walks them (`grep -r`) */
  readonly deep?: Walk;
  /** the file whose code this action comes from, when not the line itself (scripts.ts): the innermost one */
  readonly from?: string;
}

export interface Actions {
  readonly list: readonly Action[];
  /** a shell command that could not be read (unterminated quote, nesting too deep...): its reason */
  readonly unreadable?: string;
  /** a simple command whose program no reading can name (`"${a[@]}"`, `$CMD`): its text; or code the line does not show (`a line that ...`) */
  readonly opaque?: string;
  /** some shell write, read or fetch has a path or host known only at run time (`unknown` on its action) */
  readonly unknownFile?: boolean;
}

const TOOL_EVENTS: readonly string[] = ['pre_tool', 'post_tool', 'tool_failure'];
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>`]+/gi;

function plain(text: string): Text {
  return { text, data: [] };
}

/** The URL's host, normalized by the WHATWG parser (lower case, numeric IPv4 forms decoded); undefined when it does not parse. */
export function hostOf(url: string): string | undefined {
  try {
    const u = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`);
    const h = u.hostname.replace(/\.$/, '');
    return h === '' ? undefined : h.toLowerCase();
  } catch {
    return undefined;
  }
}

/** The host part of a URL as written: between `scheme://` (if any) and the first `/`, `?` or `#`. */
const HOST_PART = /^(?:[a-z][a-z0-9+.-]*:\/\/)?([^/?#]*)/i;

/**
 * The fetches of these URLs. `ctx`: for a shell line, whose URLs may hold words known only at run time: a variable
 * the hook's own environment holds is read from it; a host still unresolved (`curl "$URL"`, `http://$(cat h)/`, a
 * list xargs or `curl -K` supplies) makes an action with `unknown`, for a security rule on hosts to refuse.
 */
function webActions(urls: readonly string[], ctx?: PathContext): Action[] {
  return urls.map((raw): Action => {
    let url = raw;
    if (ctx !== undefined && /[$`\0]/.test(HOST_PART.exec(raw)?.[1] ?? '')) {
      // a bare `$URL` operand got a scheme put in front: the value's own scheme wins (`http://https://x` is `https://x`)
      url = raw.includes('\0') ? raw : expandPath(raw, ctx).replace(/^[a-z][a-z0-9+.-]*:\/\/(?=[a-z][a-z0-9+.-]*:\/\/)/i, '');
      if (/[$`\0]/.test(HOST_PART.exec(url)?.[1] ?? '')) return { kind: 'web', unknown: raw.includes('\0') ? '…' : raw };
    }
    const host = hostOf(url);
    return { kind: 'web', url, ...(host !== undefined ? { host } : {}) };
  }).flatMap((a) => [a, ...aliasActions(a)]);
}

/** The same fetch by the addresses its name is known to reach (host-aliases.ts): a rule on `127.*` meets `lvh.me`. */
function aliasActions(a: Action): Action[] {
  if (a.host === undefined) return [];
  const name = a.host;
  return aliasesOf(name).flatMap((ip): Action[] => {
    const host = hostOf(`http://${ip.includes(':') && !ip.startsWith('[') ? `[${ip}]` : ip}/`);
    return host === undefined || host === name ? [] : [{ ...a, host, from: `as a fetch of ${host} (${name} names it)` }];
  });
}

/** A host named without a scheme in a text (`api.internal.example.com/v1`, `//169.254.169.254/`): a model may fetch it. */
const HOST_IN_TEXT = /(?:^|[\s(<"'`])(?:\/\/)?((?:[a-z0-9-]+\.)+[a-z0-9-]*[a-z][a-z0-9-]*|\d{1,3}(?:\.\d{1,3}){3}|localhost)(?::\d+)?(?:\/[^\s"'<>`]*)?/gi;

/** A URL field as sent: one URL, or a text (a fetch prompt) holding several, with or without a scheme. */
function urlsOf(value: string): string[] {
  const v = value.trim();
  if (v !== '' && !/\s/.test(v)) return [v];
  const out = [...v.matchAll(URL_IN_TEXT)].map((m) => m[0].replace(/[.,;:)\]]+$/, ''));
  const rest = v.replace(URL_IN_TEXT, ' ');
  for (const m of rest.matchAll(HOST_IN_TEXT)) out.push(m[0].trim().replace(/^[(<"'`]/, '').replace(/^\/\//, '').replace(/[.,;:)\]]+$/, ''));
  return out;
}

function fileActions(kind: 'write' | 'read', raw: string | undefined, op: FileOp, content: string | undefined, ctx: PathContext, shell: boolean, follow = true): Action[] {
  const extra = content !== undefined ? { content } : {};
  if (raw === undefined || raw === '') return kind === 'write' && content !== undefined ? [{ kind, op, ...extra }] : [];
  return viewPaths(raw, ctx, shell, follow).map((path) => ({ kind, path, op, ...extra }));
}

function withContent(e: FileEffect, content: string | undefined): FileEffect {
  const { content: _old, ...rest } = e;
  return content === undefined ? rest : { ...rest, content };
}

/** Operations on a link itself, not on what it points to. */
const ON_LINK = ['mv', 'ln', 'rm', 'unlink', 'rmdir', 'git rm', 'git mv'];

/** The actions of a command's file effects; true when one of them names a path only the run will know. */
function effects(list0: readonly FileEffect[], kind: 'write' | 'read', ctx: PathContext, out: Action[]): boolean {
  let unknown = false;
  // content that is a file's (`cp SRC DST`, `cat SRC > DST`) is read now; unreadable, it is unknown
  const list = list0.map((e): FileEffect => (e.content?.startsWith(FILE_REF) !== true ? e : withContent(e, resolveContent(e.content, ctx))));
  for (const e of list) {
    if (e.patch !== undefined) {
      // a diff file: the files it names, read now (or as the line writes it first); unreadable, they are unknown
      const files = diffFiles(e.path, e.patch, ctx, list);
      for (const f of files ?? []) out.push(...fileActions('write', f.path, f.op, f.op === 'delete' ? undefined : f.content, ctx, true));
      if (files !== undefined) continue;
      out.push({ kind, op: e.op, unknown: '…', via: `${e.via} ${e.path}` });
      unknown = true;
      continue;
    }
    const acts = fileActions(kind, e.path, e.op, e.content, ctx, true, !ON_LINK.includes(e.via));
    const deep = e.deep;
    out.push(...(deep === undefined ? acts : acts.map((x) => ({ ...x, deep }))));
    // variables the hook's own environment holds are the shell's too; anything else stays unknown
    if (e.unknown === undefined || (e.unknown === 'var' && !/[$`]/.test(expandPath(e.path, ctx)))) continue;
    out.push({ kind, op: e.op, unknown: e.path, via: e.via, ...(e.content !== undefined ? { content: e.content } : {}) });
    unknown = true;
  }
  if (kind === 'write') out.push(...shellWindows(list, ctx));
  return unknown;
}

/** URL-looking operands of any command but echo/printf (`git clone https://...`, `pip install http://...`). */
const URL_WORD = /^(?:https?|ssh|git|ftp|wss?):\/\/\S+$/i;
const SCP_LIKE = /^[\w.-]+@[\w.-]+:\S*$/;
const QUIET = ['echo', 'printf'];
const IFS_SET = /(?:^|[\s;&|(])IFS=/;
/** zsh defines functions, aliases and command paths through its tables too (`functions[f]='git push -f'; f`); tested on the raw line */
const ZSH_TABLE = /(?:^|[\s;&|('"`])(?:functions|aliases|galiases|saliases|commands)(?:\[|\+?=\()/;

function shellActions(command: string, ctx: PathContext, out: Action[], budget: Budget = newBudget(), args?: readonly string[], name = ''): Seen {
  const a = analyzeShell(command, args === undefined ? {} : { env: positionalEnv(name, args) });
  out.push({ kind: 'line', text: a.line });
  if (!a.ok) return { unreadable: a.reason ?? 'the command could not be read' };
  for (const nested of a.lines) out.push({ kind: 'line', text: nested });
  const urls = new Set(a.urls);
  // what the analyzer does not model, it must not pretend to read: word splitting on a changed IFS, aliases
  let opaque: string | undefined = IFS_SET.test(a.line.text) ? 'a line that changes IFS' : GIT_CONFIG_ENV.test(command) ? 'a line that sets git configuration through its environment' : ZSH_TABLE.test(command) ? "a line that defines a function or alias through zsh's tables" : undefined;
  for (const cmd of a.commands) {
    if (cmd.program === 'alias' && cmd.argv.length > 1) opaque ??= 'a line that defines an alias';
    opaque ??= gitAliasDefinition(cmd.argv);
    out.push({ kind: 'exec', text: cmd.text, cmd });
    if (cmd.dynamicProgram) opaque ??= cmd.text.text;
    if (cmd.opaque !== undefined) opaque ??= cmd.opaque;
    if (QUIET.includes(cmd.program)) continue;
    for (const w of cmd.argv.slice(1)) if (URL_WORD.test(w) || SCP_LIKE.test(w)) urls.add(SCP_LIKE.test(w) ? `ssh://${w.replace(':', '/')}` : w);
  }
  const unknownWrite = effects(a.writes, 'write', ctx, out);
  const unknownRead = effects(a.reads, 'read', ctx, out);
  const web = webActions([...urls], ctx);
  out.push(...web);
  // scripts, package.json scripts and git aliases the line runs: read now, judged as lines of this call
  const files = scriptRuns(a, ctx, budget, (line, c, b, from, args) => {
    const at = out.length;
    const seen = typeof line === 'string' ? shellActions(line, c, out, b, args, from) : codeActions(line, c, out);
    for (let k = at; k < out.length; k++) if ((out[k] as Action).from === undefined) out[k] = { ...(out[k] as Action), from };
    return seen;
  });
  opaque ??= files.opaque ?? files.blind;
  const unknownFile = unknownWrite || unknownRead || web.some((w) => w.unknown !== undefined);
  return { ...(opaque !== undefined ? { opaque } : {}), ...(unknownFile ? { unknownFile } : {}), ...(files.blind !== undefined ? { blind: files.blind } : {}) };
}

/** The files a script's interpreter code touches, as written (scripts.ts): paths it makes at run time are not among them. */
function codeActions(list: readonly CodeEffect[], ctx: PathContext, out: Action[]): Seen {
  const as = (e: CodeEffect): FileEffect => ({ path: e.path ?? '', op: e.op, via: e.via, ...(e.content !== undefined ? { content: e.content } : {}), ...(e.deep !== undefined ? { deep: e.deep } : {}) });
  effects(list.filter((e) => e.path !== undefined && e.op === 'read').map(as), 'read', ctx, out);
  effects(list.filter((e) => e.path !== undefined && e.op !== 'read').map(as), 'write', ctx, out);
  return {};
}

function writeToolActions(e: NormalizedEvent, ctx: PathContext, out: Action[]): void {
  const patch = e.patch !== undefined ? readPatchEnvelope(e.patch) : undefined;
  if (patch) {
    for (const f of patch.files) out.push(...fileActions('write', f.path, f.op, f.op === 'delete' ? undefined : f.content, ctx, false));
    return;
  }
  const op: FileOp = e.toolClass === 'write' ? 'write' : 'edit';
  const acts = fileActions('write', e.path, op, e.content, ctx, false);
  out.push(...(acts.length > 0 ? acts : [{ kind: 'write' as const, op }]), ...editWindows(e, ctx));
}

/**
 * Every action of one call. `ctx` resolves the call's paths. A shell line's actions depend on its text, where it
 * runs and the files it reads: with a batch's cache (`ctx.actions`) one line is read once for all its calls.
 */
export function actionsOf(e: NormalizedEvent, ctx: PathContext): Actions {
  const memo = ctx.actions;
  if (memo === undefined || e.toolClass !== 'shell' || e.command === undefined) return actionsNow(e, ctx);
  const key = [e.event, e.tool === undefined ? '' : 'tool', e.command, ctx.cwd, ctx.root ?? '', ctx.home ?? '', ctx.fold ? 'fold' : ''].join('\0');
  const hit = memo.get(key) as Actions | undefined;
  if (hit !== undefined) return hit;
  const acts = actionsNow(e, ctx);
  memo.set(key, acts);
  return acts;
}

function actionsNow(e: NormalizedEvent, ctx: PathContext): Actions {
  const list: Action[] = [];
  if (e.event === 'prompt_submit') {
    if (e.prompt !== undefined) list.push({ kind: 'prompt', text: plain(e.prompt) });
    return { list };
  }
  if (!TOOL_EVENTS.includes(e.event) || e.tool === undefined) return { list };
  list.push({ kind: 'call' });
  let seen: Seen = {};
  switch (e.toolClass) {
    case 'shell':
      if (e.command !== undefined) seen = shellActions(e.command, ctx, list);
      else list.push({ kind: 'line', text: plain('') });
      break;
    case 'write':
    case 'edit':
      writeToolActions(e, ctx, list);
      break;
    case 'read':
      list.push(...fileActions('read', e.path, 'read', undefined, ctx, false));
      if (e.path === undefined) list.push({ kind: 'read', op: 'read' });
      break;
    case 'mcp':
      list.push({
        kind: 'mcp',
        ...(e.mcpServer !== undefined ? { server: e.mcpServer } : {}),
        ...(e.mcpName !== undefined ? { tool: e.mcpName } : {}),
        args: JSON.stringify(e.toolInput ?? {}),
      });
      break;
    case 'web': {
      const urls = e.url !== undefined ? urlsOf(e.url) : [];
      list.push(...(urls.length > 0 ? webActions(urls) : [{ kind: 'web' as const }]));
      break;
    }
    default:
      break;
  }
  return { list, ...seen };
}
