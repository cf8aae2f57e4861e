/**
 * `.seam/sandbox/<agent>`: a POSIX sh launcher that starts the agent's own CLI (as found on PATH, in the caller's
 * folder, with the caller's arguments) under the OS sandbox of `sandbox:` — bubblewrap on Linux, sandbox-exec on
 * macOS — and refuses to start it at all when neither backend is there. The workspace is the repository root (two
 * folders above the launcher); the home folder stays readable but not writable, except the agent's own state.
 * Vendor-free: the program and its state come from the vendor's facts. Decisions: docs/decisions/planes.md.
 */
import type { Sandbox } from '../model/types.js';
import { seatbeltProfile } from './seatbelt.js';
import { pathWord, sq } from './shell-quote.js';

export const LAUNCHER_DIR = '.seam/sandbox';
export const PROXY_FILE = `${LAUNCHER_DIR}/netproxy.cjs`;
/** the proxy's port inside the Linux sandbox's own network namespace (nothing else listens there) */
const INNER_PORT = 3128;

export interface LauncherInput {
  readonly agent: string;
  readonly displayName: string;
  readonly program: string;
  /** home-relative; a trailing `/` marks a folder */
  readonly state: readonly string[];
  /** put before the caller's arguments */
  readonly args?: readonly string[];
  readonly sandbox: Sandbox;
}

function stateWords(state: readonly string[]): string {
  return state.map((s) => `"$home"/${sq(s.replace(/\/$/, ''))}`).join(' ');
}

function header(i: LauncherInput): string[] {
  const s = i.sandbox;
  const net = s.mode === 'strict' ? 'no network' : s.allow ? `network only to ${s.allow.join(', ')}` : 'network on';
  return [
    '#!/bin/sh',
    `# seamc: generated from seam.yaml (sandbox mode ${s.mode}); do not edit: run \`seamc build\`.`,
    `# Starts ${i.displayName} (\`${i.program}\` from PATH) under the OS sandbox, in this folder, with these arguments:`,
    `# \`.seam/sandbox/${i.agent} ARGS\` is \`${i.program} ARGS\` with writes only in the repository (and the agent's own state), ${net}.`,
    '# Linux: bubblewrap (bwrap). macOS: sandbox-exec. Without a backend it refuses to run the agent unconfined.',
    'set -eu',
    `prog=${sq(i.program)}`,
    `mode=${sq(s.mode)}`,
    "die() { printf 'seamc sandbox: %s\\n' \"$*\" >&2; exit 126; }",
    "note() { printf 'seamc sandbox: %s\\n' \"$*\" >&2; }",
    'here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd -P) || die "cannot find the launcher\'s folder"',
    'root=$(CDPATH= cd -- "$here/../.." && pwd -P)',
    '[ -n "${HOME:-}" ] || die "HOME is not set"',
    'home=$HOME',
    'bin=$(command -v -- "$prog" 2>/dev/null) || die "$prog is not on PATH; install it, or put it on PATH"',
    'case $bin in /*) ;; *) die "$prog is a shell $bin, not a program on PATH";; esac',
    ...(i.state.some((x) => x.endsWith('/'))
      ? [`for d in ${stateWords(i.state.filter((x) => x.endsWith('/')))}; do mkdir -p "$d"; done`]
      : []),
    'export SEAMC_SANDBOX="$mode"',
    'n=$#',
  ];
}

/** Appends the options for writable extras and read-denied paths (Linux). */
function linuxPaths(i: LauncherInput): string[] {
  const s = i.sandbox;
  const out: string[] = [];
  if (i.state.length > 0) out.push(`  for p in ${stateWords(i.state)}; do if [ -e "$p" ]; then set -- "$@" --bind "$p" "$p"; fi; done`);
  if (s.writable.length > 0)
    out.push(`  for p in ${s.writable.map(pathWord).join(' ')}; do if [ -e "$p" ]; then set -- "$@" --bind "$p" "$p"; else note "writable path $p does not exist; not bound"; fi; done`);
  if (s.denyRead.length > 0)
    out.push(
      `  for p in ${s.denyRead.map(pathWord).join(' ')}; do`,
      '    if [ -d "$p" ]; then set -- "$@" --tmpfs "$p" --remount-ro "$p"; elif [ -e "$p" ]; then set -- "$@" --ro-bind /dev/null "$p"; fi',
      '  done',
    );
  // a container engine's socket would let the agent start an unconfined container
  out.push('  for p in /run/docker.sock /var/run/docker.sock /run/podman/podman.sock; do if [ -S "$p" ]; then set -- "$@" --ro-bind /dev/null "$p"; fi; done');
  return out;
}

const ROTATE = '  i=0; while [ "$i" -lt "$n" ]; do a=$1; shift; set -- "$@" "$a"; i=$((i + 1)); done';

/** The agent's own arguments (facts), after its program and before the caller's. */
function own(i: LauncherInput): string[] {
  return i.args && i.args.length > 0 ? [`  set -- "$@" ${i.args.map(sq).join(' ')}`] : [];
}

