/**
 * Codex's apply_patch reading (fixtures run in tests/runtime/fixtures.test.ts), and the one-line change Claude Code's record needs so it stops claiming Codex payloads (docs/decisions/codex_cli.md):
 * Codex sends transcript_path and permission_mode too, which Claude's record counts as its own markers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../compiler/util/package-root.js';
import { adapter } from '../../vendors/codex_cli/runtime.js';

interface Fixture {
  payload?: unknown;
}
const dir = (agent: string) => join(packageRoot(), 'tests', 'fixtures', 'payloads', agent);
const load = (agent: string) =>
  readdirSync(dir(agent))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(join(dir(agent), f), 'utf8')) as Fixture] as const);

describe('codex_cli apply_patch parsing', () => {
  it('reads every file of a patch, judges the first path, and classes add-only patches as write', () => {
    const e = adapter.parse({
      hook_event_name: 'PreToolUse',
      turn_id: 't',
      tool_name: 'apply_patch',
      tool_input: { command: '*** Begin Patch\n*** Add File: a.txt\n+one\n*** Add File: b/.env\n+TOKEN=x\n*** End Patch' },
    });
    expect([e?.toolClass, e?.path, e?.content]).toEqual(['write', 'a.txt', 'one\nTOKEN=x']);
  });
});

