/**
 * The OS plane for one agent, from its facts: the launcher `.seam/sandbox/<agent>` (every agent with a local CLI), the
 * losses where neither the launcher nor the agent's own project-level sandbox setting can hold `sandbox:`, and which
 * rules the sandbox holds by itself (for coverage and the security check). Vendor-free. docs/decisions/planes.md.
 */
import type { Artifact, Loss, VendorFacts } from '../backend/types.js';
import type { Model, Rule, Sandbox } from '../model/types.js';
import { LAUNCHER_DIR, PROXY_FILE, launcherScript } from './launcher.js';
import { NETPROXY_SOURCE } from './netproxy.js';

/** The sandbox the build asks for, or undefined (absent or `mode: off`). */
export function activeSandbox(model: Model): Sandbox | undefined {
  return model.sandbox && model.sandbox.mode !== 'off' ? model.sandbox : undefined;
}

export function launcherPath(agent: string): string {
  return `${LAUNCHER_DIR}/${agent}`;
}

export function sandboxArtifacts(model: Model, facts: VendorFacts): Artifact[] {
  const s = activeSandbox(model);
  const l = facts.sandbox?.launcher;
  if (!s || !l) return [];
  const out: Artifact[] = [
    {
      path: launcherPath(facts.id),
      format: 'text',
      mode: 0o755,
      body: launcherScript({ agent: facts.id, displayName: facts.displayName, program: l.program, state: l.state, ...(l.args ? { args: l.args } : {}), sandbox: s }),
    },
  ];
  if (s.allow) out.push({ path: PROXY_FILE, format: 'text', mode: 0o755, body: NETPROXY_SOURCE });
  return out;
}

/** Which parts of `sandbox:` the agent's own setting cannot say, each at its pointer. */
function nativeGaps(s: Sandbox, facts: VendorFacts): Loss[] {
  const n = facts.sandbox?.native;
  const name = facts.displayName;
  const why = facts.sandbox?.noNative ?? `seamc records no sandbox facts for ${name}`;
  const no = facts.sandbox?.noLauncher ?? `seamc records no CLI for ${name} that a launcher could start`;
  if (!n) return [{ code: 'SC3204', at: s.at, reason: `${why}; and there is no launcher: ${no}.` }];
  const out: Loss[] = [];
  if (n.reaches === 'shell')
    out.push({ code: 'SC3204', at: s.at, reason: `${name}'s own sandbox (${n.file}) confines only its shell tool, not its file tools or MCP servers, and there is no launcher for the whole process: ${no}.` });
  if (s.writable.length > 0 && !n.writable) out.push({ code: 'SC3204', at: `${s.at}/writable`, reason: `${name}'s own sandbox setting has no extra writable paths, and there is no launcher: ${no}.` });
  if (s.denyRead.length > 0 && !n.denyRead) out.push({ code: 'SC3204', at: `${s.at}/deny_read`, reason: `${name}'s own sandbox setting cannot hide paths from reads, and there is no launcher: ${no}.` });
  if (s.allow && n.network !== 'domains') out.push({ code: 'SC3204', at: `${s.at}/network`, reason: `${name}'s own sandbox setting switches the network on or off only, not per domain, and there is no launcher: ${no}.` });
  return out;
}

/** Losses of the OS plane: none where the launcher exists (it holds all of `sandbox:`), else what the native setting lacks. */
export function sandboxLosses(model: Model, facts: VendorFacts): Loss[] {
  const s = activeSandbox(model);
  if (!s || facts.sandbox?.launcher) return [];
  return nativeGaps(s, facts);
}

/** How the OS plane reaches the agent: through the launcher, its own setting, or not at all. */
export function sandboxReach(model: Model, facts: VendorFacts): { via: 'launcher' | 'native'; note: string } | undefined {
  const s = activeSandbox(model);
  if (!s) return undefined;
  if (facts.sandbox?.launcher) return { via: 'launcher', note: `when started through ${launcherPath(facts.id)}` };
  if (facts.sandbox?.native && nativeGaps(s, facts).length === 0) return { via: 'native', note: `through its own ${facts.sandbox.native.file}` };
  return undefined;
}

const BLOCKING = ['deny', 'escalate', 'transform'];

/** Does one domain glob (`x.com`, `*.x.com`) possibly match a host the other matches? Conservative: unsure = yes. */
function overlaps(a: string, b: string): boolean {
  const bare = (g: string) => g.replace(/^\*\./, '');
  const x = bare(a);
  const y = bare(b);
  if (x.includes('*') || y.includes('*')) return true;
  return x === y || x.endsWith(`.${y}`) || y.endsWith(`.${x}`);
}

const NOT_FIELDS = ['flags', 'literals', 'pathWithin'];

/**
 * Why the sandbox alone refuses every call `rule` denies, or undefined. Only what the OS can see: writes outside the
 * repository, and network hosts outside the allow-list (or any host, in strict mode). A rule with any other field (a
 * command, content, a path glob, which also matches the same name deeper in the repository) is never held by it.
 */
export function sandboxHolds(rule: Rule, model: Model): string | undefined {
  const s = activeSandbox(model);
  if (!s || !BLOCKING.includes(rule.decision) || rule.on !== 'pre_tool') return undefined;
  const fields = Object.keys(rule.match).filter((k) => !NOT_FIELDS.includes(k));
  const kinds = rule.kinds.filter((k) => k !== 'call');
  if (fields.length === 1 && rule.match.outsideRepo === true && kinds.length > 0 && kinds.every((k) => k === 'write') && s.writable.length === 0)
    return "the sandbox makes every path outside the repository read-only (the agent's own state and a private /tmp excepted)";
  const web = kinds.length > 0 && kinds.every((k) => k === 'web');
  if (web && (fields.length === 0 || (fields.length === 1 && fields[0] === 'host'))) {
    if (s.mode === 'strict') return 'the sandbox has no network at all (mode strict)';
    const host = rule.source.match['host'];
    if (s.allow && host !== undefined && !s.allow.some((a) => overlaps(a, host))) return `the sandbox reaches only ${s.allow.join(', ')} (sandbox.network.allow)`;
  }
  return undefined;
}
