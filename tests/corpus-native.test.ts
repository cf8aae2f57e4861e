/**
 * Native permissions against the corpus (scripts/corpus/native.ts, docs/corpus.md "Native permissions"): seamc
 * writes a native deny for every shell area, the simulated vendor matching lets some attacks through (its bypass
 * classes, reported at build), and whatever the native deny catches the hook runtime catches too, so the runtime
 * is the enforcing layer and the native entry only ever adds a second wall.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inProcess, loadPolicy } from '../scripts/corpus/decide.js';
import { nativeRows, NATIVE_AGENTS, NATIVE_DENY } from '../scripts/corpus/native.js';
import { loadCorpus } from '../scripts/corpus/records.js';
import { makeScratchRepo } from '../scripts/corpus/repo.js';
import { claudeBashDeny } from '../vendors/claude_code/native-shell.js';

const dir = join(__dirname, 'corpus');
const records = loadCorpus(dir);
const repo = makeScratchRepo();
afterAll(() => repo.dispose());
const rows = nativeRows(records, repo.root);

describe('native shell denies against the corpus', () => {
  it('covers every native agent and shell area, with what seamc wrote', () => {
    expect(rows.length).toBe(NATIVE_AGENTS.length * Object.keys(NATIVE_DENY).length);
    for (const r of rows) expect(r.written.length, `${r.agent} ${r.area}`).toBeGreaterThan(0);
  });

  it('finds the bypass classes it reports: every area lets some attack through on every native agent', () => {
    for (const r of rows) expect(r.bypass.size, `${r.agent} ${r.area}`).toBeGreaterThan(0);
    const claude = rows.filter((r) => r.agent === 'claude_code').flatMap((r) => [...r.bypass.keys()]);
    for (const c of ['bash-c', 'eval', 'git-C', 'global-option', 'cmd-subst']) expect(claude).toContain(c);
  });

  it('never catches what the hook runtime lets through: the runtime is the enforcing layer', () => {
    const judge = inProcess(loadPolicy(join(dir, 'policy.seam.yaml')));
    const claudeRow = new Map(rows.filter((r) => r.agent === 'claude_code').map((r) => [r.area, r]));
    const stray: string[] = [];
    for (const rec of records) {
      const row = claudeRow.get(rec.area);
      if (!row || rec.tool !== 'shell' || rec.half !== 'attack' || rec.cwd !== undefined || rec.known_bypass !== undefined) continue;
      const cmd = (rec.command ?? '').split('{{root}}').join(repo.root);
      const native = claudeBashDeny(row.written, cmd) !== undefined;
      if (native && judge.decide(rec, repo.root).verb === 'allow') stray.push(rec.id);
    }
    expect(stray).toEqual([]);
  });
});
