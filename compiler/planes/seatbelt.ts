/**
 * The macOS launcher's sandbox-exec profile (SBPL). It starts from allow-all and takes away what `sandbox:` forbids:
 * every write outside the repository (ROOT), the agent's state (S<n>), the writable extras (W<n>), the temporary
 * folders and the terminal devices; reads and writes under each denied path (D<n>); and the network (strict), or all
 * of it but the launcher's proxy on localhost (allow-list). Paths arrive as `-D` parameters, so no path is ever
 * spliced into the profile text. Generated, not run here: no macOS machine in CI (docs/decisions/planes.md).
 */
import type { Sandbox } from '../model/types.js';

function subpaths(prefix: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => `(subpath (param "${prefix}${i}"))`);
}

export function seatbeltProfile(states: number, s: Sandbox): string {
  const lines = [
    '(version 1)',
    '(allow default)',
    '(deny file-write*)',
    '(allow file-write*',
    '  (subpath (param "ROOT"))',
    ...subpaths('S', states).map((x) => `  ${x}`),
    ...subpaths('W', s.writable.length).map((x) => `  ${x}`),
    '  (subpath (param "TMP_DIR")) (subpath "/private/tmp") (subpath "/private/var/folders")',
    '  (literal "/dev/null") (literal "/dev/zero") (literal "/dev/tty") (literal "/dev/dtracehelper")',
    '  (regex #"^/dev/ttys[0-9]+$") (subpath "/dev/fd"))',
  ];
  if (s.denyRead.length > 0) lines.push(`(deny file-read* file-write* ${subpaths('D', s.denyRead.length).join(' ')})`);
  if (s.mode === 'strict') lines.push('(deny network*)');
  else if (s.allow) lines.push('(deny network-outbound)', '(allow network-outbound (remote ip (string-append "localhost:" (param "PROXY_PORT"))))');
  return lines.join('\n');
}
