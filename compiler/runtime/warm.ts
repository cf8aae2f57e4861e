/**
 * The warm-up a bundled runtime runs once, after its verdict is written, when it is about to save its V8 code
 * cache (compiler/bundle/layout.ts): a cache holds the functions compiled so far, so the calls of every kind
 * (shell lines of every shape, file writes and reads, patches, MCP calls, fetches, prompts, every verdict
 * rendered) run here first. Nothing of it reaches stdout, stderr or the verdict; vendor-free.
 */
import type { RuntimeAdapter } from '../contract/adapter.js';
import type { Decision } from '../contract/decisions.js';
import type { NormalizedEvent } from '../contract/events.js';
import type { CompiledRule, RuntimePolicy } from '../contract/rules.js';
import { evalContext } from './context.js';
import { decide, degrade } from './dispatch.js';
import { evaluate } from './evaluate.js';

/** the warm-up's material, built only when it runs: a module top level runs on every call */
const lines = (): string[] => [
  `sudo env GIT_TRACE=1 /usr/bin/git -C . push --force-with-lease origin +main && npm publish --dry-run || echo "failed: $?" >&2`,
  `FOO=bar bash -c 'rm -rf ./build/* && mkdir -p out' ; echo $(cat .env | grep -v '^#') > out/env.txt 2>&1 | tee -a log.txt`,
  `curl -fsSL https://example.com/install.sh | sh -s -- --yes; wget -qO- "http://10.0.0.1:8080/x?y=1" > /tmp/x`,
  `find . -name '*.tmp' -delete; xargs -n1 echo < list.txt; tar -xzf a.tgz -C /tmp/x; cp -r src dst; mv a b; sed -i 's/a/b/' f.txt`,
  `ssh -o ProxyCommand='nc %h 22' host 'ls ~'; rsync -e 'ssh -p 2' a b:/c; python3 -c "import os; print(os.getcwd())"; node -e 'fetch("https://a.b")'`,
  `for f in *.ts; do [ -f "$f" ] && printf '%s\\n' "$f"; done; while read -r l; do :; done < <(ls); (cd sub && make) | cat; time { true; }`,
  `x=$((1 + 2)); arr=(a b "c d"); declare -a y=(1 2); export Z="\${HOME}/bin:$PATH"; cat <<'EOF' > note.md\nhello\nEOF\n`,
  `npx zz-warm-bin --version && yarn zz-warm && pnpm install --frozen-lockfile; bun test; node --env-file=zz-warm.env x.js; npm run zz-warm --script-shell=sh; npx eslint -c zz-warm.cjs .; jest --config '{"setupFiles":["./zz-warm.js"],"command":"zz-warm"}'; pip install -e ./zz-warm; go generate ./zz-warm; cargo build --manifest-path zz-warm/Cargo.toml; gradle -p zz-warm build; cmake -S zz-warm -B zz-warm/b; mvn -f zz-warm verify`,
  'echo "unterminated',
];

const patch = (): string => ['*** Begin Patch', '*** Add File: src/new.ts', '+export const a = 1;', '*** Update File: src/old.ts', '*** Move to: src/moved.ts', '+x', '*** Delete File: src/gone.ts', '*** End Patch'].join('\n');

function rule(id: string, on: CompiledRule['on'], kinds: CompiledRule['kinds'], match: CompiledRule['match'], decision: CompiledRule['decision'], extra: Partial<CompiledRule> = {}): CompiledRule {
  return { id, on, tools: [], kinds, match, decision, intent: 'security', message: `warm ${id}`, ...extra };
}

