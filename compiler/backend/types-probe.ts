/**
 * Probes (docs/policy-tests.md): what a vendor's client does with one canonical tool call, as data a vendor-free
 * runner can replay. A probe knows the payload the client sends for the call (one delivery per hook the client runs,
 * in its order), whether the generated hook config makes the client run seamc's runtime for it, the environment the
 * client gives hook commands, and how the client reads the hook's reply. Types only; implementations live in
 * vendors/<id>/probe.ts, the runner in compiler/probe/.
 */
import type { DecisionVerb } from '../contract/index.js';

/** The kinds of call a probe can make. `patch`: one patch tool call touching several files. */
export const PROBE_KINDS = ['shell', 'write', 'edit', 'patch', 'read', 'mcp', 'web', 'prompt', 'stop'] as const;
export type ProbeKind = (typeof PROBE_KINDS)[number];

/** One file of a `patch` call. */
export interface PatchFile {
  readonly path: string;
  readonly op: 'add' | 'update' | 'delete';
  /** the added file's text, or an update's new text */
  readonly content?: string;
}

/** A canonical call: a spec test, a corpus record or a `seamc test --command` question. Paths are repo-relative or absolute. */
export interface ProbeCall {
  readonly kind: ProbeKind;
  /** shell: the command line */
  readonly command?: string;
  /** write (a new file), edit (an existing file), read */
  readonly path?: string;
  /** write: the new file's text; edit: the new text */
  readonly content?: string;
  readonly files?: readonly PatchFile[];
  readonly mcp?: { readonly server: string; readonly tool: string; readonly args?: Readonly<Record<string, unknown>> };
  readonly url?: string;
  readonly prompt?: string;
}

/** One hook invocation the client makes for a call. */
export interface ProbeDelivery {
  /** the vendor's wire event name */
  readonly wire: string;
  /** the tool name the client tests a config matcher against (tool events only) */
  readonly tool?: string;
  /** the JSON the client writes to the hook's stdin */
  readonly payload: Readonly<Record<string, unknown>>;
}

/** The deliveries for a call, or why this vendor has none (`na`). */
export type ProbePlan = { readonly deliveries: readonly ProbeDelivery[] } | { readonly na: string };

/** A generated config file, decoded (JSON or TOML), by repo-relative path; undefined when the build wrote none. */
export type ConfigReader = (path: string) => unknown;

/** Does the generated config run seamc's runtime for a delivery: the entry and its command line, or why not. */
export type Firing =
  | { readonly fires: true; readonly command: string; readonly entry: Readonly<Record<string, unknown>> }
  | { readonly fires: false; readonly why: string };

/** What the hook process gave back. `exit` null: killed (a timeout or a signal). */
export interface ProbeReply {
  readonly stdout: string;
  readonly exit: number | null;
  readonly stderr: string;
}

/** How the client reads a reply. */
export interface ReadVerdict {
  readonly verb: DecisionVerb;
  /** transform: the input the client runs instead */
  readonly updatedInput?: Readonly<Record<string, unknown>>;
  /** the words the client shows, when the reply carries any */
  readonly reason?: string;
}

export interface Probe {
  readonly agent: string;
  /** the variables the client sets for hook commands (facts.hooks.roots), for a project at `root` */
  env(root: string): Readonly<Record<string, string>>;
  /** the deliveries the client makes for `call` in a project at `root` (absolute), or n/a with the reason */
  plan(call: ProbeCall, root: string): ProbePlan;
  fires(delivery: ProbeDelivery, config: ConfigReader): Firing;
  /** `entry`: the config entry that ran (some clients read a failure by its flags, e.g. fail-closed) */
  read(delivery: ProbeDelivery, reply: ProbeReply, entry: Readonly<Record<string, unknown>>): ReadVerdict;
  /** the call as the client's later deliveries see it once a rewrite was accepted (default: unchanged) */
  rewrite?(call: ProbeCall, input: Readonly<Record<string, unknown>>): ProbeCall;
}
