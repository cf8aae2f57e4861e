/**
 * Firebender (the Android Studio / IntelliJ agent), as data: every claim seamc makes about the agent, with the evidence
 * records behind it (docs/evidence.md). Decisions: docs/decisions/newagents2.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const DAY = '2026-12-04';
const doc = (page: string, claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url: `https://docs.firebender.com/${page}` });

export const facts = {
  id: 'firebender',
  displayName: 'Firebender',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'unadapted',
      reason: 'seamc has not established a Firebender file of allow / ask / deny rules from a Firebender page (a custom agent\'s front matter restricts its tools, e.g. tools: read); nothing is written',
    },
    hooks: {
      status: 'unadapted',
      reason: 'seamc found no hook mechanism in the Firebender pages it read (rules, AGENTS.md, agents); the surface is not recorded as absent, only not established',
    },
    packaging: {
      status: 'unadapted',
      reason: 'Firebender lists custom agents (Markdown with front matter) in the agents array of the project firebender.json, which also carries its rules and MCP servers; seamc does not yet merge into that shared file, so agents, commands, skills and MCP servers are not written',
    },
  },
  sandbox: {
    noLauncher: 'Firebender is a plugin inside Android Studio / IntelliJ, with no CLI of its own a launcher could start',
    noNative: 'Firebender has no project-level sandbox setting seamc knows of',
    evidence: {
      native: doc('rules/syntax', 'Firebender installs as an Android Studio / IntelliJ plugin from the IDE\'s plugin settings; no sandbox setting is named'),
    },
  },
  evidence: {
    'instructions.agents-md': doc('api-reference/agents-md', 'AGENTS.md (or .firebender/AGENTS.md) in the project or a parent folder applies to every conversation with no front matter; the first file found is used, ~/.firebender/AGENTS.md otherwise'),
    'instructions.rules': doc('multi-agent/global-rules', 'firebender.json at the project root holds a rules array: plain strings, or objects with filePathMatches and rules / rulesPaths for situational rules'),
    'packaging.agents': doc('api-reference/agents', 'custom agents are Markdown files with name, description, tools and model front matter, listed by path in the agents array of firebender.json'),
  },
} as const satisfies VendorFacts;
