/** Decision verbs (hooks.md §1.3). */
export const DECISION_VERBS = ['allow', 'deny', 'escalate', 'transform', 'warn', 'vouch'] as const;
export type DecisionVerb = (typeof DECISION_VERBS)[number];

export interface Decision {
  readonly verb: DecisionVerb;
  readonly reason?: string;
  /** replacement tool input for `transform` (wholesale) */
  readonly updatedInput?: Record<string, unknown>;
  /** the verb before a degradation, so a second reduction explains itself */
  readonly degradedFrom?: DecisionVerb;
  /** id of the rule that decided, for `seamc hook run` and logs; never put on the wire */
  readonly ruleId?: string;
}

/** Restrictiveness when several rules match one event: the first listed wins. */
export const DECISION_PRECEDENCE: readonly DecisionVerb[] = ['deny', 'escalate', 'transform', 'warn', 'vouch', 'allow'];

/** What the dispatcher hands back: the exact bytes and exit code for the host. */
export interface Reply {
  readonly stdout: string;
  readonly exit: number;
  /** text for the host's stderr, for exit-code dialects that show it (never a verdict on its own) */
  readonly stderr?: string;
}
