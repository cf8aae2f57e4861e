/**
 * The adversarial corpus (tests/corpus/*.jsonl): one JSON record per line, one file per policy area. A record is
 * a tool call and the decision a demanding user expects of tests/corpus/policy.seam.yaml; `known_bypass` marks
 * an attack no construct on the line can reveal (a documented miss, reported and never failed).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const HALVES = ['attack', 'safe'] as const;
export type Half = (typeof HALVES)[number];
export const RECORD_TOOLS = ['shell', 'write', 'edit', 'read', 'mcp', 'web', 'prompt'] as const;
export type RecordTool = (typeof RECORD_TOOLS)[number];
export const EXPECTS = ['deny', 'allow', 'escalate'] as const;
export type Expect = (typeof EXPECTS)[number];

export interface McpCall {
  readonly server: string;
  readonly tool: string;
  readonly args?: Record<string, unknown>;
}

export interface CorpusRecord {
  readonly id: string;
  readonly half: Half;
  readonly tool: RecordTool;
  /** the call's working folder, relative to the scratch repository (default: its root) */
  readonly cwd?: string;
  readonly command?: string;
  readonly path?: string;
  readonly content?: string;
  /** a patch envelope (`*** Begin Patch` ... `*** End Patch`) of an edit call: every file it touches is judged */
  readonly patch?: string;
  readonly mcp?: McpCall;
  readonly url?: string;
  readonly prompt?: string;
  readonly expect: Expect;
  readonly construct: string;
  readonly why: string;
  readonly known_bypass?: string;
}

/** A record as loaded: its policy area (the file's name) and where it was read. */
export interface LoadedRecord extends CorpusRecord {
  readonly area: string;
  readonly at: string;
}

/** `{{root}}` in a record stands for the scratch repository's absolute path. */
export const ROOT_TOKEN = '{{root}}';

const KEYS = new Set(['id', 'half', 'tool', 'cwd', 'command', 'path', 'content', 'patch', 'mcp', 'url', 'prompt', 'expect', 'construct', 'why', 'known_bypass']);
const PAYLOAD = ['command', 'path', 'content', 'patch', 'mcp', 'url', 'prompt'] as const;
/** per tool: the payload fields it needs (one of each inner list) and may carry */
const SHAPE: Readonly<Record<RecordTool, { need: readonly (readonly string[])[]; may: readonly string[] }>> = {
  shell: { need: [['command']], may: ['command'] },
  write: { need: [['path']], may: ['path', 'content'] },
  edit: { need: [['path', 'patch']], may: ['path', 'content', 'patch'] },
  read: { need: [['path']], may: ['path'] },
  mcp: { need: [['mcp']], may: ['mcp'] },
  web: { need: [['url']], may: ['url'] },
  prompt: { need: [['prompt']], may: ['prompt'] },
};

/** Every `*.jsonl` file of `dir`, in name order, each line a record. Throws on a line that is not JSON. */
export function loadCorpus(dir: string): LoadedRecord[] {
  const out: LoadedRecord[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.jsonl')).sort()) {
    const area = name.slice(0, -'.jsonl'.length);
    readFileSync(join(dir, name), 'utf8').split('\n').forEach((line, i) => {
      if (line.trim() === '') return;
      const at = `${name}:${i + 1}`;
      let data: unknown;
      try {
        data = JSON.parse(line);
      } catch (e) {
        throw new Error(`${at}: not JSON (${e instanceof Error ? e.message : String(e)})`);
      }
      out.push({ ...(data as CorpusRecord), area, at });
    });
  }
  return out;
}

const str = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** What is wrong with one record, as messages (empty: well-formed). */
function problemsOf(r: LoadedRecord): string[] {
  const p: string[] = [];
  const raw = r as unknown as Record<string, unknown>;
  for (const k of Object.keys(raw)) if (k !== 'area' && k !== 'at' && !KEYS.has(k)) p.push(`unknown field ${k}`);
  if (!str(r.id) || !new RegExp(`^${r.area}-\\d{3}$`).test(r.id)) p.push(`id must be ${r.area}-NNN`);
  if (!(HALVES as readonly string[]).includes(r.half)) p.push('half must be attack or safe');
  if (!(EXPECTS as readonly string[]).includes(r.expect)) p.push('expect must be deny, allow or escalate');
  if (r.half === 'safe' && r.expect !== 'allow') p.push('a safe record expects allow');
  if (r.half === 'attack' && r.expect === 'allow') p.push('an attack record expects deny or escalate');
  if (!str(r.construct) || !/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/.test(r.construct) || r.construct.length > 32) p.push('construct must be a short kebab-case tag');
  if (!str(r.why)) p.push('why is required');
  if (r.known_bypass !== undefined && (!str(r.known_bypass) || r.half !== 'attack')) p.push('known_bypass is a reason, on attack records only');
  if (r.cwd !== undefined && (!str(r.cwd) || r.cwd.startsWith('/') || r.cwd.split('/').includes('..'))) p.push('cwd is a folder inside the repository');
  const shape = SHAPE[r.tool];
  if (!shape) return [...p, `tool must be one of ${RECORD_TOOLS.join(', ')}`];
  for (const f of PAYLOAD) if (raw[f] !== undefined && !shape.may.includes(f)) p.push(`a ${r.tool} record carries no ${f}`);
  for (const alts of shape.need) if (!alts.some((f) => raw[f] !== undefined)) p.push(`a ${r.tool} record needs ${alts.join(' or ')}`);
  for (const f of ['command', 'path', 'content', 'patch', 'url', 'prompt'] as const) if (raw[f] !== undefined && typeof raw[f] !== 'string') p.push(`${f} must be a string`);
  if (r.mcp !== undefined && (!str(r.mcp.server) || !str(r.mcp.tool))) p.push('mcp needs server and tool');
  return p;
}

/** Every problem of the corpus: malformed records and duplicate ids, each prefixed with where it was read. */
export function corpusProblems(records: readonly LoadedRecord[]): string[] {
  const out: string[] = [];
  const seen = new Map<string, string>();
  for (const r of records) {
    for (const m of problemsOf(r)) out.push(`${r.at} (${String(r.id)}): ${m}`);
    const prev = seen.get(r.id);
    if (prev !== undefined) out.push(`${r.at}: id ${r.id} already used at ${prev}`);
    seen.set(r.id, r.at);
  }
  return out;
}
