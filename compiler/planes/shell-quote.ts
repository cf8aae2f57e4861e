/** POSIX sh quoting for generated scripts: one word, exactly as given. */
export function sq(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** A path of `sandbox:` as a sh word: `~/x` under "$home", absolute as is, repo-relative under "$root". */
export function pathWord(p: string): string {
  const trimmed = p.length > 1 ? p.replace(/\/+$/, '') : p;
  if (trimmed === '~' || trimmed === '~/') return '"$home"';
  if (trimmed.startsWith('~/')) return `"$home"/${sq(trimmed.slice(2))}`;
  if (trimmed.startsWith('/')) return sq(trimmed);
  return `"$root"/${sq(trimmed.replace(/^\.\//, ''))}`;
}
