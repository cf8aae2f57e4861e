/**
 * Names that reach a host a rule names by another name, known without asking DNS: the machine's hosts file
 * (`ip6-localhost`, an internal alias someone added), public names that resolve to the address they spell
 * (`169-254-169-254.nip.io`, `a9fea9fe.nip.io`, `app-127-0-0-1.sslip.io`, `--1.sslip.io`), public names whose every
 * subdomain resolves to the loopback (`lvh.me`, `localtest.me` ...) and EC2's `instance-data` for its metadata
 * service. A fetch of such a name is also a fetch of each address (actions.ts), so a rule on `127.*` or `169.254.*`
 * meets it. Any other name is judged as written: a hook does not resolve names (docs/matching.md).
 */
import { readFileSync } from 'node:fs';

/** public wildcard names for the loopback (each resolves, with every subdomain, to 127.0.0.1) */
const LOOPBACK_DOMAINS = ['lvh.me', 'localtest.me', 'vcap.me', 'localho.st', 'fuf.me', 'lacolhost.com'];
/** services that resolve a name to the address written in it */
const ECHO_DOMAINS = ['nip.io', 'sslip.io', 'xip.io', 'traefik.me'];
/** EC2's name for its instance metadata service */
const FIXED: ReadonlyMap<string, string> = new Map([
  ['instance-data', '169.254.169.254'],
  ['instance-data.ec2.internal', '169.254.169.254'],
]);

let hosts: Map<string, string[]> | undefined;

/** The hosts file's names and their addresses, read once per process (empty where there is none). */
function hostsFile(): Map<string, string[]> {
  if (hosts !== undefined) return hosts;
  hosts = new Map();
  let text = '';
  try {
    text = process.platform === 'win32' ? '' : readFileSync('/etc/hosts', 'utf8').slice(0, 256 * 1024);
  } catch {
    text = '';
  }
  for (const line of text.split('\n')) {
    const [ip, ...names] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (ip === undefined || ip === '' || names.length === 0) continue;
    for (const n of names) hosts.set(n.toLowerCase(), [...(hosts.get(n.toLowerCase()) ?? []), ip.toLowerCase()]);
  }
  return hosts;
}

const IPV4 = /^(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** The address an echo service reads from the labels before its domain: dotted, dashed, hex, or dashed IPv6. */
function echoed(labels: readonly string[]): string | undefined {
  const dotted = labels.slice(-4).join('.');
  if (labels.length >= 4 && IPV4.test(dotted)) return dotted;
  const last = labels.at(-1) ?? '';
  const dashed = last.split('-').slice(-4).join('.');
  if (IPV4.test(dashed)) return dashed;
  const hex = /(?:^|-)([0-9a-f]{8})$/.exec(last)?.[1];
  if (hex !== undefined) return [0, 2, 4, 6].map((i) => parseInt(hex.slice(i, i + 2), 16)).join('.');
  if (last.includes('--')) return `[${last.replace(/-/g, ':')}]`;
  return undefined;
}

/** The other hosts a fetch of `host` reaches (addresses, as hostOf writes them), besides `host` itself. */
export function aliasesOf(host: string): string[] {
  const h = host.toLowerCase().replace(/\.$/, '');
  const out = new Set<string>(hostsFile().get(h) ?? []);
  const fixed = FIXED.get(h);
  if (fixed !== undefined) out.add(fixed);
  if (LOOPBACK_DOMAINS.some((d) => h === d || h.endsWith(`.${d}`))) out.add('127.0.0.1');
  const echo = ECHO_DOMAINS.find((d) => h.endsWith(`.${d}`));
  if (echo !== undefined) {
    const ip = echoed(h.slice(0, -echo.length - 1).split('.'));
    if (ip !== undefined) out.add(ip);
  }
  // IPv6's unspecified address reaches this machine as 0.0.0.0 does; an IPv4-compatible one (`[::a9fe:a9fe]`, written
  // `[::169.254.169.254]`) names that IPv4 address
  if (h === '[::]') out.add('0.0.0.0').add('::1');
  const compat = /^\[::([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(h);
  if (compat !== null) out.add([...(compat[1] as string).padStart(4, '0').match(/../g) ?? [], ...(compat[2] as string).padStart(4, '0').match(/../g) ?? []].map((b) => parseInt(b, 16)).join('.'));
  out.delete(h);
  return [...out];
}
