/**
 * Hooks on Auggie: matcher groups under `hooks.<Event>` in the project's `.augment/settings.json`, one per wire event a
 * rule or a user hook uses, no matcher (the runtime filters by tool class itself), timeouts in milliseconds. Auggie
 * takes only the path of a `.sh` script as a hook command, so each event gets a wrapper `.augment/hooks/seamc-<Event>.sh`
 * that adds `"seamc_event":"<Event>"` to the front of the JSON object Auggie writes on stdin (no page seamc read shows
 * a payload key naming the event) and pipes it to the shared hook command (docs/decisions/hook-commands.md), whose
 * exit code is the wrapper's. The settings name the wrapper by its project-relative path. See docs/decisions/augment.md.
 */
import type { Artifact, EmitContext, Emitted, JsonObject } from '../../compiler/backend/types.js';
import { CANONICAL_EVENTS } from '../../compiler/contract/index.js';
import type { Model } from '../../compiler/model/types.js';
import { facts } from './facts.js';
import { EVENT_KEY } from './runtime-data.js';

export const WRAPPER_DIR = '.augment/hooks';

export const wrapperPath = (wire: string): string => `${WRAPPER_DIR}/seamc-${wire}.sh`;

/** The wrapper for one wire event: the payload's first `{` gains the event key, then the hook command reads it. */
export function wrapperScript(wire: string, command: string): string {
  if (!/^[A-Za-z]+$/.test(wire)) throw new Error(`unsafe Auggie hook event name: ${wire}`);
  return [
    '#!/bin/sh',
    `# written by seamc: Auggie runs this at ${wire}. It puts "${EVENT_KEY}":"${wire}" at the front of the JSON object`,
    '# Auggie writes on stdin, then hands it to seamc\'s hook runtime; the runtime\'s exit code is this script\'s.',
    `sed '1s/^\\([[:space:]]*\\){/\\1{"${EVENT_KEY}":"${wire}",/' | {`,
    command,
    '}',
    '',
  ].join('\n');
}

export function emitHooks(model: Model, ctx: EmitContext): Emitted {
  const groups: Record<string, JsonObject[]> = {};
  const fragment: Artifact[] = [];
  for (const event of CANONICAL_EVENTS) {
    const cap = facts.hooks.events[event as keyof typeof facts.hooks.events] as { wire: readonly string[] } | undefined;
    const user = model.hooks.filter((h) => h.on === event);
    // an event Auggie lacks is reported generically (compiler/backend/capability.ts)
    if (!cap || (user.length === 0 && !model.rules.some((r) => r.on === event))) continue;
    const wire = cap.wire[0] as string;
    const seconds = facts.hooks.timeout + user.reduce((sum, h) => sum + h.timeout, 0);
    groups[wire] = [{ hooks: [{ type: 'command', command: wrapperPath(wire), timeout: seconds * 1000 }] }];
    fragment.push({ path: wrapperPath(wire), format: 'text', body: wrapperScript(wire, ctx.hookCommand), mode: 0o755 });
  }
  if (fragment.length === 0) return { fragment, unrepresentable: [] };
  fragment.unshift({ path: facts.hooks.config, format: 'json', body: { hooks: groups } });
  fragment.push({ path: ctx.hookScript, format: 'runtime', body: { agent: facts.id } });
  return { fragment, unrepresentable: [] };
}
