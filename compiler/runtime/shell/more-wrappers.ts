/**
 * More programs that run the rest of their words as a command (wrappers.ts peels them the same way): sandboxes and
 * namespaces (`bwrap`, `cgexec`, `sandbox-exec`), environment setters (`faketime`, `numactl`, `setarch`, `volta run`,
 * `dotenvx run --`, `chamber exec --`, `guix shell --`, `nix run`), session and display runners (`dbus-run-session`,
 * `xvfb-run`, terminals' `-e`), queues (`nq`, `tsp`, `ifne`) and debuggers (`gdb --args`, `lldb --`). `bwrap --bind
 * / / git push -f` ran git past every rule on it. zsh's precommand modifiers and `repeat N CMD` run the command too.
 */
import type { Field } from './expand.js';
import { literalField } from './expand.js';
import type { OptSpec } from './opts.js';
import { scan } from './opts.js';
import { RUNNER_PEELS } from './runners.js';
import { chdirFor } from './sink.js';

type Peel = (vals: readonly string[], fields: readonly Field[], host: { readonly env: Map<string, string> }) => readonly Field[] | undefined;

/** the words after the options (and `n` operands more) */
const after = (spec: OptSpec, n = 0, from = 1): Peel => (vals, fields) => {
  const i = scan(vals, { ...spec, first: true }, from).end + n;
  return i < fields.length ? fields.slice(i) : undefined;
};

/** the words after the first `--` (past `from`) */
const dashed = (sub?: string): Peel => (vals, fields) => {
  if (sub !== undefined && vals[1] !== sub) return undefined;
  const i = vals.indexOf('--', 1);
  return i > 0 && i + 1 < fields.length ? fields.slice(i + 1) : undefined;
};

/** the words after `marker` (`xterm -e CMD`, `gdb --args PROG`) */
const afterWord = (...markers: string[]): Peel => (vals, fields) => {
  const i = vals.findIndex((v, k) => k > 0 && markers.includes(v));
  return i > 0 && i + 1 < fields.length ? fields.slice(i + 1) : undefined;
};

/** bwrap's options and how many words each takes; `--chdir DIR` moves where the command runs */
const BWRAP_TWO = new Set(['--bind', '--bind-try', '--ro-bind', '--ro-bind-try', '--dev-bind', '--dev-bind-try', '--symlink', '--setenv', '--file', '--bind-data', '--ro-bind-data', '--chmod', '--bind-fd', '--ro-bind-fd']);
const BWRAP_ONE = new Set(['--chdir', '--uid', '--gid', '--hostname', '--unsetenv', '--lock-file', '--sync-fd', '--info-fd', '--json-status-fd', '--block-fd', '--userns-block-fd', '--seccomp', '--add-seccomp-fd', '--tmpfs', '--proc', '--dev', '--mqueue', '--dir', '--remount-ro', '--exec-label', '--file-label', '--perms', '--size', '--cap-add', '--cap-drop', '--args', '--userns', '--userns2', '--pidns', '--overlay-src', '--tmp-overlay', '--ro-overlay', '--argv0']);
const bwrap: Peel = (vals, fields, host) => {
  let i = 1;
  while (i < vals.length) {
    const a = vals[i] as string;
    if (a === '--') return i + 1 < fields.length ? fields.slice(i + 1) : undefined;
    if (!a.startsWith('--')) break;
    if (a === '--chdir') chdirFor(fields[i + 1], host.env);
    i += BWRAP_TWO.has(a) ? 3 : BWRAP_ONE.has(a) ? 2 : a === '--overlay' ? 4 : 1;
  }
  return i < fields.length ? fields.slice(i) : undefined;
};

/** `faketime [-m] [-f] [-p PID] [--date-prog P] TIMESTAMP CMD`: the timestamp may start with `-` (`-1d`) */
const faketime: Peel = (vals, fields) => {
  let i = 1;
  while (['-m', '-f', '--exclude-monotonic'].includes(vals[i] ?? '') || ['-p', '--date-prog'].includes(vals[i] ?? '')) i += vals[i] === '-p' || vals[i] === '--date-prog' ? 2 : 1;
  return i + 1 < fields.length ? fields.slice(i + 1) : undefined;
};

