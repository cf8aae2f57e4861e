/** House rules (style.md §6.3): line budget, import direction, no vendor knowledge in compiler/, runtime allow-list. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { backends, targets } from '../vendors/index.js';

const root = resolve(__dirname, '..');

function files(dir: string, ext = '.ts'): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    return statSync(join(root, rel)).isDirectory() ? files(rel, ext) : name.endsWith(ext) ? [rel] : [];
  });
}

/** Repo-relative targets of a file's relative imports, plus its bare specifiers. */
function importsOf(rel: string): { local: string[]; bare: string[] } {
  const info = ts.preProcessFile(readFileSync(join(root, rel), 'utf8'), true, true);
  const local: string[] = [];
  const bare: string[] = [];
  for (const { fileName } of info.importedFiles) {
    if (fileName.startsWith('.')) local.push(relative(root, resolve(root, dirname(rel), fileName)).split(sep).join('/').replace(/\.js$/, '.ts'));
    else bare.push(fileName);
  }
  return { local, bare };
}

const source = [...files('cli'), ...files('compiler'), ...files('vendors'), ...files('tests'), ...files('scripts')];

describe('house rules', () => {
  it('keeps every .ts file under 300 lines', () => {
    const long = source.filter((f) => readFileSync(join(root, f), 'utf8').split('\n').length > 300);
    expect(long).toEqual([]);
  });

  it('never names a vendor in compiler/', () => {
    const names = targets.flatMap((t) => [t.id, t.displayName]);
    const hits: string[] = [];
    for (const f of files('compiler').concat(files('compiler', '.json'), files('compiler', '.hbs'))) {
      const text = readFileSync(join(root, f), 'utf8');
      for (const n of names) if (new RegExp(`\\b${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text)) hits.push(`${f}: ${n}`);
    }
    expect(hits).toEqual([]);
  });

  it('never imports vendors/ from compiler/ (the composition root is cli/main.ts, above both)', () => {
    const bad = files('compiler').filter((f) => importsOf(f).local.some((i) => i.startsWith('vendors/')));
    expect(bad).toEqual([]);
  });

  it('keeps compiler/contract free of imports outside itself', () => {
    const bad = files('compiler/contract').flatMap((f) => {
      const { local, bare } = importsOf(f);
      return [...local.filter((i) => !i.startsWith('compiler/contract/')), ...bare].map((i) => `${f} -> ${i}`);
    });
    expect(bad).toEqual([]);
  });

  it('keeps the hook runtime closure to contract, runtime, families and node built-ins', () => {
    const allowed = (i: string) => /^compiler\/(contract|runtime)\//.test(i) || /^vendors\/(_families\/|[a-z_]+\/runtime)/.test(i);
    const seen = new Set<string>();
    const bad: string[] = [];
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      const { local, bare } = importsOf(f);
      for (const b of bare) if (!b.startsWith('node:')) bad.push(`${f} -> ${b}`);
      for (const l of local) (allowed(l) ? visit(l) : bad.push(`${f} -> ${l}`));
    };
    for (const b of backends) if (b.facts.hooks) visit(`vendors/${b.facts.id}/runtime.ts`);
    for (const f of files('compiler/runtime')) visit(f);
    expect(bad).toEqual([]);
  });

  // the vendor-free shell analyzer is allowed too: a vendor's simulation of its own native matching reads lines with it
  it('lets backends import only types, shared vendor helpers and their own folder, never node:fs', () => {
    const bad: string[] = [];
    for (const f of files('vendors').filter((x) => !x.includes('/runtime') && !x.startsWith('vendors/_families/'))) {
      const own = f.split('/').slice(0, 2).join('/') + '/';
      const { local, bare } = importsOf(f);
      for (const b of bare) bad.push(`${f} -> ${b}`);
      for (const l of local) {
        const ok = l.startsWith(own) || l.startsWith('vendors/_shared/') || /^compiler\/(contract\/|backend\/types|model\/types|diagnostics\/codes|runtime\/shell\/index)/.test(l) || ((f === 'vendors/index.ts' || f === 'vendors/importers.ts') && /^vendors\//.test(l)) || l === 'compiler/compile.ts';
        if (!ok) bad.push(`${f} -> ${l}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
