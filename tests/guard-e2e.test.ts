/**
 * The wiring guard on every hook agent's real path (docs/matching.md): the example spec is built for all 14 hook
 * agents into a scratch repository; each agent's own generated hook command is run the way its client runs it, on
 * that agent's pre_tool shell payload, for 24 ways an agent could switch its guard off. Every one is denied by the
 * guard in the agent's dialect; reading the wiring stays allowed. The expected bytes come from the very runtime file
 * that was built, loaded in-process.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeAdapter } from '../compiler/contract/index.js';
import { loadRuntime } from '../compiler/probe/index.js';
import { backends } from '../vendors/index.js';
import { scratch, seamc } from './cli-helpers.js';
import { configCommand, shellPayload } from './hook-helpers.js';
import { loadAdapters } from './runtime/adapters.js';

const adapters: Record<string, RuntimeAdapter> = await loadAdapters();
// an agent with no pre_tool event (Junie documents only SessionStart) has no call of its own to refuse or guard
const ids = Object.keys(adapters).filter((id) => backends.find((b) => b.facts.id === id)?.facts.hooks?.events.pre_tool !== undefined);
let out = '';

const TAMPER = [
  'rm -f .claude/settings.json',
  'rm -rf .seam',
  "sed -i 's/deny/allow/' .seam/hooks/claude_code.cjs",
  "echo '{}' > .cursor/hooks.json",
  "bash -c 'echo {} > .codex/hooks.json'",
  // inside the repository: a move out of it is also denied by the example's outside-repo rule, which would answer first
  'mv .seam/hooks .seam-off',
  'git checkout -- .claude',
  'cp /dev/null .github/hooks/seamc.json',
  'truncate -s 0 .seam/hooks/cursor.cjs',
  'tee .gemini/settings.json < /dev/null',
  'sudo rm -rf ./.seam/',
  'cd .seam && rm -rf hooks',
  "find .seam -name '*.cjs' -delete",
  'chmod 000 .seam/hooks/claude_code.cjs',
  'ln -sf /dev/null .claude/settings.json',
  'dd if=/dev/zero of=.windsurf/hooks.json count=1',
  `echo '{"disableAllHooks": true}' > .claude/settings.local.json`,
  'seamc uninstall',
  'npx seamc uninstall --repo .',
  "perl -pi -e 's/x/y/' .seam/hooks/codex_cli.cjs",
  'env X=1 sh -c "rm .devin/hooks.v1.json"',
  'rm -rf .',
  '> .seam/hooks/junie.cjs',
  'git restore --source=HEAD~3 .seam',
];
const READS = ['cat .claude/settings.json', 'grep -r deny .seam/hooks', 'ls -la .seam', 'git diff -- .claude', 'less .cursor/hooks.json'];

/** The built runtime file itself, loaded in-process: the expected reply is what those very bytes answer. */
function runtimeOf(dir: string, id: string) {
  const file = join(dir, '.seam/hooks', `${id}.cjs`);
  return loadRuntime(readFileSync(file, 'utf8'), file);
}

/** The vendor's shell payload with its working directory set to the scratch repository. */
function payload(id: string, command: string): unknown {
  const text = JSON.stringify(shellPayload(id, adapters[id]!)(command)).split('/path/to/repo').join(out);
  return JSON.parse(text) as unknown;
}

function run(id: string, body: unknown) {
  const { command, config } = configCommand(out, id);
  const env: NodeJS.ProcessEnv = { ...process.env, PLUGIN_ROOT: dirname(dirname(config)) };
  for (const v of backends.find((b) => b.facts.id === id)!.facts.hooks!.roots) env[v] = out;
  const r = spawnSync('/bin/sh', ['-c', command], { cwd: out, env, input: JSON.stringify(body), encoding: 'utf8' });
  return { stdout: r.stdout, exit: r.status };
}

beforeAll(() => {
  out = scratch('seamc-guard-');
  spawnSync('git', ['init', '-q', out]);
  const r = seamc(['build', 'specs/example.seam.yaml', '--out', out, '--agents', ids.join(',')]);
  expect(r.stderr).toBe('');
  expect([0, 1]).toContain(r.status);
}, 120_000);

