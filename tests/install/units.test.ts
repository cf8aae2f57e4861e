/** The installer's building blocks: JSON text edits, marker blocks, the transaction. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyChanges } from '../../compiler/install/apply.js';
import { MARKDOWN_BLOCK, TOML_BLOCK, cutBlock, findBlock, putBlock } from '../../compiler/install/blocks.js';
import { installText } from '../../compiler/install/files.js';
import { mergeJsonText, stripJsonText, unitsOf } from '../../compiler/install/json-merge.js';
import { installedNotice } from '../../compiler/emit/header.js';
import { scratchRepo, snapshot } from './helpers.js';

const GEN = { permissions: { allow: ['Bash(npm test:*)'] }, mcpServers: { docs: { url: 'https://x', headers: { A: 'b' } } } };

describe('JSON merge', () => {
  it('keeps tabs, comments, inline lists and trailing text; strip gives the bytes back', () => {
    const text = '// user config\n{\n\t"permissions": { "allow": ["Read(/src/**)"] }, /* keep */\n\t"x": 1\n}\n';
    const r = mergeJsonText(text, GEN, []);
    expect(r.text).toBe('// user config\n{\n\t"permissions": { "allow": ["Read(/src/**)", "Bash(npm test:*)"] }, /* keep */\n\t"x": 1,\n\t"mcpServers": {\n\t\t"docs": {\n\t\t\t"url": "https://x",\n\t\t\t"headers": {\n\t\t\t\t"A": "b"\n\t\t\t}\n\t\t}\n\t}\n}\n');
    expect(r.units).toEqual([
      { at: '/permissions/allow', element: 'Bash(npm test:*)' },
      { at: '/mcpServers', container: 'object' },
      { at: '/mcpServers/docs', value: GEN.mcpServers.docs },
    ]);
    expect(stripJsonText(r.text, r.units).text).toBe(text);
  });

  it('a created file is the generated text; an entry the user already has is not seamc\'s', () => {
    const gen = JSON.stringify(GEN, null, 2) + '\n';
    expect(installText('json', 'a.json', gen, undefined, []).text).toBe(gen);
    const user = '{\n  "permissions": {\n    "allow": [\n      "Bash(npm test:*)"\n    ]\n  }\n}\n';
    const r = mergeJsonText(user, GEN, []);
    expect(r.units.some((u) => 'element' in u)).toBe(false);
    expect(stripJsonText(r.text, r.units).text).toBe(user);
  });

  it('replaces its own edited entry, removes entries no longer wanted, and recognises hook entries by the runtime path', () => {
    const units = unitsOf({ hooks: { Stop: [{ command: 'node .seam/hooks/a.cjs', timeout: 30 }] } });
    const edited = '{\n  "hooks": {\n    "Stop": [\n      { "command": "node .seam/hooks/a.cjs", "timeout": 99 },\n      { "command": "mine" }\n    ]\n  }\n}\n';
    const r = mergeJsonText(edited, { hooks: { Stop: [{ command: 'node .seam/hooks/a.cjs', timeout: 30 }] } }, units);
    expect(JSON.parse(r.text)).toEqual({ hooks: { Stop: [{ command: 'mine' }, { command: 'node .seam/hooks/a.cjs', timeout: 30 }] } });
    expect(JSON.parse(stripJsonText(r.text, r.units).text)).toEqual({ hooks: { Stop: [{ command: 'mine' }] } });
  });

  it('keeps a respelled twin of the user\'s instead of adding seamc\'s spelling beside it', () => {
    const twin = (_at: string, a: unknown, b: unknown) => String(a).replace('(/', '(') === String(b).replace('(/', '(');
    const user = '{ "permissions": { "allow": ["Read(src/**)"] } }\n';
    const r = mergeJsonText(user, { permissions: { allow: ['Read(/src/**)', 'Bash(ls)'] } }, [], twin);
    expect(JSON.parse(r.text)).toEqual({ permissions: { allow: ['Read(src/**)', 'Bash(ls)'] } });
    expect(r.units).toEqual([{ at: '/permissions/allow', element: 'Bash(ls)' }]);
    const server = '{ "mcpServers": { "db": { "type": "stdio", "command": "pg" } } }\n';
    const same = (_at: string, a: unknown, b: unknown) => (a as { command: string }).command === (b as { command: string }).command;
    expect(mergeJsonText(server, { mcpServers: { db: { command: 'pg' } } }, [], same).text).toBe(server);
  });

  it('refuses a user value of another type or another scalar', () => {
    expect(() => mergeJsonText('{ "permissions": [] }', GEN, [])).toThrow('the repository has a list where seamc writes an object');
    expect(() => mergeJsonText('{ "mcpServers": { "docs": { "url": "https://y" } } }', GEN, [])).toThrow('the repository already sets it to');
    expect(() => mergeJsonText('[1]', GEN, [])).toThrow('not an object');
  });
});

