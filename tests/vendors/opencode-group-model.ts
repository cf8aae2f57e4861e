/** A hand-built Model for vendor backend tests (shared by the opencode-family, Amp, Kiro, Cline and Roo tests). */
import type { Model, Permission, Rule } from '../../compiler/model/types.js';
import { withKinds } from '../rule-helpers.js';

export function model(agent: string, over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: [agent], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}

export const perm = (level: Permission['level'], kind: Permission['kind'], pattern: string, n: number): Permission => ({ at: `/permissions/${level}/${n}`, level, kind, pattern });

export function rule(over: Partial<Rule> & { source: Rule['source'] }): Rule {
  return withKinds({ id: 'r', at: '/rules/0', on: 'pre_tool', tools: ['shell'], match: {}, decision: 'deny', intent: 'hygiene', ...over });
}

export const instructions = [
  { id: 'overview', at: '/instructions/0', body: 'Use pnpm.\n', paths: [] },
  { id: 'api-style', at: '/instructions/1', body: 'Named exports.', paths: ['src/**/*.ts'] },
  { id: 'migrations', at: '/instructions/2', body: 'Reversible only.\n', paths: [], description: 'Database migrations' },
];

export const agentsMd = { path: 'AGENTS.md', format: 'markdown', body: { template: 'shared/agents-md', data: { instructions: [{ id: 'overview', body: 'Use pnpm.' }], rules: [] } } };

export const plugin: NonNullable<Model['plugin']> = {
  at: '/plugin',
  name: 'acme-api',
  version: '1.0.0',
  description: 'd',
  mcp: [
    { name: 'db', at: '/plugin/mcp/db', transport: 'stdio', command: 'db-mcp', args: ['--ro'], env: { TOKEN: '${DB_TOKEN}' }, headers: {} },
    { name: 'api', at: '/plugin/mcp/api', transport: 'http', url: 'https://x.example/mcp', args: [], env: {}, headers: { Authorization: 'Bearer ${API}' } },
  ],
  commands: [{ name: 'review', at: '/plugin/commands/0', description: 'Review', body: 'Review it.\n' }],
  agents: [{ name: 'tester', at: '/plugin/agents/0', description: 'Runs tests', tools: ['read', 'shell', 'write'], body: 'Run tests.' }],
  skills: [{ name: 'db', at: '/plugin/skills/0', description: 'DB', files: [{ path: 'SKILL.md', text: '---\nname: db\n---\n', mode: 0o644 }] }],
};
