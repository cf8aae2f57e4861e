/** One evidence record as a citation a reader can open (docs, matrix, loss reasons). Vendor-free. */
import type { Evidence } from '../contract/index.js';

/** Where to look: the live scenario, the hand run, the source file, or the page (and whether it was re-read). */
export function locator(e: Evidence): string {
  return e.carried ? `${where(e)}; carried over from earlier notes, not re-read` : where(e);
}

function where(e: Evidence): string {
  switch (e.basis) {
    case 'live-run':
      return `live suite ${e.scenario} on ${e.client}@${e.version} (${e.date})`;
    case 'hand-run':
      return `observed once by hand on ${e.client} ${e.version} (${e.date})`;
    case 'vendor-source':
      return `${e.repo}@${(e.commit ?? '').slice(0, 12)} ${e.path}`;
    default:
      return e.url ? `${e.url} (read ${e.date})` : `${e.repo}@${(e.commit ?? '').slice(0, 12)} ${e.path}`;
  }
}

/** `<claim> [<locator>]`, one line. */
export function cite(e: Evidence): string {
  return `${e.claim} [${locator(e)}]`;
}
