import type { CanonicalEvent, ToolClass } from './events.js';
import type { DecisionVerb } from './decisions.js';

/** One matcher, already lowered: every field is a JavaScript regex source (globs converted at compile time). */
export interface CompiledMatcher {
  readonly command?: string;
  readonly path?: string;
  readonly content?: string;
  readonly prompt?: string;
  readonly flags?: string;
  /**
   * Per field, a substring every match must contain (lower-cased under flag `i`), found at build time. The
   * runtime rules a call out with `includes` before it prepares or runs the rule's regexes.
   */
  readonly literals?: { readonly command?: string; readonly path?: string; readonly content?: string; readonly prompt?: string };
}

/** A `rules:` entry as the hook runtime carries it: plain data, JSON-serialisable. */
export interface CompiledRule {
  readonly id: string;
  readonly on: CanonicalEvent;
  /** empty = any tool */
  readonly tools: readonly ToolClass[];
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
}
