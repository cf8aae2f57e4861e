/**
 * Kiro CLI's hook runtime adapter: the hook_json family engine bound to Kiro's record, answering by exit code; an
 * fs_write that is not a `create` is classed as an edit.
 * Kiro reads no JSON reply: a refusal is exit 2 with the reason on stderr (returned to the model; stdout, which
 * Kiro ignores there, says the same, as for the other exit-code dialects); anything else is exit 0 with nothing printed.
 * An fs_read naming several files is refused before a verdict could wave it through (vendors/_families/hook-json/batch-read.ts):
 * the engine reads `operations[].path` as one joined string, which no path rule matches.
 */
import type { RuntimeAdapter } from '../../compiler/contract/adapter.js';
import { hookJsonAdapter } from '../_families/hook-json/engine.js';
import { BATCH_READ, readPaths } from '../_families/hook-json/batch-read.js';
import { kiroRecord } from './runtime-data.js';

const base = hookJsonAdapter(kiroRecord);

/** fs_write is one tool for new files (`command: "create"`) and changes (str_replace, append, insert): only a create is a write. */
function parse(payload: unknown): ReturnType<RuntimeAdapter['parse']> {
  const e = base.parse(payload);
  if (!e || e.toolClass !== 'write') return e;
  const input = e.toolInput as Record<string, unknown> | undefined;
  const command = input !== undefined && typeof input === 'object' ? input['command'] : undefined;
  return command === undefined || command === 'create' ? e : { ...e, toolClass: 'edit' };
}

export const adapter: RuntimeAdapter = {
  ...base,
  parse,
  render: (decision, event) => {
    const r = base.render(decision, event);
    let reason: string | undefined;
    if (r.stdout !== '') {
      const o = JSON.parse(r.stdout) as Record<string, unknown>;
      if (o['decision'] === 'deny') reason = String(o['reason']);
    }
    if (reason === undefined && event.event === 'pre_tool' && event.toolClass === 'read' && readPaths(event.toolInput).length > 1) reason = BATCH_READ;
    if (reason === undefined) return r.stdout === '' ? r : { stdout: '', exit: r.exit };
    const text = `${reason}\n`;
    return { stdout: text, stderr: text, exit: 2 };
  },
};
