/**
 * The per-agent hook entry `.seam/hooks/<agent>.cjs` (written by `seamc build`; docs/decisions/hook-startup.md).
 * node compiles it on every tool call without a cache, so it is small plain ES5-style code. It reads the shared
 * runtime body as bytes (node never scans it as source) and opens the packed policy beside it, checks each one's
 * stamp (the hash of its content, on its last line) and length against the pair it was built with, compiles the body
 * with `vm.Script` and a V8 code cache kept in `<repo>/.seam/cache/` (one per body and agent), and runs it for its
 * agent with a reader over the policy: a call reads only the lines it needs (compiler/runtime/packed.ts). Fresh
 * memory is what a call pays most for (docs/decisions/hook-startup.md item 7): the cache is read into the body's
 * bytes once the body is a string, and the process exits once the verdict is written.
 * A shared file that is missing, unreadable, truncated or from another build is refused in the client's blocking
 * way, exactly as the hook command refuses when the entry itself is missing (compiler/backend/hook-command.ts).
 * A cache is used only when it is intact (named by the body's hash and the agent, made for this body's length, its
 * bytes stored twice and equal) and V8 accepts it. After the verdict is written, a process that had no usable cache
 * warms the runtime up and writes one (exclusive temporary file, then rename). No cache failure reaches the verdict.
 */
import { CACHE_ENV, CACHE_MAGIC, SHARED_POLICY, SHARED_RUNTIME, STAMP_PREFIX, BODY_CLOSE, BODY_OPEN } from './placeholder.js';

/** What the entry checks a shared file against: its stamp id and the length of its content (bytes). */
export interface Stamp {
  readonly id: string;
  readonly length: number;
  /** the body's byte ranges a hook call of this agent reads, [offset, length, ...] (compiler/bundle/slice.ts); absent: all */
  readonly parts?: readonly number[];
}

/** How the client is refused (facts.hooks.refuse): the exit code and, when the client reads one, the stdout reply with one `%s`. */
export interface Refusal {
  readonly exit: number;
  readonly stdout?: string;
}

const ID = /^[a-z]+-[0-9a-f]{16}$/;

/** The line of constants that makes an entry one agent's (golden/ keeps the rest once). */
export function entryConstants(agent: string, body: Stamp, policy: Stamp, refuse: Refusal): string {
  if (!/^[a-z0-9][a-z0-9_]*$/.test(agent)) throw new Error(`not an agent id: ${agent}`);
  for (const s of [body, policy]) if (!ID.test(s.id) || !Number.isInteger(s.length) || s.length < 0) throw new Error(`not a stamp: ${JSON.stringify(s)}`);
  const parts = body.parts ?? (body.length > 0 ? [0, body.length] : []);
  for (let i = 0, at = 0; i < parts.length; i += 2) {
    const [o, n] = [parts[i] as number, parts[i + 1] as number];
    if (!Number.isInteger(o) || !Number.isInteger(n) || o < at || n <= 0 || o + n > body.length) throw new Error(`not the parts of a body: ${JSON.stringify(parts)}`);
    at = o + n;
  }
  if (parts.length % 2 !== 0) throw new Error(`not the parts of a body: ${JSON.stringify(parts)}`);
  const f = (name: string, s: Stamp, ...more: unknown[]) => JSON.stringify([name, s.id, s.length, ...more]);
  return `  var AGENT = '${agent}', BODY = ${f(SHARED_RUNTIME, body, parts)}, POLICY = ${f(SHARED_POLICY, policy)}, REFUSE = ${JSON.stringify([refuse.exit, refuse.stdout ?? null])};`;
}

