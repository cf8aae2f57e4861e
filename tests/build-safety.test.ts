/**
 * `seamc build` writes only what it owns, only inside --out (compiler/cli/build-safety.ts): a hand-written file in
 * --out is never replaced without --force, a symbolic link that leads out of --out is refused, --out naming a file is
 * a usage error; each is exit 2 with a diagnostic and nothing written.
 */
import { lstatSync, mkdirSync, readFileSync, symlinkSync, writeFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, scratch, seamc, tree } from './cli-helpers.js';

const spec = join(root, 'specs/example.seam.yaml');

describe('seamc build: never clobbers, never leaves --out', () => {
  it('refuses to replace a hand-written file, writes nothing, and says how to proceed', () => {
    const out = scratch();
    writeFileSync(join(out, 'CLAUDE.md'), 'hand-written\n');
    const before = tree(out);
    const r = seamc(['build', spec, '--out', out]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/SC4003 .*CLAUDE\.md/);
    expect(r.stderr).toMatch(/seamc install/);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(tree(out)).toEqual(before);
  });

  it('replaces it with --force, and then owns it: the next build needs no --force', () => {
    const out = scratch();
    writeFileSync(join(out, 'CLAUDE.md'), 'hand-written\n');
    expect(seamc(['build', spec, '--out', out, '--force']).status).toBe(0);
    expect(readFileSync(join(out, 'CLAUDE.md'), 'utf8')).not.toBe('hand-written\n');
    expect(seamc(['build', spec, '--out', out]).status).toBe(0);
  });

  it('accepts a file that already holds exactly what it would write', () => {
    const a = scratch();
    expect(seamc(['build', spec, '--out', a]).status).toBe(0);
    const b = scratch();
    writeFileSync(join(b, 'CLAUDE.md'), readFileSync(join(a, 'CLAUDE.md')));
    expect(seamc(['build', spec, '--out', b]).status).toBe(0);
  });

  it('refuses a symbolic link that leads out of --out, and writes nothing through it', () => {
    const out = scratch();
    const outside = scratch();
    symlinkSync(outside, join(out, '.claude'));
    const r = seamc(['build', spec, '--out', out]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/SC4014 .*symbolic link that leads out of/);
    expect(readdirSync(outside)).toEqual([]);
    expect(existsSync(join(out, 'CLAUDE.md'))).toBe(false);
  });

  it('follows a symbolic link that stays inside --out', () => {
    const out = scratch();
    mkdirSync(join(out, 'real-claude'));
    symlinkSync(join(out, 'real-claude'), join(out, '.claude'));
    expect(seamc(['build', spec, '--out', out]).status).toBe(0);
    expect(existsSync(join(out, 'real-claude', 'settings.json'))).toBe(true);
  });

  it('says --out naming a file is a usage error (exit 2), not an internal error', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'afile'), 'x');
    const r = seamc(['build', spec, '--out', join(dir, 'afile')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/SC1030 .*is a file/);
  });

  it('a fresh or empty --out gets the whole tree at once (staged beside it, one rename), the same bytes and modes as file by file, and no staging folder left', () => {
    const base = scratch();
    const fresh = join(base, 'new', 'out');
    expect(seamc(['build', spec, '--out', fresh]).status).toBe(0);
    const empty = join(base, 'empty');
    mkdirSync(empty);
    expect(seamc(['build', spec, '--out', empty]).status).toBe(0);
    // a folder that is not empty takes the file-by-file path
    const busy = join(base, 'busy');
    mkdirSync(busy);
    writeFileSync(join(busy, 'notes.txt'), 'mine\n');
    expect(seamc(['build', spec, '--out', busy]).status).toBe(0);
    const { 'notes.txt': _, ...written } = tree(busy);
    expect(tree(fresh)).toEqual(written);
    expect(tree(empty)).toEqual(written);
    expect(readdirSync(base).sort()).toEqual(['busy', 'empty', 'new']);
    expect(readdirSync(join(base, 'new'))).toEqual(['out']);
  });

  it('an --out that is a link to an empty folder stays a link: the files land in the folder it names', () => {
    const base = scratch();
    mkdirSync(join(base, 'target'));
    symlinkSync(join(base, 'target'), join(base, 'out'));
    expect(seamc(['build', spec, '--out', join(base, 'out')]).status).toBe(0);
    expect(lstatSync(join(base, 'out')).isSymbolicLink()).toBe(true);
    expect(existsSync(join(base, 'target', 'CLAUDE.md'))).toBe(true);
  });
});
