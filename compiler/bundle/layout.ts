/**
 * The layout of a hook runtime file (package build time; docs/decisions/hook-startup.md). node compiles the
 * whole file on every tool call, so the file is a small loader plus two block comments: the policy (pack.ts)
 * and the runtime body, which node only scans. The loader takes the body's text back with
 * Function.prototype.toString (a slice of the source, no copy, no second read), compiles it with `vm.Script`
 * and a V8 code cache kept in `<repo>/.seam/cache/`, and runs it. A cache is used only when it is intact (named
 * by this body's hash, made for this body's length, its bytes stored twice and equal) and V8 accepts it;
 * otherwise the body compiles as usual. After the verdict is written, a process that had no usable cache warms the
 * runtime up and writes one (exclusive temporary file, then rename). No cache failure reaches the verdict.
 */
import { createHash } from 'node:crypto';
import ts from 'typescript';
import { asciiOnly } from './ascii.js';
import { BODY_FUNCTION, POLICY_FUNCTION, POLICY_GLOBAL, SAVE_GLOBAL } from './placeholder.js';

export class LayoutError extends Error {
  override readonly name = 'LayoutError';
}

/**
 * magic of a cache file: the 8 bytes before [u32 body length, u32 data length, data, data again]. The file name
 * carries the body's hash; V8 checks its own version, flags and the source length; the second copy catches a
 * damaged file (V8 verifies no checksum in release builds, and a damaged cache can crash it).
 */
export const CACHE_MAGIC = 'seamv8c1';
/** `SEAM_CODE_CACHE=0` in the environment turns the cache off (the runtime compiles its body every call). */
export const CACHE_ENV = 'SEAM_CODE_CACHE';

/** `*` `/` inside literals split without changing their values; refuses what it cannot split. */
export function commentSafe(code: string, fileName = 'runtime.js'): string {
  if (!code.includes('*/')) return code;
  const sf = ts.createSourceFile(fileName, code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    const start = node.getStart(sf);
    const text = code.slice(start, node.end);
    if (text.includes('*/')) {
      if (ts.isRegularExpressionLiteral(node)) {
        const close = text.lastIndexOf('/');
        const source = text.slice(1, close).replace(/\*\//g, '*\\/');
        edits.push({ start, end: node.end, text: `/${source}${source.endsWith('*') ? '(?:)' : ''}${text.slice(close)}` });
        return;
      }
      if (ts.isStringLiteral(node) || ((ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) && !inTaggedTemplate(node))) {
        edits.push({ start, end: node.end, text: text.replace(/\*\//g, '*\\/') });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  const left = out.indexOf('*/');
  if (left >= 0) throw new LayoutError(`the hook runtime body cannot live in a comment: "*/" at ${JSON.stringify(out.slice(Math.max(0, left - 40), left + 10))}`);
  return out;
}

function inTaggedTemplate(node: ts.Node): boolean {
  let p: ts.Node = node.parent;
  if (ts.isTemplateSpan(p)) p = p.parent;
  if (ts.isTemplateExpression(p)) p = p.parent;
  return ts.isTaggedTemplateExpression(p);
}

/**
 * The loader: plain ES5-style code, compiled by node on every call without a cache, so it stays small. `id`
 * names the body in cache file names (a hash of it); the cache key adds node's version, the architecture and a
 * hash of node's flags (a cache V8 would refuse under other flags gets a file of its own).
 */
export function loaderLines(id: string): string[] {
  return [
    '(function () {',
    `  var fs = require("node:fs"), vm = require("node:vm"), MAGIC = '${CACHE_MAGIC}', HEAD = 16, file, data, script;`,
    '  function inner(f) {',
    "    var s = Function.prototype.toString.call(f), a = s.indexOf('/*'), b = s.lastIndexOf('*/');",
    '    return a < 0 || b < a ? null : s.slice(a + 2, b);',
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
    '  try {',
    `    var body = inner(${BODY_FUNCTION});`,
    '    try {',
    `      var m = process.env.${CACHE_ENV} === '0' ? null : /^(.*[\\\\/]\\.seam)[\\\\/]hooks[\\\\/][^\\\\/]+\\.cjs$/.exec(__filename);`,
    '      if (m) {',
    "        var flags = process.execArgv.join(' ') + '|' + (process.env.NODE_OPTIONS || ''), h = 0;",
    '        for (var i = 0; i < flags.length; i++) h = (Math.imul(h, 31) + flags.charCodeAt(i)) | 0;',
    `        file = m[1] + '/cache/${id}-' + process.version + '-' + process.arch + '-' + (h >>> 0).toString(36) + '.v8';`,
    '        var buf = fs.readFileSync(file), len = buf.length >= HEAD ? buf.readUInt32LE(12) : -1;',
    "        if (len > 0 && buf.length === HEAD + 2 * len && buf.toString('latin1', 0, 8) === MAGIC && buf.readUInt32LE(8) === body.length) {",
    '          var one = buf.subarray(HEAD, HEAD + len);',
    '          if (one.equals(buf.subarray(HEAD + len))) data = one;',
    '        }',
    '      }',
    '    } catch (e) {}',
    '    script = new vm.Script(body, data ? { filename: __filename, cachedData: data } : { filename: __filename });',
    '    var save = file !== undefined && (data === undefined || script.cachedDataRejected) ? function (warm) {',
    "      process.once('exit', function () { write(body, warm); });",
    '    } : undefined;',
    // node runs the file: the process entry; loaded as a module (in-process policy tests): the entry's exports
    '    var rt = script.runInThisContext()(require, inner(' + POLICY_FUNCTION + '), require.main === module ? save : undefined);',
    '    if (require.main === module) rt.run(); else module.exports = rt;',
    '  } catch (e) {',
    // a damaged file, or a throw before the runtime's own guards stand: blocking (exit 2), never a crash (exit 1)
    "    process.exitCode = 2;",
    "    try { process.stderr.write('seamc: this hook runtime failed to start (' + (e && e.name) + '); the call is refused. Rebuild it with seamc build\\n'); } catch (e2) {}",
    '  }',
    '})();',
  ];
}

/** The body: the module table and the entry call, as one function of (require, policy, saver) returning the entry's exports. */
export function bodyLines(table: readonly string[], prelude: readonly string[], entryCall: string): string {
  const code = [`(function (require, ${POLICY_GLOBAL}, ${SAVE_GLOBAL}) {`, "'use strict';", ...prelude, ...table, `return ${entryCall};`, '})'].join('\n');
  return commentSafe(asciiOnly(code, 'runtime-body.js'));
}

/** The runtime file's lines after the banner: loader, policy placeholder, body comment. */
export function runtimeLayout(body: string, policyPlaceholder: string): string[] {
  if (/[^\x00-\x7f]/.test(body)) throw new LayoutError('the hook runtime body is not pure ASCII');
  const id = `hook-${createHash('sha256').update(body, 'latin1').digest('hex').slice(0, 16)}`;
  return [policyPlaceholder, ...loaderLines(id), `function ${BODY_FUNCTION}() {/*${body}*/}`];
}
