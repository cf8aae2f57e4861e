/**
 * The importer interface (`seamc init`): one importer reads an agent's (or a shared format's) existing files
 * through a read-only, repository-confined view and returns spec parts plus what it could not import and why.
 * Types only; vendors/<id>/import.ts and vendors/_shared/import-*.ts implement it, vendors/importers.ts lists them.
 */

export type ImportedPermission = { shell: string } | { read: string } | { edit: string } | { web: string } | { mcp: string };

export interface ImportedInstruction {
  readonly id: string;
  readonly text: string;
  readonly paths?: readonly string[];
  readonly description?: string;
  /** the repository file it came from */
  readonly from: string;
}

export type ImportedMcpServer =
  | { readonly command: string; readonly args?: readonly string[]; readonly env?: Readonly<Record<string, string>> }
  | { readonly url: string; readonly transport?: 'http' | 'sse'; readonly headers?: Readonly<Record<string, string>> };

export interface ImportedCommand {
  readonly name: string;
  readonly description?: string;
  /** markdown body without front matter */
  readonly body: string;
  readonly from: string;
}

export interface ImportedSubagent {
  readonly name: string;
  readonly description: string;
  readonly tools?: readonly ('shell' | 'read' | 'write' | 'edit' | 'web' | 'mcp')[];
  readonly body: string;
  readonly from: string;
}

export interface ImportedSkill {
  readonly name: string;
  /** repository folder holding SKILL.md; init copies it whole */
  readonly dir: string;
}

export interface ImportedParts {
  readonly instructions?: readonly ImportedInstruction[];
  readonly permissions?: { readonly allow?: readonly ImportedPermission[]; readonly ask?: readonly ImportedPermission[]; readonly deny?: readonly ImportedPermission[] };
  readonly mcp?: Readonly<Record<string, ImportedMcpServer>>;
  readonly commands?: readonly ImportedCommand[];
  readonly agents?: readonly ImportedSubagent[];
  readonly skills?: readonly ImportedSkill[];
}

/** Something found and not imported: the file, what it was, why. */
export interface ImportSkip {
  readonly path: string;
  readonly what: string;
  readonly reason: string;
}

export interface ImportResult {
  /** agent ids whose files were found */
  readonly agents: readonly string[];
  readonly parts: ImportedParts;
  readonly skipped: readonly ImportSkip[];
}

/** Read-only view of the repository; paths are repo-relative with `/`; nothing outside the repository is visible. */
export interface RepoView {
  read(path: string): string | undefined;
  /** entry names in a folder, sorted; [] when absent */
  list(dir: string): readonly string[];
  isDir(path: string): boolean;
  /** every file below a folder, repo-relative, sorted */
  walk(dir: string): readonly string[];
  /** whether the file (or a file below the folder, `dir/`) holds text of the user's; not counted as read */
  has(path: string): boolean;
  /** parsers the compiler lends (vendor folders import no packages) */
  parseToml(text: string): unknown;
  parseYaml(text: string): unknown;
}

export interface Importer {
  /** `<agent-id>` or `shared-<format>` */
  readonly id: string;
  run(repo: RepoView): ImportResult;
  /**
   * Whether two entries of a JSON file this importer reads say the same thing, written differently (a respelled
   * twin: `Read(src/**)` and `Read(/src/**)` both import as `read: src/**`), so `seamc install` keeps the user's
   * and adds no copy. `at`: the pointer of the array (elements) or of the member (values). Undefined: not its file.
   */
  same?(path: string, at: string, a: unknown, b: unknown): boolean | undefined;
}
