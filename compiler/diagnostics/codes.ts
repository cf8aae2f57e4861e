/**
 * The diagnostic catalogue. Phases: SC1xxx spec and usage, SC2xxx lowering and policy, SC3xxx unrepresentable
 * (a vendor cannot say it), SC4xxx write / IO, SC9xxx internal. Tests assert codes and positions, not wording.
 * `seamc explain <code>` prints `explain`; docs/diagnostics.md is generated from this table.
 */
export interface CodeInfo {
  readonly title: string;
  readonly explain: string;
}

export const CODES = {
  SC1001: { title: 'YAML syntax error', explain: 'The file is not valid YAML. Fix the syntax at the position shown; nothing was written.' },
  SC1002: { title: 'unknown key', explain: 'seam.yaml format 1 rejects keys it does not know, so a misspelt key cannot silently weaken a policy. The message names the nearest valid key.' },
  SC1003: { title: 'missing required key', explain: 'A required key is absent. Add it; the message names it.' },
  SC1004: { title: 'wrong type', explain: 'The value has the wrong type (for example a string where a list is expected).' },
  SC1005: { title: 'value not allowed', explain: 'The value is not one of the allowed words (event names, decision verbs, tool classes, transports...). The message lists them.' },
  SC1006: { title: 'malformed value', explain: 'The value does not have the required form: ids and names are kebab-case, versions are semver, domains and server names are plain words.' },
  SC1007: { title: 'duplicate id', explain: 'Two entries of one list share an id or name. Ids must be unique so that losses, waivers and tests can name them.' },
  SC1008: { title: 'conflicting keys', explain: 'The entry gives keys that exclude each other, or none of a required alternative (for example both `text` and `file`, or neither).' },
  SC1009: { title: 'invalid regular expression', explain: 'A `match` / `unless` regex does not compile as a JavaScript regular expression (with the given `flags`).' },
  SC1010: { title: 'invalid glob', explain: 'A path glob is empty, absolute, or contains `..`. Globs are repo-relative.' },
  SC1011: { title: 'reference leaves the repository', explain: '`file:` and `dir:` references resolve relative to the spec and must stay inside the repository: no absolute path, no `..` above the root.' },
  SC1012: { title: 'symlink leaves the repository', explain: 'A referenced file or folder is (or contains) a symbolic link that points outside the repository. seamc never follows links out of the repository.' },
  SC1013: { title: 'referenced file not found', explain: 'A `file:` or `dir:` reference names something that does not exist (or is the wrong kind: a file where a folder is expected).' },
  SC1014: { title: 'unsupported format version', explain: 'Only `seam: 1` is understood by this seamc.' },
  SC1015: { title: 'unknown agent', explain: 'The agent id is not one seamc knows. The message names the nearest one; `seamc matrix` lists them all.' },
  SC1016: { title: 'waiver points at nothing', explain: 'A waiver `at:` must be a JSON pointer to an existing node of the same spec (for example `/permissions/deny/1`).' },
  SC1017: { title: 'transform without replacement', explain: 'A rule with `decision: transform` must say what to change with `update:` (keys merged over the tool input); a transform with no replacement input would be rendered as a block.' },
  SC1018: { title: 'invalid skill', explain: 'A skill folder must hold SKILL.md whose front matter has `name` (kebab-case, at most 64 characters, equal to the folder name) and `description` (at most 1024 characters).' },
  SC1019: { title: 'duplicate key', explain: 'A mapping repeats a key; YAML keeps only one of them, so seamc refuses the file.' },
  SC1020: { title: 'cannot read spec', explain: 'The spec file does not exist or cannot be read.' },
  SC1021: { title: 'invalid permission pattern', explain: 'A permission pattern is empty, or has `*` somewhere other than at the end (shell), or names an MCP tool without `server.tool`.' },
  SC1022: { title: 'field does not apply', explain: 'A rule or test field cannot apply to the event or tool it is attached to (for example `prompt` on a pre_tool rule), so the rule could never match.' },
  SC1023: { title: 'spec is not UTF-8', explain: 'seam.yaml must be UTF-8. The byte at the position shown does not start a valid UTF-8 sequence (often a Latin-1 or Windows-1252 character): re-save the file as UTF-8. Nothing was written.' },
  SC1024: { title: 'regex can backtrack catastrophically', explain: 'The regex can take exponential (or high polynomial) time on a crafted input: the hook would run past its deadline on such a call, so the rule is rejected at build time. The message names the construct and how to rewrite it (a disjoint separator, an anchor, a possessive-free form); docs/decisions/regex-safety.md explains the analysis.' },
  SC1025: { title: 'security rule on a soft plane', explain: 'A rule with `intent: security` that escalates (asks a human) or only warns is no boundary where the agent holds it on a soft plane: a hook that fails open, a rule table skipped in bypass posture, or no hook at all. The build refuses it (RISK-0). Make it `decision: deny` and hold it with `sandbox:` or a fail-closed hook, or drop `intent: security`.' },
  SC1030: { title: 'usage error', explain: 'The command line is invalid: an unknown option, an unknown agent in --agents, or a missing argument.' },
  SC2001: { title: 'stale waiver', explain: 'A waiver matches no unrepresentable item for its agent. Remove it: stale waivers rot and would hide a future loss.' },
  SC2002: { title: 'policy test failed', explain: 'A `tests:` entry expected one decision and an agent acted on another: its call was sent as that agent sends it, through the generated hook config and the compiled runtime, and the reply read as the agent reads it (a hook that does not fire allows the call). `seamc test` shows every agent\'s answer; docs/policy-tests.md.' },
  SC3001: { title: 'section has no surface on this agent', explain: 'The agent has no place for this section at all (a fact about the vendor).' },
  SC3002: { title: 'section not adapted yet', explain: 'seamc has not built this section for the agent yet (a fact about seamc, not the vendor).' },
  SC3101: { title: 'hook event not available', explain: 'The agent has no hook event that maps to the canonical event the rule or hook is attached to.' },
  SC3102: { title: 'event cannot block', explain: 'The agent fires this event only after the fact: a deny or escalate there cannot stop anything.' },
  SC3103: { title: 'cannot escalate', explain: 'The agent cannot hand the call to a human at this event; the runtime answers deny instead, which is stricter than the rule asked for.' },
  SC3104: { title: 'cannot transform', explain: 'The agent cannot replace the tool input at this event; the runtime escalates or denies instead.' },
  SC3105: { title: 'security rule without a hard plane', explain: 'The rule has `intent: security`, but no hard plane holds it on this agent: the OS sandbox cannot see what it matches (or the agent has no launcher), and the hook fails open (the agent runs the tool anyway when the hook crashes or times out), does not fire for it, or does not exist. Reported once per rule and agent (RISK-0). Waive it with a reason, hold it with `sandbox:`, or drop the agent.' },
  SC3106: { title: 'cannot vouch', explain: 'The agent has no approval word that skips the user\'s own confirmation; the runtime answers a plain allow.' },
  SC3107: { title: 'cannot warn', explain: 'The agent has no channel for a warning that lets the call proceed; the runtime answers a plain allow and the concern is lost.' },
  SC3108: { title: 'cannot run user hook', explain: 'The agent cannot run a `hooks:` command at this event or for this tool.' },
  SC3109: { title: 'hook does not reach every call', explain: 'The hook seamc installs for this agent does not reach every call the rule or hook is written for: it stays inert until a user installs or reviews it, it does not fire for this tool, or the payload does not carry the field the rule matches on.' },
  SC3201: { title: 'permission level not expressible', explain: 'The agent\'s permission language has no such level (for example no `ask`).' },
  SC3202: { title: 'permission kind not expressible', explain: 'The agent\'s permission language cannot name this kind of action (shell, read, edit, web, mcp).' },
  SC3203: { title: 'permission pattern not expressible', explain: 'The agent\'s permission language cannot say this pattern exactly (prefix vs glob semantics, wildcards).' },
  SC3204: { title: 'sandbox not expressible', explain: 'Neither the launcher `.seam/sandbox/<agent>` (no local CLI is recorded for the agent) nor the agent\'s own project-level sandbox setting can hold this part of `sandbox:`.' },
  SC3301: { title: 'instruction scope not expressible', explain: 'The agent cannot scope an instruction to file globs.' },
  SC3302: { title: 'agent-requested instruction not expressible', explain: 'The agent cannot load an instruction only when the model asks for it by description.' },
  SC3303: { title: 'instruction size limit exceeded', explain: 'The agent truncates or refuses instruction files above a size limit; seamc never truncates silently.' },
  SC3401: { title: 'MCP server not expressible', explain: 'The agent cannot configure this MCP server (transport, headers or env) from a project file.' },
  SC3402: { title: 'secret interpolation not expressible', explain: 'The agent\'s config format cannot read `${VAR}` from the environment in this field, so the secret would be written literally or lost.' },
  SC3403: { title: 'commands not expressible', explain: 'The agent has no project-level custom commands, or cannot say part of one.' },
  SC3404: { title: 'subagent not expressible', explain: 'The agent has no subagents, or cannot say part of one (for example a tool restriction).' },
  SC3405: { title: 'skill not expressible', explain: 'The agent cannot load Agent Skills from the project.' },
  SC3406: { title: 'plugin manifest field not expressible', explain: 'The agent\'s plugin manifest cannot hold this field.' },
  SC3110: { title: 'activation gate not met', explain: 'The agent keeps what seamc wrote inert until a user acts: trusts the folder, reviews the hooks, copies a user-level file, or starts the client where it reads the file. The reason says how to clear it; `seamc install` lists the gates that remain for the repository. Waive it once the gate is part of your setup.' },
  SC3111: { title: 'hook event not installed by seamc', explain: 'The agent has this event, but seamc does not install a hook there: it declined to (the reason says why) or has not adapted it yet. Not a vendor limit: `seamc matrix` shows the cell as declined or unadapted, never none.' },
  SC3112: { title: 'rule not expressible in the rule table', explain: 'The agent reads a declarative rule table instead of running seamc\'s hook, and the table cannot say this rule exactly (its match, its decision, or its intent), so seamc writes no entry for it rather than a wider or narrower one.' },
  SC3113: { title: 'rule approximated in the rule table', explain: 'The agent reads a declarative rule table, and the closest entry it can hold for this rule is written, but it does not mean exactly what the rule means (for example a regex over the raw command string instead of over each parsed command). The reason says how it differs.' },
  SC3501: { title: 'rule is advisory only', explain: 'The agent has no hook surface: the rule lands as text in its instructions, which the model may ignore.' },
  SC3502: { title: 'security rule has no blocking surface', explain: 'The rule has `intent: security`, but the agent has no hook surface that can stop the call. A security rule never compiles to advisory text; waive it with a reason or drop the agent.' },
  SC4001: { title: 'output conflict', explain: 'Two agents produce different bytes for one output path. seamc refuses instead of letting the last writer win.' },
  SC4002: { title: 'write failed', explain: 'An output file could not be written. Nothing of this build was committed past the failing file.' },
  SC4003: { title: 'output folder not owned', explain: 'The output folder holds files seamc did not write, where seamc would write or delete. seamc never deletes what it did not write.' },
  SC4004: { title: 'template error', explain: 'A markdown template is missing or failed to render.' },
  SC4010: { title: 'seamc markers damaged', explain: 'A file seamc manages holds a lone, reversed or repeated seamc begin/end marker. seamc does not guess which lines are its own: restore the pair (or delete both markers and the lines between them) and run again. Nothing was written.' },
  SC4011: { title: 'install conflict', explain: 'The repository already defines something seamc would write, differently (a JSON key with another value, a TOML table of the same name), or a file seamc merges into is not valid JSON/TOML. seamc never overwrites what is not its own: change one of the two (`seamc init` imports the repository\'s version into seam.yaml). Nothing was written.' },
  SC4012: { title: 'install path unsafe', explain: 'A path seamc would write or read leaves the repository: it is absolute, holds `..`, or passes through a symbolic link that points outside the repository. Nothing was written.' },
  SC4013: { title: 'installed state drifted', explain: 'The repository does not hold what `seamc install` would write from the spec: a seamc block or entry was edited or removed by hand, or the spec changed since the last install. Run `seamc install` (edits outside seamc\'s blocks and entries never count).' },
  SC4014: { title: 'output path unsafe', explain: 'A path `seamc build` would write leaves --out through a symbolic link (or a dangling one). seamc writes only inside the output folder; nothing was written.' },
  SC4015: { title: 'install already running', explain: 'Another `seamc install` or `uninstall` holds this repository\'s lock (.seam-install.lock, with its pid). Runs never interleave; wait for it and run again. A lock whose process has ended is taken over.' },
  SC9001: { title: 'internal error', explain: 'seamc failed unexpectedly. This is a bug: please report it with the spec that caused it.' },
} as const satisfies Record<string, CodeInfo>;

export type DiagnosticCode = keyof typeof CODES;

export function isDiagnosticCode(s: string): s is DiagnosticCode {
  return Object.prototype.hasOwnProperty.call(CODES, s);
}
