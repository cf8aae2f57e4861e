/** Enforcement grades, strongest first (docs/evidence.md). A cell's grade is computed from its records, never typed. */
export const GRADES = ['enforced', 'enforceable', 'best-effort', 'detect', 'none', 'unadapted'] as const;
export type Grade = (typeof GRADES)[number];

/**
 * Evidence bases, strongest first (docs/evidence.md). `live-run`: a scenario of seamc's live suite, re-run on every
 * CI run (evidence/live.json); `hand-run`: a real client observed once by hand, written down in the record, not
 * re-run; `vendor-source`: the vendor's code at a commit; `vendor-docs`: a vendor page, with the date read;
 * `third-party`: someone else's page or working setup; `inherited`: copied from another project without a first-hand
 * look (a hint to verify).
 */
export const BASES = ['live-run', 'hand-run', 'vendor-source', 'vendor-docs', 'third-party', 'inherited'] as const;
export type Basis = (typeof BASES)[number];

/** The strongest grade each basis may back. */
export const GRADE_CEILING: Readonly<Record<Basis, Grade>> = {
  'live-run': 'enforced',
  'hand-run': 'best-effort',
  'vendor-source': 'enforceable',
  'vendor-docs': 'best-effort',
  'third-party': 'best-effort',
  inherited: 'best-effort',
};

/** What a hook cell claims, one evidence list each. */
export const CAPABILITIES = ['fires', 'block', 'ask', 'rewrite', 'fail-mode'] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** What the client does with the call when the hook crashes, times out or prints nonsense. */
export const FAIL_MODES = ['open', 'closed', 'configurable'] as const;
export type FailMode = (typeof FAIL_MODES)[number];

/**
 * One evidence record. Which locator fields it needs depends on the basis (tests/evidence.test.ts checks them):
 * live-run `scenario` + `client` + `version`; hand-run `client` + `version` (+ what was done, in `claim`);
 * vendor-source `repo` + `commit` + `path`; vendor-docs and third-party `url`; inherited `repo` + `commit` + `path`
 * or `url`. Every locator is something a reader can open; `claim` says, in seamc's words, what it shows.
 */
export interface Evidence {
  readonly basis: Basis;
  /** YYYY-MM-DD: the run's date, or the day the page or source was read */
  readonly date: string;
  /** what the record shows, in seamc's own words */
  readonly claim: string;
  /** live-run: `<agent>/<scenario>` of tests/live */
  readonly scenario?: string;
  /** live-run / hand-run: the client's npm package (or product name) */
  readonly client?: string;
  /** live-run / hand-run: the client version run */
  readonly version?: string;
  /** vendor-docs / third-party / inherited: the page */
  readonly url?: string;
  /** vendor-source / inherited: `owner/name` on GitHub, the commit and the file */
  readonly repo?: string;
  readonly commit?: string;
  readonly path?: string;
  /**
   * true: carried over from seamc's earlier research notes, which are not public. The locator was attached when those
   * notes stopped being cited (2026-12-03) and the page was not re-read then; `date` is when the notes read it.
   */
  readonly carried?: boolean;
}

/** The four sections a backend can emit. */
export const SECTIONS = ['instructions', 'permissions', 'hooks', 'packaging'] as const;
export type Section = (typeof SECTIONS)[number];
