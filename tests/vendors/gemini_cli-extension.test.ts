import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Plugin } from '../../compiler/model/types.js';
import { backend } from '../../vendors/gemini_cli/backend.js';

const ctx = emitContext(backend.facts);

function model(plugin: Plugin): Model {
  return { name: 'acme-api', agents: ['gemini_cli'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, plugin };
}

const plugin: Plugin = {
  at: '/plugin',
  name: 'acme-api',
  version: '1.0.0',
  description: 'Acme API team tooling',
  mcp: [
    { name: 'github', at: '/plugin/mcp/github', transport: 'stdio', command: 'npx', args: ['-y', 'srv'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' }, headers: {} },
    { name: 'docs', at: '/plugin/mcp/docs', transport: 'http', url: 'https://docs.example.com/mcp', args: [], env: {}, headers: { Authorization: 'Bearer ${DOCS_TOKEN:-none}' } },
  ],
  commands: [{ name: 'review', at: '/plugin/commands/0', description: 'Review the diff', body: 'Review {{args}}.\n' }],
  agents: [],
  skills: [
    {
      name: 'db',
      at: '/plugin/skills/0',
      description: 'DB',
      files: [
        { path: 'SKILL.md', text: '---\nname: db\n---\n', mode: 0o644 },
        { path: 'scripts/new.sh', text: '#!/bin/sh\n', mode: 0o755 },
      ],
    },
  ],
};

const inExtension = (paths: readonly { path: string }[]): string[] => paths.map((a) => a.path).filter((p) => p.startsWith('extensions/'));

describe('gemini_cli extension', () => {
  it('writes gemini-extension.json, namespaced TOML commands and skills under extensions/<name>/, no context file', () => {
    const out = backend.emit.packaging(model(plugin), ctx);
    expect(out.unrepresentable).toEqual([]);
    expect(out.fragment.filter((a) => a.path.startsWith('extensions/'))).toEqual([
      {
        path: 'extensions/acme-api/gemini-extension.json',
        format: 'json',
        body: {
          name: 'acme-api',
          version: '1.0.0',
          description: 'Acme API team tooling',
          mcpServers: {
            github: { command: 'npx', args: ['-y', 'srv'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' } },
            docs: { httpUrl: 'https://docs.example.com/mcp', headers: { Authorization: 'Bearer ${DOCS_TOKEN:-none}' } },
          },
        },
      },
      { path: 'extensions/acme-api/commands/acme-api/review.toml', format: 'toml', body: { description: 'Review the diff', prompt: 'Review {{args}}.\n' } },
      { path: 'extensions/acme-api/skills/db/SKILL.md', format: 'text', body: '---\nname: db\n---\n', mode: 0o644 },
      { path: 'extensions/acme-api/skills/db/scripts/new.sh', format: 'text', body: '#!/bin/sh\n', mode: 0o755 },
    ]);
  });

  it('gives the extension the same MCP entries as the project settings, so Gemini keeps one server per name', () => {
    const out = backend.emit.packaging(model(plugin), ctx);
    const settings = out.fragment.find((a) => a.path === '.gemini/settings.json');
    const manifest = out.fragment.find((a) => a.path === 'extensions/acme-api/gemini-extension.json');
    expect((manifest?.body as { mcpServers: unknown }).mcpServers).toEqual((settings?.body as { mcpServers: unknown }).mcpServers);
    expect((manifest?.body as { mcpServers: unknown }).mcpServers).not.toBe((settings?.body as { mcpServers: unknown }).mcpServers);
  });

  it('writes a manifest with no mcpServers key when the plugin has no servers, and nothing outside the folder', () => {
    const out = backend.emit.packaging(model({ ...plugin, mcp: [], commands: [], skills: [] }), ctx);
    expect(out).toEqual({
      fragment: [{ path: 'extensions/acme-api/gemini-extension.json', format: 'json', body: { name: 'acme-api', version: '1.0.0', description: 'Acme API team tooling' } }],
      unrepresentable: [],
    });
  });

  it('reports a name Gemini refuses (SC3406) and still writes the project files', () => {
    const out = backend.emit.packaging(model({ ...plugin, name: 'acme_api' }), ctx);
    expect(inExtension(out.fragment)).toEqual([]);
    expect(out.fragment.map((a) => a.path)).toEqual(['.gemini/settings.json', '.gemini/commands/review.toml', '.gemini/skills/db/SKILL.md', '.gemini/skills/db/scripts/new.sh']);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([['SC3406', '/plugin']]);
  });

  it('reports a command prompt Gemini would expand (!{...} runs a shell command, @{...} inlines a file) and still writes it', () => {
    const commands = [
      { name: 'diff', at: '/plugin/commands/0', body: 'Summarise !{git diff --staged}' },
      { name: 'style', at: '/plugin/commands/1', body: 'Follow @{docs/style.md}' },
      { name: 'plain', at: '/plugin/commands/2', body: 'Review {{args}} for $HOME and ${X}.' },
    ];
    const out = backend.emit.packaging(model({ ...plugin, mcp: [], skills: [], commands }), ctx);
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3403', '/plugin/commands/0'],
      ['SC3403', '/plugin/commands/1'],
    ]);
    expect(out.unrepresentable[0]!.reason).toMatch(/Gemini CLI runs !\{\.\.\.\} in a command prompt as a shell command/);
    expect(out.fragment.filter((a) => a.path.startsWith('.gemini/commands/')).map((a) => a.path)).toEqual(['.gemini/commands/diff.toml', '.gemini/commands/style.toml', '.gemini/commands/plain.toml']);
  });

  it('accepts upper case and digits in the name, as validate does', () => {
    const out = backend.emit.packaging(model({ ...plugin, name: 'AcmeAPI2', mcp: [], commands: [], skills: [] }), ctx);
    expect(inExtension(out.fragment)).toEqual(['extensions/AcmeAPI2/gemini-extension.json']);
  });
});
