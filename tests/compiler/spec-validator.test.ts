/** The generated standalone validator and the run-time ajv fallback report identical errors on the whole corpus. */
import { existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import * as installedYaml from 'yaml';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadValidator } from '../../compiler/spec/active-validator.js';
import { generateValidatorModule, readSchema } from '../../compiler/spec/validator.js';
import type { ValidateFn } from '../../compiler/spec/validator.js';
import { bundleYaml } from '../../compiler/spec/yaml-bundle.js';
import type { YamlLib } from '../../compiler/spec/yaml-lib.js';
import { BAD_SPECS, tempDir } from './spec-helpers.js';
import { FULL_SPEC } from './spec-good-fixtures.js';

function corpus(): { name: string; data: unknown }[] {
  const out: { name: string; data: unknown }[] = [{ name: 'full', data: parse(FULL_SPEC) }];
  for (const n of readdirSync(BAD_SPECS).sort()) {
    const f = join(BAD_SPECS, n, 'seam.yaml');
    if (!existsSync(f)) continue;
    try {
      out.push({ name: n, data: parse(readFileSync(f, 'utf8'), { uniqueKeys: false }) ?? null });
    } catch {
      // YAML syntax fixtures never reach the validator
    }
  }
  return out;
}

function run(v: ValidateFn, data: unknown): unknown {
  const ok = v(data);
  return { ok, errors: (v.errors ?? []).map((e) => ({ ...e })) };
}

describe('standalone validator', () => {
  it('reports what the run-time compiled schema reports, on every fixture', async () => {
    const dir = tempDir('seam-validator-');
    // the generated module may fall back to require() of ajv helpers: give it the package's node_modules
    symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'));
    const file = join(dir, 'validate.generated.mjs');
    const code = await generateValidatorModule(readSchema());
    writeFileSync(file, code);
    const generated = (await import(pathToFileURL(file).href)) as { validate: ValidateFn; schema: unknown };
    const runtime = await loadValidator(false);
    expect(runtime.source).toBe('runtime');
    expect(generated.schema).toEqual(runtime.schema);
    const cases = corpus();
    expect(cases.length).toBeGreaterThan(30);
    let failing = 0;
    for (const c of cases) {
      const a = run(generated.validate, c.data);
      const b = run(runtime.validate, c.data);
      expect({ name: c.name, ...(a as object) }).toEqual({ name: c.name, ...(b as object) });
      if (!(a as { ok: boolean }).ok) failing++;
    }
    expect(failing).toBeGreaterThanOrEqual(15);
  });

  it('generates a module without ajv imports', async () => {
    const code = await generateValidatorModule(readSchema());
    expect(/\brequire\(/.test(code)).toBe(false);
    expect(code.includes('export const validate = ')).toBe(true);
    expect(code.includes('\nexport const schema = ')).toBe(true);
  });
});

describe('yaml bundle', () => {
  it('parses every fixture exactly as the installed package does', () => {
    const file = join(tempDir('seam-yaml-'), 'yaml.bundle.cjs');
    const code = bundleYaml();
    expect(code.startsWith('/*! yaml ')).toBe(true);
    expect(/require\((['"])\.{1,2}\//.test(code)).toBe(false);
    writeFileSync(file, code);
    const bundled = createRequire(import.meta.url)(file) as YamlLib;
    expect(bundled).not.toBe(installedYaml);
    const texts = readdirSync(BAD_SPECS)
      .map((n) => join(BAD_SPECS, n, 'seam.yaml'))
      .filter((f) => existsSync(f))
      .map((f) => readFileSync(f, 'utf8'));
    texts.push(FULL_SPEC);
    const view = (y: YamlLib, text: string): unknown => {
      const lc = new y.LineCounter();
      const doc = y.parseDocument(text, { lineCounter: lc, uniqueKeys: true, prettyErrors: false });
      return { js: doc.errors.length ? null : doc.toJS(), errors: doc.errors.map((e) => [e.code, e.pos, e.message]), lines: lc.lineStarts };
    };
    for (const t of texts) expect(view(bundled, t)).toEqual(view(installedYaml as unknown as YamlLib, t));
  });
});
