/**
 * How a Gradle build script starts a process (Groovy or Kotlin DSL, and the Java calls both reach), for the builds
 * gradle runs (build-runs.ts): an exec block's `commandLine` (or its `executable` with the `args` after it),
 * `"...".execute()` and `[...].execute()` (Groovy splits a string on whitespace, no shell), `ProcessBuilder(...)`,
 * `Runtime.getRuntime().exec(...)`. A string literal is a word as written; a word made at run time (a `${}`
 * template, a variable) is left out, as in any build script read from a file. Vendor-free.
 */
import { quote } from './render.js';

/** the string literals of `text` in order (Groovy's and Kotlin's quotes; one with `${` or `$name` is made at run time) */
function literals(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/"""([\s\S]*?)"""|'''([\s\S]*?)'''|"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'/g)) {
    const v = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '') as string;
    const templated = m[2] === undefined && m[4] === undefined && /\$(?:\{|[A-Za-z_])/.test(v);
    if (!templated) out.push(v.replace(/\\(.)/g, '$1'));
  }
  return out;
}

/** the argument text of a call or a command-style call (`commandLine 'a', 'b'`) starting at `i`: to its `)` or the end of the line */
function argText(s: string, i: number): string {
  let k = i;
  while (s[k] === ' ' || s[k] === '\t') k++;
  const paren = s[k] === '(';
  const eq = s[k] === '=';
  if (paren) k++;
  else if (eq) k++;
  let depth = 0;
  let q = '';
  for (let j = k; j < s.length; j++) {
    const c = s[j] as string;
    if (q !== '') {
      if (c === '\\') j++;
      else if (c === q) q = '';
    } else if (c === '"' || c === "'") q = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') {
      if (depth === 0) return s.slice(k, j);
      depth--;
    } else if (c === '\n' && depth === 0 && !paren && !/[,+]\s*$/.test(s.slice(k, j))) return s.slice(k, j);
  }
  return s.slice(k);
}

const line = (words: readonly string[]): string => words.map(quote).join(' ');

/** The shell lines a Gradle script's process calls make (argv quoted; `sh -c` keeps its line). */
export function gradleCommands(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/\bcommandLine\b/g)) {
    const w = literals(argText(code, (m.index as number) + m[0].length));
    if (w.length > 0) out.push(line(w));
  }
  // `executable 'git'` and the `args` that follow it in the same block
  for (const m of code.matchAll(/\bexecutable\b\s*(?:=|\()?\s*(["'])((?:[^"'\\\n]|\\.)*)\1/g)) {
    const rest = code.slice((m.index as number) + m[0].length);
    const block = rest.slice(0, rest.search(/\}|\bexecutable\b/) >>> 0);
    const words = [m[2] as string];
    for (const a of block.matchAll(/\b(?:args|argv)\b/g)) words.push(...literals(argText(block, (a.index as number) + a[0].length)));
    out.push(line(words));
  }
  // "git push".execute() / ['git', 'push'].execute() (Groovy: split on whitespace, no shell)
  for (const m of code.matchAll(/(?:"((?:[^"\\\n$]|\\.)*)"|'((?:[^'\\\n]|\\.)*)')\s*\.\s*execute\s*\(/g)) out.push(line(((m[1] ?? m[2]) as string).split(/\s+/).filter(Boolean)));
  for (const m of code.matchAll(/\[([^\]\n]*)\]\s*\.\s*execute\s*\(/g)) {
    const w = literals(m[1] as string);
    if (w.length > 0) out.push(line(w));
  }
  for (const m of code.matchAll(/\bProcessBuilder\s*\(|\bRuntime\s*\.\s*getRuntime\s*\(\s*\)\s*\.\s*exec\s*\(/g)) {
    const body = argText(code, (m.index as number) + m[0].length - 1);
    const w = literals(body);
    // Runtime.exec("a b") splits its one string on whitespace
    const words = m[0].startsWith('Runtime') && w.length === 1 ? (w[0] as string).split(/\s+/).filter(Boolean) : w;
    if (words.length > 0) out.push(line(words));
  }
  return out;
}
