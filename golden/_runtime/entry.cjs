'use strict';
(function () {
  // @@ the agent, the stamps of the shared files and the refusal: the line in each .seam/hooks/<agent>.cjs.golden @@
  var fs = require("node:fs"), vm = require("node:vm"), MAGIC = 'seamv8c1', HEAD = 16, SHARED = Symbol.for('seamc.runtime-bodies'), file, script;
  function block(why) {
    var msg = ('seamc: ' + why + '; the call is blocked').replace(/["\\\r\n]/g, ' ');
    try { fs.writeSync(2, msg + '\n'); } catch (e) {}
    if (REFUSE[1] !== null) try { fs.writeSync(1, REFUSE[1].replace('%s', function () { return msg; })); } catch (e) {}
    process.exitCode = REFUSE[0];
  }
  function bad(f) { return new Error('.seam/hooks/' + f[0] + ' is not the one this hook was built with (truncated, edited or from another build)'); }
  function gone(f, e) { return new Error('.seam/hooks/' + f[0] + ' is missing or unreadable (' + (e && e.code || e && e.name) + ')'); }
  function fill(fd, buf, n, pos, at) {
    var got = 0, k;
    at = at || 0;
    while (got < n && (k = fs.readSync(fd, buf, at + got, n - got, pos + got)) > 0) got += k;
    return got;
  }
  function part(buf, f, open, close, text) {
    var tail = close + '\n// seamc-stamp ' + f[1] + '\n', end = buf.length - tail.length, start = end - f[2];
    if (start < open.length || buf.toString('latin1', end) !== tail || buf.toString('latin1', start - open.length, start) !== open) throw bad(f);
    return text ? buf.toString('latin1', start, end) : '';
  }
  function parts(f, open, close, room) {
    var tail = close + '\n// seamc-stamp ' + f[1] + '\n', r = f[3], n = 0, fd, size, buf, i, at = 0;
    for (i = 1; i < r.length; i += 2) n += r[i];
    try { fd = fs.openSync(__dirname + "/" + f[0], "r"); size = fs.fstatSync(fd).size; } catch (e) { throw gone(f, e); }
    try {
      var end = size - tail.length, start = end - f[2];
      buf = Buffer.allocUnsafe(Math.max(n, room, tail.length));
      if (start < open.length || fill(fd, buf, tail.length, end) !== tail.length || buf.toString('latin1', 0, tail.length) !== tail) throw bad(f);
      if (fill(fd, buf, open.length, start - open.length) !== open.length || buf.toString('latin1', 0, open.length) !== open) throw bad(f);
      for (i = 0; i < r.length; at += r[i + 1], i += 2) if (fill(fd, buf, r[i + 1], start + r[i], at) !== r[i + 1]) throw bad(f);
    } catch (e) {
      throw e && /^\.seam\/hooks\//.test(e.message) ? e : gone(f, e);
    } finally {
      try { fs.closeSync(fd); } catch (e) {}
    }
    return { raw: buf, body: buf.toString('latin1', 0, n) };
  }
  function pack(f, size, bytes) {
    var tail = '\n// seamc-stamp ' + f[1] + '\n', end = size - tail.length, start = end - f[2];
    if (start < 1 || bytes(end, tail.length).toString('latin1') !== tail || bytes(start - 1, 1).toString('latin1') !== '\n') throw bad(f);
    return { length: f[2], slice: function (s, e) {
      s = Math.max(0, Math.min(s, f[2])); e = Math.max(s, Math.min(e, f[2]));
      var b = bytes(start + s, e - s);
      if (b.length !== e - s) throw bad(f);
      return b.toString('latin1');
    } };
  }
  function policyOf(read, f) {
    var buf, fd, size;
    if (read !== disk) {
      try { buf = read(f[0]); } catch (e) { throw gone(f, e); }
      return pack(f, buf.length, function (pos, n) { return buf.subarray(pos, pos + n); });
    }
    try { fd = fs.openSync(__dirname + "/" + f[0], "r"); size = fs.fstatSync(fd).size; } catch (e) { throw gone(f, e); }
    buf = Buffer.allocUnsafe(2048);
    return pack(f, size, function (pos, n) {
      if (buf.length < n) buf = Buffer.allocUnsafe(n);
      try { return buf.subarray(0, fill(fd, buf, n, pos)); } catch (e) { throw gone(f, e); }
    });
  }
  function write(body, warm) {
    var dir = file.slice(0, file.lastIndexOf('/')), tmp = file + '.' + process.pid + '-' + Math.random().toString(36).slice(2) + '.tmp', fd;
    try {
      if (fs.mkdirSync(dir, { recursive: true }) !== undefined) try { fs.writeFileSync(dir + '/.gitignore', '*\n', { flag: 'wx' }); } catch (e) {}
      fd = fs.openSync(tmp, 'wx', 420);
    } catch (e) { return; }
    try {
      try { warm(); } catch (e) {}
      var d = script.createCachedData(), head = Buffer.alloc(HEAD);
      head.write(MAGIC, 0, 'latin1'); head.writeUInt32LE(body.length, 8); head.writeUInt32LE(d.length, 12);
      fs.writeFileSync(fd, Buffer.concat([head, d, d])); fs.closeSync(fd); fd = undefined;
      fs.renameSync(tmp, file);
    } catch (e) {
      try { if (fd !== undefined) fs.closeSync(fd); } catch (e2) {}
      try { fs.unlinkSync(tmp); } catch (e3) {}
    }
  }
  function cache() {
    var m = process.env.SEAM_CODE_CACHE === '0' ? null : /^(.*[\\/]\.seam)[\\/]hooks[\\/][^\\/]+\.cjs$/.exec(__filename);
    if (!m) return undefined;
    var flags = process.execArgv.join(' ') + '|' + (process.env.NODE_OPTIONS || ''), h = 0;
    for (var i = 0; i < flags.length; i++) h = (Math.imul(h, 31) + flags.charCodeAt(i)) | 0;
    file = m[1] + '/cache/' + BODY[1] + '-' + AGENT + '-' + process.version + '-' + process.arch + '-' + (h >>> 0).toString(36) + '.v8';
    try { var fd = fs.openSync(file, 'r'); return { fd: fd, size: fs.fstatSync(fd).size }; } catch (e) { try { if (fd !== undefined) fs.closeSync(fd); } catch (e2) {} }
    return undefined;
  }
  function load(read, main) {
    var raw, body, policy, data, c, C = 16384;
    var made = main ? undefined : (globalThis[SHARED] || (globalThis[SHARED] = new Map())), key = BODY[1] + ':' + BODY[2];
    if (main) {
      c = cache();
      var got = parts(BODY, 'function __seam_body() {/*', '*/}', c && c.size > HEAD ? Math.min(Math.ceil((c.size - HEAD) / 2) + C, 1 << 24) : 0);
      raw = got.raw; body = got.body;
    } else {
      try { raw = read(BODY[0]); } catch (e) { throw gone(BODY, e); }
      body = part(raw, BODY, 'function __seam_body() {/*', '*/}', !(made && made.has(key)));
    }
    policy = policyOf(read, POLICY);
    if (made && made.has(key)) { var one = made.get(key); return one.fn(require, AGENT, policy, undefined, one.modules); }
    try {
      if (!main) c = cache();
      if (c) {
        var size = c.size, head = Buffer.allocUnsafe(HEAD), len = fill(c.fd, head, HEAD, 0) === HEAD ? head.readUInt32LE(12) : -1;
        if (len > 0 && size === HEAD + 2 * len && head.toString('latin1', 0, 8) === MAGIC && head.readUInt32LE(8) === body.length) {
          var own = read === disk, one = own && raw.length >= len ? raw.subarray(0, len) : Buffer.allocUnsafe(len);
          var two = own && raw.length >= len + C ? raw.subarray(len, len + C) : Buffer.allocUnsafe(C), ok = fill(c.fd, one, len, HEAD) === len;
          for (var at = 0; ok && at < len; at += C) {
            var n = Math.min(C, len - at);
            ok = fill(c.fd, two, n, HEAD + len + at) === n && two.subarray(0, n).equals(one.subarray(at, at + n));
          }
          if (ok) data = one;
        }
      }
    } catch (e) {}
    try { if (c) fs.closeSync(c.fd); } catch (e) {}
    var name = __dirname + '/' + BODY[0];
    script = new vm.Script(body, data ? { filename: name, cachedData: data } : { filename: name });
    var save = main && file !== undefined && (data === undefined || script.cachedDataRejected) ? function (warm) {
      process.once('exit', function () { write(body, warm); });
    } : undefined;
    var fn = script.runInThisContext();
    if (made) made.set(key, { fn: fn, modules: {} });
    return fn(require, AGENT, policy, save, made ? made.get(key).modules : undefined);
  }
  function disk(name) { return fs.readFileSync(__dirname + "/" + name); }
  if (require.main !== module) { module.exports = { agent: AGENT, load: function (read) { return load(read || disk, false); } }; return; }
  try {
    load(disk, true).run();
  } catch (e) {
    block(e && /^\.seam\/hooks\//.test(e.message) ? e.message + '; run seamc build (or seamc install) again' : 'this hook runtime failed to start (' + (e && e.name) + '); rebuild it with seamc build');
  }
  process.exit();
})();
