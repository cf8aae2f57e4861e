import { describe, expect, it } from 'vitest';
import { docsDrift } from '../scripts/docs.js';

describe('generated docs', () => {
  it('docs/vendors/*.md, docs/matrix.md and docs/diagnostics.md match a fresh generation', () => {
    expect(docsDrift()).toEqual([]);
  }, 120_000);
});
