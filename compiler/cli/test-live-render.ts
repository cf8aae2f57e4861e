/** `seamc test --live` output beyond the shared table (test-render.ts): its title, and which client ran each agent and how. */
import type { LiveDriver } from '../backend/types-live.js';
import type { ClientLookup } from '../live/clients.js';
import type { Containment } from '../live/contain.js';

export function liveTitle(spec: string, tests: number, agents: number): string {
  return `seamc test --live: ${spec}, ${tests} test(s) on ${agents} agent(s), each in the agent's real client (live, offline against a fake model)`;
}

/** The clients (which binary, its version, where it was found) and how each was set up; the containment. */
export function liveLines(drivers: readonly LiveDriver[], clients: ReadonlyMap<string, ClientLookup>, contain: Containment): string[] {
  const lines = ['live clients:'];
  for (const d of drivers) {
    const c = clients.get(d.agent);
    if (!c || 'missing' in c) {
      lines.push(`  ${d.agent}: ${d.client.displayName}: ${c ? c.missing : 'not looked up'}`);
      continue;
    }
    const pinned = c.version === d.client.version ? '' : ` (the live suite checks ${d.client.version}; results may differ)`;
    lines.push(`  ${d.agent}: ${d.client.displayName} ${c.version} from ${c.where}: ${c.bin}${pinned}`);
    for (const s of d.setup) lines.push(`    ${s}`);
  }
  lines.push(
    contain.kind === 'bwrap'
      ? `containment: ${contain.detail}`
      : `containment: none (${contain.why}); shell cases are n/a, the other clients run with a scratch HOME and proxy variables pointing at a closed port`,
  );
  return lines;
}
