/** ajv errors -> seamc diagnostics: one diagnostic per mistake, at the key or value the user must change. */
import type { Diagnostic, Position } from '../diagnostics/diagnostic.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import { childPointer, resolvePointer } from './pointer.js';
import { propertyNames, schemaAt } from './schema-walk.js';
import { didYouMean, nearest } from './suggest.js';
import type { JsonSchema, SchemaError } from './validator.js';

export interface Locator {
  readonly file: string;
  readonly locate: (pointer: string) => Position | undefined;
  readonly locateKey: (pointer: string) => Position | undefined;
}

const PATTERN_WORDS: Readonly<Record<string, string>> = {
  '^[a-z0-9]+(-[a-z0-9]+)*$': 'kebab-case (lowercase letters and digits joined by single hyphens)',
  '^[a-z][a-z0-9]*(-[a-z0-9]+)*$': 'kebab-case starting with a letter (lowercase letters and digits joined by single hyphens)',
  '^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(-[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*)?(\\+[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*)?$': 'a semantic version such as 1.0.0',
  '^[imsuv]*$': 'made of the regex flags i, m, s, u, v',
  '^https?://[^\\s]+$': 'an http:// or https:// URL',
  '^(/([^~/]|~[01])*)*$': 'a JSON pointer such as /permissions/deny/1',
  '^[A-Za-z0-9]([A-Za-z0-9_-]*[A-Za-z0-9])?$': 'a plain name (letters, digits, `-`, `_`; no dots)',
  '^[A-Za-z_][A-Za-z0-9_]*$': 'an environment variable name',
  '^[A-Za-z0-9-]+$': 'an HTTP header name',
  '^SC3[0-9]{3}$': 'a loss code such as SC3203 (SC3xxx; `seamc explain <code>`)',
  '^(/|~/)[^*?\\[\\]]*$': 'an absolute or `~/` path without wildcards',
  '^[^*?\\[\\]]+$': 'a path without wildcards',
  '^(\\*\\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$': 'a lower-case domain, optionally `*.`-prefixed',
};

function show(v: unknown): string {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? s.slice(0, 37) + '...' : s;
}

function typeName(v: unknown): string {
  if (Array.isArray(v)) return 'a list';
  if (v === null || v === undefined) return 'nothing (null)';
  if (typeof v === 'object') return 'a mapping';
  if (typeof v === 'number') return 'a number';
  return `a ${typeof v}`;
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'a string', object: 'a mapping', array: 'a list', integer: 'an integer', number: 'a number', boolean: 'true or false',
};

function where(pointer: string): string {
  return pointer === '' ? 'the top level' : `\`${pointer}\``;
}

