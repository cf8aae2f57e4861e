/**
 * Hermes Agent's hook runtime adapter: payloads are parsed with the hook_json engine and Hermes's record, then
 * reshaped where one tool name covers several shapes; replies are Hermes's own pre_tool_call words:
 * `{"decision": "block", "reason": R}` refuses, `{"action": "modify", "args": X}` replaces the arguments, silence
 * lets the call run (agent/shell_hooks.py, _parse_pre_tool_call). Every other event is observation only.
 *
 * Hermes resolves a relative file path against its terminal's current folder (tools/file_tools.py), which an
 * earlier `cd` may have moved, while the payload's `cwd` is the Hermes process's; so a file tool, a V4A patch or a
 * `workdir` that names a relative or `~` path is refused with a note asking for an absolute one, and a terminal
 * command that changes folder (cd, pushd, popd: Hermes keeps the folder for later calls) is refused too. A `patch` call in
 * V4A mode is judged file by file from its envelope, and refused when any `***` line is not one seamc reads. Tools
 * whose effect seamc cannot see from the call are refused outright: execute_code (a Python script), delegate_task
 * (subagents, some on other runtimes), browser_cdp (raw DevTools commands), skill_manage (writes skill files and
 * scripts Hermes later loads), computer_use (the desktop's mouse and keyboard), process input (keystrokes to a
 * running program) and cron jobs that are created, changed or run (a later session). See docs/decisions/hermes.md.
 */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import type { Decision, Reply } from '../../compiler/contract/decisions.js';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import { hookJsonAdapter } from '../_families/hook-json/engine.js';
import { readPatch } from '../_families/hook-json/patch.js';
import { HERMES_GATE, hermesRecord } from './runtime-data.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const SILENCE: Reply = { stdout: '', exit: 0 };
const base = hookJsonAdapter(hermesRecord);

const OPAQUE: Readonly<Record<string, string>> = {
  execute_code: 'execute_code runs a Python script whose file, shell and network effects seamc cannot see from the call',
  delegate_task: 'delegate_task hands work to subagents (some on other agent runtimes) whose calls seamc cannot see from this one',
  browser_cdp: 'browser_cdp sends a raw DevTools command (navigation, script evaluation) that seamc cannot judge',
  skill_manage: 'skill_manage writes skill files and scripts that Hermes later loads and runs, which seamc cannot judge from the call',
  computer_use: 'computer_use drives the desktop\'s mouse and keyboard, which can type into any program, and seamc cannot judge that from the call',
};
const PROCESS_INPUT = ['write', 'submit'];
const CRON_LATER = ['create', 'update', 'run'];
const FILE_TOOLS = ['read_file', 'write_file', 'patch', 'search_files'];
const ABSOLUTE = 'give an absolute path: Hermes resolves a relative or ~ path against its terminal\'s current folder, which seamc cannot see';
/**
 * A word that moves the terminal's folder, which Hermes keeps for later calls; tested with quotes and backslashes
 * removed, so `"cd"`, `c\d` and `c''d` count (a mention inside a quoted text counts too: refused, never let through).
 */
