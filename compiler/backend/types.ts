/**
 * The Backend interface (style.md §6.2): each vendor returns structured artifacts plus the losses it
 * knows about. Only compiler/emit turns artifacts into bytes.
 */
import type { Basis, CanonicalEvent, DecisionVerb, Evidence, FailMode, Grade, Section } from '../contract/index.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import type { Model, Pointer } from '../model/types.js';
import type { Probe } from './types-probe.js';

export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [k: string]: JsonValue };
export type JsonObject = { readonly [k: string]: JsonValue };

export interface MarkdownDoc {
  /** template id: `<vendor-id>/<name>` (vendors/<id>/templates/<name>.hbs) or `shared/<name>` (compiler/emit/templates) */
  readonly template: string;
  readonly data: Readonly<Record<string, unknown>>;
  /** YAML front matter, written first, keys in the given order */
  readonly frontmatter?: Readonly<Record<string, JsonValue>>;
  /**
   * `yaml` (default): values quoted wherever YAML needs it. `verbatim`: `key: value` lines with scalars written
   * as they are, for consumers whose front-matter reader is not a YAML parser (a quoted value keeps its quotes).
   */
  readonly frontmatterStyle?: 'yaml' | 'verbatim';
  /** false: no do-not-edit comment (files another tool parses whole, e.g. copied SKILL.md) */
  readonly header?: boolean;
}

interface ArtifactBase {
  /** repo-relative, POSIX separators, never absolute, never `..` */
  readonly path: string;
}
export type Artifact =
  | (ArtifactBase & { readonly format: 'json'; readonly body: JsonObject })
  | (ArtifactBase & { readonly format: 'toml'; readonly body: JsonObject })
  | (ArtifactBase & { readonly format: 'markdown'; readonly body: MarkdownDoc })
  /** verbatim text (copied skill files, scripts); `mode` keeps file permissions */
  | (ArtifactBase & { readonly format: 'text'; readonly body: string; readonly mode?: number })
  /**
   * the hook entry for `agent`; the compiler binds it to the build's policy and adds the files it runs (the shared
   * runtime body and the packed policy beside it, `runtime-shared`), with the client's refusal (`facts.hooks.refuse`)
   */
  | (ArtifactBase & { readonly format: 'runtime'; readonly body: { readonly agent: string; readonly refuse?: { readonly exit: number; readonly stdout?: string } } })
  /** a file every hook entry of the build reads: the runtime body, or the packed policy (added by the compiler) */
  | (ArtifactBase & { readonly format: 'runtime-shared'; readonly body: { readonly file: 'body' | 'policy' } });

export interface Loss {
  readonly code: DiagnosticCode;
  /** JSON pointer into the spec */
  readonly at: Pointer;
  /** vendor-specific: why this vendor cannot say it */
  readonly reason: string;
}

export interface Emitted {
  readonly fragment: readonly Artifact[];
  readonly unrepresentable: readonly Loss[];
  /** what the user must do before an emitted file takes effect (shown after build and install) */
  readonly notes?: readonly string[];
}

export interface EmitContext {
  readonly agent: string;
  /** the repo-relative path of this agent's bundled runtime (`.seam/hooks/<agent>.cjs`) */
  readonly hookScript: string;
  /** the command line that runs it, as the vendor's hook config should hold it ('' for a vendor without hooks) */
  readonly hookCommand: string;
}

export type Emitter = (model: Model, ctx: EmitContext) => Emitted;

/** The records behind each claim of one hook cell (docs/evidence.md). `fires` and `failMode` always; the others when claimed. */
export interface CellEvidence {
  readonly fires: readonly Evidence[];
  readonly block?: readonly Evidence[];
  readonly ask?: readonly Evidence[];
  readonly rewrite?: readonly Evidence[];
  readonly failMode: readonly Evidence[];
}

/**
 * Per canonical event: what the vendor's hook surface is claimed to do there, with the records behind each claim.
 * Data only: no grade. The grade is computed from the records (compiler/evidence/grade.ts, `gradeEvent`).
 */
export interface EventCapability {
  /** the vendor's wire event names that map to this canonical event; the first is the install target */
  readonly wire: readonly string[];
  readonly block: boolean;
  readonly escalate: boolean;
  readonly transform: boolean;
  readonly vouch: boolean;
  readonly warn: boolean;
  /** what the client does with the call when the hook crashes or times out */
  readonly failMode: FailMode;
  readonly evidence: CellEvidence;
}

