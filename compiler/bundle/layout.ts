/**
 * The layout of the shared hook runtime file (package build time; docs/decisions/hook-startup.md): the runtime
 * body in one block comment, made pure ASCII and comment-safe, then its stamp. No node ever compiles this file as
 * a script: an agent's entry (compiler/bundle/entry.ts) reads it as bytes, checks the stamp and the body's length,
 * and compiles the body with `vm.Script` and a V8 code cache kept in `<repo>/.seam/cache/`.
 */
import { createHash } from 'node:crypto';
import ts from 'typescript';
import { asciiOnly } from './ascii.js';
import { AGENT_GLOBAL, BODY_CLOSE, BODY_OPEN, POLICY_GLOBAL, SAVE_GLOBAL, SHARED_GLOBAL, SHARED_RUNTIME, STAMP_PREFIX } from './placeholder.js';

export class LayoutError extends Error {
  override readonly name = 'LayoutError';
}

export { CACHE_ENV, CACHE_MAGIC } from './placeholder.js';

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
 * The body: the module table and the entry call, as one function of (require, agent, policy, saver, shared modules)
 * returning the entry's exports.
 */
export function bodyLines(table: readonly string[], prelude: readonly string[], entryCall: string): string {
  const code = [`(function (require, ${AGENT_GLOBAL}, ${POLICY_GLOBAL}, ${SAVE_GLOBAL}, ${SHARED_GLOBAL}) {`, "'use strict';", ...prelude, ...table, `return ${entryCall};`, '})'].join('\n');
  return commentSafe(asciiOnly(code, 'runtime-body.js'));
}

/** The body's id: names its code caches and ends the shared runtime file (its stamp). */
export function bodyId(body: string): string {
  return `hook-${createHash('sha256').update(body, 'latin1').digest('hex').slice(0, 16)}`;
}

/**
 * The shared runtime file's lines after the banner: a guard for anyone running it directly (it is run through an
 * agent's entry, which reads it as data), the body comment, and the stamp line.
 */
export function runtimeLayout(body: string): string[] {
  if (/[^\x00-\x7f]/.test(body)) throw new LayoutError('the hook runtime body is not pure ASCII');
  return [
    `(function () { process.exitCode = 2; try { require("node:fs").writeSync(2, "seamc: ${SHARED_RUNTIME} runs through an agent's .seam/hooks/<agent>.cjs; the call is blocked\\n"); } catch (e) {} })();`,
    `${BODY_OPEN}${body}${BODY_CLOSE}`,
    `${STAMP_PREFIX}${bodyId(body)}`,
  ];
}
