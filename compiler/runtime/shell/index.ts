/**
 * TEMPORARY stand-in for the shell analyzer (replaced by the real one on merge): whitespace words, no nesting.
 */
export interface Text { readonly text: string; readonly data: readonly (readonly [number, number])[] }
export interface SimpleCommand {
  readonly argv: readonly string[];
  readonly program: string;
  readonly dynamicProgram: boolean;
  readonly text: Text;
  readonly wrappers: readonly string[];
  readonly depth: number;
}
export interface FileEffect {
  readonly path: string;
  readonly op: 'write' | 'append' | 'edit' | 'delete' | 'read';
  readonly content?: string;
  readonly via: string;
}
export interface ShellAnalysis {
  readonly ok: boolean;
  readonly reason?: string;
  readonly line: Text;
  readonly commands: readonly SimpleCommand[];
  readonly writes: readonly FileEffect[];
  readonly reads: readonly FileEffect[];
  readonly urls: readonly string[];
}
export interface AnalyzeOptions { readonly maxDepth?: number; readonly maxLength?: number }
export interface ExecForm { readonly program: readonly string[]; readonly args?: readonly string[]; readonly flags?: readonly string[] }

export function analyzeShell(line: string, _options?: AnalyzeOptions): ShellAnalysis {
  const commands: SimpleCommand[] = [];
  for (const part of line.split(/&&|\|\||;|\|/)) {
    const argv = part.trim().split(/\s+/).filter((w) => w !== '');
    if (argv.length === 0) continue;
    const text = argv.join(' ');
    commands.push({ argv, program: argv[0] as string, dynamicProgram: false, text: { text, data: [] }, wrappers: [], depth: 0 });
  }
  return { ok: true, line: { text: line, data: [] }, commands, writes: [], reads: [], urls: [] };
}

export function matchExec(cmd: SimpleCommand, form: ExecForm): boolean {
  if (!form.program.includes(cmd.program)) return false;
  const pos = cmd.argv.slice(1).filter((w) => !w.startsWith('-'));
  if (form.args && form.args.some((a, i) => pos[i] !== a)) return false;
  if (form.flags && !form.flags.some((f) => cmd.argv.includes(f))) return false;
  return true;
}

