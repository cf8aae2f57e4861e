/**
 * One test per finding of the honesty audit (docs/decisions/evidence-audit.md), each of which would have caught it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matrixMarkdown, matrixRows } from '../compiler/cli/matrix.js';
import { gradeFacts } from '../compiler/evidence/grade.js';
import { recordedLive } from '../compiler/evidence/live.js';
import { checkGate } from '../compiler/install/gates.js';
import { backends, targets } from '../vendors/index.js';
import { scratch, seamc } from './cli-helpers.js';

const facts = (id: string) => backends.find((b) => b.facts.id === id)!.facts;
const graded = (id: string) => gradeFacts(facts(id), recordedLive()).hooks!.events;

interface Loss { agent: string; code: string; at: string; reason: string; waived?: string }
function build(yaml: string, agents: string): Loss[] {
  const dir = scratch('seamc-audit-');
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, 'seam.yaml'), yaml);
  const r = seamc(['build', join(dir, 'seam.yaml'), '--out', join(dir, 'out'), '--agents', agents, '--format', 'json']);
  return (JSON.parse(r.stdout) as { unrepresentable: Loss[] }).unrepresentable;
}
const SPEC = (rules: string) => `seam: 1\nname: audit\nagents: [claude_code]\ninstructions:\n  - id: i\n    text: hello\n${rules ? `rules:\n${rules}` : ''}`;

describe('honesty audit', () => {
  it('1.1 Cursor pre_tool and prompt_submit are not enforceable on another project\'s run (inherited caps at best-effort)', () => {
    expect(graded('cursor').pre_tool!.grade).toBe('best-effort');
    expect(graded('cursor').prompt_submit!.grade).toBe('best-effort');
    expect(facts('cursor').hooks!.events.pre_tool!.evidence.failMode.every((e) => e.basis === 'inherited')).toBe(true);
    expect(graded('goose').pre_tool!.grade).toBe('enforceable'); // vendor source, checked by the audit
  });
  it('1.1 a security rule on Cursor now gets SC3105', () => {
    const l = build(SPEC('  - id: s\n    tool: shell\n    match: { command: rm }\n    decision: deny\n    intent: security\n'), 'cursor');
    expect(l.filter((x) => x.code === 'SC3105').map((x) => x.at)).toEqual(['/rules/0']);
  });
  it('1.2/1.3 no cell says live-run unless a scenario witnessing that exact claim passed; Copilot keeps which client ran', () => {
    const cp = graded('vscode_copilot').pre_tool!;
    expect(cp.basis).toBe('live-run');
    const fires = facts('vscode_copilot').hooks!.events.pre_tool!.evidence.fires;
    expect(fires.filter((e) => e.basis === 'live-run').every((e) => e.client === '@github/copilot')).toBe(true);
    // the prompt_submit and stop cells of Copilot rest on a hand run of the CLI, not on the live suite
    expect(graded('vscode_copilot').prompt_submit!.basis).toBe('hand-run');
    // the Claude hand-run cells are hand-run, not live-run
    expect(graded('claude_code').session_start!.basis).toBe('hand-run');
  });
  it('1.4 Gemini and Tabnine AfterTool are detect, and a security deny there is SC3102, not SC3105 (like Copilot)', () => {
    for (const id of ['gemini_cli', 'tabnine', 'vscode_copilot']) expect(graded(id).post_tool, id).toMatchObject({ grade: 'detect', block: false });
    const l = build(SPEC('  - id: p\n    on: post_tool\n    tool: shell\n    match: { command: rm }\n    decision: deny\n    intent: security\n'), 'gemini_cli,tabnine');
    expect(l.filter((x) => x.at === '/rules/0').map((x) => `${x.agent} ${x.code}`).sort()).toEqual(['gemini_cli SC3102', 'tabnine SC3102']);
  });
  it('1.4 Claude permissions.path-anchoring is a hand run that says what was not run', () => {
    const e = facts('claude_code').evidence['permissions.path-anchoring']!;
    expect(e.basis).toBe('hand-run');
    expect(e.claim).toMatch(/\/dir\/\*\* form seamc writes was not run/);
  });
  it('3.6 Junie documents only SessionStart, which cannot block', () => {
    expect(Object.keys(facts('junie').hooks!.events)).toEqual(['session_start']);
    const l = build(SPEC('  - id: r\n    tool: shell\n    match: { command: rm }\n    decision: deny\n'), 'junie');
    expect(l.find((x) => x.at === '/rules/0')?.code).toBe('SC3101');
  });
  it('3.2/4 Devin SessionStart and SessionEnd exist: declined / unadapted with a reason, SC3111, never "no such event"', () => {
    const l = build(SPEC('') + 'hooks:\n  - on: session_start\n    run: echo hi\n', 'devin');
    const h = l.find((x) => x.at === '/hooks/0')!;
    expect(h.code).toBe('SC3111');
    expect(h.reason).toMatch(/has SessionStart for session_start, but seamc does not install it/);
    const row = matrixRows(targets.filter((t) => t.id === 'devin'))[0]!;
    expect(row.events!['session_start']).toMatchObject({ status: 'declined' });
    expect(row.events!['session_end']).toMatchObject({ status: 'unadapted' });
  });
  it('4 Copilot sessionEnd / postToolUseFailure / preCompact are unadapted, not none', () => {
    const row = matrixRows(targets.filter((t) => t.id === 'vscode_copilot'))[0]!;
    for (const e of ['session_end', 'tool_failure', 'pre_compact']) expect(row.events![e], e).toMatchObject({ status: 'unadapted' });
  });
  it('3.7 Tabnine writes TABNINE.md', () => {
    const dir = scratch('seamc-audit-');
    mkdirSync(join(dir, '.git'));
    writeFileSync(join(dir, 'seam.yaml'), SPEC(''));
    const r = seamc(['build', join(dir, 'seam.yaml'), '--out', join(dir, 'out'), '--agents', 'tabnine', '--format', 'json']);
    expect((JSON.parse(r.stdout) as { artifacts: { path: string }[] }).artifacts.map((a) => a.path)).toContain('TABNINE.md');
  });
  it('4 an agent with unadapted hooks gets one loss per rule, naming it', () => {
    const l = build(SPEC('  - id: first\n    tool: shell\n    match: { command: a }\n    decision: deny\n  - id: second\n    tool: shell\n    match: { command: b }\n    decision: deny\n'), 'replit');
    const mine = l.filter((x) => x.at.startsWith('/rules'));
    expect(mine.map((x) => x.at)).toEqual(['/rules/0', '/rules/1']);
    expect(mine[0]!.reason).toMatch(/rule `first`/);
    expect(mine[0]!.reason).toMatch(/advisory text/);
  });
  it('5 activation gates are losses (SC3110) per agent, with how to clear them', () => {
    const l = build(SPEC('  - id: r\n    tool: shell\n    match: { command: rm }\n    decision: deny\n'), 'vscode_copilot,grok,gemini_cli,codex_cli,claude_code,junie,kimi_code');
    const gates = new Set(l.filter((x) => x.code === 'SC3110').map((x) => x.agent));
    expect([...gates].sort()).toEqual(['claude_code', 'codex_cli', 'gemini_cli', 'grok', 'junie', 'kimi_code', 'vscode_copilot']);
    expect(l.find((x) => x.code === 'SC3110' && x.agent === 'vscode_copilot')!.reason).toMatch(/To clear it: .*trustedFolders/);
  });
  it('5 seamc install can tell a Copilot trust gate met from one that remains', () => {
    const home = scratch('seamc-home-');
    const g = facts('vscode_copilot').gates!.find((x) => x.id === 'cli-folder-trust')!;
    expect(checkGate(g, '/repo/x', home)).toBe(false);
    mkdirSync(join(home, '.copilot'));
    writeFileSync(join(home, '.copilot', 'config.json'), JSON.stringify({ trustedFolders: ['/repo'] }));
    expect(checkGate(g, '/repo/x', home)).toBe(true);
  });
  it('4 (advisory) and 7: AGENTS.md never says "enforced"; it names what holds each rule per agent', () => {
    const dir = scratch('seamc-audit-');
    mkdirSync(join(dir, '.git'));
    writeFileSync(join(dir, 'seam.yaml'), SPEC('  - id: r\n    tool: shell\n    match: { command: a }\n    decision: deny\n'));
    seamc(['build', join(dir, 'seam.yaml'), '--out', join(dir, 'out'), '--agents', 'claude_code,aider']);
    const text = require('node:fs').readFileSync(join(dir, 'out', 'AGENTS.md'), 'utf8') as string;
    expect(text).not.toMatch(/[Ee]nforced/);
    expect(text).toMatch(/held by claude_code: hook, best-effort; aider: advisory text only/);
  });
  it('5 waived losses are printed with their reasons in text output', () => {
    const r = seamc(['build', 'specs/example.seam.yaml', '--out', scratch('seamc-audit-')]);
    expect(r.stdout).toMatch(/\d+ item\(s\) waived:\n/);
    expect(r.stdout).toMatch(/item\(s\): Claude Code fails open on a crashed hook/);
  });
  it('6 Copilot CLI running Claude Code hooks is reported when both are built: hooks: commands twice (a loss), judged twice (a note)', () => {
    const l = build(SPEC('  - id: r\n    tool: shell\n    match: { command: a }\n    decision: deny\n') + 'hooks:\n  - on: pre_tool\n    run: echo hi\n', 'claude_code,vscode_copilot');
    const twice = l.filter((x) => x.agent === 'claude_code' && x.code === 'SC3109' && /twice/.test(x.reason)).map((x) => x.at);
    // the hooks: commands running twice is a loss; the same verdict twice is only a note in the text output
    expect(twice).toEqual(['/hooks']);
    const dir = scratch('seamc-audit-');
    mkdirSync(join(dir, '.git'));
    writeFileSync(join(dir, 'seam.yaml'), SPEC('  - id: r\n    tool: shell\n    match: { command: a }\n    decision: deny\n'));
    const text = seamc(['build', join(dir, 'seam.yaml'), '--out', join(dir, 'out'), '--agents', 'claude_code,vscode_copilot']).stdout;
    expect(text).toMatch(/note: claude_code: Copilot CLI also runs .* judged twice/);
  });
  it('the matrix page carries a legend defining every grade and basis', () => {
    const md = matrixMarkdown(matrixRows(targets));
    for (const w of ['`enforced`', '`enforceable`', '`best-effort`', '`detect`', '`declined`', '`live-run`', '`hand-run`', '`vendor-source`', '`vendor-docs`', '`third-party`', '`inherited`']) expect(md, w).toContain(w);
  });
});
