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

export type { AnalyzeOptions, ExecForm, FileEffect, ScriptRun, ShellAnalysis, SimpleCommand, Text, Walk } from './types.js';
export { matchExec, mayMatchExec } from './exec.js';
export { readPatchEnvelope } from './patch.js';
export type { PatchFile } from './patch.js';

export const DEFAULT_MAX_DEPTH = 8;
export const DEFAULT_MAX_LENGTH = 1_000_000;
/** parsing and expansion may touch this many characters per input character before the analysis gives up */
const WORK_FACTOR = 16;

function failed(line: string, reason: string): ShellAnalysis {
  return { ok: false, reason, line: { text: line, data: [] }, commands: [], writes: [], reads: [], urls: [], lines: [], runs: [] };
}

/**
 * The analyses of the last lines read with the default options, by line: a result depends on the line alone and no
 * caller changes one (runtime code only reads them), so an in-process run that judges one call for every agent
 * (`seamc build`'s policy tests, the corpus) reads each line once. A hook process reads one call and never hits.
 */
const recent = new Map<string, ShellAnalysis>();
const RECENT_MAX = 256;
/** longer lines are read afresh each time, so the memo holds little */
const RECENT_LINE = 4096;

export function analyzeShell(line: string, options: AnalyzeOptions = {}): ShellAnalysis {
  if (options.maxDepth !== undefined || options.maxLength !== undefined || options.env !== undefined || typeof line !== 'string' || line.length > RECENT_LINE) return analyze(line, options);
  let a = recent.get(line);
  if (a === undefined) {
    a = analyze(line, options);
    if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value as string);
    recent.set(line, a);
  }
  return a;
}

function analyze(line: string, options: AnalyzeOptions): ShellAnalysis {
  const raw = typeof line === 'string' ? line : String(line);
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
  const maxLength = options.maxLength ?? DEFAULT_MAX_LENGTH;
  if (raw.length > maxLength) return failed(raw, `longer than maxLength (${maxLength} characters)`);
  const budget = { left: raw.length * WORK_FACTOR + 65_536 };
  const out: Scope['out'] = { commands: [], writes: [], reads: [], urls: [], lines: [], runs: [] };
  try {
    const items = parseSource(raw, 0, maxDepth, budget);
    const r = analyzeItems(items, { env: new Map(options.env), depth: 0, wrappers: [], out, maxDepth, budget });
    return { ok: true, line: r.text, commands: out.commands, writes: out.writes, reads: out.reads, urls: out.urls, lines: out.lines, runs: out.runs };
  } catch (e) {
    if (e instanceof ShellError) return failed(raw, e.message);
    // a stack overflow on pathological nesting, or a bug: unreadable, never a throw
    return failed(raw, e instanceof RangeError ? 'nesting too deep to read' : `analyzer error (${e instanceof Error ? e.name : typeof e})`);
  }
}
