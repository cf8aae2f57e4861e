/**
 * The validator this process uses: the generated standalone module when it sits next to this file (dist/),
 * else the schema compiled with ajv at run time (TypeScript sources under vitest). Loaded once, at import.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileAtRuntime, GENERATED_VALIDATOR, readSchema } from './validator.js';
import type { JsonSchema, ValidateFn, Validator } from './validator.js';

export async function loadValidator(preferGenerated = true): Promise<Validator> {
  const generated = new URL(`./${GENERATED_VALIDATOR}`, import.meta.url);
  if (preferGenerated && existsSync(fileURLToPath(generated))) {
    const mod = (await import(generated.href)) as { validate: ValidateFn; schema: JsonSchema };
    return { validate: mod.validate, schema: mod.schema, source: 'generated' };
  }
  const schema = readSchema();
  return { validate: await compileAtRuntime(schema), schema, source: 'runtime' };
}

export const validator: Validator = await loadValidator();
