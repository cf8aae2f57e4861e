/**
 * Task runners whose tasks live in a JSON file of the project (task-files.ts): `deno task NAME` (deno.json or
 * deno.jsonc `tasks`: a command, or `{command, dependencies}`, dependencies first, the call's words after the
 * task's) and composer's scripts (composer.json `scripts`: a command or a list; `@name` runs another script,
 * `@php` and `@composer` run those programs; `Class::method` callbacks are PHP code composer loads from the
 * autoloader, not read). Vendor-free.
 */
import { quote } from './shell/render.js';
import type { Found } from './task-files.js';

/** JSON with comments and trailing commas (deno.jsonc), read as JSON */
function jsonc(text: string): Record<string, unknown> | undefined {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"') {
      const end = /^"(?:[^"\\]|\\.)*"/.exec(text.slice(i));
      out += end?.[0] ?? c;
      i += (end?.[0].length ?? 1) - 1;
    } else if (c === '/' && text[i + 1] === '/') while (i < text.length && text[i] !== '\n') i++;
    else if (c === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2);
      if (i < 0) break;
      i++;
    } else out += c;
  }
  try {
    const v = JSON.parse(out.replace(/,(\s*[}\]])/g, '$1')) as unknown;
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export const record = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export function denoLines(text: string, names: readonly string[], args: readonly string[]): Found {
  const doc = jsonc(text);
  if (doc === undefined) return { lines: [], opaque: 'a deno.json seamc cannot read' };
  const tasks = record(doc.tasks);
  const lines: string[] = [];
  const done = new Set<string>();
  const run = (name: string, words: readonly string[], depth: number): void => {
    if (done.has(name) || depth > 16) return;
    done.add(name);
    const t = tasks[name];
    const spec = record(t);
    for (const d of Array.isArray(spec.dependencies) ? spec.dependencies : []) if (typeof d === 'string') run(d, [], depth + 1);
    const cmd = typeof t === 'string' ? t : typeof spec.command === 'string' ? spec.command : undefined;
    if (cmd !== undefined) lines.push(words.length > 0 ? `${cmd} ${words.map(quote).join(' ')}` : cmd);
  };
  for (const n of names.includes('*') ? Object.keys(tasks) : names) run(n, n === names[0] ? args : [], 0);
  return { lines };
}

export function composerLines(text: string, names: readonly string[], args: readonly string[]): Found {
  const doc = jsonc(text);
  if (doc === undefined) return { lines: [], opaque: 'a composer.json seamc cannot read' };
  const scripts = record(doc.scripts);
  const lines: string[] = [];
  const done = new Set<string>();
  const run = (name: string, words: readonly string[], depth: number): void => {
    if (done.has(name) || depth > 16) return;
    done.add(name);
    const s = scripts[name];
    for (const entry of Array.isArray(s) ? s : [s]) {
      if (typeof entry !== 'string') continue;
      const e = entry.trim();
      const ref = /^@([\w:.-]+)(?:\s+(.*))?$/s.exec(e);
      if (ref && ref[1] !== 'php' && ref[1] !== 'composer' && ref[1] !== 'putenv') run(ref[1] as string, [], depth + 1);
      else if (ref?.[1] === 'putenv') continue;
      else if (!/^[\w\\]+::\w+$/.test(e)) {
        const line = ref ? `${ref[1] as string} ${ref[2] ?? ''}` : e;
        lines.push(words.length > 0 ? `${line} ${words.map(quote).join(' ')}` : line);
      }
    }
  };
  for (const n of names.includes('*') ? Object.keys(scripts) : names) run(n, n === names[0] ? args : [], 0);
  return { lines };
}
