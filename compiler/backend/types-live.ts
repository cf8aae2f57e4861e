/**
 * Live drivers (docs/policy-tests.md "`seamc test --live`", docs/live-suite.md): what it takes to run one vendor's
 * real client offline against seamc's fake model: the npm package, the command line, the environment, the user
 * config and trust it needs, the names its model uses for each tool, and how it tells the model (or its own output)
 * that a call was refused. Types only; each vendor's driver is data plus thin code in vendors/<id>/live.ts, the
 * runner is compiler/live/ (used by the CLI) and tests/live/ (the conformance suite).
 */
import type { DecisionVerb } from '../contract/index.js';

/** One tool call the fake model makes: the tool's name as the client offers it, and the input the "model" sends. */
export interface ScriptedCall {
  readonly name: string;
  readonly input: Readonly<Record<string, unknown>>;
  /** freeform input for a custom (grammar) tool such as the Responses API's apply_patch; sent instead of `input` */
  readonly raw?: string;
  /**
   * fill `input[key]` from the previous call's tool result: the first capture of `pattern` (a number when it reads as
   * one), for an id the client makes up at run time (a shell session's id, say)
   */
  readonly bind?: { readonly key: string; readonly pattern: string };
}

/** The npm package of a client, pinned to the version the live suite checks. */
export interface LiveClient {
  /** short name (`--only` of the live suite) */
  readonly id: string;
  readonly displayName: string;
  readonly pkg: string;
  readonly version: string;
  /** the command name under node_modules/.bin */
  readonly bin: string;
  /** where the command is under node_modules when the package declares no bin (a platform package holding the binary) */
  readonly binPath?: string;
  /** a postinstall script (relative to the package folder) that must have run for the binary to work */
  readonly postinstall?: string;
}

/** One run of the client: a scratch project and HOME, the fake model's base URL, the prompt and the scripted calls. */
export interface LiveRun {
  readonly repo: string;
  readonly home: string;
  /** `http://127.0.0.1:PORT`, no trailing slash */
  readonly url: string;
  /** the user's prompt (the command line's prompt argument) */
  readonly prompt: string;
  readonly calls: readonly ScriptedCall[];
  /** project MCP servers the run approves the way the user would once (empty: none) */
  readonly mcpServers: readonly string[];
}

/** A file of the user's configuration the run writes before the client starts (absolute path). */
export interface LiveFile {
  readonly path: string;
  readonly text: string;
}

/** A tool the client's model cannot call, with the reason. */
export interface LiveNa {
  readonly na: string;
}

/** The names and inputs the client's model uses for each kind of call. Paths are repo-relative. */
export interface LiveTools {
  shell(command: string): ScriptedCall;
  write(repo: string, rel: string, content: string): ScriptedCall;
  /** the calls that change `old` to `neu` in `rel`, whose whole text is `before` (a client may need a read first; the edit is last) */
  edit(repo: string, rel: string, old: string, neu: string, before: string): ScriptedCall[];
  read(repo: string, rel: string): ScriptedCall | LiveNa;
  mcp(server: string, tool: string, args: Readonly<Record<string, unknown>>): ScriptedCall | LiveNa;
  web(url: string): ScriptedCall | LiveNa;
  /** the call that hands `task` to a subagent and waits for it (its own conversation, whose first user message holds `task`) */
  subagent(task: string): ScriptedCall | LiveNa;
}

/** What the client printed. */
export interface LiveOutput {
  readonly stdout: string;
  readonly stderr: string;
}

/** One pre-tool hook decision as the client reports it in its own output. */
export interface LiveHookReport {
  readonly verb: DecisionVerb;
  readonly reason?: string;
}

export interface LiveDriver {
  /** the seamc agent whose output this client reads */
  readonly agent: string;
  readonly client: LiveClient;
  /** a whole session's hard limit */
  readonly timeoutMs: number;
  args(run: LiveRun): readonly string[];
  /** variables on top of the isolated base environment (scratch HOME, no inherited keys, a dead proxy) */
  env(run: LiveRun): Readonly<Record<string, string>>;
  /** the user config, trust and approvals the client needs in the scratch HOME */
  files(run: LiveRun): readonly LiveFile[];
  readonly tools: LiveTools;
  /** the client's own words when it refuses a call (a hook's block, a permission denial), in what it tells the model */
  readonly refusal: RegExp;
  /**
   * an escalate in headless mode: `refused` (the client asks, nobody can answer, it refuses and says why), `held`
   * (it waits for a human until killed), `degraded` (it has no ask; seamc's runtime denies instead, SC3103)
   */
  readonly escalate: 'refused' | 'held' | 'degraded';
  /** what the client does with a pre-tool call when the hook crashes (exit 1, nothing on stdout) */
  readonly crash: 'open' | 'closed';
  /** the client's pre-tool reply can replace the tool input */
  readonly rewrite: boolean;
  /** a block ends the client's whole run: the call does not run and the model is told nothing of it */
  readonly blockEndsRun?: boolean;
  /** the client's output shows the generated hook ran (where it shows hooks at all) */
  hookRan?(out: LiveOutput): boolean;
  /** the pre-tool hook decisions the client reports, in order (where it reports them) */
  hookReport?(out: LiveOutput): readonly LiveHookReport[];
  /** how the run is set up, in words: trust, approvals, flags that stand for a user's one-time consent */
  readonly setup: readonly string[];
  /** every tool the client offers its model, accounted for (the live scenario `tools-accounted`) */
  readonly toolAudit?: LiveToolAudit;
}

/**
 * A client's tools as seamc's runtime sees them: a tool a new release adds may run commands or write files past every
 * rule (Kilo's background_process, Qwen's notebook_edit did), so each offered tool must be judged or say why not.
 */
export interface LiveToolAudit {
  /** tool ids the generated runtime judges by class (its record's tools, and the ids the client renames for its hooks) */
  readonly judged: readonly string[];
  /** offered names with these prefixes are MCP tools, judged as such */
  readonly mcpPrefixes: readonly string[];
  /** the other tools, each with why no rule needs to see it (or what was not checked) */
  readonly unjudged: Readonly<Record<string, string>>;
}
