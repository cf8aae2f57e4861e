/** The vendor registry: one sorted line per vendor. VendorId is derived from it. */
import type { Backend } from '../compiler/backend/types.js';
import { backend as claudeCode } from './claude_code/backend.js';
import { backend as cursor } from './cursor/backend.js';

export const backends = [claudeCode, cursor] as const satisfies readonly Backend[];

export type VendorId = (typeof backends)[number]['facts']['id'];
