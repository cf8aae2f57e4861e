/**
 * The `yaml` library this process uses: the one-file bundle made at package-build time when it sits next to
 * this module (dist/), else the installed package (TypeScript sources under vitest). Same code either way.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as YamlModule from 'yaml';
import { YAML_BUNDLE } from './yaml-bundle.js';

export type YamlLib = typeof YamlModule;

async function loadYaml(): Promise<YamlLib> {
  const bundle = fileURLToPath(new URL(`./${YAML_BUNDLE}`, import.meta.url));
  if (existsSync(bundle)) return createRequire(import.meta.url)(bundle) as YamlLib;
  return await import('yaml');
}

export const yaml: YamlLib = await loadYaml();
