/** Where network programs are pointed (URLs and hosts), and the files they read or write on the way. */
import type { Put } from './sink.js';
import { TAIL, under } from './sink.js';
import { SCP_VALUED, SFTP_VALUED } from './client-escapes.js';
import type { OptSpec } from './opts.js';
import { has, scan, values } from './opts.js';

type Handler = (argv: readonly string[], url: (u: string, scheme?: string) => void, put: Put) => void;

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;
const CODE_URL = /\bhttps?:\/\/[^\s'"`<>(){}[\]\\]+/g;

const CURL: OptSpec = {
  v: 'AbcCdDeEFHKmoPQrtTuUwxXyYz',
  l: 'data data-ascii data-binary data-raw data-urlencode json header request user user-agent referer cookie cookie-jar form form-string upload-file proxy proxy-user connect-timeout max-time retry retry-delay retry-max-time resolve connect-to cert key cacert capath write-out range interface limit-rate max-filesize oauth2-bearer output output-dir config dump-header continue-at speed-limit speed-time time-cond quote telnet-option url variable unix-socket abstract-unix-socket aws-sigv4 cert-type key-type pass proxy-header preproxy socks5 socks5-hostname socks4 socks4a noproxy dns-servers doh-url trace trace-ascii stderr hostpubmd5 hostpubsha256 pubkey mail-from mail-rcpt mail-auth ciphers tls-max local-port login-options proxy-cacert etag-save etag-compare'.split(' '),
};
const WGET: OptSpec = {
  v: 'OoaPtTwQlADRIXeiUB',
  l: 'output-document output-file append-output directory-prefix tries timeout wait quota level accept reject domains include-directories exclude-directories execute input-file user-agent base header user password http-user http-password post-data post-file body-data body-file method referer load-cookies save-cookies ca-certificate certificate private-key bind-address limit-rate'.split(' '),
};

const curl: Handler = (argv, url, put) => {
  const s = scan(argv, CURL);
  for (const u of values(s, '--url')) url(u);
  for (const u of s.pos) url(u);
  // file:// is a read of that file of this machine (`curl file://$PWD/.env`)
  for (const u of [...values(s, '--url'), ...s.pos]) if (/^file:\/\//i.test(u)) put(u.replace(/^file:\/\/(?:localhost)?/i, '').replace(/[?#].*$/, ''), 'read', 'curl');
  const dir = values(s, '--output-dir')[0];
  for (const f of values(s, '-o', '--output')) if (f !== '-') put(under(dir, f), 'write', 'curl');
  for (const f of values(s, '-D', '--dump-header', '-c', '--cookie-jar')) if (f !== '-') put(f, 'write', 'curl');
  // -O: each URL's last path segment, in the output folder (with -J the server names it: unknown)
  if (has(s, '-O', '--remote-name', '--remote-name-all')) for (const u of [...values(s, '--url'), ...s.pos]) put(under(dir, has(s, '-J', '--remote-header-name') ? TAIL : remoteName(u, '')), 'write', 'curl');
  for (const d of values(s, '-d', '--data', '--data-binary', '--data-raw', '--data-ascii', '--json')) if (d.startsWith('@') && d !== '@-') put(d.slice(1), 'read', 'curl');
  for (const d of values(s, '--data-urlencode')) {
    const at = d.indexOf('@');
    if (at >= 0 && !d.slice(0, at).includes('=')) put(d.slice(at + 1), 'read', 'curl');
  }
  for (const f of values(s, '-F', '--form')) {
    const m = /^[^=]*=[@<]([^;]+)/.exec(f);
    if (m && m[1] !== '-') put(m[1] as string, 'read', 'curl');
  }
  for (const f of values(s, '-T', '--upload-file', '-K', '--config')) if (f !== '-') put(f, 'read', 'curl');
  // a config file can name more URLs, read only at run time
  if (values(s, '-K', '--config').length > 0) url(TAIL);
  // where curl connects besides the URL's host: proxies, DNS-over-HTTPS, and the addresses --resolve and
  // --connect-to substitute for it (`--resolve x:80:169.254.169.254 http://x/` fetches from that address)
  for (const p of values(s, '-x', '--proxy', '--preproxy', '--socks4', '--socks4a', '--socks5', '--socks5-hostname', '--doh-url')) url(SCHEME.test(p) ? p : `http://${p}`);
  for (const r of values(s, '--resolve')) {
    for (const a of (/^\+?[^:]*:[^:]*:(.*)$/.exec(r)?.[1] ?? '').split(',')) if (a !== '') url(`http://${a.includes(':') && !a.startsWith('[') ? `[${a}]` : a}/`);
  }
  for (const c of values(s, '--connect-to')) {
    const host = /^[^:]*:[^:]*:(\[[^\]]*\]|[^:]*):/.exec(c)?.[1];
    if (host) url(`http://${host}/`);
  }
};

/** The file name a download takes from its URL: the last path segment, query and fragment dropped. */
function remoteName(url: string, folder: string): string {
  const path = url.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/]*/, '').replace(/[?#].*$/, '');
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name !== '' && path.includes('/') ? name : folder;
}

const wget: Handler = (argv, url, put) => {
  const s = scan(argv, WGET);
  for (const u of s.pos) url(u);
  const out = values(s, '-O', '--output-document');
  for (const f of out) if (f !== '-') put(f, 'write', 'wget');
  // without -O: each URL's last path segment (index.html for a folder) in the -P folder; recursive: a tree of names it finds
  const dir = values(s, '-P', '--directory-prefix')[0];
  if (out.length === 0) for (const u of s.pos) put(under(dir, has(s, '-r', '--recursive', '-m', '--mirror') ? TAIL : remoteName(u, 'index.html')), 'write', 'wget');
  for (const f of values(s, '-i', '--input-file', '--post-file', '--body-file')) if (f !== '-') put(f, 'read', 'wget');
  if (values(s, '-i', '--input-file').length > 0) url(TAIL);
  // `-e http_proxy=H` (a wgetrc command) sends the fetches through H
  for (const c of values(s, '-e', '--execute')) {
    const m = /^\s*(?:https?|ftp)_?proxy\s*=\s*(\S+)/i.exec(c);
    if (m !== null) url(m[1] as string);
  }
};

const httpie = (scheme: string): Handler => (argv, url, put) => {
  const s = scan(argv, { v: 'aAopPs', l: ['auth', 'auth-type', 'output', 'print', 'history-print', 'style', 'session', 'session-read-only', 'pretty', 'verify', 'cert', 'cert-key', 'ssl', 'ciphers', 'proxy', 'timeout', 'max-redirects', 'default-scheme', 'format-options'] });
  const pos = /^[A-Z]+$/.test(s.pos[0] ?? '') ? s.pos.slice(1) : s.pos;
  const target = pos[0];
  if (target !== undefined) url(target.startsWith(':') ? `localhost${target}` : target, scheme);
  for (const f of values(s, '-o', '--output')) put(f, 'write', argv[0] as string);
};

const hostPort = (spec: OptSpec, listen?: string): Handler => (argv, url) => {
  const s = scan(argv, spec);
  const [host, port] = s.pos;
  if (host === undefined || (listen !== undefined && has(s, listen) && port === undefined)) return;
  url(port !== undefined && /^\d+$/.test(port) ? `${host}:${port}` : host);
};

/** scp / rsync / sftp operands: `[user@]host:path` (and `rsync://`, `scp://` URLs) */
const remote = (spec: OptSpec, bare = false): Handler => (argv, url) => {
  for (const p of scan(argv, spec).pos) {
    if (SCHEME.test(p)) url(p);
    else {
      const m = /^([^/:]{2,}):/.exec(p) ?? (bare ? /^([^/:]{2,})$/.exec(p) : null);
      if (m) url(`ssh://${m[1] as string}`);
    }
  }
};

const ssh: Handler = (argv, url) => {
  const s = scan(argv, { v: 'piloFJLRDbcEemOQSWwBI', first: true });
  const host = argv[s.end];
  if (host !== undefined) url(SCHEME.test(host) ? host : `ssh://${host}`);
  for (const j of values(s, '-J')) for (const h of j.split(',')) url(`ssh://${h}`);
};

/** socat's addresses that connect to a host: `TCP:host:port`, `TCP4-CONNECT:`, `SSL:`, `OPENSSL:`, `UDP:` ... */
const socat: Handler = (argv, url) => {
  for (const a of argv.slice(1)) {
    const m = /^(?:tcp[46]?(?:-connect)?|ssl|openssl(?:-connect)?|udp[46]?(?:-connect|-sendto)?|socks4a?|proxy):([^:,]+|\[[^\]]+\]):?([^:,]*)/i.exec(a);
    if (m) url(`tcp://${m[1] as string}${m[2] ? `:${m[2]}` : ''}`);
  }
};

