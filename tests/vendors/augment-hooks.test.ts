import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { emitContext } from '../../compiler/backend/hook-command.js';
import type { Model } from '../../compiler/model/types.js';
import { backend } from '../../vendors/augment/backend.js';
import { wrapperScript } from '../../vendors/augment/hooks.js';
import { adapter, lift } from '../../vendors/augment/runtime.js';

const ctx = emitContext(backend.facts);
function model(over: Partial<Model> = {}): Model {
  return { name: 'acme-api', agents: ['augment'], instructions: [], permissions: [], rules: [], hooks: [], tests: [], waivers: [], policy: { rules: [], hooks: [] }, ...over };
}

/** What the wrapper hands the runtime, with `cat` standing in for the hook command. */
function throughWrapper(stdin: string): string {
  const r = spawnSync('/bin/sh', ['-c', wrapperScript('PreToolUse', 'cat')], { input: stdin, encoding: 'utf8' });
  expect(r.status).toBe(0);
  return r.stdout;
}

describe('augment hooks', () => {
  it('writes one matcher group per used event, naming its .sh wrapper, timeout in milliseconds, plus the wrapper and the runtime', () => {
    const rules = [{ on: 'pre_tool' }, { on: 'stop' }];
    const out = backend.emit.hooks(model({ rules } as never), ctx);
    expect(out.fragment[0]).toEqual({
      path: '.augment/settings.json',
      format: 'json',
      body: {
        hooks: {
          PreToolUse: [{ hooks: [{ type: 'command', command: '.augment/hooks/seamc-PreToolUse.sh', timeout: 30000 }] }],
          Stop: [{ hooks: [{ type: 'command', command: '.augment/hooks/seamc-Stop.sh', timeout: 30000 }] }],
        },
      },
    });
    expect(out.fragment.slice(1).map((a) => a.path)).toEqual(['.augment/hooks/seamc-PreToolUse.sh', '.augment/hooks/seamc-Stop.sh', ctx.hookScript]);
    expect(out.fragment[1]).toMatchObject({ format: 'text', mode: 0o755 });
    expect((out.fragment[1] as { body: string }).body).toContain(ctx.hookCommand);
    expect(backend.emit.hooks(model(), ctx).fragment).toEqual([]);
  });

  it('the wrapper puts the event key in front of compact and pretty-printed payloads, and the result parses', () => {
    for (const payload of ['{"conversation_id":"c","tool_name":"view"}', '{\n  "conversation_id": "c",\n  "tool_name": "view"\n}\n', '  {"a":1}']) {
      const seen = JSON.parse(throughWrapper(payload)) as Record<string, unknown>;
      expect(seen['seamc_event']).toBe('PreToolUse');
      expect(seen['conversation_id'] ?? seen['a']).toBeDefined();
    }
    // a payload that already names the event (the probe's) gains a duplicate key with the same value
    expect(JSON.parse(throughWrapper('{"seamc_event":"PreToolUse","tool_name":"view"}'))).toEqual({ seamc_event: 'PreToolUse', tool_name: 'view' });
    // text inside a string is never a key: only the first brace of the first line is touched
    const tricky = JSON.parse(throughWrapper('{"tool_input":{"command":"echo {\\"seamc_event\\":\\"Stop\\"}"},"tool_name":"launch-process"}')) as Record<string, unknown>;
    expect(tricky['seamc_event']).toBe('PreToolUse');
  });

  it('refuses an event name that is not a plain word', () => {
    expect(() => wrapperScript('Pre"; rm -rf / #', 'cat')).toThrow(/unsafe/);
  });

  it('judges every file remove-files deletes', () => {
    const ev = adapter.parse(lift({ seamc_event: 'PreToolUse', tool_name: 'remove-files', tool_input: { file_paths: ['a.ts', '.augment/hooks/seamc-Stop.sh'] } }));
    expect(ev?.toolClass).toBe('edit');
    expect(ev?.patch).toContain('*** Delete File: .augment/hooks/seamc-Stop.sh');
    expect(adapter.parse({ seamc_event: 'PreToolUse', tool_name: 'remove-files', tool_input: { file_paths: ['a.ts'] } })?.path).toBe('a.ts');
  });

  it('reads the wrapper\'s key before any hook_event_name', () => {
    expect(adapter.parse({ seamc_event: 'Stop', hook_event_name: 'PreToolUse' })?.wire).toBe('Stop');
    expect(adapter.parse({ hook_event_name: 'PostToolUse', tool_name: 'view' })?.event).toBe('post_tool');
    expect(adapter.parse({ conversation_id: 'c', tool_name: 'view' })).toBeNull();
  });
});

describe('augment packaging', () => {
  it('writes commands, subagents and skills under .augment/ and MCP servers to the user-scope fragment; subagent tool lists are reported', () => {
    const plugin = {
      mcp: [{ at: '/plugin/mcp/0', name: 'github', transport: 'stdio', command: 'npx', args: [], env: {}, headers: {} }],
      commands: [{ at: '/plugin/commands/0', name: 'review', description: 'Review a change', body: 'Review $ARGUMENTS\n' }],
      agents: [{ at: '/plugin/agents/0', name: 'auditor', description: 'Audits', tools: ['read'], body: 'Audit.\n' }],
      skills: [{ at: '/plugin/skills/0', name: 'deploy', files: [{ path: 'SKILL.md', text: '---\nname: deploy\n---\n', mode: 0o644 }] }],
    };
    const out = backend.emit.packaging(model({ plugin } as never), ctx);
    expect(out.fragment.map((a) => a.path)).toEqual(['.seam/augment/mcp.json', '.augment/commands/review.md', '.augment/agents/auditor.md', '.augment/skills/deploy/SKILL.md']);
    expect(out.fragment[1]).toMatchObject({ body: { frontmatter: { description: 'Review a change' }, data: { body: 'Review $ARGUMENTS' } } });
    expect(out.fragment[2]).toMatchObject({ body: { frontmatter: { name: 'auditor', description: 'Audits' } } });
    expect(out.unrepresentable.map((l) => l.code)).toEqual(['SC3404']);
  });
});
