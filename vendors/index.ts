/** The vendor registry: one sorted line per vendor. VendorId is derived from it. */
import type { Backend } from '../compiler/backend/types.js';
import type { Target } from '../compiler/compile.js';
import { backend as claudeCode } from './claude_code/backend.js';
import { backend as cursor } from './cursor/backend.js';
import { unadapted } from './unadapted.js';

export const backends = [claudeCode, cursor] as const satisfies readonly Backend[];

export type VendorId = (typeof backends)[number]['facts']['id'];

/** Every agent seamc knows, adapted or not, sorted by id. */
export const targets: readonly Target[] = [
  ...backends.map((b) => ({ id: b.facts.id, displayName: b.facts.displayName, backend: b })),
  ...unadapted.map((u) => ({ ...u, unadaptedReason: `seamc has no ${u.displayName} backend yet; nothing is generated for it` })),
].sort((a, b) => (a.id < b.id ? -1 : 1));
