/** The package installed as a dependency of another repository: `npx seamc` works from node_modules. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, scratch } from './cli-helpers.js';

const sh = (cmd: string, args: string[], cwd: string) => spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

describe('installed as a dependency', () => {
  it('runs `npx seamc --version` and builds a spec in a consumer repository', { timeout: 180_000 }, () => {
    const packDir = scratch('seamc-pack-');
    const pack = sh('npm', ['pack', '--ignore-scripts', '--pack-destination', packDir, '--silent'], root);
    expect(pack.status, pack.stderr).toBe(0);
    const tgz = readdirSync(packDir).find((f) => f.endsWith('.tgz'))!;
    const repo = scratch('seamc-consumer-');
    mkdirSync(join(repo, '.git'));
    writeFileSync(join(repo, 'package.json'), '{ "name": "consumer", "version": "1.0.0", "private": true }\n');
    const install = sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', join(packDir, tgz)], repo);
    expect(install.status, install.stderr).toBe(0);
    expect(sh('npx', ['--no-install', 'seamc', '--version'], repo).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    writeFileSync(
      join(repo, 'seam.yaml'),
      'seam: 1\nname: consumer\nagents: [claude_code, cursor]\ninstructions:\n  - id: hello\n    text: Be brief.\n' +
        'rules:\n  - id: no-rm\n    tool: shell\n    match: { command: "\\\\brm\\\\s+-rf\\\\b" }\n    decision: deny\n' +
        'waivers:\n  - agent: claude_code\n    at: /rules\n    reason: Claude Code is started from the repository root (its launch-dir gate).\n',
    );
    const build = sh('npx', ['--no-install', 'seamc', 'build'], repo);
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
    const hook = spawnSync(process.execPath, [join(repo, 'out/.seam/hooks/claude_code.cjs'), '--agent', 'claude_code'], {
      input: JSON.stringify({ session_id: 's', transcript_path: '/t', cwd: repo, permission_mode: 'default', hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'rm -rf /' } }),
      encoding: 'utf8',
    });
    expect(hook.status).toBe(0);
    expect(JSON.parse(hook.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
  });
});
