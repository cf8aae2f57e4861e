/**
 * The matrix's components view: for each agent, a small probe plugin (one stdio MCP server, one remote http MCP
 * server, one command, one subagent, one skill), built in code, goes through the agent's real packaging emitter, and
 * each component is classified from what came back. Computed, never typed; in memory only (nothing is read or written).
 */
import type { Artifact, Backend, Loss } from '../backend/types.js';
import { emitContext } from '../backend/hook-command.js';
import type { McpServer, Model, Plugin } from '../model/types.js';

export const COMPONENTS = ['mcp', 'commands', 'subagents', 'skills'] as const;
export type Component = (typeof COMPONENTS)[number];

export interface ComponentCell {
  /**
   * `emitted`: written, and no loss names it. `lossy`: the packaging emitter reported a loss for it (`written` says
   * whether anything of it was still written). `none` / `unadapted`: the agent's packaging section, with its reason,
   * or, for a component not written, the emitter's own SC3001 / SC3002 loss (`written: false`).
   */
  readonly status: 'emitted' | 'lossy' | 'none' | 'unadapted';
  readonly written?: boolean;
  readonly reason?: string;
  /** MCP only: each probe server on its own (`stdio`, `http`) */
  readonly parts?: Readonly<Record<string, ComponentCell>>;
}

export type ComponentCells = Readonly<Record<Component, ComponentCell>>;

const NAME = 'seamc-probe';
const server = (name: string, over: Partial<McpServer>): McpServer => ({ name, at: `/plugin/mcp/${name}`, transport: 'stdio', args: [], env: {}, headers: {}, ...over });
const SERVERS = {
  stdio: server(`${NAME}-local`, { command: 'npx', args: ['-y', 'seamc-probe-server'] }),
  http: server(`${NAME}-remote`, { transport: 'http', url: 'https://mcp.example.com/mcp' }),
} as const;

const PLUGIN: Plugin = {
  at: '/plugin',
  name: NAME,
  version: '1.0.0',
  description: 'the components probe of seamc matrix',
  mcp: [SERVERS.stdio, SERVERS.http],
  commands: [{ name: `${NAME}-command`, at: '/plugin/commands/0', description: 'Review the diff', body: 'Review the staged diff.\n' }],
  agents: [{ name: `${NAME}-subagent`, at: '/plugin/agents/0', description: 'Runs the tests', tools: [], body: 'Run the tests and report.\n' }],
  skills: [
    {
      name: `${NAME}-skill`,
      at: '/plugin/skills/0',
      description: 'Query the database',
      files: [{ path: 'SKILL.md', text: `---\nname: ${NAME}-skill\ndescription: Query the database\n---\n\nUse psql.\n`, mode: 0o644 }],
    },
  ],
};

/** The probe model: a plugin and nothing else, so only the packaging section runs. */
export function probeModel(agent: string): Model {
  return { name: NAME, agents: [agent], instructions: [], permissions: [], rules: [], hooks: [], plugin: PLUGIN, tests: [], waivers: [], guard: { wiring: false }, policy: { rules: [], hooks: [] } };
}

/** Whether `name` shows up in what the emitter wrote (a path, a key, a value, a file's text). */
function writtenIn(texts: readonly string[], name: string): boolean {
  return texts.some((t) => t.includes(name));
}

/** A loss for the component at `at` (or inside it) decides its cell; not written, every loss SC3001 / SC3002 = none / unadapted. */
function classify(losses: readonly Loss[], at: string, written: boolean): ComponentCell {
  const mine = losses.filter((l) => l.at === at || l.at.startsWith(`${at}/`));
  if (mine.length === 0 && written) return { status: 'emitted' };
  if (mine.length === 0) return { status: 'lossy', written: false, reason: 'the packaging emitter neither wrote it nor reported a loss for it' };
  const reason = mine.map((l) => `${l.code}: ${l.reason}`).join(' ');
  if (!written && mine.every((l) => l.code === 'SC3002')) return { status: 'unadapted', written, reason };
  if (!written && mine.every((l) => l.code === 'SC3001')) return { status: 'none', written, reason };
  return { status: 'lossy', written, reason };
}

function mcpCell(parts: Record<'stdio' | 'http', ComponentCell>): ComponentCell {
  const cells = Object.values(parts);
  if (cells.every((c) => c.status === 'emitted')) return { status: 'emitted', parts };
  const written = cells.some((c) => c.status === 'emitted' || c.written);
  const reason = Object.entries(parts).filter(([, c]) => c.status !== 'emitted').map(([k, c]) => `${k}: ${c.reason}`).join(' ');
  const same = cells.every((c) => c.status === cells[0]!.status) ? cells[0]!.status : 'lossy';
  return { status: written ? 'lossy' : same, written, reason, parts };
}

