/**
 * Commands that change the user's own state outside the project, beside installs.ts: gems installed for the user,
 * Homebrew's prefix, pip's and npm's own settings and caches, the shell's history file, systemd units and macOS
 * preferences. Each is a write of that folder or file (its documented default), so a rule on writes outside the
 * repository meets it: `gem install rails`, `brew install jq`, `pip config set ...`, `npm cache clean --force`,
 * `history -w ~/h`, `systemctl --user enable x`, `defaults write ...` each ran past one. Vendor-free.
 */
import { scan, values } from './opts.js';
import type { Put } from './sink.js';

type Handler = (argv: readonly string[], stdin: string | undefined, put: Put) => void;

const sub = (argv: readonly string[], v = '', l: string[] = []): readonly string[] => scan(argv, { v, l }).pos;

/** `gem install|update|uninstall`: the user's gem folder, or `--install-dir DIR` / `-i DIR` */
const gem: Handler = (argv, _s, put) => {
  const s = scan(argv, { v: 'ivn', l: ['install-dir', 'version', 'bindir', 'source'] });
  if (!['install', 'update', 'uninstall', 'i'].includes(s.pos[0] ?? '')) return;
  put(values(s, '--install-dir', '-i')[0] ?? '~/.gem', 'write', `gem ${s.pos[0] as string}`);
};

/** Homebrew changes its prefix (/opt/homebrew on Apple silicon, /usr/local on Intel and /home/linuxbrew on Linux) */
const BREW_WRITES = new Set(['install', 'reinstall', 'upgrade', 'uninstall', 'remove', 'rm', 'tap', 'untap', 'link', 'unlink', 'pin', 'cleanup', 'autoremove', 'bundle']);
const brew: Handler = (argv, _s, put) => {
  const p = sub(argv)[0] ?? '';
  if (BREW_WRITES.has(p)) put('/opt/homebrew', 'write', `brew ${p}`);
};

/** `pip config set|unset|edit`: the user's pip.conf (`--global`: the machine's; `--site`: the environment's) */
const pipConfig: Handler = (argv, _s, put) => {
  const p = sub(argv, '', ['editor']);
  if (p[0] !== 'config' || !['set', 'unset', 'edit'].includes(p[1] ?? '') || argv.includes('--site')) return;
  put(argv.includes('--global') ? '/etc/pip.conf' : '~/.config/pip/pip.conf', 'write', `pip config ${p[1] as string}`);
};

/** `npm cache clean|add`: npm's cache folder (~/.npm, or --cache DIR) */
const npmCache: Handler = (argv, _s, put) => {
  const s = scan(argv, { l: ['cache'] });
  if (s.pos[0] === 'cache' && ['clean', 'clear', 'rm', 'add'].includes(s.pos[1] ?? '')) put(values(s, '--cache')[0] ?? '~/.npm/_cacache', 'write', `npm cache ${s.pos[1] as string}`);
};

/** bash's `history -w|-a [FILE]` writes the history file (FILE, else ~/.bash_history) */
const history: Handler = (argv, _s, put) => {
  const opt = argv.slice(1).find((a) => /^-[a-z]*[wa][a-z]*$/.test(a));
  if (opt !== undefined) put(argv.slice(1).find((a) => !a.startsWith('-')) ?? '~/.bash_history', 'write', `history ${opt}`);
};

/** `systemctl [--user] enable|link|edit|mask ...`: the unit folder it links or writes into */
const SYSTEMD_WRITES = new Set(['enable', 'disable', 'reenable', 'link', 'edit', 'mask', 'unmask', 'preset', 'preset-all', 'add-wants', 'add-requires', 'revert', 'set-property', 'set-default']);
const systemctl: Handler = (argv, _s, put) => {
  const p = sub(argv, 'tpHMPn', ['type', 'property', 'host', 'machine', 'root', 'lines', 'output', 'signal', 'kill-whom', 'job-mode', 'what'])[0] ?? '';
  if (SYSTEMD_WRITES.has(p)) put(argv.includes('--user') ? '~/.config/systemd/user' : '/etc/systemd/system', 'write', `systemctl ${p}`);
};

/** macOS `defaults write|delete|import|rename DOMAIN ...`: the domain's preferences file */
const defaults: Handler = (argv, _s, put) => {
  const p = sub(argv, '', ['host']);
  if (['write', 'delete', 'import', 'rename'].includes(p[0] ?? '')) put(`~/Library/Preferences/${p[1] ?? ''}.plist`, 'write', `defaults ${p[0] as string}`);
};

export const USER_STATE: readonly (readonly [string, Handler])[] = [
  ['gem', gem],
  ['brew', brew],
  ['pip', pipConfig],
  ['pip3', pipConfig],
  ['npm', npmCache],
  ['history', history],
  ['systemctl', systemctl],
  ['defaults', defaults],
];
