/** Human rendering of diagnostics (`file:line:col  SCnnnn  message`, a code frame, a hint) and their JSON form. */
import type { Diagnostic } from './diagnostic.js';

export interface RenderOptions {
  /** the caller decides (TTY, NO_COLOR) */
  readonly color: boolean;
}

/** Lines of context shown above and below the line a diagnostic points at. */
export const FRAME_CONTEXT = 2;

const sgr = (on: boolean, code: string) => (s: string): string => (on ? `\u001b[${code}m${s}\u001b[0m` : s);

function frame(text: string, line: number, col: number, color: boolean): string[] {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  if (line < 1 || line > lines.length) return [];
  const first = Math.max(1, line - FRAME_CONTEXT);
  const last = Math.min(lines.length, line + FRAME_CONTEXT);
  const width = String(last).length;
  const dim = sgr(color, '2');
  const red = sgr(color, '31;1');
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const src = lines[n - 1] ?? '';
    const gutter = `${String(n).padStart(width)} |`;
    const body = src === '' ? '' : ` ${src}`;
    out.push(n === line ? `${red('>')} ${gutter}${body}` : `  ${dim(gutter)}${body}`);
    if (n === line) {
      const upto = src.slice(0, Math.max(0, Math.min(col - 1, src.length)));
      const pad = upto.replace(/[^\t]/g, ' ');
      out.push(`  ${dim(`${' '.repeat(width)} |`)} ${pad}${red('^')}`);
    }
  }
  return out;
}

export function renderDiagnostic(d: Diagnostic, sourceText: string | undefined, opts: RenderOptions): string {
  const bold = sgr(opts.color, '1');
  const codeColor = sgr(opts.color, d.severity === 'error' ? '31;1' : '33;1');
  const cyan = sgr(opts.color, '36');
  const where = d.pos ? `${d.pos.file}:${d.pos.line}:${d.pos.col}` : undefined;
  const message = d.severity === 'warning' ? `warning: ${d.message}` : d.message;
  const head = [where ? bold(where) : undefined, codeColor(d.code), message].filter((x) => x !== undefined).join('  ');
  const lines = [head];
  if (d.pos && sourceText !== undefined) lines.push(...frame(sourceText, d.pos.line, d.pos.col, opts.color));
  if (d.hint) lines.push(`  ${cyan('hint:')} ${d.hint}`);
  return lines.join('\n');
}

/** All diagnostics, each followed by a newline; `sources` maps a position's file to its text. */
export function renderDiagnostics(list: readonly Diagnostic[], sources: ReadonlyMap<string, string>, opts: RenderOptions): string {
  return list.map((d) => renderDiagnostic(d, d.pos ? sources.get(d.pos.file) : undefined, opts) + '\n').join('');
}

export interface DiagnosticJson {
  code: string;
  severity: 'error' | 'warning';
  message: string;
  hint?: string;
  file?: string;
  line?: number;
  col?: number;
  pointer?: string;
}

/** Stable key order; absent fields are omitted. */
export function diagnosticToJson(d: Diagnostic): DiagnosticJson {
  const out: DiagnosticJson = { code: d.code, severity: d.severity, message: d.message };
  if (d.hint !== undefined) out.hint = d.hint;
  if (d.pos) {
    out.file = d.pos.file;
    out.line = d.pos.line;
    out.col = d.pos.col;
  }
  if (d.pointer !== undefined) out.pointer = d.pointer;
  return out;
}
