/**
 * `seamc init` for Claude Code: CLAUDE.md, `.claude/rules/*.md`, `.claude/settings.json` permissions, commands,
 * subagents and skills. The inverse of this folder's emitters, so that import then build says the same thing;
 * whatever has no exact seam.yaml form is reported with the reason, never approximated.
 */
import type { ImportedCommand, ImportedInstruction, ImportedPermission, ImportedSkill, ImportedSubagent, ImportSkip, Importer, RepoView } from '../../compiler/backend/types-import.js';
import { frontMatter, isRecord, kebab } from '../_shared/import-util.js';

const SETTINGS = '.claude/settings.json';
type Level = 'allow' | 'ask' | 'deny';

/** One permission rule string -> a spec entry, or why not (permissions.ts is the forward direction). */
export function permissionOf(rule: string): ImportedPermission | string {
  const m = /^([A-Za-z]+)(?:\((.*)\))?$/.exec(rule);
  if (rule.startsWith('mcp__')) {
    const parts = rule.slice(5).split('__');
    if (parts[0]?.startsWith('plugin_')) return 'a plugin-scoped MCP name; the plugin carries its own servers';
    if (parts.length === 1 && parts[0]) return { mcp: `${parts[0]}.*` };
    if (parts.length === 2 && parts[0] && parts[1]) return { mcp: `${parts[0]}.${parts[1] === '*' ? '*' : parts[1]}` };
    return 'not an mcp__<server>__<tool> name';
  }
  if (!m) return 'not a Tool(specifier) rule';
  const [, tool, spec] = m as unknown as [string, string, string | undefined];
  if (tool === 'Bash') {
    if (spec === undefined || spec === '*') return { shell: '*' };
    if (spec.endsWith(':*')) return { shell: spec.slice(0, -2) };
    if (spec.endsWith('*')) return { shell: spec };
    return 'an exact-command rule: seam.yaml shell patterns are prefixes, so it would widen';
  }
  if (tool === 'Read' || tool === 'Edit' || tool === 'Write') {
    const kind = tool === 'Read' ? 'read' : 'edit';
    if (spec === undefined) return { [kind]: '**' } as ImportedPermission;
    if (spec.startsWith('//') || spec.startsWith('~')) return 'a path outside the repository';
    const g = spec.startsWith('/') ? spec.slice(1) : spec.startsWith('./') ? spec.slice(2) : spec.includes('/') ? spec : `**/${spec}`;
    return { [kind]: g === '' ? '**' : g } as ImportedPermission;
  }
  if (tool === 'WebFetch') {
    if (spec === undefined) return { web: '*' };
    if (spec.startsWith('domain:')) return { web: spec.slice(7) };
    return 'a WebFetch rule without domain:';
  }
  return `the ${tool} tool has no seam.yaml permission kind`;
}

function permissions(repo: RepoView, skipped: ImportSkip[]): Partial<Record<Level, ImportedPermission[]>> | undefined {
  const text = repo.read(SETTINGS);
  if (text === undefined) return undefined;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    skipped.push({ path: SETTINGS, what: 'the file', reason: 'not valid JSON' });
    return undefined;
  }
  if (!isRecord(doc)) return undefined;
  const out: Partial<Record<Level, ImportedPermission[]>> = {};
  for (const k of Object.keys(doc)) {
    if (k === 'hooks') skipped.push({ path: SETTINGS, what: 'hooks', reason: 'a hook command reads Claude Code\'s own payload; it stays in this file as your entry (seamc leaves it alone). Re-express it as rules: or hooks: to share it' });
    else if (k !== 'permissions' && k !== '$schema') skipped.push({ path: SETTINGS, what: `key "${k}"`, reason: 'no vendor-neutral seam.yaml field' });
  }
  const p = isRecord(doc.permissions) ? doc.permissions : {};
  for (const [k, v] of Object.entries(p)) {
    if (k !== 'allow' && k !== 'ask' && k !== 'deny') {
      skipped.push({ path: SETTINGS, what: `permissions.${k}`, reason: 'seam.yaml permissions have allow, ask and deny lists only' });
      continue;
    }
    for (const rule of Array.isArray(v) ? v : []) {
      const r = typeof rule === 'string' ? permissionOf(rule) : 'not a string';
      if (typeof r === 'string') skipped.push({ path: SETTINGS, what: `permissions.${k} "${String(rule)}"`, reason: r });
      else (out[k] ??= []).push(r);
    }
  }
  return out;
}

const CLASSES: Readonly<Record<string, ImportedSubagent['tools'] extends readonly (infer C)[] | undefined ? C : never>> = {
  Bash: 'shell',
  Read: 'read',
  Write: 'write',
  Edit: 'edit',
  NotebookEdit: 'edit',
  WebFetch: 'web',
  WebSearch: 'web',
};

function markdownDir(repo: RepoView, dir: string, skipped: ImportSkip[], each: (path: string, name: string, fm: Readonly<Record<string, unknown>>, body: string) => void): void {
  for (const name of repo.list(dir)) {
    const path = `${dir}/${name}`;
    if (repo.isDir(path)) {
      skipped.push({ path, what: 'a nested folder', reason: 'seam.yaml names are flat (no namespaces)' });
      continue;
    }
    if (!name.endsWith('.md')) continue;
    const text = repo.read(path);
    if (text === undefined) continue;
    const { data, body } = frontMatter(repo, text);
    each(path, name, data, body);
  }
}

