/**
 * The modules the one-file CLI bundle replaces, because from dist/ and the sources they decide at run time
 * what to load (top-level await, files found next to themselves), which a CommonJS bundle cannot do:
 * - compiler/spec/yaml-lib: the `yaml` package, bundled (the same CommonJS build the yaml bundle folds);
 * - compiler/spec/active-validator: the standalone validator generated at build time (validator.ts), bundled;
 * - compiler/util/handlebars: every template precompiled at build time, rendered by the handlebars runtime
 *   (the handlebars compiler never loads). Same TEMPLATE_OPTIONS as the compile-at-first-use path.
 * Each replacement exports the names the original exports that the CLI imports.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { templatePath } from '../emit/markdown.js';
import { TEMPLATE_OPTIONS } from '../util/handlebars.js';

export interface PrecompiledTemplate {
  /** `shared/<name>` or `<vendor>/<name>` (compiler/emit/markdown.ts) */
  readonly id: string;
  /** the handlebars template spec: a JavaScript object literal */
  readonly spec: string;
}

function hbsNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.hbs'))
    .map((f) => f.slice(0, -'.hbs'.length))
    .filter((n) => /^[a-z0-9-]+$/.test(n))
    .sort();
}

/** Every template of the package a template id can name (shared and per vendor), precompiled, sorted by id. */
export function precompileTemplates(root: string): PrecompiledTemplate[] {
  const ids = hbsNames(join(root, 'compiler', 'emit', 'templates')).map((n) => `shared/${n}`);
  const vendors = readdirSync(join(root, 'vendors'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^[a-z0-9_]+$/.test(d.name))
    .map((d) => d.name)
    .sort();
  for (const v of vendors) ids.push(...hbsNames(join(root, 'vendors', v, 'templates')).map((n) => `${v}/${n}`));
  return ids.sort().map((id) => {
    const file = templatePath(id);
    if (!file.startsWith(root)) throw new Error(`template ${id} resolves outside ${root}`);
    return { id, spec: String(Handlebars.precompile(readFileSync(file, 'utf8'), { ...TEMPLATE_OPTIONS })) };
  });
}

function handlebarsModule(templates: readonly PrecompiledTemplate[]): string {
  return [
    "import { readFileSync } from 'node:fs';",
    "const runtime = require('handlebars/runtime');",
    `export const TEMPLATE_OPTIONS = ${JSON.stringify(TEMPLATE_OPTIONS)};`,
    'const PRECOMPILED = {',
    templates.map((t) => `${JSON.stringify(t.id)}: ${t.spec}`).join(',\n'),
    '};',
    'export function loadTemplate(id, file) {',
    '  if (!Object.prototype.hasOwnProperty.call(PRECOMPILED, id)) {',
    "    readFileSync(file, 'utf8');",
    "    throw new Error(`template ${id} is not in the seamc bundle; rebuild it with \\`npm run build\\``);",
    '  }',
    '  return runtime.template(PRECOMPILED[id]);',
    '}',
    '',
  ].join('\n');
}

const YAML_LIB = "export const yaml = require('yaml');\n";

const ACTIVE_VALIDATOR = [
  "import { schema, validate } from './validate.generated.js';",
  "export const validator = { validate, schema, source: 'generated' };",
  '',
].join('\n');

/** absolute path -> replacement source, for bundleCli's `substitutes` */
export function cliSubstitutes(root: string, validatorModule: string, templates: readonly PrecompiledTemplate[]): Map<string, string> {
  return new Map([
    [join(root, 'compiler', 'spec', 'yaml-lib.ts'), YAML_LIB],
    [join(root, 'compiler', 'spec', 'active-validator.ts'), ACTIVE_VALIDATOR],
    [join(root, 'compiler', 'spec', 'validate.generated.ts'), validatorModule],
    [join(root, 'compiler', 'util', 'handlebars.ts'), handlebarsModule(templates)],
  ]);
}

/** module ids that may use import.meta.url (it only locates the package root) */
export const IMPORT_META_MODULES = ['compiler/util/package-root'] as const;

/** built-ins the CLI requires at load but uses only on rare paths (commander: executable subcommands; `test --live`: the fake model's server) */
export const LAZY_BUILTINS = ['node:child_process', 'node:http', 'node:net'] as const;
