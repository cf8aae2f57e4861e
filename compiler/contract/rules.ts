import type { CanonicalEvent, ToolClass } from './events.js';
import type { DecisionVerb } from './decisions.js';

/**
 * What a rule is tested against: one normalized tool call becomes several actions (docs/matching.md).
 * - `line`: a shell call's whole command line (normalized when it could be read);
 * - `exec`: one simple command of it (wrappers, quotes and nesting resolved);
 * - `write`: a file mutation (write, edit, append, delete, move), from a file tool, a patch or a shell write;
 * - `read`: a file read, from a read tool or a shell read;
 * - `mcp`: an MCP tool call; `web`: a fetch of a URL (web tools, shell network programs);
 * - `prompt`: the user's prompt; `call`: the tool call itself, whatever it is (rules on `tool: any` with no fields).
 */
export const ACTION_KINDS = ['line', 'exec', 'write', 'read', 'mcp', 'web', 'prompt', 'call'] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** Match fields a rule can name, and the action kinds that carry each. */
export const FIELD_KINDS = {
  command: ['line', 'exec'],
  exec: ['exec'],
  path: ['write', 'read'],
  content: ['write'],
  outside_repo: ['write', 'read'],
  mcp: ['mcp'],
  url: ['web'],
  host: ['web'],
  prompt: ['prompt'],
} as const satisfies Record<string, readonly ActionKind[]>;
export type MatchField = keyof typeof FIELD_KINDS;
export const MATCH_FIELDS = Object.keys(FIELD_KINDS) as readonly MatchField[];

/** The action kinds a tool class selects: file classes see shell writes and patches too. */
export const CLASS_KINDS: { readonly [C in ToolClass]: readonly ActionKind[] } = {
  shell: ['line', 'exec'],
  write: ['write'],
  edit: ['write'],
  read: ['read'],
  mcp: ['mcp'],
  web: ['web'],
};

/** `exec:` — a program, its leading positional words and any of its flags. Globs on words (`*`, `?`). */
export interface CompiledExec {
  readonly program: readonly string[];
  readonly args?: readonly string[];
  readonly flags?: readonly string[];
}

/** `mcp:` — server and tool globs, and a regex over the JSON-encoded arguments. */
export interface CompiledMcp {
  /** regex sources (globs lowered at build time), case-insensitive */
  readonly server?: string;
  readonly tool?: string;
  readonly args?: string;
}

/** One matcher, already lowered: regex fields are JavaScript regex sources (globs converted at build time). */
export interface CompiledMatcher {
  readonly command?: string;
  readonly exec?: CompiledExec;
  /** regex source of the lowered glob, matched against the normalized absolute path (and its real path) */
  readonly path?: string;
  /**
   * For a deleted or moved folder: the repository-relative folders the glob lies in (`.github/workflows` for
   * `.github/workflows/**`) and the names of single-segment literal globs (`.env`). Removing a folder matches
   * when one of those folders is inside it or it holds a file of one of those names.
   */
  readonly pathWithin?: { readonly dirs: readonly string[]; readonly names: readonly string[] };
  readonly content?: string;
  readonly outsideRepo?: boolean;
  readonly mcp?: CompiledMcp;
  readonly url?: string;
  /** regex source of the lowered domain glob, matched case-insensitively against the URL's host */
  readonly host?: string;
  readonly prompt?: string;
  /** flags of the regex fields command, content, url, prompt and mcp.args (never of globs) */
  readonly flags?: string;
  /**
   * Per regex field, a substring every match must contain (lower-cased under flag `i`), found at build time. The
   * runtime rules a candidate out with `includes` before it runs the rule's regex.
   */
  readonly literals?: { readonly command?: string; readonly content?: string; readonly prompt?: string; readonly url?: string };
}

/** A `rules:` entry as the hook runtime carries it: plain data, JSON-serialisable. */
export interface CompiledRule {
  readonly id: string;
  readonly on: CanonicalEvent;
  /** empty = any tool */
  readonly tools: readonly ToolClass[];
  /** the action kinds the rule is tested against (from `tools` and the fields it names), computed at build time */
  readonly kinds: readonly ActionKind[];
  readonly match: CompiledMatcher;
  readonly unless?: CompiledMatcher;
  readonly decision: DecisionVerb;
  readonly message?: string;
  readonly intent: 'security' | 'hygiene';
  /** keys merged over the tool input for `transform` */
  readonly update?: Readonly<Record<string, unknown>>;
}

/** A user's own command hook (`hooks:`), run by the runtime with the normalized event. */
export interface CompiledHook {
  readonly id: string;
  readonly on: CanonicalEvent;
  readonly tools: readonly ToolClass[];
  readonly run: string;
  /** seconds */
  readonly timeout: number;
}

/** Everything the bundled runtime needs from the spec. */
export interface RuntimePolicy {
  readonly rules: readonly CompiledRule[];
  readonly hooks: readonly CompiledHook[];
  /** milliseconds the runtime may spend judging one call before it answers the timeout verdict itself */
  readonly deadlineMs?: number;
}

/** The native tool classes whose calls produce each action kind: shell commands write, read and fetch too. */
/** every kind a shell call can show is also shown by an MCP tool that carries a command (runtime/unknown-tool.ts) */
const KIND_CLASSES: { readonly [K in ActionKind]: readonly ToolClass[] | undefined } = {
  line: ['shell', 'mcp'],
  exec: ['shell', 'mcp'],
  write: ['write', 'edit', 'shell', 'mcp'],
  read: ['read', 'shell', 'mcp'],
  mcp: ['mcp'],
  web: ['web', 'shell', 'mcp'],
  prompt: [],
  call: undefined,
};

/**
 * The tool classes a hook must fire for so that a rule tested against `kinds` sees every call it could match;
 * empty = every tool. A vendor's hook matcher or gate selection narrows invocations by these, never by `tools`.
 */
export function hookedClasses(kinds: readonly ActionKind[]): ToolClass[] {
  const out: ToolClass[] = [];
  for (const k of kinds) {
    const cls = KIND_CLASSES[k];
    if (cls === undefined) return [];
    for (const c of cls) if (!out.includes(c)) out.push(c);
  }
  return out;
}
