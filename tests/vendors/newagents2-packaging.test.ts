/** Packaging of Firebase Studio (.idx/mcp.json), Firebender (firebender.json + .firebender/) and Trae (.trae/mcp.json + .trae/skills), issue 17. */
import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import { backend as firebaseStudio } from '../../vendors/firebase_studio/backend.js';
import { backend as firebender } from '../../vendors/firebender/backend.js';
import { backend as trae } from '../../vendors/trae/backend.js';
import { model, plugin } from './opencode-group-model.js';

describe('firebase_studio packaging', () => {
  it('writes stdio servers to .idx/mcp.json; remote servers, $VARs, commands, agents and skills are reported', () => {
    const out = firebaseStudio.emit.packaging!(model('firebase_studio', { plugin }), emitContext(firebaseStudio.facts));
    expect(out.fragment).toEqual([{ path: '.idx/mcp.json', format: 'json', body: { mcpServers: { db: { command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' } } } } }]);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/db'],
      ['SC3401', '/plugin/mcp/api'],
      ['SC3002', '/plugin/commands/0'],
      ['SC3002', '/plugin/agents/0'],
      ['SC3002', '/plugin/skills/0'],
    ]);
  });

  it('writes nothing without a plugin section', () => {
    expect(firebaseStudio.emit.packaging!(model('firebase_studio', {}), emitContext(firebaseStudio.facts))).toEqual({ fragment: [], unrepresentable: [] });
  });
});

describe('firebender packaging', () => {
  const out = firebender.emit.packaging!(model('firebender', { plugin }), emitContext(firebender.facts));

  it('lists MCP servers, commands and agents in firebender.json and writes their files', () => {
    expect(out.fragment.map((a) => a.path)).toEqual(['firebender.json', '.firebender/commands/review.md', '.firebender/agents/tester.md', '.firebender/skills/db/SKILL.md']);
    expect(out.fragment[0]).toEqual({
      path: 'firebender.json',
      format: 'json',
      body: {
        mcpServers: {
          db: { command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' } },
          api: { url: 'https://x.example/mcp', headers: { Authorization: 'Bearer ${API}' } },
        },
        commands: [{ name: 'review', path: '.firebender/commands/review.md' }],
        agents: ['.firebender/agents/tester.md'],
      },
    });
  });

  it("maps an agent's tool classes to Firebender's tool groups", () => {
    expect(out.fragment[2]?.body).toMatchObject({ frontmatter: { name: 'tester', description: 'Runs tests', tools: 'read, execution, edit' } });
  });

  it('reports what has no place: $VARs in either server, the command description', () => {
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/db'],
      ['SC3402', '/plugin/mcp/api'],
      ['SC3403', '/plugin/commands/0/description'],
    ]);
  });

  it('an agent asking for mcp or web loses them (narrower) and says so', () => {
    const agents = [{ name: 'w', at: '/plugin/agents/0', description: 'd', tools: ['web', 'read'] as const, body: 'b' }];
    const o = firebender.emit.packaging!(model('firebender', { plugin: { ...plugin, mcp: [], commands: [], skills: [], agents } } as never), emitContext(firebender.facts));
    expect(o.fragment[1]?.body).toMatchObject({ frontmatter: { tools: 'read' } });
    expect(o.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3404', '/plugin/agents/0/tools']]);
  });
});

describe('trae packaging', () => {
  it('writes stdio servers to .trae/mcp.json and skills to .trae/skills; the rest is reported', () => {
    const out = trae.emit.packaging!(model('trae', { plugin }), emitContext(trae.facts));
    expect(out.fragment.map((a) => a.path)).toEqual(['.trae/mcp.json', '.trae/skills/db/SKILL.md']);
    expect(out.fragment[0]?.body).toEqual({ mcpServers: { db: { command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' } } } });
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3402', '/plugin/mcp/db'],
      ['SC3401', '/plugin/mcp/api'],
      ['SC3002', '/plugin/commands/0'],
      ['SC3002', '/plugin/agents/0'],
    ]);
  });

  it('project MCP is held by the project-mcp gate', () => {
    expect(trae.facts.gates.map((g) => [g.id, g.sections])).toEqual([['project-mcp', ['packaging']]]);
  });
});
