/**
 * Every bad spec under tests/fixtures/bad-specs/<name>/ reports exactly the diagnostics of its expected.json
 * (multiset of code + line + col). SEAM_WRITE_EXPECTED=1 rewrites the files from the current output (review the diff!).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BAD_SPECS, diagnosticsOf, stageFixture, triples } from './spec-helpers.js';
import type { Expected } from './spec-helpers.js';

/** JSON with one diagnostic per line, so a fixture's expectations read like a list. */
function formatExpected(exp: Expected): string {
  return JSON.stringify(exp, null, 2).replace(/\{\n\s+("code": "SC\d+"),\n\s+("line": \d+),\n\s+("col": \d+)\n\s+\}/g, '{ $1, $2, $3 }') + '\n';
}

const names = readdirSync(BAD_SPECS).filter((n) => existsSync(join(BAD_SPECS, n, 'seam.yaml'))).sort();

describe('bad-spec corpus', () => {
  it('has at least 30 fixtures', () => {
    expect(names.length).toBeGreaterThanOrEqual(30);
  });

  for (const name of names) {
    it(name, () => {
      const expFile = join(BAD_SPECS, name, 'expected.json');
      const exp: Expected = existsSync(expFile) ? (JSON.parse(readFileSync(expFile, 'utf8')) as Expected) : { diagnostics: [] };
      const work = stageFixture(name, exp);
      const got = diagnosticsOf(join(work, 'seam.yaml'), work);
      if (process.env['SEAM_WRITE_EXPECTED'] === '1') {
        writeFileSync(expFile, formatExpected({ ...exp, diagnostics: triples(got) }));
        console.log(`${name}\n${got.map((d) => `  ${d.pos?.line}:${d.pos?.col} ${d.code} ${d.message}`).join('\n')}`);
        return;
      }
      expect(got.length).toBeGreaterThan(0);
      expect(triples(got)).toEqual([...exp.diagnostics].sort((a, b) => a.line - b.line || a.col - b.col || (a.code < b.code ? -1 : 1)));
      for (const s of exp.contains ?? []) expect(got.map((d) => d.message)).toContainEqual(expect.stringContaining(s));
      for (const d of got) expect(d.pointer === undefined || d.pointer === '' || d.pointer.startsWith('/')).toBe(true);
    });
  }
});
