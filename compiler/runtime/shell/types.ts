/** The public shapes of the shell analyzer (see docs/decisions/shell-analysis.md). */

/** A string rules test, with the spans [start, end) that are data: a regex match lying wholly inside one does not count. */
export interface Text {
  readonly text: string;
  readonly data: readonly (readonly [number, number])[];
}

export interface SimpleCommand {
  /** normalized words: leading VAR=x assignments and wrappers stripped, quotes/escapes removed, variables assigned earlier on the line expanded; argv[0] is the program's basename */
  readonly argv: readonly string[];
  /** argv[0], '' when there is none */
  readonly program: string;
  /** true when the program word came from an expansion that could not be resolved */
  readonly dynamicProgram: boolean;
  /** argv joined by single spaces, each word shell-quoted only where needed, then its redirections; with data spans */
  readonly text: Text;
  /** wrapper programs peeled off, outermost first */
  readonly wrappers: readonly string[];
  /** nesting depth: 0 top level, +1 inside a -c string, eval, substitution, subshell, shell fed by stdin ... */
  readonly depth: number;
  /** argv indices (after the program) of words holding an expansion that could not be resolved (`"$F"`, `$(cat f)`) */
  readonly dynamicArgs?: readonly number[];
  /** those of them that could expand to an option (`$F`, `-$X`; not `origin$X`) */
  readonly dynamicFlags?: readonly number[];
  /** the first operand is made wholly at run time (`chmod $M x`, `rm -rf "$(cat d)"`; not `"$D/x"`): any text at all */
  readonly dynamicLead?: true;
  /** more words of unknown value follow argv (xargs appends input it reads at run time) */
  readonly dynamicTail?: boolean;
  /** the program runs code nothing on the line shows (a shell reading run-time output from a pipe): why, as `a line that ...` */
  readonly opaque?: string;
}

export interface FileEffect {
  /** the path as written, after quote removal and expansion (`~` and `$HOME` left as they are) */
  readonly path: string;
  readonly op: 'write' | 'append' | 'edit' | 'delete' | 'read';
  /** text being written, when it is knowable */
  readonly content?: string;
  /** the program or operator that causes it: '>', '>>', '<', 'tee', 'cp', 'sed -i', ... */
  readonly via: string;
  /** the path holds words known only at run time: `var` only variables (the runtime's environment may know them), `run` anything else */
  readonly unknown?: 'var' | 'run';
  /** a folder read whole, the files below it as the program walks them (`grep -r`, `cp -r`, `tar c`, `rg`) */
  readonly deep?: Walk;
  /** when `content` is not known: the text with each part made at run time as one NUL (echo and printf, literal-out.ts shapeOut) */
  readonly shape?: string;
  /** the file at `path` holds a diff: the files it names are edited (`git apply fix.diff`), `strip` leading components (-p) removed, under `dir` */
  readonly patch?: { readonly strip?: number; readonly dir?: string };
}

/** How a program walks a folder it reads whole. */
export interface Walk {
  /** entries whose name starts with `.` are read (rg and ag skip them unless told) */
  readonly hidden: boolean;
  /** links below the folder are followed (`grep -R`, `zip -r`); otherwise a link is neither read nor walked */
  readonly links: boolean;
  /** only files whose name matches one of these globs are read (`grep --include`, `rg -g`) */
  readonly include?: readonly string[];
  /** files and folders whose name matches one of these are skipped (`--exclude`, `--exclude-dir`, `rg -g '!x'`) */
  readonly exclude?: readonly string[];
  /** a link not followed is still one of the folder's names (removing a folder removes its links) */
  readonly linkNames?: boolean;
}

