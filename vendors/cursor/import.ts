/**
 * `seamc init` for Cursor: `.cursor/rules/*.mdc`, the legacy `.cursorrules`, `.cursor/cli.json` permissions,
 * `.cursor/mcp.json`, commands, subagents and skills. The inverse of this folder's emitters; anything without an
 * exact seam.yaml form is reported with the reason.
 */
import type { ImportedCommand, ImportedInstruction, ImportedPermission, ImportedSkill, ImportedSubagent, ImportSkip, Importer, RepoView } from '../../compiler/backend/types-import.js';
import { frontMatter, isRecord, kebab, mcpServersOf, sameMcpServer } from '../_shared/import-util.js';

const CLI = '.cursor/cli.json';

/** Cursor's `${env:VAR}` is the spec's `${VAR}`. */
const envVar = (s: string): string => s.replace(/\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}/g, '${$1}');

export function cursorPermission(token: string): ImportedPermission | string {
  const m = /^(Shell|Read|Write|WebFetch|Mcp)\((.+)\)$/.exec(token);
  if (!m) return 'not a Shell/Read/Write/WebFetch/Mcp token';
  const [, kind, arg] = m as unknown as [string, string, string];
  switch (kind) {
    case 'Shell':
      return arg.includes(':') ? 'the cmd:args form has no documented meaning' : { shell: arg };
    case 'Read':
      return { read: arg };
    case 'Write':
      return { edit: arg };
    case 'WebFetch':
      return { web: arg };
    default: {
      const [server, tool, ...rest] = arg.split(':');
      return server && tool && rest.length === 0 ? { mcp: `${server}.${tool}` } : 'not Mcp(server:tool)';
    }
  }
}

function permissions(repo: RepoView, skipped: ImportSkip[]): { allow?: ImportedPermission[]; deny?: ImportedPermission[] } | undefined {
  const text = repo.read(CLI);
  if (text === undefined) return undefined;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    skipped.push({ path: CLI, what: 'the file', reason: 'not valid JSON' });
    return undefined;
  }
  const out: { allow?: ImportedPermission[]; deny?: ImportedPermission[] } = {};
  for (const k of Object.keys(isRecord(doc) ? doc : {})) if (k !== 'permissions' && k !== 'version') skipped.push({ path: CLI, what: `key "${k}"`, reason: 'no vendor-neutral seam.yaml field' });
  const p = isRecord(doc) && isRecord(doc.permissions) ? doc.permissions : {};
  for (const level of ['allow', 'deny'] as const) {
    for (const t of Array.isArray(p[level]) ? p[level] : []) {
      const r = typeof t === 'string' ? cursorPermission(t) : 'not a string';
      if (typeof r === 'string') skipped.push({ path: CLI, what: `permissions.${level} "${String(t)}"`, reason: r });
      else (out[level] ??= []).push(r);
    }
  }
  return out;
}

function rules(repo: RepoView, skipped: ImportSkip[]): ImportedInstruction[] {
  const out: ImportedInstruction[] = [];
  for (const name of repo.list('.cursor/rules')) {
    const path = `.cursor/rules/${name}`;
    if (!/\.mdc?$/.test(name)) continue;
    const text = repo.read(path);
    const id = kebab(name);
    if (text === undefined || !id) continue;
    const { data, body } = frontMatter(repo, text);
    for (const k of Object.keys(data)) if (!['description', 'globs', 'alwaysApply'].includes(k)) skipped.push({ path, what: `front matter key "${k}"`, reason: 'an .mdc rule has description, globs and alwaysApply only' });
    const globs = typeof data.globs === 'string' ? data.globs.split(',').map((s) => s.trim()).filter(Boolean) : Array.isArray(data.globs) ? data.globs.map(String) : [];
    const description = typeof data.description === 'string' && data.description.trim() !== '' ? data.description : undefined;
    const base = { id, text: body.trim() + '\n', from: path };
    if (data.alwaysApply === true) out.push(base);
    else if (globs.length > 0) out.push({ ...base, paths: globs, ...(description ? { description } : {}) });
    else if (description) out.push({ ...base, description });
    else skipped.push({ path, what: 'a manual rule', reason: 'it applies only when @-mentioned; seam.yaml instructions are always on, path-scoped or agent-requested' });
  }
  return out;
}

