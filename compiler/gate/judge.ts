/**
 * The commit plane: the spec's own rules judged over a diff with the hook runtime's matchers (runtime/match.ts,
 * runtime/evaluate.ts). Each added, modified or deleted file is one write action carrying its new content, so a rule
 * holds at commit exactly when it would hold on an agent writing that file. Only rules whose fields name files
 * (path, content, outside_repo) can meet a commit; command, MCP, web and prompt rules cannot, and seamc's own wiring
 * guard is not applied (committing regenerated configs is the legitimate path). docs/decisions/planes.md.
 */
import { homedir } from 'node:os';
import type { DecisionVerb } from '../contract/index.js';
import type { Model, Rule } from '../model/types.js';
import type { Action } from '../runtime/actions.js';
import type { MatchContext } from '../runtime/match.js';
import { regexFlags } from '../runtime/match.js';
import { ruleMatchesActions } from '../runtime/evaluate.js';
import { viewPaths } from '../runtime/paths.js';
import type { ChangedFile } from './diff.js';

const FILE_FIELDS = ['path', 'content', 'outsideRepo'];
const NOT_FIELDS = ['flags', 'literals', 'pathWithin'];
const BLOCKING: readonly DecisionVerb[] = ['deny', 'escalate', 'transform'];

export interface Finding {
  readonly rule: string;
  readonly at: string;
  readonly decision: DecisionVerb;
  readonly blocking: boolean;
  readonly message: string;
  readonly path: string;
  readonly status: ChangedFile['status'];
  /** 1-based; the first line the content regex matches (absent for path-only rules and deletions) */
  readonly line?: number;
  readonly col?: number;
}

/** Can this rule meet a commit at all? pre_tool, selects writes, and names only file fields. */
export function gateApplies(rule: Rule): boolean {
  if (rule.builtin || rule.on !== 'pre_tool' || !rule.kinds.includes('write')) return false;
  const fields = Object.keys(rule.match).filter((k) => !NOT_FIELDS.includes(k));
  return fields.length > 0 && fields.every((f) => FILE_FIELDS.includes(f)) && rule.match.outsideRepo !== true;
}

function position(rule: Rule, content: string | undefined): { line: number; col: number } | undefined {
  const src = rule.match.content;
  if (src === undefined || content === undefined) return undefined;
  const m = new RegExp(src, regexFlags(rule.match)).exec(content);
  if (!m) return undefined;
  const before = content.slice(0, m.index);
  const line = before.split('\n').length;
  return { line, col: m.index - before.lastIndexOf('\n') };
}

export function judge(model: Model, files: readonly ChangedFile[], top: string): Finding[] {
  const fold = process.platform === 'darwin' || process.platform === 'win32';
  const ctx: MatchContext & { cwd: string; root: string; home: string; env: NodeJS.ProcessEnv; fold: boolean } = {
    cwd: top, root: top, home: homedir(), env: process.env, fold, holds: () => false,
  };
  const rules = model.rules.filter(gateApplies);
  const out: Finding[] = [];
  for (const f of files) {
    const path = viewPaths(f.path, ctx, false)[0];
    const op = f.status === 'deleted' ? 'delete' : f.status === 'added' ? 'write' : 'edit';
    const action: Action = { kind: 'write', op, ...(path ? { path } : {}), ...(f.content !== undefined ? { content: f.content } : {}) };
    for (const r of rules) {
      if (!ruleMatchesActions(r, [action], ctx)) continue;
      const pos = position(r, f.content);
      out.push({
        rule: r.id, at: r.at, decision: r.decision, blocking: BLOCKING.includes(r.decision),
        message: r.message ?? `${r.decision} by seam rule ${r.id}`, path: f.path, status: f.status, ...(pos ?? {}),
      });
    }
  }
  return out;
}
