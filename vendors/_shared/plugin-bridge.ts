/**
 * The plugin bridge (docs/decisions/opencode.md): opencode, and Kilo Code which inherits its plugin API, have no
 * command-hook config; their only hook surface is in-process JS plugins. seamc writes one plugin file per client
 * (`.opencode/plugins/seamc.js`, `.kilo/plugins/seamc.js`) that turns every tool call into a payload
 * (vendors/_families/plugin-bridge/record.ts), runs the shared hook command line (compiler/backend/hook-command.ts)
 * under /bin/sh with the payload on stdin, and acts on the reply:
 *
 * - deny: it throws with the rule's message; the client refuses the call and tells the model that message;
 * - allow + updatedInput: it rewrites the call's args in place (the client runs the object it passed in, so assigning
 *   a new `output.args` would change nothing);
 * - anything else that is not a plain pass (no node, no runtime, a crash, a timeout, an unreadable reply): it throws,
 *   so the call is refused with a `seamc:` reason. The bridge fails closed.
 *
 * After a pass, the args of every tool a rule can judge (a built-in tool with a class, an MCP tool) are frozen, nested
 * objects and arrays too: a
 * plugin that runs after this one and rewrites them then fails (the client refuses the call) instead of running
 * what seamc never judged. The after hook only reports (the runtime's user hooks run there); it never throws.
 *
 * The file is plain ESM with node built-ins only (the clients run plugins under Bun), so it needs no install. Its
 * data sits on one line, `const SEAMC = {...};`, which seamc's probes and tests decode (compiler/probe/tree.ts).
 */

/** The payload's wire names and the judged tool ids (vendors/_families/plugin-bridge/record.ts, passed in by each vendor). */
export interface BridgeWire {
  readonly before: string;
  readonly after: string;
  readonly guarded: readonly string[];
  readonly sanitize: (name: string) => string;
}

export interface BridgeConfig {
  readonly agent: string;
  /** the hook command line (EmitContext.hookCommand) */
  readonly command: string;
  /** the client variable the plugin sets to its project root (facts.hooks.roots[0]) */
  readonly rootVar: string;
  /** milliseconds before a run is killed (and the call refused) */
  readonly timeoutMs: number;
  /** the plugin hooks to install: wire.before and/or wire.after */
  readonly events: readonly string[];
  readonly wire: BridgeWire;
}

/**
 * The functions every generated JS bridge shares (opencode and Kilo plugins, Pi's extension): the project root from
 * the file's own place (`file`, three folders below the root), the hook command run under /bin/sh with the payload
 * on stdin and a deadline, the refusal for a run that is not a plain answer, and a tool's args replaced in place.
 */
export function bridgeFunctions(file: string): string {
  return `/** Freeze the args and every object or array in them: a nested value (an edit list) is as fixed as the top. */
function freezeAll(v, seen = new WeakSet()) {
  if (v === null || typeof v !== 'object' || seen.has(v)) return;
  seen.add(v);
  Object.freeze(v);
  for (const k of Object.keys(v)) freezeAll(v[k], seen);
}

/** ${file} -> <root>; undefined when the file URL cannot be read */
function ownRoot() {
  try {
    return dirname(dirname(dirname(fileURLToPath(import.meta.url))));
  } catch {
    return undefined;
  }
}

/** Run the hook command with the payload on stdin: { code, stdout, stderr } or { error }. Never throws. */
function run(payload, cwd, root) {
  return new Promise((done) => {
    let child;
    const env = { ...process.env };
    if (root) env[SEAMC.rootVar] = root;
    try {
      child = spawn('/bin/sh', ['-c', SEAMC.command], { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    } catch (e) {
      done({ error: 'cannot start /bin/sh: ' + (e && e.message ? e.message : String(e)) });
      return;
    }
    const out = [];
    const err = [];
    let settled = false;
    const finish = (r) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done(r);
    };
    const timer = setTimeout(() => {
      try { child.kill('SIGKILL'); } catch {}
      finish({ error: 'the policy runtime did not answer within ' + SEAMC.timeoutMs + ' ms' });
    }, SEAMC.timeoutMs);
    child.on('error', (e) => finish({ error: 'cannot start /bin/sh: ' + (e && e.message ? e.message : String(e)) }));
    child.stdout.on('data', (b) => out.push(b));
    child.stderr.on('data', (b) => err.push(b));
    child.stdin.on('error', () => {});
    child.on('close', (code) => finish({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }));
    child.stdin.end(JSON.stringify(payload));
  });
}

/** The refusal for a run that is not a plain answer: the command's own \`seamc:\` line when it gave one. */
function failure(r) {
  if (r.error) return 'seamc: ' + r.error + '; the call is blocked';
  const said = String(r.stderr || '').split('\\n').filter((l) => l.startsWith('seamc: ')).pop();
  if (said) return said;
  const tail = String(r.stderr || '').trim().split('\\n').pop() || 'no message';
  return 'seamc: the policy runtime failed (exit ' + r.code + ': ' + tail.slice(0, 200) + '); the call is blocked';
}

function replaceArgs(args, next) {
  for (const k of Object.keys(args)) if (!Object.prototype.hasOwnProperty.call(next, k)) delete args[k];
  Object.assign(args, next);
}

`;
}

