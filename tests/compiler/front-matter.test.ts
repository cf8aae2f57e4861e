/**
 * The front matter written without `yaml` (compiler/emit/markdown.ts, plainFrontMatter) against `yaml` itself: on
 * random keys and values it either declines (and `yaml` writes it) or gives exactly `yaml`'s bytes. It must not
 * decline the front matter the backends write for path-scoped instructions and commands, or it would buy nothing.
 */
import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { plainFrontMatter, renderFrontMatter } from '../../compiler/emit/markdown.js';

const viaYaml = (fm: Record<string, unknown>): string => '---\n' + stringify(fm, { lineWidth: 0 }) + '---\n';

const word = fc.string({ unit: fc.constantFrom(...'aZ_/0.*, ()\'-:#"~!&|>%@`?[]{}\\\t yes'.split('')), maxLength: 14 });
const value = fc.oneof(word, fc.boolean(), fc.array(word, { maxLength: 3 }), fc.integer(), fc.constant(null), fc.constantFrom('null', 'True', 'FALSE', 'yes', 'off', '~', ''));
const key = fc.oneof(word, fc.constantFrom('description', 'globs', 'alwaysApply', 'trigger', 'allowed-tools', 'argument-hint', 'true', 'null', '0', '12'));

describe('plain front matter', () => {
  it('is yaml\'s bytes whenever it is given', () => {
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 4 }), (fm) => {
        const plain = plainFrontMatter(fm);
        if (plain !== undefined) expect(plain).toBe(viaYaml(fm));
        expect(renderFrontMatter(fm)).toBe(viaYaml(fm));
      }),
      { numRuns: 3000, seed: 0xf0a7 },
    );
  });

  it('takes the shapes the backends write', () => {
    for (const fm of [
      { trigger: 'glob', globs: 'services/billing/area-156/**/*.json' },
      { description: 'When working on area 164, or (maybe) its tests', alwaysApply: false },
      { applyTo: 'src/**/*.ts' },
      { paths: ['src/api/**', 'infra/*.tf'] },
      { description: 'Bench command 25' },
    ]) {
      expect(plainFrontMatter(fm)).toBe(viaYaml(fm));
    }
  });

  it('declines what yaml quotes or folds', () => {
    for (const fm of [{ globs: '**/*.ts' }, { a: 'x: y' }, { a: 'x #y' }, { a: 'true' }, { a: '' }, { a: [] }, { a: 'end ' }, { a: 1 }, { a: undefined }, {}]) {
      expect(plainFrontMatter(fm)).toBeUndefined();
    }
  });
});
