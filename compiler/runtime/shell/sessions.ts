/**
 * Programs that run a command string later or elsewhere, and git settings that name a command git runs: the
 * command is judged as a nested line of this one (launch.ts). `git -c core.pager='...' log`, `git config
 * core.fsmonitor '...'` (it runs at the next git command), `tmux new-session -d '...'`, `tmux send-keys '...' Enter`,
 * `screen -dm CMD`, `at now <<< '...'`. A command setting whose value the line does not show is opaque.
 */
import type { Field } from './expand.js';
import { classify } from './programs.js';
import { quote } from './render.js';

export interface Started {
  readonly lines: readonly string[];
  readonly words?: readonly (readonly Field[])[];
  readonly opaque?: string;
}

const NONE: Started = { lines: [] };

/** git settings whose value is a command git runs (git-config(1)); `!cmd` helpers are shell lines too */
const GIT_COMMAND_KEY =
  /^(?:core\.(?:pager|sshcommand|editor|fsmonitor|askpass|gitproxy|alternaterefscommand)|pager\.[\w-]+|sequence\.editor|diff\.external|diff\.[^=]+\.(?:command|textconv)|merge\.[^=]+\.driver|filter\.[^=]+\.(?:clean|smudge|process)|gpg\.(?:[\w]+\.)?program|credential\.(?:[^=]+\.)?helper|uploadpack\.packobjectshook|remote\.[^=]+\.(?:receivepack|uploadpack)|sendemail\.(?:tocmd|cccmd|smtpserver|sendmailcmd)|gpg\.ssh\.defaultkeycommand|(?:mergetool|difftool|browser|man)\.[^=]+\.(?:cmd|path)|trailer\.[^=]+\.(?:cmd|command)|submodule\.[^=]+\.update|hook\.[^=]+\.command|interactive\.difffilter|instaweb\.httpd)$/i;
/** a remote's URL, or a rewrite of URLs: an ext:: URL is a command git runs */
const GIT_URL_KEY = /^(?:remote\.[^=]+\.(?:url|pushurl)|url\..*\.insteadof)$/i;
/** settings that make git run code from elsewhere (another hooks folder): the line is opaque */
const GIT_ELSEWHERE = /^(?:core\.hookspath|init\.templatedir)$/i;

/** settings git runs only to reach a remote (fetch, push, clone ...): not judged for a command that never does */
export const GIT_NETWORK_KEY = /^(?:core\.(?:sshcommand|askpass|gitproxy)|credential\.|remote\.[^=]+\.(?:receivepack|uploadpack)|uploadpack\.)/i;

/** settings that make a plain `git push` a forced one: a `+` push refspec of a remote, a mirror remote */
export const GIT_PUSH_KEY = /^remote\.(.+)\.(push|mirror)$/i;

/**
 * The push a `remote.NAME.push` refspec with `+` or `remote.NAME.mirror` makes `git push` do, as a line
 * (`git push NAME +refs/heads/*:refs/heads/*`, `git push --mirror NAME`); undefined for any other push setting.
 */
function pushOf(key: string, value: string): string | undefined {
  const m = GIT_PUSH_KEY.exec(key);
  if (m === null) return undefined;
  const remote = `'${(m[1] as string).replace(/'/g, '')}'`;
  if ((m[2] as string).toLowerCase() === 'push') return value.trim().startsWith('+') ? `git push ${remote} '${value.trim().replace(/'/g, '')}'` : undefined;
  return /^(?:true|yes|on|1|)$/i.test(value.trim()) ? `git push --mirror ${remote}` : undefined;
}

/**
 * Does a `git push` with these words (after `push`) take the remote's configured refspecs (it names none itself)?
 * With `key` (a remote's push setting) and `sub`: is the command a push to that remote (any, when it names none)?
 */
export function pushUsesConfig(rest: readonly string[], key?: string, sub = 'push'): boolean {
  const pos = rest.filter((w) => !w.startsWith('-'));
  if (sub !== 'push' || pos.length > 1 || rest.some((w) => /^--(?:all|tags|mirror|branches)$/.test(w))) return false;
  const remote = key === undefined ? undefined : GIT_PUSH_KEY.exec(key)?.[1];
  return remote === undefined || pos[0] === undefined || pos[0].toLowerCase() === remote.toLowerCase();
}

/** The command line a git setting names, when the key is one git runs (`!` helpers are shell lines too). */
export function gitCommandOf(key: string, value: string): string | undefined {
  const push = pushOf(key, value);
  if (push !== undefined) return push;
  // a remote at an ext:: URL, or a rewrite to one (`url.ext::CMD.insteadOf=https://`): git runs the URL's command
  const rewrite = /^url\.(ext::.*)\.insteadof$/i.exec(key)?.[1];
  if (rewrite !== undefined || (/^remote\.[^=]+\.(?:url|pushurl)$/i.test(key) && /^ext::/i.test(value))) return extCommand(rewrite ?? value);
  if (!GIT_COMMAND_KEY.test(key)) return undefined;
  // a submodule's update setting runs a command only in its `!cmd` form (checkout, rebase, merge, none are git's own)
  if (/^submodule\./i.test(key) && !value.startsWith('!')) return undefined;
  const v = value.startsWith('!') ? value.slice(1) : value;
  // boolean-like values (core.fsmonitor=true uses git's own daemon) run nothing of the line's
  return /^(?:true|false|yes|no|on|off|[01]|)$/i.test(v.trim()) ? undefined : v;
}

