/**
 * Rovo Dev permissions: a user-scope toolPermissions block (.seam/rovo_dev/config.yml). Each deny and ask regex is
 * tried against ways past it, read both as a full match and as a search (the docs do not say which Rovo Dev does).
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Permission } from '../../compiler/model/types.js';
import { backend } from '../../vendors/rovo_dev/backend.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['rovo_dev'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
const perm = (n: number, level: Permission['level'], kind: Permission['kind'], pattern: string): Permission => ({ at: `/permissions/${n}`, level, kind, pattern });
/** Rovo Dev's documented split of a compound command, then a match of any part (full match and search agree here). */
const parts = (cmd: string): string[] => cmd.split(/&&|\|\||;/).map((s) => s.trim()).filter(Boolean);
const hits = (re: string, cmd: string): boolean => parts(cmd).some((p) => new RegExp(re).test(p));

describe('rovo_dev permissions', () => {
  const permissions = [
    perm(0, 'allow', 'shell', 'npm test'),
    perm(1, 'allow', 'shell', 'git push'),
    perm(2, 'allow', 'read', '*'),
    perm(3, 'ask', 'shell', 'git push*'),
    perm(4, 'deny', 'shell', 'rm -rf'),
    perm(5, 'deny', 'edit', '.github/**'),
    perm(6, 'deny', 'web', 'evil.com'),
    perm(7, 'deny', 'mcp', 'github.*'),
    perm(8, 'deny', 'edit', '*'),
    perm(9, 'deny', 'shell', '"quoted"'),
    perm(10, 'ask', 'shell', '*'),
  ];
  const out = backend.emit.permissions!(model({ permissions }), ctx);
  const doc = parse((out.fragment[0] as { body: string }).body) as { toolPermissions: { tools: Record<string, string>; bash: { default: string; commands: { command: string; permission: string }[] } } };
  const tp = doc.toolPermissions;

  it('writes one YAML block for the user config, deny and ask entries before allows', () => {
    expect(out.fragment.map((a) => a.path)).toEqual(['.seam/rovo_dev/config.yml']);
    expect(tp.tools).toEqual({ create_file: 'deny', delete_file: 'deny', move_file: 'deny', find_and_replace_code: 'deny' });
    expect(tp.bash.default).toBe('ask');
    expect(tp.bash.commands.map((c) => c.permission)).toEqual(['deny', 'ask', 'allow']);
    expect(tp.bash.commands[2]!.command).toBe('^npm test$');
  });

  it('reports what has no form, and an allow that a deny or ask entry also matches', () => {
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/2'],
      ['SC3203', '/permissions/5'],
      ['SC3202', '/permissions/6'],
      ['SC3202', '/permissions/7'],
      ['SC3203', '/permissions/9'],
      ['SC3203', '/permissions/1'],
    ]);
  });

  it('holds the deny against the ways past a prefix: spacing, wrappers, pipes, subshells, $(...)', () => {
    const rm = tp.bash.commands[0]!.command;
    const tries = ['rm -rf /', 'rm  -rf /', 'rm\t-rf /', 'sudo rm -rf /', 'env X=1 rm -rf /', 'ls && rm -rf /', 'ls; rm -rf /', 'ls | rm -rf /', '(rm -rf /)', 'echo $(rm -rf /)', 'echo `rm -rf /`', 'ls\nrm -rf /', 'rm -rf'];
    for (const c of tries) expect(hits(rm, c), JSON.stringify(c)).toBe(true);
    for (const c of ['rm -r /', 'firm -rf', 'ls -la']) expect(hits(rm, c), c).toBe(false);
    const push = tp.bash.commands[1]!.command;
    for (const c of ['git push', 'git push -f', 'git pushx', 'cd x && git push']) expect(hits(push, c), c).toBe(true);
  });

  it('approves only the bare allowed command, never a longer part', () => {
    const allow = tp.bash.commands[2]!.command;
    expect(hits(allow, 'npm test')).toBe(true);
    for (const c of ['npm test --watch', 'npm test | sh', 'npm test $(curl x)', 'npm testx', 'npm test\nrm -rf /']) expect(new RegExp(allow).test(c), JSON.stringify(c)).toBe(false);
    expect(out.notes?.[0]).toContain('exact');
  });

  it('is gated: the block is read only from the user config', () => {
    expect(backend.facts.gates.filter((g) => g.sections.includes('permissions')).map((g) => [g.id, g.sections])).toEqual([['user-config-only', ['permissions']]]);
  });

  it('writes nothing without permissions', () => {
    expect(backend.emit.permissions!(model(), ctx)).toEqual({ fragment: [], unrepresentable: [] });
  });
});
