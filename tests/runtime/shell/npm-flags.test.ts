/**
 * npm's options as nopt settles them (compiler/runtime/shell/npm-flags.ts): `npm publish --dry-run false` and `npm
 * publish --dry-run --no-dry-run` publish for real, and are also judged as `npm publish --dry-run=false`.
 */
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';
import { settled } from '../../../compiler/runtime/shell/npm-flags.js';

const lines = (line: string) => analyzeShell(line).commands.map((c) => c.argv.join(' '));

describe("npm's options as it settles them", () => {
  it.each([
    ['npm publish --dry-run false', 'npm publish --dry-run=false'],
    ['npm publish --dry-run true', 'npm publish --dry-run=true'],
    ['npm publish --dry-run --no-dry-run', 'npm publish --no-dry-run'],
    ['npm publish --no-dry-run --dry-run', 'npm publish --dry-run'],
    ['npm publish --dry-run=false --dry-run', 'npm publish --dry-run'],
    ['pnpm publish --dry-run false --access public', 'pnpm publish --dry-run=false --access public'],
    // an option that may take a value may take the next word: the otp is '--dry-run', and the publish is real
    ['npm publish --otp --dry-run', 'npm publish --otp=--dry-run'],
  ])('%s is also %s', (line, also) => {
    expect(lines(line)).toContain(also);
  });

  it('words after -- and options set once are left as they are', () => {
    expect(settled(['npm', 'publish', '--dry-run'])).toBeUndefined();
    expect(settled(['npm', 'run', 'build', '--', '--dry-run', 'false'])).toBeUndefined();
    expect(settled(['npm', 'install', 'lodash', '--save-dev'])).toBeUndefined();
    expect(lines('npm publish --tag next')).toEqual(['npm publish --tag next']);
    expect(settled(['npm', 'publish', '--provenance', '--dry-run'])).toBeUndefined();
  });
});
