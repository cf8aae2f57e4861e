import { describe, expect, it } from 'vitest';
import { goldenDrift } from '../scripts/golden.js';

describe('golden output', () => {
  it('matches a fresh build of every spec for every agent, with no missing or orphan directory', () => {
    const drift = goldenDrift();
    expect(drift.join('\n')).toBe('');
  });
});
