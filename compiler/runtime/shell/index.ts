/**
 * The vendor-free shell analyzer: what a command line would execute, once quotes, escapes, variables,
 * wrappers and nested shells are seen through, with the files it touches and the hosts it reaches.
 * Node built-ins only; bundled into every hook process (see docs/decisions/shell-analysis.md).
 */
import { ShellError } from './ast.js';
import type { Scope } from './analyze.js';
import { analyzeItems } from './analyze.js';
import { parseSource } from './parser.js';
import type { AnalyzeOptions, ShellAnalysis } from './types.js';

export type { AnalyzeOptions, ExecForm, FileEffect, ShellAnalysis, SimpleCommand, Text } from './types.js';
export { matchExec } from './exec.js';
export { readPatchEnvelope } from './patch.js';
export type { PatchFile } from './patch.js';

export const DEFAULT_MAX_DEPTH = 8;
export const DEFAULT_MAX_LENGTH = 1_000_000;
/** parsing and expansion may touch this many characters per input character before the analysis gives up */
const WORK_FACTOR = 16;

function failed(line: string, reason: string): ShellAnalysis {
  return { ok: false, reason, line: { text: line, data: [] }, commands: [], writes: [], reads: [], urls: [], lines: [] };
}

export function analyzeShell(line: string, options: AnalyzeOptions = {}): ShellAnalysis {
  const raw = typeof line === 'string' ? line : String(line);
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  const maxLength = options.maxLength ?? DEFAULT_MAX_LENGTH;
  if (raw.length > maxLength) return failed(raw, `longer than maxLength (${maxLength} characters)`);
  const budget = { left: raw.length * WORK_FACTOR + 65_536 };
  const out: Scope['out'] = { commands: [], writes: [], reads: [], urls: [], lines: [] };
  try {
    const items = parseSource(raw, 0, maxDepth, budget);
    const r = analyzeItems(items, { env: new Map(), depth: 0, wrappers: [], out, maxDepth, budget });
    return { ok: true, line: r.text, commands: out.commands, writes: out.writes, reads: out.reads, urls: out.urls, lines: out.lines };
  } catch (e) {
    if (e instanceof ShellError) return failed(raw, e.message);
    // a stack overflow on pathological nesting, or a bug: unreadable, never a throw
    return failed(raw, e instanceof RangeError ? 'nesting too deep to read' : `analyzer error (${e instanceof Error ? e.name : typeof e})`);
  }
}
