/** Subcommands under other names (compiler/runtime/shell/subcommands.ts): npm's aliases and unique prefixes. */
import { describe, expect, it } from 'vitest';
import { analyzeShell, matchExec } from '../../../compiler/runtime/shell/index.js';
import { subcommandOf } from '../../../compiler/runtime/shell/subcommands.js';

describe("npm's command names", () => {
  it.each([
    ['pu', 'publish'],
    ['pub', 'publish'],
    ['publis', 'publish'],
    ['unp', 'unpublish'],
    ['un', 'uninstall'],
    ['i', 'install'],
    ['x', 'exec'],
    ['installCiTest', 'install-ci-test'],
    ['install-cl', 'ci'],
    ['dep', 'deprecate'],
  ])('npm %s runs npm %s', (word, command) => {
    expect(subcommandOf('npm', word)).toBe(command);
  });

  it('a prefix two commands share, a full name, an unknown word and other programs are left as they are', () => {
    for (const w of ['p', 'pr', 'publish', 'st', 'nosuch', 'publishx']) expect(subcommandOf('npm', w), w).toBeUndefined();
    expect(subcommandOf('pnpm', 'pu')).toBeUndefined();
  });

  it('a rule on npm publish meets npm pu, and its dry-run exemption still holds', () => {
    const form = { program: ['npm'], args: ['publish'] };
    const first = (line: string) => analyzeShell(line).commands[0]!;
    for (const line of ['npm pu', 'npm publis --access public', 'npm --registry https://r.example pub']) expect(matchExec(first(line), form), line).toBe(true);
    for (const line of ['npm pack', 'npm p', 'npm run publish-docs', 'npm i publish']) expect(matchExec(first(line), form), line).toBe(false);
    expect(matchExec(first('npm pub --dry-run'), { program: ['npm'], args: ['publish'], flags: ['--dry-run'] })).toBe(true);
  });
});
