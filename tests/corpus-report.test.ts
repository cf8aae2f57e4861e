import { describe, expect, it } from 'vitest';
import { corpusDrift } from '../scripts/corpus-report.js';

describe('docs/corpus.md', () => {
  it('matches a fresh run of the corpus (rates computed, never typed)', () => {
    expect(corpusDrift()).toBe(false);
  }, 180_000);
});
