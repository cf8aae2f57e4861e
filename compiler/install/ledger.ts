/**
 * `.seam/installed.json`: what `seamc install` wrote into a repository, so that `uninstall` removes exactly that
 * and `check --repo` knows what is seamc's. Itself owned by seamc (created on install, deleted on uninstall).
 */
import { readFileSync } from 'node:fs';
import { renderJson } from '../emit/json.js';
import type { JsonValue } from '../backend/types.js';
import type { JsonUnit } from './json-merge.js';
import { resolveInRepo } from './paths.js';

export const LEDGER = '.seam/installed.json';

/** json: merged entries; markdown / toml: one marker block; whole: the whole file is seamc's. */
export type FileKind = 'json' | 'markdown' | 'toml' | 'whole';

export interface Before {
  readonly sha256: string;
  readonly mode: number;
  /** present when removing seamc's part from the installed file would not give these bytes back */
  readonly text?: string;
}

export interface LedgerFile {
  readonly path: string;
  readonly kind: FileKind;
  /** the file as seamc left it */
  readonly sha256: string;
  /** true: the file did not exist before install */
  readonly created: boolean;
  /** the file before install (files that existed) */
  readonly before?: Before;
  /** json: what seamc owns in the file */
  readonly units?: readonly JsonUnit[];
  /** the user's file was adopted: its hand text is now a spec instruction, so seamc's part replaced it (`before.text`) */
  readonly adopted?: true;
  /** the user's file was retired (deleted): its text reaches these agents from seamc's files now (`before.text`) */
  readonly retired?: { readonly agents: readonly string[] };
}

export interface Ledger {
  readonly generator: 'seamc';
  readonly version: 1;
  readonly spec: string;
  /** folders install created (removed again by uninstall when empty) */
  readonly dirs: readonly string[];
  readonly files: readonly LedgerFile[];
}

export class LedgerError extends Error {}

export function readLedger(repo: string): Ledger | undefined {
  let text: string;
  try {
    text = readFileSync(resolveInRepo(repo, LEDGER), 'utf8');
  } catch {
    return undefined;
  }
  let l: Ledger;
  try {
    l = JSON.parse(text) as Ledger;
  } catch {
    throw new LedgerError(`${LEDGER} is not valid JSON; restore it from version control`);
  }
  if (l.generator !== 'seamc' || l.version !== 1 || !Array.isArray(l.files) || !Array.isArray(l.dirs))
    throw new LedgerError(`${LEDGER} is not a seamc ledger (version 1)`);
  return l;
}

export function ledgerText(l: Ledger): string {
  const files = [...l.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return renderJson({ ...l, dirs: [...new Set(l.dirs)].sort(), files } as unknown as JsonValue);
}
