/** Shared helpers for the spec front-end tests. */
import { cpSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserError } from '../../compiler/diagnostics/diagnostic.js';
import type { Diagnostic } from '../../compiler/diagnostics/diagnostic.js';
import { loadSpec } from '../../compiler/spec/load.js';
import type { LoadedSpec } from '../../compiler/spec/load.js';

export const KNOWN_AGENTS = ['claude_code', 'codex_cli', 'cursor', 'gemini_cli', 'vscode_copilot', 'windsurf'] as const;
export const BAD_SPECS = fileURLToPath(new URL('../fixtures/bad-specs/', import.meta.url));

export interface Expected {
  diagnostics: { code: string; line: number; col: number }[];
  /** symlinks the test creates at run time, pointing at a fresh file or folder outside the repository */
  symlinks?: { path: string; target: 'file' | 'dir' }[];
  /** substrings that must appear in some diagnostic message */
  contains?: string[];
}

export function tempDir(prefix = 'seam-spec-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Copies a fixture into a fresh folder (its own repository root) and creates the symlinks it asks for. */
export function stageFixture(name: string, exp: Expected): string {
  const work = tempDir();
  cpSync(join(BAD_SPECS, name), work, { recursive: true });
  const outside = tempDir('seam-outside-');
  for (const l of exp.symlinks ?? []) {
    const target = join(outside, l.path.replace(/\//g, '_'));
    if (l.target === 'dir') mkdirSync(target);
    else writeFileSync(target, 'outside\n');
    mkdirSync(dirname(join(work, l.path)), { recursive: true });
    symlinkSync(target, join(work, l.path));
  }
  return work;
}

/** The diagnostics loadSpec throws (empty when it loads). */
export function diagnosticsOf(file: string, repoRoot?: string): readonly Diagnostic[] {
  try {
    loadSpec(file, { knownAgents: KNOWN_AGENTS, ...(repoRoot ? { repoRoot } : {}) });
    return [];
  } catch (e) {
    if (e instanceof UserError) return e.diagnostics;
    throw e;
  }
}

export function load(file: string, repoRoot?: string): LoadedSpec {
  return loadSpec(file, { knownAgents: KNOWN_AGENTS, ...(repoRoot ? { repoRoot } : {}) });
}

export function triples(list: readonly Diagnostic[]): { code: string; line: number; col: number }[] {
  return list
    .map((d) => ({ code: d.code, line: d.pos?.line ?? 0, col: d.pos?.col ?? 0 }))
    .sort((a, b) => a.line - b.line || a.col - b.col || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** Writes a small repository (with `.git`) from a map of relative path -> text. */
export function writeTree(files: Readonly<Record<string, string>>): string {
  const root = tempDir();
  mkdirSync(join(root, '.git'));
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}