/** The entry's lines after its header: everything but the constants line is the same for every agent. */
export function entryLines(constants: string): string[] {
  return [
    `'use strict';`,
    '(function () {',
    constants,
    `  var fs = require("node:fs"), vm = require("node:vm"), MAGIC = '${CACHE_MAGIC}', HEAD = 16, SHARED = Symbol.for('seamc.runtime-bodies'), file, script;`,
    // the client's blocking reply: one `seamc:` line on stderr, its stdout reply if it reads one, its exit code
    '  function block(why) {',
    "    var msg = ('seamc: ' + why + '; the call is blocked').replace(/[\"\\\\\\r\\n]/g, ' ');",
    "    try { fs.writeSync(2, msg + '\\n'); } catch (e) {}",
    "    if (REFUSE[1] !== null) try { fs.writeSync(1, REFUSE[1].replace('%s', function () { return msg; })); } catch (e) {}",
    '    process.exitCode = REFUSE[0];',
    '  }',
    "  function bad(f) { return new Error('.seam/hooks/' + f[0] + ' is not the one this hook was built with (truncated, edited or from another build)'); }",
    "  function gone(f, e) { return new Error('.seam/hooks/' + f[0] + ' is missing or unreadable (' + (e && e.code || e && e.name) + ')'); }",
    // `n` bytes of descriptor `fd` from `pos` into `buf` at `at`: how many there were
    '  function fill(fd, buf, n, pos, at) {',
    '    var got = 0, k;',
    '    at = at || 0;',
    '    while (got < n && (k = fs.readSync(fd, buf, at + got, n - got, pos + got)) > 0) got += k;',
    '    return got;',
    '  }',
    // the body: its content, `open` right before it, `close` + the stamp line right after it, its length exact
    '  function part(buf, f, open, close, text) {',
    `    var tail = close + '\\n${STAMP_PREFIX}' + f[1] + '\\n', end = buf.length - tail.length, start = end - f[2];`,
    "    if (start < open.length || buf.toString('latin1', end) !== tail || buf.toString('latin1', start - open.length, start) !== open) throw bad(f);",
    "    return text ? buf.toString('latin1', start, end) : '';",
    '  }',
    // a hook call's part of the body (item 8 of docs/decisions/hook-startup.md): the same checks of the file's end
    // and of `open` before the content, then only the byte ranges BODY[3] of this agent, into one buffer of at least
    // `room` bytes (the code cache is read into it next): the engine and this agent's adapter, not the others'
    '  function parts(f, open, close, room) {',
    `    var tail = close + '\\n${STAMP_PREFIX}' + f[1] + '\\n', r = f[3], n = 0, fd, size, buf, i, at = 0;`,
    '    for (i = 1; i < r.length; i += 2) n += r[i];',
    '    try { fd = fs.openSync(__dirname + "/" + f[0], "r"); size = fs.fstatSync(fd).size; } catch (e) { throw gone(f, e); }',
    '    try {',
    '      var end = size - tail.length, start = end - f[2];',
    '      buf = Buffer.allocUnsafe(Math.max(n, room, tail.length));',
    "      if (start < open.length || fill(fd, buf, tail.length, end) !== tail.length || buf.toString('latin1', 0, tail.length) !== tail) throw bad(f);",
    "      if (fill(fd, buf, open.length, start - open.length) !== open.length || buf.toString('latin1', 0, open.length) !== open) throw bad(f);",
    '      for (i = 0; i < r.length; at += r[i + 1], i += 2) if (fill(fd, buf, r[i + 1], start + r[i], at) !== r[i + 1]) throw bad(f);',
    '    } catch (e) {',
    '      throw e && /^\\.seam\\/hooks\\//.test(e.message) ? e : gone(f, e);',
    '    } finally {',
    '      try { fs.closeSync(fd); } catch (e) {}',
    '    }',
    "    return { raw: buf, body: buf.toString('latin1', 0, n) };",
    '  }',
    // the policy: the same checks at its end (`bytes(pos, n)` reads the file), then a reader of the slices a call
    // asks for (compiler/runtime/packed.ts): a call reads its head, a few index lines and the rules they name
    '  function pack(f, size, bytes) {',
    `    var tail = '\\n${STAMP_PREFIX}' + f[1] + '\\n', end = size - tail.length, start = end - f[2];`,
    "    if (start < 1 || bytes(end, tail.length).toString('latin1') !== tail || bytes(start - 1, 1).toString('latin1') !== '\\n') throw bad(f);",
    '    return { length: f[2], slice: function (s, e) {',
    '      s = Math.max(0, Math.min(s, f[2])); e = Math.max(s, Math.min(e, f[2]));',
    '      var b = bytes(start + s, e - s);',
    '      if (b.length !== e - s) throw bad(f);',
    "      return b.toString('latin1');",
    '    } };',
    '  }',
    '  function policyOf(read, f) {',
    '    var buf, fd, size;',
    '    if (read !== disk) {',
    '      try { buf = read(f[0]); } catch (e) { throw gone(f, e); }',
    '      return pack(f, buf.length, function (pos, n) { return buf.subarray(pos, pos + n); });',
    '    }',
    '    try { fd = fs.openSync(__dirname + "/" + f[0], "r"); size = fs.fstatSync(fd).size; } catch (e) { throw gone(f, e); }',
    '    buf = Buffer.allocUnsafe(2048);',
    '    return pack(f, size, function (pos, n) {',
    '      if (buf.length < n) buf = Buffer.allocUnsafe(n);',
    '      try { return buf.subarray(0, fill(fd, buf, n, pos)); } catch (e) { throw gone(f, e); }',
    '    });',
    '  }',
    '  function write(body, warm) {',
    "    var dir = file.slice(0, file.lastIndexOf('/')), tmp = file + '.' + process.pid + '-' + Math.random().toString(36).slice(2) + '.tmp', fd;",
    '    try {',
    "      if (fs.mkdirSync(dir, { recursive: true }) !== undefined) try { fs.writeFileSync(dir + '/.gitignore', '*\\n', { flag: 'wx' }); } catch (e) {}",
    "      fd = fs.openSync(tmp, 'wx', 420);",
    '    } catch (e) { return; }',
    '    try {',
    '      try { warm(); } catch (e) {}',
    '      var d = script.createCachedData(), head = Buffer.alloc(HEAD);',
    "      head.write(MAGIC, 0, 'latin1'); head.writeUInt32LE(body.length, 8); head.writeUInt32LE(d.length, 12);",
    '      fs.writeFileSync(fd, Buffer.concat([head, d, d])); fs.closeSync(fd); fd = undefined;',
    '      fs.renameSync(tmp, file);',
    '    } catch (e) {',
    '      try { if (fd !== undefined) fs.closeSync(fd); } catch (e2) {}',
    '      try { fs.unlinkSync(tmp); } catch (e3) {}',
    '    }',
    '  }',
    // the code cache's file (one per body, agent, node and flags), opened: its size says how much room the body's buffer
    // keeps for the cache's first copy
    '  function cache() {',
    `    var m = process.env.${CACHE_ENV} === '0' ? null : /^(.*[\\\\/]\\.seam)[\\\\/]hooks[\\\\/][^\\\\/]+\\.cjs$/.exec(__filename);`,
    '    if (!m) return undefined;',
    "    var flags = process.execArgv.join(' ') + '|' + (process.env.NODE_OPTIONS || ''), h = 0;",
    '    for (var i = 0; i < flags.length; i++) h = (Math.imul(h, 31) + flags.charCodeAt(i)) | 0;',
    "    file = m[1] + '/cache/' + BODY[1] + '-' + AGENT + '-' + process.version + '-' + process.arch + '-' + (h >>> 0).toString(36) + '.v8';",
    "    try { var fd = fs.openSync(file, 'r'); return { fd: fd, size: fs.fstatSync(fd).size }; } catch (e) { try { if (fd !== undefined) fs.closeSync(fd); } catch (e2) {} }",
    '    return undefined;',
    '  }',
    '  function load(read, main) {',
    '    var raw, body, policy, data, c, C = 16384;',
    // loaded as a module (in-process policy tests load every agent's entry of one build): each checks both files, and
    // the whole body, the same bytes for all of them (its stamp and length), is compiled once per process
    "    var made = main ? undefined : (globalThis[SHARED] || (globalThis[SHARED] = new Map())), key = BODY[1] + ':' + BODY[2];",
    '    if (main) {',
    '      c = cache();',
    `      var got = parts(BODY, '${BODY_OPEN}', '${BODY_CLOSE}', c && c.size > HEAD ? Math.min(Math.ceil((c.size - HEAD) / 2) + C, 1 << 24) : 0);`,
    '      raw = got.raw; body = got.body;',
    '    } else {',
    '      try { raw = read(BODY[0]); } catch (e) { throw gone(BODY, e); }',
    `      body = part(raw, BODY, '${BODY_OPEN}', '${BODY_CLOSE}', !(made && made.has(key)));`,
    '    }',
    '    policy = policyOf(read, POLICY);',
    // ... and run with one set of module instances (compiler/bundle/bundle.ts moduleTable): each agent evaluates only
    // its root and its own adapter, the engine once
    '    if (made && made.has(key)) { var one = made.get(key); return one.fn(require, AGENT, policy, undefined, one.modules); }',
    '    try {',
    '      if (!main) c = cache();',
    '      if (c) {',
    '        var size = c.size, head = Buffer.allocUnsafe(HEAD), len = fill(c.fd, head, HEAD, 0) === HEAD ? head.readUInt32LE(12) : -1;',
    "        if (len > 0 && size === HEAD + 2 * len && head.toString('latin1', 0, 8) === MAGIC && head.readUInt32LE(8) === body.length) {",
    // the first copy goes into the body's bytes when this entry read them (in memory already, no longer needed:
    // no fresh pages to fault in); the second is read piece by piece and compared with it
    '          var own = read === disk, one = own && raw.length >= len ? raw.subarray(0, len) : Buffer.allocUnsafe(len);',
    '          var two = own && raw.length >= len + C ? raw.subarray(len, len + C) : Buffer.allocUnsafe(C), ok = fill(c.fd, one, len, HEAD) === len;',
    '          for (var at = 0; ok && at < len; at += C) {',
    '            var n = Math.min(C, len - at);',
    '            ok = fill(c.fd, two, n, HEAD + len + at) === n && two.subarray(0, n).equals(one.subarray(at, at + n));',
    '          }',
    '          if (ok) data = one;',
    '        }',
    '      }',
    '    } catch (e) {}',
    '    try { if (c) fs.closeSync(c.fd); } catch (e) {}',
    "    var name = __dirname + '/' + BODY[0];",
    '    script = new vm.Script(body, data ? { filename: name, cachedData: data } : { filename: name });',
    '    var save = main && file !== undefined && (data === undefined || script.cachedDataRejected) ? function (warm) {',
    "      process.once('exit', function () { write(body, warm); });",
    '    } : undefined;',
    '    var fn = script.runInThisContext();',
    '    if (made) made.set(key, { fn: fn, modules: {} });',
    '    return fn(require, AGENT, policy, save, made ? made.get(key).modules : undefined);',
    '  }',
    '  function disk(name) { return fs.readFileSync(__dirname + "/" + name); }',
    // loaded as a module (in-process policy tests): `load(read)` gives the runtime's exports, read from `read(name)`
    '  if (require.main !== module) { module.exports = { agent: AGENT, load: function (read) { return load(read || disk, false); } }; return; }',
    '  try {',
    '    load(disk, true).run();',
    '  } catch (e) {',
    // a missing or foreign shared file, a damaged one, or a throw before the runtime's own guards stand: refused
    "    block(e && /^\\.seam\\/hooks\\//.test(e.message) ? e.message + '; run seamc build (or seamc install) again' : 'this hook runtime failed to start (' + (e && e.name) + '); rebuild it with seamc build');",
    '  }',
    // the verdict is written (synchronous descriptor writes) and nothing else runs: exit now (the 'exit' listeners, the
    // code cache's writer among them, still run) rather than let node tear the environment and the heap down
    '  process.exit();',
    '})();',
  ];
}