function rules(repo: RepoView, skipped: ImportSkip[]): ImportedInstruction[] {
  const out: ImportedInstruction[] = [];
  markdownDir(repo, '.claude/rules', skipped, (path, name, fm, body) => {
    const id = kebab(name);
    if (!id) return;
    const paths = Array.isArray(fm.paths) ? fm.paths.filter((x): x is string => typeof x === 'string') : typeof fm.paths === 'string' ? [fm.paths] : [];
    for (const k of Object.keys(fm)) if (k !== 'paths') skipped.push({ path, what: `front matter key "${k}"`, reason: 'a Claude Code rule file has paths only' });
    out.push({ id, text: body.trim() + '\n', ...(paths.length ? { paths } : {}), from: path });
  });
  return out;
}

function commands(repo: RepoView, skipped: ImportSkip[]): ImportedCommand[] {
  const out: ImportedCommand[] = [];
  markdownDir(repo, '.claude/commands', skipped, (path, name, fm, body) => {
    const id = kebab(name);
    if (!id) return;
    for (const k of Object.keys(fm)) if (k !== 'description') skipped.push({ path, what: `front matter key "${k}"`, reason: 'seam.yaml commands have a description only; the command is imported without it' });
    out.push({ name: id, ...(typeof fm.description === 'string' ? { description: fm.description } : {}), body, from: path });
  });
  return out;
}

function subagents(repo: RepoView, skipped: ImportSkip[]): ImportedSubagent[] {
  const out: ImportedSubagent[] = [];
  markdownDir(repo, '.claude/agents', skipped, (path, name, fm, body) => {
    const id = kebab(typeof fm.name === 'string' ? fm.name : name);
    if (!id || typeof fm.description !== 'string') return void skipped.push({ path, what: 'subagent', reason: 'no name or no description' });
    for (const k of Object.keys(fm)) if (!['name', 'description', 'tools'].includes(k)) skipped.push({ path, what: `front matter key "${k}"`, reason: 'seam.yaml subagents have name, description and tools only' });
    const names = typeof fm.tools === 'string' ? fm.tools.split(',').map((s) => s.trim()).filter(Boolean) : Array.isArray(fm.tools) ? fm.tools.map(String) : [];
    const unknown = names.filter((t) => !CLASSES[t] && !t.startsWith('mcp__'));
    if (unknown.length > 0) return void skipped.push({ path, what: `subagent "${id}"`, reason: `tools ${unknown.join(', ')} have no seam.yaml tool class; its tool list cannot be said exactly` });
    const tools = [...new Set(names.map((t) => (t.startsWith('mcp__') ? 'mcp' : CLASSES[t]!)))];
    out.push({ name: id, description: fm.description, ...(tools.length ? { tools } : {}), body, from: path });
  });
  return out;
}

function skills(repo: RepoView): ImportedSkill[] {
  return repo.list('.claude/skills').flatMap((name) => (repo.read(`.claude/skills/${name}/SKILL.md`) !== undefined ? [{ name, dir: `.claude/skills/${name}` }] : []));
}

/** `Read(src/**)` and `Read(/src/**)`: two spellings of one permission in settings.json import as one spec entry. */
function samePermission(path: string, at: string, a: unknown, b: unknown): boolean | undefined {
  if (path !== SETTINGS || !/^\/permissions\/(allow|ask|deny)$/.test(at)) return undefined;
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const x = permissionOf(a);
  const y = permissionOf(b);
  return typeof x !== 'string' && typeof y !== 'string' && JSON.stringify(x) === JSON.stringify(y);
}

export const claudeCodeImporter: Importer = {
  id: 'claude_code',
  same: samePermission,
  run(repo) {
    const skipped: ImportSkip[] = [];
    const found = repo.read('CLAUDE.md') !== undefined || repo.isDir('.claude');
    if (!found) return { agents: [], parts: {}, skipped };
    const instructions: ImportedInstruction[] = [];
    const main = repo.read('CLAUDE.md');
    if (main !== undefined) {
      const own = main.split('\n').filter((l) => l.trim() !== '@AGENTS.md').join('\n').trim();
      if (own !== '') instructions.push({ id: 'claude-md', text: own + '\n', from: 'CLAUDE.md' });
      for (const m of own.matchAll(/^@(\S+)/gm)) skipped.push({ path: 'CLAUDE.md', what: `import @${m[1]}`, reason: 'kept as text: only Claude Code follows @-imports; move that file into instructions: to share it' });
    }
    if (repo.read('.claude/settings.local.json') !== undefined) skipped.push({ path: '.claude/settings.local.json', what: 'the file', reason: 'personal settings (not committed); left alone' });
    instructions.push(...rules(repo, skipped));
    const perms = permissions(repo, skipped);
    return {
      agents: ['claude_code'],
      parts: { instructions, ...(perms ? { permissions: perms } : {}), commands: commands(repo, skipped), agents: subagents(repo, skipped), skills: skills(repo) },
      skipped,
    };
  },
};
