/**
 * What a CMake or Maven build runs from the project (shell/build-runs.ts names the builds, shell/cmake-maven-code.ts
 * reads the commands). CMake: the CMakeLists.txt of the source folder (`-S`, a folder given, or the one a build
 * folder's CMakeCache.txt names), the folders it `add_subdirectory`s and the modules it `include`s (a path, or NAME
 * as NAME.cmake beside it or in its cmake/ folder), a `-P` script, `-C` initial cache and toolchain files. Maven:
 * pom.xml of the folder (`-f`) and of every `<module>`. A file the line writes counts as it writes it. Vendor-free;
 * bundled into every hook runtime.
 */
import { dirname, join, resolve } from 'node:path';
import type { Budget } from './file-text.js';
import type { PathContext } from './paths.js';
import { expandPath } from './paths.js';
import type { Seen } from './scripts.js';
import type { ScriptRun, ShellAnalysis } from './shell/index.js';
import { type Emit, mayWrite, settingsText, shown, there, walkOnce } from './env-files.js';
import { cmakeCommands, mavenCommands } from './shell/cmake-maven-code.js';


/** Judges the commands of the CMake build `run` names, started in `start`. */
export function cmakeBuild(run: ScriptRun, start: string, a: ShellAnalysis, ctx: PathContext, budget: Budget, seen: Seen, emit: Emit): void {
  const first = walkOnce(512, 32);
  const file = (abs: string, depth: number): void => {
    if (!first(abs, depth)) return;
    const text = settingsText(abs, a, ctx, budget, seen, 'cmake');
    if (text === undefined) return;
    const here = dirname(abs);
    for (const line of cmakeCommands(text)) emit(line, { ...ctx, cwd: here }, `a command of ${shown(abs, ctx)}`);
    for (const m of text.matchAll(/\badd_subdirectory\s*\(\s*"?([^\s")$]+)/gi)) file(join(resolve(here, m[1] as string), 'CMakeLists.txt'), depth + 1);
    for (const m of text.matchAll(/\binclude\s*\(\s*"?([^\s")$]+)/gi)) {
      const n = m[1] as string;
      for (const f of n.endsWith('.cmake') ? [resolve(here, n)] : [join(here, `${n}.cmake`), join(here, 'cmake', `${n}.cmake`)]) file(f, depth + 1);
    }
  };
  for (const n of run.names ?? ['.']) {
    const d = resolve(start, expandPath(n, ctx));
    const lists = join(d, 'CMakeLists.txt');
    if (there(lists) || mayWrite(lists, a, ctx)) file(lists, 0);
    else {
      // a build folder: its cache names the source folder
      const cache = settingsText(join(d, 'CMakeCache.txt'), a, ctx, budget, seen, 'cmake');
      const src = cache === undefined ? undefined : /^CMAKE_HOME_DIRECTORY:INTERNAL=(.*)$/m.exec(cache)?.[1];
      if (src !== undefined) file(join(src, 'CMakeLists.txt'), 0);
    }
  }
  for (const f of [...(run.file !== undefined ? [run.file] : []), ...(run.config ?? [])]) file(resolve(start, expandPath(f, ctx)), 0);
}

/** Judges the commands of the Maven build `run` names: the pom of the folder (or `-f`) and of its modules. */
export function mavenBuild(run: ScriptRun, start: string, a: ShellAnalysis, ctx: PathContext, budget: Budget, seen: Seen, emit: Emit): void {
  const first = walkOnce(512, 16);
  const pom = (abs: string, depth: number): void => {
    if (!first(abs, depth)) return;
    const text = settingsText(abs, a, ctx, budget, seen, 'maven');
    if (text === undefined) return;
    const here = dirname(abs);
    for (const line of mavenCommands(text)) emit(line, { ...ctx, cwd: here }, `a plugin command of ${shown(abs, ctx)}`);
    for (const m of text.matchAll(/<module>\s*([^<]+?)\s*<\/module>/g)) {
      const p = resolve(here, m[1] as string);
      pom(p.endsWith('.xml') ? p : join(p, 'pom.xml'), depth + 1);
    }
  };
  const f = run.file !== undefined ? resolve(start, expandPath(run.file, ctx)) : start;
  pom(f.endsWith('.xml') ? f : join(f, 'pom.xml'), 0);
}