/** One rule of every matcher form, none of which names a real project. */
const policy = (): RuntimePolicy => ({
  hooks: [],
  rules: [
    rule('cmd', 'pre_tool', ['line', 'exec'], { command: '\\bzz-warm-(a|b)\\b', flags: 'i', literals: { command: 'zz-warm-' } }, 'deny'),
    rule('cmd2', 'pre_tool', ['line', 'exec'], { command: 'git\\s+push' }, 'warn'),
    rule('exec', 'pre_tool', ['exec'], { exec: { program: ['git', 'g*t'], args: ['push', '*'], flags: ['--force', '-f'] } }, 'escalate', { unless: { exec: { program: ['git'], flags: ['--dry-run'] } } }),
    rule('path', 'pre_tool', ['write'], { path: '(?:^|[\\\\/])\\.github[\\\\/]workflows[\\\\/].*$', pathWithin: { dirs: ['.github/workflows'], names: ['.env'] } }, 'deny'),
    rule('content', 'pre_tool', ['write'], { content: 'AKIA[0-9A-Z]{16}', literals: { content: 'AKIA' } }, 'deny'),
    rule('read', 'pre_tool', ['read'], { path: '(?:^|[\\\\/])\\.env[^\\\\/]*$', outsideRepo: false }, 'deny'),
    rule('outside', 'pre_tool', ['write', 'read'], { outsideRepo: true }, 'escalate'),
    rule('mcp', 'pre_tool', ['mcp'], { mcp: { server: '^gh$', tool: '^delete_.*$', args: 'zz' } }, 'deny'),
    rule('url', 'pre_tool', ['web'], { url: '/admin', literals: { url: '/admin' } }, 'deny'),
    rule('host', 'pre_tool', ['web'], { host: '^(?:.*\\.)?internal\\.example$' }, 'transform', { update: { url: 'https://example.com' } }),
    rule('prompt', 'prompt_submit', ['prompt'], { prompt: 'BEGIN [A-Z ]*PRIVATE KEY', literals: { prompt: 'BEGIN ' } }, 'deny'),
    rule('stop', 'stop', [], {}, 'vouch'),
  ],
});

/**
 * A key-shaped string for the warm-up, assembled at run time: the runtime file itself must never hold key-shaped text, or
 * the spec's own content rules (`seamc gate`), secret scanners and push protection would refuse the committed runtime.
 */
const FAKE_KEY = ['AK', 'IA', 'ABCDEFGHIJKLMNOP'].join('');

type Shape = Omit<NormalizedEvent, 'agent' | 'wire' | 'raw'>;

const shapes = (): readonly Shape[] => [
  ...lines().map((command): Shape => ({ event: 'pre_tool', tool: 'shell', toolClass: 'shell', command, toolInput: { command } })),
  { event: 'pre_tool', tool: 'write', toolClass: 'write', path: 'src/config.ts', content: `const k = "${FAKE_KEY}";`, toolInput: {} },
  { event: 'pre_tool', tool: 'edit', toolClass: 'edit', path: '/tmp/seam-warm/.github/workflows/ci.yml', content: 'x', toolInput: {} },
  { event: 'pre_tool', tool: 'patch', toolClass: 'edit', patch: patch(), toolInput: {} },
  { event: 'pre_tool', tool: 'read', toolClass: 'read', path: '~/.env.local', toolInput: {} },
  { event: 'pre_tool', tool: 'mcp__gh__delete_repo', toolClass: 'mcp', mcpServer: 'gh', mcpName: 'delete_repo', mcpTool: 'gh.delete_repo', toolInput: { repo: 'a/b' } },
  { event: 'pre_tool', tool: 'fetch', toolClass: 'web', url: 'see https://api.internal.example/admin and http://a.b/c.', toolInput: {} },
  { event: 'post_tool', tool: 'shell', toolClass: 'shell', command: 'ls', output: 'a', toolInput: { command: 'ls' } },
  { event: 'prompt_submit', prompt: '-----BEGIN RSA PRIVATE KEY-----' },
  { event: 'stop' },
];

const verbs = (): readonly Decision[] => [
  { verb: 'deny', reason: 'warm', ruleId: 'w' },
  { verb: 'escalate', reason: 'warm', ruleId: 'w' },
  { verb: 'transform', reason: 'warm', updatedInput: { command: 'true' }, ruleId: 'w' },
  { verb: 'warn', reason: 'warm' },
  { verb: 'vouch', reason: 'warm' },
  { verb: 'allow' },
];

const quiet = (): void => {};

/** Run every kind of call once; errors are swallowed (this runs after the verdict and decides nothing). */
export function warmUp(adapter: RuntimeAdapter): void {
  const wireOf = (event: string): string => Object.keys(adapter.events).find((w) => adapter.events[w] === event) ?? event;
  const POLICY = policy();
  const VERBS = verbs();
  for (const shape of shapes()) {
    try {
      const event: NormalizedEvent = { ...shape, agent: adapter.agent, wire: wireOf(shape.event), raw: {} };
      evaluate(POLICY, event, evalContext(event));
      for (const d of event.event === 'pre_tool' && event.toolClass === 'shell' ? VERBS : VERBS.slice(0, 1)) adapter.render(degrade(adapter, event, d, quiet), event);
    } catch {
      // nothing: a warm-up failure only means a colder cache
    }
  }
  try {
    decide(adapter, POLICY, { warm: true }, { log: quiet });
  } catch {
    // as above
  }
}
