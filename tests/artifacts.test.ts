/** Every file seamc writes re-parses with its consumer's kind of parser (golden/ holds every spec × agent output). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Script } from 'node:vm';
import { parse as parseToml } from 'smol-toml';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { packageRoot } from '../compiler/util/package-root.js';

const root = join(packageRoot(), 'golden');
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
}
const files = walk(root).map((f) => relative(root, f));

/** Syntax errors of an ES module (the plugins opencode and Kilo import): TypeScript's parser, which reads plain JS. */
function moduleErrors(text: string, f: string): string[] {
  const sf = ts.createSourceFile(f, text, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JS);
  const diags = (sf as unknown as { parseDiagnostics: readonly ts.Diagnostic[] }).parseDiagnostics;
  return diags.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

function yamlOk(text: string, what: string): void {
  const doc = parseDocument(text, { uniqueKeys: true });
  expect(doc.errors.map((e) => e.message), what).toEqual([]);
}

/** Front matter, if any: `---` first line to the next `---`. */
function frontMatter(text: string): string | undefined {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  return m?.[1];
}

describe('every generated file re-parses', () => {
  it('finds golden files', () => expect(files.length).toBeGreaterThan(20));
  it.each(files)('%s', (f) => {
    const text = readFileSync(join(root, f), 'utf8');
    expect(text.endsWith('\n'), 'final newline').toBe(true);
    expect(text.includes('\r'), 'LF only').toBe(false);
    if (f.endsWith('.json')) expect(() => JSON.parse(text)).not.toThrow();
    else if (f.endsWith('.toml') || f.endsWith('.rules.toml')) expect(() => parseToml(text)).not.toThrow();
    // Cline agents are `.yaml` files holding front matter + a prompt body (packaging.md §3.17)
    else if (f.endsWith('.yaml') || f.endsWith('.yml')) yamlOk(text.startsWith('---\n') ? (frontMatter(text) ?? text) : text, f);
    else if (f.endsWith('.md') || f.endsWith('.mdc')) {
      const fm = frontMatter(text);
      if (text.startsWith('---\n')) expect(fm, 'closed front matter').toBeDefined();
      if (fm !== undefined && f.endsWith('.mdc')) for (const line of fm.split('\n')) expect(line, 'key: value').toMatch(/^[A-Za-z]+: \S/);
      else if (fm !== undefined) yamlOk(fm, `${f} front matter`);
    } else if (f.endsWith('.cjs')) expect(() => new Script(text.replace(/^#!.*\n/, '\n'), { filename: f })).not.toThrow();
    else if (f.endsWith('.js')) expect(moduleErrors(text, f), 'ES module syntax').toEqual([]);
  });
});
