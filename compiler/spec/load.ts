/**
 * The spec front end: seam.yaml -> typed Spec, or a UserError carrying every diagnostic of the file at once
 * (YAML syntax, duplicate keys, schema, semantic and reference errors), each with code, position and pointer.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, relative, resolve } from 'node:path';
import { UserError } from '../diagnostics/diagnostic.js';
import type { Diagnostic, Position } from '../diagnostics/diagnostic.js';
import { pointerOf } from './pointer.js';
import { parseYaml } from './positions.js';
import { checkRef, findRepoRoot, readSkillFolder as readSkill, resolveChecked, scanSkillFolder, skillProblems } from './refs.js';
import type { RefContext, SkillFile } from './refs.js';
import { mapSchemaErrors } from './schema-errors.js';
import type { Locator } from './schema-errors.js';
import { checkSemantics, Collector } from './semantic.js';
import type { Spec } from './types.js';
import { validator } from './active-validator.js';
import { decodeUtf8 } from './utf8.js';

export interface LoadedSpec {
  readonly spec: Spec;
  /** as displayed in messages: relative to the cwd when inside it */
  readonly file: string;
  /** absolute folder of the spec */
  readonly dir: string;
  /** absolute repository root */
  readonly repoRoot: string;
  /** 1-based line/col of the node a pointer names (for a key/value pair: the value) */
  locate(pointer: string): Position | undefined;
  /** like locate, but for a key/value pair: the key */
  locateKey(pointer: string): Position | undefined;
  readonly text: string;
}

export interface LoadOptions {
  readonly knownAgents: readonly string[];
  readonly repoRoot?: string;
}

export function displayPath(abs: string): string {
  const rel = relative(process.cwd(), abs);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? abs : rel;
}

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const list = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);

function checkReferences(data: unknown, ctx: RefContext, c: Collector): void {
  if (!isObj(data)) return;
  const refs: { base: (string | number)[]; key: 'file' | 'dir'; value: unknown }[] = [];
  list(data['instructions']).forEach((x, i) => isObj(x) && refs.push({ base: ['instructions', i], key: 'file', value: x['file'] }));
  const plugin = isObj(data['plugin']) ? data['plugin'] : {};
  list(plugin['commands']).forEach((x, i) => isObj(x) && refs.push({ base: ['plugin', 'commands', i], key: 'file', value: x['file'] }));
  list(plugin['agents']).forEach((x, i) => isObj(x) && refs.push({ base: ['plugin', 'agents', i], key: 'file', value: x['file'] }));
  list(plugin['skills']).forEach((x, i) => isObj(x) && refs.push({ base: ['plugin', 'skills', i], key: 'dir', value: x['dir'] }));
  const skillNames = new Map<string, number>();
  for (const r of refs) {
    if (typeof r.value !== 'string') continue;
    const ptr = pointerOf(...r.base, r.key);
    const { abs, problem } = checkRef(ctx, r.value, r.key);
    if (problem) c.add(problem.code, ptr, problem.message, problem.hint);
    if (!abs || r.key !== 'dir') continue;
    const name = basename(abs);
    const first = skillNames.get(name);
    if (first !== undefined) c.add('SC1007', ptr, `duplicate skill name \`${name}\` (already used by skill ${first})`, 'skills are named by their folder; rename one folder');
    else skillNames.set(name, Number(r.base[2]));
    const { files, problems } = scanSkillFolder(abs, ctx.repoRoot);
    for (const p of [...problems, ...skillProblems(abs, files)]) c.add(p.code, ptr, p.message, p.hint);
  }
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return (a.pos?.line ?? 0) - (b.pos?.line ?? 0) || (a.pos?.col ?? 0) - (b.pos?.col ?? 0);
}

export function loadSpec(file: string, opts: LoadOptions): LoadedSpec {
  const abs = resolve(file);
  const shown = displayPath(abs);
  let text: string;
  let bytes: Buffer;
  try {
    bytes = readFileSync(abs);
  } catch (err) {
    const why = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new UserError([{ code: 'SC1020', severity: 'error', message: `cannot read spec ${shown} (${why})`, hint: 'pass the path of a seam.yaml file' }]);
  }
  const decoded = decodeUtf8(bytes);
  if (!('text' in decoded))
    throw new UserError([{
      code: 'SC1023',
      severity: 'error',
      message: `the spec is not UTF-8: byte 0x${decoded.byte.toString(16).padStart(2, '0')} at line ${decoded.line}, column ${decoded.col} starts no valid UTF-8 character`,
      hint: 're-save the file as UTF-8 (it looks like Latin-1 or Windows-1252 text)',
      pos: { file: shown, line: decoded.line, col: decoded.col },
    }]);
  text = decoded.text;
  const dir = dirname(abs);
  const repoRoot = opts.repoRoot !== undefined ? resolve(opts.repoRoot) : (findRepoRoot(dir) ?? dir);
  const parsed = parseYaml(text, shown);
  const loc: Locator = { file: shown, locate: parsed.locate, locateKey: parsed.locateKey };
  const diagnostics: Diagnostic[] = [...parsed.diagnostics];
  if (parsed.data !== undefined || parsed.diagnostics.length === 0) {
    const data = parsed.data ?? null;
    if (!validator.validate(data)) diagnostics.push(...mapSchemaErrors(validator.validate.errors ?? [], data, validator.schema, loc));
    diagnostics.push(...checkSemantics(data, loc, opts.knownAgents));
    const c = new Collector(loc);
    checkReferences(data, { dir, repoRoot }, c);
    diagnostics.push(...c.items);
  }
  if (diagnostics.length) throw new UserError(diagnostics.sort(byPosition));
  return { spec: parsed.data as Spec, file: shown, dir, repoRoot, locate: parsed.locate, locateKey: parsed.locateKey, text };
}

/** Position of the key of the pair a pointer names (the value's position when the node is not a pair's value). */
export function locateKey(loaded: LoadedSpec, pointer: string): Position | undefined {
  return loaded.locateKey(pointer);
}

/** Absolute path of a `file:` / `dir:` reference of a loaded spec (same checks as loadSpec; throws UserError). */
export function resolveRef(loaded: LoadedSpec, ref: string, kind: 'file' | 'dir'): string {
  return resolveChecked({ dir: loaded.dir, repoRoot: loaded.repoRoot }, ref, kind);
}

/** Every regular file of a skill folder, sorted, relative POSIX paths; refuses symlinks leaving the repository. */
export function readSkillFolder(absDir: string, repoRoot?: string): { path: string; text: string; mode: number }[] {
  return readSkill(absDir, repoRoot).map((f: SkillFile) => ({ ...f }));
}
