/**
 * Amazon Q Developer CLI's hook runtime adapter: payloads are parsed with the hook_json engine and Amazon Q's record;
 * replies are exit codes, because `q chat` reads no JSON from a hook: at preToolUse exit 2 blocks the call and its
 * stderr goes back to the model (stdout says the same, as for the other exit-code dialects); every other exit, and
 * every other trigger, lets things run, so a refusal there is silence.
 *
 * Two shapes need more than the record: fs_write is one tool for new files (`command: "create"`) and changes
 * (str_replace, insert, append), so only a create is a write; and fs_read takes a list of operations, each naming a
 * path (Image mode: several), while the runtime judges one path per call. An fs_read that names more than one
 * distinct path is therefore refused, with a note asking for one file at a time: judging only the first would let
 * `[README.md, .env]` read a file a rule denies. And the experimental delegate tool launches a background
 * `q chat --non-interactive --agent <name>` (with --trust-all-tools for the default agent) that runs none of these
 * hooks unless the agent is seamc's own, so a launch to any other agent is refused. See docs/decisions/amazon_q_cli.md.
 */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import type { Decision, Reply } from '../../compiler/contract/decisions.js';
import type { NormalizedEvent } from '../../compiler/contract/events.js';
import { hookJsonAdapter } from '../_families/hook-json/engine.js';
import { BATCH_READ, readPaths } from '../_families/hook-json/batch-read.js';
import { AMAZON_Q_GATES, amazonQRecord } from './runtime-data.js';

const SILENCE: Reply = { stdout: '', exit: 0 };
const base = hookJsonAdapter(amazonQRecord);

function parse(payload: unknown): NormalizedEvent | null {
  const e = base.parse(payload);
  if (!e || e.tool !== 'fs_write') return e;
  const command = e.toolInput?.['command'];
  return command === undefined || command === 'create' ? e : { ...e, toolClass: 'edit' };
}

const DELEGATE = 'a delegated task runs as another agent, outside seamc\'s hooks (the default one with every tool trusted); delegate to the agent seamc, or do the work here';

/** The reason seamc refuses a call its rules cannot see whole, or undefined. */
function unjudgeable(event: NormalizedEvent): string | undefined {
  if (event.event !== 'pre_tool') return undefined;
  if (event.tool === 'fs_read' && readPaths(event.toolInput).length > 1) return BATCH_READ;
  const input = event.toolInput ?? {};
  if (event.tool === 'delegate' && input['operation'] === 'launch' && input['agent'] !== 'seamc') return DELEGATE;
  return undefined;
}

function render(d: Decision, event: NormalizedEvent): Reply {
  if (!AMAZON_Q_GATES.includes(event.wire)) return SILENCE;
  let reason: string | undefined;
  if (d.verb === 'deny' || d.verb === 'escalate' || d.verb === 'transform') {
    const r = base.render(d, event);
    if (r.stdout !== '') {
      const o = JSON.parse(r.stdout) as Record<string, unknown>;
      if (o['decision'] === 'deny') reason = String(o['reason']);
    }
  }
  reason ??= unjudgeable(event);
  if (reason === undefined) return SILENCE;
  const text = `${reason}\n`;
  return { stdout: text, stderr: text, exit: 2 };
}

export const adapter: RuntimeAdapter = { ...base, parse, canTransform: () => false, canVouch: () => false, render };
