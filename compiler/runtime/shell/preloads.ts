/**
 * Modules an interpreter loads before its code because an option says so: `node -r ./x.js` / `--require` /
 * `--import` / `--loader`, `perl -Ilib -MRelease::Git`, `ruby -I lib -r helper`, `php -d auto_prepend_file=x.php`.
 * Written out as the import statements they amount to, so code-imports.ts names the files (runs.ts reads them as the
 * line's own code). Only the interpreter's own options count: words after its script or code belong to that.
 */
const NODE_LOADS = new Set(['-r', '--require', '--import', '--loader', '--experimental-loader']);
/** interpreter options whose value is the next word (so it is not taken for the script) */
const VALUED: Readonly<Record<string, ReadonlySet<string>>> = {
  node: new Set([...NODE_LOADS, '-e', '--eval', '-p', '--print', '--input-type', '--env-file', '--conditions', '-C', '--title', '--inspect-port']),
  perl: new Set(['-I', '-M', '-m', '-e', '-E', '-x', '-i']),
  ruby: new Set(['-I', '-r', '-e', '-C', '-E', '--encoding']),
  php: new Set(['-d', '-r', '-c', '-f', '-B', '-R', '-E', '-F', '-z']),
};

/** [option, value] pairs of the interpreter's own options: `-r x`, `--require=x`, `-Ilib` (attached to a one-letter option) */
function options(lang: string, argv: readonly string[]): [string, string][] {
  const valued = VALUED[lang];
  if (valued === undefined) return [];
  const out: [string, string][] = [];
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--' || !a.startsWith('-') || a === '-') break;
    const eq = a.indexOf('=');
    if (a.startsWith('--') && eq > 0) out.push([a.slice(0, eq), a.slice(eq + 1)]);
    else if (valued.has(a)) out.push([a, argv[++i] ?? '']);
    else if (!a.startsWith('--') && a.length > 2 && valued.has(a.slice(0, 2))) out.push([a.slice(0, 2), a.slice(2)]);
  }
  return out;
}

const quoted = (s: string): string => `'${s.replace(/'/g, '')}'`;

/** The import statements `argv`'s options amount to, in `lang`'s own syntax; none for other interpreters. */
export function preloads(lang: string, argv: readonly string[]): string[] {
  const opts = options(lang, argv);
  const of = (...names: string[]) => opts.filter(([o]) => names.includes(o)).map(([, v]) => v);
  if (lang === 'node') return of(...NODE_LOADS).map((v) => `import ${quoted(v)};`);
  if (lang === 'perl') {
    const libs = of('-I').map((d) => `use lib ${quoted(d)};`);
    const mods = of('-M', '-m').map((m) => `use ${m.replace(/^-/, '').replace(/[=\s].*$/, '')};`);
    return mods.length > 0 ? [[...libs, ...mods].join('\n')] : [];
  }
  if (lang === 'ruby') {
    const dirs = of('-I').map((d) => (d.startsWith('/') ? d : `./${d}`));
    return of('-r').flatMap((r) => (/^\.{0,2}\//.test(r) ? [`require ${quoted(r)}`] : dirs.map((d) => `require ${quoted(`${d}/${r}`)}`)));
  }
  if (lang === 'php') return of('-d').flatMap((d) => (/^auto_(?:prepend|append)_file=/.test(d) ? [`include ${quoted(d.replace(/^[^=]*=/, ''))};`] : []));
  return [];
}
