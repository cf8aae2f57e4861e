/** Finds the (resolved) subschema that applies to a data pointer, for messages: allowed keys, alternatives. */
import type { JsonSchema } from './validator.js';
import { parsePointer } from './pointer.js';

export interface Resolved {
  readonly schema: JsonSchema;
  /** the branch of an if/then/else that was NOT taken at this node (e.g. the other MCP server form) */
  readonly alt?: JsonSchema;
}

function obj(v: unknown): JsonSchema | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as JsonSchema) : undefined;
}

function deref(root: JsonSchema, s: JsonSchema): JsonSchema {
  let cur = s;
  for (let i = 0; i < 16 && typeof cur['$ref'] === 'string'; i++) {
    const segs = parsePointer((cur['$ref'] as string).replace(/^#/, '')) ?? [];
    let t: unknown = root;
    for (const seg of segs) t = obj(t)?.[seg];
    const next = obj(t);
    if (!next) break;
    cur = next;
  }
  return cur;
}

function typeOf(v: unknown): string {
  if (Array.isArray(v)) return 'array';
  if (v === null) return 'null';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

/** The tiny `if` evaluator the schema needs: `type` and `required` only. */
function holds(cond: JsonSchema, v: unknown): boolean {
  const t = cond['type'];
  if (typeof t === 'string' && !(t === typeOf(v) || (t === 'number' && typeOf(v) === 'integer'))) return false;
  const req = cond['required'];
  if (Array.isArray(req)) {
    const o = obj(v);
    if (!o || !req.every((k) => typeof k === 'string' && Object.prototype.hasOwnProperty.call(o, k))) return false;
  }
  return true;
}

function resolve(root: JsonSchema, s: JsonSchema, v: unknown): Resolved {
  let cur = deref(root, s);
  let alt: JsonSchema | undefined;
  for (let i = 0; i < 8; i++) {
    const cond = obj(cur['if']);
    if (!cond) break;
    const yes = holds(cond, v);
    const taken = obj(yes ? cur['then'] : cur['else']);
    const other = obj(yes ? cur['else'] : cur['then']);
    alt = other ? deref(root, other) : undefined;
    if (!taken) break;
    cur = deref(root, taken);
  }
  return alt ? { schema: cur, alt } : { schema: cur };
}

export function schemaAt(root: JsonSchema, data: unknown, pointer: string): Resolved | undefined {
  const segs = parsePointer(pointer);
  if (!segs) return undefined;
  let r = resolve(root, root, data);
  let v = data;
  for (const seg of segs) {
    const s = r.schema;
    let next: JsonSchema | undefined;
    if (Array.isArray(v)) {
      next = obj(s['items']);
      v = v[Number(seg)];
    } else {
      next = obj(obj(s['properties'])?.[seg]) ?? obj(s['additionalProperties']);
      v = obj(v)?.[seg];
    }
    if (!next) return undefined;
    r = resolve(root, next, v);
  }
  return r;
}

export function propertyNames(s: JsonSchema | undefined): string[] {
  const p = s ? obj(s['properties']) : undefined;
  return p ? Object.keys(p) : [];
}
