/**
 * Permissions on Rovo Dev CLI: the `toolPermissions` block of the configuration file, which Rovo Dev reads from the
 * user's ~/.rovodev/config.yml (or a file passed with --config-file), never from the project. As with Kimi's and Zed's
 * user-scope files, seamc writes the block to `.seam/rovo_dev/config.yml` for the user to merge, and the
 * `user-config-only` gate reports it inert until then (once merged it applies in every project).
 *
 * The documented shape (support.atlassian.com, "Use tools in Rovo Dev CLI"): `tools.<tool>: allow | ask | deny`,
 * whole tools only; `bash.default` for unlisted commands and `bash.commands: [{command: <regex>, permission}]`, where
 * a plain pattern matches only that command and `ls.*` matches ls with any arguments; a compound command (`&&`, `||`,
 * `;`) is split and each part judged alone. Neither the regex dialect, nor whether a pattern may match inside a
 * part, nor which of two matching entries wins is stated, so seamc writes forms that mean the same under either reading:
 * - deny and ask: `^(?:.*[\s|&;(\`])?<words>(?:\s.*)?$` (the words at the start of the part or after a space or shell
 *   punctuation): stricter than seam.yaml's prefix (it also catches `sudo rm -rf`, `x | rm -rf`), never looser;
 * - allow: `^<words>$`, the bare command only, narrower than seam.yaml's prefix (arguments keep prompting), and left
 *   out when a deny or ask entry also matches it, since which entry wins is not documented.
 * See docs/decisions/rovo_dev.md.
 */
import type { Artifact, EmitContext, Emitted, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission, PermissionLevel } from '../../compiler/model/types.js';

export const CONFIG_FRAGMENT = '.seam/rovo_dev/config.yml';

/** Rovo Dev's file tools as its tools page lists them. */
const READ_TOOLS = ['open_files', 'expand_code_chunks', 'expand_folder', 'grep'] as const;
const EDIT_TOOLS = ['create_file', 'delete_file', 'move_file', 'find_and_replace_code'] as const;

