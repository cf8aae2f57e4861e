'use strict';
(function () {
  // @@ the agent, the stamps of the shared files and the refusal: the line in each .seam/hooks/<agent>.cjs.golden @@
  var fs = require("node:fs"), vm = require("node:vm"), MAGIC = 'seamv8c1', HEAD = 16, file, script;
  function block(why) {
    var msg = ('seamc: ' + why + '; the call is blocked').replace(/["\\\r\n]/g, ' ');
    try { fs.writeSync(2, msg + '\n'); } catch (e) {}
    if (REFUSE[1] !== null) try { fs.writeSync(1, REFUSE[1].replace('%s', function () { return msg; })); } catch (e) {}
    process.exitCode = REFUSE[0];
  }
  function part(read, f, open, close, enc) {
    var buf;
    try { buf = read(f[0]); } catch (e) { throw new Error('.seam/hooks/' + f[0] + ' is missing or unreadable (' + (e && e.code || e && e.name) + ')'); }
    var tail = close + '\n// seamc-stamp ' + f[1] + '\n', end = buf.length - tail.length, start = end - f[2];
    if (start < open.length || buf.toString('latin1', end) !== tail || buf.toString('latin1', start - open.length, start) !== open)
      throw new Error('.seam/hooks/' + f[0] + ' is not the one this hook was built with (truncated, edited or from another build)');
    return buf.toString(enc, start, end);
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
  function load(read, main) {
    var body = part(read, BODY, 'function __seam_body() {/*', '*/}', 'latin1'), policy = part(read, POLICY, '\n', '', 'utf8'), data;
    try {
      var m = process.env.SEAM_CODE_CACHE === '0' ? null : /^(.*[\\/]\.seam)[\\/]hooks[\\/][^\\/]+\.cjs$/.exec(__filename);
      if (m) {
        var flags = process.execArgv.join(' ') + '|' + (process.env.NODE_OPTIONS || ''), h = 0;
        for (var i = 0; i < flags.length; i++) h = (Math.imul(h, 31) + flags.charCodeAt(i)) | 0;
        file = m[1] + '/cache/' + BODY[1] + '-' + AGENT + '-' + process.version + '-' + process.arch + '-' + (h >>> 0).toString(36) + '.v8';
        var buf = fs.readFileSync(file), len = buf.length >= HEAD ? buf.readUInt32LE(12) : -1;
        if (len > 0 && buf.length === HEAD + 2 * len && buf.toString('latin1', 0, 8) === MAGIC && buf.readUInt32LE(8) === body.length) {
          var one = buf.subarray(HEAD, HEAD + len);
          if (one.equals(buf.subarray(HEAD + len))) data = one;
        }
      }
    } catch (e) {}
    var name = __dirname + '/' + BODY[0];
    script = new vm.Script(body, data ? { filename: name, cachedData: data } : { filename: name });
    var save = main && file !== undefined && (data === undefined || script.cachedDataRejected) ? function (warm) {
      process.once('exit', function () { write(body, warm); });
    } : undefined;
    return script.runInThisContext()(require, AGENT, policy, save);
  }
  function disk(name) { return fs.readFileSync(__dirname + "/" + name); }
  if (require.main !== module) { module.exports = { agent: AGENT, load: function (read) { return load(read || disk, false); } }; return; }
  try {
    load(disk, true).run();
  } catch (e) {
    block(e && /^\.seam\/hooks\//.test(e.message) ? e.message + '; run seamc build (or seamc install) again' : 'this hook runtime failed to start (' + (e && e.name) + '); rebuild it with seamc build');
  }
})();
