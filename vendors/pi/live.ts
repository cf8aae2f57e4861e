/**
 * Pi, live (docs/live-suite.md, `seamc test --live`): `pi --provider fake --model claude-fake --mode json -p <prompt>`
 * against the fake Anthropic Messages API, declared as a custom provider (`api: anthropic-messages`) in the scratch
 * HOME's ~/.pi/agent/models.json. Pi loads seamc's extension from the project's .pi/extensions/ with no config entry.
 */
import type { LiveDriver, LiveRun } from '../../compiler/backend/types-live.js';
import { PI_TOOLS } from './runtime-data.js';

const MODEL = 'claude-fake';

function userConfig(r: LiveRun): { path: string; text: string }[] {
  const models = { providers: { fake: { baseUrl: r.url, api: 'anthropic-messages', apiKey: 'dummy', models: [{ id: MODEL }] } } };
  return [{ path: `${r.home}/.pi/agent/models.json`, text: JSON.stringify(models, null, 2) + '\n' }];
}

export const live: LiveDriver = {
  agent: 'pi',
  client: { id: 'pi', displayName: 'Pi', pkg: '@mariozechner/pi-coding-agent', version: '0.73.1', bin: 'pi' },
  timeoutMs: 60_000,
  args: (r) => ['--provider', 'fake', '--model', MODEL, '--mode', 'json', '-p', r.prompt],
  env: () => ({}),
  files: userConfig,
  tools: {
    shell: (command) => ({ name: 'bash', input: { command } }),
    // paths may be relative to the working folder (pi's tools resolve them against it)
    write: (_repo, rel, content) => ({ name: 'write', input: { path: rel, content } }),
    edit: (_repo, rel, old, neu) => [{ name: 'edit', input: { path: rel, edits: [{ oldText: old, newText: neu }] } }],
    read: (_repo, rel) => ({ name: 'read', input: { path: rel } }),
    mcp: () => ({ na: 'Pi has no MCP client' }),
    web: () => ({ na: 'Pi has no web tool' }),
    subagent: () => ({ na: 'Pi has no subagent tool (read, bash, edit, write)' }),
  },
  // the extension's block reason is the tool result; a crash of the runtime: `seamc: ...`
  refusal: /^seamc: |tool execution was blocked|blocked by policy/im,
  // the extension cannot ask: the runtime answers deny (SC3103); it blocks when the runtime crashes; it rewrites the
  // args in place on a transform (docs/decisions/pi.md)
  escalate: 'degraded',
  crash: 'closed',
  rewrite: true,
  toolAudit: { judged: Object.keys(PI_TOOLS), mcpPrefixes: [], unjudged: {} },
  setup: ['pi --provider fake --model claude-fake --mode json -p <prompt>, the fake model a custom anthropic-messages provider in ~/.pi/agent/models.json', 'started from the project root (gate start-in-project-root)'],
};
