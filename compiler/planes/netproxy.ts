/**
 * `.seam/sandbox/netproxy.cjs`, the network allow-list of the launchers (`sandbox.network.allow`): an HTTP proxy
 * (plain requests and CONNECT tunnels) that runs outside the sandbox and lets through only the listed domains.
 * `serve <unix-socket>` (Linux: the sandbox has its own, empty network namespace and reaches the proxy through a
 * socket bound into it) or `serve tcp:<folder>` (macOS: localhost, its port written to <folder>/port). `bridge <socket>
 * <port> <program> args...` runs inside the Linux sandbox: it listens on 127.0.0.1:<port>, forwards every connection to
 * the socket, and runs the agent. Either side writes nothing but `ready` / `port` in the launcher's temporary folder.
 * Plain CommonJS on node built-ins, emitted verbatim; the launcher fails closed when node is missing.
 */
export const NETPROXY_SOURCE = String.raw`#!/usr/bin/env node
// seamc: generated; the network allow-list of .seam/sandbox launchers (sandbox.network.allow). Do not edit.
'use strict';
const net = require('node:net');
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');

function allowed(host, list) {
  const h = String(host).toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  return list.some((p) => (p.startsWith('*.') ? h === p.slice(2) || h.endsWith(p.slice(1)) : h === p));
}

function refuse(host) {
  return 'seamc sandbox: ' + host + ' is not in sandbox.network.allow\n';
}

function hostPort(authority, fallback) {
  const m = /^\[([^\]]+)\](?::(\d+))?$/.exec(authority) || /^([^:]+)(?::(\d+))?$/.exec(authority);
  return m ? { host: m[1], port: Number(m[2] || fallback) } : undefined;
}

function serve(where, list) {
  const server = http.createServer((req, res) => {
    let u;
    try { u = new URL(req.url); } catch { res.writeHead(400); res.end('seamc sandbox: not a proxy request\n'); return; }
    if (u.protocol !== 'http:' || !allowed(u.hostname, list)) { res.writeHead(403, { 'content-type': 'text/plain' }); res.end(refuse(u.hostname)); return; }
    const headers = Object.assign({}, req.headers);
    delete headers['proxy-connection']; delete headers['proxy-authorization'];
    const up = http.request({ host: u.hostname, port: Number(u.port || 80), method: req.method, path: u.pathname + u.search, headers }, (r) => {
      res.writeHead(r.statusCode || 502, r.headers);
      r.pipe(res);
    });
    up.on('error', (e) => { if (!res.headersSent) res.writeHead(502); res.end('seamc sandbox: ' + e.message + '\n'); });
    req.pipe(up);
  });
  server.on('connect', (req, sock, head) => {
    const t = hostPort(String(req.url), 443);
    sock.on('error', () => {});
    if (!t || !allowed(t.host, list)) { sock.end('HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\n\r\n' + refuse(t ? t.host : req.url)); return; }
    const up = net.connect(t.port, t.host, () => {
      sock.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head && head.length) up.write(head);
      up.pipe(sock); sock.pipe(up);
    });
    up.on('error', () => sock.destroy());
    sock.on('close', () => up.destroy());
  });
  const parent = process.ppid;
  setInterval(() => { try { process.kill(parent, 0); } catch { process.exit(0); } }, 1000).unref();
  if (where.startsWith('tcp:')) {
    const dir = where.slice(4);
    server.listen(0, '127.0.0.1', () => {
      fs.writeFileSync(path.join(dir, 'port'), String(server.address().port));
      fs.writeFileSync(path.join(dir, 'ready'), '');
    });
  } else {
    server.listen(where, () => fs.writeFileSync(path.join(path.dirname(where), 'ready'), ''));
  }
}

function bridge(sock, port, program, args) {
  const s = net.createServer((c) => {
    const u = net.connect(sock);
    c.pipe(u); u.pipe(c);
    u.on('error', () => c.destroy()); c.on('error', () => u.destroy());
  });
  s.listen(Number(port), '127.0.0.1', () => {
    const child = spawn(program, args, { stdio: 'inherit' });
    for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
    child.on('error', (e) => { process.stderr.write('seamc sandbox: ' + e.message + '\n'); process.exit(126); });
    child.on('exit', (code, sig) => process.exit(code === null ? 128 + (sig === 'SIGKILL' ? 9 : 15) : code));
  });
}

const argv = process.argv.slice(2);
if (argv[0] === 'serve') serve(argv[1], argv.slice(2));
else if (argv[0] === 'bridge') bridge(argv[1], argv[2], argv[3], argv.slice(4));
else { process.stderr.write('usage: netproxy.cjs serve <socket|tcp:dir> domains... | bridge <socket> <port> <program> args...\n'); process.exit(2); }
`;
