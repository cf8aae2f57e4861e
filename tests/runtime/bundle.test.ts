import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle, BundleError } from '../../compiler/bundle/bundle.js';
import { entrySource as entryText, policySource, runtimeFiles, stableJson } from '../../compiler/bundle/inject.js';
import { packPolicy } from '../../compiler/bundle/pack.js';
import { SHARED_POLICY, SHARED_RUNTIME } from '../../compiler/bundle/placeholder.js';
import { writeRuntimeIn } from '../runtime-files.js';
import { bundleRuntime, entrySource, runtimeAgents } from '../../compiler/bundle/runtime-entry.js';
import type { RuntimePolicy } from '../../compiler/contract/rules.js';
import { unpackPolicy } from '../../compiler/runtime/packed.js';
import { packageRoot } from '../../compiler/util/package-root.js';
import { withKinds } from '../rule-helpers.js';

const root = packageRoot();
let tmp: string;
let shared: string;
const CC_BASH = JSON.stringify({ session_id: 's', transcript_path: '/t', cwd: '/r', hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'rm -rf /' } });
const DENY_RM: RuntimePolicy = { rules: [withKinds({ id: 'rm', on: 'pre_tool', tools: ['shell'], match: { command: '^rm ' }, decision: 'deny', message: 'no rm', intent: 'security' })], hooks: [] };
const denyJson = (r: string): string => JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: r } });

function exec(file: string, args: string[], stdin: string): { stdout: string; stderr: string; exit: number | null } {
  const r = spawnSync(process.execPath, [file, ...args], { input: stdin, cwd: tmp });
  return { stdout: r.stdout.toString('utf8'), stderr: r.stderr.toString('utf8'), exit: r.status };
}

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'seam-bundle-'));
  // a package.json with "type": "module" around the file must not matter: the runtime is .cjs
  writeFileSync(join(tmp, 'package.json'), '{"type":"module"}\n');
  shared = bundleRuntime(root);
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** claude_code's entry with `policy`, and the shared files, in a new folder; the entry's path */
const put = (policy: RuntimePolicy, prebuilt = shared): string => writeRuntimeIn(tmp, 'claude_code', policy, { header: '// t', prebuilt });

