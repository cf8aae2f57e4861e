/**
 * Commands that write somewhere other than the files they name: installers that put a package into a per-user or
 * global folder (`npm install -g`, `pip install --user`, `cargo install`, `go install`, `uv tool install` ...), git
 * commands that make a repository, a work tree, a bundle, patches or a setting elsewhere (`git clone URL ../y`, `git
 * worktree add ../wt`, `git init DIR`, `git bundle create F`, `git format-patch -o D`, `git config --global`), `npm config set` (the user's .npmrc) and `ssh-keygen` (its key
 * files). Each is a write of that folder or file, so a rule on writes outside the repository, or on those places,
 * meets it. The folders are each tool's documented default (a user who moved one, with NPM_CONFIG_PREFIX, CARGO_HOME,
 * GOBIN and the like, has it elsewhere, which the outside-the-repository test still covers). Vendor-free.
 */
import { dirname } from 'node:path';
import { GH_CONFIGS } from './config-runs.js';
import { has, scan, values } from './opts.js';
import { chainInto } from './outputs.js';
import type { Put } from './sink.js';
import { subcommandOf } from './subcommands.js';
import { USER_STATE } from './user-state.js';

type Handler = (argv: readonly string[], stdin: string | undefined, put: Put) => void;

/** npm's default global prefix is the folder node is installed in (`{prefix}/lib/node_modules`, `{prefix}/etc/npmrc`) */
const NODE_PREFIX = dirname(dirname(process.execPath));

const GLOBAL = ['-g', '--global'];
const isGlobal = (argv: readonly string[]): boolean => argv.some((a) => GLOBAL.includes(a) || a === '--location=global');

/** a package manager whose `SUB ... -g` (one of `subs`) installs into `folder` */
function globalInstall(subs: readonly string[], folder: string, via: string): Handler {
  return (argv, _stdin, put) => {
    const sub = argv.slice(1).find((a) => !a.startsWith('-'));
    if (sub !== undefined && subs.includes(sub) && isGlobal(argv)) put(folder, 'write', via);
  };
}

const npm: Handler = (argv, _stdin, put) => {
  const k = argv.findIndex((a, i) => i > 0 && !a.startsWith('-'));
  if (k < 0) return;
  const word = argv[k] as string;
  const sub = subcommandOf('npm', word) ?? word;
  if (['install', 'uninstall', 'update', 'link', 'install-test', 'install-ci-test'].includes(sub) && isGlobal(argv)) put(`${NODE_PREFIX}/lib/node_modules`, 'write', `npm ${sub} -g`);
  // `npm pkg set scripts.lint=CMD` and `npm set-script lint CMD` change package.json (the workspaces' with -w): an edit
  // seamc does not apply, so a script the line then runs from it is unreadable (package-scripts.ts), not the old one
  if ((sub === 'pkg' && ['set', 'delete', 'fix'].includes(argv[k + 1] ?? '')) || sub === 'set-script') pkgEdit(argv, `npm ${sub}`, put);
  if (sub === 'config' && ['set', 'delete', 'edit', 'fix'].includes(argv[k + 1] ?? '')) {
    const loc = argv.find((a) => a.startsWith('--location='))?.slice(11) ?? (argv.includes('-L') ? argv[argv.indexOf('-L') + 1] : undefined) ?? (isGlobal(argv) ? 'global' : 'user');
    const file = loc === 'project' ? '.npmrc' : loc === 'global' ? `${NODE_PREFIX}/etc/npmrc` : (values(scan(argv, { l: ['userconfig'] }), '--userconfig')[0] ?? '~/.npmrc');
    configSet(argv.slice(k + 1), file, `npm config ${argv[k + 1] as string}`, (key, v) => `${key}=${v}`, put);
  }
};

/** package.json edited by `npm pkg set` and its kin: the nearest one, and each workspace `-w PATH` names */
function pkgEdit(argv: readonly string[], via: string, put: Put): void {
  put('package.json', 'edit', via);
  for (const w of values(scan(argv, { v: 'w', l: ['workspace'] }), '-w', '--workspace')) put(`${w.replace(/\/$/, '')}/package.json`, 'edit', via);
}

/**
 * What `TOOL config set KEY VALUE` (or `KEY=VALUE ...`) adds to its settings file, written as `line` makes a pair; a
 * key deleted adds nothing; `edit` and others: not known here. A value made at run time: its variables as NUL,
 * anything else as \x01 (the shape literal-out.ts gives echo's output), so pm-files.ts can tell the settings apart.
 */
