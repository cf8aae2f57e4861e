/**
 * Clients whose own command language has a shell escape, and programs that take a command in a setting: ed's `!cmd`
 * (`w !cmd`, `r !cmd`, `e !cmd`, a file named `!cmd`), lldb's `platform shell` and `shell`, psql's `\!`, `\o |cmd`
 * and COPY ... PROGRAM, mysql's `system` and `\!`, sftp's batch `!cmd` and `-D`, the ssh options of scp and sftp
 * (`-o ProxyCommand=`, `-S`), apt's `-o ...::Pre-Invoke=` and dpkg's `--pre-invoke=`. Each command is judged as a
 * nested line (launch.ts); what these clients load from a file seamc does not read (`\i f`, `source f`, lldb's
 * `-s f`, python, `sftp -b f`, `apt-get -c f`) is opaque.
 */
import { optionValues, scan, values } from './opts.js';
import type { Started } from './sessions.js';
import type { ShellOut } from './shell-outs.js';

/** an ssh `-o` setting that runs a command (ssh_config(5)), here or on the host (RemoteCommand): the command */
export function sshOptionCommand(o: string): string | undefined {
  return /^(?:ProxyCommand|LocalCommand|KnownHostsCommand|RemoteCommand)\s*[= ]\s*(.*)$/is.exec(o)?.[1];
}

/** ssh's `-F FILE`: a config file seamc does not read can hold any of those commands (and `Match exec`) */
export function sshConfigFile(files: readonly string[]): string | undefined {
  const f = files.find((x) => x !== '/dev/null' && x.toLowerCase() !== 'none');
  return f === undefined ? undefined : `a line that gives ssh a config file seamc does not read (-F ${f})`;
}

/** the short options of scp and sftp that take a value (scp(1), sftp(1)), shared by every reader of their lines */
export const SCP_VALUED = 'cFiJlPoSDX';
export const SFTP_VALUED = 'BbcDFiJlPRoSs';

const lit = (lines: readonly string[], opaque?: string): Started => ({ lines: lines.filter((l) => l.trim() !== ''), ...(opaque !== undefined ? { opaque } : {}) });
const textLines = (texts: readonly string[]): string[] => texts.flatMap((t) => t.split('\n'));