/** A hook cell as the compiler uses it: the claims its records prove, and the grade computed from them. */
export interface GradedEvent extends EventCapability {
  readonly grade: Grade;
  /** the strongest basis behind the grade (block records for a blocking cell, else fires) and its date */
  readonly basis: Basis;
  readonly date: string;
  /** claims that did not count, and why (a live-run scenario absent, failing, on another version, not witnessing) */
  readonly lowered: readonly string[];
}

/**
 * An event the vendor has that seamc does not install: `declined` (seamc chose not to, for `reason`) or
 * `unadapted` (not built yet). Never `none`: the vendor has the surface.
 */
export interface NotInstalledEvent {
  readonly wire: readonly string[];
  readonly status: 'declined' | 'unadapted';
  readonly reason: string;
  readonly evidence: readonly Evidence[];
}

/**
 * Something that keeps a written hook or permission from running until a user acts (folder trust, a review, a
 * user-level file). Reported as a loss at build (SC3110) and listed by `seamc install` while it remains.
 */
/** The parts of the spec's `plugin:` a gate can hold apart. */
export type PluginPart = 'mcp' | 'commands' | 'agents' | 'skills';

export interface ActivationGate {
  readonly id: string;
  /** the sections it keeps from running */
  readonly sections: readonly Section[];
  /**
   * For `packaging`: the plugin parts it keeps from running (e.g. only `mcp`, where MCP servers live in a user file
   * while skills load from the project). Absent: the whole section.
   */
  readonly components?: readonly PluginPart[];
  /** what stays inert until it is met */
  readonly holds: string;
  /** how a user clears it */
  readonly clear: string;
  /**
   * How `seamc install` can tell it is met: a JSON file under the user's home (`~/...`) that names the repository
   * (as a key, or in the array or object at `key`; with `field`, that entry's `field` must be true). Absent: install
   * cannot tell, and lists the gate as possibly remaining.
   */
  readonly check?: { readonly file: string; readonly key?: string; readonly field?: string };
  readonly evidence: readonly Evidence[];
}

export type SectionSupport =
  | { readonly status: 'emitted' }
  /** none: the agent has no such surface; unadapted: seamc has not built it yet */
  | { readonly status: 'none' | 'unadapted'; readonly reason: string };

/**
 * The OS plane of one agent (docs/planes.md), as data. Evidence: `evidence['sandbox.launcher']` and
 * `evidence['sandbox.native']`.
 */
export interface SandboxFacts {
  /**
   * The agent's own CLI as found on PATH, which `.seam/sandbox/<agent>` starts under bubblewrap / sandbox-exec, and
   * the state it keeps under the home folder (home-relative; a trailing `/` marks a folder), which stays writable.
   */
  readonly launcher?: {
    readonly program: string;
    readonly state: readonly string[];
    /**
     * Arguments put before the caller's: they switch off the agent's own sandbox inside the launcher's, where a nested
     * sandbox cannot start (the outer one confines the whole process, so nothing is lost). Evidence: `evidence.launcher`.
     */
    readonly args?: readonly string[];
  };
  /** why there is no launcher: no local CLI (an editor extension, a cloud agent) */
  readonly noLauncher?: string;
  /**
   * The agent's own project-level sandbox setting, as far as its emitter writes it: `reaches` says whether it confines the
   * whole agent process or only its shell tool; the rest, which parts of `sandbox:` it can say.
   */
  readonly native?: {
    readonly file: string;
    readonly reaches: 'process' | 'shell';
    readonly writable: boolean;
    readonly denyRead: boolean;
    readonly network: 'domains' | 'switch';
  };
  /** why the agent's own settings cannot hold `sandbox:` from the repository (or what they miss) */
  readonly noNative?: string;
  /** the basis of `launcher` (program and state) and of `native` / `noNative` */
  readonly evidence: { readonly launcher?: Evidence; readonly native: Evidence };
}

/**
 * A rule table the agent reads instead of running a hook command (a declarative hook surface): how hard a rule in it
 * holds. Evidence: `evidence['hooks.rule-table']`.
 */
