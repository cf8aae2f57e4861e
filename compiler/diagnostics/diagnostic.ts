import type { DiagnosticCode } from './codes.js';

export interface Position {
  readonly file: string;
  /** 1-based */
  readonly line: number;
  /** 1-based */
  readonly col: number;
}

export interface Diagnostic {
  readonly code: DiagnosticCode;
  readonly severity: 'error' | 'warning';
  readonly message: string;
  /** what the user should do */
  readonly hint?: string;
  readonly pos?: Position;
  /** JSON pointer into the spec, when the diagnostic is about a spec node */
  readonly pointer?: string;
}

/** Collected per run (never a module-level singleton). */
export class DiagnosticBag {
  readonly items: Diagnostic[] = [];
  add(d: Diagnostic): void {
    this.items.push(d);
  }
  get hasErrors(): boolean {
    return this.items.some((d) => d.severity === 'error');
  }
}

/** Thrown to stop a run with diagnostics already collected (exit 2). */
export class UserError extends Error {
  constructor(readonly diagnostics: readonly Diagnostic[]) {
    super(diagnostics.map((d) => `${d.code} ${d.message}`).join('\n'));
    this.name = 'UserError';
  }
}