function gitValue(key: string, value: string | undefined, dynamic: boolean): Started {
  if (GIT_ELSEWHERE.test(key)) return { lines: [], opaque: `a line that points git at other hooks (${key})` };
  if (GIT_PUSH_KEY.test(key) || GIT_URL_KEY.test(key)) return value === undefined || dynamic ? NONE : { lines: [gitCommandOf(key, value)].filter((l): l is string => l !== undefined) };
  if (!GIT_COMMAND_KEY.test(key)) return NONE;
  if (value === undefined || dynamic) return { lines: [], opaque: `a line that sets ${key}, a command git runs, to a value made at run time` };
  const v = gitCommandOf(key, value);
  return v === undefined ? NONE : { lines: [v] };
}

/**
 * The command an `ext::` URL has git run (gitremote-helpers' git-remote-ext: the command and its arguments, split at
 * unescaped spaces, run without a shell; `% ` is a space, `%%` a percent, `%s`/`%S` the service's name).
 */
export function extCommand(url: string): string {
  const words: string[] = [''];
  const body = url.replace(/^ext::/i, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    const n = body[i + 1];
    if (c === '%' && n !== undefined) {
      i++;
      words[words.length - 1] += n === 's' ? 'git-upload-pack' : n === 'S' ? 'upload-pack' : n === 'G' || n === 'V' ? '' : n;
    } else if (c === ' ') words.push('');
    else words[words.length - 1] += c;
  }
  return words.filter((w) => w !== '').map(quote).join(' ');
}

/** `git -c K=V`, `git --config-env=K=VAR`, `git config [scope] K V`: command settings the line gives git. */
export function gitStarts(vals: readonly string[], fields: readonly Field[]): Started {
  const lines: string[] = [];
  const words: (readonly Field[])[] = [];
  let opaque: string | undefined;
  const add = (s: Started): void => {
    lines.push(...s.lines);
    words.push(...(s.words ?? []));
    opaque ??= s.opaque;
  };
  const sub = classify(vals).pos[0] ?? vals.length;
  for (let i = 1; i < sub; i++) {
    const a = vals[i] as string;
    const at = a === '-c' || a === '--config-env' ? i + 1 : i;
    const kv = a === '-c' || a === '--config-env' ? vals[i + 1] : a.startsWith('--config-env=') ? a.slice(13) : /^-c./.test(a) ? a.slice(2) : undefined;
    if (kv === undefined) continue;
    const eq = kv.indexOf('=');
    const key = eq < 0 ? kv : kv.slice(0, eq);
    // --config-env takes the value from an environment variable: not on the line
    const env = a.startsWith('--config-env');
    // a push setting only changes a push that names no refspec of its own
    if (!GIT_PUSH_KEY.test(key) || pushUsesConfig(vals.slice(sub + 1), key, vals[sub]))
      add(gitValue(key, eq < 0 ? 'true' : env ? undefined : kv.slice(eq + 1), env || fields[at]?.dynamic === true));
    if (a === '-c' || a === '--config-env') i++;
  }
  add(gitArgCommands(vals, fields, sub));
  // a URL on the line in git's ext:: form (`git clone 'ext::sh -c ...'`, `git remote add x ext::...`)
  for (const v of vals.slice(sub + 1)) if (/^ext::/i.test(v)) lines.push(extCommand(v));
  if (vals[sub] === 'config') {
    const words = vals.slice(sub + 1);
    const k = words.findIndex((w) => !w.startsWith('-'));
    const key = words[k];
    const value = words[k + 1];
    if (key !== undefined && value !== undefined && !words.slice(0, k).some((w) => /^--(?:get|unset|list|get-all|get-regexp|rename-section|remove-section)/.test(w))) {
      add(gitValue(key, value, fields[sub + 1 + k + 1]?.dynamic === true));
    }
  }
  return { lines, ...(words.length > 0 ? { words } : {}), ...(opaque !== undefined ? { opaque } : {}) };
}

/** options of git subcommands whose value is a command git runs (a shell line; on a local remote, the upload or receive pack) */
const GIT_COMMAND_OPTS: Readonly<Record<string, readonly string[]>> = {
  rebase: ['-x', '--exec'],
  'filter-branch': ['--tree-filter', '--index-filter', '--msg-filter', '--env-filter', '--commit-filter', '--parent-filter', '--tag-name-filter', '--setup'],
  difftool: ['-x', '--extcmd'],
  grep: ['-O', '--open-files-in-pager'],
  push: ['--receive-pack', '--exec'],
  fetch: ['--upload-pack'],
  pull: ['--upload-pack'],
  clone: ['-u', '--upload-pack'],
  'ls-remote': ['--upload-pack'],
  archive: ['--exec'],
  'send-email': ['--to-cmd', '--cc-cmd', '--header-cmd'],
};

