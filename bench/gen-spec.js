// The benchmark's large specs: `writeSpec(dir, n)` writes <dir>/seam.yaml with n rules (every matcher form the
// runtime knows: command regexes, exec, path, content, read paths, MCP, hosts, URLs, prompts, unless clauses, a
// few post_tool and stop rules), n/10 instructions (most of them path-scoped), n/10 permissions, n/50 MCP servers
// and n/50 commands (their prompt files beside the spec), for every agent seamc builds. Deterministic: the same n
// always gives the same bytes. Also runnable: `node bench/gen-spec.js <dir> <n>`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const TOOLS = ['terraform', 'kubectl', 'helm', 'docker', 'aws', 'gcloud', 'az', 'psql', 'redis-cli', 'npm', 'cargo', 'gh'];
const VERBS = ['destroy', 'delete', 'drop', 'purge', 'apply', 'publish', 'reset', 'prune', 'rollout', 'wipe'];
const DIRS = ['src/api', 'src/db', 'infra', 'deploy', 'config', 'scripts', 'services/billing', 'services/auth', 'charts', 'ops'];
const EXTS = ['ts', 'sql', 'tf', 'yaml', 'json', 'sh', 'py', 'go'];

const q = (s) => `'${String(s).replace(/'/g, "''")}'`;
const pick = (list, i) => list[i % list.length];

