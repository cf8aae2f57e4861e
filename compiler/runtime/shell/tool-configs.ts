/**
 * The configuration files a JavaScript tool loads as code before it does anything: `eslint .` runs eslint.config.js,
 * `vitest run` vitest.config.ts (and vite.config.ts), `jest` jest.config.js, `prettier --check .` prettier.config.js,
 * `webpack` webpack.config.js ... A config file is a module: whatever it imports, and the setup files it names, run
 * too (compiler/runtime/tool-config-files.ts). The tool's `--config FILE` names another one. The files are looked
 * for in the folder the tool starts in and every folder above it, as most of these tools search (more is judged,
 * never less). Vendor-free: these are the tools, not the agents.
 */
import type { Field } from './expand.js';
import type { ScriptRun } from './types.js';

const EXT = ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'];
const all = (...bases: string[]): string[] => bases.flatMap((b) => EXT.map((e) => `${b}.${e}`));
const some = (base: string, ...exts: string[]): string[] => exts.map((e) => `${base}.${e}`);

/** what a CSS pipeline loads when a bundler processes styles */
const STYLES = all('postcss.config', 'tailwind.config');
const VITE = [...all('vite.config'), ...STYLES];
/** babel's project-wide and file-relative configs (a data one names its local plugins) */
const BABEL = [...all('babel.config'), 'babel.config.json', ...some('.babelrc', 'js', 'cjs', 'mjs', 'json'), '.babelrc'];

/** tool -> the config files it loads (names relative to a folder) */
const CONFIGS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['eslint', [...all('eslint.config'), ...some('.eslintrc', 'js', 'cjs', 'json', 'yaml', 'yml'), '.eslintrc']],
  ['jest', [...all('jest.config'), 'jest.config.json', ...BABEL]],
  ['vitest', [...all('vitest.config'), ...all('vitest.workspace'), ...VITE]],
  ['vite', VITE],
  ['prettier', [...all('prettier.config'), ...all('.prettierrc'), ...some('.prettierrc', 'json', 'json5', 'yaml', 'yml', 'toml'), '.prettierrc']],
  ['webpack', [...all('webpack.config'), ...BABEL, ...STYLES]],
  ['webpack-cli', [...all('webpack.config'), ...BABEL, ...STYLES]],
  ['webpack-dev-server', [...all('webpack.config'), ...BABEL, ...STYLES]],
  ['rollup', all('rollup.config')],
  ['rolldown', all('rolldown.config')],
  ['tsdown', all('tsdown.config')],
  ['unbuild', all('build.config')],
  ['vitepress', [...all('.vitepress/config'), ...VITE]],
  ['babel', BABEL],
  ['next', [...all('next.config'), ...BABEL, ...STYLES]],
  ['playwright', all('playwright.config')],
  ['stylelint', [...all('stylelint.config'), ...some('.stylelintrc', 'js', 'cjs', 'mjs', 'json', 'yaml', 'yml'), '.stylelintrc']],
  ['tailwindcss', STYLES],
  ['postcss', [...STYLES, ...some('.postcssrc', 'js', 'cjs', 'mjs')]],
  ['commitlint', [...all('commitlint.config'), ...all('.commitlintrc'), ...some('.commitlintrc', 'json', 'yaml', 'yml'), '.commitlintrc']],
  ['tsup', all('tsup.config')],
  ['astro', [...all('astro.config'), ...VITE]],
  ['nuxt', [...all('nuxt.config'), ...all('app.config'), ...VITE]],
  ['nuxi', [...all('nuxt.config'), ...all('app.config'), ...VITE]],
  ['svelte-kit', ['svelte.config.js', ...VITE]],
  ['mocha', some('.mocharc', 'js', 'cjs', 'json', 'jsonc', 'yaml', 'yml')],
  ['ava', all('ava.config')],
  ['cypress', all('cypress.config')],
  ['karma', some('karma.conf', 'js', 'cjs', 'ts')],
  ['docusaurus', all('docusaurus.config')],
  ['vue-cli-service', ['vue.config.js', ...BABEL, ...STYLES]],
  ['remix', ['remix.config.js', ...VITE]],
  ['knip', [...all('knip.config'), ...all('knip')]],
  ['drizzle-kit', all('drizzle.config')],
  ['storybook', all('.storybook/main')],
  ['expo', all('app.config')],
  ['gatsby', [...all('gatsby-config'), ...all('gatsby-node')]],
  ['semantic-release', [...all('release.config'), ...some('.releaserc', 'json', 'yaml', 'yml', 'js', 'cjs', 'mjs'), '.releaserc']],
  ['release-it', [...all('.release-it'), ...some('.release-it', 'json', 'json5', 'yaml', 'yml', 'toml')]],
  ['nyc', [...all('nyc.config'), ...some('.nycrc', 'js', 'cjs', 'json', 'yaml', 'yml'), '.nycrc']],
  ['craco', all('craco.config')],
  ['hardhat', all('hardhat.config')],
  ['truffle', ['truffle-config.js', 'truffle.js']],
  ['react-native', all('metro.config')],
  ['electron-forge', all('forge.config')],
  ['typedoc', all('typedoc.config')],
  ['size-limit', some('.size-limit', 'js', 'cjs', 'mjs', 'ts')],
]);

