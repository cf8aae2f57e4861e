/**
 * Factory Droid, live (docs/live-suite.md, `seamc test --live`): `droid exec -m custom:Fake-0 --auto high -o
 * stream-json <prompt>` against the fake Anthropic Messages API, declared as a BYOK custom model (`provider:
 * anthropic`) in the scratch HOME's ~/.factory/settings.json. The @factory/cli 0.225.1 package on npm names platform
 * packages of the same version, which the registry lacks; the driver runs the 0.225.2 Linux binary, as the CLI's own
 * launcher would have. Droid runs a fresh exec session's project hooks from `.factory/hooks.json` with no trust step.
 */
import type { LiveDriver, LiveRun } from '../../compiler/backend/types-live.js';
import { inRepo, UNJUDGED } from '../_shared/live.js';
import { factoryDroidRecord } from './runtime-data.js';

const MODEL = 'claude-fake';
const DISPLAY = 'Fake';

function userConfig(r: LiveRun): { path: string; text: string }[] {
  const settings = { customModels: [{ model: MODEL, displayName: DISPLAY, baseUrl: r.url, apiKey: 'dummy', provider: 'anthropic', maxOutputTokens: 4096 }] };
  return [{ path: `${r.home}/.factory/settings.json`, text: JSON.stringify(settings, null, 2) + '\n' }];
}

export const live: LiveDriver = {
  agent: 'factory_droid',
  client: { id: 'droid', displayName: 'Factory Droid', pkg: '@factory/cli-linux-x64', version: '0.225.2', bin: 'droid', binPath: '@factory/cli-linux-x64/bin/droid' },
  timeoutMs: 60_000,
  // --auto high stands for the user's consent to run commands; the first custom model is custom:<displayName>-0
  args: (r) => ['exec', '-m', `custom:${DISPLAY}-0`, '--auto', 'high', '-o', 'stream-json', r.prompt],
  env: () => ({}),
  files: userConfig,
  tools: {
    // Execute requires a summary (3-8 words, sentence case) and a risk level with its reason
    shell: (command) => ({ name: 'Execute', input: { command, summary: 'Run the live suite command', riskLevelReason: 'A scratch project of the live suite', riskLevel: 'low' } }),
    write: (repo, rel, content) => ({ name: 'Create', input: { file_path: inRepo(repo, rel), content } }),
    edit: (repo, rel, old, neu) => [{ name: 'Edit', input: { file_path: inRepo(repo, rel), old_str: old, new_str: neu } }],
    read: (repo, rel) => ({ name: 'Read', input: { file_path: inRepo(repo, rel) } }),
    // 0.225 defers MCP tools and FetchUrl behind ToolSearch: the model is not offered them by name
    mcp: () => ({ na: 'Factory Droid 0.225 defers MCP tools behind ToolSearch: the model is not offered them by name' }),
    web: () => ({ na: 'Factory Droid 0.225 defers FetchUrl behind ToolSearch: the model is not offered it by name' }),
    // a Task subagent runs in Factory's daemon, which wants a Factory login: offline, 0.225.2 answers the call with
    // "Could not reach the daemon" (its log: AuthenticationError: No access token available)
    subagent: () => ({ na: 'Factory Droid 0.225.2 runs Task subagents through its daemon, which needs a Factory login: not runnable offline' }),
  },
  // a hook's block reaches the model as `Error: <reason>`; a crash of the runtime: `seamc: ...`
  refusal: /^Error: (?:seamc: |.*\b(?:blocked|denied|refused)\b)/im,
  // Droid's "ask" does not hold a call: the autonomy level decides and runs it (live escalate-not-held), so the
  // runtime answers deny (SC3103); a crashed hook lets the call run; updatedInput with allow rewrites it
  escalate: 'degraded',
  crash: 'open',
  rewrite: true,
  toolAudit: {
    judged: Object.keys(factoryDroidRecord.tools),
    mcpPrefixes: [],
    unjudged: {
      Task: 'starts a sub-droid (a subagent); not witnessed offline: it runs in Factory\'s daemon, which needs a login',
      TaskOutput: UNJUDGED.manage,
      TaskStop: UNJUDGED.manage,
      Skill: UNJUDGED.skill,
      ToolSearch: UNJUDGED.search,
      ConnectorSearch: "searches Factory's connectors (a service that needs a login)",
      GenerateImage: "generates an image through Factory's service, which needs a login; not checked: where it writes the file",
    },
  },
  setup: [
    'droid exec -m custom:Fake-0 --auto high -o stream-json <prompt>, the fake model a BYOK custom model (provider anthropic) in ~/.factory/settings.json',
    '--auto high stands for the user who lets Droid run commands without asking',
  ],
};