/** One rule, as YAML lines; the kinds rotate so that every size holds every form. */
function rule(i) {
  const tool = pick(TOOLS, i);
  const verb = pick(VERBS, Math.floor(i / TOOLS.length));
  const dir = pick(DIRS, i);
  const ext = pick(EXTS, Math.floor(i / DIRS.length));
  const security = i % 3 === 0 ? ['    intent: security'] : [];
  const head = (on, sel) => [`  - id: bench-rule-${i}`, ...(on ? [`    on: ${on}`] : []), ...(sel ? [`    tool: ${sel}`] : [])];
  // intent: security only on denies: a security rule that asks or warns on a soft plane is SC1025 (RISK-0)
  const end = (decision, message) => [`    decision: ${decision}`, `    message: ${q(message)}`, ...(decision === 'deny' ? security : [])];
  switch (i % 12) {
    case 0:
      return [...head(null, 'shell'), '    match:', `      command: ${q(`\\b${tool}\\s+(.*\\s)?${verb}-${i}\\b`)}`, ...end('deny', `${tool} ${verb}-${i} is not run by agents`)];
    case 1:
      return [...head(null, 'shell'), '    match:', `      exec: { program: ${tool}, args: [${verb}-${i}], flags: [--force, -f] }`, ...end('deny', `forced ${tool} ${verb}-${i} is blocked`)];
    case 2:
      return [...head(null, 'shell'), '    match:', `      exec: { program: ${tool}, args: [${verb}${i}] }`, '    unless:', `      exec: { program: ${tool}, flags: [--dry-run] }`, ...end('escalate', `${tool} ${verb}${i} needs a human`)];
    case 3:
      return [...head(null, '[write, edit]'), '    match:', `      path: ${q(`${dir}/gen-${i}/**/*.${ext}`)}`, ...end('deny', `${dir}/gen-${i} is generated; change its source`)];
    case 4:
      return [...head(null, '[write, edit]'), '    match:', `      content: ${q(`SECRET_${i}_[A-Z0-9]{12}`)}`, ...end('deny', `secret ${i} must not be written`)];
    case 5:
      return [...head(null, 'read'), '    match:', `      path: ${q(`**/${dir}/private-${i}.${ext}`)}`, ...end('deny', `private file ${i}`)];
    case 6:
      return [...head(null, 'mcp'), '    match:', `      mcp: { server: ${q(`srv${i % 40}`)}, tool: ${q(`${verb}_*${i}`)} }`, ...end('escalate', `MCP ${verb} ${i} needs a human`)];
    case 7:
      return [...head(null, 'web'), '    match:', `      host: ${q(`*.h${i}.internal.example.com`)}`, ...end('deny', `internal host ${i}`)];
    case 8:
      return [...head('prompt_submit', null), '    match:', `      prompt: ${q(`TOKEN-${i}-[a-f0-9]{20}`)}`, ...end('deny', `token ${i} in a prompt`)];
    case 9:
      return [...head(null, 'shell'), '    match:', `      command: ${q(`${tool} ${verb}-${i}`)}`, ...end('warn', `${tool} ${verb}-${i} is logged`)];
    case 10:
      return [...head(null, 'web'), '    match:', `      url: ${q(`/api/v${i}/admin`)}`, ...end('deny', `admin API ${i}`)];
    default:
      return [...head('post_tool', '[write, edit]'), '    match:', `      path: ${q(`${dir}/audit-${i}/*.${ext}`)}`, ...end('warn', `audit trail ${i} changed`)];
  }
}

function instruction(i) {
  const dir = pick(DIRS, i);
  const body = `Code under ${dir} (area ${i}) follows the ${dir} conventions: small functions, tests beside the code.`;
  if (i % 5 === 4) return [`  - id: bench-note-${i}`, `    description: ${q(`When working on area ${i}`)}`, `    text: ${q(body)}`];
  return [`  - id: bench-note-${i}`, `    paths: [${q(`${dir}/area-${i}/**/*.${pick(EXTS, i)}`)}]`, `    text: ${q(body)}`];
}

function permission(i) {
  const kind = ['shell', 'read', 'edit', 'web', 'mcp'][i % 5];
  const value = {
    shell: `${pick(TOOLS, i)} status-${i}`,
    read: `${pick(DIRS, i)}/docs-${i}/**`,
    edit: `${pick(DIRS, i)}/vendor-${i}/**`,
    web: `*.p${i}.example.com`,
    mcp: `srv${i % 40}.read_${i}`,
  }[kind];
  return `    - ${kind}: ${q(value)}`;
}

/** The spec text for n rules. */
export function specText(n) {
  const rules = Array.from({ length: n }, (_, i) => rule(i)).flat();
  const notes = Array.from({ length: Math.max(1, Math.floor(n / 10)) }, (_, i) => instruction(i)).flat();
  const perms = Array.from({ length: Math.max(3, Math.floor(n / 10)) }, (_, i) => permission(i));
  const third = Math.ceil(perms.length / 3);
  const servers = Math.max(1, Math.floor(n / 50));
  const mcp = Array.from({ length: servers }, (_, i) =>
    i % 2 === 0
      ? [`    srv${i}:`, '      command: npx', `      args: ["-y", "@example/mcp-server-${i}"]`, `      env: { TOKEN_${i}: "\${TOKEN_${i}}" }`]
      : [`    srv${i}:`, `      url: https://mcp${i}.example.com/mcp`, '      transport: http'],
  ).flat();
  const commands = Array.from({ length: servers }, (_, i) => [`    - name: bench-cmd-${i}`, `      description: Bench command ${i}`, `      file: commands/bench-cmd-${i}.md`]).flat();
  return [
    `# generated by bench/gen-spec.js (${n} rules): do not edit`,
    'seam: 1',
    `name: bench-${n}`,
    'agents: all',
    'instructions:',
    ...notes,
    'permissions:',
    '  allow:',
    ...perms.slice(0, third),
    '  ask:',
    ...perms.slice(third, 2 * third),
    '  deny:',
    ...perms.slice(2 * third),
    'rules:',
    ...rules,
    'plugin:',
    '  version: 1.0.0',
    `  description: Bench plugin with ${n} rules`,
    '  mcp:',
    ...mcp,
    '  commands:',
    ...commands,
    '',
  ].join('\n');
}

/** Write the spec and its command files under `dir`; returns the spec's path. */
export function writeSpec(dir, n) {
  mkdirSync(join(dir, 'commands'), { recursive: true });
  for (let i = 0; i < Math.max(1, Math.floor(n / 50)); i++) {
    writeFileSync(join(dir, 'commands', `bench-cmd-${i}.md`), `Run bench step ${i} and report what changed.\n`);
  }
  const spec = join(dir, 'seam.yaml');
  writeFileSync(spec, specText(n));
  return spec;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir, n] = process.argv.slice(2);
  if (!dir || !Number.isInteger(Number(n))) {
    process.stderr.write('usage: node bench/gen-spec.js <dir> <rules>\n');
    process.exit(2);
  }
  process.stdout.write(`${writeSpec(dir, Number(n))}\n`);
}
