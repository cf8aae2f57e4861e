/** Aider: not adapted yet. Every section is reported as `unadapted` (a fact about seamc, not the vendor). */
import type { VendorFacts } from '../../compiler/backend/types.js';

const reason = 'seamc has no Aider backend for this section yet; nothing is generated for it';

export const facts = {
  id: 'aider',
  displayName: 'Aider',
  sections: {
    instructions: { status: 'unadapted', reason },
    permissions: { status: 'unadapted', reason },
    hooks: { status: 'unadapted', reason },
    packaging: { status: 'unadapted', reason },
  },
  evidence: {},
} as const satisfies VendorFacts;