/** a database or service client's host: its host option (`psql -h H`, `mysql --host=H`, `redis-cli -h H`), or a URI */
const dbClient = (hostOpts: readonly string[], spec: OptSpec, scheme: string): Handler => (argv, url) => {
  const s = scan(argv, spec);
  for (const h of values(s, ...hostOpts)) if (!h.startsWith('/')) url(h, scheme);
  for (const p of [...s.pos, ...values(s, '-u', '--uri', '-d', '--dbname')]) if (SCHEME.test(p)) url(p);
};

export const NETWORK: ReadonlyMap<string, Handler> = new Map<string, Handler>([
  ['socat', socat],
  ['openssl', (argv, url) => {
    if (argv[1] !== 's_client') return;
    const s = scan(argv, { v: '', l: [] });
    for (const h of [...values(s, '-connect', '-host'), ...s.pos.slice(1, 2)]) url(h, 'tcp');
  }],
  ['psql', dbClient(['-h', '--host'], { v: 'hpUdcfvoLTFPRz', l: ['host', 'port', 'username', 'dbname', 'command', 'file', 'set', 'variable', 'output', 'log-file'] }, 'postgres')],
  ['mysql', dbClient(['-h', '--host'], { v: 'hPuDeSpB', l: ['host', 'port', 'user', 'database', 'execute', 'socket'] }, 'mysql')],
  ['mariadb', dbClient(['-h', '--host'], { v: 'hPuDeSpB', l: ['host', 'port', 'user', 'database', 'execute', 'socket'] }, 'mysql')],
  ['redis-cli', dbClient(['-h'], { v: 'hpsanu', l: [] }, 'redis')],
  ['mongosh', dbClient(['--host'], { v: 'uph', l: ['host', 'port', 'username', 'password', 'eval', 'file'] }, 'mongodb')],
  ['grpcurl', (argv, url) => {
    const s = scan(argv, { v: 'dHd', l: ['d', 'H', 'proto', 'import-path', 'protoset', 'authority', 'cert', 'key', 'cacert', 'servername', 'max-time', 'connect-timeout', 'rpc-header', 'reflect-header'] });
    const target = s.pos[0];
    if (target !== undefined && /^[^/\s]+:\d+$/.test(target)) url(target, 'tcp');
  }],
  ['curl', curl],
  ['wget', wget],
  ['http', httpie('http')],
  ['https', httpie('https')],
  ['xh', httpie('http')],
  ['xhs', httpie('https')],
  // curlie takes curl's options (and httpie's METHOD and items, which name no host)
  ['curlie', curl],
  ['aria2c', (argv, url, put) => {
    const s = scan(argv, { v: 'dosxjkiU', l: ['dir', 'out', 'input-file', 'split', 'max-connection-per-server', 'user-agent', 'header'] });
    for (const u of s.pos) if (!/\.(torrent|metalink|meta4)$/.test(u)) url(u);
    for (const f of values(s, '-i', '--input-file')) put(f, 'read', 'aria2c');
    if (values(s, '-i', '--input-file').length > 0) url(TAIL);
    // what it downloads: -o NAME in the -d folder, else each URL's last segment there
    const dir = values(s, '-d', '--dir')[0];
    const out = values(s, '-o', '--out')[0];
    for (const u of out !== undefined ? [out] : s.pos.map((p) => remoteName(p, 'index.html'))) put(under(dir, u), 'write', 'aria2c');
  }],
  ['axel', (argv, url, put) => {
    const s = scan(argv, { v: 'osnSH', l: ['output', 'max-speed', 'num-connections', 'search', 'header', 'user-agent'] });
    for (const u of s.pos) url(u);
    const out = values(s, '-o', '--output')[0];
    for (const f of out !== undefined ? [out] : s.pos.map((p) => remoteName(p, 'default'))) put(f, 'write', 'axel');
  }],
  ['gh', (argv, _url, put) => {
    // gh release download: -O FILE, else each -p PATTERN's assets (every asset without one) in the -D folder
    const s = scan(argv, { v: 'RpDOA', l: ['repo', 'pattern', 'dir', 'output', 'archive'] });
    if (s.pos[0] !== 'release' || s.pos[1] !== 'download') return;
    const dir = values(s, '-D', '--dir')[0];
    const out = values(s, '-O', '--output')[0];
    const pats = values(s, '-p', '--pattern');
    for (const f of out !== undefined ? [out] : pats.length > 0 ? pats : [TAIL]) if (f !== '-') put(under(dir, f), 'write', 'gh release download');
  }],
  ['nc', hostPort({ v: 'ecpswxXiqOITVgG' }, '-l')],
  ['ncat', hostPort({ v: 'ecpswxXiqOITVgG', l: ['exec', 'sh-exec', 'source-port', 'source', 'proxy', 'proxy-type', 'wait'] }, '-l')],
  ['netcat', hostPort({ v: 'ecpswxXiqOITVgG' }, '-l')],
  ['telnet', hostPort({ v: 'lnebXk' })],
  ['ssh', ssh],
  ['scp', remote({ v: SCP_VALUED })],
  ['rsync', remote({ v: 'efBMT', l: ['rsh', 'exclude', 'include', 'filter', 'exclude-from', 'include-from', 'files-from', 'port', 'password-file'] })],
  ['sftp', remote({ v: SFTP_VALUED }, true)],
]);

