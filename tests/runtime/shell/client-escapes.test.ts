/** Clients whose command language has a shell escape, and settings that name a command (compiler/runtime/shell/client-escapes.ts). */
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';

const PUSH = ['git', 'push', '-f'];
const argvs = (line: string): string[][] => analyzeShell(line).commands.map((c) => [...c.argv]);
const opaque = (line: string): string | undefined => analyzeShell(line).commands.find((c) => c.opaque !== undefined)?.opaque;
const runsPush = (line: string): boolean => argvs(line).some((a) => a.join(' ') === PUSH.join(' '));

describe('a shell escape in a client command language runs the command', () => {
  it.each([
    // ed: `!cmd`, `w !cmd`, `r !cmd` with addresses, a global command, a file named `!cmd`
    `ed -s x <<< '!git push -f'`,
    `ed -s x <<< '1,$w !git push -f'`,
    `printf '%s\\n' 'r !git push -f' w q | ed -s x`,
    `ed -s x <<< 'g/a/!git push -f'`,
    `ed '!git push -f'`,
    `red -s x <<< 'e !git push -f'`,
    // lldb: platform shell (any unique prefix, its options) and shell
    `lldb -o 'platform shell git push -f'`,
    `lldb -b -o 'pla sh -t 5 -- git push -f'`,
    `lldb --one-line='shell git push -f'`,
    `lldb <<< 'shell git push -f'`,
    // psql: \\!, output to a pipe, COPY ... PROGRAM (client- and server-side), stdin
    `psql -c '\\! git push -f'`,
    `psql --command='\\! git push -f'`,
    `psql <<< '\\o |git push -f'`,
    `psql -c "select 1 \\g |git push -f"`,
    `psql -c "\\copy t to program 'git push -f'"`,
    `psql -c "COPY t FROM PROGRAM 'git push -f'"`,
    // mysql, mariadb: system at a statement's start, \\! anywhere
    `mysql -e 'system git push -f'`,
    `mysql -e 'select 1; SYSTEM git push -f;'`,
    `mariadb --execute='\\! git push -f'`,
    `mysql db <<< 'system git push -f'`,
    // sftp's batch `!cmd` (with -b - or on plain stdin), its local server command
    `sftp -b - h <<< '!git push -f'`,
    `sftp h <<< '-!git push -f'`,
    `sftp -D 'git push -f' x`,
  ])('%s', (line) => expect(runsPush(line)).toBe(true));

  it('text after a, i or c is ed data, and plain statements run nothing', () => {
    expect(runsPush(`ed -s x <<< $'a\\n!git push -f\\n.\\nw'`)).toBe(false);
    expect(runsPush(`ed -s x <<< $'1c\\nw !git push -f\\n.\\nw'`)).toBe(false);
    expect(runsPush(`psql -c 'select 1'`)).toBe(false);
    expect(runsPush(`mysql -e 'select system_user()'`)).toBe(false);
    expect(runsPush(`lldb -o run ./a.out`)).toBe(false);
  });

  it('code or command files these clients load are opaque', () => {
    expect(opaque(`lldb -o 'script import os' ./a.out`)).toMatch(/lldb code/);
    expect(opaque(`lldb -o 'command script import x.py'`)).toMatch(/lldb code/);
    expect(opaque(`lldb -s cmds.txt ./a.out`)).toMatch(/lldb a command file/);
    expect(opaque(`psql -c '\\i x.sql'`)).toMatch(/psql run a file/);
    expect(opaque(`mysql -e 'source x.sql'`)).toMatch(/mysql run a file/);
    expect(opaque(`sftp -b batch.txt h`)).toMatch(/sftp a batch file .*\(batch\.txt\)/);
    expect(opaque(`sftp -b - h <<< 'get x'`)).toBeUndefined();
    expect(opaque(`psql -c 'select 1'`)).toBeUndefined();
  });
});

describe('ssh settings, apt and dpkg settings that run a command', () => {
  it.each([
    `scp -o ProxyCommand='git push -f' x h:y`,
    `scp -oProxyCommand='git push -f' x h:y`,
    `sftp -o 'LocalCommand=git push -f' -o PermitLocalCommand=yes h`,
    `scp -S 'git push -f' x h:y`,
    `ssh -o RemoteCommand='git push -f' h`,
    `rsync --rsync-path='git push -f' x h:y`,
    `apt-get -o APT::Update::Pre-Invoke::='git push -f' update`,
    `apt -o 'DPkg::Post-Invoke::=git push -f' install x`,
    `apt-get -o Acquire::http::Proxy-Auto-Detect='git push -f' update`,
    `dpkg --pre-invoke='git push -f' -i x.deb`,
    `git -c core.alternateRefsCommand='git push -f' push`,
    `git -c submodule.x.update='!git push -f' submodule update`,
    `git -c trailer.x.command='git push -f' commit -m x --trailer x=y`,
    `git -c sendemail.sendmailCmd='git push -f' send-email x.patch`,
    `git -c gpg.ssh.defaultKeyCommand='git push -f' commit -S -m x`,
    `git -c difftool.x.path='git push -f' difftool -t x`,
  ])('%s', (line) => expect(runsPush(line)).toBe(true));

  it('settings that run nothing, and config files seamc does not read', () => {
    expect(runsPush(`apt-get -o Acquire::Retries=3 update`)).toBe(false);
    expect(argvs(`git -c submodule.x.update=rebase submodule update`).some((a) => a[0] === 'rebase')).toBe(false);
    expect(opaque(`apt-get -c x.conf update`)).toMatch(/apt a config file .*\(x\.conf\)/);
    expect(opaque(`ssh -F ./cfg h`)).toMatch(/ssh a config file .*-F \.\/cfg/);
    expect(opaque(`scp -F cfg x h:y`)).toMatch(/-F cfg/);
    expect(opaque(`ssh -F /dev/null h ls`)).toBeUndefined();
  });
});