/** The plugin file's text. */
export function bridgePlugin(c: BridgeConfig): string {
  const data = JSON.stringify({ agent: c.agent, command: c.command, rootVar: c.rootVar, timeoutMs: c.timeoutMs, events: c.events, guarded: c.wire.guarded });
  return `// seamc plugin bridge for ${c.agent}: generated by seamc from seam.yaml, do not edit (docs/decisions/opencode.md)
import { spawn } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const SEAMC = ${data};
const BEFORE = ${JSON.stringify(c.wire.before)};
const AFTER = ${JSON.stringify(c.wire.after)};

const sanitize = (s) => String(s).replace(/[^a-zA-Z0-9_-]/g, '_');
const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

${bridgeFunctions('<root>/.opencode/plugins/seamc.js')}export default {
  id: 'seamc-' + SEAMC.agent,
  server: async (input) => {
    const directory = input && typeof input.directory === 'string' ? input.directory : process.cwd();
    const worktree = input && typeof input.worktree === 'string' ? input.worktree : directory;
    const root = ownRoot();
    let servers = [];
    const payload = (event, tool, args, ids) => ({
      hook_event_name: event,
      tool_name: tool,
      tool_input: args,
      session_id: ids && ids.sessionID,
      call_id: ids && ids.callID,
      cwd: directory,
      worktree,
      mcp_servers: servers,
    });
    const guarded = (tool) => SEAMC.guarded.includes(tool) || servers.some((s) => String(tool).startsWith(sanitize(s) + '_'));
    const hooks = {
      config: async (cfg) => {
        try {
          servers = isObj(cfg) && isObj(cfg.mcp) ? Object.keys(cfg.mcp) : [];
        } catch {
          servers = [];
        }
      },
    };
    if (SEAMC.events.includes(BEFORE))
      hooks[BEFORE] = async (call, output) => {
        const args = output ? output.args : undefined;
        const r = await run(payload(BEFORE, call && call.tool, args, call), directory, root);
        if (r.error || r.code !== 0) throw new Error(failure(r));
        const text = r.stdout.trim();
        if (text !== '') {
          let reply;
          try {
            reply = JSON.parse(text);
          } catch {
            throw new Error('seamc: the policy runtime gave an unreadable reply; the call is blocked');
          }
          const h = isObj(reply) ? reply.hookSpecificOutput : undefined;
          if (isObj(h) && h.permissionDecision === 'deny') throw new Error(typeof h.permissionDecisionReason === 'string' ? h.permissionDecisionReason : 'blocked by policy');
          if (!isObj(h) || h.permissionDecision !== 'allow' || !isObj(h.updatedInput) || !isObj(args)) throw new Error('seamc: the policy runtime gave a reply this plugin cannot apply; the call is blocked');
          replaceArgs(args, h.updatedInput);
        }
        if (isObj(args) && guarded(call && call.tool)) freezeAll(args);
      };
    if (SEAMC.events.includes(AFTER))
      hooks[AFTER] = async (call, output) => {
        const p = payload(AFTER, call && call.tool, call ? call.args : undefined, call);
        if (output && typeof output.output === 'string') p.tool_output = output.output;
        await run(p, directory, root);
      };
    return hooks;
  },
};
`;
}

/** The data line of a bridge plugin (what compiler/probe/tree.ts decodes), for tests. */
export const BRIDGE_DATA_LINE = /^const SEAMC = (\{.*\});$/m;