const seen = new WeakMap<string[], Set<string>>();

/** Collects URLs once each: verbatim when they have a scheme, else `scheme://host`. */
export function urlSink(urls: string[]): (u: string, scheme?: string) => void {
  let set = seen.get(urls);
  if (!set) seen.set(urls, (set = new Set(urls)));
  const known = set;
  return (u, scheme = 'http') => {
    if (u === '' || u.startsWith('-')) return;
    const v = SCHEME.test(u) ? u : `${scheme}://${u}`;
    if (known.has(v)) return;
    known.add(v);
    urls.push(v);
  };
}

const PROXY_VARS = ['http_proxy', 'https_proxy', 'HTTP_PROXY', 'HTTPS_PROXY', 'all_proxy', 'ALL_PROXY', 'ftp_proxy', 'FTP_PROXY'];

/** The proxies the line's variables send a network program's connections through (`http_proxy=http://H curl ...`). */
export function proxyUrls(env: ReadonlyMap<string, string>, url: (u: string, scheme?: string) => void): void {
  for (const v of PROXY_VARS) {
    const p = env.get(v);
    if (p !== undefined && p !== '' && !/[\0$`]/.test(p)) url(p);
  }
}

/** A host and port a socket call in interpreter code connects to: Python `('H', 80)` tuples, node `net.connect(80, 'H')`. */
const CODE_SOCKET = /\(\s*\(\s*(['"])([\w.:-]+)\1\s*,\s*(\d+)\s*\)|\b(?:connect|createConnection)\s*\(\s*(\d+)\s*,\s*(['"])([\w.:-]+)\5/g;

/** http(s) URLs inside interpreter code. */
export function codeUrls(code: string, url: (u: string) => void): void {
  for (const m of code.matchAll(CODE_URL)) url(m[0].replace(/[.,;:!?]+$/, ''));
  for (const m of code.matchAll(CODE_SOCKET)) url(m[2] !== undefined ? `tcp://${m[2]}:${m[3] as string}` : `tcp://${m[6] as string}:${m[4] as string}`);
}