const escape = (s: string): string => s.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
const WORD = /^[^\s'"`$\\]+$/;

export interface Entry { readonly command: string; readonly permission: PermissionLevel }

function words(p: Permission): { words: string[]; glued: boolean } | undefined {
  const t = p.pattern.trim().replace(/\s+/g, ' ');
  const glued = t.endsWith('*') && !t.endsWith(' *');
  const body = t.endsWith(' *') ? t.slice(0, -2).trimEnd() : glued ? t.slice(0, -1) : t;
  const ws = body.split(' ');
  return body !== '' && ws.every((w) => WORD.test(w)) ? { words: ws, glued } : undefined;
}

/** The regex written for a deny or ask: the words at a word start anywhere in the part. */
export function guardRegex(ws: readonly string[], glued: boolean): string {
  const core = ws.map(escape).join('\\s+');
  return `^(?:[\\s\\S]*[\\s|&;(\`])?${core}${glued ? '[\\s\\S]*' : '(?:\\s[\\s\\S]*)?'}$`;
}

export function permissionBlock(model: Model): { block: Record<string, unknown>; losses: Loss[]; narrowed: string[] } {
  const losses: Loss[] = [];
  const tools: Record<string, PermissionLevel> = {};
  const rank: Record<PermissionLevel, number> = { allow: 0, ask: 1, deny: 2 };
  const setTool = (name: string, level: PermissionLevel): void => {
    const was = tools[name];
    if (was === undefined || rank[level] > rank[was]) tools[name] = level;
  };
  let shellDefault: PermissionLevel | undefined;
  const guards: Entry[] = [];
  const allows: { p: Permission; cmd: string }[] = [];
  for (const p of model.permissions) {
    const whole = p.pattern.trim() === '*' || p.pattern.trim() === '**';
    if (p.kind === 'shell') {
      if (p.pattern.trim() === '*') {
        if (shellDefault === undefined || rank[p.level] > rank[shellDefault]) shellDefault = p.level;
        continue;
      }
      const w = words(p);
      if (!w) {
        losses.push({ code: 'SC3203', at: p.at, reason: `Rovo Dev matches a bash command pattern against the command as typed, so "${p.pattern}" (quotes, "$", backslashes or backticks) has no pattern seamc can state exactly.` });
        continue;
      }
      if (p.level === 'allow') allows.push({ p, cmd: w.words.join(' ') });
      else guards.push({ command: guardRegex(w.words, w.glued), permission: p.level });
      continue;
    }
    if ((p.kind === 'read' || p.kind === 'edit') && whole && p.level === 'allow') {
      losses.push({ code: 'SC3203', at: p.at, reason: `Rovo Dev's toolPermissions allow a whole tool (${(p.kind === 'read' ? READ_TOOLS : EDIT_TOOLS).join(', ')}) for any path, inside the repository or not, which is more than seam.yaml's "${p.kind}: ${p.pattern}"; the tools keep asking.` });
      continue;
    }
    if ((p.kind === 'read' || p.kind === 'edit') && whole) {
      for (const t of p.kind === 'read' ? READ_TOOLS : EDIT_TOOLS) setTool(t, p.level);
      continue;
    }
    if (p.kind === 'read' || p.kind === 'edit')
      losses.push({ code: 'SC3203', at: p.at, reason: `Rovo Dev's toolPermissions name whole tools (${(p.kind === 'read' ? READ_TOOLS : EDIT_TOOLS).join(', ')}) with no path pattern, so "${p.kind}: ${p.pattern}" can only be said for every file.` });
    else
      losses.push({ code: 'SC3202', at: p.at, reason: `Rovo Dev's toolPermissions document file tools and bash commands only; no ${p.kind === 'web' ? 'web fetch' : 'MCP tool'} rule form is given, so "${p.kind}: ${p.pattern}" cannot be said.` });
  }
  guards.sort((a, b) => rank[b.permission] - rank[a.permission]);
  const entries: Entry[] = [...guards];
  const narrowed: string[] = [];
  for (const { p, cmd } of allows) {
    if (guards.some((g) => new RegExp(g.command).test(cmd))) {
      losses.push({ code: 'SC3203', at: p.at, reason: `"${cmd}" also matches a deny or ask entry, and Rovo Dev does not document which of two matching bash entries wins, so the allow is left out (the command keeps the stricter entry's answer or prompts).` });
      continue;
    }
    entries.push({ command: `^${cmd.split(' ').map(escape).join(' ')}$`, permission: 'allow' });
    narrowed.push(cmd);
  }
  const bash: Record<string, unknown> = {};
  if (shellDefault) bash['default'] = shellDefault;
  if (entries.length > 0) bash['commands'] = entries;
  const block: Record<string, unknown> = {};
  if (Object.keys(tools).length > 0) block['tools'] = tools;
  if (Object.keys(bash).length > 0) block['bash'] = bash;
  return { block, losses, narrowed };
}

/** Block YAML with every scalar double-quoted (JSON escapes are YAML double-quoted escapes). */
function yaml(block: Record<string, unknown>): string {
  const q = (s: string): string => JSON.stringify(s);
  const lines = ['# Rovo Dev CLI tool permissions from seam.yaml (seamc). Merge this block into ~/.rovodev/config.yml.', 'toolPermissions:'];
  const tools = block['tools'] as Record<string, string> | undefined;
  if (tools) {
    lines.push('  tools:');
    for (const [k, v] of Object.entries(tools)) lines.push(`    ${k}: ${q(v)}`);
  }
  const bash = block['bash'] as { default?: string; commands?: Entry[] } | undefined;
  if (bash) {
    lines.push('  bash:');
    if (bash.default) lines.push(`    default: ${q(bash.default)}`);
    if (bash.commands) {
      lines.push('    commands:');
      for (const e of bash.commands) lines.push(`      - command: ${q(e.command)}`, `        permission: ${q(e.permission)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const { block, losses, narrowed } = permissionBlock(model);
  const fragment: Artifact[] = Object.keys(block).length > 0 ? [{ path: CONFIG_FRAGMENT, format: 'text', body: yaml(block) }] : [];
  const notes: string[] = [];
  if (narrowed.length > 0)
    notes.push(`Rovo Dev gets ${narrowed.map((c) => `"${c}"`).join(', ')} as exact commands: the same command with arguments keeps prompting, since a pattern reaching its arguments could also reach a pipe or $(...) in the same part`);
  return { fragment, unrepresentable: losses, ...(notes.length > 0 ? { notes } : {}) };
}
