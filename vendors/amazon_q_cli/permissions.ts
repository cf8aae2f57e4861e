/**
 * Permissions on Amazon Q Developer CLI, in the same local agent as the hooks (`.amazonq/cli-agents/seamc.json`,
 * applied only when the chat uses that agent: gate select-agent). Semantics read in aws/amazon-q-developer-cli@15cc8f3c
 * (cli/chat/tools/execute/mod.rs, cli/agent/mod.rs, util/paths.rs):
 * - shell: `toolsSettings.execute_bash.deniedCommands` and `allowedCommands` are regexes anchored to the whole command
 *   line (`\A…\z`). A denied match refuses the call. An allowed match runs it without a prompt, but only a command
 *   with no chaining, substitution or redirection (`&&`, `;`, `|` without spaces, `$`, backticks, `>` ... always ask);
 *   a spaced pipe is not among them, so an allow regex refuses `|` itself and cannot approve a second command. A deny prefix misses the same command behind a wrapper or
 *   after another (`sudo rm -rf`, `cd x && rm -rf y`): reported (SC3203); those ask unless execute_bash is approved.
 *   Everything else asks, so `ask` needs no entry, unless an allow covers it (then it is reported).
 * - mcp: `allowedTools` `@server/tool` or `@server` pre-approves; nothing in the agent file refuses one MCP tool while
 *   `tools` is `*`, so an MCP deny is reported (it still asks).
 * - read / edit: fs_read and fs_write `allowedPaths` / `deniedPaths` resolve a relative pattern against the directory
 *   the chat started in, not the repository, so a repository-relative glob would land elsewhere when the chat starts
 *   in a subfolder: reported. web: there is no built-in web tool; reported.
 * When no hook is written, this emitter writes the rest of the agent (hooks.ts BASE_AGENT). See docs/decisions/amazon_q_cli.md.
 */
import type { EmitContext, Emitted, JsonObject, Loss } from '../../compiler/backend/types.js';
import type { Model, Permission } from '../../compiler/model/types.js';
import { AGENT_FILE } from './facts.js';
import { BASE_AGENT, hooksInUse } from './hooks.js';

const MCP_PART = /^[A-Za-z0-9_-]+$/;
const SHELL = 'execute_bash';

/**
 * A command prefix (`*` only at the end) as an anchored Rust regex body: the prefix, then nothing or a space and more.
 * For an allow the rest may not hold `|`: the CLI tests allowedCommands against the whole line after splitting only
 * unspaced pipes out, so `npm test | xargs rm -rf` would match `npm test(?:\s.*)?` and run without a prompt.
 */
function commandRegex(pattern: string, allow: boolean): string {
  const p = pattern.trim();
  const star = p.endsWith('*');
  const body = (star ? p.slice(0, -1) : p).replace(/[\\.+*?()|[\]{}^$]/g, '\\$&');
  const rest = allow ? '[^|]*' : '.*';
  return star ? `${body}${rest}` : `${body}(?:\\s${rest})?`;
}

/** does allow prefix `a` cover command prefix `b` (every command `b` names)? */
function covers(a: string, b: string): boolean {
  const x = a.trim();
  const y = b.trim();
  if (x === '*') return true;
  if (x.endsWith('*')) return y.startsWith(x.slice(0, -1));
  return y === x || y.startsWith(`${x} `);
}

function mcpRef(p: Permission): string | undefined {
  const dot = p.pattern.indexOf('.');
  const server = p.pattern.slice(0, dot);
  const tool = p.pattern.slice(dot + 1);
  if (dot < 1 || !MCP_PART.test(server) || (tool !== '*' && !MCP_PART.test(tool))) return undefined;
  return tool === '*' ? `@${server}` : `@${server}/${tool}`;
}

export function emitPermissions(model: Model, _ctx: EmitContext): Emitted {
  const losses: Loss[] = [];
  const allowedTools: string[] = [];
  const allowedCommands: string[] = [];
  const deniedCommands: string[] = [];
  const loss = (p: Permission, reason: string): void => void losses.push({ code: 'SC3203', at: p.at, reason });
  const shellAllows = model.permissions.filter((p) => p.kind === 'shell' && p.level === 'allow');
  const mcpAllows = model.permissions.filter((p) => p.kind === 'mcp' && p.level === 'allow');
  for (const p of model.permissions) {
    switch (p.kind) {
      case 'shell':
        if (p.level === 'allow') {
          if (p.pattern.trim() === '*') allowedTools.push(SHELL);
          else allowedCommands.push(commandRegex(p.pattern, true));
        } else if (p.level === 'deny') {
          deniedCommands.push(p.pattern.trim() === '*' ? '.*' : commandRegex(p.pattern, false));
          if (p.pattern.trim() !== '*')
            loss(p, `Amazon Q Developer CLI matches deniedCommands against the whole command line, so "${p.pattern}" behind a wrapper or after another command (\`sudo ${p.pattern}\`, \`cd x && ${p.pattern}\`) is not refused (it asks instead, unless execute_bash is pre-approved); a rules: entry is held by the hook runtime.`);
        } else if (shellAllows.some((a) => covers(a.pattern, p.pattern))) {
          loss(p, `an allow in seam.yaml already pre-approves "${p.pattern}" on Amazon Q Developer CLI, which has no ask list to override it, so it would run without a prompt.`);
        }
        break;
      case 'mcp': {
        const ref = mcpRef(p);
        if (ref === undefined) loss(p, `Amazon Q Developer CLI names MCP tools @<server>/<tool> with plain names, so "${p.pattern}" has no exact entry.`);
        else if (p.level === 'allow') allowedTools.push(ref);
        else if (p.level === 'deny') loss(p, `Amazon Q Developer CLI cannot refuse one MCP tool from an agent file whose tools are "*" (it asks before "${p.pattern}" instead); a rules: entry (tool: mcp) is held by the hook runtime.`);
        else if (mcpAllows.some((a) => mcpRef(a) !== undefined && (a.pattern === p.pattern || a.pattern === `${p.pattern.split('.')[0]}.*`)))
          loss(p, `an allow in seam.yaml already pre-approves "${p.pattern}" on Amazon Q Developer CLI, which has no ask list to override it.`);
        break;
      }
      case 'read':
      case 'edit':
        loss(p, `Amazon Q Developer CLI resolves a relative fs_${p.kind === 'read' ? 'read' : 'write'} allowedPaths / deniedPaths pattern against the directory the chat started in, not the repository root, so "${p.pattern}" would cover other files whenever q chat starts in a subfolder; a rules: entry is held by the hook runtime.`);
        break;
      case 'web':
        loss(p, `Amazon Q Developer CLI has no built-in web tool to allow or deny (a fetch runs through execute_bash or an MCP tool), so "${p.pattern}" has no entry; a rules: entry is held by the hook runtime.`);
        break;
    }
  }
  const body: Record<string, JsonObject[string]> = hooksInUse(model) ? { name: BASE_AGENT['name'] as string } : { ...BASE_AGENT };
  if (allowedTools.length > 0) body['allowedTools'] = [...new Set(allowedTools)];
  const bash: Record<string, JsonObject[string]> = {};
  if (allowedCommands.length > 0) bash['allowedCommands'] = [...new Set(allowedCommands)];
  if (deniedCommands.length > 0) bash['deniedCommands'] = [...new Set(deniedCommands)];
  if (Object.keys(bash).length > 0) body['toolsSettings'] = { [SHELL]: bash };
  const wrote = 'allowedTools' in body || 'toolsSettings' in body;
  return { fragment: wrote ? [{ path: AGENT_FILE, format: 'json', body }] : [], unrepresentable: losses };
}
