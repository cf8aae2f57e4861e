/**
 * The wiring guard (docs/matching.md "A guard the agent cannot switch off"): whenever a build emits a hook
 * runtime, its rules also refuse an agent's writes, edits, moves and deletes of the files that load or switch
 * off the hooks (each targeted agent's hook config, `.seam/`), through file tools and shell commands alike, and
 * `seamc uninstall`. Reading stays open, and so does the legitimate path: edit seam.yaml, run `seamc install`,
 * review the diff. `guard: {wiring: false}` in the spec turns it off, and the build says so.
 */
import type { Rule } from './types.js';
import { globToRegExpSource } from './glob.js';
import { lowerMatcher, ruleKinds } from './matcher.js';

export const GUARD_POINTER = '/guard';
export const GUARD_RULE = 'seamc-guard-wiring';
export const GUARD_UNINSTALL = 'seamc-guard-uninstall';
const SEAM_DIR = ['.seam', '.seam/**'];
const MESSAGE =
  "seamc's hook wiring is protected: agents may read it but not change, move or delete it. Edit seam.yaml and run `seamc install` instead, and review the diff.";

/** The guard's rules for these wiring globs (the hook configs of the targeted agents); `.seam/` is always in. */
export function guardRules(wiring: readonly string[]): Rule[] {
  const globs = [...new Set([...SEAM_DIR, ...wiring])].sort();
  const parts = lowerMatcher({ path: `{${globs.join(',')}}` });
  const path = globs.map((g) => `(?:${globToRegExpSource(g)})`).join('|');
  const write: Rule = {
    id: GUARD_RULE,
    at: GUARD_POINTER,
    on: 'pre_tool',
    tools: ['write', 'edit'],
    kinds: ruleKinds('pre_tool', ['write', 'edit'], ['path']),
    match: { path, ...(parts.pathWithin ? { pathWithin: parts.pathWithin } : {}) },
    decision: 'deny',
    message: MESSAGE,
    intent: 'hygiene',
    source: { match: {} },
    builtin: true,
  };
  const uninstall: Rule = {
    id: GUARD_UNINSTALL,
    at: GUARD_POINTER,
    on: 'pre_tool',
    tools: ['shell'],
    kinds: ruleKinds('pre_tool', ['shell'], ['exec']),
    match: { exec: { program: ['seamc'], args: ['uninstall'] } },
    decision: 'deny',
    message: MESSAGE,
    intent: 'hygiene',
    source: { match: {} },
    builtin: true,
  };
  const viaRunner: Rule = { ...uninstall, id: `${GUARD_UNINSTALL}-npx`, match: { exec: { program: ['npx', 'pnpx', 'bunx', 'pnpm', 'yarn'], args: ['seamc', 'uninstall'] } } };
  return [write, uninstall, viaRunner];
}
