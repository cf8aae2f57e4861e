/**
 * The user's own command hooks (`hooks:` in seam.yaml), run by the runtime for the events and tools they
 * name. Nothing is spawned unless a hook applies. A hook's stdout and stderr go to our stderr, never to the
 * host's stdout (which carries the verdict).
 */
import { spawnSync } from 'node:child_process';
import type { Decision } from '../contract/decisions.js';
import type { NormalizedEvent } from '../contract/events.js';
import type { CompiledHook } from '../contract/rules.js';
import { appliesTo } from './evaluate.js';

/** longest reason taken from a refusing hook's stderr */
export const HOOK_REASON_CAP = 1000;
const BLOCK_EXIT = 2;
const ENV_PREFIX = 'SEAM_';

export type Log = (message: string) => void;

function hookEnv(event: NormalizedEvent): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith(ENV_PREFIX)) env[k] = v;
  const put = (key: string, value: string | undefined): void => {
    if (value !== undefined) env[key] = value;
  };
  put('SEAM_AGENT', event.agent);
  put('SEAM_EVENT', event.event);
  put('SEAM_TOOL', event.tool);
  put('SEAM_TOOL_CLASS', event.toolClass);
  put('SEAM_COMMAND', event.command);
  put('SEAM_PATH', event.path);
  put('SEAM_CWD', event.cwd);
  return env;
}

function capReason(text: string): string {
  const t = text.trim();
  return t.length > HOOK_REASON_CAP ? `${t.slice(0, HOOK_REASON_CAP)}…` : t;
}

/**
 * Run every applicable hook in spec order. Exit 2 = a refusal (deny, reason = its stderr); the first
 * refusal is returned, later hooks still run (they may be formatters or loggers the user relies on).
 * Other non-zero exits, timeouts and spawn failures are reported to `log` and ignored.
 */
export function runUserHooks(hooks: readonly CompiledHook[], event: NormalizedEvent, log: Log): Decision | undefined {
  let refusal: Decision | undefined;
  let input: string | undefined;
  let env: NodeJS.ProcessEnv | undefined;
  for (const hook of hooks) {
    if (!appliesTo(hook.on, hook.tools, event)) continue;
    input ??= JSON.stringify(event);
    env ??= hookEnv(event);
    const r = spawnSync(hook.run, {
      shell: true,
      input,
      env,
      timeout: Math.max(1, hook.timeout) * 1000,
      maxBuffer: 8 * 1024 * 1024,
      windowsHide: true,
    });
    const out = r.stdout?.toString('utf8') ?? '';
    const err = r.stderr?.toString('utf8') ?? '';
    if (out) log(out.endsWith('\n') ? out.slice(0, -1) : out);
    // a hook that never reads stdin may exit before the event is written: EPIPE, yet its exit status stands
    const unread = r.error !== undefined && (r.error as NodeJS.ErrnoException).code === 'EPIPE' && r.status !== null;
    if (r.error && !unread) {
      log(`seamc: hook ${hook.id} did not finish (${r.error.name}${'code' in r.error ? ` ${String(r.error.code)}` : ''}); ignored`);
      continue;
    }
    if (r.status === BLOCK_EXIT) {
      if (!refusal) {
        const reason = capReason(err) || `refused by hook ${hook.id}`;
        refusal = { verb: 'deny', reason, ruleId: `hook:${hook.id}` };
      } else if (err) {
        log(err.trimEnd());
      }
      continue;
    }
    if (err) log(err.trimEnd());
    if (r.status !== 0) log(`seamc: hook ${hook.id} exited ${r.status ?? `on signal ${r.signal ?? '?'}`}; ignored`);
  }
  return refusal;
}
