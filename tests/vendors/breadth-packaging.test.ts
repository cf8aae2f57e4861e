/** Packaging of OpenHands, AgentM and Devin CLI: what each reads from the project, and what is reported. */
import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { McpServer, Model, Plugin } from '../../compiler/model/types.js';
import { backend as agentm } from '../../vendors/agentm/backend.js';
import { backend as devin } from '../../vendors/devin/backend.js';
import { backend as openhands } from '../../vendors/openhands/backend.js';

function model(agent: string, over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: [agent], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
const mcp = (over: Partial<McpServer> & { name: string; transport: McpServer['transport'] }): McpServer => ({ at: `/plugin/mcp/${over.name}`, args: [], env: {}, headers: {}, ...over });
const full: Plugin = {
  at: '/plugin',
  name: 'acme-api',
  version: '1.0.0',
  description: '',
  mcp: [mcp({ name: 'gh', transport: 'stdio', command: 'npx', env: { T: '${T}' } }), mcp({ name: 'docs', transport: 'http', url: 'https://d/mcp' })],
  commands: [{ name: 'review', at: '/plugin/commands/0', body: 'Review.\n' }],
  agents: [{ name: 'runner', at: '/plugin/agents/0', description: 'Runs', tools: ['shell'], body: 'Run.\n' }],
  skills: [{ name: 'db', at: '/plugin/skills/0', description: 'db', files: [{ path: 'SKILL.md', text: 's', mode: 0o644 }, { path: 'notes.md', text: 'n', mode: 0o644 }] }],
};

describe('openhands packaging', () => {
  it('copies skills to .agents/skills, writes MCP to a user-scope fragment, and reports commands and subagents', () => {
    const out = openhands.emit.packaging(model('openhands', { plugin: full }), emitContext(openhands.facts));
    expect(out.fragment.map((a) => a.path)).toEqual(['.seam/openhands/mcp.json', '.agents/skills/db/SKILL.md', '.agents/skills/db/notes.md']);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3403', '/plugin/commands/0'],
      ['SC3404', '/plugin/agents/0'],
    ]);
    expect(openhands.facts.sections.packaging.status).toBe('emitted');
  });
});

describe('agentm packaging', () => {
  it('copies skills under .agentm/seamc/skills and composes the skill_loader into the scenario', () => {
    const out = agentm.emit.packaging(model('agentm', { plugin: full }), emitContext(agentm.facts));
    expect(out.fragment.map((a) => a.path)).toEqual(['.agentm/seamc/manifest.yaml', '.agentm/seamc/skills/db/SKILL.md', '.agentm/seamc/skills/db/notes.md']);
    const manifest = out.fragment[0] as { body: string };
    expect(JSON.parse(manifest.body.slice(manifest.body.indexOf('{'))).extensions).toEqual([
      { module: 'agentm.extensions.builtin.skill_loader', config: { skill_paths: ['.agentm/seamc/skills'] } },
    ]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3401', '/plugin/mcp/gh'],
      ['SC3401', '/plugin/mcp/docs'],
      ['SC3403', '/plugin/commands/0'],
      ['SC3404', '/plugin/agents/0'],
    ]);
  });

  it('writes the same manifest from every section, so the artifacts collapse', () => {
    const m = model('agentm', { plugin: full, instructions: [{ id: 'o', at: '/instructions/0', body: 'x', paths: [] }] });
    const ctx = emitContext(agentm.facts);
    const fromPackaging = agentm.emit.packaging(m, ctx).fragment[0];
    const fromInstructions = agentm.emit.instructions(m, ctx).fragment.find((a) => a.path === '.agentm/seamc/manifest.yaml');
    expect(fromInstructions).toEqual(fromPackaging);
  });

  it('writes nothing for a plugin with no skills', () => {
    const out = agentm.emit.packaging(model('agentm', { plugin: { ...full, skills: [] } }), emitContext(agentm.facts));
    expect(out.fragment).toEqual([]);
  });
});

describe('devin packaging', () => {
  it('writes mcpServers into .devin/config.json and skills into .devin/skills; reports the rest', () => {
    const out = devin.emit.packaging(model('devin', { plugin: full }), emitContext(devin.facts));
    expect(out.fragment.map((a) => a.path)).toEqual(['.devin/config.json', '.devin/skills/db/SKILL.md', '.devin/skills/db/notes.md']);
    expect(out.fragment[0]).toEqual({
      path: '.devin/config.json',
      format: 'json',
      body: { mcpServers: { gh: { command: 'npx', env: { T: '${T}' } }, docs: { url: 'https://d/mcp', transport: 'http' } } },
    });
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/gh/env/T'],
      ['SC3403', '/plugin/commands/0'],
      ['SC3404', '/plugin/agents/0'],
    ]);
    // its permissions (MCP tool names only) are a separate fragment for the same file: tests/vendors/devin-permissions.test.ts
    expect(devin.facts.sections.permissions.status).toBe('emitted');
  });
});