function configSet(words0: readonly string[], file: string, via: string, line: (key: string, value: string) => string, put: Put): void {
  const how = words0[0] ?? '';
  const words = words0.slice(1).filter((a) => !a.startsWith('-') && a !== 'project' && a !== 'user' && a !== 'global');
  const set = words.every((w) => w.includes('=')) ? words.map((w) => line(w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1))) : words.length === 2 ? [line(words[0] as string, words[1] as string)] : undefined;
  const text = how === 'delete' || how === 'unset' ? '' : how === 'set' && set !== undefined ? `${set.join('\n')}\n` : undefined;
  const shape = text !== undefined && /[$`]/.test(text) ? text.replace(/\$\{?[A-Za-z_][A-Za-z0-9_]*\}?/g, '\0').replace(/\$\(.*|`.*/g, '\x01') : undefined;
  put(file, 'append', via, shape === undefined ? text : undefined, undefined, undefined, shape);
}

/** `pnpm config set` (the global rc, or the project's .npmrc), `yarn config set` (yarn 2+: the project's .yarnrc.yml or the user's; yarn 1: ~/.yarnrc) */
const configOf = (tool: 'pnpm' | 'yarn'): Handler => (argv, _stdin, put) => {
  const s = scan(argv, { v: 'L', l: ['location'] });
  if (s.pos[0] !== 'config' || !['set', 'delete', 'unset'].includes(s.pos[1] ?? '')) return;
  const rest = s.pos.slice(1);
  if (tool === 'pnpm') return configSet(rest, values(s, '-L', '--location')[0] === 'project' ? '.npmrc' : '~/.config/pnpm/rc', 'pnpm config set', (k, v) => `${k}=${v}`, put);
  configSet(rest, argv.includes('-H') || argv.includes('--home') ? '~/.yarnrc.yml' : '.yarnrc.yml', 'yarn config set', (k, v) => `${k}: ${JSON.stringify(v)}`, put);
  configSet(rest, '~/.yarnrc', 'yarn config set', (k, v) => `${k} ${JSON.stringify(v)}`, put);
};

const pip: Handler = (argv, _stdin, put) => {
  if (argv.slice(1).find((a) => !a.startsWith('-')) === 'install' && argv.includes('--user')) put('~/.local/lib', 'write', 'pip install --user');
};

/** `tool install ...` into its own folder (`cargo install --root DIR` into DIR) */
function toolInstall(folder: string, via: string, rootOpt?: string): Handler {
  return (argv, _stdin, put) => {
    if (argv.slice(1).find((a) => !a.startsWith('-')) !== 'install') return;
    const root = rootOpt === undefined ? undefined : values(scan(argv, { l: [rootOpt.slice(2)] }), rootOpt)[0];
    put(root ?? folder, 'write', via);
  };
}

const uv: Handler = (argv, _stdin, put) => {
  const s = scan(argv, { l: ['directory', 'project', 'python'] });
  if (s.pos[0] === 'tool' && s.pos[1] === 'install') {
    put('~/.local/share/uv/tools', 'write', 'uv tool install');
    put('~/.local/bin', 'write', 'uv tool install');
  }
};

const code: Handler = (argv, _stdin, put) => {
  if (argv.includes('--install-extension')) put(values(scan(argv, { l: ['extensions-dir', 'install-extension'] }), '--extensions-dir')[0] ?? '~/.vscode/extensions', 'write', 'code --install-extension');
};

/** ssh-keygen writes its key pair when it makes one (not when it lists, reads or tests keys) */
const sshKeygen: Handler = (argv, _stdin, put) => {
  const s = scan(argv, { v: 'fNtbCOZanIVzsnEEDmwYM' });
  if (['-l', '-y', '-F', '-H', '-R', '-Q', '-r', '-D', '-B', '-L', '-e', '-i', '-k', '-A'].some((o) => has(s, o))) return;
  const file = values(s, '-f')[0] ?? `~/.ssh/id_${values(s, '-t')[0] ?? 'ed25519'}`;
  put(file, 'write', 'ssh-keygen');
  put(`${file}.pub`, 'write', 'ssh-keygen');
};

/** `docker cp CONTAINER:SRC DEST` (and podman's) writes DEST with what the container holds */
const containerCopy: Handler = (argv, _stdin, put) => {
  const s = scan(argv, {});
  if (s.pos[0] !== 'cp' || s.pos.length < 3) return;
  const [src = '', dest = ''] = s.pos.slice(-2);
  if (/^[\w.-]+:/.test(src) && !/^[\w.-]+:/.test(dest)) put(dest === '.' || dest.endsWith('/') ? `${dest.replace(/\/?$/, '/')}${src.replace(/^.*[/:]/, '')}` : dest, 'write', `${argv[0] as string} cp`);
};

const both = (a: Handler, b: Handler): Handler => (argv, stdin, put) => (a(argv, stdin, put), b(argv, stdin, put));

