/**
 * Per-program knowledge shared by the matcher and the effects: global options of programs with subcommands,
 * programs whose options are single-dash long words, shells and interpreters.
 */

interface Globals {
  /** global options that take the next word as their value */
  readonly valued: ReadonlySet<string>;
  /** global options may appear after the subcommand too */
  readonly anywhere?: boolean;
  /** `+toolchain` words are not positional */
  readonly plus?: boolean;
}

const g = (valued: string, more: Omit<Globals, 'valued'> = {}): Globals => ({ valued: new Set(valued.split(' ').filter(Boolean)), ...more });
const DOCKER = g('-H --host --context -c --config -l --log-level --tlscacert --tlscert --tlskey');
const MAKE = g('-C --directory -f --file --makefile -I --include-dir -o --old-file --assume-old -W --what-if --new-file --assume-new', { anywhere: true });

const SQL_MY = g('-u --user -h --host -P --port -S --socket -D --database -e --execute --defaults-file --login-path', { anywhere: true });

export const GLOBALS: ReadonlyMap<string, Globals> = new Map([
  ['git', g('-C -c --git-dir --work-tree --namespace --config-env --super-prefix --list-cmds --attr-source')],
  ['docker', DOCKER],
  ['nerdctl', DOCKER],
  ['podman', g('-c --connection --url --identity --root --runroot --storage-driver --storage-opt --cgroup-manager --log-level --module --tmpdir --events-backend --runtime')],
  [
    'kubectl',
    g(
      '-n --namespace --context --kubeconfig --cluster --user -s --server --token --as --as-group --as-uid --certificate-authority --client-certificate --client-key --request-timeout --cache-dir --log-dir --username --password --tls-server-name -l --selector -o --output -f --filename -c --container',
      { anywhere: true },
    ),
  ],
  ['helm', g('-n --namespace --kube-context --kubeconfig --registry-config --repository-config --repository-cache -f --values --set --set-string --set-file --version -o --output', { anywhere: true })],
  ['npm', g('--prefix -w --workspace --userconfig --globalconfig --registry --cache --loglevel --script-shell --node-options --browser --editor --shell --viewer')],
  ['pnpm', g('-C --dir --filter -F --workspace-dir --reporter --loglevel --store-dir --script-shell --node-options --pnpmfile --global-pnpmfile')],
  ['yarn', g('--cwd --cache-folder --modules-folder --mutex --network-timeout --use-yarnrc --script-shell')],
  ['cargo', g('--config --color -Z', { plus: true })],
  ['rustup', g('', { plus: true })],
  ['make', MAKE],
  ['gmake', MAKE],
  ['mysql', SQL_MY],
  ['mysqladmin', SQL_MY],
  ['mariadb', SQL_MY],
  ['psql', g('-U --username -h --host -p --port -d --dbname -c --command -f --file -v --set --variable -o --output -P --pset -L --log-file', { anywhere: true })],
]);

/** Options of a subcommand that take the next word (`git push -o ci.skip origin main`), keyed `program subcommand`. */
const SUB_VALUED: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    'git push': '-o --push-option --repo --receive-pack --exec',
    'git commit': '-m --message -F --file -C --reuse-message -c --reedit-message --author --date --fixup --squash -t --template --trailer',
    'git clean': '-e --exclude',
    'git reset': '--pathspec-from-file',
    'git checkout': '-b -B --orphan --conflict --pathspec-from-file',
    'npm publish': '--tag --access --otp --registry --workspace -w',
    'terraform apply': '-var -var-file -target -state -lock-timeout -parallelism',
    'terraform destroy': '-var -var-file -target -state -lock-timeout -parallelism',
  }).map(([k, v]) => [k, new Set(v.split(' '))]),
);

/** Programs whose options are single-dash long words: `-f` never stands for a cluster of letters. */
export const SINGLE_DASH: ReadonlySet<string> = new Set(
  'find terraform tofu go java javac javaw kotlin kotlinc scala ffmpeg ffprobe ffplay gcc g++ cc c++ clang clang++ xcodebuild openssl tcc ant qemu-img iptables-save'.split(' '),
);

export const SHELLS: ReadonlySet<string> = new Set('sh bash zsh dash ksh mksh pdksh fish ash yash csh tcsh'.split(' '));
/** Shells whose scripts are not in the POSIX shell language the analyzer reads: their script files are left unread. */
export const OTHER_LANGUAGE: ReadonlySet<string> = new Set(['fish', 'csh', 'tcsh']);