export interface ShellAnalysis {
  /** false = the command could not be read; `reason` says why */
  readonly ok: boolean;
  readonly reason?: string;
  /** the whole line normalized (top-level commands joined by their operators, comments dropped); the raw line when !ok */
  readonly line: Text;
  /** every simple command that would execute, nested ones included, in source order */
  readonly commands: readonly SimpleCommand[];
  readonly writes: readonly FileEffect[];
  readonly reads: readonly FileEffect[];
  /** URLs / hosts a network program is pointed at, and http(s) URLs inside interpreter code strings */
  readonly urls: readonly string[];
  /** the whole line of each command string run one level deeper (`bash -c '...'`, `eval`, `ssh host '...'`, heredoc to a shell), normalized like `line` */
  readonly lines: readonly Text[];
  /** code the line runs from files: scripts, package.json scripts, git aliases (runs.ts); read by the runtime at the call */
  readonly runs: readonly ScriptRun[];
}

/** Code in a file that a simple command runs (runs.ts). */
export interface ScriptRun {
  /** shell: a script a shell, `source` or `.` runs; exec: a file run by its path (`./deploy.sh`); code: a script an interpreter runs (`python3 deploy.py`); package: package.json scripts; git: a git alias; githook: hooks a git command runs; make: makefile recipes; task: a task runner's tasks (just, go-task, lefthook; `lang` names it); pm: what a package manager runs from its settings and node_modules/.bin (pm-runs.ts; `lang` names it); build: what a build or install runs from the project (build-runs.ts; `lang` python or go, `names` the folders or packages, `config` requirements files); conf: a JavaScript tool's config files (tool-configs.ts; `lang` names the tool, `names` the files, `file` a `--config` file, NUL when made at run time); env: a file of variables a program loads (`node --env-file=F`) */
  readonly kind: 'shell' | 'exec' | 'code' | 'package' | 'git' | 'githook' | 'make' | 'task' | 'pm' | 'env' | 'conf' | 'build';
  /** code: the interpreter's language family (python, node, perl, awk ...); task, pm: the tool; package: the package tool (npm, pnpm, yarn, bun) */
  readonly lang?: string;
  /** shell, exec: the file as written; package, git, githook, make: the folder an option starts the tool in (`npm --prefix x`, `git -C x`, `make -C x`), '' for none */
  readonly path: string;
  /** the folder an earlier `cd` on the line moved to, when the line shows it */
  readonly dir?: string;
  /** package: the scripts in the order they run; git: the alias; githook: the hooks; make: the goals (none: the default); `*` for every one (a name known only at run time) */
  readonly names?: readonly string[];
  /** package, git: the words after the script or alias name, passed on to it; make: its `VAR=value` overrides */
  readonly args: readonly string[];
  /** make: the makefile `-f` names; conf: the `--config` file (NUL: named at run time) */
  readonly file?: string;
  /** code: where the program's absolute imports start (Python's sys.path[0]) when not the file's own folder */
  readonly top?: string;
  /** code: the folders the line's PYTHONPATH, NODE_PATH, PERL5LIB or RUBYLIB adds to where modules are found */
  readonly libs?: readonly string[];
  /** package: the workspace packages it runs in (`*`: every one; else names or folders as the line gives them) */
  readonly ws?: readonly string[];
  /** package: the tool that runs it across the workspace (`pnpm`, `lerna`, `nx` ...): where that tool finds packages */
  readonly across?: string;
  /** pm: the command `npm exec -c CMD` (npx, pnpm exec) runs through the script-shell */
  readonly call?: string;
  /** githook: the `-c KEY=VALUE` settings the line gives git (KEY as written); package, pm: the npm-style settings the line gives the tool (`script-shell=x`, pm-runs.ts) */
  readonly config?: readonly string[];
}

export interface AnalyzeOptions {
  /** default 8 */
  readonly maxDepth?: number;
  /** variables the code starts with: a script's positional parameters (`0`, `1` ..., `@`, `*`, `#`) */
  readonly env?: ReadonlyMap<string, string>;
  /** default 1_000_000 characters */
  readonly maxLength?: number;
}

/** The `exec:` match form of a rule. */
export interface ExecForm {
  /** globs on the program basename (`*` any run, `?` one char); any may match */
  readonly program: readonly string[];
  /** globs matched in order against the first positional words after the program */
  readonly args?: readonly string[];
  /** any present = match (see matchExec) */
  readonly flags?: readonly string[];
}
