/**
 * Package-build step, run after tsc as `node dist/scripts/build-validator.js`. Writes next to dist/compiler/spec/load.js:
 * - validate.generated.mjs: the standalone validator of compiler/spec/seam.schema.json (no ajv schema compilation per run);
 * - yaml.bundle.cjs: the `yaml` package folded into one file (one module load instead of ~70).
 * load.ts uses each when present and falls back to run-time ajv / the installed package otherwise.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../compiler/util/package-root.js';
import { GENERATED_VALIDATOR, generateValidatorModule, readSchema } from '../compiler/spec/validator.js';
import { bundleYaml, YAML_BUNDLE } from '../compiler/spec/yaml-bundle.js';

const outDir = join(packageRoot(), 'dist', 'compiler', 'spec');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, GENERATED_VALIDATOR), await generateValidatorModule(readSchema()));
writeFileSync(join(outDir, YAML_BUNDLE), bundleYaml());
process.stdout.write(`wrote ${join(outDir, GENERATED_VALIDATOR)} and ${YAML_BUNDLE}\n`);
