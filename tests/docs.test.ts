import { describe, expect, it } from 'vitest';
import { docsDrift } from '../scripts/docs.js';

describe('generated docs', () => {
  it('docs/vendors/*.md, docs/matrix.md and docs/diagnostics.md match a fresh generation', () => {
    expect(docsDrift()).toEqual([]);
  }, 300_000); // every agent's page and the matrix are generated: 130-140 s on the loaded 2-core machine with 51 agents
});