/** Interpreters whose inline code is not shell, but not data either: the options that carry it. */
export const INTERPRETERS: ReadonlyMap<string, { readonly opts: readonly string[]; readonly cluster: string }> = new Map([
  ['python', { opts: ['-c'], cluster: 'c' }],
  ['node', { opts: ['-e', '--eval', '-p', '--print'], cluster: 'ep' }],
  ['bun', { opts: ['-e', '--eval', '-p', '--print'], cluster: '' }],
  ['perl', { opts: ['-e', '-E'], cluster: 'eE' }],
  ['ruby', { opts: ['-e'], cluster: 'e' }],
  ['php', { opts: ['-r'], cluster: 'r' }],
  ['pwsh', { opts: ['-c', '-command', '-commandwithargs', '-encodedcommand', '-enc', '-ec', '-e'], cluster: '' }],
  ['osascript', { opts: ['-e'], cluster: '' }],
  ['lua', { opts: ['-e'], cluster: '' }],
  ['rscript', { opts: ['-e'], cluster: '' }],
  ['julia', { opts: ['-e', '--eval', '-E', '--print'], cluster: '' }],
  ['deno', { opts: [], cluster: '' }],
  // Tcl (tclsh, wish, expect): no table of its calls, so its code is opaque to a security rule (inline.ts)
  ['tcl', { opts: ['-c'], cluster: '' }],
  // more languages with no table of their calls, each able to start a command (`elixir -e 'System.cmd(...)'`): opaque
  ['elixir', { opts: ['-e', '--eval'], cluster: '' }],
  ['iex', { opts: ['-e', '--eval'], cluster: '' }],
  ['erl', { opts: ['-eval'], cluster: '' }],
  ['raku', { opts: ['-e'], cluster: '' }],
  ['guile', { opts: ['-c'], cluster: '' }],
  ['racket', { opts: ['-e', '--eval'], cluster: '' }],
  ['sbcl', { opts: ['--eval'], cluster: '' }],
  ['bb', { opts: ['-e', '--eval'], cluster: '' }],
  ['clojure', { opts: ['-e', '--eval'], cluster: '' }],
  ['groovy', { opts: ['-e'], cluster: '' }],
  ['scala', { opts: ['-e'], cluster: '' }],
  ['ghc', { opts: ['-e'], cluster: '' }],
  ['octave', { opts: ['--eval'], cluster: '' }],
]);

/** awk and its implementations: the program is the first word that is not an option (or `-e`/`--source`, or a `-f` file). */
export const AWKS: ReadonlySet<string> = new Set(['awk', 'gawk', 'mawk', 'nawk', 'original-awk']);

const QUERY_CLIENTS = new Set(['psql', 'mysql', 'mariadb', 'sqlite3', 'sqlcmd', 'duckdb', 'clickhouse-client', 'cockroach', 'mongosh', 'mongo', 'redis-cli', 'bq', 'snowsql', 'cqlsh']);

/** Does the program run the text on its stdin as code (an interpreter, a database client)? */
export function runsStdin(program: string): boolean {
  return interpreter(program) !== undefined || QUERY_CLIENTS.has(program.toLowerCase());
}

/** The interpreter family of a program name (`python3.12` -> python, `nodejs` -> node, `powershell` -> pwsh). */
export function interpreter(program: string): string | undefined {
  const p = program.toLowerCase();
  if (/^(python|pypy)[0-9.]*$/.test(p)) return 'python';
  // node with a loader for TypeScript, and zx (its scripts' $`...` are read by the node tongue)
  if (p === 'nodejs' || /^(?:tsx|ts-node(?:-esm|-transpile-only)?|esno|esrun|vite-node|jiti|sucrase-node|babel-node|zx)$/.test(p)) return 'node';
  if (p === 'powershell') return 'pwsh';
  if (p === 'perl6' || p === 'rakudo') return 'raku';
  if (p === 'clj') return 'clojure';
  // R -e reads as Rscript -e (the rscript tongue: system(), system2(), shell())
  if (p === 'r') return 'rscript';
  if (/^(lua|luajit)[0-9.]*$/.test(p)) return 'lua';
  if (/^(tclsh|wish|expect)[0-9.]*$/.test(p)) return 'tcl';
  if (/^(perl|ruby|php)[0-9.]*$/.test(p)) return p.replace(/[0-9.]+$/, '');
  return INTERPRETERS.has(p) ? p : undefined;
}

export interface Classified {
  /** indices of positional words */
  readonly pos: readonly number[];
  /** indices of option words (before `--`) */
  readonly flags: readonly number[];
}

/** Positional words and option words of argv, skipping the program's global options and their values. */
export function classify(argv: readonly string[]): Classified {
  const table = GLOBALS.get(argv[0] ?? '');
  const pos: number[] = [];
  const flags: number[] = [];
  const make = argv[0] === 'make' || argv[0] === 'gmake';
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--') {
      for (let j = i + 1; j < argv.length; j++) pos.push(j);
      break;
    }
    if (table && (table.anywhere || pos.length === 0)) {
      if (table.plus && pos.length === 0 && a.startsWith('+')) continue;
      if (table.valued.has(a)) {
        flags.push(i++);
        continue;
      }
      if (make && (a === '-j' || a === '-l') && /^\d+(\.\d+)?$/.test(argv[i + 1] ?? '')) {
        flags.push(i++);
        continue;
      }
    }
    const sub = pos.length > 0 ? SUB_VALUED.get(`${argv[0]} ${argv[pos[0] as number]}`) : undefined;
    if (sub?.has(a)) {
      flags.push(i++);
      continue;
    }
    if (a.length > 1 && a[0] === '-') flags.push(i);
    else pos.push(i);
  }
  return { pos, flags };
}