describe('bundler', () => {
  it('finds the vendor runtimes, skipping _ folders', () => {
    const agents = runtimeAgents(root);
    expect(agents).toContain('claude_code');
    expect(agents).toContain('cursor');
    expect(agents.some((a) => a.startsWith('_'))).toBe(false);
  });

  it('one shared file: every adapter, a stamp, and no require of anything but node built-ins', () => {
    const claude = shared;
    for (const a of runtimeAgents(root)) expect(claude).toContain(`case '${a}': return __seam_require("vendors/${a}/runtime").adapter;`);
    expect(claude).toMatch(/\n\/\/ seamc-stamp hook-[0-9a-f]{16}\n$/);
    const requires = [...claude.matchAll(/(?<![\w$.])require\s*\(([^)]*)\)/g)].map((m) => m[1]);
    expect(requires.length).toBeGreaterThan(0);
    // the lazy built-in loader's own `require(id)` takes only the node: names written into its calls
    const lazy = [...claude.matchAll(/__seam_builtin\(([^)]*)\)/g)].map((m) => m[1]).filter((a) => a !== 'id');
    for (const spec of [...requires.filter((r) => r !== 'id'), ...lazy]) expect(spec).toMatch(/^"node:[a-z_/]+"$/);
    expect(requires.filter((r) => r === 'id').length).toBeLessThanOrEqual(1);
    expect(claude).not.toMatch(/\bimport\s*\(|import\.meta/);
  });

  it('is deterministic', () => {
    expect(bundleRuntime(root)).toBe(shared);
  });

  it('the entry of the body requires each adapter only for its own agent and calls main with the policy global', () => {
    expect(entrySource(['x_y', 'z'])).toContain("case 'x_y': return require('./vendors/x_y/runtime.js').adapter;");
    expect(entrySource(['x_y'])).toContain('const adapter = adapterOf(__SEAM_AGENT__);');
    expect(entrySource(['x_y'])).toContain('main(adapter, __SEAM_POLICY__, __seam_save);');
    expect(() => entrySource(['../x'])).toThrow(/not an agent id/);
  });

  describe('refusals', () => {
    const fake = (files: Record<string, string>): string => {
      const dir = mkdtempSync(join(tmp, 'root-'));
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(join(dir, name, '..'), { recursive: true });
        writeFileSync(join(dir, name), text);
      }
      return dir;
    };
    const tryBundle = (files: Record<string, string>): string => {
      const dir = fake(files);
      return bundle({ root: dir, entry: { path: join(dir, 'entry.ts') } });
    };

    it('a bare package import is an error', () => {
      expect(() => tryBundle({ 'entry.ts': "import { parse } from 'yaml';\nconsole.log(parse('a: 1'));\n" })).toThrow(BundleError);
      expect(() => tryBundle({ 'entry.ts': "import { parse } from 'yaml';\nconsole.log(parse('a: 1'));\n" })).toThrow(/"yaml"/);
    });

    it('a relative import that leaves the root, or names no file, is an error', () => {
      expect(() => tryBundle({ 'sub/entry.ts': '' , 'entry.ts': "import { x } from '../outside.js';\nconsole.log(x);\n" })).toThrow(/leaves the bundle root|cannot resolve/);
      expect(() => tryBundle({ 'entry.ts': "import { x } from './missing.js';\nconsole.log(x);\n" })).toThrow(/cannot resolve/);
    });

    it('import.meta is an error; a dynamic import becomes a lazy module-table require', () => {
      expect(() => tryBundle({ 'entry.ts': 'console.log(import.meta.url);\n' })).toThrow(/import\.meta/);
      const out = tryBundle({ 'entry.ts': "void import('./a.js');\n", 'a.ts': 'export const a = 1;\n' });
      expect(out).toContain('__seam_require("a")');
      expect(out).not.toMatch(/(?<![\w$.])require\("\.\/a/);
    });

    it('only the root module may read the agent, policy and saver, and nothing requires it: the other modules are shared by every agent run in one process', () => {
      expect(() => tryBundle({ 'entry.ts': "import { v } from './v.js';\nconsole.log(v);\n", 'v.ts': 'declare const __SEAM_AGENT__: string;\nexport const v = __SEAM_AGENT__;\n' })).toThrow(/v: names __SEAM_AGENT__, which only the runtime's root module may read/);
      expect(() => tryBundle({ 'entry.ts': "import { v } from './v.js';\nexport const e = 1;\nconsole.log(v);\n", 'v.ts': "export const v = () => import('./entry.js');\n" })).toThrow(/v: requires the runtime's root module/);
      const out = tryBundle({ 'entry.ts': "declare const __SEAM_POLICY__: string;\nimport { v } from './v.js';\nconsole.log(v, __SEAM_POLICY__);\n", 'v.ts': "export const v = 'b';\n" });
      expect(out).toContain('var __seam_own = {"entry":1}, __seam_all = __seam_shared || {};');
    });

    it('type-only imports vanish; bare built-ins become node: requires', () => {
      const out = tryBundle({
        'entry.ts': "import type { T } from './types.js';\nimport { join } from 'path';\nimport { v } from './v.js';\nconst t: T = v;\nconsole.log(join('a', t));\n",
        'types.ts': 'export type T = string;\n',
        'v.ts': "export const v = 'b';\n",
      });
      expect(out).toContain('require("node:path")');
      expect(out).toContain('"v": function');
      expect(out).not.toContain('"types": function');
    });
  });
});

describe('the files a build writes', () => {
  it('policy: packed, stamped, header on top; entry: shebang, header, the stamps of both shared files', () => {
    const text = policySource(DENY_RM, 'generated by seamc\nsecond line');
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['// generated by seamc', '// second line']);
    expect(text).toContain(`\n${packPolicy(DENY_RM)}\n// seamc-stamp policy-`);
    expect(unpackPolicy(packPolicy(DENY_RM))).toEqual(DENY_RM);
    expect(stableJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: 2 } })).toBe('{"a":{"c":2,"d":[{"y":2,"z":1}]},"b":1}');
    const entry = entryText('claude_code', DENY_RM, '// h').split('\n');
    expect(entry.slice(0, 2)).toEqual(['#!/usr/bin/env node', '// h']);
    expect(entry.find((l) => l.includes('var AGENT'))).toMatch(new RegExp(`var AGENT = 'claude_code', BODY = \\["${SHARED_RUNTIME}","hook-[0-9a-f]{16}",\\d+,\\[\\d+(,\\d+)+\\]\\], POLICY = \\["${SHARED_POLICY}","policy-[0-9a-f]{16}",\\d+\\], REFUSE = \\[2,null\\];`));
  });

  it('refuses a bad id', () => {
    expect(() => entryText('../etc', DENY_RM, '')).toThrow(/not an agent id/);
    expect(() => runtimeFiles('../etc', DENY_RM, '')).toThrow(/not an agent id/);
  });
});

