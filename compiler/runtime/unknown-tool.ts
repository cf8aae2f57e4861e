/**
 * A tool the adapter cannot class, whose input still carries a command (a vendor's new way to run one: Kilo's
 * background_process, a monitor, a task runner), is judged as a shell call: otherwise every rule on shell commands
 * lets it through (docs/matching.md, "Tools seamc does not know"). So is an MCP tool whose input carries one (a
 * shell server's `run_command`, `start_process`), besides the rules on MCP calls. The guess only ever makes an answer
 * stricter: a vouch is answered as a plain allow (the client's own prompt stays), and a transform, which would
 * rewrite a field of a tool seamc does not know, is asked instead (dispatch.ts `guessed`). Vendor-free.
 */
import type { NormalizedEvent } from '../contract/events.js';
import { quote } from './shell/render.js';

/** The event as a shell call when its tool is unclassed and it carries a command; the event itself otherwise. */
export function asShellGuess(event: NormalizedEvent): NormalizedEvent {
  if (event.toolClass !== 'other' || typeof event.command !== 'string' || event.command.trim() === '') return event;
  if (event.event !== 'pre_tool' && event.event !== 'post_tool') return event;
  return { ...event, toolClass: 'shell' };
}

/**
 * An MCP call whose input names a command (`command` or `cmd`, with an `args` list of words when it has one), as
 * the shell call it would be; undefined for any other call.
 */
export function mcpShellGuess(event: NormalizedEvent): NormalizedEvent | undefined {
  if (event.toolClass !== 'mcp' || (event.event !== 'pre_tool' && event.event !== 'post_tool')) return undefined;
  // the arguments themselves, or one level down where a client nests them in its own record
  const input = withCommand(event.toolInput) ?? Object.values(event.toolInput ?? {}).map(withCommand).find((x) => x !== undefined);
  const cmd = input?.command ?? input?.cmd;
  if (typeof cmd !== 'string' || cmd.trim() === '') return undefined;
  const args = Array.isArray(input?.args) ? input.args.filter((a): a is string => typeof a === 'string') : [];
  return { ...event, toolClass: 'shell', command: args.length > 0 ? [cmd, ...args.map(quote)].join(' ') : cmd };
}

function withCommand(v: unknown): Record<string, unknown> | undefined {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const o = v as Record<string, unknown>;
  return typeof o.command === 'string' || typeof o.cmd === 'string' ? o : undefined;
}
