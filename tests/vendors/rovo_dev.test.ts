import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Plugin } from '../../compiler/model/types.js';
import { backend } from '../../vendors/rovo_dev/backend.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['rovo_dev'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
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

describe('rovo_dev packaging', () => {
  it('writes saved prompts (prompts.yml + content file) and subagents; MCP, a tool list and skills are losses', () => {
    const out = emit();
    expect(out.fragment).toEqual([
      { path: '.rovodev/ship.md', format: 'markdown', body: { template: 'rovo_dev/body', data: { body: 'Ship $1.' } } },
      { path: '.rovodev/prompts.yml', format: 'text', body: 'prompts:\n  - name: "ship"\n    description: "Ships it"\n    content_file: "ship.md"\n' },
      { path: '.rovodev/subagents/reviewer.md', format: 'markdown', body: { template: 'rovo_dev/body', data: { body: 'Review it.' }, frontmatter: { name: 'reviewer', description: 'Reviews code' } } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3401', '/plugin/mcp/db'],
      ['SC3404', '/plugin/agents/0'],
      ['SC3405', '/plugin/skills/0'],
    ]);
  });
});
