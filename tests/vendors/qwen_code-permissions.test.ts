/**
 * Qwen Code permissions: `.qwen/settings.json` permissions lists. The deny tests replay Qwen's matching as its source
 * describes it (docs/decisions/qwen_code.md: split at unquoted operators, NAME= dropped, quotes removed, words
 * re-joined, prefix compare; WebFetch domain = host or subdomain; MCP by name) and try to get past each emitted rule.
 */
import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model, Permission } from '../../compiler/model/types.js';
import { backend } from '../../vendors/qwen_code/backend.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['qwen_code'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}
const perm = (n: number, level: Permission['level'], kind: Permission['kind'], pattern: string): Permission => ({ at: `/permissions/${n}`, level, kind, pattern });

/** Qwen's sub-command split (unquoted operators) and word normalization, as read in rule-parser.ts. */
function subCommands(cmd: string): string[] {
  const out: string[] = [];
  let q: string | undefined;
  let cur = '';
  for (let i = 0; i < cmd.length; i++) {
    const ch = cmd[i]!;
    if (q) { if (ch === q) q = undefined; cur += ch; continue; }
    if (ch === "'" || ch === '"') { q = ch; cur += ch; continue; }
    const op = ['&&', '||', ';;', '|&', '|', ';', '&', '\n'].find((o) => cmd.startsWith(o, i));
    if (op) { out.push(cur.trim()); cur = ''; i += op.length - 1; continue; }
    cur += ch;
  }
  out.push(cur.trim());
  return out.filter((s) => s !== '');
}
function words(sub: string): string {
  const ws = (sub.match(/'[^']*'|"[^"]*"|\S+/g) ?? []).map((w) => w.replace(/['"\\]/g, ''));
  while (ws.length > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(ws[0]!)) ws.shift();
  return ws.join(' ');
}
function bashMatches(rule: string, cmd: string): boolean {
  const m = /^Bash\((.*)\)$/.exec(rule);
  if (!m) return rule === 'Bash';
  const p = m[1]!;
  return subCommands(cmd).some((s) => {
    const w = words(s);
    return p.endsWith('*') ? w.startsWith(p.slice(0, -1)) : w === p || w.startsWith(`${p} `);
  });
}
const domainMatches = (rule: string, host: string): boolean => {
  const d = rule.slice('WebFetch(domain:'.length, -1);
  return host.toLowerCase() === d || host.toLowerCase().endsWith(`.${d}`);
};

describe('qwen_code permissions', () => {
  const permissions = [
    perm(0, 'allow', 'shell', 'npm test'),
    perm(1, 'allow', 'shell', '*'),
    perm(2, 'allow', 'read', 'src/**'),
    perm(3, 'allow', 'web', '*.example.com'),
    perm(4, 'allow', 'web', 'example.org'),
    perm(5, 'allow', 'mcp', 'github.list_issues'),
    perm(6, 'ask', 'shell', 'git push'),
    perm(7, 'deny', 'shell', 'rm -rf'),
    perm(8, 'deny', 'shell', 'git push*'),
    perm(9, 'deny', 'read', '.env*'),
    perm(10, 'deny', 'edit', './.github/workflows/**'),
    perm(11, 'deny', 'web', '*.internal.example.com'),
    perm(12, 'deny', 'web', 'evil.example.net'),
    perm(13, 'deny', 'mcp', 'github.delete_repo'),
    perm(14, 'deny', 'mcp', 'danger.*'),
    perm(15, 'deny', 'shell', "echo 'x'"),
    perm(16, 'deny', 'read', '!keep'),
    perm(17, 'allow', 'edit', '*'),
    perm(18, 'deny', 'read', '**'),
  ];
  const out = backend.emit.permissions!(model({ permissions }), ctx);
  const lists = (out.fragment[0]!.body as { permissions: Record<string, string[]> }).permissions;

  it('writes the three lists into .qwen/settings.json, deny / ask / allow', () => {
    expect(out.fragment.map((a) => a.path)).toEqual(['.qwen/settings.json']);
    expect(lists).toEqual({
      allow: ['Bash', 'Read(/src/**)', 'WebFetch(domain:example.com)', 'mcp__github__list_issues', 'Edit(/**)'],
      ask: ['Bash(git push)'],
      deny: ['Bash(rm -rf)', 'Bash(git push*)', 'Read(/.env*)', 'Edit(/.github/workflows/**)', 'WebFetch(domain:internal.example.com)', 'WebFetch(domain:evil.example.net)', 'mcp__github__delete_repo', 'mcp__danger', 'Read'],
    });
  });

  it('never writes an allow wider than seam.yaml: a command-prefix allow and a bare-domain allow are losses', () => {
    expect(out.unrepresentable.map((l) => [l.code, l.at])).toEqual([
      ['SC3203', '/permissions/0'],
      ['SC3203', '/permissions/4'],
      ['SC3203', '/permissions/15'],
      ['SC3203', '/permissions/16'],
    ]);
    expect(out.unrepresentable[0]!.reason).toContain('$(...)');
    expect(out.unrepresentable[1]!.reason).toContain('subdomain');
  });

  it('holds each shell deny against the forms Qwen normalizes, and names the ones it misses', () => {
    const rm = 'Bash(rm -rf)';
    for (const c of ['rm -rf /', 'rm  -rf /', "r'm' -rf /", 'FOO=1 rm -rf /', 'ls && rm -rf /', 'ls; rm -rf /', 'ls | rm -rf /', 'ls\nrm -rf /', 'true & rm -rf /', 'ls || rm -rf ~'])
      expect(bashMatches(rm, c), c).toBe(true);
    for (const c of ['rm -r /', 'echo "rm -rf /"', 'rmdir -rf x']) expect(bashMatches(rm, c), c).toBe(false);
    // ways past that the build note names: wrappers, paths, other shells, subshells
    const past = ['sudo rm -rf /', '/bin/rm -rf /', "bash -c 'rm -rf /'", '(rm -rf /)', '{ rm -rf /; }'];
    for (const c of past) expect(bashMatches(rm, c), c).toBe(false);
    expect(out.notes?.[0]).toMatch(/sudo.*\/bin\/rm.*bash -c.*subshell/);
    const push = 'Bash(git push*)';
    for (const c of ['git push', 'git push -f', 'git pushx', 'cd x && git push --force']) expect(bashMatches(push, c), c).toBe(true);
    expect(bashMatches('Bash(git push)', 'git push origin main')).toBe(true);
    expect(bashMatches('Bash(git push)', 'git pushx')).toBe(false);
  });

  it('holds each web deny on the host and every subdomain, never on a look-alike', () => {
    const internal = 'WebFetch(domain:internal.example.com)';
    for (const h of ['internal.example.com', 'a.internal.example.com', 'A.INTERNAL.example.com']) expect(domainMatches(internal, h), h).toBe(true);
    for (const h of ['internal.example.com.evil.net', 'notinternal.example.com', 'example.com']) expect(domainMatches(internal, h), h).toBe(false);
    // a bare-domain deny is written as host + subdomains: stricter than seam.yaml, never looser
    expect(domainMatches('WebFetch(domain:evil.example.net)', 'x.evil.example.net')).toBe(true);
  });

  it('anchors path rules at the project root and names MCP tools exactly', () => {
    expect(lists['deny']!.filter((r) => /^(Read|Edit)\(/.test(r)).every((r) => /^(Read|Edit)\(\/[^/]/.test(r))).toBe(true);
    expect(lists['deny']).toContain('mcp__github__delete_repo');
    expect(out.notes?.[1]).toContain('grep');
  });

  it('is gated on folder trust, like the hooks and the MCP servers and skills', () => {
    expect(backend.facts.gates.find((g) => g.id === 'trusted-folder')?.sections).toEqual(['hooks', 'permissions', 'packaging']);
  });

  it('writes nothing without permissions', () => {
    expect(backend.emit.permissions!(model(), ctx)).toEqual({ fragment: [], unrepresentable: [] });
  });
});
