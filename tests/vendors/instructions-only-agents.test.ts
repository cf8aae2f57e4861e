/** The AGENTS.md natives (warp, factory_droid, mistral_vibe, pi, rovo_dev, deepagents, jules), Replit and JetBrains AI. */
import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Backend } from '../../compiler/backend/types.js';
import type { Instruction, Model } from '../../compiler/model/types.js';
import { backend as deepagents } from '../../vendors/deepagents/backend.js';
import { backend as factoryDroid } from '../../vendors/factory_droid/backend.js';
import { backend as jetbrainsAi } from '../../vendors/jetbrains_ai/backend.js';
import { backend as jules } from '../../vendors/jules/backend.js';
import { backend as mistralVibe } from '../../vendors/mistral_vibe/backend.js';
import { backend as pi } from '../../vendors/pi/backend.js';
import { backend as replit } from '../../vendors/replit/backend.js';
import { backend as rovoDev } from '../../vendors/rovo_dev/backend.js';
import { backend as warp } from '../../vendors/warp/backend.js';
import { withKinds } from '../rule-helpers.js';

function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: [], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}

const instructions: Instruction[] = [
  { id: 'overview', at: '/instructions/0', body: 'Use pnpm.\n', paths: [] },
  { id: 'api-style', at: '/instructions/1', body: 'Named exports.', paths: ['src/api/**/*.ts'] },
  { id: 'migrations', at: '/instructions/2', body: 'Reversible only.', paths: [], description: 'Writing migrations' },
];
const rules = [
  withKinds({
    id: 'no-force-push', at: '/rules/0', on: 'pre_tool' as const, tools: ['shell' as const], match: {}, decision: 'deny' as const, intent: 'hygiene' as const,
    message: 'Open a pull request instead.', source: { match: { command: 'git push --force' } },
  }),
];
const sharedBody = {
  template: 'shared/agents-md',
  data: { instructions: [{ id: 'overview', body: 'Use pnpm.' }], rules: [{ id: 'no-force-push', text: 'Open a pull request instead.' }] },
};
const scopeLosses = [
  ['SC3301', '/instructions/1/paths'],
  ['SC3302', '/instructions/2/description'],
];

const natives: [string, Backend][] = [
  ['warp', warp],
  ['factory_droid', factoryDroid],
  ['mistral_vibe', mistralVibe],
  ['pi', pi],
  ['rovo_dev', rovoDev],
  ['deepagents', deepagents],
  ['jules', jules],
];

describe('AGENTS.md natives', () => {
  for (const [id, b] of natives) {
    const ctx = emitContext(b.facts);
    it(`${id}: writes only the shared AGENTS.md and reports every scoped instruction`, () => {
      const out = b.emit.instructions!(model({ instructions, rules }), ctx);
      expect(out.fragment).toEqual([{ path: 'AGENTS.md', format: 'markdown', body: sharedBody }]);
      expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual(scopeLosses);
      for (const l of out.unrepresentable) expect(l.reason).toContain(b.facts.displayName);
    });
    it(`${id}: writes nothing when there is no always-on text and no hygiene rule`, () => {
      const out = b.emit.instructions!(model({ instructions: [instructions[1]!] }), ctx);
      expect(out.fragment).toEqual([]);
      expect(out.unrepresentable.map((l) => l.code)).toEqual(['SC3301']);
    });
    it(`${id}: has an emitter exactly for each emitted section, and hook facts exactly when it has hooks`, () => {
      const emitted = (['instructions', 'permissions', 'hooks', 'packaging'] as const).filter((s) => b.facts.sections[s].status === 'emitted');
      expect(Object.keys(b.emit).sort()).toEqual([...emitted].sort());
      expect(b.facts.hooks !== undefined).toBe(emitted.includes('hooks'));
    });
  }

  it('records each section as emitted, none (vendor fact) or unadapted (seamc)', () => {
    const status = Object.fromEntries(natives.map(([id, b]) => [id, [b.facts.sections.permissions.status, b.facts.sections.hooks.status, b.facts.sections.packaging.status]]));
    expect(status).toEqual({
      warp: ['none', 'none', 'emitted'],
      factory_droid: ['emitted', 'emitted', 'emitted'],
      mistral_vibe: ['emitted', 'emitted', 'emitted'],
      pi: ['none', 'emitted', 'emitted'],
      rovo_dev: ['emitted', 'unadapted', 'emitted'],
      deepagents: ['none', 'emitted', 'emitted'],
      jules: ['none', 'unadapted', 'unadapted'],
    });
  });

  it('marks the ruler-only AGENTS.md claims as inherited', () => {
    expect(mistralVibe.facts.evidence['instructions.agents-md-native']?.basis).toBe('inherited');
    expect(jules.facts.evidence['instructions.agents-md-native']?.basis).toBe('inherited');
    expect(warp.facts.evidence['instructions.agents-md-native']?.basis).toBe('vendor-docs');
  });
});

describe('Replit Agent', () => {
  const ctx = emitContext(replit.facts);
  it('writes replit.md with the same template and data as AGENTS.md (Replit does not read AGENTS.md)', () => {
    const out = replit.emit.instructions!(model({ instructions, rules }), ctx);
    expect(out.fragment).toEqual([{ path: 'replit.md', format: 'markdown', body: sharedBody }]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual(scopeLosses);
  });
  it('keeps hooks unadapted: not found is not absent (hooks.md §4.15)', () => {
    expect(replit.facts.sections.hooks.status).toBe('unadapted');
    expect(replit.facts.sections.permissions.status).toBe('none');
  });
  it('writes skills to the project\'s .agents/skills/; MCP servers, commands and subagents are reported', () => {
    const plugin = {
      mcp: [{ at: '/plugin/mcp/0', name: 'github', command: 'npx', args: [], env: {} }],
      commands: [{ at: '/plugin/commands/0', name: 'review', body: 'x' }],
      agents: [{ at: '/plugin/agents/0', name: 'auditor', description: 'd', tools: [], body: 'x' }],
      skills: [{ at: '/plugin/skills/0', name: 'deploy', files: [{ path: 'SKILL.md', text: '---\nname: deploy\n---\n', mode: 0o644 }] }],
    };
    const out = replit.emit.packaging!(model({ plugin } as never), ctx);
    expect(out.fragment).toEqual([{ path: '.agents/skills/deploy/SKILL.md', format: 'text', body: '---\nname: deploy\n---\n', mode: 0o644 }]);
    expect(out.unrepresentable.map((l) => l.code)).toEqual(['SC3401', 'SC3403', 'SC3404']);
    expect(replit.facts.sections.packaging.status).toBe('emitted');
  });

});

describe('JetBrains AI Assistant', () => {
  const ctx = emitContext(jetbrainsAi.facts);
  it('writes one default (Always) project rule and reports scopes that only the IDE can set', () => {
    const out = jetbrainsAi.emit.instructions!(model({ instructions, rules }), ctx);
    expect(out.fragment).toEqual([{ path: '.aiassistant/rules/seamc.md', format: 'markdown', body: sharedBody }]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual(scopeLosses);
    expect(out.unrepresentable[0]?.reason).toContain('IDE settings');
  });
});
