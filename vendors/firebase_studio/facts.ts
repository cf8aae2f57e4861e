/**
 * Firebase Studio (Gemini in Firebase in a Studio workspace), as data: every claim seamc makes about the agent, with
 * the evidence records behind it (docs/evidence.md). Decisions: docs/decisions/newagents2.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

const DAY = '2026-12-04';

export const facts = {
  id: 'firebase_studio',
  displayName: 'Firebase Studio',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'unadapted',
      reason: 'seamc found no Firebase Studio page that documents a project file of allow / ask / deny rules for Gemini in Firebase (the settings page read covers completion, indexing, .aiexclude and rules files); nothing is written until such a surface is established',
    },
    hooks: {
      status: 'unadapted',
      reason: 'seamc found no hook mechanism in the Firebase Studio pages it read; the surface is not recorded as absent, only not established',
    },
    packaging: {
      status: 'unadapted',
      reason: 'Firebase Studio is reported to read stdio MCP servers from .idx/mcp.json (a third-party generator and a project\'s GEMINI.md), but seamc has not read a Firebase page that documents the file, so nothing is written',
    },
  },
  sandbox: {
    noLauncher: 'Firebase Studio runs in a cloud workspace opened in the browser, with no local CLI a launcher could start',
    noNative: 'Firebase Studio has no project-level sandbox setting seamc knows of for Gemini in Firebase',
    evidence: {
      native: { basis: 'vendor-docs', date: DAY, claim: 'Gemini in Firebase acts in the workspace after the user reviews and approves; its settings cover completion, indexing, AI rules and .aiexclude, with no sandbox setting', url: 'https://firebase.google.com/docs/studio/set-up-gemini' },
    },
  },
  evidence: {
    'instructions.airules': { basis: 'vendor-source', date: DAY, claim: 'Google\'s firebase-tools configures Firebase Studio by writing its AI rules to .idx/airules.md', repo: 'npm:firebase-tools', commit: '15.15.0', path: 'lib/init/features/aitools/studio.js' },
    'instructions.rules-files': { basis: 'vendor-docs', date: DAY, claim: 'how Gemini in Firebase helps in a workspace is customized through its settings and AI rules files', url: 'https://firebase.google.com/docs/studio/set-up-gemini' },
    'packaging.mcp-json': { basis: 'inherited', date: DAY, claim: 'ruler writes stdio MCP servers for Firebase Studio to .idx/mcp.json and notes remote servers are not documented', repo: 'intellectronica/ruler', commit: '0fa2caeef4efaef4c5f8ffbedee8feca4b0b00e2', path: 'src/agents/FirebaseAgent.ts' },
  },
} as const satisfies VendorFacts;