describe('marker blocks', () => {
  it('appends after one blank line, replaces in place, cuts back to the original', () => {
    const t = 'a\n';
    const once = putBlock(t, 'x\n', MARKDOWN_BLOCK);
    expect(once).toBe('a\n\n<!-- >>> seamc >>> -->\nx\n<!-- <<< seamc <<< -->\n');
    expect(putBlock(once + 'tail\n', 'y\n', MARKDOWN_BLOCK)).toBe('a\n\n<!-- >>> seamc >>> -->\ny\n<!-- <<< seamc <<< -->\ntail\n');
    expect(cutBlock(once, MARKDOWN_BLOCK)).toBe(t);
  });

  it('ignores markers inside fenced code and reports damaged ones with their line', () => {
    const fenced = '```\n<!-- >>> seamc >>> -->\n```\n';
    expect(findBlock(fenced, MARKDOWN_BLOCK)).toBeUndefined();
    expect(() => findBlock('x\n<!-- <<< seamc <<< -->\n<!-- >>> seamc >>> -->\n', MARKDOWN_BLOCK)).toThrow('the seamc end marker comes before the begin marker (line 3)');
    expect(() => findBlock('# >>> seamc >>>\n# >>> seamc >>>\n# <<< seamc <<<\n', TOML_BLOCK)).toThrow('a second seamc begin marker (the first is on line 1)');
  });

  it('puts a TOML block with root keys before the first table, and refuses a duplicate table', () => {
    const user = 'model = "o3"\n\n[profile.x]\na = 1\n';
    const out = installText('toml', 'c.toml', '# Generated by seamc from s.\nkey = 1\n', user, []).text;
    expect(out).toBe('model = "o3"\n\n# >>> seamc >>>\n# Generated by seamc from s.\nkey = 1\n# <<< seamc <<<\n\n[profile.x]\na = 1\n');
    expect(() => installText('toml', 'c.toml', '# Generated by seamc from s.\n[profile.x]\nb = 2\n', user, [])).toThrow('not valid TOML');
  });
});

describe('the transaction', () => {
  it('puts everything back when a step fails halfway', () => {
    const repo = scratchRepo({ 'a.txt': 'A\n', 'b.txt': 'B\n' });
    const snap = snapshot(repo);
    const changes = [
      { path: 'a.txt', abs: join(repo, 'a.txt'), before: { text: 'A\n', mode: 0o644 }, after: { text: 'A2\n', mode: 0o644 } },
      { path: 'new/c.txt', abs: join(repo, 'new/c.txt'), after: { text: 'C\n', mode: 0o644 } },
      { path: 'b.txt', abs: join(repo, 'b.txt'), before: { text: 'B\n', mode: 0o644 } },
    ];
    expect(() => applyChanges(changes, { onStep: (p) => { if (p === 'b.txt') throw new Error('disk full'); } })).toThrow('disk full');
    expect(snapshot(repo)).toEqual(snap);
    applyChanges(changes);
    expect(readFileSync(join(repo, 'a.txt'), 'utf8')).toBe('A2\n');
    expect(existsSync(join(repo, 'b.txt'))).toBe(false);
  });
});

describe('the do-not-edit notice in a repository', () => {
  it('says seamc install, and in a block speaks of the block', () => {
    const built = '<!-- Generated by seamc from seam.yaml. Do not edit: change seam.yaml and run `seamc build`. -->\n\nx\n';
    expect(installedNotice(built, false)).toBe('<!-- Generated by seamc from seam.yaml. Do not edit: change seam.yaml and run `seamc install`. -->\n\nx\n');
    expect(installedNotice(built, true)).toContain('the lines between the seamc markers. Do not edit them: change seam.yaml and run `seamc install`.');
    expect(installedNotice('no notice\n', true)).toBe('no notice\n');
  });
});
