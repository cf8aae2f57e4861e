/** Which simple commands a line runs, once quoting, variables, wrappers and nesting are seen through. */
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../../compiler/runtime/shell/index.js';
import { findCommand } from './helpers.js';

interface More {
  readonly wrappers?: readonly string[];
  readonly depth?: number;
  readonly dynamicProgram?: boolean;
  readonly program?: string;
  readonly text?: string;
}

const GPF = ['git', 'push', '-f'];
const RRF = ['rm', '-rf', '/'];

/** [line, argv of one command it must run, more expected properties of that command] */
const RUNS: readonly (readonly [string, readonly string[], More?])[] = [
  ['git -C . push -f', ['git', '-C', '.', 'push', '-f'], { depth: 0, wrappers: [] }],
  ['env X=1 git push --force', ['git', 'push', '--force'], { wrappers: ['env'] }],
  ['/usr/bin/git push -f', GPF, { program: 'git', text: 'git push -f' }],
  ['./git push -f', GPF],
  ['~/bin/git push -f', GPF],
  ['"git" push -f', GPF],
  ['git.exe push -f', GPF],
  ['\\git push -f', GPF],
  ['bash -c "git push -f"', GPF, { depth: 1, wrappers: ['bash'] }],
  ['bash -c "git push -f"', ['bash', '-c', 'git push -f'], { depth: 0 }],
  ["sh -lc 'git push -f'", GPF, { depth: 1 }],
  ["bash -euxc 'git push -f'", GPF],
  ["bash -o pipefail -c 'git push -f'", GPF],
  ["zsh -c 'git push -f'", GPF],
  ["busybox sh -c 'git push -f'", GPF, { wrappers: ['busybox', 'sh'] }],
  ['sudo git push -f', GPF, { wrappers: ['sudo'] }],
  ['sudo -u root -E git push -f', GPF, { wrappers: ['sudo'] }],
  ['sudo -- git push -f', GPF],
  ['doas -u root git push -f', GPF, { wrappers: ['doas'] }],
  ['git push origin +main', ['git', 'push', 'origin', '+main']],
  ['$(echo git) push -f', GPF, { depth: 0, dynamicProgram: false }],
  ['$(echo git) push -f', ['echo', 'git'], { depth: 1 }],
  ['`echo git` push -f', GPF],
  ['$(printf %s git) push -f', GPF],
  ['$(echo git push) -f', GPF],
  ['echo main | xargs git push -f', ['git', 'push', '-f', 'main'], { wrappers: ['xargs'] }],
  ['find . | xargs git push -f', GPF, { wrappers: ['xargs'] }],
  ['xargs -I{} -n 1 git push -f', GPF],
  ['echo -f | xargs git push', GPF, { wrappers: ['xargs'] }],
  ['echo main | xargs -I{} git push -f origin {}', ['git', 'push', '-f', 'origin', 'main']],
  ["printf 'a\\0b' | xargs -0 rm", ['rm', 'a', 'b']],
  ['parallel git push ::: -f', GPF],
  // {} stands for what find selects (find.ts): the files of one -name below each start, else the starts
  ['find . -name x -exec rm -rf {} \\;', ['rm', '-rf', './**/x'], { wrappers: ['find'], depth: 1 }],
  ['find . -type f -execdir rm -rf {} +', ['rm', '-rf', '.']],
  ['find src -name "*.ts" -o -name "*.js" -exec rm {} \\;', ['rm', 'src']],
  // -delete with nothing that filters removes the starting points' trees, as rm -rf of them does
  ['find -L / -delete', ['rm', '-rf', '--', '/'], { wrappers: ['find'], depth: 1 }],
  ['find a b -depth -mindepth 1 -type f -delete', ['rm', '-rf', '--', 'a', 'b']],
  // terraform adds the words of TF_CLI_ARGS and TF_CLI_ARGS_<command> after its command; terragrunt runs terraform
  ['TF_CLI_ARGS_apply=-destroy terraform apply', ['terraform', 'apply', '-destroy']],
  ["export TF_CLI_ARGS='-destroy -auto-approve'; terraform -chdir=infra apply x", ['terraform', '-chdir=infra', 'apply', '-destroy', '-auto-approve', 'x']],
  ['terragrunt run-all destroy', ['terraform', 'destroy'], { wrappers: ['terragrunt'], depth: 1 }],
  ['hub push -f origin main', ['git', 'push', '-f', 'origin', 'main'], { wrappers: ['hub'], depth: 1 }],
  ['lab reset --hard', ['git', 'reset', '--hard']],
  ['terragrunt --terragrunt-working-dir live destroy -auto-approve', ['terraform', 'destroy', '-auto-approve']],
  // rsync --delete removes from a local destination whatever the source lacks
  ['rsync -a --delete empty/ /', ['rm', '-rf', '--', '/'], { wrappers: ['rsync'], depth: 1 }],
  ['rsync -av --delete-after --exclude .git x/ ~/', ['rm', '-rf', '--', '~/']],
  ['(cd x && git push -f)', GPF, { depth: 1 }],
  ['{ git push -f; }', GPF, { depth: 0 }],
  ['true && git push -f || false', GPF],
  ['git status; git push -f', GPF],
  ['git status\ngit push -f', GPF],
  ['git status & git push -f', GPF],
  ['git status |& git push -f', GPF],
  ['X=/ rm -rf $X', RRF],
  ['X=/; rm -rf $X', RRF],
  ['X=/; rm -rf ${X}', RRF],
  ['rm -rf ${X:-/}', RRF],
  ['export X=/; rm -rf $X', RRF],
  ['declare X=/; rm -rf "$X"', RRF],
  ['readonly X=/ && rm -rf $X', RRF],
  ['X="git push -f"; $X', GPF],
  ["$'\\x67it' push -f", GPF],
  ["$'\\147it' push -f", GPF],
  ["$'\\u0067it' push -f", GPF],
  ['g""it push -f', GPF],
  ["gi't' push -f", GPF],
  ['git push \\\n -f', GPF],
  ['nice -n 5 nohup timeout 10 git push -f', GPF, { wrappers: ['nice', 'nohup', 'timeout'] }],
  ['timeout -s KILL 10 git push -f', GPF, { wrappers: ['timeout'] }],
  ['stdbuf -oL ionice -c 3 chrt -f 10 taskset -c 1 git push -f', GPF, { wrappers: ['stdbuf', 'ionice', 'chrt', 'taskset'] }],
  ['setsid unbuffer time -p git push -f', GPF, { wrappers: ['setsid', 'unbuffer', 'time'] }],
  ['time git push -f', GPF, { wrappers: ['time'] }],
  ['command git push -f', GPF, { wrappers: ['command'] }],
  ['builtin exec -a x git push -f', GPF, { wrappers: ['builtin', 'exec'] }],
  ['flock /tmp/l git push -f', GPF, { wrappers: ['flock'] }],
  ["flock /tmp/l -c 'git push -f'", GPF, { wrappers: ['flock'] }],
  ['chroot /srv git push -f', GPF, { wrappers: ['chroot'] }],
  ['strace -f -o log git push -f', GPF, { wrappers: ['strace'] }],
  ['env -i -u HOME -C /tmp PATH=/bin git push -f', GPF, { wrappers: ['env'] }],
  ["env -S 'git push -f'", GPF, { wrappers: ['env'] }],
  ['watch -n 5 git push -f', GPF, { wrappers: ['watch'] }],
  ["parallel 'git push -f {}' ::: a b", ['git', 'push', '-f', 'a'], { wrappers: ['parallel'] }],
  ["parallel 'git push -f {}'", ['git', 'push', '-f', '{}']],
  ["su - root -c 'git push -f'", GPF, { wrappers: ['su'] }],
  ["runuser -u app -- git push -f", GPF, { wrappers: ['runuser'] }],
  ["script -q -c 'git push -f' /dev/null", GPF],
  ["runuser -l app -c 'git push -f'", GPF, { wrappers: ['runuser'] }],
  ['ltrace -o log -e malloc git push -f', GPF, { wrappers: ['ltrace'] }],
  ["echo 'git push -f' | doas -s", GPF, { wrappers: ['doas', 'sh'] }],
  ["echo 'git push -f' | bash -s -- arg", GPF],
  ["fish -c 'git push -f'", GPF],
  ['time (git push -f)', GPF, { depth: 1 }],
  ['$"git" push -f', GPF],
  ["docker run --rm -v $PWD:/w -w /w img sh -c 'git push -f'", GPF, { wrappers: ['docker', 'sh'], depth: 2 }],
  ["ssh host 'rm -rf /'", RRF, { wrappers: ['ssh'], depth: 1 }],
  ['ssh -p 22 -i key user@host rm -rf /', RRF],
  ["ssh -o ProxyCommand='sh -c \"rm -rf /\"' host", RRF],
  ["rsync -e 'sh -c \"rm -rf /\"' a h:b", RRF],
  ["tar -cf a.tar --checkpoint=1 --checkpoint-action=exec='rm -rf /' .", RRF, { wrappers: ['tar'] }],
  ["tar -xf a.tgz --to-command='git push -f'", GPF],
  ['kubectl -n prod exec -it pod -- rm -rf /', RRF, { wrappers: ['kubectl'] }],
  ['docker exec -it -e A=1 ctr rm -rf /', RRF, { wrappers: ['docker'] }],
  ['podman run --rm -v a:b img rm -rf /', RRF],
  ['eval "git push -f"', GPF, { depth: 1, wrappers: ['eval'] }],
  ['eval git push -f', GPF],
  ["echo 'git push -f' | bash", GPF, { depth: 1 }],
  ["printf 'git push -f' | sh", GPF],
  ["bash <<'EOF'\ngit push -f\nEOF", GPF, { depth: 1 }],
  ['sh <<-EOF\n\tgit push -f\n\tEOF', GPF],
  ["sh <<< 'rm -rf /'", RRF],
  ['cat <<EOF | sh\nrm -rf /\nEOF', RRF],
  ["echo 'rm -rf /' | sudo -s", RRF],
  ["echo 'rm -rf /' | ssh host", RRF],
  ['if git push -f; then :; fi', GPF, { depth: 0 }],
  ['if true; then git push -f; elif x; then y; else rm -rf /; fi', RRF],
  ['while git push -f; do sleep 1; done', GPF],
  ['until false; do git push -f; done', GPF],
  ['for x in a b; do rm -rf $x; done', ['rm', '-rf', '$x']],
  ['for d in a; do rm -rf "$d"; done', ['rm', '-rf', 'a']],
  ['for ((i=0; i<3; i++)); do git push -f; done', GPF],
  ['select x in a; do git push -f; done', GPF],
  ['case $x in a|b) git push -f;; *) echo no;; esac', GPF],
  ['case x in (a) rm -rf /;; esac', RRF],
  // an inner case that ends right before the outer item's `;;` closes only itself (it closed the outer case, and
  // everything after was unreadable: 18 of 103 system scripts here failed this way)
  ['case a in b) case c in esac ;; d) git push -f;; esac', GPF],
  ['case a in\n b)\n  case c in\n  x) ;;\n  esac\n  ;;\n *) rm -rf /\nesac', RRF],
  ['f() { git push -f; }; f', GPF],
  ['function f { git push -f; }', GPF],
  ['! git push -f', GPF],
  ['[[ -n $(git push -f) ]]', GPF, { depth: 1 }],
  ['(( $(git push -f) ))', GPF],
  ['echo $(( $(git push -f) + 1 ))', GPF],
  ['x=$(git push -f)', GPF, { depth: 1 }],
  ['echo "$(git push -f)"', GPF],
  ['echo "`git push -f`"', GPF],
  ['echo $(echo $(git push -f))', GPF, { depth: 2 }],
  ['diff <(git push -f) >(cat)', GPF, { depth: 1 }],
  ['cat <<EOF\n$(git push -f)\nEOF', GPF],
  ['$(whoami) push', ['$(whoami)', 'push'], { dynamicProgram: true, program: '$(whoami)' }],
  ['$CMD push', ['$CMD', 'push'], { dynamicProgram: true }],
  // a nameref stands for the variable it names, and assigning it sets that variable: both left to run time
  ["declare -n r=x; x='git push -f'; $r", ['$r'], { dynamicProgram: true }],
  ["x='git push -f'; typeset -n r=x; $r", ['$r'], { dynamicProgram: true }],
  ["declare -n r; r=x; x='git push -f'; $r", ['$r'], { dynamicProgram: true }],
  ["x=ls; local -n r=x; r='git push -f'; $x", ['$x'], { dynamicProgram: true }],
  ["r=ls; nameref r=x; x='git push -f'; $r", ['$r'], { dynamicProgram: true }],
  ['$DIR/git push -f', GPF, { dynamicProgram: false }],
  ['/usr/bin/g?t push -f', ['/usr/bin/g?t', 'push', '-f'], { dynamicProgram: true }],
  ['{git,x} push', ['git', 'x', 'push'], { dynamicProgram: false }],
  ["'g*t' push", ['g*t', 'push'], { dynamicProgram: false }],
  ['bash -c \'rm -rf "$1"\' _ /', RRF],
  ['X=/ bash -c \'rm -rf $X\'', RRF],
  ['git push -f # a comment', GPF, { text: 'git push -f' }],
  ['git push -f; # rm -rf /', GPF],
  ['((cd x); git push -f)', GPF],
  // bash reads ((...)) as arithmetic; a POSIX sh (dash) has no (( command and runs two nested subshells
  ['((git push -f))', GPF],
  ["sh -c '((rm -rf /))'", RRF],
  ['(( (git push -f) ))', GPF],
  ['((git push -f)) > /tmp/o', GPF],
  ['a=(1 2); git push -f', GPF],
  ['declare -a a=(x $(git push -f)); local b=(1)', GPF],
  ['coproc git push -f', GPF],
  ['git push -f 2>&1 | tee log', GPF, { text: 'git push -f 2>&1' }],
  ['git push\r\n', ['git', 'push']],
];