describe('the bundled process', () => {
  it('answers in dialect; --agent=<id> form accepted; no --agent accepted', () => {
    const file = put(DENY_RM);
    for (const args of [['--agent', 'claude_code'], ['--agent=claude_code'], []]) {
      expect(exec(file, args, CC_BASH)).toMatchObject({ stdout: denyJson('no rm'), exit: 0 });
    }
  });

  it('--agent naming another agent is a configuration fault: exit 2, nothing on stdout', () => {
    const r = exec(put(DENY_RM), ['--agent', 'cursor'], CC_BASH);
    expect([r.stdout, r.exit]).toEqual(['', 2]);
    expect(r.stderr).toContain('--agent cursor');
  });

  it('the shared body run by itself refuses to serve: exit 2', () => {
    const r = exec(join(put(DENY_RM), '..', SHARED_RUNTIME), ['--agent', 'claude_code'], CC_BASH);
    expect([r.stdout, r.exit]).toEqual(['', 2]);
  });

  it('an invalid regex in the policy: deny in the dialect, naming only the error class', () => {
    const bad: RuntimePolicy = { rules: [{ ...DENY_RM.rules[0]!, match: { command: '([' } }], hooks: [] };
    const r = exec(put(bad), ['--agent', 'claude_code'], CC_BASH);
    expect([r.stdout, r.exit]).toEqual([denyJson('seamc could not evaluate its policy (SyntaxError); refused to be safe'), 0]);
  });

  it('a fault in the adapter (render throws): exit 2, nothing on stdout, message on stderr', () => {
    const source = [
      "import { main } from './compiler/runtime/main.js';",
      "import { adapter as real } from './vendors/claude_code/runtime.js';",
      'declare const __SEAM_POLICY__: never;',
      "export function run(): void { main({ ...real, render: () => { throw new Error('render exploded'); } }, __SEAM_POLICY__); }",
    ].join('\n');
    const text = bundle({ root, entry: { path: join(root, 'seam-test-entry.ts'), source } });
    const r = exec(put(DENY_RM, text), ['--agent', 'claude_code'], CC_BASH);
    expect([r.stdout, r.exit]).toEqual(['', 2]);
    expect(r.stderr).toContain('render exploded');
  });

  it('reads a large payload whole, BOM and all', () => {
    const big = JSON.stringify({ session_id: 's', transcript_path: '/t', hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: '/r/a', content: 'x'.repeat(2_000_000) } });
    const policy: RuntimePolicy = { rules: [withKinds({ id: 'w', on: 'pre_tool', tools: ['write'], match: { content: 'x{1999999}$' }, decision: 'deny', message: 'big', intent: 'hygiene' })], hooks: [] };
    const r = exec(put(policy), ['--agent', 'claude_code'], `\ufeff${big}`);
    expect([r.stdout, r.exit]).toEqual([denyJson('big'), 0]);
  });
});
