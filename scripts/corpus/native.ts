/**
 * Native permissions against the corpus (docs/corpus.md#native-permissions): for each shell policy area, the deny
 * entries a user would write under `permissions: deny:` are built by seamc for the agents whose native shell matching
 * has been observed (Claude Code `Bash(...)`, Codex `prefix_rule`), and every shell record of that area is judged
 * by a simulation of that vendor's matching (vendors/<id>/native-shell.ts, held to the observed runs by its tests).
 * What the native deny lets through is grouped by the record's construct: its bypass classes. The hook runtime,
 * which judges the same records on the agent's real path, is the layer that holds the area's rules.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepare } from '../../compiler/cli/pipeline.js';
import { claudeBashDeny } from '../../vendors/claude_code/native-shell.js';
import { codexForbids } from '../../vendors/codex_cli/native-shell.js';
import { targets } from '../../vendors/index.js';
import { resolveRecord } from './decide.js';
import type { LoadedRecord } from './records.js';

/** The natural native spelling of each shell area, as a user writes it under `permissions: deny:`. */
export const NATIVE_DENY: Readonly<Record<string, readonly string[]>> = {
  'force-push': ['git push --force', 'git push -f'],
  'push-main': ['git push origin main', 'git push origin master'],
  'rm-rf': ['rm -rf /', 'rm -rf ~', 'rm -rf .'],
  'git-reset-clean': ['git reset --hard', 'git clean -fdx', 'git clean -fd', 'git clean -f'],
  'no-verify': ['git commit --no-verify', 'git commit -n', 'git push --no-verify'],
  'npm-publish': ['npm publish'],
  terraform: ['terraform destroy', 'terraform apply -destroy'],
  chmod: ['chmod 777', 'chmod -R 777', 'chmod a+rwx'],
};

export interface NativeRow {
  readonly agent: string;
  readonly area: string;
  /** the entries seamc wrote, in the vendor's own spelling */
  readonly written: readonly string[];
  readonly attacks: number;
  readonly caught: number;
  readonly safe: number;
  readonly denied: number;
  /** construct -> record ids the native deny let through */
  readonly bypass: ReadonlyMap<string, readonly string[]>;
}

type Judge = (command: string) => boolean;

/** Build the area's deny entries for one agent with seamc itself, and read back what it wrote. */
function written(agent: string, patterns: readonly string[], dir: string): { entries: string[]; judge: Judge } {
  const spec = join(dir, `${agent}.seam.yaml`);
  writeFileSync(spec, `seam: 1\nname: native\nagents: [${agent}]\npermissions:\n  deny:\n${patterns.map((p) => `    - shell: ${JSON.stringify(p)}\n`).join('')}`);
  const { report } = prepare(spec, targets, agent, { policyTests: false });
  const text = (path: string) => report.files.find((f) => f.path === path)?.text ?? '';
  if (agent === 'claude_code') {
    const entries = ((JSON.parse(text('.claude/settings.json') || '{}') as { permissions?: { deny?: string[] } }).permissions?.deny ?? []).filter((e) => e.startsWith('Bash'));
    return { entries, judge: (c) => claudeBashDeny(entries, c) !== undefined };
  }
  const rules = text('.codex/rules/seam.rules').split('\n').filter((l) => l.includes('decision = "forbidden"'));
  const pats = rules.map((l) => JSON.parse(/pattern = (\[.*?\])/.exec(l)?.[1] ?? '[]') as (string | string[])[]);
  return { entries: pats.map((p) => JSON.stringify(p)), judge: (c) => codexForbids(pats, c) !== undefined };
}

export const NATIVE_AGENTS = ['claude_code', 'codex_cli'] as const;

/** Every (agent, area) row: the shell records of the area (known bypasses left out) through the simulated native deny. */
export function nativeRows(records: readonly LoadedRecord[], root: string): NativeRow[] {
  const dir = mkdtempSync(join(tmpdir(), 'seamc-native-'));
  try {
    const out: NativeRow[] = [];
    for (const agent of NATIVE_AGENTS) {
      for (const [area, patterns] of Object.entries(NATIVE_DENY)) {
        const { entries, judge } = written(agent, patterns, dir);
        const mine = records.filter((r) => r.area === area && r.tool === 'shell' && r.known_bypass === undefined && r.cwd === undefined);
        const bypass = new Map<string, string[]>();
        let caught = 0;
        let denied = 0;
        for (const r of mine) {
          const hit = judge(resolveRecord(r, root).command ?? '');
          if (r.half === 'safe') denied += hit ? 1 : 0;
          else if (hit) caught++;
          else (bypass.get(r.construct) ?? bypass.set(r.construct, []).get(r.construct)!).push(r.id);
        }
        const attacks = mine.filter((r) => r.half === 'attack').length;
        out.push({ agent, area, written: entries, attacks, caught, safe: mine.length - attacks, denied, bypass });
      }
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The docs/corpus.md section. */
export function nativeMarkdown(rows: readonly NativeRow[]): string[] {
  const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}% (${n}/${d})`);
  const out = [
    '## Native permissions',
    '',
    'The same shell records against the native deny entries seamc writes for each area when the user puts the natural',
    'spelling under `permissions: deny:` (scripts/corpus/native.ts), judged by a simulation of the vendor\'s own matching',
    '(vendors/claude_code/native-shell.ts, vendors/codex_cli/native-shell.ts; each held to the runs observed with the',
    'real client by its tests; docs/decisions/native-grades.md). A native deny sees only what its vendor\'s matching',
    'sees: the constructs it lets through are its bypass classes. `rules:` are held by seamc\'s hook runtime (the table',
    'above), which is the enforcing layer; a `permissions:` entry is held by the native form alone.',
    '',
    '| agent | area | native entries | attacks caught | safe records denied | let through, by construct |',
    '|---|---|---|---:|---:|---|',
  ];
  for (const r of rows) {
    const classes = [...r.bypass.entries()].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1)).map(([c, ids]) => `${c} ${ids.length}`);
    out.push(`| ${r.agent} | ${r.area} | ${r.written.map((e) => `\`${e}\``).join(', ')} | ${pct(r.caught, r.attacks)} | ${pct(r.denied, r.safe)} | ${classes.join(', ') || 'none'} |`);
  }
  const all = (agent: string) => rows.filter((r) => r.agent === agent);
  out.push('');
  for (const a of NATIVE_AGENTS) {
    const rs = all(a);
    const caught = rs.reduce((s, r) => s + r.caught, 0);
    const attacks = rs.reduce((s, r) => s + r.attacks, 0);
    out.push(`- ${a}: the native denies catch ${pct(caught, attacks)} of these areas' shell attacks; seamc's hook runtime is the layer that holds them.`);
  }
  out.push('');
  return out;
}
