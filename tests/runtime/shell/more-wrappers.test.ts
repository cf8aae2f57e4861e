/**
 * More programs that run the rest of their words as a command (compiler/runtime/shell/more-wrappers.ts): each is
 * peeled, so a rule on the command meets it (`bwrap --bind / / git push -f` ran git past the rule on it).
 */
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';

const PUSH = 'git push -f origin feature';
const argvs = (line: string) => analyzeShell(line).commands.map((c) => c.argv.join(' '));

describe('wrappers run the command after their own words', () => {
  it.each([
    'bwrap --ro-bind / / --dev /dev --chdir /tmp',
    'faketime "-1d"',
    'faketime -f "@2020-01-01 00:00:00"',
    'numactl --cpunodebind=0 --membind 0',
    'dbus-run-session --',
    'xvfb-run -a -s "-screen 0 1x1x8"',
    'catchsegv',
    'setarch x86_64 -R',
    'linux32',
    'ifne',
    'nq',
    'tsp -L job',
    'sem --id x',
    'cgexec -g cpu:x',
    'sandbox-exec -p "(version 1)"',
    'volta run --node 20',
    'dotenvx run -f .env.prod --',
    'chamber exec svc --',
    'guix shell git --',
    'gdb -batch -ex run --args',
    'lldb -o run --',
    'xterm -e',
    'gnome-terminal --',
    'launchctl submit -l job --',
    'launchctl asuser 501',
    'xcrun --sdk macosx',
    'script -q /dev/null',
    'cpulimit -l 50 --',
    'cpulimit -l 50',
    'systemd-inhibit --why=x',
    'flatpak-spawn --host',
    'toolbox run -c box',
    'distrobox-enter -n box --',
    'distrobox enter box --',
    'schroot -c sid --',
    'tsocks',
    'with-contenv',
    'toybox',
    'gosu app',
    'su-exec app',
    's6-setuidgid app',
    'chpst -u app -e ./env',
  ])('%s git push -f origin feature', (w) => {
    expect(argvs(`${w} ${PUSH}`)).toContain(PUSH);
  });

  it('nix run runs the installable, and nix develop / nix shell -c still run their command', () => {
    expect(argvs('nix run nixpkgs#git -- push -f origin feature')).toContain(PUSH);
    expect(argvs(`nix develop -c ${PUSH}`)).toContain(PUSH);
    expect(argvs(`nix shell nixpkgs#git -c ${PUSH}`)).toContain(PUSH);
  });

  it('bwrap --chdir moves where the command runs', () => {
    const a = analyzeShell('bwrap --bind / / --chdir /srv touch x');
    expect(a.writes.map((w) => w.path)).toContain('/srv/x');
  });
});

describe('command strings of other runners', () => {
  it.each(["scl enable devtoolset-9 'git push -f origin feature'", "scl enable a b -- git push -f origin feature", "sops exec-env s.yaml 'git push -f origin feature'"])('%s runs the command line', (line) => {
    expect(argvs(line)).toContain(PUSH);
  });

  it.each(['xcrun -f git push -f origin feature', 'script -q log.txt', 'launchctl list'])('%s runs no command of its own', (line) => {
    expect(argvs(line)).not.toContain(PUSH);
  });
});
