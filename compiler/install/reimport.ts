/**
 * `seamc init --force` on a repository that already has a seam.yaml (docs/decisions/adoption.md, "Re-running
 * init"): the existing spec wins for everything it holds, the import adds only what it lacks (an instruction,
 * permission, server, command, subagent or skill not there yet, by id / name / equal text). Every key init does
 * not import (rules, hooks, tests, sandbox, guard, waivers, `agents`) is kept as it is, so init twice writes the
 * same file and never drops a rule. Also: the YAML text of a spec, with comments on the waivers init writes.
 */
import { Document, isMap, isScalar, isSeq } from 'yaml';
import type { Pair, YAMLMap } from 'yaml';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const key = (v: unknown): string => JSON.stringify(v);
const norm = (s: unknown): string => (typeof s === 'string' ? s.trim() : '');

/** Old entries, then the new ones whose `id` (or `name`) and text are not there yet. */
function byId(old: unknown, fresh: unknown, id: string): unknown[] {
  const o = list(old);
  const out = [...o];
  for (const f of list(fresh)) {
    if (!isObj(f)) continue;
    if (o.some((x) => isObj(x) && (x[id] === f[id] || (f.text !== undefined && norm(x.text) === norm(f.text))))) continue;
    out.push(f);
  }
  return out;
}

function permissions(old: unknown, fresh: unknown): unknown {
  if (!isObj(fresh)) return old;
  const out: Obj = isObj(old) ? { ...old } : {};
  for (const level of ['allow', 'ask', 'deny']) {
    const have = list(out[level]);
    const add = list(fresh[level]).filter((e) => !have.some((h) => key(h) === key(e)));
    if (have.length + add.length > 0) out[level] = [...have, ...add];
  }
  return out;
}

function plugin(old: unknown, fresh: unknown): unknown {
  if (!isObj(fresh)) return old;
  const out: Obj = isObj(old) ? { ...old } : {};
  if (isObj(fresh.mcp)) out.mcp = { ...fresh.mcp, ...(isObj(out.mcp) ? out.mcp : {}) };
  for (const k of ['commands', 'agents']) if (fresh[k] !== undefined) out[k] = byId(out[k], fresh[k], 'name');
  if (fresh.skills !== undefined) {
    const have = list(out.skills);
    out.skills = [...have, ...list(fresh.skills).filter((s) => !have.some((h) => key(h) === key(s)))];
  }
  return out;
}

export function mergeSpec(old: Obj, fresh: Obj): Obj {
  const out: Obj = { ...old };
  if (out.seam === undefined) out.seam = fresh.seam;
  if (out.name === undefined) out.name = fresh.name;
  if (out.agents === undefined && fresh.agents !== undefined) out.agents = fresh.agents;
  if (fresh.instructions !== undefined) out.instructions = byId(old.instructions, fresh.instructions, 'id');
  if (fresh.permissions !== undefined) out.permissions = permissions(old.permissions, fresh.permissions);
  if (fresh.plugin !== undefined) out.plugin = plugin(old.plugin, fresh.plugin);
  const order = ['seam', 'name', 'agents', 'instructions', 'permissions', 'rules', 'hooks', 'plugin', 'sandbox', 'tests', 'guard', 'waivers'];
  return Object.fromEntries([...order.filter((k) => k in out).map((k) => [k, out[k]] as const), ...Object.entries(out).filter(([k]) => !order.includes(k))]);
}

/** Every `file:` / `dir:` the old spec references: init must not overwrite what the user may have edited there. */
export function keptSources(old: Obj): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (isObj(v)) for (const [k, x] of Object.entries(v)) (k === 'file' || k === 'dir') && typeof x === 'string' ? out.add(x.replace(/^\.\//, '')) : walk(x);
  };
  walk(old.instructions);
  walk(old.plugin);
  return out;
}

/** The spec as YAML after `head`; `notes[i]` becomes a comment above waiver i, `intro` one above `waivers:`. */
export function specText(spec: Obj, head: string, notes: readonly (string | undefined)[] = [], intro?: string): string {
  const doc = new Document(spec);
  const root = doc.contents as YAMLMap;
  const pair = root.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === 'waivers') as Pair<unknown, unknown> | undefined;
  if (pair && isSeq(pair.value)) {
    if (intro && isScalar(pair.key)) pair.key.commentBefore = intro;
    pair.value.items.forEach((item, i) => {
      const n = notes[i];
      if (n && isMap(item)) item.commentBefore = n;
    });
  }
  return head + doc.toString({ lineWidth: 0 });
}
