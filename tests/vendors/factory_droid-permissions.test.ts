/** Factory Droid permissions: a shell deny of one whole program becomes a commandBlocklist entry; nothing else is guessed. */
import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Permission } from '../../compiler/model/types.js';
import { backend } from '../../vendors/factory_droid/backend.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['factory_droid'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
const perm = (n: number, level: Permission['level'], kind: Permission['kind'], pattern: string): Permission => ({ at: `/permissions/${n}`, level, kind, pattern });

/** The documented blocklist behaviour: the program actually invoked, past wrappers, paths, quotes and $(...). */
function invokedPrograms(cmd: string): string[] {
  const programs: string[] = [];
  for (const part of cmd.split(/&&|\|\||[;|&\n]|\$\(|`|\)/)) {
    const words = (part.match(/'[^']*'|"[^"]*"|\S+/g) ?? []).map((w) => w.replace(/['"\\]/g, ''));
    while (words.length > 0 && /^(sudo|env|nohup|timeout|xargs|exec|[A-Za-z_][A-Za-z0-9_]*=.*|\d+)$/.test(words[0]!)) words.shift();
    if (words[0] === 'bash' || words[0] === 'sh') programs.push(...invokedPrograms(words.slice(2).join(' ')));
    else if (words[0]) programs.push(words[0].split('/').pop()!);
  }
  return programs;
}

describe('factory_droid permissions', () => {
  const permissions = [
    perm(0, 'deny', 'shell', 'curl'),
    perm(1, 'deny', 'shell', 'wget *'),
    perm(2, 'deny', 'shell', 'rm -rf'),
    perm(3, 'deny', 'shell', 'git push*'),
    perm(4, 'ask', 'shell', 'git push'),
    perm(5, 'allow', 'shell', 'npm test'),
    perm(6, 'deny', 'read', '.env'),
    perm(7, 'deny', 'web', 'evil.example.com'),
    perm(8, 'deny', 'mcp', 'github.delete_repo'),
    perm(9, 'deny', 'shell', 'curl'),
  ];
  const out = backend.emit.permissions!(model({ permissions }), ctx);

  it('writes only whole-program denies, as commandBlocklist in .factory/settings.json', () => {
    expect(out.fragment).toEqual([{ path: '.factory/settings.json', format: 'json', body: { commandBlocklist: ['curl', 'wget'] } }]);
  });

  it('reports every pattern whose Droid matching is undocumented, and every non-shell kind', () => {
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/2'],
      ['SC3203', '/permissions/3'],
      ['SC3203', '/permissions/4'],
      ['SC3203', '/permissions/5'],
      ['SC3202', '/permissions/6'],
      ['SC3202', '/permissions/7'],
      ['SC3202', '/permissions/8'],
    ]);
    expect(out.unrepresentable[3]!.reason).toContain('could approve more');
  });

  it('a blocklisted program is refused however the command spells it (the documented resolution)', () => {
    const blocked = (out.fragment[0]!.body as { commandBlocklist: string[] }).commandBlocklist;
    const tries = ['curl x', '/usr/bin/curl x', "bash -c 'curl x'", 'sudo curl x', 'echo $(curl x)', 'ls && wget y', 'FOO=1 "wget" y', 'nohup wget y'];
    for (const c of tries) expect(invokedPrograms(c).some((p) => blocked.includes(p)), c).toBe(true);
    for (const c of ['curlie x', 'echo curl', 'ls']) expect(invokedPrograms(c).some((p) => blocked.includes(p)), c).toBe(false);
  });

  it('writes nothing without permissions', () => {
    expect(backend.emit.permissions!(model(), ctx)).toEqual({ fragment: [], unrepresentable: [] });
  });
});
