/** Lowering: a validated spec → the vendor-free Model (defaults applied, references read, rules compiled). */
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import type { ToolClass } from '../contract/index.js';
import type { LoadedSpec } from '../spec/load.js';
import { readSkillFolder, resolveRef } from '../spec/load.js';
import type { PermissionEntry, SpecMcpServer, ToolSelector } from '../spec/types.js';
import { guardRules } from './guard.js';
import { fieldsOf, lowerMatcher, ruleKinds, sourceOf } from './matcher.js';
import type {
  Command, Hook, Instruction, McpServer, Model, Permission, PermissionKind, PermissionLevel, Plugin, PolicyTest, Rule, Skill, Subagent, Waiver,
} from './types.js';

const DEFAULT_HOOK_TIMEOUT = 60;

function tools(sel: ToolSelector | undefined): ToolClass[] {
  if (sel === undefined) return [];
  const list = typeof sel === 'string' ? [sel] : [...sel];
  return list.includes('any') ? [] : (list as ToolClass[]);
}

function readText(loaded: LoadedSpec, ref: string): string {
  return readFileSync(resolveRef(loaded, ref, 'file'), 'utf8').replace(/\r\n/g, '\n');
}

/** `---\n...\n---\n` front matter of a markdown file, parsed; the rest is the body. */
export function splitFrontMatter(text: string): { data: Record<string, unknown>; body: string } {
  const m = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!m) return { data: {}, body: text };
  const data = parseYaml(m[1] ?? '') as unknown;
  return { data: data && typeof data === 'object' ? (data as Record<string, unknown>) : {}, body: text.slice(m[0].length) };
}

/** A command or subagent file's markdown without its own front matter (the spec's fields replace it). */
function bodyOf(loaded: LoadedSpec, ref: string): string {
  return splitFrontMatter(readText(loaded, ref)).body;
}

function lowerInstructions(loaded: LoadedSpec): Instruction[] {
  return (loaded.spec.instructions ?? []).map((i, n) => ({
    id: i.id,
    at: `/instructions/${n}`,
    body: i.text !== undefined ? i.text : readText(loaded, i.file as string),
    ...(i.file !== undefined ? { source: i.file } : {}),
    paths: i.paths ?? [],
    ...(i.description !== undefined ? { description: i.description } : {}),
  }));
}

function lowerPermissions(loaded: LoadedSpec): Permission[] {
  const out: Permission[] = [];
  for (const level of ['allow', 'ask', 'deny'] as const satisfies readonly PermissionLevel[]) {
    (loaded.spec.permissions?.[level] ?? []).forEach((e: PermissionEntry, n) => {
      const [kind, pattern] = Object.entries(e)[0] as [PermissionKind, string];
      out.push({ at: `/permissions/${level}/${n}`, level, kind, pattern });
    });
  }
  return out;
}

function lowerRules(loaded: LoadedSpec): Rule[] {
  return (loaded.spec.rules ?? []).map((r, n) => ({
    id: r.id,
    at: `/rules/${n}`,
    on: r.on ?? 'pre_tool',
    tools: tools(r.tool),
    kinds: ruleKinds(r.on ?? 'pre_tool', tools(r.tool), fieldsOf(r.match)),
    match: lowerMatcher(r.match),
    ...(r.unless ? { unless: lowerMatcher(r.unless) } : {}),
    decision: r.decision,
    ...(r.message !== undefined ? { message: r.message } : {}),
    intent: r.intent ?? 'hygiene',
    ...(r.update ? { update: r.update } : {}),
    source: { match: sourceOf(r.match ?? {}), ...(r.unless ? { unless: sourceOf(r.unless) } : {}) },
  }));
}

function lowerHooks(loaded: LoadedSpec): Hook[] {
  return (loaded.spec.hooks ?? []).map((h, n) => ({
    id: h.id ?? `hook-${n + 1}`,
    at: `/hooks/${n}`,
    on: h.on,
    tools: tools(h.tool),
    run: h.run,
    timeout: h.timeout ?? DEFAULT_HOOK_TIMEOUT,
  }));
}

