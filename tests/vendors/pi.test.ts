import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Plugin } from '../../compiler/model/types.js';
import { backend } from '../../vendors/pi/backend.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['pi'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
function plugin(over: Partial<Plugin>): Plugin {
  return { at: '/plugin', name: 'acme-api', version: '1.0.0', description: 'Acme tooling', mcp: [], commands: [], agents: [], skills: [], ...over };
}
const full = plugin({
  mcp: [{ name: 'db', at: '/plugin/mcp/db', transport: 'stdio', command: 'db-mcp', args: [], env: {}, headers: {} }],
  commands: [{ name: 'ship', at: '/plugin/commands/0', description: 'Ships it', body: 'Ship $1.\n' }],
  agents: [{ name: 'reviewer', at: '/plugin/agents/0', description: 'Reviews code', tools: ['read'], body: 'Review it.\n' }],
  skills: [{ name: 'deploy', at: '/plugin/skills/0', description: 'Deploys', files: [{ path: 'SKILL.md', text: '---\nname: deploy\n---\n', mode: 0o644 }] }],
});
const emit = () => backend.emit.packaging(model({ plugin: full }), ctx);

describe('pi packaging', () => {
  it('writes skills to .agents/skills and commands as .pi/prompts templates; MCP and subagents are losses', () => {
    const out = emit();
    expect(out.fragment).toEqual([
      { path: '.pi/prompts/ship.md', format: 'markdown', body: { template: 'pi/body', data: { body: 'Ship $1.' }, frontmatter: { description: 'Ships it' } } },
      { path: '.agents/skills/deploy/SKILL.md', format: 'text', body: '---\nname: deploy\n---\n', mode: 0o644 },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3401', '/plugin/mcp/db'],
      ['SC3404', '/plugin/agents/0'],
    ]);
    expect(backend.facts.sections.hooks.status).toBe('emitted');
  });
});
