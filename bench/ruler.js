// The peer the issue names for speed: ruler (@intellectronica/ruler, a pinned dev dependency), given the content
// both tools share: instructions and MCP servers. `sharedSpec(spec, dir)` writes a seam.yaml with only those (files
// inlined as text), and `rulerProject(spec, dir)` writes <dir>/.ruler/ from a spec:
//  - .ruler/<id>.md per instruction, headed by the paths or description it is scoped to (ruler has no scoping, so
//    the scope becomes a line of text);
//  - .ruler/AGENTS.md, when the spec has rules: every rule's message as a bullet;
//  - .ruler/ruler.toml: the plugin's MCP servers as [mcp_servers.<name>] (command, args, env or url).
// Rules as hooks, permissions, commands and sandboxes have no ruler equivalent.
// `rulerCommand(dir)` is the run: `ruler apply` for every agent ruler knows (no --agents, no default_agents), no
// backups, no .gitignore edits, only the local .ruler folder.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

const here = dirname(fileURLToPath(import.meta.url));
/** ruler's CLI in this checkout's node_modules (`npm ci` installs it) */
export const RULER = join(here, '..', 'node_modules', '@intellectronica', 'ruler', 'dist', 'cli', 'index.js');

const tomlString = (s) => JSON.stringify(String(s));
const tomlKey = (s) => (/^[A-Za-z0-9_-]+$/.test(s) ? s : tomlString(s));

/** The TOML of the spec's MCP servers in ruler's [mcp_servers.<name>] form. */
function rulerToml(servers) {
  const out = [];
  for (const [name, s] of Object.entries(servers ?? {})) {
    out.push(`[mcp_servers.${tomlKey(name)}]`);
    if (s.url) out.push(`url = ${tomlString(s.url)}`);
    if (s.command) out.push(`command = ${tomlString(s.command)}`);
    if (s.args) out.push(`args = [${s.args.map(tomlString).join(', ')}]`);
    if (s.env) {
      out.push('', `[mcp_servers.${tomlKey(name)}.env]`);
      for (const [k, v] of Object.entries(s.env)) out.push(`${tomlKey(k)} = ${tomlString(v)}`);
    }
    out.push('');
  }
  return out.join('\n');
}

/** `spec`'s instructions, their files read as text. */
function instructions(spec, doc) {
  const base = dirname(resolve(spec));
  return (doc.instructions ?? []).map(({ file, ...i }) => ({ ...i, text: i.text ?? readFileSync(join(base, file), 'utf8') }));
}

/** Write <dir>/seam.yaml holding only `spec`'s instructions and MCP servers (what ruler can also write); returns its path. */
export function sharedSpec(spec, dir) {
  const doc = parse(readFileSync(spec, 'utf8'));
  const shared = { seam: doc.seam, name: `${doc.name ?? 'spec'}-shared`, agents: 'all', instructions: instructions(spec, doc) };
  if (doc.plugin?.mcp) shared.plugin = { version: doc.plugin.version ?? '1.0.0', description: 'instructions and MCP only', mcp: doc.plugin.mcp };
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'seam.yaml');
  writeFileSync(path, stringify(shared, { lineWidth: 0 }));
  return path;
}

/** Write <dir>/.ruler/ holding `spec`'s instructions, rules as text and MCP servers; returns dir. */
export function rulerProject(spec, dir) {
  const doc = parse(readFileSync(spec, 'utf8'));
  const ruler = join(dir, '.ruler');
  mkdirSync(ruler, { recursive: true });
  const rules = (doc.rules ?? []).map((r) => `- ${r.id}: ${r.message ?? r.decision ?? ''}`.trimEnd());
  if (rules.length > 0) writeFileSync(join(ruler, 'AGENTS.md'), `# Policy\n\n${rules.join('\n')}\n`);
  for (const i of instructions(spec, doc)) {
    const text = i.text;
    const scope = i.paths ? `Applies to ${i.paths.join(', ')}.\n\n` : i.description ? `${i.description}.\n\n` : '';
    writeFileSync(join(ruler, `${i.id}.md`), `${scope}${text.endsWith('\n') ? text : `${text}\n`}`);
  }
  writeFileSync(join(ruler, 'ruler.toml'), rulerToml(doc.plugin?.mcp));
  return dir;
}

/** A fresh copy of the ruler project `from` at `to` (outside any timing). */
export function freshCopy(from, to) {
  cpSync(from, to, { recursive: true });
  return to;
}

/** The arguments of `node` for one ruler run over the project at `dir`. */
export function rulerArgs(dir) {
  return [RULER, 'apply', '--project-root', dir, '--local-only', '--no-backup', '--no-gitignore'];
}
