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
  const f = (name: string, s: Stamp) => JSON.stringify([name, s.id, s.length]);
  return `  var AGENT = '${agent}', BODY = ${f(SHARED_RUNTIME, body)}, POLICY = ${f(SHARED_POLICY, policy)}, REFUSE = ${JSON.stringify([refuse.exit, refuse.stdout ?? null])};`;
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
    // `n` bytes of descriptor `fd` from `pos` into `buf`: how many there were
    '  function fill(fd, buf, n, pos) {',
    '    var got = 0, k;',
    '    while (got < n && (k = fs.readSync(fd, buf, got, n - got, pos + got)) > 0) got += k;',
    '    return got;',
    '  }',
    // the body: its content, `open` right before it, `close` + the stamp line right after it, its length exact
    '  function part(buf, f, open, close, text) {',
    `    var tail = close + '\\n${STAMP_PREFIX}' + f[1] + '\\n', end = buf.length - tail.length, start = end - f[2];`,
    "    if (start < open.length || buf.toString('latin1', end) !== tail || buf.toString('latin1', start - open.length, start) !== open) throw bad(f);",
    "    return text ? buf.toString('latin1', start, end) : '';",
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
    '  function load(read, main) {',
    '    var raw, body, policy, data, fd;',
    '    try { raw = read(BODY[0]); } catch (e) { throw gone(BODY, e); }',
    // loaded as a module (in-process policy tests load every agent's entry of one build): each checks both files, and
    // the body, the same bytes for all of them (its stamp and length), is compiled once per process
    "    var made = main ? undefined : (globalThis[SHARED] || (globalThis[SHARED] = new Map())), key = BODY[1] + ':' + BODY[2];",
    `    body = part(raw, BODY, '${BODY_OPEN}', '${BODY_CLOSE}', !(made && made.has(key)));`,
    '    policy = policyOf(read, POLICY);',
    '    if (made && made.has(key)) return made.get(key)(require, AGENT, policy, undefined);',
    '    try {',
    `      var m = process.env.${CACHE_ENV} === '0' ? null : /^(.*[\\\\/]\\.seam)[\\\\/]hooks[\\\\/][^\\\\/]+\\.cjs$/.exec(__filename);`,
    '      if (m) {',
    "        var flags = process.execArgv.join(' ') + '|' + (process.env.NODE_OPTIONS || ''), h = 0;",
    '        for (var i = 0; i < flags.length; i++) h = (Math.imul(h, 31) + flags.charCodeAt(i)) | 0;',
    "        file = m[1] + '/cache/' + BODY[1] + '-' + AGENT + '-' + process.version + '-' + process.arch + '-' + (h >>> 0).toString(36) + '.v8';",
    "        fd = fs.openSync(file, 'r');",
    '        var size = fs.fstatSync(fd).size, head = Buffer.allocUnsafe(HEAD), len = fill(fd, head, HEAD, 0) === HEAD ? head.readUInt32LE(12) : -1;',
    "        if (len > 0 && size === HEAD + 2 * len && head.toString('latin1', 0, 8) === MAGIC && head.readUInt32LE(8) === body.length) {",
    // the first copy goes into the body's bytes when this entry read them (in memory already, no longer needed:
    // no fresh pages to fault in); the second is read piece by piece and compared with it
    '          var own = read === disk, C = 16384, one = own && raw.length >= len ? raw.subarray(0, len) : Buffer.allocUnsafe(len);',
    '          var two = own && raw.length >= len + C ? raw.subarray(len, len + C) : Buffer.allocUnsafe(C), ok = fill(fd, one, len, HEAD) === len;',
    '          for (var at = 0; ok && at < len; at += C) {',
    '            var n = Math.min(C, len - at);',
    '            ok = fill(fd, two, n, HEAD + len + at) === n && two.subarray(0, n).equals(one.subarray(at, at + n));',
    '          }',
    '          if (ok) data = one;',
    '        }',
    '      }',
    '    } catch (e) {}',
    '    try { if (fd !== undefined) fs.closeSync(fd); } catch (e) {}',
    "    var name = __dirname + '/' + BODY[0];",
    '    script = new vm.Script(body, data ? { filename: name, cachedData: data } : { filename: name });',
    '    var save = main && file !== undefined && (data === undefined || script.cachedDataRejected) ? function (warm) {',
    "      process.once('exit', function () { write(body, warm); });",
    '    } : undefined;',
    '    var fn = script.runInThisContext();',
    '    if (made) made.set(key, fn);',
    '    return fn(require, AGENT, policy, save);',
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
