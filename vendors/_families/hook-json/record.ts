/**
 * The per-vendor data record of the Claude-Code-lineage `hook_json` family (hooks.md §2.3, our TypeScript
 * port, trimmed to what the runtime engine reads). Pure data: strings, booleans, lists and flat maps.
 */
import type { ParsedEvent, ToolClass } from '../../../compiler/contract/events.js';
import type { ForeignSign } from '../recognize.js';

/** One wire event where a verdict is ever spoken. */
export interface HookJsonGate {
  /** G1 = top-level `{"decision": word, "reason": R}`; G2 = `hookSpecificOutput.permissionDecision` */
  readonly grammar: 'G1' | 'G2';
  readonly escalate: boolean;
  readonly transform: boolean;
  /** an explicit approval word here skips the user's own confirmation */
  readonly vouch: boolean;
  /** G1 only: a transform is spoken as `{"hookSpecificOutput":{"hookEventName":w,"updatedInput":X}}` (G3) */
  readonly transformAsHookSpecific?: boolean;
  /** G2 only: a transform carries no `permissionDecisionReason` (a host that was seen to accept only the bare form) */
  readonly transformWithoutReason?: boolean;
}

export interface HookJsonClaims {
  /** payload keys holding the wire event name, first present wins */
  readonly eventKey: readonly string[];
  /** positive evidence that a payload is another client's (the only thing that makes it "not ours") */
  readonly foreign: readonly ForeignSign[];
}

/** canonical field -> key chain (hooks.md §2.5) */
export interface HookJsonFields {
  readonly tool: readonly string[];
  readonly toolInput: readonly string[];
  readonly command: readonly string[];
  readonly path: readonly string[];
  readonly content: readonly string[];
  /** objects are JSON-encoded */
  readonly output: readonly string[];
  readonly prompt: readonly string[];
  /** web tools: the URL fetched (or the fetch prompt holding URLs) */
  readonly url?: readonly string[];
  readonly sessionId: readonly string[];
  readonly toolUseId: readonly string[];
  readonly cwd: readonly string[];
  /**
   * shell tools: the folder the command runs in, when the call names one (Gemini's dir_path, Qwen's directory,
   * opencode's workdir); the command's relative paths resolve there, not at the payload's cwd
   */
  readonly workdir?: readonly string[];
}

export interface HookJsonVerdicts {
  /** wire name -> gate; a wire event with no gate is observation-only (always silence) */
  readonly gates: Readonly<Record<string, HookJsonGate>>;
  readonly words: {
    readonly deny: string;
    readonly block: string;
    readonly transform: string;
    readonly escalate?: string;
    readonly vouch?: string;
    /** absent = a bare allow is silence */
    readonly allow?: string;
  };
  /** `{event}` is replaced by the wire name */
  readonly notes: {
    /** escalate at a gate that cannot prompt */
    readonly escalate: string;
    /** a degraded transform at a gate that cannot rewrite */
    readonly transform: string;
    /** transform without replacement input */
    readonly transformMissingInput: string;
    /** present = a degraded transform is refused even where the gate could prompt */
    readonly escalateFromTransform?: string;
  };
  readonly reasonDefaults: { readonly deny: string; readonly escalate: string };
  /**
   * A gate that re-prompts the agent after a block (Stop): when the payload's `key` is true the block already
   * happened once for this stop, so the reply is silence instead of another block (no endless loop).
   */
  readonly refireGuard?: { readonly key: string; readonly gates: readonly string[] };
}

export interface HookJsonRecord {
  readonly agent: string;
  /** every wire event name the vendor sends -> canonical (`unknown` where none applies) */
  readonly events: Readonly<Record<string, ParsedEvent>>;
  readonly claims: HookJsonClaims;
  readonly fields: HookJsonFields;
  /** keep `content` only for write/edit tool classes */
  readonly contentOnlyForWriteTools: boolean;
  /** tool name -> class; unlisted names are `other` unless they carry the MCP prefix */
  readonly tools: Readonly<Record<string, ToolClass>>;
  /**
   * MCP tool names: `<prefix><server><separator><tool>`. `serverChain`: payload keys naming the server outright
   * (they win over splitting the name, which is ambiguous when a server's name holds the separator).
   */
  readonly mcp?: { readonly prefix: string; readonly separator: string; readonly serverChain?: readonly string[] };
  /**
   * Tools whose `tool_input.command` holds an apply_patch envelope (`*** Add File: p` ...): every file of the patch
   * is judged (the runtime reads the envelope); `path` and `content` are the first file's, for user hooks.
   */
  readonly patchTools?: readonly string[];
  readonly verdicts: HookJsonVerdicts;
}
