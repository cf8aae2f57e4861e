/** AgentM: a scenario that composes seamc's permissions and rules, its policy file, AGENTS.md through system_prompt; what the DSL cannot say is reported. */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { put, scratchRepo, seamc } from '../install/helpers.js';

const SPEC = `seam: 1
name: am
agents: [agentm]
instructions:
  - id: kind
    text: Be kind.
permissions:
  deny:
    - shell: "*"
    - edit: "src/**"
  ask:
    - read: "**"
rules:
  - id: no-force-push
    tool: shell
    match: { exec: { program: git, args: [push], flags: [--force] } }
    decision: deny
  - id: lockfile
    tool: [write, edit]
    match: { path: "**/pnpm-lock.yaml" }
    decision: deny
    message: The lockfile {is} generated.
  - id: keys
    tool: write
    match: { content: 'AKIA[0-9A-Z]{16}' }
    decision: deny
  - id: ask-deploy
    tool: shell
    match: { command: 'deploy' }
    decision: escalate
`;

describe('agentm', () => {
  const repo = scratchRepo();
  put(repo, 'seam.yaml', SPEC);
  const r = seamc(['build', join(repo, 'seam.yaml'), '--out', join(repo, 'out'), '--format', 'json']);
  const losses = (JSON.parse(r.stdout) as { unrepresentable: { code: string; at: string }[] }).unrepresentable.map((l) => `${l.code} ${l.at}`);
  const read = (p: string) => readFileSync(join(repo, 'out', p), 'utf8');

  it('composes the scenario: system_prompt (AGENTS.md), permission (tool names), the policy engine with seamc\'s file', () => {
    const m = parse(read('.agentm/seamc/manifest.yaml')) as { name: string; extensions: { module: string; config?: unknown }[] };
    expect(m.name).toBe('am');
    expect(m.extensions).toEqual([
      { module: 'agentm.extensions.builtin.system_prompt' },
      { module: 'agentm.extensions.builtin.permission', config: { deny: ['bash'] } },
      { module: 'agentm.extensions.builtin.policy', config: { policy_files: ['.agentm/seamc/policies/seamc.yaml'] } },
    ]);
    expect(read('AGENTS.md')).toContain('Be kind.');
  });

  it('writes the rules the DSL can say, enforced, as word and name tests', () => {
    const p = parse(read('.agentm/seamc/policies/seamc.yaml')) as { version: number; rules: { name: string; on: string; match: { tool: string }; effect: string; mode: string; reason: string; when: string }[] };
    expect(p.version).toBe(1);
    expect(p.rules.map((x) => [x.name, x.on, x.match.tool, x.effect, x.mode])).toEqual([
      ['no-force-push', 'tool_call_pre', 'bash', 'block', 'enforce'],
      ['lockfile', 'tool_call_pre', 'edit|write', 'block', 'enforce'],
      ['ask-deploy', 'tool_call_pre', 'bash', 'block', 'enforce'],
    ]);
    expect(p.rules[1]!.reason).toBe('The lockfile is generated.');
    expect(p.rules[1]!.when).toContain("== 'pnpm-lock.yaml'");
  });

  it('reports what it cannot say: narrow permissions, ask, content regexes; approximations; escalate answered stricter', () => {
    expect(losses).toEqual(expect.arrayContaining(['SC3203 /permissions/deny/1', 'SC3201 /permissions/ask/0', 'SC3112 /rules/2', 'SC3113 /rules/0', 'SC3113 /rules/1', 'SC3103 /rules/3']));
    expect(losses).not.toContain('SC3203 /permissions/deny/0');
    expect(readFileSync(join(repo, 'out', '.seam', 'manifest.json'), 'utf8')).toContain('.agentm/seamc/manifest.yaml');
  });
});