/** `nix run INSTALLABLE [-- ARGS]` runs the installable's program (`nixpkgs#git` is git) */
const nixRun: Peel = (vals, fields, host) => {
  // nix develop and nix shell -c: runners.ts
  if (vals[1] !== 'run') return RUNNER_PEELS.get('nix')?.(vals, fields, host);
  const s = scan(vals, { first: true }, 2);
  const inst = vals[s.end];
  if (inst === undefined) return undefined;
  const program = inst.replace(/^.*[#/]/, '').replace(/\^.*$/, '') || inst;
  const dd = vals.indexOf('--', s.end);
  return [literalField(program), ...(dd > 0 ? fields.slice(dd + 1) : [])];
};

/** zsh's `zargs [OPTS --] INPUTS -- CMD`: CMD runs with the inputs as its last words (`zargs -- ~ -- rm -rf`) */
const zargs: Peel = (vals, fields) => {
  const dd = vals.flatMap((v, i) => (v === '--' ? [i] : []));
  if (dd.length === 0) return undefined;
  const [a, b] = dd.length >= 3 || (dd.length === 2 && vals[1] !== '--') ? [dd[0] as number, dd[1] as number] : [dd[0] as number, dd[1] ?? -1];
  if (b < 0 || b + 1 >= fields.length) return undefined;
  return [...fields.slice(b + 1), ...fields.slice(a + 1, b)];
};

/** macOS `arch [-x86_64|-arm64|-arm64e|-i386] [-e VAR=V] [-d VAR] CMD` */
const arch: Peel = (vals, fields) => {
  let i = 1;
  while (i < vals.length && (vals[i] as string).startsWith('-')) i += vals[i] === '-e' || vals[i] === '-d' ? 2 : 1;
  return i < fields.length ? fields.slice(i) : undefined;
};

/** `nx exec [OPTS] -- CMD` runs CMD (in each project's folder when it names projects: judged where the call runs) */
const nxExec: Peel = (vals, fields) => {
  if (vals[1] !== 'exec') return undefined;
  const i = vals.includes('--') ? vals.indexOf('--') + 1 : vals.findIndex((v, k) => k > 1 && !v.startsWith('-'));
  return i > 1 && i < fields.length ? fields.slice(i) : undefined;
};

const TERMINAL_E = ['xterm', 'uxterm', 'urxvt', 'rxvt', 'alacritty', 'konsole', 'st', 'terminator', 'xfce4-terminal', 'lxterminal', 'mate-terminal'];

export const MORE_WRAPPERS: readonly (readonly [string, Peel])[] = [
  ['bwrap', bwrap],
  ['nx', nxExec],
  ['faketime', faketime],
  ['numactl', after({ v: 'CNmipPw', l: ['physcpubind', 'cpunodebind', 'membind', 'interleave', 'preferred', 'preferred-many', 'weighted-interleave'] })],
  ['dbus-run-session', after({ l: ['config-file', 'dbus-daemon'] })],
  ['dbus-launch', after({ l: ['config-file', 'autolaunch'] })],
  ['xvfb-run', after({ v: 'efnpsw', l: ['error-file', 'auth-file', 'server-num', 'xauth-protocol', 'server-args', 'wait'] })],
  ['catchsegv', after({})],
  // setarch ARCH [flags] CMD, and its per-arch names (linux32 CMD)
  ['setarch', after({}, 0, 2)],
  ...['linux32', 'linux64', 'i386', 'x86_64'].map((p): [string, Peel] => [p, after({})]),
  ['ifne', after({})],
  ['nq', after({})],
  ['tsp', after({ v: 'LDNW' })],
  ['sem', after({ v: 'jP', l: ['id', 'jobs', 'semaphoretimeout', 'st'] })],
  ['cgexec', after({ v: 'g' })],
  ['sandbox-exec', after({ v: 'pfnD' })],
  ['volta', (vals, fields, host) => (vals[1] === 'run' ? after({ l: ['node', 'npm', 'pnpm', 'yarn', 'env'] }, 0, 2)(vals, fields, host) : undefined)],
  ['dotenvx', dashed('run')],
  ['chamber', dashed('exec')],
  ['guix', dashed()],
  ['nix', nixRun],
  ['gdb', afterWord('--args')],
  ['lldb', afterWord('--')],
  ...TERMINAL_E.map((p): [string, Peel] => [p, afterWord('-e', '-x', '--command')]),
  ...['gnome-terminal', 'kitty', 'wezterm', 'foot', 'ptyxis', 'kgx'].map((p): [string, Peel] => [p, afterWord('--')]),
  // zsh's precommand modifiers (`noglob git push -f` runs git; `-` runs it with a dash before its name) and `repeat N`
  ...['noglob', 'nocorrect', '-'].map((p): [string, Peel] => [p, after({})]),
  ['repeat', after({}, 1)],
  ['zargs', zargs],
  ['arch', arch],
  // macOS: launchd's submit (after --), asuser/bsexec (after an id); xcrun runs a developer tool (-f only finds it)
  ['launchctl', (vals, fields, host) => (vals[1] === 'submit' ? dashed()(vals, fields, host) : vals[1] === 'asuser' || vals[1] === 'bsexec' ? after({}, 1, 2)(vals, fields, host) : undefined)],
  ['xcrun', (vals, fields, host) => {
    const end = scan(vals, { l: ['sdk', 'toolchain'], first: true }).end;
    return vals.slice(1, end).some((v) => v === '-f' || v === '--find') ? undefined : after({ l: ['sdk', 'toolchain'] })(vals, fields, host);
  }],
  // BSD and macOS script: `script [-q] FILE CMD...` (Linux's -c CMD: launch.ts)
  ['script', after({ v: 'tTcEIOBmo', l: ['command', 'log-timing', 'log-out', 'log-in', 'log-io', 'echo', 'logging-format', 'output-limit'] }, 1)],
  // limits, inhibitors, containers on the host, user switchers of container images
  ['cpulimit', after({ v: 'lpe', l: ['limit', 'pid', 'exe'] })],
  ['systemd-inhibit', after({ l: ['what', 'who', 'why', 'mode'] })],
  ['flatpak-spawn', after({ l: ['env', 'directory', 'forward-fd', 'app-path', 'usr-path'] })],
  ['toolbox', (vals, fields, host) => (vals[1] === 'run' ? after({ v: 'cdr', l: ['container', 'distro', 'release'] }, 0, 2)(vals, fields, host) : undefined)],
  ['distrobox-enter', dashed()],
  ['distrobox', (vals, fields, host) => (vals[1] === 'enter' ? dashed()(vals, fields, host) : undefined)],
  ['schroot', after({ v: 'cudn', l: ['chroot', 'user', 'directory', 'session-name'] })],
  ...['tsocks', 'with-contenv', 'toybox'].map((p): [string, Peel] => [p, after({})]),
  ...['gosu', 'su-exec', 's6-setuidgid'].map((p): [string, Peel] => [p, after({}, 1)]),
  ['chpst', after({ v: 'uUbe/Cnl LmdopfcP'.replace(' ', '') })],
];
