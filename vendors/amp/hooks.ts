/**
 * Hooks on Amp: Amp has no hook config, but an `amp.permissions` entry `{"tool": "*", "action": "delegate", "to": P}`
 * makes it run the program P for every tool call that reaches the entry (no arguments, no shell), with the tool's
 * arguments as JSON on stdin and the tool's name in AGENT_TOOL_NAME; its exit code is the answer (0 allow, 1 ask,
 * other reject). P is a wrapper seamc writes, `.seam/amp/delegate.sh`: it checks the tool name, folds it and stdin
 * into one JSON object (runtime-data.ts), pipes that to the shared hook command and maps the runtime's exit to Amp's
 * (ASK_EXIT to 1, any other failure, a crash too, to 2). The entry is placed by
 * permissions.ts: after the reject entries, before ask and allow (Amp takes the first entry that matches).
 * See docs/decisions/amp.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject } from '../../compiler/backend/types.js';
import type { Model } from '../../compiler/model/types.js';
import { AMP_GATE, ASK_EXIT, EVENT_KEY } from './runtime-data.js';

/** Repo-relative: Amp resolves `to` against its own working directory, so Amp must be started at the project root. */
export const WRAPPER = '.seam/amp/delegate.sh';

/** A name Amp gives a tool (built-in names, `mcp__<server>__<tool>` with `_` for other characters, `tb__<name>`). */
const NAME = '*[!A-Za-z0-9_.:-]*';
/** A folder path that needs no JSON escape. */
const DIR = '*[!A-Za-z0-9_./@+,=:~\\ -]*';

/** The wrapper: refuses (exit 2) without a plain tool name; otherwise builds the runtime's payload on its stdin. */
export function wrapperScript(command: string): string {
  return [
    '#!/bin/sh',
    '# written by seamc: Amp runs this for its amp.permissions delegate entry, with the tool\'s arguments as JSON on',
    '# stdin and the tool\'s name in AGENT_TOOL_NAME. It hands {"seamc_event", "tool_name", "tool_input", ...} to',
    '# seamc\'s hook runtime and gives Amp its answer: 0 allow, 1 ask, 2 reject (stderr is the message).',
    `case "\${AGENT_TOOL_NAME:-}" in ''|${NAME}) echo "seamc: Amp named no tool seamc can read (AGENT_TOOL_NAME); the call is blocked" >&2; exit 2;; esac`,
    `t=; case "\${AMP_THREAD_ID:-}" in ''|${NAME}) ;; *) t=",\\"session_id\\":\\"$AMP_THREAD_ID\\"";; esac`,
    `u=; case "\${AGENT_TOOL_USE_ID:-}" in ''|${NAME}) ;; *) u=",\\"tool_use_id\\":\\"$AGENT_TOOL_USE_ID\\"";; esac`,
    // Amp's working directory, where a call without its own cwd runs (left out when it would need JSON escapes)
    `c=; case "$PWD" in ''|${DIR}) ;; *) c=",\\"cwd\\":\\"$PWD\\"";; esac`,
    `{ printf '{"${EVENT_KEY}":"${AMP_GATE}","tool_name":"%s"%s%s%s,"tool_input":' "$AGENT_TOOL_NAME" "$t" "$u" "$c"; cat; printf '}\\n'; } | {`,
    command,
    '}',
    // the runtime's exit, in Amp's words: 0 allow, its ask (3) ask, anything else (a deny, node crashing) reject
    `case $? in 0) exit 0;; ${ASK_EXIT}) exit 1;; *) exit 2;; esac`,
    '',
  ].join('\n');
}

/** Does the spec need the delegate: a pre_tool rule or hook (Amp's only gate). */
export const needsDelegate = (model: Model): boolean => model.rules.some((r) => r.on === 'pre_tool') || model.hooks.some((h) => h.on === 'pre_tool');

/** The delegate entry of `amp.permissions` (permissions.ts places it). */
export const DELEGATE: JsonObject = { tool: '*', action: 'delegate', to: WRAPPER };

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  if (!needsDelegate(model)) return { fragment: [], unrepresentable: [] };
  const fragment: Artifact[] = [
    { path: WRAPPER, format: 'text', body: wrapperScript(ctx.hookCommand), mode: 0o755 },
    { path: ctx.hookScript, format: 'runtime', body: { agent: 'amp' } },
  ];
  return { fragment, unrepresentable: [] };
}
