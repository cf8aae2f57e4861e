/** seamc init on the scratch repository: import, then install / check / uninstall. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { put, read, scratchRepo, seamc, snapshot } from './helpers.js';

export const HAND_WRITTEN = {
  'CLAUDE.md': '# Project\n\nUse pnpm. Keep handlers small.\n',
  '.claude/settings.json':
    '{\n  "permissions": {\n    "allow": ["Bash(pnpm:*)"]\n  },\n  "hooks": {\n    "PreToolUse": [\n      { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./scripts/own-check.sh" } ] }\n    ]\n  }\n}\n',
  '.cursor/rules/api-style.mdc': '---\nglobs: src/api/**/*.ts\nalwaysApply: false\n---\n# API style\n\nReturn typed results.\n',
  '.mcp.json': '{\n  "mcpServers": {\n    "github": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-github"], "env": { "GITHUB_TOKEN": "${GITHUB_TOKEN}" } }\n  }\n}\n',
  '.codex/config.toml': 'model = "o3"\n\n[mcp_servers.docs]\nurl = "https://docs.example.com/mcp"\n',
};

describe('seamc init', () => {
  it('imports the hand-written configuration and says what it could not import', () => {
    const repo = scratchRepo(HAND_WRITTEN);
    const r = seamc(['init', '--repo', repo, '--no-pre-commit', '--no-ci']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('seamc init: found claude_code, cursor, codex_cli\n');
    expect(r.stdout).toContain('imported 2 instruction(s), 1 permission(s), 2 MCP server(s), 0 command(s), 0 subagent(s), 0 skill(s)');
    expect(r.stdout).toContain(".claude/settings.json: hooks: a hook command reads Claude Code's own payload");
    expect(r.stdout).toContain('.codex/config.toml: key "model": only MCP servers are imported from this file');
    const text = read(repo, 'seam.yaml');
    expect(text.split('\n')[0]).toMatch(/^# yaml-language-server: \$schema=\S+seam\.schema\.json$/);
    const spec = parse(text) as Record<string, unknown>;
    expect(spec.agents).toEqual(['claude_code', 'cursor', 'codex_cli']);
    expect(spec.instructions).toEqual([
      { id: 'claude-md', text: '# Project\n\nUse pnpm. Keep handlers small.\n' },
      { id: 'api-style', text: '# API style\n\nReturn typed results.\n', paths: ['src/api/**/*.ts'] },
    ]);
    expect(spec.permissions).toEqual({ allow: [{ shell: 'pnpm' }] });
    expect(spec.plugin).toEqual({
      mcp: {
        github: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-github'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' } },
        docs: { url: 'https://docs.example.com/mcp', transport: 'http' },
      },
    });
    expect(seamc(['init', '--repo', repo, '--no-pre-commit', '--no-ci']).code).toBe(2);
  });

  it('then install / check / uninstall: byte-identical round trip, no-op twice, drift only inside seamc blocks', () => {
    const repo = scratchRepo(HAND_WRITTEN);
    expect(seamc(['init', '--repo', repo, '--no-pre-commit', '--no-ci']).code).toBe(0);
    const agents = ['--agents', 'claude_code,cursor'];
    const before = snapshot(repo);
    const first = seamc(['install', '--repo', repo, ...agents]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const settings = JSON.parse(read(repo, '.claude/settings.json')) as { hooks: { PreToolUse: { hooks: { command: string }[] }[] } };
    expect(settings.hooks.PreToolUse[0]!.hooks[0]!.command).toBe('./scripts/own-check.sh');
    const installed = snapshot(repo);
    expect(seamc(['install', '--repo', repo, ...agents]).stdout.replace(/^  note: gate .*\n/gm, '')).toBe('seamc install: nothing to change\n');
    expect(snapshot(repo)).toEqual(installed);
    expect(seamc(['check', '--repo', repo, ...agents]).code).toBe(0);
    put(repo, 'CLAUDE.md', read(repo, 'CLAUDE.md').replace('Keep handlers small.', 'Keep handlers tiny.'));
    expect(seamc(['check', '--repo', repo, ...agents]).code).toBe(0);
    put(repo, 'AGENTS.md', read(repo, 'AGENTS.md').replace('Keep handlers small.', 'Keep handlers tiny.'));
    expect(seamc(['check', '--repo', repo, ...agents]).code).toBe(3);
    put(repo, 'AGENTS.md', read(repo, 'AGENTS.md').replace('Keep handlers tiny.', 'Keep handlers small.'));
    put(repo, 'CLAUDE.md', read(repo, 'CLAUDE.md').replace('Keep handlers tiny.', 'Keep handlers small.'));
    expect(snapshot(repo)).toEqual(installed);
    expect(seamc(['uninstall', '--repo', repo]).code).toBe(0);
    expect(snapshot(repo)).toEqual(before);
  });

  it('imports Gemini CLI and lists every agent file it does not import, without enabling agents it cannot import', () => {
    const repo = scratchRepo({
      'GEMINI.md': 'Answer in English.\n',
      '.gemini/settings.json': '{ "theme": "GitHub", "mcpServers": { "docs": { "httpUrl": "https://docs.example.com/mcp", "headers": { "A": "$TOKEN" } } } }\n',
      '.windsurfrules': 'Be terse.\n',
      '.clinerules/style.md': 'Use tabs.\n',
      'CLAUDE.local.md': 'my notes\n',
      '.vscode/mcp.json': '{ "servers": {} }\n',
    });
    const r = seamc(['init', '--repo', repo, '--no-pre-commit', '--no-ci']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('seamc init: found gemini_cli\n');
    for (const line of [
      '.gemini/settings.json: key "theme": no vendor-neutral seam.yaml field',
      '.windsurfrules: the file: windsurf configuration: seamc has no importer for it yet',
      '.clinerules: the folder: cline configuration',
      'CLAUDE.local.md: the file: a personal Claude Code memory file',
      '.vscode/mcp.json: the file: VS Code MCP servers are not imported yet',
    ])
      expect(r.stdout).toContain(line);
    const spec = parse(read(repo, 'seam.yaml')) as Record<string, unknown>;
    expect(spec.agents).toEqual(['gemini_cli']);
    expect(spec.instructions).toEqual([{ id: 'gemini-md', text: 'Answer in English.\n' }]);
    expect(spec.plugin).toEqual({ mcp: { docs: { url: 'https://docs.example.com/mcp', transport: 'http', headers: { A: '${TOKEN}' } } } });
    const inst = seamc(['install', '--repo', repo]);
    expect(inst.stderr).toBe('');
    expect(inst.code).toBe(0);
    expect(inst.stdout).toContain('note: retired GEMINI.md');
    expect(read(repo, '.gemini/settings.json')).toContain('"A": "$TOKEN"');
    expect(read(repo, '.gemini/settings.json')).not.toContain('${TOKEN}');
    expect(existsSync(join(repo, 'GEMINI.md'))).toBe(false);
    expect(read(repo, 'AGENTS.md')).toContain('Answer in English.');
  });

  it('adds a CI workflow and a plain git pre-commit hook when asked', () => {
    const repo = scratchRepo({ 'AGENTS.md': 'Be kind.\n' });
    const r = seamc(['init', '--repo', repo, '--pre-commit', '--ci']);
    expect(r.code).toBe(0);
    const workflow = read(repo, '.github/workflows/seamc.yml');
    expect(workflow).toContain('run: npm install --no-save --no-package-lock "$SEAMC_PACKAGE"');
    expect(workflow).toMatch(/run: npx --no-install seamc check --repo \. seam\.yaml\n/);
    expect(workflow).not.toMatch(/npx --yes/);
    const hook = read(repo, '.git/hooks/pre-commit');
    expect(hook.startsWith('#!/bin/sh\n\n# >>> seamc >>>\n')).toBe(true);
    expect(hook).toContain('$SEAMC install --stage seam.yaml ||');
  });

  it('uses the hook manager already present: husky, lefthook, pre-commit', () => {
    const husky = scratchRepo({ '.husky/pre-commit': 'npm test\n' });
    seamc(['init', '--repo', husky, '--pre-commit', '--no-ci']);
    expect(read(husky, '.husky/pre-commit')).toMatch(/^npm test\n\n# >>> seamc >>>\n/);
    const lefthook = scratchRepo({ 'lefthook.yml': 'pre-push:\n  commands:\n    test:\n      run: npm test\n' });
    expect(seamc(['init', '--repo', lefthook, '--pre-commit', '--no-ci']).stdout).toContain('lefthook: lefthook.yml');
    expect(parse(read(lefthook, 'lefthook.yml'))).toEqual({
      'pre-push': { commands: { test: { run: 'npm test' } } },
      'pre-commit': { commands: { seamc: { run: 'seamc install --stage seam.yaml && seamc gate --staged seam.yaml' } } },
    });
    const pc = scratchRepo({ '.pre-commit-config.yaml': 'repos:\n  - repo: https://github.com/pre-commit/pre-commit-hooks\n    rev: v4.6.0\n    hooks:\n      - id: trailing-whitespace\n' });
    seamc(['init', '--repo', pc, '--pre-commit', '--no-ci']);
    const cfg = parse(read(pc, '.pre-commit-config.yaml')) as { repos: { repo: string; hooks: { id: string; entry?: string }[] }[] };
    expect(cfg.repos.map((x) => x.repo)).toEqual(['https://github.com/pre-commit/pre-commit-hooks', 'local']);
    expect(cfg.repos[1]!.hooks[0]).toMatchObject({ id: 'seamc-install', entry: 'seamc install --stage seam.yaml', language: 'system' });
    expect(existsSync(join(pc, '.git/hooks/pre-commit'))).toBe(false);
  });
});
