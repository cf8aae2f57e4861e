import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model } from '../../compiler/model/types.js';
import { aiderConfig, AIDER_CONFIG } from '../../vendors/aider/instructions.js';
import { backend } from '../../vendors/aider/backend.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['aider'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}

describe('aider instructions', () => {
  it('writes the shared AGENTS.md and a .aider.conf.yml whose read: loads it', () => {
    const out = backend.emit.instructions(model({ instructions: [{ id: 'overview', at: '/instructions/0', body: 'Use pnpm.\n', paths: [] }] }), ctx);
    expect(out.unrepresentable).toEqual([]);
    expect(out.fragment).toEqual([
      { path: 'AGENTS.md', format: 'markdown', body: { template: 'shared/agents-md', data: { instructions: [{ id: 'overview', body: 'Use pnpm.' }], rules: [] } } },
      {
        path: '.aider.conf.yml',
        format: 'text',
        body:
          '# Written by seamc; do not edit: change the seam spec and run `seamc build`.\n' +
          '# Aider reads no instruction file on its own: it loads the files listed under read: as read-only context.\n' +
          'read:\n  - AGENTS.md\n',
      },
    ]);
  });

  it('builds YAML that the yaml package parses back to exactly the read list', () => {
    expect(AIDER_CONFIG).toBe('.aider.conf.yml');
    expect(parse(aiderConfig(['AGENTS.md']))).toEqual({ read: ['AGENTS.md'] });
    expect(parse(aiderConfig(['AGENTS.md', 'docs/extra.md']))).toEqual({ read: ['AGENTS.md', 'docs/extra.md'] });
  });

  it('reports glob and description scopes and writes no config when nothing is always-on', () => {
    const out = backend.emit.instructions(
      model({
        instructions: [
          { id: 'api', at: '/instructions/0', body: 'x', paths: ['src/**/*.ts'] },
          { id: 'db', at: '/instructions/1', body: 'y', paths: [], description: 'migrations' },
        ],
      }),
      ctx,
    );
    expect(out.fragment).toEqual([]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3301', '/instructions/0/paths'],
      ['SC3302', '/instructions/1/description'],
    ]);
  });

  it('has no hooks, permissions or packaging surface (vendor facts, not gaps in seamc)', () => {
    expect(backend.facts.sections.hooks.status).toBe('none');
    expect(backend.facts.sections.permissions.status).toBe('none');
    expect(backend.facts.sections.packaging.status).toBe('none');
  });
});
