/** fast-check generators for seam.yaml texts: valid specs, then a mutated node or damaged text. */
import fc from 'fast-check';
import { stringify } from 'yaml';

const AGENTS = ['claude_code', 'cursor', 'codex_cli', 'gemini_cli', 'vscode_copilot', 'windsurf', 'goose'];
const id = fc.stringMatching(/^[a-z][a-z0-9]{0,6}(-[a-z0-9]{1,4}){0,2}$/);
const regex = fc.oneof(fc.constantFrom('git push', 'rm -rf', 'npm publish', 'AKIA[0-9A-Z]{16}', '\\bterraform\\s+destroy\\b', 'DROP TABLE', '^ls$'), id);
const glob = fc.oneof(fc.constantFrom('.env', 'src/**', '**/*.pem', '.github/workflows/**', 'package-lock.json'), id.map((x) => `${x}/**`));

/** A rule that is valid as written: a tool class and the fields that class carries. */
const validRule = fc
  .tuple(id, fc.constantFrom('shell', 'write', 'read', 'mcp', 'web', 'prompt'), fc.constantFrom('deny', 'escalate', 'warn', 'allow'), fc.boolean(), fc.string({ minLength: 1, maxLength: 30 }).filter((m) => m.trim() !== ''), regex, glob, id)
  .map(([rid, kind, decision, security, message, re, g, name]) => {
    const base: Record<string, unknown> = { id: rid };
    if (kind === 'prompt') Object.assign(base, { on: 'prompt_submit', match: { prompt: re } });
    else if (kind === 'shell') Object.assign(base, { tool: 'shell', match: security ? { exec: { program: name, args: ['push'], flags: ['--force', '-f'] } } : { command: re } });
    else if (kind === 'write') Object.assign(base, { tool: ['write', 'edit'], match: security ? { content: re } : { path: g } });
    else if (kind === 'read') Object.assign(base, { tool: 'read', match: { path: g } });
    else if (kind === 'mcp') Object.assign(base, { tool: 'mcp', match: { mcp: { server: name, tool: 'delete_*' } } });
    else Object.assign(base, { tool: 'web', match: { host: `*.${name}.example.com` } });
    return { ...base, decision: security ? 'deny' : decision, message, ...(security ? { intent: 'security' } : {}) };
  });

const perm = fc.oneof(
  fc.constantFrom('git push', 'npm test', 'rm -rf').map((shell) => ({ shell })),
  glob.map((read) => ({ read })),
  glob.map((edit) => ({ edit })),
  fc.constantFrom('api.example.com', '*').map((web) => ({ web })),
  id.map((x) => ({ mcp: `${x}.delete_thing` })),
);

const validSpec = fc.record(
  {
    seam: fc.constant(1),
    name: id,
    agents: fc.subarray(AGENTS, { minLength: 1, maxLength: 3 }),
    instructions: fc.uniqueArray(fc.record({ id, text: fc.string({ minLength: 1, maxLength: 40 }).filter((t) => t.trim() !== ''), paths: fc.array(glob, { minLength: 1, maxLength: 2 }) }, { requiredKeys: ['id', 'text'] }), { maxLength: 3, selector: (i) => i.id }),
    permissions: fc.record({ allow: fc.array(perm, { maxLength: 2 }), ask: fc.array(perm, { maxLength: 1 }), deny: fc.array(perm, { maxLength: 3 }) }, { requiredKeys: [] }),
    rules: fc.uniqueArray(validRule, { maxLength: 4, selector: (r) => r['id'] }),
    hooks: fc.array(fc.record({ on: fc.constant('post_tool'), tool: fc.constantFrom('shell', 'write'), run: fc.constantFrom('true', 'npx prettier --write "$SEAM_PATH"') }), { maxLength: 1 }),
    sandbox: fc.record({ mode: fc.constantFrom('off', 'workspace', 'strict') }),
  },
  { requiredKeys: ['seam', 'name', 'agents'] },
);

/** What a mutation puts in place of a node: another type, an unknown value, an extreme one. */
const odd = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom<unknown>('nonsense', 'maybe', '(a+)+$', '[', '\\k<x>', '\u0000', -1, 1e308, null, [], {}), fc.string({ maxLength: 40 }));

/** `v` with the node at one of its paths (chosen by `n`, never the root) set to `x`. */
function mutate(v: unknown, n: number, x: unknown): unknown {
  const all: (string | number)[][] = [];
  const walk = (node: unknown, at: (string | number)[]): void => {
    all.push(at);
    if (Array.isArray(node)) node.forEach((c, i) => walk(c, [...at, i]));
    else if (node !== null && typeof node === 'object') for (const [k, c] of Object.entries(node)) walk(c, [...at, k]);
  };
  walk(v, []);
  const at = all[1 + (n % Math.max(1, all.length - 1))] ?? [];
  const set = (node: unknown, i: number): unknown => {
    if (i === at.length) return x;
    const k = at[i]!;
    if (Array.isArray(node)) return node.map((c, j) => (j === k ? set(c, i + 1) : c));
    if (node !== null && typeof node === 'object') return { ...(node as object), [k]: set((node as Record<string, unknown>)[k as string], i + 1) };
    return node;
  };
  return set(v, 0);
}

/** Text damage on top of a serialized spec: CRLF, BOM, a repeated line (duplicate keys), tabs, alias bombs, a cut. */
const damage = fc.constantFrom('none', 'none', 'none', 'none', 'none', 'none', 'crlf', 'bom', 'dup-line', 'tab', 'alias-bomb', 'cut', 'nul', 'deep');
function damaged(text: string, how: string, n: number): string {
  const lines = text.split('\n');
  switch (how) {
    case 'crlf':
      return text.replace(/\n/g, '\r\n');
    case 'bom':
      return `\ufeff${text}`;
    case 'dup-line': {
      const i = n % Math.max(1, lines.length);
      return [...lines.slice(0, i + 1), lines[i] ?? '', ...lines.slice(i + 1)].join('\n');
    }
    case 'tab':
      return text.replace(/^ {2}/m, '\t');
    case 'alias-bomb':
      return `${text}\nbomb0: &a0 [x, x, x, x, x, x, x, x, x]\n${Array.from({ length: 9 }, (_, k) => `bomb${k + 1}: &a${k + 1} [*a${k}, *a${k}, *a${k}, *a${k}, *a${k}, *a${k}, *a${k}, *a${k}, *a${k}]`).join('\n')}\n`;
    case 'cut':
      return text.slice(0, n % (text.length + 1));
    case 'nul':
      return text.replace(/: /, ': \u0000');
    case 'deep':
      return `${text}\nextra: ${'['.repeat(2000)}${']'.repeat(2000)}\n`;
    default:
      return text;
  }
}

/** A seam.yaml text: a valid spec, in half the cases with one node replaced by an odd value, sometimes damaged text. */
export const specText: fc.Arbitrary<string> = fc
  .tuple(validSpec, fc.boolean(), fc.nat(), odd, damage, fc.nat())
  .map(([s, change, at, x, how, n]) => damaged(stringify(change ? mutate(s, at, x) : s), how, n));
