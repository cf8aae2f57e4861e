/**
 * How deep a call's files within files are read (compiler/runtime/file-text.ts MAX_DEPTH). A real project nests
 * deeper than four: playwright's `npm run lint` runs `npm run test-types`, which runs `node utils/concurrently.js`,
 * whose code runs more commands and files. At four levels that call, and `pnpm run lint`, were refused by every
 * security rule; the same shape here, five levels down, is read to its end and judged there.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { forceRepo, PUSH } from './force-repo.js';

const { put, decide, remove } = forceRepo('seam-nesting-');
afterAll(remove);
put('.git/HEAD', 'ref: refs/heads/main\n');
const scripts = { lint: 'npm run eslint && npm run test-types', eslint: 'eslint --cache', 'test-types': 'node utils/generate.js && tsc -p .' };
put('package.json', JSON.stringify({ name: 'p', private: true, scripts }));
put('utils/generate.js', "const { execSync } = require('child_process');\nexecSync('sh utils/step.sh', { stdio: 'inherit' });\n");
put('utils/step.sh', '#!/bin/sh\nnode utils/leaf.js\n');
put('utils/leaf.js', "require('child_process').execSync('git status --short');\n");
put('bad/package.json', JSON.stringify({ name: 'b', private: true, scripts }));
put('bad/utils/generate.js', "const { execSync } = require('child_process');\nexecSync('sh utils/step.sh', { stdio: 'inherit' });\n");
put('bad/utils/step.sh', '#!/bin/sh\nnode utils/leaf.js\n');
put('bad/utils/leaf.js', `require('child_process').execSync('${PUSH}');\n`);

describe('files within files, as deep as a real project nests them', () => {
  it.each(['npm run lint', 'pnpm run lint', 'npm run test-types'])('%s: five levels of scripts and code, read to the end', (line) => {
    expect(decide(line)).toMatchObject({ verb: 'allow' });
  });

  it.each(['npm run lint', 'pnpm run lint'])('%s: the push at the fifth level is found', (line) => {
    const d = decide(line, 'bad');
    expect(d.verb).toBe('deny');
    expect(d.reason).toContain('force says no');
  });
});