function proxyStart(allow: readonly string[], where: string): string[] {
  return [
    '  command -v node >/dev/null 2>&1 || die "node is not on PATH; the network allow-list needs it for its proxy"',
    '  net=$(mktemp -d "${TMPDIR:-/tmp}/seamc-net.XXXXXX")',
    `  node "$here/netproxy.cjs" serve ${where} ${allow.map(sq).join(' ')} &`,
    '  proxy=$!',
    '  trap \'kill "$proxy" 2>/dev/null || true; rm -rf "$net"\' EXIT',
    // Ctrl-C belongs to the agent (it may only cancel a turn): the launcher waits for it instead of dying first
    "  trap ':' INT",
    '  t=0; while [ ! -e "$net/ready" ]; do t=$((t + 1)); [ "$t" -le 100 ] || die "the network proxy did not start"; sleep 0.1; done',
  ];
}

function proxyEnv(url: string): string {
  return `  export HTTP_PROXY=${url} HTTPS_PROXY=${url} http_proxy=${url} https_proxy=${url} ALL_PROXY=${url} all_proxy=${url} NODE_USE_ENV_PROXY=1; unset NO_PROXY no_proxy`;
}

function linux(i: LauncherInput): string[] {
  const s = i.sandbox;
  const out = [
    'Linux)',
    '  command -v bwrap >/dev/null 2>&1 || die "bubblewrap (bwrap) is not installed, so $prog would run unconfined; refusing (Debian/Ubuntu: apt-get install bubblewrap)"',
  ];
  if (s.allow) out.push(...proxyStart(s.allow, '"$net/proxy.sock"'), proxyEnv(`http://127.0.0.1:${INNER_PORT}`));
  // the caller's TMPDIR may lie in the read-only home: inside, temporary files go to the private /tmp
  out.push('  export TMPDIR=/tmp');
  out.push(
    '  set -- "$@" --die-with-parent --unshare-pid --unshare-ipc --ro-bind / / --dev /dev --proc /proc --tmpfs /tmp',
    // the private /tmp hides the host's; a program installed there (and what it links to) stays visible, read-only
    '  for p in "$bin" "$(readlink -f -- "$bin" 2>/dev/null || echo "$bin")"; do case $p in /tmp/*) t=${p#/tmp/}; set -- "$@" --ro-bind "/tmp/${t%%/*}" "/tmp/${t%%/*}";; esac; done',
    '  set -- "$@" --bind "$root" "$root"',
    ...linuxPaths(i),
  );
  if (s.allow) out.push('  set -- "$@" --unshare-net --bind "$net" "$net"', `  set -- "$@" --chdir "$PWD" -- node "$here/netproxy.cjs" bridge "$net/proxy.sock" ${INNER_PORT} "$bin"`);
  else out.push(...(s.mode === 'strict' ? ['  set -- "$@" --unshare-net'] : []), '  set -- "$@" --chdir "$PWD" -- "$bin"');
  out.push(...own(i), ROTATE, s.allow ? '  bwrap "$@" || exit $?' : '  exec bwrap "$@"', '  ;;');
  return out;
}

function darwin(i: LauncherInput): string[] {
  const s = i.sandbox;
  const params: string[] = ['-D ROOT="$root"', '-D HOME_DIR="$home"', '-D TMP_DIR="$(cd "${TMPDIR:-/tmp}" && pwd -P)"'];
  i.state.forEach((x, n) => params.push(`-D S${n}="$home"/${sq(x.replace(/\/$/, ''))}`));
  s.writable.forEach((x, n) => params.push(`-D W${n}=${pathWord(x)}`));
  s.denyRead.forEach((x, n) => params.push(`-D D${n}=${pathWord(x)}`));
  const out = ['Darwin)', '  [ -x /usr/bin/sandbox-exec ] || die "/usr/bin/sandbox-exec is missing, so $prog would run unconfined; refusing"'];
  if (s.allow) {
    out.push(...proxyStart(s.allow, '"tcp:$net"'), '  port=$(cat "$net/port")', proxyEnv('"http://127.0.0.1:$port"'));
    params.push('-D PROXY_PORT="$port"');
  }
  out.push(
    `  profile=${sq(seatbeltProfile(i.state.length, s))}`,
    `  set -- "$@" -p "$profile" ${params.join(' ')} "$bin"`,
    ...own(i),
    ROTATE,
    s.allow ? '  /usr/bin/sandbox-exec "$@" || exit $?' : '  exec /usr/bin/sandbox-exec "$@"',
    '  ;;',
  );
  return out;
}

/** The launcher script for one agent. */
export function launcherScript(i: LauncherInput): string {
  return [
    ...header(i),
    'case $(uname -s) in',
    ...linux(i),
    ...darwin(i),
    '*)',
    '  die "no sandbox backend for $(uname -s) (Linux: bubblewrap, macOS: sandbox-exec); refusing to run $prog unconfined"',
    '  ;;',
    'esac',
    '',
  ].join('\n');
}
