/**
 * How a markdown template becomes a function. Here: the .hbs file compiled by handlebars at first use (the
 * ES modules under dist/ and the TypeScript sources under vitest). The one-file CLI bundle (dist/seamc.cjs,
 * compiler/bundle/bundle-cli.ts) replaces this module with templates precompiled at package build time and
 * the handlebars runtime only; both use TEMPLATE_OPTIONS, so both render the same bytes.
 */
import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';

export type Template = (data: unknown) => string;

/** compile options of every template (noEscape: markdown, not HTML) */
export const TEMPLATE_OPTIONS = { noEscape: true, strict: false } as const;

/** The template `id` (see templatePath in compiler/emit/markdown.ts), read from `file`. */
export function loadTemplate(_id: string, file: string): Template {
  return Handlebars.compile(readFileSync(file, 'utf8'), { ...TEMPLATE_OPTIONS });
}
