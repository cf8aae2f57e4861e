/**
 * Every hook vendor's reply reader against the replies its fixtures expect (tests/fixtures/payloads/<agent>/): each
 * reads to the verb the client acts on. The verb comes from the fixture's name (deny/block, escalate/ask, transform,
 * vouch; anything else allows), with the exceptions below, where the client cannot say the verb the name holds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProbeDelivery } from '../../compiler/backend/types-probe.js';
import type { DecisionVerb, RuntimeAdapter } from '../../compiler/contract/index.js';
import { backends, probes } from '../../vendors/index.js';
import { root } from '../cli-helpers.js';
import { loadAdapters } from '../runtime/adapters.js';

const adapters: Record<string, RuntimeAdapter> = await loadAdapters();

/** fixture name -> the verb the client acts on, where the name says otherwise */
const OVERRIDES: Record<string, Record<string, DecisionVerb>> = {
  // a runtime fault (exit 2, nothing on stdout) blocks nothing on a client with no exit-code block: the call runs
  antigravity: { 'pre-run-command-transform': 'deny', 'stop-continue': 'deny', malformed: 'allow' },
  claude_code: { 'stop-escalate': 'deny', 'pre-bash-force-push': 'deny', 'pre-tool-input-string': 'deny', bom: 'deny' },
  codex_cli: { 'pre-bash-escalate': 'deny', 'pre-bash-force-push': 'deny' },
  // preToolUse leaves the ask to beforeShellExecution (docs/decisions/cursor.md)
  cursor: { 'pretool-escalate': 'allow', 'pretool-write-escalate': 'deny', 'shell-transform-refused': 'deny', 'shell-unnamed': 'deny' },
  deepagents: { 'pre-bash-transform': 'deny' },
  devin: { 'pre-exec-escalate': 'deny' },
  // a hook's ask does not hold a Droid call (live factory_droid/ask-not-held): the runtime denies
  factory_droid: { 'pre-execute-escalate-denied': 'deny' },
  gemini_cli: { 'before-tool-vouch-allow': 'allow', 'after-tool-deny': 'allow', 'before-tool-input-string': 'deny' },
  goose: { 'pre-shell-escalate': 'deny', 'pre-shell-transform': 'deny' },
  grok: { 'pre-shell-escalate': 'deny', 'pre-shell-transform': 'deny', malformed: 'allow' },
  kimi_code: { 'pre-bash-escalate': 'deny', 'pre-bash-transform': 'deny' },
  kilo_code: { 'pre-bash-escalate': 'deny' },
  opencode: { 'pre-bash-escalate': 'deny' },
  openclaw: { 'pre-exec-escalate': 'deny' },
  pi: { 'pre-bash-escalate': 'deny' },
  // a runtime fault (exit 2) is a hook failure: a denial only on a strict before_tool entry (read here with none)
  mistral_vibe: { 'pre-bash-escalate': 'deny', malformed: 'allow' },
  openhands: { 'pre-terminal-escalate': 'deny', 'pre-terminal-transform': 'deny' },
  tabnine: { 'before-tool-escalate-refused': 'deny', 'before-tool-transform-refused': 'deny', 'after-tool-deny': 'allow' },
  vscode_copilot: { 'post-tool': 'allow', 'cli-agent-stop': 'deny', 'pre-bash-string-input': 'deny' },
  windsurf: { 'pre-run-command-escalate': 'deny', 'pre-run-command-transform': 'deny', 'pre-run-command-legacy-key': 'deny' },
};

/** an agent none of whose hook events can block (Junie: SessionStart only) answers every payload with a pass */
const blocks = (agent: string): boolean => Object.values(backends.find((b) => b.facts.id === agent)?.facts.hooks?.events ?? {}).some((e) => e.block);

function verbOfName(agent: string, name: string): DecisionVerb {
  if (!blocks(agent)) return 'allow';
  const o = OVERRIDES[agent]?.[name];
  if (o) return o;
  if (/deny|block|malformed/.test(name)) return 'deny';
  if (/escalate|ask/.test(name)) return 'escalate';
  if (/transform/.test(name)) return 'transform';
  if (/vouch/.test(name)) return 'vouch';
  return 'allow';
}

interface Fixture {
  readonly name: string;
  readonly payload?: Record<string, unknown>;
  readonly expect: { readonly stdout: string | Record<string, unknown>; readonly exit: number };
}

function fixtures(agent: string): Fixture[] {
  const dir = join(root, 'tests/fixtures/payloads', agent);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ name: f.slice(0, -5), ...(JSON.parse(readFileSync(join(dir, f), 'utf8')) as Omit<Fixture, 'name'>) }));
}

describe.each(Object.keys(probes))('%s reads its replies', (agent) => {
  const probe = probes[agent]!;
  const list = fixtures(agent);

  const gate = list.map((f) => (f.payload ? adapters[agent]!.parse(structuredClone(f.payload)) : null)).find((e) => e?.event === 'pre_tool' && e.toolClass === 'shell')?.wire;

  it.each(list.map((f) => [f.name, f] as const))('%s', (name, f) => {
    const ev = f.payload ? adapters[agent]!.parse(structuredClone(f.payload)) : null;
    // an unreadable payload is answered at the tool gate it was sent to; the runtime says why on stderr
    const wire = ev?.wire ?? (f.payload ? '' : (gate as string));
    const delivery: ProbeDelivery = { wire, ...(ev?.tool !== undefined ? { tool: ev.tool } : {}), payload: f.payload ?? {} };
    const stdout = typeof f.expect.stdout === 'string' ? f.expect.stdout : JSON.stringify(f.expect.stdout);
    const stderr = f.expect.exit === 2 ? stdout || 'seamc: this payload cannot be read; refused' : '';
    const v = probe.read(delivery, { stdout, exit: f.expect.exit, stderr }, {});
    expect(v.verb).toBe(verbOfName(agent, name));
    if (v.verb === 'transform') expect(v.updatedInput).toBeDefined();
  });

  it('reads the hook command\'s own refusal (no runtime found) as a block at its tool gate', () => {
    const wire = gate;
    if (!blocks(agent)) return expect(wire).toBeUndefined(); // no gate that could block: nothing to refuse at
    expect(wire).toBeDefined();
    const refuse =
      agent === 'grok' || agent === 'antigravity' || agent === 'mistral_vibe'
        ? { stdout: '{"decision":"deny","reason":"seamc: no runtime"}', exit: 0 }
        : agent === 'cline'
          ? { stdout: '{"cancel":true,"errorMessage":"seamc: no runtime"}', exit: 0 }
          : { stdout: agent === 'windsurf' ? 'seamc: no runtime\n' : '', exit: 2 };
    expect(probe.read({ wire: wire!, payload: {} }, { ...refuse, stderr: 'seamc: no runtime; the call is blocked' }, {}).verb).toBe('deny');
  });
});
