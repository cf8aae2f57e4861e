/**
 * OpenClaw (the self-hosted personal agent gateway), as data: every claim seamc makes about the agent, with the
 * evidence records behind it (docs/evidence.md). Decisions: docs/decisions/openclaw.md (hooks, packaging) and
 * docs/decisions/newagents2.md (instructions). Source files were read in the stored snapshots of openclaw/openclaw
 * named per record (the store keeps each file at the commit it was crawled).
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';
import { sourceRecord } from '../_shared/source-evidence.js';

const DAY = '2026-12-04';
const R = 'openclaw/openclaw';
const SRC = (commit: string, path: string, claim: string) => sourceRecord(`${R}@${commit}:${path}`, DAY, claim);
const WRAP = (claim: string) => SRC('004e82d079f8ac98cb9e713301eef0a553e69552', 'src/agents/pi-tools.before-tool-call.ts', claim);
const RUNNER = (claim: string) => SRC('000dd9704461de9bfc2c987561e3f14db46a1ad5', 'src/plugins/hooks.ts', claim);
const GLOBAL = (claim: string) => SRC('056e55520af9318f7d42be7247bee75c42f546a0', 'src/plugins/hook-runner-global.ts', claim);
const MCP_DOC = (claim: string) => SRC('0c564e0bb5687e5616a415558f73f2739004586d', 'docs/cli/mcp.md', claim);
const MCP_TYPES = (claim: string) => SRC('084ca59bd50bb27a62e45be1c8e571dacd07b5a8', 'src/config/types.mcp.ts', claim);
const ENV_SUB = (claim: string) => SRC('13c47ddf099f70e977db096c7dc5a28fdf4de764', 'src/config/env-substitution.ts', claim);
const TOOLS_DOC = (claim: string) => SRC('008333e56e89facd8f5a39384227980fab14c41e', 'docs/tools/index.md', claim);
const workspace: Evidence = { basis: 'vendor-docs', date: DAY, claim: 'the agent workspace (default ~/.openclaw/workspace, set by agents.defaults.workspace or agents.entries.*.workspace in ~/.openclaw/openclaw.json) is the agent\'s working directory for file tools and workspace context', url: 'https://docs.openclaw.ai/concepts/agent-workspace/index.html' };
const cliPlugins: Evidence = { basis: 'vendor-docs', date: DAY, claim: 'openclaw plugins install <path> copies a local plugin; with --link (-l) it adds the folder to plugins.load.paths instead of copying; every plugin needs openclaw.plugin.json with an inline configSchema (even empty) or it does not load; plugins run in-process in the gateway', url: 'https://docs.openclaw.ai/cli/plugins' };
const skills: Evidence = { basis: 'vendor-docs', date: DAY, claim: 'skills (AgentSkills folders with SKILL.md) load from skills.load.extraDirs, the bundled set, ~/.openclaw/skills, ~/.agents/skills, <workspace>/.agents/skills and <workspace>/skills, the workspace ones winning', url: 'https://docs.openclaw.ai/es/tools/skills' };

export const facts = {
  id: 'openclaw',
  displayName: 'OpenClaw',
  sections: {
    instructions: { status: 'emitted' },
    permissions: { status: 'emitted' },
    hooks: { status: 'emitted' },
    packaging: { status: 'emitted' },
  },
  sandbox: {
    noLauncher: 'OpenClaw runs as a long-lived gateway service serving its own workspace, not as a per-project CLI a launcher could start',
    noNative: 'OpenClaw\'s sandbox is agents.defaults.sandbox in the user\'s ~/.openclaw/openclaw.json, not a project file',
    evidence: {
      native: workspace,
    },
  },
  hooks: {
    config: '.seam/openclaw/index.js',
    // the linked plugin folder, and the gateway config that loads (or disables) plugins
    wiring: ['.seam/openclaw/**', '.openclaw/openclaw.json', '.openclaw/extensions/**'],
    roots: ['SEAMC_PROJECT_DIR'],
    refuse: { exit: 2 },
    events: {
      pre_tool: {
        wire: ['before_tool_call'], block: true, escalate: false, transform: true, vouch: false, warn: false, failMode: 'closed',
        evidence: {
          fires: [WRAP('every agent tool is wrapped so that its execute first runs runBeforeToolCallHook, which calls the plugins\' before_tool_call handlers with {toolName (normalized), params, runId, toolCallId} and a context {toolName, agentId, sessionKey, sessionId, runId, toolCallId}')],
          block: [WRAP('a hook result with block: true makes the wrapper throw the blockReason (default "Tool call blocked by plugin hook") before the tool\'s own execute runs')],
          rewrite: [WRAP('a hook result with params is merged over the call\'s params ({...params, ...hook params}), checked again by any configured guardrail, and the tool runs with the merged params')],
          failMode: [RUNNER('a handler that throws is caught per handler: with catchErrors the runner logs it and carries on as if it had answered nothing'), GLOBAL('the gateway\'s global hook runner is created with catchErrors: true, so a throwing before_tool_call handler lets the call run; seamc\'s handler never throws: it answers a block for every run that is not a plain answer (vendors/openclaw/bridge.ts)')],
        },
      },
    },
    sees: { mcp: 'unseen', web: 'url' },
    failClosed: true,
    timeout: 30,
  },
  gates: [
    {
      id: 'workspace-is-project',
      sections: ['instructions', 'hooks', 'packaging'],
      // MCP servers are gateway-wide (user-mcp-config); commands and agents are not written
      components: ['skills'],
      holds: 'OpenClaw reads AGENTS.md and workspace skills only from its agent workspace (~/.openclaw/workspace unless configured otherwise), and resolves relative tool paths there, while seamc\'s plugin judges them against this repository',
      clear: 'point the agent\'s workspace (agents.defaults.workspace or agents.entries.<id>.workspace in ~/.openclaw/openclaw.json) at this repository',
      evidence: [workspace],
    },
    {
      id: 'link-plugin',
      sections: ['hooks'],
      holds: 'OpenClaw loads no plugin from a repository by itself: until .seam/openclaw is linked into the gateway, no tool call is judged, and the gateway reads the plugin only when it starts',
      clear: 'from the repository root run `openclaw plugins install --link .seam/openclaw` once (it adds the folder to plugins.load.paths, so later builds are read in place; if plugins.allow is set, add seamc to it), then restart the gateway after every seamc build',
      evidence: [cliPlugins, SRC('00632cd5bb5653aef8989f897f3702d6abc9135d', 'src/plugins/manifest.ts', 'a plugin manifest is openclaw.plugin.json at the plugin root; it is refused without an id or without a configSchema object')],
    },
    {
      id: 'user-mcp-config',
      sections: ['packaging'],
      components: ['mcp'],
      holds: 'OpenClaw reads MCP servers for the whole gateway from mcp.servers in the user\'s ~/.openclaw/openclaw.json (or from installed bundle plugins), never from a workspace; the block seamc writes to .seam/openclaw/mcp.json is not read',
      clear: 'merge the mcp block of that file into ~/.openclaw/openclaw.json (or save each server with openclaw mcp set <name> <json>), check it with openclaw mcp doctor --probe and restart the gateway; the servers then serve every workspace, and embedded agents see their tools under the coding and messaging tool profiles (not minimal, nor with bundle-mcp in tools.deny); every ${NAME} they reference must be set for the gateway, which otherwise refuses its whole config',
      evidence: [MCP_DOC('openclaw mcp add / set / unset manage mcp.servers.<name> in OpenClaw config (~/.openclaw/openclaw.json); embedded OpenClaw exposes the configured servers\' tools under the coding and messaging profiles, and tools.deny: ["bundle-mcp"] turns them off')],
    },
    {
      id: 'user-config-only',
      sections: ['permissions'],
      holds: 'OpenClaw reads tools.deny only from the user\'s ~/.openclaw/openclaw.json, where it applies to every agent and workspace of the gateway; the list seamc writes to .seam/openclaw/tools.json is not read',
      clear: 'merge the tools.deny list of that file into ~/.openclaw/openclaw.json and restart the gateway; the tools are then withheld from every agent the gateway runs, in every workspace',
      evidence: [TOOLS_DOC('tools.allow / tools.deny in openclaw.json allow or deny tools globally (deny wins); names match case-insensitively, * is a wildcard, group:* entries expand to several tools')],
    },
  ],
  evidence: {
    'permissions.tool-lists': TOOLS_DOC('tools.deny removes tools before they are offered to the model provider; tools.allow, when set, keeps only the listed tools; no entry takes an argument pattern'),
    'permissions.groups': TOOLS_DOC('group:runtime is exec, bash and process; group:fs read, write, edit and apply_patch; group:web web_search and web_fetch; the nodes tool\'s run action runs a command argv on a paired node'),
    'permissions.file-paths': TOOLS_DOC('image takes a path or URL, message sends media, browser upload sets file inputs: tools besides read that take local file paths'),
    'packaging.mcp-servers': MCP_DOC('stdio entries take command (required), args, env and cwd; remote entries take url (required), headers, timeouts, auth: "oauth" and TLS options; transport: "streamable-http" selects Streamable HTTP, and openclaw mcp set turns type: "http" into it'),
    'packaging.mcp-transport': MCP_TYPES('McpServerConfig.transport is "sse" or "streamable-http" for a remote server; env and headers map names to strings, numbers or booleans'),
    'packaging.mcp-expansion': ENV_SUB('${NAME} with an upper-case NAME ([A-Z_][A-Z0-9_]*) is substituted in every string of the loaded config; an unset or empty one is an error (MissingEnvVarError); other $ text is left as written'),
    'instructions.bootstrap': { basis: 'vendor-docs', date: DAY, claim: 'each agent has its own workspace; on the first turn of a new session OpenClaw injects the workspace\'s AGENTS.md (with SOUL.md, IDENTITY.md, USER.md, BOOTSTRAP.md, MEMORY.md) into the system prompt', url: 'https://docs.openclaw.ai/concepts/agent?ref=blog.cloudacademy.ar' },
    'instructions.workspace': workspace,
    'hooks.plugin-hooks': { basis: 'vendor-docs', date: DAY, claim: 'plugin hooks are in-process extension points registered with api.on from a plugin entry; before_tool_call sees toolName and params and can return requireApproval (with a deny on timeout); internal HOOK.md hooks serve command and gateway events such as /new, /reset, agent:bootstrap, gateway:startup', url: 'https://docs.openclaw.ai/plugins/hooks.md' },
    'hooks.merge': RUNNER('before_tool_call handlers run one after another, highest priority first; their results are merged with the later one\'s params, block and blockReason winning when it sets them, and requireApproval is not carried through the merge; seamc registers at the lowest priority and answers params on a pass, so the params that run are the ones it judged'),
    'hooks.tool-names': SRC('00463892e760f02de554608ad588cdbec955013b', 'src/agents/tool-catalog.ts', 'core tools: read, write, edit, apply_patch, exec, process, web_search, web_fetch, memory_search, memory_get, sessions_*, subagents, browser, canvas, message, cron, gateway, nodes, agents_list, image, image_generate, tts'),
    'hooks.tool-aliases': SRC('001473abf21b94dd3195be6cba805e520852dfb2', 'src/agents/tool-policy.ts', 'tool names are lower-cased and bash becomes exec, apply-patch apply_patch, before the hook sees them'),
    'hooks.tool-args': SRC('00a87b6fe5dfcac58c4de18d3eb6209cfb4bfa75', 'src/agents/pi-tools.params.ts', 'read / write / edit take path or file_path, edit oldText or old_string and newText or new_string; file_path is used only when path is empty, new_string only when newText is empty, and structured text blocks are flattened to a string before the tool runs'),
    'hooks.exec-args': SRC('03eac03aae8481b8957aa0c150c211ebf1d5428f', 'src/agents/bash-tools.schemas.ts', 'exec takes command plus workdir (defaults to the working folder), env (a map of variables), yieldMs, background, timeout, pty, elevated, host (auto, sandbox, gateway or node), security, ask and node; process takes action, sessionId and the data, keys, hex, literal or text it types'),
    'hooks.patch-grammar': SRC('032c878673783faa9717941c21287c01aecb691f', 'src/agents/apply-patch.ts', 'apply_patch takes {input}: a *** Begin Patch / *** End Patch envelope (Add, Delete, Update File, Move to), optionally wrapped in <<EOF; paths resolve against the workspace'),
    'hooks.process-input': SRC('011d5cd1f71c73464985f9522eda7e34e8066239', 'src/agents/bash-tools.process.ts', 'the process tool lists, polls, logs, writes to, sends keys to, pastes into, kills, clears and removes background exec sessions; its write-like actions type into a running shell that no exec call showed'),
    'hooks.sees-mcp': WRAP('the hook sees a tool\'s name and params only; seamc has not established how OpenClaw names MCP tools, so no rule names an MCP server there'),
    'hooks.sees-web': WRAP('web_fetch reaches the hook with its params, the URL in url'),
    'hooks.refuse': WRAP('seamc\'s plugin runs the hook command under /bin/sh; a non-zero exit (the command\'s own refusal when node or the runtime is missing) makes it answer block with that line, which the wrapper throws as the tool\'s error'),
    'packaging.skills': skills,
  },
} as const satisfies VendorFacts;
