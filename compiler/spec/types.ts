/** seam.yaml format 1 as written by users (../shared/spec-v1.md). Validated by seam.schema.json before use. */
import type { CanonicalEvent, DecisionVerb, ToolClass } from '../contract/index.js';

export type ToolSelector = ToolClass | 'any' | readonly (ToolClass | 'any')[];

export interface SpecInstruction {
  id: string;
  text?: string;
  file?: string;
  paths?: string[];
  description?: string;
}

export type PermissionEntry = { shell: string } | { read: string } | { edit: string } | { web: string } | { mcp: string };

export interface SpecPermissions {
  allow?: PermissionEntry[];
  ask?: PermissionEntry[];
  deny?: PermissionEntry[];
}

/** `exec:` (extension): a program, its leading positional words, any of its flags. */
export interface SpecExec {
  program: string | string[];
  args?: string[];
  flags?: string[];
}

/** `mcp:` (extension): server and tool globs, a regex over the JSON-encoded arguments. */
export interface SpecMcpMatch {
  server?: string;
  tool?: string;
  args?: string;
}

export interface SpecMatcher {
  command?: string;
  /** extension */
  exec?: SpecExec;
  path?: string;
  content?: string;
  /** extension */
  outside_repo?: boolean;
  /** extension */
  mcp?: SpecMcpMatch;
  /** extension */
  url?: string;
  /** extension */
  host?: string;
  prompt?: string;
  flags?: string;
}

export interface SpecRule {
  id: string;
  on?: CanonicalEvent;
  tool?: ToolSelector;
  match?: SpecMatcher;
  unless?: SpecMatcher;
  decision: DecisionVerb;
  message?: string;
  intent?: 'security' | 'hygiene';
  /** extension: keys merged over the tool input when decision is `transform` */
  update?: Record<string, unknown>;
}

export interface SpecHook {
  id?: string;
  on: CanonicalEvent;
  tool?: ToolSelector;
  run: string;
  timeout?: number;
}

export interface SpecMcpStdio {
  command: string;
  args?: string[];
  env?: Record<string, string>;
}
export interface SpecMcpRemote {
  url: string;
  transport?: 'http' | 'sse';
  headers?: Record<string, string>;
}
export type SpecMcpServer = SpecMcpStdio | SpecMcpRemote;

export interface SpecCommand { name: string; description?: string; file: string }
export interface SpecSubagent { name: string; description: string; tools?: ToolClass[]; file: string }
export interface SpecSkill { dir: string }

export interface SpecAuthor { name: string; email?: string; url?: string }

export interface SpecPlugin {
  version?: string;
  description?: string;
  /** extension: the publisher, for plugin manifests and marketplace entries */
  author?: SpecAuthor;
  mcp?: Record<string, SpecMcpServer>;
  commands?: SpecCommand[];
  agents?: SpecSubagent[];
  skills?: SpecSkill[];
}

export interface SpecTest {
  name: string;
  on?: CanonicalEvent;
  tool?: ToolClass;
  command?: string;
  path?: string;
  content?: string;
  prompt?: string;
  /** extension: the URL of a simulated web call */
  url?: string;
  /** extension: the MCP tool of a simulated call, and its arguments */
  mcp?: { server: string; tool: string; args?: Record<string, unknown> };
  expect: DecisionVerb;
}

/** extensions beyond `mode`: writable paths outside the repository, paths the agent may not read, a domain allow-list */
export interface SpecSandbox {
  mode: 'off' | 'workspace' | 'strict';
  writable?: string[];
  deny_read?: string[];
  network?: { allow: string[] };
}

/**
 * A reviewed acceptance of losses: every loss all given selectors match. `{agent, at}` is the original form
 * (one item); extension: `code` (a loss code) and `rule` (a rule id), and `agent` optional when another
 * selector narrows the waiver (docs/decisions/adoption.md).
 */
export interface SpecWaiver { agent?: string; at?: string; code?: string; rule?: string; reason: string }

export interface Spec {
  seam: 1;
  name: string;
  agents?: string[] | 'all';
  instructions?: SpecInstruction[];
  permissions?: SpecPermissions;
  rules?: SpecRule[];
  hooks?: SpecHook[];
  plugin?: SpecPlugin;
  sandbox?: SpecSandbox;
  tests?: SpecTest[];
  waivers?: SpecWaiver[];
  /** extension: seamc's own guards (default on) */
  guard?: { wiring?: boolean };
}