/** The components of one agent, through its real packaging emitter (or its packaging section's none / unadapted). */
export function componentCells(backend: Backend): ComponentCells {
  const facts = backend.facts;
  const support = facts.sections.packaging;
  const emitter = backend.emit.packaging;
  if (support.status !== 'emitted' || !emitter) {
    const cell: ComponentCell = support.status === 'emitted' ? { status: 'unadapted', reason: 'no packaging emitter registered' } : { status: support.status, reason: support.reason };
    return { mcp: cell, commands: cell, subagents: cell, skills: cell };
  }
  const out = emitter(probeModel(facts.id), emitContext(facts));
  const texts = out.fragment.map((a: Artifact) => `${a.path}\n${typeof a.body === 'string' ? a.body : JSON.stringify(a.body)}`);
  const one = (at: string, name: string): ComponentCell => classify(out.unrepresentable, at, writtenIn(texts, name));
  return {
    mcp: mcpCell({ stdio: one(SERVERS.stdio.at, SERVERS.stdio.name), http: one(SERVERS.http.at, SERVERS.http.name) }),
    commands: one(PLUGIN.commands[0]!.at, PLUGIN.commands[0]!.name),
    subagents: one(PLUGIN.agents[0]!.at, PLUGIN.agents[0]!.name),
    skills: one(PLUGIN.skills[0]!.at, PLUGIN.skills[0]!.name),
  };
}

/** One cell as the markdown matrix shows it. */
export function componentText(c: ComponentCell): string {
  if (c.status === 'emitted' || c.status === 'none' || c.status === 'unadapted') return c.status;
  if (!c.written) return 'not written';
  const ok = Object.entries(c.parts ?? {}).filter(([, v]) => v.status === 'emitted');
  return ok.length === 1 ? `${ok[0]![0]} only` : 'lossy';
}

interface WithComponents {
  readonly agent: string;
  readonly components: ComponentCells;
}

/** How many rows have `c` emitted (for MCP, also each probe server on its own). */
export function componentCounts(rows: readonly WithComponents[]): Record<Component, number> & { mcpParts: Record<string, number> } {
  const count = (f: (r: WithComponents) => ComponentCell | undefined) => rows.filter((r) => f(r)?.status === 'emitted').length;
  const parts = Object.fromEntries(['stdio', 'http'].map((k) => [k, count((r) => r.components.mcp.parts?.[k])]));
  return { ...(Object.fromEntries(COMPONENTS.map((c) => [c, count((r) => r.components[c])])) as Record<Component, number>), mcpParts: parts };
}

export const COMPONENT_LEGEND = [
  'Components (computed: a probe plugin with one stdio and one http MCP server, one command, one subagent and one skill goes through each agent\'s packaging emitter):',
  '',
  '- `emitted`: written, and the emitter reported no loss for it. `stdio only` / `http only`: one of the two MCP servers was written without loss, the other not.',
  '- `lossy`: written, with a loss the emitter reported for it. `not written`: the emitter reported a loss and wrote nothing of it.',
  '- `none` / `unadapted`: the agent\'s packaging section is none / unadapted, or the emitter reported SC3001 / SC3002 for the component.',
].join('\n');

/** The components table, its counts row, and every component not emitted on an agent whose packaging is emitted. */
export function componentsMarkdown(rows: readonly (WithComponents & { readonly packaging: string })[]): string[] {
  const n = componentCounts(rows);
  const out = ['| agent | ' + COMPONENTS.join(' | ') + ' |', '|---|' + COMPONENTS.map(() => '---').join('|') + '|'];
  for (const r of rows) out.push(`| \`${r.agent}\` | ${COMPONENTS.map((c) => componentText(r.components[c])).join(' | ')} |`);
  out.push(`| **emitted (of ${rows.length})** | ${COMPONENTS.map((c) => (c === 'mcp' ? `${n.mcp} (stdio ${n.mcpParts.stdio}, http ${n.mcpParts.http})` : `${n[c]}`)).join(' | ')} |`);
  const gaps = rows
    .filter((r) => r.packaging === 'emitted')
    .flatMap((r) => COMPONENTS.filter((c) => r.components[c].status !== 'emitted').map((c) => `- \`${r.agent}\` ${c} (${componentText(r.components[c])}): ${r.components[c].reason}`));
  if (gaps.length > 0) out.push('', 'Components not emitted by an agent whose packaging section is emitted, with the emitter\'s reasons (the rest follow their packaging section, listed below):', '', ...gaps);
  return out;
}
