import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { backend } from '../../vendors/factory_droid/backend.js';
import { model, rule } from './opencode-group-model.js';

const ctx = emitContext(backend.facts);

describe('factory_droid', () => {
  it('installs Claude-style matcher groups in .factory/hooks.json keyed by event (no hooks wrapper: Droid 0.225 ignores it there), one per wire event, and the runtime', () => {
    const rules = [rule({ source: { match: { command: 'rm -rf' } } })];
    const hooks = [{ at: '/hooks/0', on: 'stop' as const, tools: [], command: 'x', timeout: 50 }];
    const out = backend.emit.hooks!(model('factory_droid', { rules, hooks: hooks as never }), ctx);
    expect(out.fragment).toEqual([
      {
        path: '.factory/hooks.json',
        format: 'json',
        body: { PreToolUse: [{ hooks: [{ type: 'command', command: ctx.hookCommand, timeout: 30 }] }], Stop: [{ hooks: [{ type: 'command', command: ctx.hookCommand, timeout: 80 }] }] },
      },
      { path: ctx.hookScript, format: 'runtime', body: { agent: 'factory_droid' } },
    ]);
    expect(out.unrepresentable).toEqual([]);
  });

  it('answers an escalate with deny: a hook ask does not hold a Droid call (SC3103 at build)', () => {
    expect(backend.facts.hooks.events.pre_tool.escalate).toBe(false);
  });

  it('finds the project through FACTORY_PROJECT_DIR', () => {
    expect(backend.facts.hooks.roots).toEqual(['FACTORY_PROJECT_DIR']);
    expect(ctx.hookCommand).toContain('FACTORY_PROJECT_DIR');
  });
});
