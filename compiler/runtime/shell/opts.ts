/** A generic getopt-style reader for one program's arguments, from a small per-program spec. */

export interface OptSpec {
  /** short options that take a value (attached, or the next word) */
  readonly v?: string;
  /** short options whose value can only be attached (`-i.bak`, `-i`) */
  readonly o?: string;
  /** long options (without `--`) that take the next word as value unless written `--name=value` */
  readonly l?: readonly string[];
  /** options end at the first operand (the rest is a command or a remote command line) */
  readonly first?: boolean;
}

export interface Scanned {
  /** operands, with their index in the scanned list */
  readonly pos: readonly string[];
  readonly at: readonly number[];
  /** option (`-x`, `--name`) -> its values ('' for none), in order */
  readonly opts: ReadonlyMap<string, readonly string[]>;
  /** with `first`: index of the first operand (after a `--`); else the length */
  readonly end: number;
}

export function scan(args: readonly string[], spec: OptSpec, from = 1): Scanned {
  const pos: string[] = [];
  const at: number[] = [];
  const opts = new Map<string, string[]>();
  const put = (k: string, v: string): void => {
    const list = opts.get(k);
    if (list) list.push(v);
    else opts.set(k, [v]);
  };
  let i = from;
  for (; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '--') {
      if (spec.first) {
        i++;
        break;
      }
      for (let j = i + 1; j < args.length; j++) pos.push(args[j] as string), at.push(j);
      i = args.length;
      break;
    }
    if (a.length < 2 || a[0] !== '-') {
      if (spec.first) break;
      pos.push(a);
      at.push(i);
      continue;
    }
    if (a[1] === '-') {
      const eq = a.indexOf('=');
      const name = eq < 0 ? a : a.slice(0, eq);
      if (eq >= 0) put(name, a.slice(eq + 1));
      else if (spec.l?.includes(a.slice(2)) && i + 1 < args.length) put(name, args[++i] as string);
      else put(name, '');
      continue;
    }
    for (let j = 1; j < a.length; j++) {
      const c = a[j] as string;
      if (spec.o?.includes(c)) {
        put(`-${c}`, a.slice(j + 1));
        break;
      }
      if (spec.v?.includes(c)) {
        if (j + 1 < a.length) put(`-${c}`, a.slice(j + 1));
        else if (i + 1 < args.length) put(`-${c}`, args[++i] as string);
        else put(`-${c}`, '');
        break;
      }
      put(`-${c}`, '');
    }
  }
  return { pos, at, opts, end: i };
}

/** The values of these options, in the order of the names. */
export function values(s: Scanned, ...names: string[]): readonly string[] {
  const out: string[] = [];
  for (const n of names) for (const v of s.opts.get(n) ?? []) out.push(v);
  return out;
}

export function has(s: Scanned, ...names: string[]): boolean {
  return names.some((n) => s.opts.has(n));
}

/** The values given to any of `names` (`--name V`, `--name=V`, `-e V`), in order, up to a `--`; no option table needed. */
export function optionValues(argv: readonly string[], names: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--') break;
    const eq = names.find((o) => a.startsWith(`${o}=`));
    const v = eq !== undefined ? a.slice(eq.length + 1) : names.includes(a) ? argv[++i] : undefined;
    if (v !== undefined) out.push(v);
  }
  return out;
}

/**
 * The operands of `argv` (argv[0] is the program): the words that are not options, an option in `valued` taking the
 * next word as its value, every word after `--`. For a program whose valued options are listed by whole word.
 */
export function operandWords(argv: readonly string[], valued: Iterable<string> = []): string[] {
  const takes = new Set(valued);
  const out: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    const w = argv[i] as string;
    if (w === '--') return [...out, ...argv.slice(i + 1)];
    if (takes.has(w)) i++;
    else if (!w.startsWith('-') || w === '-') out.push(w);
  }
  return out;
}

/** `dir/basename(src)`, for a destination that may be a folder. */
export function into(dir: string, src: string): string {
  const base = src.replace(/\/+$/, '').split('/').pop() ?? src;
  return dir.endsWith('/') ? `${dir}${base}` : `${dir}/${base}`;
}
