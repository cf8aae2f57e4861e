/**
 * `seamc init`'s import: run every importer over the user's view of the repository, merge what they found
 * (first importer wins a name; equal items once), and render seam.yaml plus the files it references.
 */
import { mergeSpec, keptSources, specText } from './reimport.js';
import type { ImportedParts, ImportedPermission, ImportSkip, Importer, RepoView } from '../backend/types-import.js';

export interface Imported {
  readonly agents: readonly string[];
  readonly parts: Required<{ [K in keyof ImportedParts]: NonNullable<ImportedParts[K]> }>;
  readonly skipped: readonly ImportSkip[];
}

const key = (v: unknown): string => JSON.stringify(v);

export function runImporters(importers: readonly Importer[], repo: RepoView, knownAgents: readonly string[]): Imported {
  const agents: string[] = [];
  const skipped: ImportSkip[] = [];
  const instructions: NonNullable<ImportedParts['instructions']>[number][] = [];
  const perms: Record<'allow' | 'ask' | 'deny', ImportedPermission[]> = { allow: [], ask: [], deny: [] };
  const mcp: Record<string, NonNullable<ImportedParts['mcp']>[string]> = {};
  const commands: NonNullable<ImportedParts['commands']>[number][] = [];
  const subagents: NonNullable<ImportedParts['agents']>[number][] = [];
  const skills: NonNullable<ImportedParts['skills']>[number][] = [];
  for (const imp of importers) {
    const r = imp.run(repo);
    for (const a of r.agents) if (!agents.includes(a) && knownAgents.includes(a)) agents.push(a);
    skipped.push(...r.skipped);
    const p = r.parts;
    for (const i of p.instructions ?? []) {
      if (instructions.some((x) => x.text.trim() === i.text.trim())) continue;
      let id = i.id;
      for (let n = 2; instructions.some((x) => x.id === id); n++) id = `${i.id}-${n}`;
      instructions.push({ ...i, id });
    }
    for (const level of ['allow', 'ask', 'deny'] as const)
      for (const e of p.permissions?.[level] ?? []) if (!perms[level].some((x) => key(x) === key(e))) perms[level].push(e);
    for (const [name, s] of Object.entries(p.mcp ?? {})) {
      if (!(name in mcp)) mcp[name] = s;
      else if (key(mcp[name]) !== key(s)) skipped.push({ path: imp.id, what: `MCP server "${name}"`, reason: 'another file defines a server of that name differently; the first one found was imported' });
    }
    for (const c of p.commands ?? []) if (!commands.some((x) => x.name === c.name)) commands.push(c);
    else skipped.push({ path: c.from, what: `command "${c.name}"`, reason: 'a command of that name was already imported' });
    for (const a of p.agents ?? []) if (!subagents.some((x) => x.name === a.name)) subagents.push(a);
    else skipped.push({ path: a.from, what: `subagent "${a.name}"`, reason: 'a subagent of that name was already imported' });
    for (const s of p.skills ?? []) if (!skills.some((x) => x.name === s.name)) skills.push(s);
  }
  const permissions = Object.fromEntries(Object.entries(perms).filter(([, v]) => v.length > 0));
  return { agents, parts: { instructions, permissions, mcp, commands, agents: subagents, skills }, skipped };
}

export interface SpecFiles {
  /** repo-relative path -> text (seam.yaml and the command / subagent bodies) */
  readonly files: ReadonlyMap<string, string>;
  /** repo-relative skill folder copies: from -> to */
  readonly copies: readonly { readonly from: string; readonly to: string }[];
}

export const SOURCES = '.seam/src';

/**
 * seam.yaml (with the schema modeline) and the files it references; `read` lists the files the importers read.
 * `old`: the seam.yaml this init replaces (`--force`): what it holds wins, the import adds only what it lacks.
 */
export function renderSpec(imp: Imported, name: string, schema: string, read: readonly string[] = [], old?: Record<string, unknown>): SpecFiles & { spec: Record<string, unknown>; head: string } {
  const files = new Map<string, string>();
  const p = imp.parts;
  const spec: Record<string, unknown> = { seam: 1, name };
  if (imp.agents.length > 0) spec.agents = [...imp.agents];
  if (p.instructions.length > 0)
    spec.instructions = p.instructions.map((i) => ({ id: i.id, text: i.text, ...(i.paths ? { paths: [...i.paths] } : {}), ...(i.description ? { description: i.description } : {}) }));
  if (Object.keys(p.permissions).length > 0) spec.permissions = p.permissions;
  const plugin: Record<string, unknown> = {};
  if (Object.keys(p.mcp).length > 0) plugin.mcp = p.mcp;
  if (p.commands.length > 0)
    plugin.commands = p.commands.map((c) => {
      const file = `${SOURCES}/commands/${c.name}.md`;
      files.set(file, c.body.replace(/^\n+/, ''));
      return { name: c.name, ...(c.description ? { description: c.description } : {}), file };
    });
  if (p.agents.length > 0)
    plugin.agents = p.agents.map((a) => {
      const file = `${SOURCES}/agents/${a.name}.md`;
      files.set(file, a.body.replace(/^\n+/, ''));
      return { name: a.name, description: a.description, ...(a.tools ? { tools: [...a.tools] } : {}), file };
    });
  const copies = p.skills.map((s) => ({ from: s.dir, to: `${SOURCES}/skills/${s.name}` }));
  if (copies.length > 0) plugin.skills = copies.map((c) => ({ dir: c.to }));
  if (Object.keys(plugin).length > 0) spec.plugin = plugin;
  const merged = old ? mergeSpec(old, spec) : spec;
  const keep = old ? keptSources(old) : new Set<string>();
  for (const f of [...files.keys()]) if (keep.has(f)) files.delete(f);
  const sources = [...new Set([...read, ...p.skills.map((s) => s.dir)])];
  const head = [`# yaml-language-server: $schema=${schema}`, '# Written by `seamc init`' + (sources.length ? ` from: ${sources.join(', ')}` : '.'), ''].join('\n');
  files.set('seam.yaml', specText(merged, head));
  return { files, copies: copies.filter((c) => !keep.has(c.to)), spec: merged, head };
}

/** The "could not import" report. */
export function skippedText(skipped: readonly ImportSkip[]): string {
  if (skipped.length === 0) return '';
  return ['not imported:', ...skipped.map((s) => `  ${s.path}: ${s.what}: ${s.reason}`)].join('\n') + '\n';
}
