/** Exit codes, exactly as in spec-v1. */
export const EXIT = { ok: 0, lossy: 1, invalid: 2, drift: 3, internal: 70 } as const;