/** the options that name another config file (`eslint -c x.js`, `vitest --config=x.ts`) */
const CONFIG_OPTS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['eslint', ['-c', '--config']],
  ['jest', ['-c', '--config']],
  ['vitest', ['-c', '--config', '--workspace']],
  ['vite', ['-c', '--config']],
  ['prettier', ['--config']],
  ['webpack', ['-c', '--config']],
  ['webpack-cli', ['-c', '--config']],
  ['webpack-dev-server', ['-c', '--config']],
  ['rollup', ['-c', '--config']],
  ['rolldown', ['-c', '--config']],
  ['tsdown', ['-c', '--config']],
  ['babel', ['--config-file']],
  ['playwright', ['-c', '--config']],
  ['stylelint', ['-c', '--config']],
  ['commitlint', ['-g', '--config']],
  ['tsup', ['--config']],
  ['astro', ['--config']],
  ['mocha', ['--config']],
  ['ava', ['--config']],
  ['cypress', ['-C', '--config-file']],
  ['knip', ['-c', '--config']],
  ['drizzle-kit', ['--config']],
  ['hardhat', ['--config']],
  ['semantic-release', ['-e', '--extends']],
  ['typedoc', ['--options']],
  ['release-it', ['-c', '--config']],
]);

/** The config files `argv` (a tool's words, argv[0] its basename) loads, as a run per tool; none for other programs. */
export function toolConfigRuns(argv: readonly string[], fields: readonly Field[], dir: { readonly dir?: string }): ScriptRun[] {
  const tool = argv[0] ?? '';
  const names = CONFIGS.get(tool);
  if (names === undefined) return [];
  const out: ScriptRun[] = [{ kind: 'conf', lang: tool, path: '', names, args: [], ...dir }];
  const opts = CONFIG_OPTS.get(tool) ?? [];
  for (let i = 1; i < argv.length; i++) {
    const w = argv[i] ?? '';
    if (w === '--') break;
    const eq = w.indexOf('=');
    const opt = eq > 0 ? w.slice(0, eq) : w;
    if (!opts.includes(opt)) continue;
    const at = eq > 0 ? i : i + 1;
    const value = eq > 0 ? w.slice(eq + 1) : (argv[i + 1] ?? '');
    // a config file named at run time may be any code: the tool's run says so (tool-config-files.ts); a value that
    // is not a file is nothing there (`rollup -c` takes none), or the config itself (`jest --config '{...}'`)
    if (fields[at]?.dynamic === true) out.push({ kind: 'conf', lang: tool, path: '', names: [], args: [], file: '\0', ...dir });
    else if (value !== '' && !value.startsWith('-')) out.push({ kind: 'conf', lang: tool, path: '', names: [], args: [], file: value, ...dir });
  }
  // vite and vitest look for their config in the root they are given (`vite build web`, `vitest --root web`)
  for (const r of roots(tool, argv)) {
    if (fields[r]?.dynamic === true) out.push({ kind: 'conf', lang: tool, path: '', names: [], args: [], file: '\0', ...dir });
    else out.push({ kind: 'conf', lang: tool, path: (argv[r] as string).replace(/^--(?:root|dir)=/, ''), names, args: [], ...dir });
  }
  return out;
}

const VITE_SUBS = new Set(['build', 'dev', 'serve', 'preview', 'optimize']);

/** the indexes of the words that give vite, vitest or vitepress another root folder */
function roots(tool: string, argv: readonly string[]): number[] {
  const out: number[] = [];
  // `vitepress build docs` reads docs/.vitepress/config.ts
  if (tool === 'vitepress') return argv.flatMap((w, i) => (i > 0 && !w.startsWith('-') && !VITE_SUBS.has(w) && !(argv[i - 1] ?? '').startsWith('-') ? [i] : []));
  if (tool !== 'vite' && tool !== 'vitest') return out;
  for (let i = 1; i < argv.length; i++) {
    const w = argv[i] ?? '';
    if (w === '--root' || w === '-r' || w === '--dir') out.push(i + 1);
    else if (/^--(?:root|dir)=/.test(w)) out.push(i);
  }
  // `vite [sub] [root]`: any operand may be the root (an option's value that is no folder holds no config)
  if (tool === 'vite') for (let i = 1; i < argv.length; i++) if (!(argv[i] ?? '-').startsWith('-') && !VITE_SUBS.has(argv[i] ?? '')) out.push(i);
  return out.filter((i) => i < argv.length);
}

export const TOOL_CONFIG_TOOLS: ReadonlySet<string> = new Set(CONFIGS.keys());