export interface RuleTableFacts {
  readonly config: string;
  /** what the agent does with the call when the table cannot be read or is skipped; the grade is computed from it and `evidence` */
  readonly failMode: FailMode;
  readonly evidence: Evidence;
  /** per reach tier of the agent's harnesses: what the table can do there, for the matrix */
  readonly tiers?: readonly { readonly tier: string; readonly harnesses: readonly string[]; readonly reach: string }[];
}

export interface VendorFacts {
  readonly id: string;
  readonly displayName: string;
  readonly sections: { readonly [S in Section]: SectionSupport };
  readonly sandbox?: SandboxFacts;
  readonly ruleTable?: RuleTableFacts;
  readonly hooks?: {
    /** file that holds the hook entries */
    readonly config: string;
    /**
     * Other repo-relative globs through which the agent loads or switches off hooks (a local settings file, a
     * folder of hook files). The same relative path under the home folder (user level) is matched too.
     */
    readonly wiring?: readonly string[];
    /**
     * The client's environment variables that name the project or a folder inside it, in the order the hook
     * command tries them (walking up from each) before the hook's working directory (compiler/backend/hook-command.ts).
     */
    readonly roots: readonly string[];
    /**
     * How the client is told "blocked" when the command cannot run the runtime: the exit code, and where an exit
     * code alone does not block, the reply to print on stdout (`%s` = the one-line `seamc:` reason). Evidence:
     * `evidence['hooks.refuse']`.
     */
    readonly refuse: { readonly exit: number; readonly stdout?: string };
    /**
     * true where the hook entries live in a user-level file that runs in every project (the client reads no
     * project file): a project without `.seam/hooks/<agent>.cjs` is not a seamc project there, so the command
     * passes with a stderr note instead of refusing; once the runtime is found, a missing node still refuses.
     */
    readonly userScope?: boolean;
    /**
     * true where the client splits the command into words by POSIX shell rules and runs them without a shell: the
     * program is then passed as one single-quoted word to `/bin/sh -c`. Evidence: `evidence['hooks.command-split']`.
     */
    readonly noShell?: boolean;
    readonly events: { readonly [E in CanonicalEvent]?: EventCapability };
    /**
     * Other clients that also run this agent's hook file (docs/decisions/shared-hook-files.md). `twice`: that client
     * also runs its own seamc runtime when `agent` is built too, so a call is judged twice (same policy, same verdict)
     * and a hooks: command runs twice (reported when both are built); `once`: this runtime gives that client no
     * verdict (a positive sign in the payload) and its own runtime judges.
     */
    readonly sharedWith?: readonly { readonly agent: string; readonly client: string; readonly judged: 'once' | 'twice'; readonly evidence: readonly Evidence[] }[];
    /** events the vendor has that seamc does not install, with seamc's reason (shown as declined / unadapted, never none) */
    readonly notInstalled?: { readonly [E in CanonicalEvent]?: NotInstalledEvent };
    /**
     * What the agent's pre-tool payload lets a rule see (evidence: `hooks.sees-mcp`, `hooks.sees-web`). mcp:
     * `server+tool` both names, `tool` only the tool's, `call` an MCP call but neither name reliably, `unseen`
     * no hook fires for MCP calls (or it is not established). web: `url` the fetched URL, `call` a web call
     * without its URL, `unseen` no hook fires for web calls (or it is not established).
     */
    readonly sees: { readonly mcp: 'server+tool' | 'tool' | 'call' | 'unseen'; readonly web: 'url' | 'call' | 'unseen' };
    /** true where an entry can ask the host to fail closed (so security rules may rely on it) */
    readonly failClosed: boolean;
    /** default per-entry timeout in seconds written into the config */
    readonly timeout: number;
  };
  /** activation gates: what keeps written hooks or permissions inert until a user acts */
  readonly gates?: readonly ActivationGate[];
  /** named facts with their basis: `<section>.<fact>` → evidence */
  readonly evidence: { readonly [fact: string]: Evidence };
}

export interface Backend {
  readonly facts: VendorFacts;
  /** a vendor with `facts.hooks` also has vendors/<id>/runtime.ts, bundled at package build time */
  readonly emit: { readonly [S in Section]?: Emitter };
  /** how the vendor's client sends a call to the hook runtime and reads its reply (`seamc test`, policy tests) */
  readonly probe?: Probe;
}

export type { DecisionVerb };
