/** The package installed as a dependency of another repository: `npx --no-install seamc` builds, inits and installs there. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, scratch } from './cli-helpers.js';

const sh = (cmd: string, args: string[], cwd: string) => spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

describe('installed as a dependency', () => {
  it("runs `npx --no-install seamc` from the packed tarball: --version, build, the hook, test --live, init, install, check", { timeout: 180_000 }, () => {
    const packDir = scratch('seamc-pack-');
    const pack = sh('npm', ['pack', '--ignore-scripts', '--pack-destination', packDir, '--silent'], root);
    expect(pack.status, pack.stderr).toBe(0);
    const tgz = readdirSync(packDir).find((f) => f.endsWith('.tgz'))!;
    const repo = scratch('seamc-consumer-');
    mkdirSync(join(repo, '.git'));
    writeFileSync(join(repo, 'package.json'), '{ "name": "consumer", "version": "1.0.0", "private": true }\n');
    const installed = sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', join(packDir, tgz)], repo);
    expect(installed.status, installed.stderr).toBe(0);
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
    // `test --live` loads from the package (compiler/live, the vendors' live drivers); with no tests it runs no client
    const live = spawnSync('npx', ['--no-install', 'seamc', 'test', '--live'], { cwd: repo, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', SEAMC_LIVE_CACHE: join(repo, 'no-cache') } });
    expect(live.stderr).toBe('');
    expect(live.status).toBe(0);
    expect(live.stdout).toMatch(/^seamc test --live: seam\.yaml, 0 test\(s\) on 1 agent\(s\)[^\n]*\nthe spec has no `tests:`/);

    // the README's path in a repository: init (schema modeline resolving inside node_modules), install, check
    rmSync(join(repo, 'seam.yaml'));
    writeFileSync(join(repo, 'CLAUDE.md'), '# Consumer\n\nBe brief.\n');
    writeFileSync(join(repo, 'AGENTS.md'), 'Run the tests.\n');
    const init = sh('npx', ['--no-install', 'seamc', 'init', '--no-pre-commit', '--no-ci'], repo);
    expect(init.stderr).toBe('');
    expect(init.status).toBe(0);
    const modeline = readFileSync(join(repo, 'seam.yaml'), 'utf8').split('\n')[0]!;
    expect(modeline).toBe('# yaml-language-server: $schema=node_modules/seamc/compiler/spec/seam.schema.json');
    expect(existsSync(join(repo, 'node_modules/seamc/compiler/spec/seam.schema.json'))).toBe(true);
    const install = sh('npx', ['--no-install', 'seamc', 'install'], repo);
    expect(install.stderr).toBe('');
    expect(install.status).toBe(0);
    expect(readFileSync(join(repo, 'CLAUDE.md'), 'utf8')).toContain('@AGENTS.md');
    expect(sh('npx', ['--no-install', 'seamc', 'check', '--repo', '.'], repo).status).toBe(0);
  });
});