/** ed reads its commands on stdin; text after `a`, `i` or `c` is data up to a line `.` */
const ed: ShellOut = (vals, stdin) => {
  const lines = vals.slice(1).filter((v) => v.startsWith('!')).map((v) => v.slice(1));
  let data = false;
  for (const l of (stdin ?? '').split('\n')) {
    if (data) {
      data = l !== '.';
      continue;
    }
    // an address, then a global command's pattern (`g/re/`), then the command
    const cmd = l.replace(/^[\s\d.,;$+\-]*(?:'[a-z])?[\s\d.,;$+\-]*/, '').replace(/^[gGvV](.)(?:\\.|(?!\1).)*\1/, '');
    const m = /^(?:[wWreE]\s*)?!(.*)$/s.exec(cmd);
    if (m) lines.push(m[1] as string);
    else if (/^[aic]$/.test(cmd.trim())) data = true;
  }
  return lit(lines);
};

/** lldb's `-o`/`-O`/`-k` commands and literal stdin: `platform shell` (any unique prefix) and `shell` run a command */
const lldb: ShellOut = (vals, stdin) => {
  const lines: string[] = [];
  let opaque: string | undefined;
  const cmds = [...optionValues(vals, ['-o', '--one-line', '-O', '--one-line-before-file', '-k', '--one-line-on-crash']), ...textLines(stdin === undefined ? [] : [stdin])];
  for (const c of cmds) {
    const m = /^\s*(?:pla(?:t(?:f(?:o(?:r(?:m)?)?)?)?)?\s+sh(?:e(?:l(?:l)?)?)?|shell)(?=\s|$)((?:\s+(?:-h|--host|-t\s*\d+|--timeout\s+\d+|-s\s*\S+|--shell\s+\S+))*)(?:\s+--)?\s*(.*)$/s.exec(c);
    if (m) lines.push(m[2] as string);
    else if (/^\s*(?:sc\w*|com?\w*\s+(?:sc|so)\w*)(?:\s|$)/.test(c)) opaque ??= `a line that gives lldb code or a command file seamc does not read (${c.trim().slice(0, 40)})`;
  }
  if (optionValues(vals, ['-s', '--source', '-S', '--source-before-file', '-K', '--source-on-crash']).length > 0) opaque ??= 'a line that gives lldb a command file seamc does not read';
  return lit(lines, opaque);
};

/** psql: `\!`, output to a pipe (`\o |cmd`, `\g |cmd`, `\w |cmd`), `\copy`/COPY ... PROGRAM 'cmd'; `\i file` is opaque */
function psqlText(text: string, lines: string[]): string | undefined {
  let opaque: string | undefined;
  for (const m of text.matchAll(/\\!\s*(.*)$|\\(?:o|out|g|gx|w|write)\s*\|\s*(.*)$|\bprogram\s+(?:E)?'((?:[^']|'')*)'/gim)) lines.push(m[1] ?? m[2] ?? (m[3] as string).replace(/''/g, "'"));
  if (/\\(?:i|ir|include|include_relative)(?:\s|$)/.test(text)) opaque = 'a line that has psql run a file of commands seamc does not read (\\i)';
  return opaque;
}

/** mysql and mariadb: `system CMD` at a line's (or statement's) start, `\! CMD` anywhere; `source file` is opaque */
function mysqlText(text: string, lines: string[]): string | undefined {
  for (const m of text.matchAll(/(?:^|;)\s*system\s+(.*?);?\s*$|\\!\s*(.*?);?\s*$/gim)) lines.push((m[1] ?? m[2]) as string);
  return /(?:^|;)\s*(?:source\s|\\\.\s)/im.test(text) ? 'a line that has mysql run a file of commands seamc does not read (source)' : undefined;
}

/** A database client's commands: its every word after the program (a file it runs is judged as `psql 'TEXT'`) and literal stdin. */
function dbClient(read: (text: string, lines: string[]) => string | undefined): ShellOut {
  return (vals, stdin) => {
    const lines: string[] = [];
    let opaque: string | undefined;
    for (const t of [...vals.slice(1), ...(stdin !== undefined ? [stdin] : [])]) opaque ??= read(t.replace(/^--?[\w-]+=/, ''), lines);
    return lit(lines, opaque);
  };
}

/** scp and sftp: ssh's command options, `-S PROGRAM` (the ssh it runs), sftp's `-D SERVER` and its `!cmd` batch lines */
function sshCopy(sftp: boolean): ShellOut {
  return (vals, stdin) => {
    const s = scan(vals, { v: sftp ? SFTP_VALUED : SCP_VALUED });
    const lines = [...values(s, '-o').map(sshOptionCommand), ...values(s, '-S'), ...(sftp ? values(s, '-D') : [])].filter((l): l is string => l !== undefined);
    const batch = values(s, '-b');
    if (sftp && batch.some((b) => b !== '-')) return lit(lines, `a line that gives sftp a batch file seamc does not read (${batch[0] as string})`);
    if (sftp && stdin !== undefined) for (const l of stdin.split('\n')) lines.push(/^\s*-?!(.*)$/s.exec(l)?.[1] ?? '');
    return lit(lines, sshConfigFile(values(s, '-F')));
  };
}

/** apt's `-o KEY=VALUE` settings that run a command (apt.conf(5)); `-c FILE` is a config file seamc does not read */
const apt: ShellOut = (vals) => {
  const lines: string[] = [];
  for (const o of optionValues(vals, ['-o', '--option'])) {
    const m = /^([^=]*?)(?:::)?=(.*)$/s.exec(o);
    if (m && /(?:^|::)(?:Pre-Invoke|Post-Invoke(?:-Success)?|Pre-Install-Pkgs|Proxy-Auto-Detect)$|^Dir::Bin::/i.test(m[1] as string)) lines.push(m[2] as string);
  }
  const conf = optionValues(vals, ['-c', '--config-file']);
  return lit(lines, conf.length > 0 ? `a line that gives apt a config file seamc does not read (${conf[0] as string})` : undefined);
};

/** dpkg's `--pre-invoke=CMD` and `--post-invoke=CMD` run through the shell */
const dpkg: ShellOut = (vals) => lit(optionValues(vals, ['--pre-invoke', '--post-invoke']));

export const CLIENT_ESCAPES: ReadonlyMap<string, ShellOut> = new Map<string, ShellOut>([
  ['ed', ed],
  ['red', ed],
  ['lldb', lldb],
  ['psql', dbClient(psqlText)],
  ['mysql', dbClient(mysqlText)],
  ['mariadb', dbClient(mysqlText)],
  ['scp', sshCopy(false)],
  ['sftp', sshCopy(true)],
  ...['apt', 'apt-get', 'apt-cache', 'aptitude'].map((p): [string, ShellOut] => [p, apt]),
  ['dpkg', dpkg],
]);
