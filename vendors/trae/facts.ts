/**
 * Trae (ByteDance's AI IDE), as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Trae's own documentation site was not among the pages seamc could read; the records below are
 * copies of its pages on third-party sites, and are marked so. Decisions: docs/decisions/newagents2.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';

const DAY = '2026-12-04';

export const facts = {
  id: 'trae',
  displayName: 'Trae',
  sections: {
    instructions: { status: 'emitted' },
    permissions: {
      status: 'unadapted',
      reason: 'seamc has not read a Trae page that documents a project file of allow / ask / deny rules; nothing is written',
    },
    hooks: {
      status: 'unadapted',
      reason: 'seamc has not read a Trae page that documents hooks; the surface is not recorded as absent, only not established',
    },
    packaging: {
      status: 'unadapted',
      reason: 'Trae is described (third-party) as reading .trae/mcp.json, .trae/skills/ and .trae/agents/ from the project, but seamc has not read Trae\'s own pages for their shapes, so nothing is written',
    },
  },
  sandbox: {
    noLauncher: 'Trae is a desktop IDE, with no agent CLI seamc has recorded that a launcher could start',
    noNative: 'Trae has no project-level sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'third-party', date: DAY, claim: 'the project .trae folder holds rules, skills, agents, settings.json and mcp.json; no sandbox file is described', url: 'https://juejin.cn/post/7619769543519780890' },
    },
  },
  evidence: {
    'instructions.project-rules': { basis: 'third-party', date: DAY, claim: 'Trae\'s "create project_rules.md" button makes a .trae/rules folder in the project with project_rules.md, applied to the AI in that project (a copy of Trae\'s rules page)', url: 'https://w3cschool.cn/traedocs/trae-rules-for-ai.html' },
    'instructions.rule-modes': { basis: 'third-party', date: DAY, claim: 'project rules are Markdown files in .trae/rules; each rule\'s mode (always / by file / by model decision / manual) is set through alwaysApply, globs and description', url: 'https://www.w3cschool.cn/traedocs/rules-for-ai.html' },
    'packaging.layout': { basis: 'third-party', date: DAY, claim: 'a project .trae folder holds rules/, skills/, agents/, settings.json and mcp.json', url: 'https://juejin.cn/post/7619769543519780890' },
  },
} as const satisfies VendorFacts;