describe('analyzeShell: commands', () => {
  it.each(RUNS)('%j runs %j', (line, argv, more) => {
    const r = analyzeShell(line);
    expect(r.ok, r.reason).toBe(true);
    const c = findCommand(r, argv);
    expect(c, JSON.stringify(r.commands.map((x) => x.argv))).toBeDefined();
    if (more) {
      const { text, ...rest } = more;
      expect(c).toMatchObject(rest);
      if (text !== undefined) expect(c?.text.text).toBe(text);
    }
  });

  /** [line, argv that must NOT be run] */
  const NOT: readonly (readonly [string, readonly string[]])[] = [
    ['command -v git', ['git']],
    ['echo git push -f', GPF],
    ["bash -c \"echo 'git push -f'\"", GPF],
    ['# git push -f', GPF],
    ["cat <<'EOF'\ngit push -f\nEOF", GPF],
    ["grep 'git push -f' log", GPF],
    ["python3 -c 'git push -f'", GPF],
    ['declare -a a=(git push -f)', GPF],
  ];

  // find -delete that filters what it selects is not rm -rf of its starting points; rsync without --delete, or to
  // a remote destination, removes nothing here
  it('TF_CLI_ARGS of another command adds nothing', () => {
    expect(analyzeShell('TF_CLI_ARGS_plan=-destroy terraform apply').commands.map((c) => c.argv.join(' '))).toEqual(['terraform apply']);
  });

  it.each(["find . -name '*.pyc' -delete", 'find / -maxdepth 1 -delete', 'find . -type d -empty -delete', 'rsync -av --delete dist/ host:/var/www', 'rsync -a -d src/ dst'])('%j runs no rm', (line) => {
    const r = analyzeShell(line);
    expect(r.ok).toBe(true);
    expect(r.commands.map((c) => c.program)).not.toContain('rm');
  });

  it.each(['((x<<2))', '((i++))', '((a > 5)) && echo big', '(( (a+1)*2 > 3 ))', 'for ((i=0; i<3; i++)); do :; done'])('%j (arithmetic) stays readable', (line) => {
    expect(analyzeShell(line).ok).toBe(true);
  });

  it('a (( reading that runs out of depth fails the line instead of dropping the POSIX reading', () => {
    const r = analyzeShell(`${'(('.repeat(40)}x${'))'.repeat(40)}`);
    expect([r.ok, r.reason]).toEqual([false, 'nesting deeper than maxDepth']);
  });

  it.each(NOT)('%j does not run %j', (line, argv) => {
    const r = analyzeShell(line);
    expect(r.ok).toBe(true);
    expect(findCommand(r, argv)).toBeUndefined();
  });

  /** [line, normalized line] */
  const LINES: readonly (readonly [string, string])[] = [
    ['sudo git   push  -f', 'git push -f'],
    ['git status;git push -f;', 'git status ; git push -f'],
    ['(cd x && git push -f)', '(cd x && git push -f)'],
    ['{ git push -f; }', '{ git push -f ; }'],
    ['a | b || c & d', 'a | b || c & d'],
    ["git push '--force'", 'git push --force'],
    ['X=/; rm -rf $X', 'X=/ ; rm -rf /'],
    ['echo "a b" > out.txt 2>&1', "echo 'a b' > out.txt 2>&1"],
    ['rm -rf *.log ~/tmp', 'rm -rf *.log ~/tmp'],
    ['echo "it\'s"', 'echo "it\'s"'],
    ['if a; then b; fi', 'if a ; then b ; fi'],
    ['ls # comment', 'ls'],
  ];

  it.each(LINES)('%j is rendered %j', (line, text) => {
    expect(analyzeShell(line).line.text).toBe(text);
  });

  it('reports nested commands after the command that holds them, in source order', () => {
    const r = analyzeShell('echo $(a) $(b); c');
    expect(r.commands.map((c) => c.argv[0])).toEqual(['echo', 'a', 'b', 'c']);
  });
});
