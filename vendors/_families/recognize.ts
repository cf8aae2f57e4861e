/**
 * Recognition that never fails open (docs/decisions/payload-recognition.md): a runtime judges every payload
 * that names an event in its client's spelling, whatever extra fields it carries; it says "not mine" only on
 * positive evidence of another client, the fields or values that client is known to send. Data-driven; shared
 * by the family engines and the own-dialect adapters.
 */

/** Positive evidence of another client: every condition given must hold. */
export interface ForeignSign {
  /** the other client, named in the runtime's stderr note */
  readonly client: string;
  /** keys that are all present */
  readonly allOf?: readonly string[];
  /** keys that are all absent (used only beside `allOf`: absence alone is never evidence) */
  readonly noneOf?: readonly string[];
  /** key -> values it holds on that client's payloads */
  readonly values?: Readonly<Record<string, readonly string[]>>;
  /** where the evidence comes from: a vendor docs URL (date read), vendor source (repo@commit:path) or a live scenario */
  readonly basis: string;
}

type Json = Readonly<Record<string, unknown>>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function has(p: Json, k: string): boolean {
  return Object.prototype.hasOwnProperty.call(p, k);
}

function holds(sign: ForeignSign, p: Json): boolean {
  const positive = (sign.allOf?.length ?? 0) + Object.keys(sign.values ?? {}).length;
  if (positive === 0) return false;
  for (const k of sign.allOf ?? []) if (!has(p, k)) return false;
  for (const k of sign.noneOf ?? []) if (has(p, k)) return false;
  for (const [k, vs] of Object.entries(sign.values ?? {})) {
    const v = p[k];
    if (typeof v !== 'string' || !vs.includes(v)) return false;
  }
  return true;
}

/** The other client whose evidence the payload carries, or undefined. */
export function foreignOf(signs: readonly ForeignSign[], payload: unknown): string | undefined {
  if (!isObject(payload)) return undefined;
  for (const s of signs) if (holds(s, payload)) return s.client;
  return undefined;
}

/** The first non-empty string under one of `keys`: the payload's wire event name. */
export function wireOf(payload: Json, keys: readonly string[]): string | undefined {
  for (const k of keys) {
    const v = payload[k];
    if (typeof v === 'string' && v !== '') return v;
  }
  return undefined;
}
