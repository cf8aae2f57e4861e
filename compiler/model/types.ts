/**
 * The vendor-free model: the spec after defaults, reference resolution and rule compilation.
 * Every item keeps `at`, the JSON pointer of its spec node, so a loss can name its line.
 */
import type { CompiledHook, CompiledRule, RuntimePolicy, ToolClass } from '../contract/index.js';

export type Pointer = string;

export interface Instruction {
  readonly id: string;
  readonly at: Pointer;
  /** markdown body, resolved from `text` or `file` */
  readonly body: string;
  /** repo-relative source file, when the body came from one */
  readonly source?: string;
  /** glob scope; empty = always applies */
  readonly paths: readonly string[];
  /** set = agent-requested rule (the model decides when to load it) */
  readonly description?: string;
}

export type PermissionLevel = 'allow' | 'ask' | 'deny';
export type PermissionKind = 'shell' | 'read' | 'edit' | 'web' | 'mcp';

export interface Permission {
  readonly at: Pointer;
  readonly level: PermissionLevel;
  readonly kind: PermissionKind;
  /** as written: a command prefix (`*` only at the end), a path glob, a domain glob, or `server.tool` / `server.*` */
  readonly pattern: string;
}

export interface Rule extends CompiledRule {
  readonly at: Pointer;
  /** seamc's own rule (the wiring guard), not the spec's: no loss is reported for it */
  readonly builtin?: boolean;
  /** the spec's own match/unless strings (globs not yet lowered), for native lowering by backends */
  readonly source: { readonly match: Readonly<Record<string, string>>; readonly unless?: Readonly<Record<string, string>> };
}

export interface Hook extends CompiledHook {
  readonly at: Pointer;
}

export interface McpServer {
  readonly name: string;
  readonly at: Pointer;
  readonly transport: 'stdio' | 'http' | 'sse';
  readonly command?: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  readonly url?: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface SourceFile {
  /** path relative to the containing folder (skills) or repo (commands, agents) */
  readonly path: string;
  readonly text: string;
  /** POSIX mode bits, e.g. 0o644, 0o755 */
  readonly mode: number;
}

export interface Command {
  readonly name: string;
  readonly at: Pointer;
  readonly description?: string;
  readonly body: string;
}

export interface Subagent {
  readonly name: string;
  readonly at: Pointer;
  readonly description: string;
  /** empty = inherit every tool */
  readonly tools: readonly ToolClass[];
  readonly body: string;
}

export interface Skill {
  readonly name: string;
  readonly at: Pointer;
  readonly description: string;
  /** every file of the folder, SKILL.md included, sorted by path */
  readonly files: readonly SourceFile[];
}

export interface Plugin {
  readonly at: Pointer;
  readonly name: string;
  readonly version: string;
  readonly description: string;
  readonly author?: { readonly name: string; readonly email?: string; readonly url?: string };
  readonly mcp: readonly McpServer[];
  readonly commands: readonly Command[];
  readonly agents: readonly Subagent[];
  readonly skills: readonly Skill[];
}

export interface PolicyTest {
  readonly name: string;
  readonly at: Pointer;
  readonly on: CompiledRule['on'];
  readonly tool?: ToolClass;
  readonly command?: string;
  readonly path?: string;
  readonly content?: string;
  readonly prompt?: string;
  readonly url?: string;
  readonly mcp?: { readonly server: string; readonly tool: string; readonly args: Readonly<Record<string, unknown>> };
  readonly expect: CompiledRule['decision'];
}

/** The OS plane (docs/planes.md). Paths as written: absolute, `~/`-relative, or (deny_read) repo-relative. */
export interface Sandbox {
  readonly at: Pointer;
  readonly mode: 'off' | 'workspace' | 'strict';
  /** outside the repository, also writable */
  readonly writable: readonly string[];
  readonly denyRead: readonly string[];
  /** only these domains (`*.x` = x and its subdomains); undefined = the mode's default (workspace: all, strict: none) */
  readonly allow?: readonly string[];
}

/** A waiver's selectors (absent = any); `rule` is the pointer of the rule the spec's `rule:` id names. */
export interface Waiver {
  readonly agent?: string;
  /** the waiver itself (/waivers/<n>) */
  readonly at: Pointer;
  /** `at:`, the one spec node it accepts losses at */
  readonly target?: Pointer;
  readonly code?: string;
  readonly rule?: { readonly id: string; readonly at: Pointer };
  readonly reason: string;
}

export interface Model {
  readonly name: string;
  /** agent ids as requested (`all` already expanded by the caller) */
  readonly agents: readonly string[];
  readonly instructions: readonly Instruction[];
  readonly permissions: readonly Permission[];
  readonly rules: readonly Rule[];
  readonly hooks: readonly Hook[];
  readonly plugin?: Plugin;
  readonly sandbox?: Sandbox;
  readonly tests: readonly PolicyTest[];
  readonly waivers: readonly Waiver[];
  /** seamc's own guards: `wiring` = the wiring guard's rules are in `rules` */
  readonly guard: { readonly wiring: boolean; readonly optedOut?: boolean };
  /** the runtime's data, derived once: rules and hooks without spec positions */
  readonly policy: RuntimePolicy;
}
