/**
 * The per-vendor data record of the `flat_decision` family (hooks.md §2.2 F2, §2.3 restated in our own
 * TypeScript): vendors whose replies are only ever a top-level decision word (grammar G1), plus at most one
 * input-rewrite shape. Members: gemini_cli, tabnine (Before/After vocabulary), junie, grok, goose, openhands
 * (Claude-Code event names). Pure data: strings, booleans, lists and flat maps; no functions.
 */
import type { RefireGuard } from '../refire.js';
import type { ParsedEvent, ToolClass } from '../../../compiler/contract/events.js';
import type { ForeignSign } from '../recognize.js';

/** A wire event where a verdict is ever read. A wire event with no gate is observation-only (silence). */
export interface FlatDecisionGate {
  /** the escalate word (`words.escalate`) is honoured here: the host asks the user */
  readonly escalate: boolean;
  /** an input rewrite (per `transformGrammar`) is honoured here */
  readonly transform: boolean;
  /** an explicit approval word here skips the user's own confirmation (no F2 member has evidence for it) */
  readonly vouch: boolean;
}

export interface FlatDecisionClaims {
  /** payload keys holding the wire event name, first non-empty string wins (`hook_event_name`, `hookEventName`, `event`, `event_type`) */
  readonly eventKey: readonly string[];
  /** positive evidence that a payload is another client's (the only thing that makes it "not ours") */
  readonly foreign: readonly ForeignSign[];
}

/** canonical field -> ordered key chain (hooks.md §2.5); spell keys as the vendor does (grok: camelCase) */
export interface FlatDecisionFields {
  readonly tool: readonly string[];
  /** payload keys holding the tool input (object, or a string holding a JSON object) */
  readonly toolInput: readonly string[];
  readonly command: readonly string[];
  readonly path: readonly string[];
  readonly content: readonly string[];
  /** objects/lists are JSON-encoded */
  readonly output: readonly string[];
  readonly prompt: readonly string[];
  /** web tools: the URL fetched (or the fetch prompt holding URLs) */
  readonly url?: readonly string[];
  readonly sessionId: readonly string[];
  readonly toolUseId: readonly string[];
  readonly cwd: readonly string[];
  /** shell tools: the folder the command runs in, when the call names one (Gemini's dir_path) */
  readonly workdir?: readonly string[];
}

/** How MCP tool calls are recognised. Either part may be given; names win over fields. */
export interface FlatDecisionMcp {
  /** tool names `<prefix><server><separator><tool>` */
  readonly prefix?: string;
  readonly separator?: string;
  /** key chains for server and tool name when the payload carries them separately (Gemini `mcp_context`) */
  readonly serverChain?: readonly string[];
  readonly toolChain?: readonly string[];
}

export type FlatTransformGrammar =
  /** `{"hookSpecificOutput": {"tool_input": X}}` (Gemini: X replaces the input wholesale) */
  | 'hook_specific_tool_input'
  /** `{"decision": <words.allow>, "updatedInput": X, "reason"?: R}` (Junie) */
  | 'top_level_updated_input';

export interface FlatDecisionVerdicts {
  /** hooks.md §1.6: silent = bare allow is silence; inert/required/unverified = speak `words.allow` */
  readonly bareAllow: 'silent' | 'inert' | 'required' | 'unverified';
  /** wire name -> gate */
  readonly gates: Readonly<Record<string, FlatDecisionGate>>;
  readonly words: {
    /** the refusal word (`deny` or `block`) */
    readonly deny: string;
    readonly allow?: string;
    readonly escalate?: string;
    readonly vouch?: string;
  };
  /** per-gate word overrides */
  readonly wordsAt?: Readonly<Record<string, { readonly allow?: string; readonly deny?: string }>>;
  /** absent = no gate can rewrite input (every transform is refused) */
  readonly transformGrammar?: FlatTransformGrammar;
  /** gates where an allow is answered with silence even when the vendor has an allow word (Junie `Stop`) */
  readonly allowSilentEvents?: readonly string[];
  /** an allow that came from a `warn` carries its reason under this key (Junie `additionalContext`) */
  readonly allowContextKey?: string;
  /** `{event}` is replaced by the wire name */
  readonly notes: {
    /** escalate at a gate that cannot prompt */
    readonly escalate: string;
    /** a transform at a gate that cannot rewrite */
    readonly transform: string;
    /** transform without replacement input */
    readonly transformMissingInput: string;
    /** present = an escalate degraded from a transform is refused even where the gate could prompt */
    readonly escalateFromTransform?: string;
  };
  readonly reasonDefaults: { readonly deny: string; readonly escalate: string };
  /** wire name -> default refusal reason there (Junie Stop: the work is not finished) */
  readonly gateReasonDefaults?: Readonly<Record<string, string>>;
  /** a gate that re-prompts after a block (Stop): when and how often a block is repeated (../refire.ts) */
  readonly refireGuard?: RefireGuard;
}

export interface FlatDecisionRecord {
  readonly agent: string;
  /** every wire event name the vendor sends -> canonical (`unknown` where none applies) */
  readonly events: Readonly<Record<string, ParsedEvent>>;
  readonly claims: FlatDecisionClaims;
  readonly fields: FlatDecisionFields;
  /** keep `content` only for write/edit tool classes */
  readonly contentOnlyForWriteTools: boolean;
  /** keep `command` only for the shell class (OpenHands `file_editor` sends its sub-command under `command`) */
  readonly commandOnlyForShellTools: boolean;
  /** tool name -> class; unlisted names are `other` unless recognised as MCP */
  /** (`other` pins a built-in tool that the MCP naming below would otherwise claim: Mistral Vibe's `<server>_<tool>`) */
  readonly tools: Readonly<Record<string, ToolClass | 'other'>>;
  readonly mcp?: FlatDecisionMcp;
  readonly verdicts: FlatDecisionVerdicts;
}
