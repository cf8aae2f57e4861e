/** Enforcement grades, strongest first (hooks.md §1.7). */
export const GRADES = ['enforced', 'enforceable', 'best-effort', 'detect', 'none', 'unadapted'] as const;
export type Grade = (typeof GRADES)[number];

/** Evidence bases, strongest first (hooks.md §1.8). */
export const BASES = ['live-run', 'live-run-partial', 'vendor-source', 'vendor-docs', 'third-party-install', 'inherited'] as const;
export type Basis = (typeof BASES)[number];

/** The strongest grade each basis may back (hooks.md §1.7, grade ceiling). */
export const GRADE_CEILING: Readonly<Record<Basis, Grade>> = {
  'live-run': 'enforced',
  'live-run-partial': 'enforced',
  'vendor-source': 'enforceable',
  'vendor-docs': 'best-effort',
  'third-party-install': 'best-effort',
  inherited: 'best-effort',
};

export interface Evidence {
  readonly basis: Basis;
  /** YYYY-MM-DD */
  readonly date: string;
  /** where the fact comes from: a reference section, a vendor doc page, a recorded run */
  readonly source: string;
}

/** The four sections a backend can emit. */
export const SECTIONS = ['instructions', 'permissions', 'hooks', 'packaging'] as const;
export type Section = (typeof SECTIONS)[number];
