/**
 * Hooks on Cline: one executable file per hook event in `.clinerules/hooks/` (named exactly after the event, no
 * extension), each a two-line shell script running seamc's hook command. Cline has no matchers or timeouts in
 * config: the runtime filters by tool class itself. Hooks run only while Cline's hooks setting is on (facts.gates).
 * See docs/decisions/cline.md.
 */
import type { Artifact, EmitContext, Emitted, VendorFacts } from '../../compiler/backend/types.js';
import { CANONICAL_EVENTS } from '../../compiler/contract/index.js';
import type { Model } from '../../compiler/model/types.js';
import { facts } from './facts.js';

export const HOOK_DIR = '.clinerules/hooks';

export function hookScript(command: string): string {
  return `#!/bin/sh\n# written by seamc: Cline passes the hook's JSON on stdin; the runtime answers {"cancel": true} to block\n${command}\n`;
}

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const fragment: Artifact[] = [];
  for (const event of CANONICAL_EVENTS) {
    const cap = (facts as VendorFacts).hooks?.events[event];
    if (!cap || !(model.rules.some((r) => r.on === event) || model.hooks.some((h) => h.on === event))) continue;
    fragment.push({ path: `${HOOK_DIR}/${cap.wire[0] as string}`, format: 'text', body: hookScript(ctx.hookCommand), mode: 0o755 });
  }
  if (fragment.length > 0) fragment.push({ path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } });
  return { fragment, unrepresentable: [] };
}