const OWN: readonly (readonly [string, Handler])[] = [
  ['docker', containerCopy],
  ['podman', containerCopy],
  ['npm', npm],
  ['pnpm', both(globalInstall(['add', 'install', 'i', 'update', 'up', 'remove', 'rm', 'link'], '~/.local/share/pnpm', 'pnpm add -g'), configOf('pnpm'))],
  ['bun', both(globalInstall(['add', 'install', 'i', 'remove', 'rm', 'link'], '~/.bun/install/global', 'bun add -g'), (argv, _s, put) => {
    const s = scan(argv, {});
    if (s.pos[0] === 'pm' && s.pos[1] === 'pkg' && ['set', 'delete', 'fix'].includes(s.pos[2] ?? '')) pkgEdit(argv, 'bun pm pkg', put);
  })],
  ['yarn', both((argv, _s, put) => {
    const s = scan(argv, {});
    if (s.pos[0] === 'global' && ['add', 'remove', 'upgrade'].includes(s.pos[1] ?? '')) put('~/.config/yarn/global', 'write', 'yarn global add');
  }, configOf('yarn'))],
  // `gh alias set NAME EXPANSION` (and delete, import) changes the config the next `gh NAME` reads (task-files.ts)
  ['gh', (argv, _s, put) => {
    if (argv[1] === 'alias' && ['set', 'delete', 'import'].includes(argv[2] ?? '')) for (const f of GH_CONFIGS) put(f, 'edit', 'gh alias set');
  }],
  ['pip', pip],
  ['pip3', pip],
  ['pipx', toolInstall('~/.local/share/pipx', 'pipx install')],
  ['uv', uv],
  ['cargo', toolInstall('~/.cargo/bin', 'cargo install', '--root')],
  ['go', toolInstall('~/go/bin', 'go install')],
  ['code', code],
  ['ssh-keygen', sshKeygen],
];

/** these and user-state.ts's, a program listed in both running both */
export const INSTALLERS: readonly (readonly [string, Handler])[] = [...chainInto(new Map(OWN), USER_STATE)];

/** `git clone URL [DIR]`, `git worktree add PATH`, `git init DIR`, `git config --global/--system` (rest: the subcommand and its words) */
export function gitElsewhere(rest: readonly string[], put: Put): void {
  const [name = '', ...words] = rest;
  if (name === 'clone') {
    const s = scan(words, { v: 'obcju', l: ['origin', 'branch', 'config', 'depth', 'reference', 'separate-git-dir', 'template', 'upload-pack', 'jobs', 'shallow-since', 'shallow-exclude', 'filter', 'server-option', 'bundle-uri'] }, 0);
    const url = s.pos[0];
    const dest = s.pos[1] ?? url?.replace(/\/+$/, '').replace(/\.git$/, '').replace(/^.*[/:]/, '');
    // the whole folder: a script the line runs from it afterwards is code seamc has not seen
    if (dest !== undefined && dest !== '') put(dest, 'write', 'git clone', undefined, { hidden: true, links: false });
  } else if (name === 'worktree' && words[0] === 'add') {
    const s = scan(words, { v: 'bB', l: ['reason'] }, 1);
    if (s.pos[0] !== undefined) put(s.pos[0], 'write', 'git worktree add');
  } else if (name === 'bundle' && words[0] === 'create') {
    const s = scan(words, { l: ['version'] }, 1);
    if (s.pos[0] !== undefined && s.pos[0] !== '-') put(s.pos[0], 'write', 'git bundle create');
  } else if (name === 'format-patch') {
    const s = scan(words, { v: 'ov', l: ['output-directory', 'output', 'subject-prefix', 'start-number', 'in-reply-to', 'to', 'cc', 'from', 'base', 'interdiff', 'range-diff', 'creation-factor', 'filename-max-length', 'suffix', 'signature-file', 'reroll-count', 'add-header', 'description-file'] }, 0);
    for (const d of values(s, '-o', '--output-directory', '--output')) put(d, 'write', 'git format-patch');
  } else if (name === 'init') {
    const s = scan(words, { l: ['template', 'separate-git-dir', 'object-format', 'ref-format', 'initial-branch', 'shared'], v: 'b' }, 0);
    // without a folder it makes .git where it runs (under `git -C DIR`, in DIR)
    put(s.pos[0] ?? '.git', 'write', 'git init');
  } else if (name === 'config' && (words.includes('--global') || words.includes('--system'))) {
    const s = scan(words, { l: ['type', 'default', 'comment', 'value'] }, 0);
    const pos = s.pos[0] === 'set' || s.pos[0] === 'unset' ? s.pos.slice(1) : s.pos;
    const writes = s.pos[0] === 'set' || s.pos[0] === 'unset' || pos.length >= 2 || words.some((w) => /^--(?:unset|unset-all|add|replace-all|rename-section|remove-section)$/.test(w));
    if (writes) put(words.includes('--system') ? '/etc/gitconfig' : '~/.gitconfig', 'write', words.includes('--system') ? 'git config --system' : 'git config --global');
  }
}