export function mapSchemaErrors(errors: readonly SchemaError[], data: unknown, schema: JsonSchema, loc: Locator): Diagnostic[] {
  const out: Diagnostic[] = [];
  const typed = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  const missing = new Set(errors.filter((e) => e.keyword === 'required').map((e) => e.instancePath));
  // a misspelt required key is one mistake: the unknown-key diagnostic (with its did-you-mean) stands for both
  const misspelt = new Set<string>();
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') continue;
    const near = nearest(String(e.params['additionalProperty']), propertyNames(schemaAt(schema, data, e.instancePath)?.schema));
    if (near !== undefined) misspelt.add(childPointer(e.instancePath, near));
  }
  const add = (code: DiagnosticCode, pointer: string, pos: Position | undefined, message: string, hint?: string): void => {
    out.push({ code, severity: 'error', message, ...(hint ? { hint } : {}), pos: pos ?? loc.locate(pointer) ?? { file: loc.file, line: 1, col: 1 }, pointer });
  };
  for (const e of errors) {
    const p = e.instancePath;
    const value = resolvePointer(data, p).value;
    if (e.keyword === 'if' || e.propertyName !== undefined) continue;
    if (e.keyword !== 'type' && typed.has(p)) continue;
    switch (e.keyword) {
      case 'additionalProperties': {
        const key = String(e.params['additionalProperty']);
        const ptr = childPointer(p, key);
        const r = schemaAt(schema, data, p);
        const allowed = propertyNames(r?.schema);
        const altKeys = propertyNames(r?.alt);
        if (altKeys.includes(key) && missing.has(p)) break; // the missing-key diagnostic names both forms
        if (altKeys.includes(key)) {
          add('SC1008', ptr, loc.locateKey(ptr), `\`${key}\` cannot be combined with \`${allowed.filter((k) => Object.prototype.hasOwnProperty.call(value ?? {}, k))[0] ?? allowed[0]}\` in ${where(p)}`,
            `use either ${allowed.map((k) => `\`${k}\``).join(', ')} or ${altKeys.map((k) => `\`${k}\``).join(', ')}`);
        } else {
          add('SC1002', ptr, loc.locateKey(ptr), `unknown key \`${key}\` in ${where(p)}${didYouMean(key, allowed)}`,
            allowed.length ? `allowed keys here: ${allowed.join(', ')}` : undefined);
        }
        break;
      }
      case 'required': {
        const key = String(e.params['missingProperty']);
        if (misspelt.has(childPointer(p, key))) break;
        const r = schemaAt(schema, data, p);
        const altReq = r?.alt && Array.isArray(r.alt['required']) ? (r.alt['required'] as unknown[]).map(String) : [];
        const form = (s: JsonSchema | undefined): string => (s && typeof s['description'] === 'string' ? ` (${s['description'].replace(/^an? |\.$/gi, '')})` : '');
        if (altReq.length) add('SC1003', p, undefined, `${where(p)} needs \`${key}\`${form(r?.schema)} or \`${altReq.join('`, `')}\`${form(r?.alt)}`);
        else add('SC1003', p, undefined, `missing required key \`${key}\` in ${where(p)}`);
        break;
      }
      case 'minProperties': {
        const keys = propertyNames(schemaAt(schema, data, p)?.schema);
        add('SC1003', p, undefined, `${where(p)} is empty; it needs one of ${keys.map((k) => `\`${k}\``).join(', ')}`);
        break;
      }
      case 'maxProperties': {
        const keys = Object.keys((value ?? {}) as object);
        add('SC1008', p, undefined, `${where(p)} has ${keys.map((k) => `\`${k}\``).join(' and ')}; give exactly one per entry`, 'split it into one entry per key');
        break;
      }
      case 'type': {
        const want = String(e.params['type']);
        const hint = want === 'string' && typeof value === 'number' ? 'quote the value to make it a string' : undefined;
        if (p === '' && value === null) {
          add('SC1004', p, undefined, 'the spec is empty', 'start with `seam: 1` and `name: <kebab-case-name>`');
          break;
        }
        add('SC1004', p, undefined, `${where(p)} must be ${TYPE_WORDS[want] ?? want}, not ${typeName(value)}`, hint);
        break;
      }
      case 'const':
        if (p === '/seam') add('SC1014', p, undefined, `unsupported format version ${show(value)}; this seamc understands \`seam: 1\``, 'set `seam: 1`');
        else if (p === '/agents') add('SC1005', p, undefined, `\`agents\` must be a list of agent ids or \`all\`, not ${show(value)}`, typeof value === 'string' ? `write \`agents: [${value}]\`` : undefined);
        else add('SC1005', p, undefined, `${where(p)} must be ${show(e.params['allowedValue'])}`);
        break;
      case 'enum': {
        const allowed = (e.params['allowedValues'] as unknown[]).map(String);
        add('SC1005', p, undefined, `${show(value)} is not allowed at ${where(p)}${typeof value === 'string' ? didYouMean(value, allowed) : ''}`, `allowed: ${allowed.join(', ')}`);
        break;
      }
      case 'pattern': {
        const pat = String(e.params['pattern']);
        add('SC1006', p, undefined, `${show(value)} at ${where(p)} must be ${PATTERN_WORDS[pat] ?? `of the form /${pat}/`}`);
        break;
      }
      case 'propertyNames': {
        const name = String(e.params['propertyName']);
        const ptr = childPointer(p, name);
        const sub = errors.find((x) => x.propertyName === name && x.instancePath === p && x.keyword === 'pattern');
        const words = sub ? PATTERN_WORDS[String(sub.params['pattern'])] : undefined;
        add('SC1006', ptr, loc.locateKey(ptr), `key \`${name}\` in ${where(p)} must be ${words ?? 'a valid name'}`);
        break;
      }
      case 'minLength':
        add('SC1006', p, undefined, `${where(p)} must not be empty`);
        break;
      case 'maxLength':
        add('SC1006', p, undefined, `${where(p)} is longer than ${String(e.params['limit'])} characters`);
        break;
      case 'minItems':
        add('SC1006', p, undefined, `${where(p)} must not be an empty list`, 'remove the key or list at least one item');
        break;
      case 'uniqueItems': {
        const later = Math.max(Number(e.params['i']), Number(e.params['j']));
        const ptr = childPointer(p, later);
        add('SC1007', ptr, undefined, `${show(resolvePointer(data, ptr).value)} is listed twice in ${where(p)}`, 'remove the repeated item');
        break;
      }
      case 'minimum':
      case 'maximum':
        add('SC1005', p, undefined, `${show(value)} is out of range at ${where(p)}: it must be ${String(e.params['comparison'])} ${String(e.params['limit'])}`);
        break;
      case 'oneOf':
      case 'anyOf':
        if (!errors.some((x) => x !== e && x.instancePath.startsWith(p) && x.keyword !== e.keyword)) {
          add('SC1004', p, undefined, `${where(p)} does not have any of the allowed forms`);
        }
        break;
      default:
        add('SC1004', p, undefined, `${where(p)} ${e.message ?? 'is invalid'}`);
    }
  }
  return out;
}
