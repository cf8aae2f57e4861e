/** `file:` / `dir:` references: resolved from the spec's folder, never leaving the repository (lexically or by symlink). */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { UserError } from '../diagnostics/diagnostic.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import { yaml } from './yaml-lib.js';

export interface RefContext {
  /** absolute folder of the spec */
  readonly dir: string;
  /** absolute repository root */
  readonly repoRoot: string;
}

export interface RefProblem {
  readonly code: DiagnosticCode;
  readonly message: string;
  readonly hint?: string;
}

export interface SkillFile {
  readonly path: string;
  readonly text: string;
  readonly mode: number;
}

/** Nearest ancestor of `startDir` (inclusive) holding `.git` (a folder, or a file for worktrees), else undefined. */
export function findRepoRoot(startDir: string): string | undefined {
  let dir = resolve(startDir);
  for (;;) {
    if (existsSync(join(dir, '.git'))) return dir;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

function inside(root: string, p: string): boolean {
  const rel = relative(root, p);
  return rel === '' || (!rel.startsWith('..' + sep) && rel !== '..' && !isAbsolute(rel));
}

function realOrSelf(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

/** Resolves and checks one reference; `abs` is set only when it is usable. */
export function checkRef(ctx: RefContext, ref: string, kind: 'file' | 'dir'): { abs?: string; problem?: RefProblem } {
  const what = kind === 'file' ? 'file' : 'folder';
  if (ref.trim() === '') return { problem: { code: 'SC1013', message: `empty ${what} reference` } };
  if (isAbsolute(ref) || /^([A-Za-z]:|[\\~])/.test(ref)) {
    return { problem: { code: 'SC1011', message: `${JSON.stringify(ref)} is an absolute path`, hint: 'write the path relative to the spec\'s folder' } };
  }
  const abs = resolve(ctx.dir, ref);
  if (!inside(ctx.repoRoot, abs)) {
    return { problem: { code: 'SC1011', message: `${JSON.stringify(ref)} leaves the repository (${ctx.repoRoot})`, hint: 'keep referenced files inside the repository' } };
  }
  const st = statSync(abs, { throwIfNoEntry: false });
  if (!st) return { problem: { code: 'SC1013', message: `${what} ${JSON.stringify(ref)} not found`, hint: `looked for ${abs}` } };
  if (!inside(realOrSelf(ctx.repoRoot), realOrSelf(abs))) {
    return { problem: { code: 'SC1012', message: `${JSON.stringify(ref)} is a symlink to ${realOrSelf(abs)}, outside the repository`, hint: 'copy the file into the repository instead of linking to it' } };
  }
  if (kind === 'file' && !st.isFile()) return { problem: { code: 'SC1013', message: `${JSON.stringify(ref)} is not a file`, hint: 'point `file:` at a markdown file' } };
  if (kind === 'dir' && !st.isDirectory()) return { problem: { code: 'SC1013', message: `${JSON.stringify(ref)} is not a folder`, hint: 'point `dir:` at the folder that holds SKILL.md' } };
  return { abs };
}

/** Every regular file under a skill folder (links inside the repository followed), sorted; links leaving it are problems. */
export function scanSkillFolder(absDir: string, repoRoot: string): { files: SkillFile[]; problems: RefProblem[] } {
  const realRoot = realOrSelf(repoRoot);
  const files: SkillFile[] = [];
  const problems: RefProblem[] = [];
  const visited = new Set<string>();
  const visit = (dir: string, rel: string): void => {
    const real = realOrSelf(dir);
    if (visited.has(real)) return;
    visited.add(real);
    const names = readdirSync(dir).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const name of names) {
      const abs = join(dir, name);
      const relPath = rel === '' ? name : `${rel}/${name}`;
      let target: string;
      try {
        target = realpathSync(abs);
      } catch {
        problems.push({ code: 'SC1013', message: `skill file \`${relPath}\` is a broken symlink` });
        continue;
      }
      if (!inside(realRoot, target)) {
        problems.push({ code: 'SC1012', message: `skill file \`${relPath}\` links to ${target}, outside the repository`, hint: 'copy it into the skill folder instead of linking to it' });
        continue;
      }
      const st = statSync(abs);
      if (st.isDirectory()) visit(abs, relPath);
      else if (st.isFile()) files.push({ path: relPath, text: readFileSync(abs, 'utf8'), mode: st.mode & 0o777 });
    }
  };
  visit(absDir, '');
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, problems };
}

const SKILL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Agent Skills rules for SKILL.md front matter (packaging.md §2.1). */
export function skillProblems(absDir: string, files: readonly SkillFile[]): RefProblem[] {
  const folder = basename(absDir);
  const skill = files.find((f) => f.path === 'SKILL.md');
  if (!skill) return [{ code: 'SC1018', message: `skill folder \`${folder}\` has no SKILL.md`, hint: 'add SKILL.md with front matter `name` and `description`' }];
  const m = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/.exec(skill.text);
  if (!m) return [{ code: 'SC1018', message: `SKILL.md of \`${folder}\` has no YAML front matter`, hint: 'start SKILL.md with a `---` block holding `name` and `description`' }];
  let fm: unknown;
  try {
    fm = yaml.parse(m[1] ?? '');
  } catch (err) {
    return [{ code: 'SC1018', message: `SKILL.md front matter of \`${folder}\` is not valid YAML: ${(err as Error).message.split('\n')[0] ?? ''}` }];
  }
  if (fm === null || typeof fm !== 'object' || Array.isArray(fm)) return [{ code: 'SC1018', message: `SKILL.md front matter of \`${folder}\` is not a mapping` }];
  const o = fm as Record<string, unknown>;
  const out: RefProblem[] = [];
  const name = o['name'];
  if (typeof name !== 'string' || name === '') out.push({ code: 'SC1018', message: `SKILL.md of \`${folder}\` has no \`name\`` });
  else {
    if (!SKILL_NAME.test(name)) out.push({ code: 'SC1018', message: `skill name \`${name}\` is not kebab-case (lowercase letters and digits joined by single hyphens)` });
    if (name.length > 64) out.push({ code: 'SC1018', message: `skill name \`${name.slice(0, 20)}...\` is longer than 64 characters` });
    if (name !== folder) out.push({ code: 'SC1018', message: `skill name \`${name}\` differs from its folder name \`${folder}\``, hint: 'Agent Skills clients require the name to equal the folder name; rename one of them' });
  }
  const desc = o['description'];
  if (typeof desc !== 'string' || desc.trim() === '') out.push({ code: 'SC1018', message: `SKILL.md of \`${folder}\` has no \`description\``, hint: 'say in one or two sentences when the skill should be used' });
  else if (desc.length > 1024) out.push({ code: 'SC1018', message: `description of skill \`${folder}\` is ${desc.length} characters; the limit is 1024` });
  return out;
}

function toUserError(problems: readonly RefProblem[]): UserError {
  return new UserError(problems.map((p): Diagnostic => ({ code: p.code, severity: 'error', message: p.message, ...(p.hint ? { hint: p.hint } : {}) })));
}

/**
 * Every regular file of a skill folder: relative POSIX paths, sorted, mode = st.mode & 0o777. Throws UserError
 * (SC1012) for a link leaving the repository. `repoRoot` defaults to the nearest `.git` ancestor, else the folder itself.
 */
export function readSkillFolder(absDir: string, repoRoot?: string): SkillFile[] {
  const { files, problems } = scanSkillFolder(absDir, repoRoot ?? findRepoRoot(absDir) ?? absDir);
  if (problems.length) throw toUserError(problems);
  return files;
}

export function resolveChecked(ctx: RefContext, ref: string, kind: 'file' | 'dir'): string {
  const r = checkRef(ctx, ref, kind);
  if (r.problem || !r.abs) throw toUserError(r.problem ? [r.problem] : []);
  return r.abs;
}
