import { join } from 'node:path';
import { stringify as yamlStringify } from 'yaml';
import type { MarkdownDoc } from '../backend/types.js';
import { loadTemplate } from '../util/handlebars.js';
import type { Template } from '../util/handlebars.js';
import { packageRoot } from '../util/package-root.js';
import { htmlHeader } from './header.js';

const cache = new Map<string, Template>();

/** `shared/<name>` → compiler/emit/templates/<name>.hbs; `<vendor>/<name>` → vendors/<vendor>/templates/<name>.hbs. */
export function templatePath(id: string): string {
  const m = /^([a-z0-9_]+)\/([a-z0-9-]+)$/.exec(id);
  if (!m) throw new Error(`malformed template id "${id}"`);
  const [, owner, name] = m as unknown as [string, string, string];
  return owner === 'shared'
    ? join(packageRoot(), 'compiler', 'emit', 'templates', `${name}.hbs`)
    : join(packageRoot(), 'vendors', owner, 'templates', `${name}.hbs`);
}

function template(id: string): Template {
  let t = cache.get(id);
  if (!t) {
    t = loadTemplate(id, templatePath(id));
    cache.set(id, t);
  }
  return t;
}

/** Front matter as YAML: keys in the given order, strings quoted only where YAML needs it. */
const frontMatters = new Map<string, string>();

/** YAML front matter; the same data (agents often share it) is stringified once per process. */
export function renderFrontMatter(fm: Readonly<Record<string, unknown>>): string {
  const plain = plainFrontMatter(fm);
  if (plain !== undefined) return plain;
  const key = JSON.stringify(fm);
  let text = frontMatters.get(key);
  if (text === undefined) frontMatters.set(key, (text = '---\n' + yamlStringify(fm, { lineWidth: 0 }) + '---\n'));
  return text;
}

/**
 * A string `yaml` writes as it is (no quotes, no escapes) as a block mapping's value or a sequence item: starts with
 * a letter, `_` or `/`, holds no `: `, ` #` or indicator that needs quoting, ends in no space, and does not read as
 * null or a boolean. Narrower than YAML's plain scalars on purpose: anything else goes to `yaml` itself.
 * tests/compiler/front-matter.test.ts compares both on random strings.
 */
const PLAIN = /^[A-Za-z_/][A-Za-z0-9_./*, ()'-]*$/;
const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
const RESOLVES = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE)$/;
const isPlain = (v: unknown): v is string => typeof v === 'string' && PLAIN.test(v) && !v.endsWith(' ') && !RESOLVES.test(v);

/**
 * Front matter of plain strings, booleans and non-empty lists of plain strings (3,000 files at 2,000 rules: each
 * path-scoped instruction of each agent) in the bytes `yaml` gives them, without it; undefined for anything else.
 */
export function plainFrontMatter(fm: Readonly<Record<string, unknown>>): string | undefined {
  let out = '---\n';
  for (const k in fm) {
    if (!Object.hasOwn(fm, k)) continue;
    const v = fm[k];
    if (!PLAIN_KEY.test(k) || RESOLVES.test(k)) return undefined;
    if (typeof v === 'boolean') out += `${k}: ${v}\n`;
    else if (isPlain(v)) out += `${k}: ${v}\n`;
    else if (Array.isArray(v) && v.length > 0 && v.every(isPlain)) out += `${k}:\n${v.map((x) => `  - ${x}\n`).join('')}`;
    else return undefined;
  }
  return out === '---\n' ? undefined : out + '---\n';
}

/** `key: value` lines, scalars as they are; only single-line scalars can be said this way. */
export function renderVerbatimFrontMatter(fm: Readonly<Record<string, unknown>>): string {
  const lines = Object.entries(fm).map(([k, v]) => {
    if (typeof v === 'object' && v !== null) throw new Error(`verbatim front matter holds scalars only (${k})`);
    const text = String(v);
    if (text.includes('\n')) throw new Error(`verbatim front matter holds single-line values only (${k})`);
    return `${k}: ${text}`;
  });
  return `---\n${lines.join('\n')}\n---\n`;
}

/** Markdown bytes: front matter first, then the do-not-edit comment, then the template; LF; one final newline. */
export function renderMarkdown(doc: MarkdownDoc, spec: string): string {
  const body = template(doc.template)(doc.data).replace(/\r\n/g, '\n').replace(/\n+$/, '') + '\n';
  const fm = !doc.frontmatter ? '' : doc.frontmatterStyle === 'verbatim' ? renderVerbatimFrontMatter(doc.frontmatter) : renderFrontMatter(doc.frontmatter);
  const header = doc.header === false ? '' : htmlHeader(spec) + '\n';
  return fm + header + body;
}