/**
 * Commands a git subcommand's own words give it to run: `git rebase -x CMD`, `git filter-branch --tree-filter CMD`,
 * `git difftool -x CMD`, `git submodule foreach CMD` (its words, joined as git joins them), `git bisect run CMD ARGS`
 * (run as words), `git push --receive-pack=CMD` ... A value made at run time is opaque.
 */
function gitArgCommands(vals: readonly string[], fields: readonly Field[], sub: number): Started {
  const name = vals[sub];
  if (name === undefined) return NONE;
  const rest = vals.slice(sub + 1);
  // a template folder's hooks are copied into the new repository, and clone's checkout runs them
  if ((name === 'clone' || name === 'init') && rest.some((w) => w === '--template' || w.startsWith('--template='))) return { lines: [], opaque: `a line that gives git ${name} hooks from a template folder (--template)` };
  const dyn = (i: number): boolean => fields[sub + 1 + i]?.dynamic === true;
  const dynamic = (what: string): Started => ({ lines: [], opaque: `a line that gives git ${name} ${what} made at run time` });
  if (name === 'submodule' || name === 'bisect') {
    const k = rest.indexOf(name === 'submodule' ? 'foreach' : 'run');
    if (k < 0 || rest.slice(0, k).some((w) => !w.startsWith('-'))) return NONE;
    let j = k + 1;
    while (name === 'submodule' && (rest[j] === '--recursive' || rest[j] === '-q' || rest[j] === '--quiet')) j++;
    if (j >= rest.length) return NONE;
    if (rest.slice(j).some((_, i) => dyn(j + i))) return dynamic('a command');
    // foreach evaluates its words as one shell line; bisect run runs them as a program and its arguments
    return name === 'submodule' ? { lines: [rest.slice(j).join(' ')] } : { lines: [], words: [fields.slice(sub + 1 + j)] };
  }
  const opts = GIT_COMMAND_OPTS[name];
  if (opts === undefined) return NONE;
  const lines: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i] as string;
    if (a === '--') break;
    const eq = a.indexOf('=');
    const opt = a.startsWith('--') && eq > 0 ? a.slice(0, eq) : /^-[A-Za-z]./.test(a) && opts.includes(a.slice(0, 2)) ? a.slice(0, 2) : a;
    if (!opts.includes(opt)) continue;
    const joined = opt !== a;
    const value = joined ? a.slice(a.startsWith('--') ? eq + 1 : 2) : rest[i + 1];
    if (value === undefined) continue;
    if (dyn(joined ? i : i + 1)) return dynamic(`a command (${opt})`);
    lines.push(value);
    if (!joined) i++;
  }
  return { lines };
}

const TMUX_VALUED = new Set(['-t', '-s', '-n', '-c', '-x', '-y', '-F', '-e', '-f', '-l', '-L', '-S', '-T']);

/** tmux: new-session / new-window / split-window / respawn-* run a shell command; send-keys types one into a pane. */
export function tmuxStarts(vals: readonly string[]): Started {
  let i = 1;
  while (i < vals.length && (vals[i] as string).startsWith('-')) i += ['-L', '-S', '-f', '-T'].includes(vals[i] as string) ? 2 : 1;
  const sub = vals[i] ?? '';
  const rest: string[] = [];
  for (let k = i + 1; k < vals.length; k++) {
    const a = vals[k] as string;
    if (a === '--') {
      rest.push(...vals.slice(k + 1));
      break;
    }
    if (a.startsWith('-') && a.length > 1 && rest.length === 0) {
      if (TMUX_VALUED.has(a)) k++;
      continue;
    }
    rest.push(a);
  }
  if (/^(?:new-session|new|new-window|neww|split-window|splitw|respawn-pane|respawnp|respawn-window|respawnw|run-shell|run|if-shell|if)$/.test(sub)) return rest.length > 0 ? { lines: [rest.join(' ')] } : NONE;
  // keys typed into a shell: the words up to Enter (C-m) are a command line once typed
  if (sub === 'send-keys' || sub === 'send') {
    const typed = rest.filter((w) => !/^(?:Enter|C-m|KPEnter|C-j)$/.test(w));
    return typed.length > 0 ? { lines: [typed.join(' ')] } : NONE;
  }
  return NONE;
}

/** screen: `screen [-dm] [-S name] CMD ARGS` runs CMD; `-X stuff 'keys'` types into a session. */
export function screenStarts(vals: readonly string[], fields: readonly Field[]): Started {
  for (let i = 1; i < vals.length; i++) {
    const a = vals[i] as string;
    if (a === '-X') return { lines: [vals.slice(i + 1).filter((w) => w !== 'stuff').join(' ')] };
    // options that take a value, alone or at the end of a cluster (`-dmS name`)
    if (a === '-Logfile' || /^-[a-zA-Z]*[Scehpst]$/.test(a)) i++;
    else if (!a.startsWith('-')) return { lines: [], words: [fields.slice(i)] };
  }
  return NONE;
}
