import type { Decision, Reply } from './decisions.js';
import type { NormalizedEvent, ParsedEvent } from './events.js';

/**
 * One vendor's side of the hook runtime: read its payload, speak its reply dialect.
 * Implementations live in vendors/<id>/runtime.ts and may import only compiler/contract and node built-ins.
 */
export interface RuntimeAdapter {
  readonly agent: string;
  /**
   * Every wire event name the adapter knows, mapped to its canonical event (`unknown` for names it knows but
   * does not map). The registry test keeps this and the vendor's facts (`hooks.events[*].wire`) equal.
   */
  readonly events: Readonly<Record<string, ParsedEvent>>;
  /**
   * Parse a decoded JSON payload. `null` = another client's payload (`foreign` says whose) or one that names no
   * event at all. A payload naming an event this vendor does not map (a new release's) parses to `unknown`.
   */
  parse(payload: unknown): NormalizedEvent | null;
  /**
   * Positive evidence that the payload is another client's (its own fields), as that client's name; undefined
   * when there is none. Only evidence decides "not mine": an unfamiliar extra field never does.
   */
  foreign(payload: unknown): string | undefined;
  /** Stage-1 degradation data: can this event's gate replace the tool input? */
  canTransform(event: NormalizedEvent): boolean;
  /** Stage-1 degradation data: does an explicit approval word skip the user's confirmation here? */
  canVouch(event: NormalizedEvent): boolean;
  /** Stage 2: the exact stdout bytes and exit code for a (stage-1 degraded) decision. */
  render(decision: Decision, event: NormalizedEvent): Reply;
  /**
   * The reply for a fault (an unreadable payload under a security rule, a crash while judging, no policy), where the
   * client does not block on exit 2 with nothing on stdout (the runtime's default fault reply).
   */
  readonly fault?: Reply;
}
