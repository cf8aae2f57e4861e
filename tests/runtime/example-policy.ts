/**
 * The policy payload fixtures name as "example" (`"policy": "example"`), shared by the bundled-runtime fixture
 * runs (fixtures.test.ts) and the in-process fixture runs of single vendors (tests/vendors/*-runtime.test.ts).
 */
import type { CompiledRule, MatchField, RuntimePolicy } from '../../compiler/contract/rules.js';
import { globToRegExpSource } from '../../compiler/model/glob.js';
import { ruleKinds } from '../../compiler/model/matcher.js';

const shell = ['shell'] as const;
const writes = ['write', 'edit'] as const;

/** A compiled rule for tests: intent security and every tool unless given; `kinds` computed as the build does. */
export function testRule(r: Omit<CompiledRule, 'intent' | 'tools' | 'kinds'> & Partial<Pick<CompiledRule, 'intent' | 'tools' | 'kinds'>>): CompiledRule {
  const tools = r.tools ?? [];
  const fields = Object.keys(r.match).filter((k) => k !== 'flags' && k !== 'literals' && k !== 'pathWithin').map((k) => (k === 'outsideRepo' ? 'outside_repo' : k)) as MatchField[];
  return { intent: 'security', tools, kinds: r.kinds ?? ruleKinds(r.on, tools, fields), ...r };
}
const rule = testRule;

/** the policy fixtures name as "example" */
export const EXAMPLE_POLICY: RuntimePolicy = {
  rules: [
    rule({ id: 'no-pipe-to-shell', on: 'pre_tool', tools: shell, match: { command: '\\b(curl|wget)\\b[^|]*\\|\\s*(ba|z)?sh\\b' }, decision: 'deny', message: 'remote script piped to a shell' }),
    rule({
      id: 'no-force-push',
      on: 'pre_tool',
      tools: shell,
      match: { command: '\\bgit\\s+push\\b.*\\s(--force|-f)\\b' },
      unless: { command: '--force-with-lease' },
      decision: 'deny',
      message: 'Force-push is blocked here; open a pull request instead.',
    }),
    rule({ id: 'ask-publish', on: 'pre_tool', tools: shell, match: { command: '\\bnpm\\s+publish\\b' }, decision: 'escalate', message: 'publishing needs a human' }),
    rule({ id: 'lockfile', on: 'pre_tool', tools: shell, match: { command: '^npm install$' }, decision: 'transform', update: { command: 'npm ci' }, message: 'use the lockfile', intent: 'hygiene' }),
    rule({ id: 'ls-ok', on: 'pre_tool', tools: shell, match: { command: '^ls\\b' }, decision: 'vouch', message: 'listing is always fine', intent: 'hygiene' }),
    rule({ id: 'no-key-content', on: 'pre_tool', tools: writes, match: { content: 'AKIA[0-9A-Z]{16}' }, decision: 'deny', message: 'credential in written content' }),
    rule({ id: 'no-env-write', on: 'pre_tool', tools: writes, match: { path: globToRegExpSource('.env') }, decision: 'deny', message: 'writes to .env are blocked' }),
    rule({ id: 'locked', on: 'pre_tool', tools: writes, match: { path: globToRegExpSource('locked/**') }, decision: 'deny', message: 'locked files are not edited' }),
    rule({ id: 'claude-md', on: 'pre_tool', tools: ['edit'], match: { path: globToRegExpSource('CLAUDE.md') }, decision: 'deny', message: 'CLAUDE.md is maintained by hand' }),
    rule({ id: 'no-env-read', on: 'pre_tool', tools: ['read'], match: { path: globToRegExpSource('**/.env') }, decision: 'deny', message: 'reading .env files is blocked' }),
    rule({ id: 'no-prompt-keys', on: 'prompt_submit', match: { prompt: 'AKIA[0-9A-Z]{16}|BEGIN [A-Z ]*PRIVATE KEY' }, decision: 'deny', message: 'prompt contains a credential' }),
    rule({ id: 'tests-in-ci', on: 'post_tool', tools: shell, match: { command: '^npm test$' }, decision: 'deny', message: 'tests must run in CI', intent: 'hygiene' }),
  ],
  hooks: [],
};
