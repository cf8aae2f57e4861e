/**
 * Subcommands a program takes under other names: npm resolves an alias (`npm i`, `npm rm`, `npm x`) and any unique
 * prefix of a command or alias (`npm pu` and `npm publis` are `npm publish`), so a rule on `npm publish` must meet
 * them. The list and the resolution follow npm's own (npm/cli v11.19.1, lib/utils/cmd-list.js: `commands`, `aliases`,
 * `deref` over `abbrev`). Vendor-free; bundled into every hook runtime.
 */

const NPM_COMMANDS = `access adduser approve-scripts audit bugs cache ci completion config dedupe deny-scripts deprecate diff dist-tag docs
  doctor edit exec explain explore find-dupes fund get help help-search init install install-ci-test install-scripts install-test link ll login
  logout ls org outdated owner pack ping pkg prefix profile prune publish query rebuild repo restart root run sbom search set shrinkwrap stage
  star stars start stop team test token trust undeprecate uninstall unpublish unstar update version view whoami`.split(/\s+/);

const NPM_ALIASES: Readonly<Record<string, string>> = {
  author: 'owner', home: 'docs', issues: 'bugs', info: 'view', show: 'view', find: 'search', add: 'install', unlink: 'uninstall',
  remove: 'uninstall', rm: 'uninstall', r: 'uninstall', un: 'uninstall', rb: 'rebuild', list: 'ls', ln: 'link', create: 'init',
  i: 'install', it: 'install-test', cit: 'install-ci-test', u: 'update', up: 'update', c: 'config', s: 'search', se: 'search', tst: 'test',
  t: 'test', ddp: 'dedupe', v: 'view', 'run-script': 'run', 'clean-install': 'ci', 'clean-install-test': 'install-ci-test', x: 'exec',
  why: 'explain', la: 'll', verison: 'version', ic: 'ci', innit: 'init', in: 'install', ins: 'install', inst: 'install', insta: 'install',
  instal: 'install', isnt: 'install', isnta: 'install', isntal: 'install', isntall: 'install', 'install-clean': 'ci',
  'isntall-clean': 'ci', hlep: 'help', 'dist-tags': 'dist-tag', upgrade: 'update', udpate: 'update', rum: 'run', sit: 'install-ci-test',
  urn: 'run', ogr: 'org', 'add-user': 'adduser',
};

/** npm's abbreviations: every prefix of a name that no other name shares (the `abbrev` package), and the names themselves */
let npmAbbrevs: Map<string, string> | undefined;
function abbrevs(): Map<string, string> {
  if (npmAbbrevs !== undefined) return npmAbbrevs;
  const names = [...NPM_COMMANDS, ...Object.keys(NPM_ALIASES)].sort();
  const out = new Map<string, string>();
  for (let i = 0; i < names.length; i++) {
    const name = names[i] as string;
    const prev = names[i - 1] ?? '';
    const next = names[i + 1] ?? '';
    // the shortest prefix that neither neighbour in sorted order shares is unique (as abbrev computes it)
    let k = 1;
    while (k < name.length && (prev.slice(0, k) === name.slice(0, k) || next.slice(0, k) === name.slice(0, k))) k++;
    for (let j = k; j <= name.length; j++) out.set(name.slice(0, j), name);
  }
  npmAbbrevs = out;
  return out;
}

/** The command npm runs for `word` (npm's deref), or undefined when it is none. */
function npmCommand(word: string): string | undefined {
  const c = /[A-Z]/.test(word) ? word.replace(/([A-Z])/g, (m) => `-${m.toLowerCase()}`) : word;
  if (NPM_COMMANDS.includes(c)) return c;
  if (NPM_ALIASES[c] !== undefined) return NPM_ALIASES[c];
  let a = abbrevs().get(c);
  while (a !== undefined && NPM_ALIASES[a] !== undefined) a = NPM_ALIASES[a];
  return a;
}

/** The canonical name of `program`'s subcommand `word`, when the program takes it under another name; else undefined. */
export function subcommandOf(program: string, word: string): string | undefined {
  if (program !== 'npm') return undefined;
  const c = npmCommand(word);
  return c !== undefined && c !== word ? c : undefined;
}
