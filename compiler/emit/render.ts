import { createHash } from 'node:crypto';
import type { RuntimePolicy } from '../contract/index.js';
import type { Artifact } from '../backend/types.js';
import { runtimeSource } from '../bundle/inject.js';
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
      return { path: a.path, text: runtimeSource(a.body.agent, ctx.policy, slashHeader(ctx.spec)), mode: 0o755 };
  }
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