function lowerMcp(name: string, s: SpecMcpServer): McpServer {
  const at = `/plugin/mcp/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  if ('command' in s) return { name, at, transport: 'stdio', command: s.command, args: s.args ?? [], env: s.env ?? {}, headers: {} };
  return { name, at, transport: s.transport ?? 'http', url: s.url, args: [], env: {}, headers: s.headers ?? {} };
}

function lowerSkill(loaded: LoadedSpec, dir: string, n: number): Skill {
  const files = readSkillFolder(resolveRef(loaded, dir, 'dir'), loaded.repoRoot);
  const skillMd = files.find((f) => f.path === 'SKILL.md');
  const fm = splitFrontMatter(skillMd?.text ?? '').data;
  return { name: String(fm.name ?? ''), at: `/plugin/skills/${n}`, description: String(fm.description ?? ''), files };
}

function lowerPlugin(loaded: LoadedSpec): Plugin | undefined {
  const p = loaded.spec.plugin;
  if (!p) return undefined;
  const commands: Command[] = (p.commands ?? []).map((c, n) => ({
    name: c.name, at: `/plugin/commands/${n}`, ...(c.description !== undefined ? { description: c.description } : {}), body: bodyOf(loaded, c.file),
  }));
  const agents: Subagent[] = (p.agents ?? []).map((a, n) => ({
    name: a.name, at: `/plugin/agents/${n}`, description: a.description, tools: a.tools ?? [], body: bodyOf(loaded, a.file),
  }));
  return {
    at: '/plugin',
    name: loaded.spec.name,
    version: p.version ?? '0.0.0',
    description: p.description ?? '',
    ...(p.author ? { author: { ...p.author } } : {}),
    mcp: Object.entries(p.mcp ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => lowerMcp(k, v)),
    commands,
    agents,
    skills: (p.skills ?? []).map((s, n) => lowerSkill(loaded, s.dir, n)),
  };
}

function lowerTests(loaded: LoadedSpec): PolicyTest[] {
  return (loaded.spec.tests ?? []).map((t, n) => ({
    name: t.name,
    at: `/tests/${n}`,
    on: t.on ?? 'pre_tool',
    ...(t.tool !== undefined ? { tool: t.tool } : {}),
    ...(t.command !== undefined ? { command: t.command } : {}),
    ...(t.path !== undefined ? { path: t.path } : {}),
    ...(t.content !== undefined ? { content: t.content } : {}),
    ...(t.prompt !== undefined ? { prompt: t.prompt } : {}),
    ...(t.url !== undefined ? { url: t.url } : {}),
    ...(t.mcp !== undefined ? { mcp: { server: t.mcp.server, tool: t.mcp.tool, args: t.mcp.args ?? {} } } : {}),
    expect: t.expect,
  }));
}

export interface LowerOptions {
  /** repo-relative globs of every file through which the targeted agents load or switch off their hooks */
  readonly wiring?: readonly string[];
}

/** `agents` is the resolved target list (the spec's, `all` expanded, or the --agents override). */
export function lower(loaded: LoadedSpec, agents: readonly string[], options: LowerOptions = {}): Model {
  const hooks = lowerHooks(loaded);
  const own = lowerRules(loaded);
  const guarded = loaded.spec.guard?.wiring !== false && (own.length > 0 || hooks.length > 0) && options.wiring !== undefined;
  const rules = guarded ? [...own, ...guardRules(options.wiring ?? [])] : own;
  const plugin = lowerPlugin(loaded);
  const sandbox = loaded.spec.sandbox;
  return {
    name: loaded.spec.name,
    agents,
    instructions: lowerInstructions(loaded),
    permissions: lowerPermissions(loaded),
    rules,
    hooks,
    ...(plugin ? { plugin } : {}),
    ...(sandbox
      ? { sandbox: { at: '/sandbox', mode: sandbox.mode, writable: sandbox.writable ?? [], denyRead: sandbox.deny_read ?? [], ...(sandbox.network ? { allow: sandbox.network.allow } : {}) } }
      : {}),
    tests: lowerTests(loaded),
    guard: { wiring: guarded, ...(loaded.spec.guard?.wiring === false ? { optedOut: true } : {}) },
    waivers: lowerWaivers(loaded),
    policy: {
      rules: rules.map(({ at: _at, source: _s, builtin: _b, ...r }) => r),
      hooks: hooks.map(({ at: _at, ...h }) => h),
    },
  };
}

function lowerWaivers(loaded: LoadedSpec): Waiver[] {
  const rules = loaded.spec.rules ?? [];
  return (loaded.spec.waivers ?? []).map((w, n) => {
    const r = w.rule === undefined ? -1 : rules.findIndex((x) => x.id === w.rule);
    return {
      at: `/waivers/${n}`,
      ...(w.agent !== undefined ? { agent: w.agent } : {}),
      ...(w.at !== undefined ? { target: w.at } : {}),
      ...(w.code !== undefined ? { code: w.code } : {}),
      ...(w.rule !== undefined ? { rule: { id: w.rule, at: `/rules/${r}` } } : {}),
      reason: w.reason,
    };
  });
}
