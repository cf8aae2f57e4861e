/** A spec test (`tests:`) as the canonical call the probes send, or why no probe can send it. Vendor-free. */
import type { ProbeCall } from '../backend/types-probe.js';
import type { PolicyTest } from '../model/types.js';

export type TestCall = { readonly call: ProbeCall } | { readonly na: string };

/** The tool class a test means: its `tool`, else the one its fields imply (an MCP name, a URL, a command, content, a path). */
function toolOf(t: PolicyTest): PolicyTest['tool'] | undefined {
  if (t.tool !== undefined) return t.tool;
  if (t.mcp !== undefined) return 'mcp';
  if (t.url !== undefined) return 'web';
  if (t.command !== undefined) return 'shell';
  if (t.content !== undefined) return 'write';
  if (t.path !== undefined) return 'read';
  return undefined;
}

export function callOfTest(t: PolicyTest): TestCall {
  if (t.on === 'prompt_submit') return { call: { kind: 'prompt', prompt: t.prompt ?? '' } };
  if (t.on === 'stop') return { call: { kind: 'stop' } };
  if (t.on !== 'pre_tool') return { na: `probes send pre_tool, prompt_submit and stop calls; a ${t.on} test is not run on the agents` };
  const tool = toolOf(t);
  switch (tool) {
    case 'shell':
      return { call: { kind: 'shell', command: t.command ?? '' } };
    case 'write':
    case 'edit':
      return { call: { kind: tool, ...(t.path !== undefined ? { path: t.path } : {}), content: t.content ?? '' } };
    case 'read':
      return { call: { kind: 'read', ...(t.path !== undefined ? { path: t.path } : {}) } };
    case 'mcp':
      return t.mcp ? { call: { kind: 'mcp', mcp: t.mcp } } : { na: 'an mcp test needs `mcp: {server, tool}`' };
    case 'web':
      return { call: { kind: 'web', url: t.url ?? '' } };
    default:
      return { na: 'the test names no tool call (give `tool:` or a command, path, url or mcp)' };
  }
}
