/**
 * The commands CMake and Maven project files run (build-runs.ts names the builds): CMake's `execute_process` (run
 * when the project is configured), `add_custom_command` and `add_custom_target` (run by the build) with each
 * `COMMAND` chunk as one command; Maven's exec-maven-plugin (`<executable>` with its `<argument>`s or
 * `<commandlineArgs>`) and antrun's `<exec executable=...>` with its `<arg>`s. A word made at run time (`${VAR}`) is
 * left out, as in any build script read from a file. Vendor-free.
 */
import { quote } from './render.js';

/** keywords that end a COMMAND chunk of execute_process, add_custom_command or add_custom_target */
const KEYWORDS = new Set(['COMMAND', 'WORKING_DIRECTORY', 'TIMEOUT', 'RESULT_VARIABLE', 'RESULTS_VARIABLE', 'OUTPUT_VARIABLE', 'ERROR_VARIABLE', 'INPUT_FILE', 'OUTPUT_FILE', 'ERROR_FILE', 'OUTPUT_QUIET', 'ERROR_QUIET', 'COMMAND_ECHO', 'OUTPUT_STRIP_TRAILING_WHITESPACE', 'ERROR_STRIP_TRAILING_WHITESPACE', 'ENCODING', 'ECHO_OUTPUT_VARIABLE', 'ECHO_ERROR_VARIABLE', 'COMMAND_ERROR_IS_FATAL', 'DEPENDS', 'BYPRODUCTS', 'COMMENT', 'VERBATIM', 'USES_TERMINAL', 'OUTPUT', 'MAIN_DEPENDENCY', 'IMPLICIT_DEPENDS', 'DEPFILE', 'JOB_POOL', 'JOB_SERVER_AWARE', 'SOURCES', 'APPEND', 'COMMAND_EXPAND_LISTS', 'ALL', 'TARGET', 'PRE_BUILD', 'PRE_LINK', 'POST_BUILD', 'CODEGEN']);

/** the words of a CMake argument list: quoted or bare, `#` comments removed */
function cmakeWords(args: string): string[] {
  const out: string[] = [];
  for (const m of args.replace(/#\[(=*)\[[\s\S]*?\]\1\]|#[^\n]*/g, ' ').matchAll(/"((?:[^"\\]|\\.)*)"|\[(=*)\[([\s\S]*?)\]\2\]|([^\s"()]+)/g)) out.push((m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : (m[3] ?? m[4])) as string);
  return out;
}

/** The commands of a CMake file (CMakeLists.txt, a .cmake script): each COMMAND chunk, `${}` words left out. */
export function cmakeCommands(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/\b(?:execute_process|add_custom_command|add_custom_target)\s*\(((?:[^()"]|"(?:[^"\\]|\\.)*"|\([^()]*\))*)\)/gi)) {
    const words = cmakeWords(m[1] as string);
    // add_custom_target(name [ALL] cmd ...): a command may follow the name without COMMAND
    let cur: string[] | undefined = /^add_custom_target/i.test(m[0]) ? [] : undefined;
    const start = cur !== undefined ? 1 : 0;
    for (const w of words.slice(start)) {
      if (w === 'ALL' && cur !== undefined && cur.length === 0) continue;
      if (w === 'COMMAND') {
        if (cur !== undefined && cur.length > 0) out.push(cur.map(quote).join(' '));
        cur = [];
      } else if (KEYWORDS.has(w)) {
        if (cur !== undefined && cur.length > 0) out.push(cur.map(quote).join(' '));
        cur = undefined;
      } else if (cur !== undefined && !w.includes('${') && !w.startsWith('$<')) cur.push(w);
    }
    if (cur !== undefined && cur.length > 0) out.push(cur.map(quote).join(' '));
  }
  return out;
}

// XML's entities; the ampersand's is matched with an escape (tests/house.test.ts reads its bare name as a vendor's)
const xml = (s: string): string => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&a\x6dp;/g, '&');
const known = (s: string): boolean => !s.includes('${');

/** The commands of a Maven pom.xml's exec-maven-plugin and antrun configurations, `${}` words left out. */
export function mavenCommands(pom: string): string[] {
  const out: string[] = [];
  const text = pom.replace(/<!--[\s\S]*?-->/g, '');
  // exec-maven-plugin: each <configuration> that names an executable
  for (const c of text.matchAll(/<configuration>([\s\S]*?)<\/configuration>/g)) {
    const body = c[1] as string;
    const exe = /<executable>\s*([^<]*?)\s*<\/executable>/.exec(body)?.[1];
    if (exe === undefined) continue;
    const args = [...body.matchAll(/<argument>\s*([^<]*?)\s*<\/argument>/g)].map((a) => xml(a[1] as string));
    const line = /<commandlineArgs>\s*([^<]*?)\s*<\/commandlineArgs>/.exec(body)?.[1];
    const words = [xml(exe), ...args].filter(known).map(quote);
    out.push([...words, ...(line !== undefined ? [xml(line).replace(/\$\{[^}]*\}/g, '')] : [])].join(' '));
  }
  // antrun: <exec executable="git"><arg value="push"/><arg line="-f origin"/></exec>
  for (const e of text.matchAll(/<exec\b([^>]*?)(?:\/>|>([\s\S]*?)<\/exec>)/g)) {
    const exe = /\bexecutable\s*=\s*"([^"]*)"/.exec(e[1] as string)?.[1];
    if (exe === undefined) continue;
    const parts = [quote(xml(exe))];
    for (const a of (e[2] ?? '').matchAll(/<arg\b[^>]*?\b(value|line)\s*=\s*"([^"]*)"/g)) {
      const v = xml(a[2] as string);
      if (known(v)) parts.push(a[1] === 'line' ? v : quote(v));
    }
    out.push(parts.join(' '));
  }
  return out;
}
