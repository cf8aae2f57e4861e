import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle, BundleError } from '../../compiler/bundle/bundle.js';
import { injectPolicy, runtimeSource, stableJson } from '../../compiler/bundle/inject.js';
import { packPolicy } from '../../compiler/bundle/pack.js';
import { POLICY_MARKER } from '../../compiler/bundle/placeholder.js';
import { bundleRuntime, entrySource, runtimeAgents } from '../../compiler/bundle/runtime-entry.js';
import type { RuntimePolicy } from '../../compiler/contract/rules.js';
import { unpackPolicy } from '../../compiler/runtime/packed.js';
import { packageRoot } from '../../compiler/util/package-root.js';
import { withKinds } from '../rule-helpers.js';

const root = packageRoot();
let tmp: string;
let claude: string;
const CC_BASH = JSON.stringify({ session_id: 's', transcript_path: '/t', cwd: '/r', hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'rm -rf /' } });
const DENY_RM: RuntimePolicy = { rules: [withKinds({ id: 'rm', on: 'pre_tool', tools: ['shell'], match: { command: '^rm ' }, decision: 'deny', message: 'no rm', intent: 'security' })], hooks: [] };
const denyJson = (r: string): string => JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: r } });

function write(name: string, text: string): string {
  const file = join(tmp, name);
  writeFileSync(file, text);
  return file;
}
function exec(file: string, args: string[], stdin: string): { stdout: string; stderr: string; exit: number | null } {
  const r = spawnSync(process.execPath, [file, ...args], { input: stdin, cwd: tmp });
  return { stdout: r.stdout.toString('utf8'), stderr: r.stderr.toString('utf8'), exit: r.status };
}

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'seam-bundle-'));
  // a package.json with "type": "module" around the file must not matter: the runtime is .cjs
  writeFileSync(join(tmp, 'package.json'), '{"type":"module"}\n');
  claude = bundleRuntime(root, 'claude_code');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('bundler', () => {
  it('finds the vendor runtimes, skipping _ folders', () => {
    const agents = runtimeAgents(root);
    expect(agents).toContain('claude_code');
    expect(agents).toContain('cursor');
    expect(agents.some((a) => a.startsWith('_'))).toBe(false);
  });

  it('one file: shebang, placeholder, and no require of anything but node built-ins', () => {
    expect(claude.startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(claude.split('\n').filter((l) => l.endsWith(POLICY_MARKER))).toHaveLength(1);
    const requires = [...claude.matchAll(/(?<![\w$.])require\s*\(([^)]*)\)/g)].map((m) => m[1]);
    expect(requires.length).toBeGreaterThan(0);
    // the lazy built-in loader's own `require(id)` takes only the node: names written into its calls
    const lazy = [...claude.matchAll(/__seam_builtin\(([^)]*)\)/g)].map((m) => m[1]).filter((a) => a !== 'id');
    for (const spec of [...requires.filter((r) => r !== 'id'), ...lazy]) expect(spec).toMatch(/^"node:[a-z_/]+"$/);
    expect(requires.filter((r) => r === 'id').length).toBeLessThanOrEqual(1);
    expect(claude).not.toMatch(/\bimport\s*\(|import\.meta/);
  });

  it('is deterministic', () => {
    expect(bundleRuntime(root, 'claude_code')).toBe(claude);
  });

  it('entry imports the adapter and calls main with the policy global', () => {
    expect(entrySource('x_y')).toContain("from './vendors/x_y/runtime.js'");
    expect(entrySource('x_y')).toContain('main(adapter, __SEAM_POLICY__, __seam_save);');
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

describe('injection', () => {
  it('replaces the placeholder with sorted JSON and puts the header under the shebang', () => {
    const text = injectPolicy(claude, DENY_RM, 'generated by seamc\nsecond line');
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual(['#!/usr/bin/env node', '// generated by seamc', '// second line']);
    expect(text).not.toContain(POLICY_MARKER);
    expect(text).toContain(`\nfunction __seam_policy() {/*\n${packPolicy(DENY_RM)}\n*/}\n`);
    expect(unpackPolicy(packPolicy(DENY_RM))).toEqual(DENY_RM);
    expect(stableJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: 2 } })).toBe('{"a":{"c":2,"d":[{"y":2,"z":1}]},"b":1}');
    expect(() => injectPolicy(text, DENY_RM, '')).toThrow(/placeholder/);
  });

  it('runtimeSource refuses a bad id and tells to build when the prebuilt file is missing', () => {
    expect(() => runtimeSource('../etc', DENY_RM, '')).toThrow(/not an agent id/);
    expect(() => runtimeSource('no_such_agent_here', DENY_RM, '')).toThrow(/npm run build/);
  });
});

describe('the bundled process', () => {
  it('answers in dialect; --agent=<id> form accepted; no --agent accepted', () => {
    const file = write('cc.cjs', injectPolicy(claude, DENY_RM, '// t'));
    for (const args of [['--agent', 'claude_code'], ['--agent=claude_code'], []]) {
      expect(exec(file, args, CC_BASH)).toMatchObject({ stdout: denyJson('no rm'), exit: 0 });
    }
  });

  it('--agent naming another agent is a configuration fault: exit 2, nothing on stdout', () => {
    const file = write('cc-mismatch.cjs', injectPolicy(claude, DENY_RM, ''));
    const r = exec(file, ['--agent', 'cursor'], CC_BASH);
    expect([r.stdout, r.exit]).toEqual(['', 2]);
    expect(r.stderr).toContain('--agent cursor');
  });

  it('a bundle without an injected policy refuses to serve: exit 2', () => {
    const r = exec(write('raw.cjs', claude), ['--agent', 'claude_code'], CC_BASH);
    expect([r.stdout, r.exit]).toEqual(['', 2]);
  });

  it('an invalid regex in the policy: deny in the dialect, naming only the error class', () => {
    const bad: RuntimePolicy = { rules: [{ ...DENY_RM.rules[0]!, match: { command: '([' } }], hooks: [] };
    const r = exec(write('cc-bad.cjs', injectPolicy(claude, bad, '')), ['--agent', 'claude_code'], CC_BASH);
    expect([r.stdout, r.exit]).toEqual([denyJson('seamc could not evaluate its policy (SyntaxError); refused to be safe'), 0]);
  });

  it('a fault in the adapter (render throws): exit 2, nothing on stdout, message on stderr', () => {
    const source = [
      "import { main } from './compiler/runtime/main.js';",
      "import { adapter as real } from './vendors/claude_code/runtime.js';",
      'declare const __SEAM_POLICY__: never;',
      "main({ ...real, render: () => { throw new Error('render exploded'); } }, __SEAM_POLICY__);",
    ].join('\n');
    const text = bundle({ root, entry: { path: join(root, 'seam-test-entry.ts'), source } });
    const r = exec(write('faulty.cjs', injectPolicy(text, DENY_RM, '')), ['--agent', 'claude_code'], CC_BASH);
    expect([r.stdout, r.exit]).toEqual(['', 2]);
    expect(r.stderr).toContain('render exploded');
  });

  it('reads a large payload whole, BOM and all', () => {
    const big = JSON.stringify({ session_id: 's', transcript_path: '/t', hook_event_name: 'PreToolUse', tool_name: 'Write', tool_input: { file_path: '/r/a', content: 'x'.repeat(2_000_000) } });
    const policy: RuntimePolicy = { rules: [withKinds({ id: 'w', on: 'pre_tool', tools: ['write'], match: { content: 'x{1999999}$' }, decision: 'deny', message: 'big', intent: 'hygiene' })], hooks: [] };
    const r = exec(write('cc-big.cjs', injectPolicy(claude, policy, '')), ['--agent', 'claude_code'], `\ufeff${big}`);
    expect([r.stdout, r.exit]).toEqual([denyJson('big'), 0]);
  });
});