const CHDIR = /(?:^|[^\w./-])(?:cd|pushd|popd)(?=$|[^\w./-])/;
const changesFolder = (command: string): boolean => CHDIR.test(command.replace(/['"\\]/g, ''));
const V4A_LINES = ['*** Begin Patch', '*** End Patch', '*** End of File'];
const FILE_OP = /^\*\*\* (Add File|Update File|Delete File|Move to): \S/;

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const isAbsolute = (p: string): boolean => p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p);

/** The V4A envelope of a `patch` call in patch mode, or undefined in replace mode. */
function v4a(input: Record<string, unknown>): string | undefined {
  return input['mode'] === 'patch' ? (str(input['patch']) ?? '') : undefined;
}

/** Why a V4A envelope cannot be judged file by file, or undefined. */
function unreadablePatch(text: string): string | undefined {
  const view = readPatch(text);
  if (!view) return 'seamc cannot read this V4A patch (no *** Begin Patch and file lines)';
  for (const line of text.split(/\r?\n/)) {
    if (!/^\s*\*\*\*/.test(line)) continue;
    if (!V4A_LINES.includes(line.trimEnd()) && !FILE_OP.test(line)) return `seamc cannot read the V4A patch line "${line.slice(0, 60)}"`;
  }
  if (view.paths.some((p) => !isAbsolute(p))) return `a V4A patch names a relative file; ${ABSOLUTE}`;
  return undefined;
}

/** The reason seamc refuses a call its rules cannot see whole, or undefined. */
export function unjudgeable(e: NormalizedEvent): string | undefined {
  if (e.wire !== HERMES_GATE || e.tool === undefined) return undefined;
  const input = e.toolInput ?? {};
  const opaque = OPAQUE[e.tool];
  if (opaque !== undefined) return opaque;
  if (e.tool === 'process' && PROCESS_INPUT.includes(String(input['action']))) return 'process input goes to a running program whose effect seamc cannot judge';
  if (e.tool === 'cronjob' && CRON_LATER.includes(String(input['action']))) return 'a cron job runs later, in a session this call does not show';
  if (e.tool === 'terminal' && typeof input['command'] === 'string' && changesFolder(input['command'])) return 'Hermes keeps the terminal\'s folder after a cd, pushd or popd for later calls, which seamc would then judge from the wrong folder; pass an absolute workdir instead';
  if (e.tool === 'terminal' && input['workdir'] !== undefined && !(typeof input['workdir'] === 'string' && isAbsolute(input['workdir']))) return `terminal workdir: ${ABSOLUTE}`;
  if (e.tool === 'patch') {
    const envelope = v4a(input);
    if (envelope !== undefined) return unreadablePatch(envelope);
    if (input['mode'] !== undefined && input['mode'] !== 'replace') return `seamc does not know the patch mode ${JSON.stringify(input['mode'])}`;
    if (input['patch'] !== undefined && input['mode'] !== 'replace') return 'a patch call with a V4A patch but no mode is ambiguous to seamc';
  }
  if (FILE_TOOLS.includes(e.tool) || (e.tool === 'vision_analyze' && e.toolClass === 'read')) {
    if (e.path === undefined || !isAbsolute(e.path)) return `${e.tool}: ${ABSOLUTE}`;
  }
  return undefined;
}

function parse(payload: unknown): NormalizedEvent | null {
  const parsed = base.parse(payload);
  if (!parsed || parsed.tool === undefined) return parsed;
  const e: Mutable<NormalizedEvent> = { ...parsed };
  const input = e.toolInput ?? {};
  if (e.tool === 'terminal' && typeof input['workdir'] === 'string' && isAbsolute(input['workdir'])) e.cwd = input['workdir'];
  // browser tools the record does not list (newer releases add them) act on the page as the listed ones do
  if (e.toolClass === 'other' && parsed.tool.startsWith('browser_')) e.toolClass = 'web';
  if (e.tool === 'patch') {
    const envelope = v4a(input);
    const view = envelope !== undefined ? readPatch(envelope) : undefined;
    if (envelope !== undefined) delete e.content;
    if (envelope !== undefined && view) {
      e.patch = envelope;
      e.path = view.paths[0] as string;
      if (view.content !== '') e.content = view.content;
      e.toolClass = view.addsOnly ? 'write' : 'edit';
    }
  }
  if (e.tool === 'vision_analyze') {
    const image = str(input['image_url']);
    if (image !== undefined && /^https?:\/\//i.test(image)) {
      e.toolClass = 'web';
      e.url = image;
    } else if (image !== undefined) {
      e.toolClass = 'read';
      e.path = image;
    }
  }
  return e;
}

function render(d: Decision, event: NormalizedEvent): Reply {
  if (event.wire !== HERMES_GATE) return SILENCE;
  const block = (reason: string): Reply => ({ stdout: JSON.stringify({ decision: 'block', reason }), exit: 0 });
  if (d.verb === 'deny') return block(d.reason ?? 'blocked by policy');
  if (d.verb === 'escalate') return block(`${d.reason ?? 'confirmation required by policy'} (Hermes Agent cannot ask the user from a shell hook, so it is refused)`);
  const opaque = unjudgeable(event);
  if (opaque !== undefined) return block(`${opaque}; refused by seamc`);
  if (d.verb === 'transform') return d.updatedInput ? { stdout: JSON.stringify({ action: 'modify', args: d.updatedInput }), exit: 0 } : block(`${d.reason ?? 'rewrite required by policy'} (no replacement input was supplied, so it is refused)`);
  return SILENCE;
}

export const adapter: RuntimeAdapter = { ...base, parse, canVouch: () => false, render };
