/** Import then build says the same thing: one round trip per importer (build in memory, compare meaning). */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { prepare } from '../../compiler/cli/pipeline.js';
import { targets } from '../../vendors/index.js';
import { read, scratchRepo, seamc } from './helpers.js';

/** init, then build the imported spec for `agents`; path -> text of the build. */
function importAndBuild(files: Record<string, string>, agents: string): { built: Map<string, string>; stdout: string } {
  const repo = scratchRepo(files);
  const r = seamc(['init', '--repo', repo, '--no-pre-commit', '--no-ci']);
  expect(r.code).toBe(0);
  const { report } = prepare(join(repo, 'seam.yaml'), targets, agents);
  expect(report.errors).toEqual([]);
  expect(parse(read(repo, 'seam.yaml'))).toBeTruthy();
  return { built: new Map(report.files.map((f) => [f.path, f.text])), stdout: r.stdout };
}

const json = (m: Map<string, string>, p: string): Record<string, unknown> => JSON.parse(m.get(p) ?? 'null') as Record<string, unknown>;
const body = (t: string | undefined): string => (t ?? '').replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^<!--.*-->\n\n?/, '');

describe('importer round trips', () => {
  it('Claude Code: CLAUDE.md, rules, permissions, commands, subagents, skills', () => {
    const perms = { allow: ['Bash(npm test:*)', 'Read(/src/**)'], ask: ['Bash(git push:*)'], deny: ['Read(/.env*)', 'Edit(/.github/workflows/**)', 'WebFetch(domain:example.com)', 'mcp__github__delete_repo'] };
    const { built } = importAndBuild(
      {
        'CLAUDE.md': '# Acme\n\nUse pnpm.\n',
        '.claude/settings.json': JSON.stringify({ permissions: perms }, null, 2),
        '.claude/rules/api.md': '---\npaths:\n  - "src/api/**/*.ts"\n---\nTyped results.\n',
        '.claude/commands/review.md': '---\ndescription: Review the diff\n---\nReview `git diff --cached`.\n',
        '.claude/agents/runner.md': '---\nname: runner\ndescription: Runs tests\ntools: Read, Bash\n---\nRun the tests.\n',
        '.claude/skills/db/SKILL.md': '---\nname: db\ndescription: Database work\n---\nUse migrations.\n',
      },
      'claude_code',
    );
    expect((json(built, '.claude/settings.json').permissions as Record<string, string[]>)).toEqual(perms);
    expect(built.get('AGENTS.md')).toContain('# Acme\n\nUse pnpm.\n');
    expect(built.get('.claude/rules/api.md')).toMatch(/^---\npaths:\n {2}- src\/api\/\*\*\/\*\.ts\n---\n[\s\S]*Typed results\.\n$/);
    const plugin = [...built.keys()].find((p) => p.endsWith('/commands/review.md'))!;
    expect(built.get(plugin)).toMatch(/^---\ndescription: Review the diff\n---\n[\s\S]*Review `git diff --cached`\.\n$/);
    const agent = [...built.keys()].find((p) => p.endsWith('/agents/runner.md'))!;
    expect(built.get(agent)).toMatch(/^---\nname: runner\ndescription: Runs tests\ntools: Read, Bash\n---\n[\s\S]*Run the tests\.\n$/);
    expect([...built.keys()].find((p) => p.endsWith('/skills/db/SKILL.md'))).toBeDefined();
  });

  it('Cursor: .mdc rules, cli.json permissions, mcp.json', () => {
    const mcp = { mcpServers: { docs: { url: 'https://docs.example.com/mcp', headers: { Authorization: 'Bearer ${env:DOCS_TOKEN}' } } } };
    const cli = { permissions: { allow: ['Read(src/**)', 'Shell(ls)'], deny: ['Read(.env*)', 'Write(.github/**)', 'Mcp(github:delete_repo)'] } };
    const { built } = importAndBuild(
      {
        '.cursor/rules/api-style.mdc': '---\nglobs: src/api/**/*.ts\nalwaysApply: false\n---\nTyped results.\n',
        '.cursor/rules/migrations.mdc': '---\ndescription: Writing migrations\nalwaysApply: false\n---\nForward only.\n',
        '.cursor/cli.json': JSON.stringify(cli),
        '.cursor/mcp.json': JSON.stringify(mcp),
      },
      'cursor',
    );
    expect(built.get('.cursor/rules/api-style.mdc')).toMatch(/^---\nglobs: src\/api\/\*\*\/\*\.ts\nalwaysApply: false\n---\n[\s\S]*Typed results\.\n$/);
    expect(built.get('.cursor/rules/migrations.mdc')).toMatch(/^---\ndescription: Writing migrations\nalwaysApply: false\n---\n[\s\S]*Forward only\.\n$/);
    expect(json(built, '.cursor/cli.json').permissions).toEqual(cli.permissions);
    expect(json(built, '.cursor/mcp.json')).toEqual(mcp);
  });

  it('AGENTS.md', () => {
    const { built } = importAndBuild({ 'AGENTS.md': '# Rules\n\nBe kind.\n' }, 'cursor');
    expect(body(built.get('AGENTS.md'))).toBe('# Rules\n\nBe kind.\n');
  });

  it('.mcp.json', () => {
    const servers = { github: { command: 'npx', args: ['-y', 'server-github'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' } } };
    const { built } = importAndBuild({ '.mcp.json': JSON.stringify({ mcpServers: servers }) }, 'claude_code');
    expect(json(built, '.mcp.json')).toEqual({ mcpServers: servers });
  });

  it('Copilot instructions', () => {
    const { built } = importAndBuild(
      { '.github/copilot-instructions.md': 'Prefer small functions.\n', '.github/instructions/ts.instructions.md': '---\napplyTo: "src/**/*.ts"\n---\nStrict types.\n' },
      'cursor',
    );
    expect(body(built.get('AGENTS.md'))).toBe('Prefer small functions.\n');
    expect(built.get('.cursor/rules/ts.mdc')).toMatch(/^---\nglobs: src\/\*\*\/\*\.ts\nalwaysApply: false\n---\n[\s\S]*Strict types\.\n$/);
  });

  it('Codex config.toml MCP servers', () => {
    const { built, stdout } = importAndBuild({ '.codex/config.toml': 'approval_policy = "on-request"\n\n[mcp_servers.fs]\ncommand = "npx"\nargs = ["-y", "fs-server"]\nenv = { ROOT = "/srv" }\n' }, 'cursor');
    expect(json(built, '.cursor/mcp.json')).toEqual({ mcpServers: { fs: { command: 'npx', args: ['-y', 'fs-server'], env: { ROOT: '/srv' } } } });
    expect(stdout).toContain('.codex/config.toml: key "approval_policy"');
  });

  it('never imports seamc\'s own output back', () => {
    const repo = scratchRepo({ 'AGENTS.md': 'Mine.\n', 'seam.yaml': 'seam: 1\nname: x\nagents: [cursor]\ninstructions:\n  - id: a\n    text: Generated text.\n  - id: b\n    text: Scoped.\n    paths: ["src/**"]\n' });
    expect(seamc(['install', '--repo', repo]).code).toBe(0);
    const spec = read(repo, 'seam.yaml');
    expect(seamc(['init', '--repo', repo, '--force', '--no-pre-commit', '--no-ci']).code).toBe(0);
    const again = (parse(read(repo, 'seam.yaml')) as { instructions: unknown[] }).instructions;
    expect(again).toEqual([{ id: 'a', text: 'Generated text.' }, { id: 'b', text: 'Scoped.', paths: ['src/**'] }, { id: 'agents-md', text: 'Mine.\n' }]);
    rmSync(join(repo, 'seam.yaml'));
    expect(seamc(['init', '--repo', repo, '--no-pre-commit', '--no-ci']).code).toBe(0);
    expect((parse(read(repo, 'seam.yaml')) as { instructions: unknown[] }).instructions).toEqual([{ id: 'agents-md', text: 'Mine.\n' }]);
    expect(spec).toContain('Generated text.');
  });
});
