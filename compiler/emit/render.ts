import { createHash } from 'node:crypto';
import type { RuntimePolicy } from '../contract/index.js';
import type { Artifact } from '../backend/types.js';
import { entrySource, policySource, sharedRuntimeSource } from '../bundle/inject.js';
import { SHARED_POLICY, SHARED_RUNTIME } from '../bundle/placeholder.js';
import { slashHeader } from './header.js';
import { renderJson } from './json.js';
import { renderMarkdown } from './markdown.js';
import { renderToml } from './toml.js';

export interface RenderContext {
  /** the spec's name as shown in do-not-edit headers (repo-relative path) */
  readonly spec: string;
  readonly policy: RuntimePolicy;
}

export interface OutFile {
  readonly path: string;
  readonly text: string;
  /** POSIX permission bits */
  readonly mode: number;
}

/** The one place an artifact becomes bytes. */
export function renderArtifact(a: Artifact, ctx: RenderContext): OutFile {
  switch (a.format) {
    case 'json':
      return { path: a.path, text: renderJson(a.body), mode: 0o644 };
    case 'toml':
      return { path: a.path, text: renderToml(a.body, ctx.spec), mode: 0o644 };
    case 'markdown':
      return { path: a.path, text: renderMarkdown(a.body, ctx.spec), mode: 0o644 };
    case 'text':
      return { path: a.path, text: a.body, mode: a.mode ?? 0o644 };
    case 'runtime':
      return { path: a.path, text: entrySource(a.body.agent, ctx.policy, slashHeader(ctx.spec), a.body.refuse), mode: 0o755 };
    case 'runtime-shared':
      return { path: a.path, text: a.body.file === 'body' ? sharedRuntimeSource(slashHeader(ctx.spec)) : policySource(ctx.policy, slashHeader(ctx.spec)), mode: 0o644 };
  }
}

/**
 * A fragment's hook entries bound to the client's refusal, plus the two files they run, beside them: every hook
 * agent of a build adds the same two artifacts, so each is written once and belongs to all of them.
 */
export function withSharedRuntime(fragment: readonly Artifact[], refuse: { readonly exit: number; readonly stdout?: string } | undefined): Artifact[] {
  const out: Artifact[] = [];
  for (const a of fragment) {
    if (a.format !== 'runtime') {
      out.push(a);
      continue;
    }
    const dir = a.path.slice(0, a.path.lastIndexOf('/') + 1);
    out.push(refuse && !a.body.refuse ? { ...a, body: { ...a.body, refuse } } : a);
    out.push({ path: `${dir}${SHARED_RUNTIME}`, format: 'runtime-shared', body: { file: 'body' } }, { path: `${dir}${SHARED_POLICY}`, format: 'runtime-shared', body: { file: 'policy' } });
  }
  return out;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