describe.each(ids)('%s: the wiring guard on its generated hook command', (id) => {
  it('denies every way of switching the guard off, in its own dialect', () => {
    const runtime = runtimeOf(out, id);
    const missed: string[] = [];
    for (const cmd of TAMPER) {
      const body = payload(id, cmd);
      const want = runtime.dispatch(JSON.stringify(body), { log: () => {}, context: { root: out } });
      if (want.decision?.verb !== 'deny' || !String(want.decision.ruleId).startsWith('seamc-guard')) missed.push(`${cmd}: ${want.decision?.verb} ${want.decision?.ruleId}`);
      expect(run(id, body), cmd).toEqual({ stdout: want.reply.stdout, exit: want.reply.exit });
    }
    expect(missed).toEqual([]);
  });

  it('lets the agent read its wiring', () => {
    const runtime = runtimeOf(out, id);
    for (const cmd of READS) {
      const body = payload(id, cmd);
      const want = runtime.dispatch(JSON.stringify(body), { log: () => {}, context: { root: out } });
      expect(want.decision?.verb, cmd).toBe('allow');
      expect(run(id, body), cmd).toEqual({ stdout: want.reply.stdout, exit: want.reply.exit });
    }
  });
});

/** The user's own files through which a client stops loading the repository's hooks (an untrusted folder loads none). */
const USER_SWITCHES: Record<string, string[]> = {
  gemini_cli: ['~/.gemini/trustedFolders.json', '~/.gemini/settings.json'],
  qwen_code: ['~/.qwen/trustedFolders.json', '~/.qwen/settings.json'],
  vscode_copilot: ['~/.copilot/config.json'],
  claude_code: ['~/.claude/settings.json'],
  codex_cli: ['~/.codex/config.toml'],
};

describe('the guard on the user-level files that switch a client’s repository hooks off', () => {
  let dir = '';
  beforeAll(() => {
    dir = scratch('seamc-guard-user-');
    spawnSync('git', ['init', '-q', dir]);
    // a spec with no rule on writes outside the repository: only the guard can refuse these
    writeFileSync(join(dir, 'seam.yaml'), 'seam: 1\nname: g\nrules:\n  - id: no-force-push\n    tool: shell\n    match:\n      exec: { program: git, args: [push], flags: [--force] }\n    decision: deny\n    intent: security\n    message: no\n');
    const r = seamc(['build', join(dir, 'seam.yaml'), '--out', dir, '--agents', Object.keys(USER_SWITCHES).join(',')]);
    expect(r.stderr).toBe('');
  }, 120_000);

  it.each(Object.entries(USER_SWITCHES))('%s: writes to them are refused by the guard; reading them is not', (id, files) => {
    const home = scratch('seamc-guard-home-');
    for (const f of files) {
      for (const [line, verb] of [[`echo '{}' > ${f}`, 'deny'], [`cat ${f}`, 'allow']] as const) {
        const body = JSON.parse(JSON.stringify(shellPayload(id, adapters[id]!)(line)).split('/path/to/repo').join(dir)) as unknown;
        const file = join(dir, '.seam/hooks', `${id}.cjs`);
        const before = process.env.HOME;
        process.env.HOME = home;
        const want = loadRuntime(readFileSync(file, 'utf8'), file).dispatch(JSON.stringify(body), { log: () => {}, context: { root: dir } });
        process.env.HOME = before;
        expect([want.decision?.verb ?? 'allow', verb === 'deny' ? String(want.decision?.ruleId) : ''], line).toEqual([verb, verb === 'deny' ? 'seamc-guard-wiring' : '']);
        const { command, config } = configCommand(dir, id);
        const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, PLUGIN_ROOT: dirname(dirname(config)) };
        for (const v of backends.find((b) => b.facts.id === id)!.facts.hooks!.roots) env[v] = dir;
        const r = spawnSync('/bin/sh', ['-c', command], { cwd: dir, env, input: JSON.stringify(body), encoding: 'utf8' });
        expect({ stdout: r.stdout, exit: r.status }, line).toEqual({ stdout: want.reply.stdout, exit: want.reply.exit });
      }
    }
  });
});
