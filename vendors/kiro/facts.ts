/**
 * Kiro, as data: every claim seamc makes about the agent, with the evidence records behind it
 * (docs/evidence.md). Grades are computed from the records (compiler/evidence/grade.ts), never typed here.
 * Decisions: docs/decisions/kiro.md.
 */

import type { VendorFacts } from '../../compiler/backend/types.js';
import type { Evidence } from '../../compiler/contract/index.js';

const DAY = '2026-12-04';
const V3 = 'https://kiro.dev/docs/cli/v3/hooks';
const V2 = 'https://kiro.dev/docs/cli/hooks';
const doc = (url: string, claim: string): Evidence => ({ basis: 'vendor-docs', date: DAY, claim, url });
const OPEN = doc(V2, 'exit codes other than 0 and 2 are a failed hook: its stderr is shown as a warning and the call goes on');
const cell = (wire: readonly string[], fires: string, block?: string) => ({
  wire: [...wire], block: block !== undefined, escalate: false, transform: false, vouch: false, warn: false, failMode: 'open' as const,
  evidence: { fires: [doc(V3, fires)], ...(block !== undefined ? { block: [doc(V3, block)] } : {}), failMode: [OPEN] },
});

export const facts = {
  id: "kiro",
  displayName: "Kiro",
  sections: {
    instructions: {"status": "emitted"},
    permissions: {"status": "none", "reason": "Kiro keeps workspace permissions outside the repository by design (~/.kiro/workspace-roots/<hash>/permissions.yaml), so a cloned repo cannot inject them; only user scope is writable, and the legacy CLI 2.x agent JSON (`allowedTools`, `toolsSettings`) is not read by the current permission model"},
    hooks: {"status": "emitted"},
    packaging: {"status": "emitted"},
  },
  sandbox: {
    noLauncher: 'seamc has not recorded Kiro\'s CLI program and the state it writes under the home folder, so it writes no launcher that could break the agent at start',
    noNative: 'Kiro has no project-level OS sandbox setting seamc knows of',
    evidence: {
      native: { basis: 'inherited', date: '2026-12-03', claim: 'no sandbox setting in the permissions, hooks or packaging sources recorded for Kiro (docs/vendors/kiro.md); the page is the vendor\'s reference seamc read for its other sections', url: 'https://kiro.dev/docs/steering/' },
    },
  },
  hooks: {
    config: '.kiro/hooks/seamc.json',
    wiring: ['.kiro/hooks/*.json', '.kiro/agents/*.json'],
    roots: [],
    refuse: { exit: 2 },
    events: {
      session_start: cell(['SessionStart', 'agentSpawn'], 'SessionStart (2.x agentSpawn) fires when a session begins; it cannot block'),
      prompt_submit: cell(['UserPromptSubmit', 'userPromptSubmit'], 'UserPromptSubmit fires when the user submits a prompt', 'a command hook that exits 2 at UserPromptSubmit blocks the prompt'),
      pre_tool: cell(['PreToolUse', 'preToolUse'], 'PreToolUse fires before a tool executes; its matcher is a regex on the tool name', 'a command hook that exits 2 at PreToolUse blocks the tool; its stderr is returned to the model'),
      post_tool: cell(['PostToolUse', 'postToolUse'], 'PostToolUse fires after a tool executes; it cannot block'),
      stop: cell(['Stop', 'stop'], 'Stop fires when the session (2.x: the assistant\'s response) ends; it cannot block'),
    },
    sees: { mcp: 'unseen', web: 'unseen' },
    failClosed: false,
    timeout: 30,
  },
  gates: [
    { id: 'cli-v3', sections: ['hooks'], holds: 'standalone .kiro/hooks/*.json files are read by Kiro CLI 3; Kiro CLI 2.x runs only hooks embedded in agent configs, and the Kiro IDE\'s own hooks (*.kiro.hook) are another mechanism', clear: 'use Kiro CLI 3 in this repository', evidence: [doc(V3, 'v3 hooks are standalone .kiro/hooks/<name>.json files that apply to every agent in the workspace; embedded hooks in agent configs still work during the transition (kiro-cli agent migrate converts them)')] },
  ],
  evidence: {
    'hooks.config': doc(V3, 'a hooks file is .kiro/hooks/<name>.json: {version: "v1", hooks: [{name, trigger, matcher, action: {type: "command", command}, timeout, enabled}]}'),
    'hooks.refuse': doc(V3, 'a command action that exits 2 blocks PreToolUse and UserPromptSubmit'),
    'hooks.payload': doc(V2, 'stdin JSON {hook_event_name, cwd}; tool hooks add tool_name, tool_input and (PostToolUse) tool_response'),
    'hooks.sees-mcp': doc(V2, 'MCP tools are matched as @server or @server/tool; the tool_name an MCP call carries in the payload is not documented, so MCP rules are not claimed'),
    'hooks.sees-web': doc(V2, 'tool_input carries each tool\'s own parameters; no web tool name or URL field is documented for hooks, so web rules are not claimed'),
    "instructions.agents-md-native": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "CLI 2.18 / IDE 1.0.309+", "url": "https://kiro.dev/docs/steering/", "carried": true},
    "instructions.steering-inclusion": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "steering inclusion", "url": "https://kiro.dev/docs/steering/", "carried": true},
    "permissions.no-project-file": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "no project file", "url": "https://kiro.dev/docs/steering/", "carried": true},
    "packaging.mcp-file": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "mcp file", "url": "https://kiro.dev/docs/mcp/configuration/", "carried": true},
    "packaging.env-interpolation": {"basis": "third-party", "date": "2026-10-11", "claim": "microsoft/apm: ${VAR} resolved at runtime", "url": "https://github.com/microsoft/apm"},
    "packaging.prompts-dir": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "front matter unverified", "url": "https://kiro.dev/docs/mcp/configuration/", "carried": true},
    "packaging.agents-markdown": {"basis": "third-party", "date": "2026-10-11", "claim": "microsoft/apm v3 unified Markdown", "url": "https://github.com/microsoft/apm"},
    "packaging.skills-root": {"basis": "vendor-docs", "date": "2026-10-11", "claim": "skills root", "url": "https://kiro.dev/docs/mcp/configuration/", "carried": true},
  },
} as const satisfies VendorFacts;