function commands(repo: RepoView): ImportedCommand[] {
  return repo.list('.cursor/commands').flatMap((name) => {
    const path = `.cursor/commands/${name}`;
    const text = name.endsWith('.md') ? repo.read(path) : undefined;
    const id = kebab(name);
    if (text === undefined || !id) return [];
    const { data, body } = frontMatter(repo, text);
    return [{ name: id, ...(typeof data.description === 'string' ? { description: data.description } : {}), body, from: path }];
  });
}

function subagents(repo: RepoView, skipped: ImportSkip[]): ImportedSubagent[] {
  return repo.list('.cursor/agents').flatMap((name) => {
    const path = `.cursor/agents/${name}`;
    const text = name.endsWith('.md') ? repo.read(path) : undefined;
    if (text === undefined) return [];
    const { data, body } = frontMatter(repo, text);
    const id = kebab(typeof data.name === 'string' ? data.name : name);
    if (!id || typeof data.description !== 'string') {
      skipped.push({ path, what: 'subagent', reason: 'no name or no description' });
      return [];
    }
    for (const k of Object.keys(data)) if (k !== 'name' && k !== 'description') skipped.push({ path, what: `front matter key "${k}"`, reason: 'seam.yaml subagents have name, description and tools only' });
    return [{ name: id, description: data.description, body, from: path }];
  });
}

function skills(repo: RepoView): ImportedSkill[] {
  return repo.list('.cursor/skills').flatMap((name) => (repo.read(`.cursor/skills/${name}/SKILL.md`) !== undefined ? [{ name, dir: `.cursor/skills/${name}` }] : []));
}

/** Two spellings of one cli.json permission, or of one mcp.json server, that import as one spec entry. */
function same(path: string, at: string, a: unknown, b: unknown): boolean | undefined {
  if (path === CLI && /^\/permissions\/(allow|deny)$/.test(at)) {
    if (typeof a !== 'string' || typeof b !== 'string') return false;
    const x = cursorPermission(a);
    const y = cursorPermission(b);
    return typeof x !== 'string' && typeof y !== 'string' && JSON.stringify(x) === JSON.stringify(y);
  }
  if (path === '.cursor/mcp.json' && /^\/mcpServers\/[^/]+$/.test(at)) return sameMcpServer(a, b, envVar);
  return undefined;
}

export const cursorImporter: Importer = {
  id: 'cursor',
  same,
  run(repo) {
    const skipped: ImportSkip[] = [];
    if (!repo.isDir('.cursor') && repo.read('.cursorrules') === undefined) return { agents: [], parts: {}, skipped };
    const instructions = rules(repo, skipped);
    const legacy = repo.read('.cursorrules');
    if (legacy !== undefined && legacy.trim() !== '') instructions.unshift({ id: 'cursorrules', text: legacy.trim() + '\n', from: '.cursorrules' });
    if (repo.read('.cursor/hooks.json') !== undefined)
      skipped.push({ path: '.cursor/hooks.json', what: 'hooks', reason: 'a hook command reads Cursor\'s own payload; it stays in this file as your entry (seamc leaves it alone)' });
    const perms = permissions(repo, skipped);
    const mcp = mcpServersOf(repo, '.cursor/mcp.json', skipped, envVar);
    return {
      agents: ['cursor'],
      parts: { instructions, ...(perms ? { permissions: perms } : {}), ...(mcp ? { mcp } : {}), commands: commands(repo), agents: subagents(repo, skipped), skills: skills(repo) },
      skipped,
    };
  },
};
